// Each NFC-e's entry of the month's XML zip (fiscal/xmlExport.ts), deflated once when the note's final document is
// known (fiscal/zipEntry.ts), so the monthly export copies stored bytes into the zip instead of reading, encoding
// and deflating every note's XML each month. Its own table, not columns of nfces: the many whole-row reads of
// nfces (answers, GraphQL's Nfce type, the PAF month) never carry these bytes along.
import { bigint, customType, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { nfces } from './fiscal.js';

/** Raw bytes. Written and read through encode/decode(…, 'base64') (fiscal/zipEntry.ts): the same text on both engines. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const nfceZipEntries = pgTable('nfce_zip_entries', {
  nfceId: uuid('nfce_id')
    .primaryKey()
    .references(() => nfces.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id').notNull(),
  /** the entry's bytes (procXml of the note) as raw deflate (RFC 1951), what a zip entry of method 8 holds */
  deflated: bytea('deflated').notNull(),
  /** CRC-32 of the uncompressed bytes (unsigned 32 bits, hence bigint) */
  crc: bigint('crc', { mode: 'number' }).notNull(),
  /** uncompressed size in bytes */
  size: integer('size').notNull(),
});
