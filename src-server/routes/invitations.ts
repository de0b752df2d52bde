// Creating a user must not tell whether the e-mail has an account somewhere on the platform (issue 13 item 16).
// A registered e-mail becomes an invitation to the business instead of a 409; the caller gets the same answer
// shape as for a new person, and the invitation's id stands for that person from then on (users/{id} finds it).
// Its life: pending → accepted (the person, logged in as themself) | cancelled (the business's manager) | expired
// (7 days without an answer; a resend mails it again and restarts them). The mail goes through the outbox.
// A person added by a NEW e-mail gets an account now and an invitation row too (accountId): listed, resent, cancelled
// and expiring the same way, so the invitations do not tell the two apart either. Signing in answers it; cancelling
// removes them from the business (and the account, if it never signed in and works nowhere else).
// The calls (resend, cancel, accept) are ours: calls.json has no invitation, confirm or verify call.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { accountsMessages } from '../../src-shared/i18n/accounts.js';
import * as w from '../../src-shared/writes/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { businesses, userBusinesses, userInvitations, users, usersAwaitingSignIn } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, forbidden, found } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { out } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { queueMail } from '../mail/outbox.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { emptyObject } from './crud.js';
import { registerRootWrite } from './rootWrites.js';

const im = accountsMessages.invitations;
/** How long an invitation waits for its answer. */
export const INVITATION_DAYS = 7;

export type Invitation = typeof userInvitations.$inferSelect;
export type InvitationState = 'pending' | 'accepted' | 'cancelled' | 'expired';

export function stateOf(inv: Invitation, now: string): InvitationState {
  if (inv.acceptedAt) return 'accepted';
  if (inv.cancelledAt) return 'cancelled';
  return Date.parse(inv.expiresAt) <= Date.parse(now) ? 'expired' : 'pending';
}

const expiry = (now: string) => new Date(Date.parse(now) + INVITATION_DAYS * 86_400_000).toISOString();

/** Whether any account (even a removed one: the e-mail stays unique) already uses this e-mail. */
export async function emailRegistered(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows.length > 0;
}

async function mailInvitation(db: Executor, inv: Pick<Invitation, 'id' | 'businessId' | 'email'> & { accountId?: string | null }, now: string): Promise<void> {
  const [b] = await db.select({ name: businesses.name, tradeName: businesses.tradeName }).from(businesses).where(eq(businesses.id, inv.businessId));
  const name = b?.tradeName || b?.name || '';
  // The mail goes to the person, never to the manager: it may say how to answer.
  const text = inv.accountId ? im.mailTextNewAccount(name, INVITATION_DAYS) : im.mailText(name, inv.id, INVITATION_DAYS);
  await queueMail(db, { to: inv.email, kind: 'invitation', subject: im.mailSubject(name), text }, now);
}

/**
 * The invitations of an account made now for a new e-mail, one per business it was linked to (the first takes the
 * account's id, as the first invitation of a registered e-mail takes the id the create answered).
 */
export async function inviteAccount(
  db: Executor,
  input: {
    user: { id: string; email: string; name: string; type: string };
    invitedBy: string;
    now: string;
    links: readonly { businessId: string; roles: string[] }[];
    newId: () => string;
  },
): Promise<void> {
  if (input.links.length === 0) return;
  const { user, now } = input;
  const rows = input.links.map((l, i) => ({
    id: i === 0 ? user.id : input.newId(),
    businessId: l.businessId,
    email: user.email.toLowerCase(),
    name: user.name,
    type: user.type,
    roles: l.roles,
    invitedBy: input.invitedBy,
    createdAt: now,
    updatedAt: now,
    sentAt: now,
    expiresAt: expiry(now),
    accountId: user.id,
  }));
  await db.insert(userInvitations).values(rows);
  for (const r of rows) await mailInvitation(db, r, now);
}

/**
 * Accounts made by a new e-mail before they came with invitations (still not signed in) get theirs now, once per
 * business they are in, so they too are listed, resent and cancelled like the others. No mail goes out: the
 * manager resends when they wish. Who invited them was not kept; the account stands in.
 */
export async function inviteWaitingAccounts(db: Executor, now = new Date().toISOString()): Promise<number> {
  const waiting = await db
    .select({ user: users, link: userBusinesses, since: usersAwaitingSignIn.createdAt })
    .from(usersAwaitingSignIn)
    .innerJoin(users, eq(users.id, usersAwaitingSignIn.userId))
    .innerJoin(userBusinesses, and(eq(userBusinesses.userId, users.id), isNull(userBusinesses.deletedAt)))
    .where(isNull(users.deletedAt));
  if (waiting.length === 0) return 0;
  const invited = new Set(
    (await db.select({ accountId: userInvitations.accountId, businessId: userInvitations.businessId }).from(userInvitations).where(inArray(userInvitations.accountId, waiting.map((w) => w.user.id)))).map(
      (r) => `${r.accountId}/${r.businessId}`,
    ),
  );
  const taken = new Set((await db.select({ id: userInvitations.id }).from(userInvitations).where(inArray(userInvitations.id, waiting.map((w) => w.user.id)))).map((r) => r.id));
  const rows = [];
  for (const { user, link, since } of waiting) {
    if (invited.has(`${user.id}/${link.businessId}`)) continue;
    // The account's id names its invitation where it is free (as a create answers), a new one elsewhere.
    const id = taken.has(user.id) ? newId() : user.id;
    taken.add(id);
    rows.push({ id, businessId: link.businessId, email: user.email, name: user.name, type: user.type, roles: link.roles, invitedBy: user.id, createdAt: since, updatedAt: now, sentAt: now, expiresAt: expiry(now), accountId: user.id });
  }
  if (rows.length > 0) await db.insert(userInvitations).values(rows);
  return rows.length;
}

/** The open invitations an account made for a new e-mail answers by signing in (in one business, or all). */
async function openAccountInvitations(db: Executor, accountId: string, businessId?: string): Promise<Invitation[]> {
  return db
    .select()
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.accountId, accountId),
        businessId ? eq(userInvitations.businessId, businessId) : undefined,
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.cancelledAt),
      ),
    );
}

/**
 * The first sign-in of an account made with invitations answers them. If every one has expired the sign-in is
 * refused like accepting an expired invitation: the manager resends it. (Accounts made before these invitations
 * existed have none and sign in as before.)
 */
export async function answerBySignIn(db: Executor, accountId: string, now: string): Promise<void> {
  const open = await openAccountInvitations(db, accountId);
  if (open.length === 0) return;
  if (open.every((inv) => stateOf(inv, now) === 'expired')) throw forbidden(im.expired);
  await db
    .update(userInvitations)
    .set({ acceptedAt: now, acceptedUserId: accountId, updatedAt: now })
    .where(inArray(userInvitations.id, open.map((inv) => inv.id)));
}

/** What the manager changed on a not-yet-signed-in person also changes their open invitation there (the list shows it). */
export async function editAccountInvitation(db: Executor, businessId: string, accountId: string, fields: Partial<Pick<Invitation, 'name' | 'type' | 'roles' | 'email' | 'cancelledAt'>>, now: string): Promise<void> {
  const open = await openAccountInvitations(db, accountId, businessId);
  for (const inv of open) await updateInvitation(db, inv, { ...fields, updatedAt: now });
}

/**
 * Records pending invitations (one per business) for a registered e-mail and mails each. The typed password is
 * hashed and dropped so both answers take about as long; it is never written to the existing account.
 */
export async function invite(
  db: Executor,
  input: {
    ids: readonly string[];
    email: string;
    name: string;
    type: string;
    password: string;
    invitedBy: string;
    now: string;
    links: readonly { businessId: string; roles: string[] }[];
  },
): Promise<void> {
  await hashPassword(input.password);
  if (input.links.length === 0) return;
  const rows = input.links.map((l, i) => ({
    id: input.ids[i] as string,
    businessId: l.businessId,
    email: input.email.toLowerCase(),
    name: input.name,
    type: input.type,
    roles: l.roles,
    invitedBy: input.invitedBy,
    createdAt: input.now,
    updatedAt: input.now,
    sentAt: input.now,
    expiresAt: expiry(input.now),
  }));
  await db.insert(userInvitations).values(rows);
  for (const r of rows) await mailInvitation(db, r, input.now);
}

/** The person linked themselves to the business: their open invitations there end, answered by their account. */
export async function acceptInvitations(db: Executor, businessId: string, user: { id: string; email: string }, now: string): Promise<void> {
  await db
    .update(userInvitations)
    .set({ acceptedAt: now, acceptedUserId: user.id, updatedAt: now })
    .where(
      and(
        eq(userInvitations.businessId, businessId),
        eq(userInvitations.email, user.email.toLowerCase()),
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.cancelledAt),
      ),
    );
}

/** An invitation of this business by id, or undefined (another business's answers exactly like an unknown id). */
export async function invitationOf(db: Executor, businessId: string, id: string): Promise<Invitation | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(userInvitations).where(and(eq(userInvitations.id, id), eq(userInvitations.businessId, businessId)));
  return rows[0];
}

/** A pending invitation as users/{id} answers a person: the name, e-mail and roles the manager typed. */
export function invitationAsUser(inv: Invitation) {
  return out({ id: inv.id, name: inv.name ?? '', email: inv.email, type: inv.type, roles: inv.roles, businessId: inv.businessId, updatedAt: inv.updatedAt });
}

/** An invitation as the Pessoas screen reads it. */
export function invitationView(inv: Invitation, now: string) {
  return out({
    id: inv.id,
    businessId: inv.businessId,
    email: inv.email,
    name: inv.name,
    type: inv.type,
    roles: inv.roles,
    state: stateOf(inv, now),
    createdAt: inv.createdAt,
    sentAt: inv.sentAt,
    expiresAt: inv.expiresAt,
    acceptedAt: inv.acceptedAt,
    cancelledAt: inv.cancelledAt,
    updatedAt: inv.updatedAt,
  });
}

/** The business's invitations, newest first (the GraphQL read). */
export async function invitationsOf(db: Db, businessId: string, states: readonly InvitationState[] | null, now: string) {
  const rows = await db.select().from(userInvitations).where(eq(userInvitations.businessId, businessId));
  return rows
    .filter((r) => states === null || states.includes(stateOf(r, now)))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    .map((r) => invitationView(r, now));
}

/** Changes a still-open invitation (pending or expired): a resend, a cancel, new roles. 409 once answered. */
function open(inv: Invitation, now: string): Invitation {
  const state = stateOf(inv, now);
  if (state === 'accepted' || state === 'cancelled') throw conflict(im.notPending);
  return inv;
}

export async function updateInvitation(db: Executor, inv: Invitation, fields: Partial<Invitation>): Promise<Invitation> {
  const [row] = await db.update(userInvitations).set(fields).where(eq(userInvitations.id, inv.id)).returning();
  return row as Invitation;
}

export function registerInvitations(app: FastifyInstance, deps: WriteDeps): void {
  // The manager mails it again: a pending or expired invitation waits another INVITATION_DAYS.
  registerWrite(app, deps, {
    ...routeOf(w.invitationsResend),
    permission: 'manage',
    async run(ctx) {
      const inv = open(found(await invitationOf(ctx.tx, ctx.businessId, ctx.params.id as string), im.notFound), ctx.now);
      const row = await updateInvitation(ctx.tx, inv, { sentAt: ctx.now, expiresAt: expiry(ctx.now), updatedAt: ctx.now });
      await mailInvitation(ctx.tx, row, ctx.now);
      return invitationView(row, ctx.now);
    },
  });

  // Cancelling a new e-mail's invitation removes the person from the business, as cancelling the other kind keeps
  // them out of it; the account goes too if it never signed in and belongs to no other business.
  async function cancelAccount(tx: Executor, businessId: string, accountId: string, now: string, stamp: { changeSeq: SQL<number>; updatedAt: string }) {
    await tx
      .update(userBusinesses)
      .set({ deletedAt: now, ...stamp })
      .where(and(eq(userBusinesses.businessId, businessId), eq(userBusinesses.userId, accountId), isNull(userBusinesses.deletedAt)));
    const awaiting = await tx.select().from(usersAwaitingSignIn).where(eq(usersAwaitingSignIn.userId, accountId));
    const elsewhere = await tx.select({ id: userBusinesses.id }).from(userBusinesses).where(and(eq(userBusinesses.userId, accountId), isNull(userBusinesses.deletedAt)));
    if (awaiting.length === 0 || elsewhere.length > 0) return;
    await tx.delete(usersAwaitingSignIn).where(eq(usersAwaitingSignIn.userId, accountId));
    await tx.delete(users).where(eq(users.id, accountId));
  }

  registerWrite(app, deps, {
    ...routeOf(w.invitationsCancel),
    permission: 'manage',
    async run(ctx) {
      const inv = open(found(await invitationOf(ctx.tx, ctx.businessId, ctx.params.id as string), im.notFound), ctx.now);
      const row = await updateInvitation(ctx.tx, inv, { cancelledAt: ctx.now, updatedAt: ctx.now });
      if (inv.accountId) await cancelAccount(ctx.tx, inv.businessId, inv.accountId, ctx.now, ctx.stamp());
      return invitationView(row, ctx.now);
    },
  });

  // The invitee, logged in as themself: an open invitation to their own e-mail links them with its roles. Any other
  // id (unknown, another person's, already answered) answers the same 404. No business in the path: the person is
  // not in the business yet.
  registerRootWrite(app, deps, {
    method: 'POST',
    url: '/invitations/:id/accept',
    body: emptyObject,
    changesAccess: true,
    authorize: () => undefined,
    async run(ctx) {
      const id = ctx.params.id as string;
      const [me] = await ctx.tx.select().from(users).where(eq(users.id, ctx.user.id));
      const rows = isUuid(id) && me ? await ctx.tx.select().from(userInvitations).where(and(eq(userInvitations.id, id), eq(userInvitations.email, me.email))) : [];
      const inv = rows[0];
      if (!inv || !me) throw found(null, im.notFound);
      // Only the invitee reaches this far (the e-mail is theirs): telling them it expired leaks nothing.
      if (stateOf(inv, ctx.now) === 'expired') throw forbidden(im.expired);
      if (stateOf(inv, ctx.now) !== 'pending') throw found(null, im.notFound);
      const seq = await ctx.lockBusinesses([inv.businessId]);
      const existing = await ctx.tx
        .select()
        .from(userBusinesses)
        .where(and(eq(userBusinesses.businessId, inv.businessId), eq(userBusinesses.userId, me.id), isNull(userBusinesses.deletedAt)));
      const stamp = { changeSeq: seq, updatedAt: ctx.now };
      const [link] = existing[0]
        ? await ctx.tx.update(userBusinesses).set({ roles: inv.roles, ...stamp }).where(eq(userBusinesses.id, existing[0].id)).returning()
        : await ctx.tx.insert(userBusinesses).values({ id: ctx.idFor(undefined), businessId: inv.businessId, userId: me.id, roles: inv.roles, createdAt: ctx.now, ...stamp }).returning();
      await acceptInvitations(ctx.tx, inv.businessId, me, ctx.now);
      const [row] = await ctx.tx.select().from(userInvitations).where(inArray(userInvitations.id, [inv.id]));
      return { invitation: invitationView(row as Invitation, ctx.now), link: out(link as Record<string, unknown>) };
    },
  });
}
