// The change cursor, without serializing a business's writes.
// A write stamps the rows it touches with its own transaction id (xid8, 64 bits, never reused): `txSeq`. Ids are
// handed out in start order, not commit order, so a reader may only hand out a cursor below every transaction
// still running: `horizon` is the oldest of them (or the next id to come when none runs), read in the same
// snapshot as the rows. Every row stamped below it is final, and every row at or above it comes in a later pull.
// A cursor of the former per-business counter stays valid: each bump of it spent a transaction id, so the ids
// in use are already past any value it reached.
import { sql } from 'drizzle-orm';

/** The writing transaction's stamp for change_seq. */
export const txSeq = () => sql<number>`pg_current_xact_id()::text::bigint`;

/** The highest cursor a reader may hand out from its snapshot (run it inside that snapshot's transaction). */
export const horizonSeq = () => sql<number>`(pg_snapshot_xmin(pg_current_snapshot())::text::bigint - 1)`;
