// The business's people list (GraphQL users/user). Whoever was added, by a new e-mail (an account made now) or by
// one that already had an account (an invitation), appears at once with the same fields and status "invited"
// until the person answers by signing in or accepting; then "active". So the list does not tell a manager whether
// an e-mail was registered (issue 13 item 16).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import { stateOf } from '../routes/invitations.js';

export type PersonStatus = 'active' | 'invited';

export async function peopleOf(db: Db, businessId: string, id?: string) {
  const rows = await db
    .select({ user: t.users, link: t.userBusinesses })
    .from(t.userBusinesses)
    .innerJoin(t.users, eq(t.users.id, t.userBusinesses.userId))
    .where(and(eq(t.userBusinesses.businessId, businessId), isNull(t.userBusinesses.deletedAt), isNull(t.users.deletedAt), id ? eq(t.users.id, id) : undefined));
  const ids = rows.map((r) => r.user.id);
  const awaiting = new Set(
    ids.length ? (await db.select().from(t.usersAwaitingSignIn).where(inArray(t.usersAwaitingSignIn.userId, ids))).map((r) => r.userId) : [],
  );
  const people = rows.map(({ user, link }) =>
    person({ id: user.id, name: user.name, email: user.email, type: user.type, roles: link.roles, businessId, updatedAt: link.updatedAt }, awaiting.has(user.id) ? 'invited' : 'active'),
  );
  const linked = new Set(people.map((p) => p.email));
  const now = new Date().toISOString();
  const invitations = await db
    .select()
    .from(t.userInvitations)
    .where(and(eq(t.userInvitations.businessId, businessId), id ? eq(t.userInvitations.id, id) : undefined));
  // Open invitations (an expired one waits for a resend, as an account never signed in waits); answered ones
  // are the link above or gone.
  for (const inv of invitations) {
    const state = stateOf(inv, now);
    if ((state !== 'pending' && state !== 'expired') || linked.has(inv.email)) continue;
    people.push(person({ id: inv.id, name: inv.name ?? '', email: inv.email, type: inv.type, roles: inv.roles, businessId, updatedAt: inv.updatedAt }, 'invited'));
  }
  return people.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.email.localeCompare(b.email));
}

function person(
  p: { id: string; name: string; email: string; type: string; roles: string[]; businessId: string; updatedAt: string },
  status: PersonStatus,
) {
  return out({ ...p, status }) as typeof p & { status: PersonStatus };
}
