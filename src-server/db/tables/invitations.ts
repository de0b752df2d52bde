// Invitations: creating a user whose e-mail already has an account makes a pending link instead, so the answer
// does not tell whether the e-mail is registered. The person accepts it with their own password through
// POST /user-business; the name and password typed on the invitation are never written to their account.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    email: text('email').notNull(),
    roles: text('roles').array().notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [index('user_invitations_email_idx').on(t.email, t.businessId)],
);
