// Ending a person's sessions: every token carries the user's session version (auth/tokens.ts) and the guard
// refuses one whose version is behind, so raising it ends every session issued before (password change, logout).
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

/** The column value that ends the sessions issued so far, for an update's set(). */
export const nextSessionVersion = () => sql`${users.sessionVersion} + 1`;

export async function endSessions(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ sessionVersion: nextSessionVersion() }).where(eq(users.id, userId));
}
