// Who is logged in on this terminal and for which business. The token lives in the main process
// (encrypted at rest where the platform allows) so the outbox can replay after a restart.
import { z } from 'zod';
import { GUARDED_ACTIONS } from '../../domain/permissions.js';
import { command } from '../define.js';

export const SessionBusiness = z.object({
  id: z.string(),
  name: z.string(),
  tradeName: z.string().nullable().optional(),
  roles: z.array(z.string()),
  /** who does each guarded action alone, as the business names them (none: managers) */
  authorizationRoles: z.partialRecord(z.enum(GUARDED_ACTIONS), z.array(z.string())).optional(),
});
export type SessionBusiness = z.infer<typeof SessionBusiness>;

export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  businesses: z.array(SessionBusiness),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SecretStorageInfo = z.object({
  /** 'safeStorage': Electron's OS keychain encryption; 'file': a key file readable only by this OS user (0600). */
  kind: z.enum(['safeStorage', 'file']),
  /** How the token is protected at rest, in Portuguese, for the settings screen. */
  description: z.string(),
});

export const SessionView = z.object({
  loggedIn: z.boolean(),
  /** True when the server refused the stored token (expired): pending changes wait for a new login. */
  expired: z.boolean(),
  user: SessionUser.nullable(),
  businessId: z.string().nullable(),
  /** For the renderer's GraphQL reads; never written to the renderer's storage. */
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  secretStorage: SecretStorageInfo,
});
export type SessionView = z.infer<typeof SessionView>;

export const sessionCommands = {
  'session.login': command(
    z.object({ email: z.string().min(1), password: z.string().min(1) }).strict(),
    SessionView,
  ),
  'session.get': command(z.object({}).strict(), SessionView),
  'session.logout': command(z.object({}).strict(), SessionView),
  'session.selectBusiness': command(z.object({ businessId: z.string().min(1) }).strict(), SessionView),
  /**
   * A manager types their e-mail and password at this counter to authorise one guarded action on one row: checked
   * with the server when it answers, else against that manager's last login here. Answers the grant the write
   * carries (api/schemas/authorization.ts); the password goes nowhere else.
   */
  'session.authorize': command(
    z
      .object({
        email: z.string().min(1).max(200),
        password: z.string().min(1).max(200),
        businessId: z.string().min(1),
        action: z.enum(GUARDED_ACTIONS),
        entityId: z.string().min(1).max(100),
      })
      .strict(),
    z.object({ name: z.string(), authorizedBy: z.object({ userId: z.string(), grant: z.string() }) }),
  ),
  /** The same with a manager's pass code (the spec's validate-pass-code): offline, against the last good one here. */
  'session.authorizePassCode': command(
    z
      .object({
        userId: z.string().min(1).max(100),
        passCode: z.string().regex(/^\d{4,8}$/),
        businessId: z.string().min(1),
        action: z.enum(GUARDED_ACTIONS),
        entityId: z.string().min(1).max(100),
      })
      .strict(),
    z.object({ name: z.string(), authorizedBy: z.object({ userId: z.string(), grant: z.string() }) }),
  ),
  /** The managers who logged in on this terminal, whom the pass code can name. */
  'session.managers': command(z.object({ businessId: z.string().min(1) }).strict(), z.object({ managers: z.array(z.object({ userId: z.string(), name: z.string() })) })),
};

export const sessionEvents = {
  'session.changed': SessionView,
};
