// A manager's authorisation for the actions that undo a sale or move cash (domain/permissions.ts GUARDED_ACTIONS).
//
// Why a grant and not the password in the write: a write waits in the terminal's outbox (on disk) and is hashed
// for its Idempotency-Key, so a password in it would rest there. Instead the server gives each manager, at login,
// an authorisation key per business (HMAC of the server's secret, the manager and the business). The terminal
// keeps it sealed with that manager's password verifier; when a manager types the password at the counter the
// terminal checks it (with the server when online, else against the verifier) and signs a grant naming the
// business, the action and the row, valid for a day. The server recomputes the key and checks the grant, and
// re-reads the manager's roles, inside the write's transaction; failed checks count towards a limit per person.
// The key names the manager's session version too: a password change or a logout (auth/sessions.ts) raises it, so
// the grants signed with the key of before are refused, and the next login gives a new key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeGrant, type AuthorizedBy } from '../../src-shared/api/schemas/authorization.js';
import { mayDoAlone, type AuthorizationConfig, type GuardedAction } from '../../src-shared/domain/permissions.js';
import { authorizationMessages as am } from '../../src-shared/i18n/authorization.js';
import { businesses, userBusinesses, users } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { forbidden, HttpError } from '../http/errors.js';

/** Refused checks allowed per person and business within the window, before a pause. */
export const MAX_FAILED_AUTHORIZATIONS = 5;
const WINDOW_MS = 15 * 60_000;

export class ManagerAuthorizer {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly secret: string) {}

  /** The key a manager's terminal signs grants with for this business (given at login, see login.ts). */
  keyFor(userId: string, businessId: string, sessionVersion: number): string {
    return createHmac('sha256', this.secret).update(`authz|${userId}|${businessId}|${sessionVersion}`).digest('base64url');
  }

  /**
   * Whether the grant was signed with this manager's key (of the manager's current session version) for this
   * business, action and row, and is still good.
   */
  verify(given: AuthorizedBy, businessId: string, sessionVersion: number, action: GuardedAction, entityId: string, now = Date.now()): boolean {
    const decoded = decodeGrant(given.grant);
    if (!decoded) return false;
    const expected = Buffer.from(createHmac('sha256', this.keyFor(given.userId, businessId, sessionVersion)).update(decoded.body).digest('base64url'));
    const mac = Buffer.from(decoded.mac);
    if (expected.length !== mac.length || !timingSafeEqual(expected, mac)) return false;
    const c = decoded.claims;
    return c.sub === given.userId && c.biz === businessId && c.act === action && c.ent === entityId && c.exp * 1000 > now;
  }

  /** Throws 429 while this person has too many refused checks in the window. */
  checkLimit(who: string, now = Date.now()): void {
    const recent = (this.failures.get(who) ?? []).filter((t) => t > now - WINDOW_MS);
    if (recent.length >= MAX_FAILED_AUTHORIZATIONS) {
      const minutes = Math.max(1, Math.ceil(((recent[0] ?? now) + WINDOW_MS - now) / 60_000));
      throw new HttpError(429, am.tooManyAttempts(minutes));
    }
  }

  failed(who: string, now = Date.now()): void {
    const recent = (this.failures.get(who) ?? []).filter((t) => t > now - WINDOW_MS);
    if (this.failures.size > 10_000) this.failures.clear();
    this.failures.set(who, [...recent, now]);
  }
}

/** Who did a guarded action and who authorised it (null: they may do it alone), for its audit event. */
export interface Authorized {
  by: string;
  authorizedBy: string | null;
  authorizedByName: string | null;
}

/** The business's config (who does each guarded action alone). */
async function authorizationConfig(tx: Executor, businessId: string): Promise<AuthorizationConfig> {
  const rows = await tx.select({ config: businesses.config }).from(businesses).where(eq(businesses.id, businessId));
  return (rows[0]?.config ?? {}) as AuthorizationConfig;
}

/**
 * Lets the action through when the caller's roles may do it alone, or when `given` is a good grant of someone who
 * may; else 403 (or 429 after too many refused checks). Call it inside the write's transaction.
 */
export async function requireAuthorization(
  authorizer: ManagerAuthorizer,
  ctx: { tx: Executor; businessId: string; user: { id: string }; roles: readonly string[] },
  action: GuardedAction,
  entityId: string,
  given: AuthorizedBy | null | undefined,
): Promise<Authorized> {
  const config = await authorizationConfig(ctx.tx, ctx.businessId);
  if (mayDoAlone(ctx.roles, action, config)) return { by: ctx.user.id, authorizedBy: null, authorizedByName: null };
  if (!given) throw forbidden(am.required);
  const who = `${ctx.businessId} ${ctx.user.id}`;
  authorizer.checkLimit(who);
  const rows = await ctx.tx
    .select({ name: users.name, roles: userBusinesses.roles, sessionVersion: users.sessionVersion })
    .from(userBusinesses)
    .innerJoin(users, eq(users.id, userBusinesses.userId))
    .where(
      and(eq(userBusinesses.userId, given.userId), eq(userBusinesses.businessId, ctx.businessId), isNull(userBusinesses.deletedAt), isNull(users.deletedAt)),
    );
  const link = rows[0];
  if (!authorizer.verify(given, ctx.businessId, link?.sessionVersion ?? 0, action, entityId)) {
    authorizer.failed(who);
    throw forbidden(am.invalid);
  }
  if (!link || !mayDoAlone(link.roles, action, config)) {
    authorizer.failed(who);
    throw forbidden(am.notAuthorizer);
  }
  return { by: ctx.user.id, authorizedBy: given.userId, authorizedByName: link.name };
}

/**
 * The authorisation keys a person gets at login, one per business they belong to. A key only lets its holder
 * sign grants as that person; whether that person may authorise is decided again with each write.
 */
export function authorizationKeys(authorizer: ManagerAuthorizer, user: { id: string; sessionVersion: number }, businessIds: readonly string[]): Record<string, string> {
  return Object.fromEntries(businessIds.map((id) => [id, authorizer.keyFor(user.id, id, user.sessionVersion)]));
}
