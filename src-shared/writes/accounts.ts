// The manager's writes on the business's invitations (Configurações → Pessoas): sent while the manager waits at
// the screen, which shows the server's answer; invitations are not mirrored to terminals.
import { accountsCalls as calls, invitationResend } from '../api/ours/accounts.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'convites: a tela de Pessoas espera a resposta do servidor, e o balcão não os lê do espelho';

export const invitationsResend = declareWrite('invitationsResend', calls.invitationsResend, {
  schema: invitationResend,
  label: () => 'Convite reenviado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const invitationsCancel = declareWrite('invitationsCancel', calls.invitationsCancel, {
  schema: invitationResend,
  label: () => 'Convite cancelado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
