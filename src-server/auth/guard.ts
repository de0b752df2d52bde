// Who is calling and what they may touch: the bearer token, the role header (admin | franchise | business)
// and the user's link to the business in the path or the GraphQL arguments.
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { REQUEST_CONTEXTS, type RequestContext } from '../../src-shared/api/enums.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { Db } from '../db/database.js';
import { businesses, userBusinesses, users } from '../db/schema.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { Attempts } from './attempts.js';
import { securityMessages } from './messages.js';
import { allows, type Permission } from './permissions.js';
import type { TokenSigner } from './tokens.js';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  platformRoles: string[];
}

export interface Guard {
  /** The caller, or 401. */
  user(req: FastifyRequest): Promise<AuthUser>;
  /** The caller if a token was sent (401 if it is bad), else null. */
  optionalUser(req: FastifyRequest): Promise<AuthUser | null>;
  /** The caller's roles in the business, or 403 (404 when the business does not exist, for those allowed to know). */
  business(user: AuthUser, businessId: string, context: RequestContext, permission?: Permission): Promise<string[]>;
  /** user() and business() in one round trip (the hot path of every write), remembered for a short while. */
  authorize(req: FastifyRequest, businessId: string, permission: Permission): Promise<{ user: AuthUser; roles: string[] }>;
  /** Drops what authorize() remembers: called after a write changed users or their business links. */
  forget(): void;
  /** The brute-force limit every password check goes through (login, users/validate). */
  attempts: Attempts;
}

/**
 * How long authorize() trusts a user-business link it read, within the token's life. A terminal writes many
 * times a minute with one token; re-reading the link each time was a query per write. A change of roles or a
 * removed user made by this process is seen at once (forget()); one made by another server process over the same
 * PostgreSQL within this bound.
 */
export const LINK_CACHE_MS = 60_000;
const LINK_CACHE_MAX = 10_000;

export function requestContext(req: FastifyRequest): RequestContext {
  const raw = req.headers.role;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return 'business';
  if (!(REQUEST_CONTEXTS as readonly string[]).includes(value)) throw badRequest(serverMessages.auth.badRoleHeader);
  return value as RequestContext;
}

export function createGuard(db: Db, signer: TokenSigner): Guard {
  async function fromToken(token: string): Promise<AuthUser> {
    const claims = signer.verify(token);
    if (claims === 'expired') throw unauthorized(serverMessages.auth.expiredToken);
    // A scoped token (the online store's customer) opens no platform user's session.
    if (claims === 'invalid' || claims.aud !== undefined) throw unauthorized(serverMessages.auth.invalidToken);
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, platformRoles: users.platformRoles, sessionVersion: users.sessionVersion })
      .from(users)
      .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)));
    const row = rows[0];
    if (!row) throw unauthorized(serverMessages.auth.invalidToken);
    const { sessionVersion, ...user } = row;
    if ((claims.ver ?? 0) !== sessionVersion) throw unauthorized(securityMessages.sessionEnded);
    return user;
  }

  function bearer(req: FastifyRequest): string | null {
    const header = req.headers.authorization;
    if (!header) return null;
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m?.[1]) throw unauthorized(serverMessages.auth.invalidToken);
    return m[1];
  }

  // token + business → the user and roles read, until when they are trusted (token expiry or LINK_CACHE_MS).
  const links = new Map<string, { user: AuthUser; roles: string[]; until: number }>();

  const guard: Guard = {
    attempts: new Attempts(),
    forget() {
      links.clear();
    },
    async authorize(req, businessId, permission) {
      const context = requestContext(req);
      const token = bearer(req);
      if (!token) throw unauthorized(serverMessages.auth.missingToken);
      if (context !== 'business') {
        const user = await fromToken(token);
        return { user, roles: await guard.business(user, businessId, context, permission) };
      }
      // The HMAC check runs on every request (cheap); only the database read of the link is remembered.
      const claims = signer.verify(token);
      if (claims === 'expired') throw unauthorized(serverMessages.auth.expiredToken);
      if (claims === 'invalid' || claims.aud !== undefined) throw unauthorized(serverMessages.auth.invalidToken);
      const cacheKey = `${businessId} ${token}`;
      const now = Date.now();
      const known = links.get(cacheKey);
      if (known && known.until > now) {
        if (!allows(known.roles, permission)) throw forbidden(serverMessages.auth.forbiddenRole);
        return { user: known.user, roles: known.roles };
      }
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          platformRoles: users.platformRoles,
          sessionVersion: users.sessionVersion,
          roles: userBusinesses.roles,
        })
        .from(users)
        .leftJoin(
          userBusinesses,
          and(eq(userBusinesses.userId, users.id), eq(userBusinesses.businessId, businessId), isNull(userBusinesses.deletedAt)),
        )
        .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)))
        .limit(1);
      const row = rows[0];
      if (!row) throw unauthorized(serverMessages.auth.invalidToken);
      // A password change or a logout raised the version: this token's session is over (forget() dropped the cache).
      if ((claims.ver ?? 0) !== row.sessionVersion) throw unauthorized(securityMessages.sessionEnded);
      if (!row.roles) throw forbidden(serverMessages.auth.forbiddenBusiness);
      const { roles, sessionVersion: _version, ...user } = row;
      if (links.size >= LINK_CACHE_MAX) links.clear();
      links.set(cacheKey, { user, roles, until: Math.min(claims.exp * 1000, now + LINK_CACHE_MS) });
      if (!allows(roles, permission)) throw forbidden(serverMessages.auth.forbiddenRole);
      return { user, roles };
    },
    async user(req) {
      const token = bearer(req);
      if (!token) throw unauthorized(serverMessages.auth.missingToken);
      return fromToken(token);
    },
    async optionalUser(req) {
      const token = bearer(req);
      return token ? fromToken(token) : null;
    },
    async business(user, businessId, context, permission = 'read') {
      // A GraphQL argument reaches here unchecked: no uuid cast error (500) for a malformed id.
      if (!isUuid(businessId)) throw badRequest(securityMessages.badId('businessId'));
      let roles: string[];
      if (context === 'admin') {
        if (!user.platformRoles.includes('admin')) throw forbidden(serverMessages.auth.forbiddenContext('BUSINESS'));
        const exists = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId));
        if (!exists[0]) throw notFound(serverMessages.notFound.business);
        roles = ['admin'];
      } else {
        if (context === 'franchise' && !user.platformRoles.includes('franchise')) {
          throw forbidden(serverMessages.auth.forbiddenContext('BUSINESS'));
        }
        const links = await db
          .select({ roles: userBusinesses.roles })
          .from(userBusinesses)
          .where(
            and(eq(userBusinesses.userId, user.id), eq(userBusinesses.businessId, businessId), isNull(userBusinesses.deletedAt)),
          );
        // Unknown and foreign businesses answer alike: a token learns nothing about other tenants.
        if (!links[0]) throw forbidden(serverMessages.auth.forbiddenBusiness);
        roles = links[0].roles;
        if (context === 'franchise') roles = [...roles, 'franchise'];
      }
      if (!allows(roles, permission)) throw forbidden(serverMessages.auth.forbiddenRole);
      return roles;
    },
  };
  return guard;
}
