// People a manager added with a new e-mail: the account exists but its owner has not signed in yet. The business's
// people list shows them as "convidado" exactly like a pending invitation to a registered e-mail, so the list does
// not tell whether an e-mail already had an account (issue 13 item 16). The row goes at the person's first sign-in.
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

export const usersAwaitingSignIn = pgTable('users_awaiting_sign_in', {
  userId: uuid('user_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
