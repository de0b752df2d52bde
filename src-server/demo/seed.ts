// The demo restaurant, seeded on first run.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businesses } from '../db/schema.js';
import { DEMO_BUSINESS_ID } from './ids.js';

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, DEMO_BUSINESS_ID));
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(businesses).values({
      id: DEMO_BUSINESS_ID,
      name: 'Cantina Bella Napoli Ltda',
      tradeName: 'Cantina Bella Napoli',
      document: '12345678000195',
    });
  });
  return true;
}
