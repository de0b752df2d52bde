// The business and its config; users of a business and user-business links.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { businessCreate } from '../../src-shared/api/schemas/business.js';
import { businessesUpdateOwn } from '../../src-shared/writes/business.js';
import { userCreate, userUpdate, userValidate } from '../../src-shared/api/schemas/users.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext, type AuthUser } from '../auth/guard.js';
import { securityMessages } from '../auth/messages.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { nextSessionVersion } from '../auth/sessions.js';
import { checkTimeZone } from '../http/inputs.js';
import { parse } from '../http/validate.js';
import { updateRow } from '../db/rows.js';
import { businesses, userBusinesses, users, usersAwaitingSignIn } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, forbidden, found, HttpError } from '../http/errors.js';
import { registerRead } from '../http/reads.js';
import { out } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { emptyObject } from './crud.js';
import { confirmEmailChange, requestEmailChange } from '../accounts/emailChange.js';
import {
  acceptInvitations,
  editAccountInvitation,
  emailRegistered,
  invitationAsUser,
  invitationOf,
  invite,
  inviteAccount,
  stateOf,
  updateInvitation,
  type Invitation,
} from './invitations.js';
import { registerRootWrite } from './rootWrites.js';
import { z } from 'zod';

const m = serverMessages;
const sm = securityMessages;

/** A person's password and e-mail are changed by that person, or by a platform admin (a support reset). */
function mayChangeCredentials(caller: AuthUser, userId: string): boolean {
  return caller.id === userId || caller.platformRoles.includes('admin');
}

async function userInBusiness(db: Executor, businessId: string, userId: string) {
  const rows = await db
    .select({ user: users, link: userBusinesses })
    .from(userBusinesses)
    .innerJoin(users, eq(users.id, userBusinesses.userId))
    .where(and(eq(userBusinesses.businessId, businessId), eq(userBusinesses.userId, userId), isNull(userBusinesses.deletedAt), isNull(users.deletedAt)));
  return found(rows[0], m.notFound.user);
}

/**
 * Whom users/{id} names in the business: a linked person, or the invitation the create answered in their place
 * (a registered e-mail, issue 13 item 16). An open invitation answers as the person it invites; an accepted one
 * stands for the account that accepted; a cancelled one is gone like a removed person.
 */
async function personInBusiness(db: Executor, businessId: string, id: string): Promise<{ user: typeof users.$inferSelect; link: typeof userBusinesses.$inferSelect } | { invitation: Invitation }> {
  try {
    return await userInBusiness(db, businessId, id);
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 404) throw err;
    const inv = await invitationOf(db, businessId, id);
    const state = inv ? stateOf(inv, new Date().toISOString()) : null;
    if (inv && (state === 'pending' || state === 'expired')) return { invitation: inv };
    if (inv?.acceptedUserId && state === 'accepted') return userInBusiness(db, businessId, inv.acceptedUserId);
    throw err;
  }
}

async function ownerOf(db: Executor, userId: string) {
  return found((await db.select().from(users).where(eq(users.id, userId)))[0], m.notFound.user);
}

export function publicUser(user: typeof users.$inferSelect, link: typeof userBusinesses.$inferSelect) {
  return out({ id: user.id, name: user.name, email: user.email, type: user.type, roles: link.roles, businessId: link.businessId, updatedAt: link.updatedAt });
}

async function emailFree(db: Executor, email: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  if (rows.length > 0) throw conflict(m.conflict.emailTaken);
}

/** The config a new business starts with: the counter reads it (service fee 10 %, on by default). */
export const DEFAULT_BUSINESS_CONFIG = { serviceFee: { enabled: true, rate: 1000 } };
/** The creator of a business is its owner: every right in it. */
export const OWNER_ROLES = ['business_admin'];

export function registerBusinesses(app: FastifyInstance, deps: WriteDeps): void {
  // POST /businesses: a business, its config, the creator linked as its owner. Businesses are opened by the
  // platform (000 §6: business lists, release to production and billing are admin or partner actions): a partner
  // (franchise context, its own) or a platform admin (admin context, naming the partner). A person in business
  // context may not open one: that let any waiter become an admin somewhere.
  registerRootWrite(app, deps, {
    method: 'POST',
    url: '/businesses',
    body: businessCreate,
    changesAccess: true,
    authorize(user, context) {
      const allowed =
        (context === 'admin' && user.platformRoles.includes('admin')) || (context === 'franchise' && user.platformRoles.includes('franchise'));
      if (!allowed) throw forbidden(m.auth.forbiddenContext('PARTNER OR ADMIN'));
    },
    createdId: (b) => b.id,
    async run(ctx) {
      const { config, partnerId, id: clientId, ...fields } = ctx.body;
      checkTimeZone(fields.timeZone);
      const id = ctx.idFor(clientId);
      const partner = ctx.context === 'admin' ? (partnerId ?? null) : ctx.context === 'franchise' ? ctx.user.id : null;
      const [business] = await ctx.tx
        .insert(businesses)
        .values({
          id,
          ...fields,
          partnerId: partner,
          config: { ...DEFAULT_BUSINESS_CONFIG, ...(config ?? {}) },
          changeSeq: 1,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      const [link] = await ctx.tx
        .insert(userBusinesses)
        .values({ id: ctx.idFor(undefined), businessId: id, userId: ctx.user.id, roles: OWNER_ROLES, createdAt: ctx.now, updatedAt: ctx.now, changeSeq: 1 })
        .returning();
      return { status: 201, body: { ...out(business as typeof businesses.$inferSelect), owner: publicUser(await ownerOf(ctx.tx, ctx.user.id), link as typeof userBusinesses.$inferSelect) } };
    },
  });

  // PUT /businesses/{businessId}: the business updates itself (business context) or an admin/partner updates it.
  registerWrite(app, deps, {
    ...routeOf(businessesUpdateOwn),
    permission: 'manage',
    async run(ctx) {
      const rows = await ctx.tx.select().from(businesses).where(eq(businesses.id, ctx.businessId));
      const current = found(rows[0], m.notFound.business);
      const { config, ...rest } = ctx.body;
      checkTimeZone(rest.timeZone);
      const updated = await ctx.tx
        .update(businesses)
        .set({ ...rest, ...(config ? { config: { ...current.config, ...config } } : {}), ...ctx.stamp() })
        .where(eq(businesses.id, ctx.businessId))
        .returning();
      return updated[0] ?? current;
    },
  });

  registerRead(app, deps, {
    path: 'config',
    async run({ db, businessId }) {
      const rows = await db.select().from(businesses).where(eq(businesses.id, businessId));
      const b = found(rows[0], m.notFound.business);
      const fee = (b.config.serviceFee ?? {}) as { enabled?: boolean; rate?: number };
      return {
        businessId: b.id,
        timeZone: b.timeZone,
        ...b.config,
        serviceFee: { enabled: fee.enabled ?? true, rate: fee.rate ?? 1000 },
        changeSeq: b.changeSeq,
      };
    },
  });

  // ---------------------------------------------------------------- users of the business ({scope}/users)
  registerWrite(app, deps, {
    method: 'POST',
    path: 'users',
    changesAccess: true,
    body: userCreate,
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const b = ctx.body;
      const id = ctx.idFor(b.id);
      if (await emailRegistered(ctx.tx, b.email)) {
        // Answered like a new person (same status and shape, the typed name): nothing says the e-mail exists.
        const links = [{ businessId: ctx.businessId, roles: b.roles }];
        await invite(ctx.tx, { ids: [id], email: b.email, name: b.name, type: b.type, password: b.password, invitedBy: ctx.user.id, now: ctx.now, links });
        const view = { id, name: b.name, email: b.email.toLowerCase(), type: b.type, roles: b.roles, businessId: ctx.businessId, updatedAt: ctx.now };
        return { status: 201, body: out(view) };
      }
      const [user] = await ctx.tx
        .insert(users)
        .values({ id, name: b.name, email: b.email.toLowerCase(), passwordHash: await hashPassword(b.password), type: b.type, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      const [link] = await ctx.tx
        .insert(userBusinesses)
        .values({ id: ctx.idFor(undefined), businessId: ctx.businessId, userId: id, roles: b.roles, createdAt: ctx.now, ...ctx.stamp() })
        .returning();
      // Listed as "convidado" until they sign in, and invited like the registered e-mail above (graphql/people.ts).
      await ctx.tx.insert(usersAwaitingSignIn).values({ userId: id, createdAt: ctx.now });
      await inviteAccount(ctx.tx, { user: { id, email: b.email, name: b.name, type: b.type }, invitedBy: ctx.user.id, now: ctx.now, links: [{ businessId: ctx.businessId, roles: b.roles }], newId: () => ctx.idFor(undefined) });
      return { status: 201, body: publicUser(user as typeof users.$inferSelect, link as typeof userBusinesses.$inferSelect) };
    },
  });
  registerWrite(app, deps, {
    method: 'PUT',
    path: 'users/:id',
    body: userUpdate,
    changesAccess: true,
    permission: 'manage',
    async run(ctx) {
      const person = await personInBusiness(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      const b = ctx.body;
      if ('invitation' in person) {
        // Someone else's account: what the manager typed may change, never a password or e-mail.
        if (b.password || b.email || b.emailConfirmation) throw forbidden(sm.onlyOwnerChangesCredentials);
        const fields = { ...(b.name ? { name: b.name } : {}), ...(b.type ? { type: b.type } : {}), ...(b.roles ? { roles: b.roles } : {}) };
        return invitationAsUser(await updateInvitation(ctx.tx, person.invitation, { ...fields, updatedAt: ctx.now }));
      }
      const { user, link } = person;
      // The user row is global (one person, many businesses): its password and e-mail are the person's own.
      if ((b.password || b.email || b.emailConfirmation) && !mayChangeCredentials(ctx.user, user.id)) throw forbidden(sm.onlyOwnerChangesCredentials);
      // A platform admin resetting someone's e-mail sets it (an admin sees every account anyway); the owner's own
      // change waits for the new address to confirm, and answers alike whether that address is free or taken.
      const reset = b.email !== undefined && ctx.user.id !== user.id;
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
          updatedAt: ctx.now,
        })
        .where(eq(users.id, user.id))
        .returning();
      const newLink = await updateRow(ctx.tx, userBusinesses, link.id, { ...(b.roles ? { roles: b.roles } : {}), ...ctx.stamp() });
      const typed = { ...(b.name ? { name: b.name } : {}), ...(b.type ? { type: b.type } : {}), ...(b.roles ? { roles: b.roles } : {}), ...(reset ? { email: (b.email as string).toLowerCase() } : {}) };
      await editAccountInvitation(ctx.tx, ctx.businessId, user.id, typed, ctx.now);
      return publicUser(updated as typeof users.$inferSelect, newLink as unknown as typeof userBusinesses.$inferSelect);
    },
  });
  // Removing a user from a business unlinks it; the person keeps other businesses.
  registerWrite(app, deps, {
    method: 'DELETE',
    path: 'users/:id',
    body: emptyObject,
    changesAccess: true,
    permission: 'manage',
    async run(ctx) {
      const person = await personInBusiness(ctx.tx, ctx.businessId, (ctx.params as { id: string }).id);
      // Removing an invited person before they answer cancels the invitation.
      if ('invitation' in person) return invitationAsUser(await updateInvitation(ctx.tx, person.invitation, { cancelledAt: ctx.now, updatedAt: ctx.now }));
      const { user, link } = person;
      const removed = await updateRow(ctx.tx, userBusinesses, link.id, { deletedAt: ctx.now, ...ctx.stamp() });
      await editAccountInvitation(ctx.tx, ctx.businessId, user.id, { cancelledAt: ctx.now }, ctx.now);
      return publicUser(user, removed as unknown as typeof userBusinesses.$inferSelect);
    },
  });
  // Password check (e.g. a manager authorising a cancellation at the counter).
  app.post<{ Params: { businessId: string } }>('/businesses/:businessId/users/validate', async (req) => {
    const caller = await deps.guard.user(req);
    await deps.guard.business(caller, req.params.businessId, requestContext(req), 'read');
    const body = parse(userValidate, req.body);
    const target = body.userId ?? caller.id;
    const rows = await deps.db
      .select({ user: users, link: userBusinesses })
      .from(userBusinesses)
      .innerJoin(users, eq(users.id, userBusinesses.userId))
      .where(
        and(
          eq(userBusinesses.businessId, req.params.businessId),
          body.email ? eq(users.email, body.email.toLowerCase()) : eq(users.id, target),
          isNull(userBusinesses.deletedAt),
          isNull(users.deletedAt),
        ),
      );
    const row = rows[0];
    // A waiter guessing the manager's password here is limited like a login.
    const keys = { account: row?.user.id ?? body.email?.toLowerCase() ?? target, address: req.ip };
    const valid = await deps.guard.attempts.guard(keys, async () => (row ? verifyPassword(body.password, row.user.passwordHash) : false));
    return { valid, user: valid && row ? publicUser(row.user, row.link) : null };
  });

  // ---------------------------------------------------------------- user-business links (root paths)
  // `password`: the linked person's own, their consent to join (an invitation accepted with their credentials).
  const linkBody = z.object({
    id: z.uuid().optional(),
    userId: z.uuid(),
    businessId: z.uuid(),
    roles: z.array(z.string().min(1)).min(1).max(11),
    password: z.string().min(1).max(200).optional(),
  });
  const linkOf = async (params: Record<string, string>, db: Executor) => {
    const rows = await db.select().from(userBusinesses).where(and(eq(userBusinesses.id, params.id as string), isNull(userBusinesses.deletedAt)));
    return found(rows[0], m.notFound.userBusiness);
  };
  registerWrite(app, deps, {
    method: 'POST',
    path: 'user-business',
    url: '/user-business',
    changesAccess: true,
    body: linkBody,
    permission: 'manage',
    createdId: (b) => b.id,
    businessIdOf: async (_p, body) => body.businessId,
    async run(ctx) {
      const b = ctx.body;
      const target = (await ctx.tx.select().from(users).where(and(eq(users.id, b.userId), isNull(users.deletedAt))))[0];
      const existing = await ctx.tx
        .select()
        .from(userBusinesses)
        .where(and(eq(userBusinesses.businessId, ctx.businessId), eq(userBusinesses.userId, b.userId), isNull(userBusinesses.deletedAt)));
      if (existing[0]) return updateRow(ctx.tx, userBusinesses, existing[0].id, { roles: b.roles, ...ctx.stamp() });
      // Someone from outside the business joins only with their own password: a manager cannot pull another
      // restaurant's person in (and then act on their account). An unknown user answers the same as a wrong password.
      if (!mayChangeCredentials(ctx.user, b.userId)) {
        const consent = target !== undefined && b.password !== undefined && (await verifyPassword(b.password, target.passwordHash));
        if (!consent) throw forbidden(sm.linkNeedsOwnPassword);
      }
      found(target, m.notFound.user);
      const [link] = await ctx.tx
        .insert(userBusinesses)
        .values({ id: ctx.idFor(b.id), businessId: ctx.businessId, userId: b.userId, roles: b.roles, createdAt: ctx.now, ...ctx.stamp() })
        .returning();
      await acceptInvitations(ctx.tx, ctx.businessId, target as typeof users.$inferSelect, ctx.now);
      return { status: 201, body: link };
    },
  });
  registerWrite(app, deps, {
    method: 'PUT',
    path: 'user-business/:id',
    url: '/user-business/:id',
    body: linkBody.omit({ id: true }).partial(),
    changesAccess: true,
    permission: 'manage',
    businessIdOf: async (params, _b, db) => (await linkOf(params, db)).businessId,
    async run(ctx) {
      const link = await linkOf(ctx.params as Record<string, string>, ctx.tx);
      if (ctx.body.businessId && ctx.body.businessId !== link.businessId) throw forbidden();
      return updateRow(ctx.tx, userBusinesses, link.id, { ...(ctx.body.roles ? { roles: ctx.body.roles } : {}), ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    method: 'DELETE',
    path: 'user-business/:id',
    url: '/user-business/:id',
    body: emptyObject,
    changesAccess: true,
    permission: 'manage',
    businessIdOf: async (params, _b, db) => (await linkOf(params, db)).businessId,
    async run(ctx) {
      const link = await linkOf(ctx.params as Record<string, string>, ctx.tx);
      return updateRow(ctx.tx, userBusinesses, link.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
}
