// Calls of our own, beside the specification's (calls.json has no invitation, confirm or verify call): the
// business's invitations (issue 13 item 16, server/routes/invitations.ts). Built and bound like the spec's calls,
// kept out of the spec's registry so COVERAGE.md stays the spec's table.
import { z } from 'zod';
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import { setPassCode } from '../schemas/entities.js';

/** A resend carries nothing: the invitation is the one in the path. */
export const invitationResend = z.object({});

export const accountsCalls = {
  invitationsResend: rest('POST', 'invitations/{id}/resend', { scope: 'business', body: invitationResend }),
  invitationsCancel: rest('DELETE', 'invitations/{id}', { scope: 'business' }),
  /** The invitee accepts, logged in as themself (no business yet: root). */
  invitationsAccept: rest('POST', 'invitations/{id}/accept', { scope: 'root' }),
  gqlInvitations: gql('invitations', { contexts: ['business'] }),
  /** The manager sets their own pass code ("Senha de liberação"), the one entitiesValidatePassCode checks. */
  passCodeSet: rest('PUT', 'entities/pass-code', { scope: 'business', body: setPassCode }),
} as const;

export function createAccountsApi(runner: CallRunner) {
  return bindArea(runner, accountsCalls);
}
