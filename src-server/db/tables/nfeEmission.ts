// The events SEFAZ registered on the NF-e the business issued (nfes rows with direction 'saida'): cancellation
// (110111) and correction letters (CC-e, 110110, numbered by nSeqEvento), each with the signed event as sent.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored, ts } from '../columns.js';

export const nfeEvents = pgTable(
  'nfe_events',
  {
    ...mirrored(),
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
  (t) => [cursorIndex('nfe_events')(t), uniqueIndex('nfe_events_seq_idx').on(t.businessId, t.key, t.tpEvento, t.seq).where(sql`deleted_at is null`)],
);
