// The events SEFAZ registered on the NF-e the business issued (nfes rows with direction 'saida'): cancellation
// (110111) and correction letters (CC-e, 110110, numbered by nSeqEvento), each with the signed event as sent.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const nfeEvents = pgTable(
  'nfe_events',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
    /** the issued NF-e (nfes.id) */
    nfeId: uuid('nfe_id').notNull(),
    key: text('key').notNull(),
    /** 110111 cancelamento, 110110 carta de correção */
    tpEvento: text('tp_evento').notNull(),
    /** nSeqEvento: 1 for a cancellation; 1, 2, … for the letters of one note */
    seq: integer('seq').notNull(),
    /** the justification (cancellation) or the correction text (xCorrecao) */
    text: text('text').notNull(),
    /** SEFAZ's protocol of the event */
    protocol: text('protocol').notNull(),
    registeredAt: ts('registered_at').notNull(),
    /** the signed <evento> as sent */
    xml: text('xml').notNull(),
  },
  (t) => [index('nfe_events_cursor_idx').on(t.businessId, t.changeSeq), uniqueIndex('nfe_events_seq_idx').on(t.businessId, t.key, t.tpEvento, t.seq).where(sql`deleted_at is null`)],
);
