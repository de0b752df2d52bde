// Creating a user must not tell whether the e-mail has an account somewhere on the platform (issue 13 item 16).
// A registered e-mail becomes an invitation to the business instead of a 409; the caller gets the same answer
// shape as for a new person. The person joins by accepting with their own password (POST /user-business).
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { userInvitations, users } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

/** Whether any account (even a removed one: the e-mail stays unique) already uses this e-mail. */
export async function emailRegistered(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows.length > 0;
}

/**
 * Records pending invitations (one per business) for a registered e-mail. The typed password is hashed and
 * dropped so both answers take about as long; it is never written to the existing account.
 */
export async function invite(
  db: Executor,
  input: { ids: readonly string[]; email: string; password: string; invitedBy: string; now: string; links: readonly { businessId: string; roles: string[] }[] },
): Promise<void> {
  await hashPassword(input.password);
  if (input.links.length === 0) return;
  await db.insert(userInvitations).values(
    input.links.map((l, i) => ({
      id: input.ids[i] as string,
      businessId: l.businessId,
      email: input.email.toLowerCase(),
      roles: l.roles,
      invitedBy: input.invitedBy,
      createdAt: input.now,
    })),
  );
}

/** The person linked themselves to the business with their own password: their pending invitations there end. */
export async function acceptInvitations(db: Executor, businessId: string, email: string, now: string): Promise<void> {
  await db
    .update(userInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(userInvitations.businessId, businessId), eq(userInvitations.email, email.toLowerCase()), isNull(userInvitations.acceptedAt)));
}
