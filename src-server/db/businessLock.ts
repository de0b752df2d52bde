// The business lock on PostgreSQL: a transaction-scoped advisory lock keyed by the business id, not a lock on the
// business's row. Writes on different comandas share it by the dozen; a row lock shared that way is recorded in the
// row itself (a MultiXact rewritten by every new sharer), which made PostgreSQL's CPU per write grow with the load.
// Released at commit or rollback. PGlite runs one transaction at a time and takes none (http/writes.ts).
import { sql, type SQL } from 'drizzle-orm';

/** Shared: writes that each decide on one comanda run side by side. Exclusive: one write on the whole business. */
export function businessLock(businessId: string, mode: 'shared' | 'exclusive'): SQL {
  return mode === 'shared'
    ? sql`select pg_advisory_xact_lock_shared(hashtextextended(${businessId}, 0))`
    : sql`select pg_advisory_xact_lock(hashtextextended(${businessId}, 0))`;
}
