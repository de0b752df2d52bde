// Column sets shared by the schema's files (db/schema.ts and db/tables/*): in their own module so a table file
// re-exported by schema.ts does not import schema.ts back (an import cycle would leave these undefined).
import { index, timestamp, uuid, bigint, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Columns of every mirrored collection. */
export const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

/** The cursor index every mirrored table needs: (business_id, change_seq). */
export const cursorIndex = (name: string) => (t: { businessId: AnyPgColumn; changeSeq: AnyPgColumn }) =>
  index(`${name}_cursor_idx`).on(t.businessId, t.changeSeq);
