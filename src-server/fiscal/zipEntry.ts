// A note's entry of the month's XML zip, made once when its final document is known (the terminal hands the note
// over, then again when SEFAZ's protocol arrives) and kept in nfce_zip_entries: the monthly export then copies these
// bytes into the zip as they are (fiscal/xmlExport.ts) instead of reading ~4 times as many bytes of XML, decoding
// them to text and deflating every note again each month (bench/fiscal-profile.md).
import { crc32, deflateRawSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/tx.js';
import { nfceZipEntries } from '../db/schema.js';
import type { DeflatedEntry } from './deflatePool.js';

/** The authorised note with its protocol (nfeProc), as the accountant and SEFAZ keep it; the bare note before one. */
export function procXml(note: { xml: string; protNfe: string | null }): string {
  const nfe = note.xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!note.protNfe) return `<?xml version="1.0" encoding="UTF-8"?>${nfe}`;
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${note.protNfe}</nfeProc>`;
}

/**
 * zlib's default level: this runs once per note (~0.3 ms for a ~5 kB note), and every byte it saves is a byte each
 * month's export no longer reads.
 */
const LEVEL = 6;

/** The bytes of `text` ready for a zip entry of method 8 (deflate): raw deflate, CRC-32 and size of the UTF-8. */
export function deflatedEntry(text: string): DeflatedEntry {
  const raw = Buffer.from(text);
  const data = deflateRawSync(raw, { level: LEVEL });
  return { size: raw.length, crc: crc32(raw), data: new Uint8Array(data.buffer, data.byteOffset, data.length) as Uint8Array<ArrayBuffer> };
}

/** The row of nfce_zip_entries for note `nfceId` from its XML and protocol as they are now. */
export function zipEntryRow(businessId: string, nfceId: string, note: { xml: string; protNfe: string | null }) {
  return entryRow(businessId, nfceId, deflatedEntry(procXml(note)));
}

function entryRow(businessId: string, nfceId: string, entry: DeflatedEntry) {
  // base64 text both ways: PGlite's own bytea parameter and result parsers go byte by byte in JS.
  const deflated = sql`decode(${Buffer.from(entry.data).toString('base64')}, 'base64')`;
  return { nfceId, businessId, deflated, crc: entry.crc, size: entry.size };
}

/**
 * Keeps the entries an export had to deflate (notes stored before entries were kept), so the next export copies
 * them. Never replaces an entry: one written meanwhile comes from the note's newer state.
 */
export async function backfillZipEntries(db: Executor, businessId: string, entries: { nfceId: string; entry: DeflatedEntry }[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(nfceZipEntries)
    .values(entries.map((e) => entryRow(businessId, e.nfceId, e.entry)))
    .onConflictDoNothing({ target: nfceZipEntries.nfceId });
}

/** Stores (or replaces) the zip entry of note `nfceId` from its XML and protocol as they are now. */
export async function storeZipEntry(db: Executor, businessId: string, nfceId: string, note: { xml: string; protNfe: string | null }): Promise<void> {
  const row = zipEntryRow(businessId, nfceId, note);
  await db
    .insert(nfceZipEntries)
    .values(row)
    .onConflictDoUpdate({ target: nfceZipEntries.nfceId, set: { deflated: row.deflated, crc: row.crc, size: row.size } });
}

/** The stored entries of these notes of the business, by note id (a note stored before this table has none). */
export async function storedZipEntries(db: Executor, businessId: string, nfceIds: string[]): Promise<Map<string, DeflatedEntry>> {
  if (nfceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: nfceZipEntries.nfceId,
      crc: nfceZipEntries.crc,
      size: nfceZipEntries.size,
      // PostgreSQL breaks base64 lines at 76 characters; Buffer's decoder skips the line breaks.
      data: sql<string>`encode(${nfceZipEntries.deflated}, 'base64')`,
    })
    .from(nfceZipEntries)
    .where(and(eq(nfceZipEntries.businessId, businessId), inArray(nfceZipEntries.nfceId, nfceIds)));
  return new Map(
    rows.map((r) => {
      const data = Buffer.from(r.data, 'base64');
      return [r.id, { crc: r.crc, size: r.size, data: new Uint8Array(data.buffer, data.byteOffset, data.length) as Uint8Array<ArrayBuffer> }];
    }),
  );
}
