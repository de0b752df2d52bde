// The token signing secret: POS_AUTH_SECRET, else one made on first run and kept in the database
// (so every server process over the same PostgreSQL signs and checks the same tokens).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { serverSettings } from '../db/schema.js';

const KEY = 'auth.secret';

export async function loadAuthSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.POS_AUTH_SECRET) return env.POS_AUTH_SECRET;
  const made = randomBytes(32).toString('base64url');
  await db.insert(serverSettings).values({ key: KEY, value: made }).onConflictDoNothing();
  const rows = await db.select().from(serverSettings).where(eq(serverSettings.key, KEY));
  return rows[0]?.value ?? made;
}
