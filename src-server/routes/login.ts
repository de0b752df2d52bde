// POST /login/login-{project} and GET /login/me-{project}.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PROJECTS } from '../../src-shared/api/enums.js';
import { loginBody, type LoginAnswer, type LoginUser, type LoginUserBusiness } from '../../src-shared/api/schemas/login.js';
import type { AuthorizationConfig } from '../../src-shared/domain/permissions.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { AuthUser, Guard } from '../auth/guard.js';
import { authorizationKeys, type ManagerAuthorizer } from '../auth/managerAuthorization.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { endSessions } from '../auth/sessions.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { businesses, userBusinesses, users, usersAwaitingSignIn } from '../db/schema.js';
import { answerBySignIn } from './invitations.js';
import { notFound, unauthorized } from '../http/errors.js';
import { parse } from '../http/validate.js';


export async function loginUser(db: Db, user: AuthUser): Promise<LoginUser> {
  const links = await db
    .select({ businessId: userBusinesses.businessId, roles: userBusinesses.roles })
    .from(userBusinesses)
    .where(and(eq(userBusinesses.userId, user.id), isNull(userBusinesses.deletedAt)));
  const ids = links.map((l) => l.businessId);
  const rows = ids.length
    ? await db
        .select({ id: businesses.id, name: businesses.name, tradeName: businesses.tradeName, config: businesses.config })
        .from(businesses)
        .where(and(inArray(businesses.id, ids), isNull(businesses.deletedAt)))
    : [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    // only a platform's person carries them (the back office's Cobrança is its admins')
    ...(user.platformRoles.length > 0 ? { platformRoles: user.platformRoles } : {}),
    businesses: rows
      .map(({ config, ...b }) => {
        // The terminal judges a manager's pass by the same rule as the server (domain/permissions.ts mayDoAlone).
        const authorizationRoles = (config as AuthorizationConfig).authorizationRoles as LoginUserBusiness['authorizationRoles'];
        return { ...b, roles: links.find((l) => l.businessId === b.id)?.roles ?? [], ...(authorizationRoles ? { authorizationRoles } : {}) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}

function checkProject(project: string): void {
  if (!(PROJECTS as readonly string[]).includes(project)) throw notFound(serverMessages.auth.unknownProject(project));
}

export function registerLogin(app: FastifyInstance, deps: { db: Db; guard: Guard; signer: TokenSigner; authorizer: ManagerAuthorizer }): void {
  app.post<{ Params: { project: string } }>('/login/login-:project', async (req) => {
    checkProject(req.params.project);
    const { email, password } = parse(loginBody, req.body);
    const rows = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)));
    const row = rows[0];
    const keys = { account: row?.id ?? email.trim().toLowerCase(), address: req.ip };
    // An unknown e-mail is checked against a hash of the same cost, so both failures take the same time.
    const ok = await deps.guard.attempts.guard(keys, () => verifyPassword(password, row?.passwordHash ?? dummyHash()));
    if (!row || !ok) throw unauthorized(serverMessages.auth.badCredentials);
    // A hash of an older, cheaper cost is re-made now that the password is at hand (sessions stay).
    if (needsRehash(row.passwordHash)) {
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
    }
    // The first sign-in of an account a manager made answers its invitations (refused once they all expired) and the
    // business's people list stops showing "convidado".
    await answerBySignIn(deps.db, row.id, new Date().toISOString());
    await deps.db.delete(usersAwaitingSignIn).where(eq(usersAwaitingSignIn.userId, row.id));
    const { token, expiresAt } = deps.signer.sign(row.id, Date.now(), undefined, row.sessionVersion);
    const user = await loginUser(deps.db, row);
    // The keys this person signs a manager's authorisation with at a counter (auth/managerAuthorization.ts).
    const authorization = authorizationKeys(deps.authorizer, row, user.businesses.map((b) => b.id));
    const answer: LoginAnswer = { token, expiresAt: expiresAt.toISOString(), user, authorizationKeys: authorization };
    return answer;
  });

  // Logout ends every session of the person (each terminal logs in again): a token copied elsewhere dies with it.
  app.post<{ Params: { project: string } }>('/login/logout-:project', async (req, reply) => {
    checkProject(req.params.project);
    const user = await deps.guard.user(req);
    await endSessions(deps.db, user.id);
    deps.guard.forget();
    return reply.code(204).send();
  });

  app.get<{ Params: { project: string } }>('/login/me-:project', async (req) => {
    checkProject(req.params.project);
    const user = await deps.guard.user(req);
    return loginUser(deps.db, user);
  });
}
