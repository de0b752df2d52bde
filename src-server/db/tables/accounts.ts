// A person's account beyond its row: the mail the server sends (invitations, e-mail confirmations) and the
// e-mail changes waiting for the new address to confirm. Neither is mirrored to terminals.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The server's outgoing mail. Delivery is the mail relay's job (none is configured on a restaurant's own server):
 * each message waits here, `sentAt` null until a relay takes it; tests and the support screen read it as the
 * simulator of what the person received.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    to: text('to').notNull(),
    /** what the message is about: 'invitation', 'email-change', 'email-taken' */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * An e-mail change waiting for the new address to confirm. Only the token's SHA-256 is kept (the token itself goes
 * out in the mail); a change ends confirmed, superseded by a newer request, or expired.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    supersededAt: ts('superseded_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
