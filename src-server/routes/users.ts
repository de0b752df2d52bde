// Users of the platform under the admin and partner context bases (002 §6–7: "POST {scope}/users, PUT and
// DELETE {scope}/users/{id}, POST {scope}/users/validate"; the business base is in businesses.ts).
//   /admin/...                  role header `admin`, a platform admin: every user and business.
//   /partner/{partnerId}/...    role header `franchise`, the partner itself: the users of its businesses.
// A partner (franchise) is a user with the platform role `franchise`; its partnerId is its user id, and its
// businesses are those whose partnerId is that id (the ones it creates with POST /businesses are).
// A user carries "businesses (list with id)" (002 §3): each link to a business with its roles.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { RequestContext } from '../../src-shared/api/enums.js';
import { scopedUserCreate, scopedUserUpdate, userValidate } from '../../src-shared/api/schemas/users.js';
import { platformMessages } from '../../src-shared/i18n/platform.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext, type AuthUser, type Guard } from '../auth/guard.js';
import { securityMessages } from '../auth/messages.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { nextSessionVersion } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { businesses, userBusinesses, userInvitations, users, usersAwaitingSignIn } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest, conflict, forbidden, found, HttpError } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { parse } from '../http/validate.js';
import { emptyObject } from './crud.js';
import { confirmEmailChange, requestEmailChange } from '../accounts/emailChange.js';
import { editAccountInvitation, emailRegistered, invite, inviteAccount, stateOf, updateInvitation, type Invitation } from './invitations.js';
import { registerRootWrite, type RootWriteContext } from './rootWrites.js';

const m = serverMessages;
const p = platformMessages;

type Scope = { kind: 'admin' } | { kind: 'partner'; partnerId: string };
type UserRow = typeof users.$inferSelect;
type LinkRow = typeof userBusinesses.$inferSelect;

/** The role header and platform role a context base needs; 403 in the spec's words otherwise. */
export function authorizeScope(user: AuthUser, context: RequestContext, scope: Scope): void {
  if (scope.kind === 'admin') {
    if (context !== 'admin' || !user.platformRoles.includes('admin')) throw forbidden(m.auth.forbiddenContext('ADMIN'));
    return;
  }
  if (context !== 'franchise' || !user.platformRoles.includes('franchise')) throw forbidden(m.auth.forbiddenContext('PARTNER'));
  if (user.id !== scope.partnerId) throw forbidden(p.forbiddenPartner);
}

const scopeOf = (kind: 'admin' | 'partner', params: Record<string, string>): Scope =>
  kind === 'admin' ? { kind } : { kind, partnerId: params.partnerId ?? '' };

/** The businesses within reach: null for an admin (all of them), the partner's otherwise. */
async function reachOf(db: Executor, scope: Scope): Promise<Set<string> | null> {
  if (scope.kind === 'admin') return null;
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.partnerId, scope.partnerId), isNull(businesses.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

async function liveLinks(db: Executor, userId: string): Promise<LinkRow[]> {
  return db.select().from(userBusinesses).where(and(eq(userBusinesses.userId, userId), isNull(userBusinesses.deletedAt)));
}

const within = (reach: Set<string> | null, businessId: string) => reach === null || reach.has(businessId);

/** A live user the scope may see: any for an admin, one linked to a business of the partner otherwise. */
async function userInScope(db: Executor, reach: Set<string> | null, userId: string): Promise<{ user: UserRow; links: LinkRow[] }> {
  const user = found((await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))))[0], m.notFound.user);
  const links = await liveLinks(db, user.id);
  if (reach !== null && !links.some((l) => reach.has(l.businessId))) throw found(null, m.notFound.user);
  return { user, links };
}

/**
 * Whom {scope}/users/{id} names for a partner: a person of its businesses, or the invitations its create made in
 * their place (a registered e-mail; the answer's id is the first's). Open ones answer as the person they invite,
 * accepted ones stand for the account that accepted, cancelled ones are gone like an unlinked person.
 */
async function personInScope(
  db: Executor,
  reach: Set<string> | null,
  id: string,
  now: string,
): Promise<{ user: UserRow; links: LinkRow[] } | { invitations: Invitation[] }> {
  try {
    return await userInScope(db, reach, id);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 404 || reach === null || !isUuid(id)) throw err;
    const [first] = await db.select().from(userInvitations).where(eq(userInvitations.id, id));
    // A new e-mail's invitation (accountId) stands for nobody in the account's place: the account answers for it.
    if (!first || first.accountId || !reach.has(first.businessId)) throw err;
    const group = await db
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.email, first.email), eq(userInvitations.invitedBy, first.invitedBy), eq(userInvitations.createdAt, first.createdAt)));
    const open = group.filter((i) => reach.has(i.businessId) && ['pending', 'expired'].includes(stateOf(i, now)));
    if (open.length > 0) return { invitations: open.sort((a, b) => (a.businessId < b.businessId ? -1 : 1)) };
    const accepted = group.find((i) => i.acceptedUserId);
    if (accepted?.acceptedUserId) return userInScope(db, reach, accepted.acceptedUserId);
    throw err;
  }
}

/** Open invitations as the partner's routes answer a person. */
function invitedView(id: string, invitations: readonly Invitation[], withBusinesses = true) {
  const first = invitations[0] as Invitation;
  const businesses = withBusinesses ? invitations.map((i) => ({ id: i.businessId, roles: i.roles })) : [];
  return { id, name: first.name ?? '', email: first.email, type: first.type, platformRoles: [] as string[], businesses };
}

/** The user as these routes answer it; a partner sees only the links to its own businesses. */
function userView(user: UserRow, links: readonly LinkRow[], reach: Set<string> | null) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    platformRoles: user.platformRoles,
    businesses: links
      .filter((l) => l.deletedAt === null && within(reach, l.businessId))
      .map((l) => ({ id: l.businessId, roles: l.roles }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}

async function emailFree(db: Executor, email: string, exceptUserId?: string): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  if (rows.length > 0) throw conflict(m.conflict.emailTaken);
}

/**
 * Makes the user's links within reach exactly `desired`: new ones inserted, changed roles updated, the rest
 * within reach unlinked (soft delete). Links to businesses out of reach are left alone. Each touched business
 * gets its change cursor bumped, so terminals mirroring user_businesses pull the change.
 */
async function setLinks(
  ctx: RootWriteContext<unknown, Record<string, string>>,
  userId: string,
  desired: readonly { id: string; roles: string[] }[],
  reach: Set<string> | null,
): Promise<LinkRow[]> {
  const ids = desired.map((d) => d.id);
  if (new Set(ids).size !== ids.length) throw badRequest(p.duplicateBusiness, [{ path: 'businesses', message: p.duplicateBusiness }]);
  // Another tenant's business answers like an unknown one: nothing is learnt about it.
  for (const id of ids) if (!within(reach, id)) throw forbidden(m.auth.forbiddenBusiness);
  const current = await liveLinks(ctx.tx, userId);
  const byBusiness = new Map(current.map((l) => [l.businessId, l]));
  const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r, i) => r === b[i]);
  const inserts = desired.filter((d) => !byBusiness.has(d.id));
  const updates = desired.filter((d) => {
    const link = byBusiness.get(d.id);
    return link !== undefined && !sameRoles(link.roles, d.roles);
  });
  const removals = current.filter((l) => within(reach, l.businessId) && !ids.includes(l.businessId));
  const touched = [...inserts.map((d) => d.id), ...updates.map((d) => d.id), ...removals.map((l) => l.businessId)];
  if (touched.length === 0) return current;
  const seq = await ctx.lockBusinesses(touched);
  const stamp = { changeSeq: seq, updatedAt: ctx.now };
  if (inserts.length > 0) {
    await ctx.tx
      .insert(userBusinesses)
      .values(inserts.map((d) => ({ id: ctx.idFor(undefined), businessId: d.id, userId, roles: d.roles, createdAt: ctx.now, ...stamp })));
  }
  // A not-yet-signed-in person's invitation there follows the link (the business's invitations list shows it).
  for (const d of updates) {
    await ctx.tx.update(userBusinesses).set({ roles: d.roles, ...stamp }).where(eq(userBusinesses.id, (byBusiness.get(d.id) as LinkRow).id));
    await editAccountInvitation(ctx.tx, d.id, userId, { roles: d.roles }, ctx.now);
  }
  for (const l of removals) {
    await ctx.tx.update(userBusinesses).set({ deletedAt: ctx.now, ...stamp }).where(eq(userBusinesses.id, l.id));
    await editAccountInvitation(ctx.tx, l.businessId, userId, { cancelledAt: ctx.now }, ctx.now);
  }
  return liveLinks(ctx.tx, userId);
}

export function registerUsers(app: FastifyInstance, deps: { db: Db; guard: Guard; serialized: boolean }): void {
  for (const kind of ['admin', 'partner'] as const) {
    const base = kind === 'admin' ? '/admin/users' : '/partner/:partnerId/users';
    const authorize = (user: AuthUser, context: RequestContext, params: Record<string, string>) => authorizeScope(user, context, scopeOf(kind, params));

    registerRootWrite(app, deps, {
      method: 'POST',
      url: base,
      body: scopedUserCreate,
      changesAccess: true,
      authorize,
      createdId: (b) => b.id,
      async run(ctx) {
        const b = ctx.body;
        const scope = scopeOf(kind, ctx.params);
        if (b.platformRoles && b.platformRoles.length > 0 && scope.kind !== 'admin') throw forbidden(p.platformRolesAdminOnly);
        if (scope.kind === 'partner' && b.businesses.length === 0) {
          throw badRequest(p.partnerNeedsBusiness, [{ path: 'businesses', message: p.partnerNeedsBusiness }]);
        }
        const reach = await reachOf(ctx.tx, scope);
        const id = ctx.idFor(b.id);
        // A partner must not learn whether an e-mail has an account elsewhere: a registered one becomes an
        // invitation to its businesses, answered like a new person. An admin sees every account anyway.
        if (scope.kind === 'partner' && (await emailRegistered(ctx.tx, b.email))) {
          const ids0 = b.businesses.map((l) => l.id);
          if (new Set(ids0).size !== ids0.length) throw badRequest(p.duplicateBusiness, [{ path: 'businesses', message: p.duplicateBusiness }]);
          for (const l of b.businesses) if (!within(reach, l.id)) throw forbidden(m.auth.forbiddenBusiness);
          const links = b.businesses.map((l) => ({ businessId: l.id, roles: l.roles }));
          const ids = links.map((_, i) => (i === 0 ? id : ctx.idFor(undefined)));
          await invite(ctx.tx, { ids, email: b.email, name: b.name, type: b.type, password: b.password, invitedBy: ctx.user.id, now: ctx.now, links });
          const view = { id, name: b.name, email: b.email.toLowerCase(), type: b.type, platformRoles: [] as string[] };
          return { status: 201, body: { ...view, businesses: b.businesses.map((l) => ({ id: l.id, roles: l.roles })).sort((x, y) => (x.id < y.id ? -1 : 1)) } };
        }
        await emailFree(ctx.tx, b.email);
        const [user] = await ctx.tx
          .insert(users)
          .values({
            id,
            name: b.name,
            email: b.email.toLowerCase(),
            passwordHash: await hashPassword(b.password),
            type: b.type,
            platformRoles: b.platformRoles ?? [],
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning();
        const links = await setLinks(ctx as RootWriteContext<unknown, Record<string, string>>, id, b.businesses, reach);
        // Listed in its businesses as "convidado" until they sign in, like the invitation above (graphql/people.ts).
        await ctx.tx.insert(usersAwaitingSignIn).values({ userId: id, createdAt: ctx.now });
        const invited = b.businesses.map((l) => ({ businessId: l.id, roles: l.roles }));
        await inviteAccount(ctx.tx, { user: { id, email: b.email, name: b.name, type: b.type }, invitedBy: ctx.user.id, now: ctx.now, links: invited, newId: () => ctx.idFor(undefined) });
        return { status: 201, body: userView(user as UserRow, links, reach) };
      },
    });

    registerRootWrite(app, deps, {
      method: 'PUT',
      url: `${base}/:id`,
      body: scopedUserUpdate,
      changesAccess: true,
      authorize,
      async run(ctx) {
        const b = ctx.body;
        const scope = scopeOf(kind, ctx.params);
        if (b.platformRoles !== undefined && scope.kind !== 'admin') throw forbidden(p.platformRolesAdminOnly);
        const reach = await reachOf(ctx.tx, scope);
        const person = await personInScope(ctx.tx, reach, ctx.params.id as string, ctx.now);
        if ('invitations' in person) {
          // Someone else's account: what the partner typed may change, never a password or e-mail.
          if (b.password || b.email || b.emailConfirmation) throw forbidden(securityMessages.onlyOwnerChangesCredentials);
          const roles = new Map((b.businesses ?? []).map((l) => [l.id, l.roles]));
          const kept: Invitation[] = [];
          for (const inv of person.invitations) {
            const fields = { ...(b.name ? { name: b.name } : {}), ...(b.type ? { type: b.type } : {}), updatedAt: ctx.now };
            // `businesses` is the whole list: an invited business left out is cancelled, one listed gets its roles.
            const gone = b.businesses !== undefined && !roles.has(inv.businessId);
            const row = await updateInvitation(ctx.tx, inv, { ...fields, ...(gone ? { cancelledAt: ctx.now } : {}), ...(roles.has(inv.businessId) ? { roles: roles.get(inv.businessId) } : {}) });
            if (!gone) kept.push(row);
          }
          return invitedView(ctx.params.id as string, kept.length > 0 ? kept : person.invitations, kept.length > 0);
        }
        const { user } = person;
        // A partner reaches people who may work elsewhere too: their password and e-mail stay their own.
        if ((b.password || b.email || b.emailConfirmation) && scope.kind !== 'admin' && user.id !== ctx.user.id) {
          throw forbidden(securityMessages.onlyOwnerChangesCredentials);
        }
        // An admin sets another person's e-mail (it sees every account anyway); one's own change is confirmed by
        // the new address (accounts/emailChange.ts), so a partner learns nothing about who has an account.
        const reset = b.email !== undefined && scope.kind === 'admin' && user.id !== ctx.user.id;
        if (reset) await emailFree(ctx.tx, b.email as string, user.id);
        else if (b.email && b.email.toLowerCase() !== user.email) await requestEmailChange(ctx.tx, user.id, b.email, ctx.now);
        if (b.emailConfirmation) await confirmEmailChange(ctx.tx, user.id, b.emailConfirmation, ctx.now);
        const [updated] = await ctx.tx
          .update(users)
          .set({
            ...(b.name ? { name: b.name } : {}),
            ...(reset ? { email: (b.email as string).toLowerCase() } : {}),
            ...(b.type ? { type: b.type } : {}),
            ...(b.password ? { passwordHash: await hashPassword(b.password), sessionVersion: nextSessionVersion() } : {}),
            ...(b.platformRoles ? { platformRoles: b.platformRoles } : {}),
            updatedAt: ctx.now,
          })
          .where(eq(users.id, user.id))
          .returning();
        const links = b.businesses
          ? await setLinks(ctx as RootWriteContext<unknown, Record<string, string>>, user.id, b.businesses, reach)
          : await liveLinks(ctx.tx, user.id);
        // A not-yet-signed-in person's invitations show what was typed here too.
        const typed = { ...(b.name ? { name: b.name } : {}), ...(b.type ? { type: b.type } : {}), ...(reset ? { email: (b.email as string).toLowerCase() } : {}) };
        if (Object.keys(typed).length > 0) for (const l of links) await editAccountInvitation(ctx.tx, l.businessId, user.id, typed, ctx.now);
        return userView(updated as UserRow, links, reach);
      },
    });

    // An admin removes the person from the platform; a partner unlinks it from its businesses (the person keeps
    // the others).
    registerRootWrite(app, deps, {
      method: 'DELETE',
      url: `${base}/:id`,
      body: emptyObject,
      changesAccess: true,
      authorize,
      async run(ctx) {
        const scope = scopeOf(kind, ctx.params);
        const reach = await reachOf(ctx.tx, scope);
        const person = await personInScope(ctx.tx, reach, ctx.params.id as string, ctx.now);
        if ('invitations' in person) {
          // Removing an invited person before they answer cancels the invitations.
          for (const inv of person.invitations) await updateInvitation(ctx.tx, inv, { cancelledAt: ctx.now, updatedAt: ctx.now });
          return { ...invitedView(ctx.params.id as string, person.invitations, false), deletedAt: null };
        }
        const { user } = person;
        if (user.id === ctx.user.id) throw conflict(p.cannotRemoveSelf);
        const links = await setLinks(ctx as RootWriteContext<unknown, Record<string, string>>, user.id, [], reach);
        let row = user;
        if (scope.kind === 'admin') {
          const [deleted] = await ctx.tx.update(users).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(users.id, user.id)).returning();
          row = deleted as UserRow;
        }
        return { ...userView(row, links, reach), deletedAt: row.deletedAt };
      },
    });

    // Password check (a manager's authorisation at the counter, a partner confirming a user): no write.
    app.post(`${base}/validate`, async (req) => {
      const params = req.params as Record<string, string>;
      const caller = await deps.guard.user(req);
      const scope = scopeOf(kind, params);
      authorizeScope(caller, requestContext(req), scope);
      const body = parse(userValidate, req.body);
      const reach = await reachOf(deps.db, scope);
      const rows = await deps.db
        .select()
        .from(users)
        .where(and(body.email ? eq(users.email, body.email.toLowerCase()) : eq(users.id, body.userId ?? caller.id), isNull(users.deletedAt)));
      const user = rows[0];
      const links = user ? await liveLinks(deps.db, user.id) : [];
      const visible = user !== undefined && (user.id === caller.id || reach === null || links.some((l) => reach.has(l.businessId)));
      const keys = { account: user?.id ?? body.email?.toLowerCase() ?? body.userId ?? caller.id, address: req.ip };
      const valid = await deps.guard.attempts.guard(keys, async () => (visible && user ? verifyPassword(body.password, user.passwordHash) : false));
      return { valid, user: valid && user ? userView(user, links, reach) : null };
    });
  }
}

