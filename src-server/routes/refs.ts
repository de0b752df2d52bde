// References a body makes to this business's rows by lists of ids (an availability's origins and users, a
// conditional printer's origins, an entity's user): each must be this business's, or the write is refused with the
// same 404 as a single id (issue 13 sweep: stored foreign ids were taken as they came).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { origins, userBusinesses } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { found } from '../http/errors.js';

const m = serverMessages.notFound;

/** 404 unless every id names a live origin of the business. */
export async function checkOrigins(tx: Executor, businessId: string, ids: unknown): Promise<void> {
  const wanted = [...new Set(Array.isArray(ids) ? (ids as string[]) : [])];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: origins.id })
    .from(origins)
    .where(and(eq(origins.businessId, businessId), inArray(origins.id, wanted), isNull(origins.deletedAt)));
  if (rows.length !== wanted.length) found(null, m.origin);
}

/** 404 unless every id names a person linked to the business. */
export async function checkMembers(tx: Executor, businessId: string, ids: unknown): Promise<void> {
  const wanted = [...new Set(Array.isArray(ids) ? (ids as string[]) : [])];
  if (wanted.length === 0) return;
  const rows = await tx
    .selectDistinct({ id: userBusinesses.userId })
    .from(userBusinesses)
    .where(and(eq(userBusinesses.businessId, businessId), inArray(userBusinesses.userId, wanted), isNull(userBusinesses.deletedAt)));
  if (rows.length !== wanted.length) found(null, m.user);
}
