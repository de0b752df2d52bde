// Invitations: creating a user whose e-mail already has an account makes a pending link instead, so the answer
// does not tell whether the e-mail is registered. The person accepts it while logged in as themself (POST
// /invitations/{id}/accept) or with their own password through POST /user-business; the name and password typed
// on the invitation are never written to their account.
// A person added by a new e-mail gets an account and an invitation too (accountId), so the business's invitations
// do not tell the two apart; signing in answers it.
// Its state: pending until accepted, cancelled (by the business's manager) or past expiresAt (expired); a
// resend mails it again and restarts the wait.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    email: text('email').notNull(),
    /** the name and type the manager typed: what the business sees until the person accepts */
    name: text('name'),
    type: text('type').notNull().default('employee'),
    roles: text('roles').array().notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    sentAt: ts('sent_at').notNull().defaultNow(),
    expiresAt: ts('expires_at')
      .notNull()
      .default(sql`now() + interval '7 days'`),
    acceptedAt: ts('accepted_at'),
    /** the account that accepted: the invitation's id then stands for that person in the business */
    acceptedUserId: uuid('accepted_user_id'),
    cancelledAt: ts('cancelled_at'),
    /** a new e-mail's account made with the invitation: the person answers it by signing in, not by accepting */
    accountId: uuid('account_id'),
  },
  (t) => [index('user_invitations_email_idx').on(t.email, t.businessId), index('user_invitations_business_idx').on(t.businessId, t.createdAt)],
);
