// The month's XML for the accountant: every NFC-e as procNFe (in a folder by its status) and every voided range
// as procInutNFe, in one zip. A busy month holds tens of thousands of notes, so the zip streams out a page of notes
// at a time. Each note's entry was deflated once when the note was stored (zipEntry.ts): the export copies those
// bytes, and fflate's Zip only frames them (local header, data, central directory), at the same cost per entry
// whatever came before. A note stored before entries were kept, and each voided range, is deflated here on worker
// threads (deflatePool.ts) while the main thread reads the next pages; such a note's entry is kept as it is made,
// so the next export copies it too.
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Zip, type ZipInputFile } from 'fflate';
import type { Db } from '../db/database.js';
import { nfces } from '../db/schema.js';
import { deflateThreads, startDeflatePool, type DeflatedEntry, type DeflatePool } from './deflatePool.js';
import { backfillZipEntries, procXml, storedZipEntries } from './zipEntry.js';
import { procInutXml, voidingsOfMonth } from './voidings.js';

/** Notes whose XML is read from the database at a time. */
const PAGE = 500;

/**
 * zlib's fastest level for what is deflated at export (notes without a stored entry, voided ranges): level 6 took
 * ~0.3 ms per note on the server's one thread, and repeated tags compress almost as well at level 1.
 */
const LEVEL = 1;

const folderOf = (status: string) => (status === 'cancelada' ? 'canceladas' : status === 'autorizada' ? 'autorizadas' : 'outras');

/**
 * The zip of `month` (YYYY-MM on the business's calendar) as a stream. The list of notes is read before it is
 * returned, so a database error there is an error answer; a failure later ends the stream with that error.
 */
export async function monthXmlZip(db: Db, businessId: string, month: string, timeZone: string): Promise<Readable> {
  const notes = await db
    .select({ id: nfces.id, key: nfces.key, status: nfces.status })
    .from(nfces)
    .where(and(eq(nfces.businessId, businessId), isNull(nfces.deletedAt), sql`to_char(${nfces.issuedAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`))
    .orderBy(asc(nfces.issuedAt), asc(nfces.series), asc(nfces.number));
  const voided = await voidingsOfMonth(db, businessId, month, timeZone);
  // One date for every entry: the same month gives the same bytes.
  const mtime = new Date(`${month}-01T12:00:00Z`);
  const threads = deflateThreads();

  type Entry = { name: string } & DeflatedEntry;
  /** What is still to deflate: a note without a stored entry (`nfceId`), or a voided range. */
  type Text = { name: string; text: string; nfceId?: string };
  /** A page's entries: the stored ones as they are, the others as text still to deflate. */
  const readPage = async (p: number): Promise<(Text | Entry)[]> => {
    const page = notes.slice(p * PAGE, (p + 1) * PAGE);
    if (page.length === 0) return [];
    const stored = await storedZipEntries(db, businessId, page.map((n) => n.id));
    const missing = page.filter((n) => !stored.has(n.id));
    const rows = missing.length === 0 ? [] : await db.select({ id: nfces.id, xml: nfces.xml, protNfe: nfces.protNfe }).from(nfces).where(inArray(nfces.id, missing.map((n) => n.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return page.map((n) => {
      const name = `${folderOf(n.status)}/${n.key}-procNFe.xml`;
      const entry = stored.get(n.id);
      if (entry) return { name, ...entry };
      const row = byId.get(n.id);
      if (!row) throw new Error(`NFC-e ${n.id} sumiu durante a exportação`);
      return { name, text: procXml(row), nfceId: n.id };
    });
  };

  async function* bytes(): AsyncGenerator<Uint8Array> {
    let chunks: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else chunks.push(chunk);
    });
    // Started only when something is left to deflate: a month whose notes all have their entries needs no thread.
    let pool: DeflatePool | null = null;
    try {
      /** A page with what is left to deflate handed to the pool; its entries come back ready, in order. */
      const compress = async (entries: (Text | Entry)[]): Promise<Entry[]> => {
        const texts = entries.filter((e): e is Text => 'text' in e);
        if (texts.length === 0) return entries as Entry[];
        pool ??= startDeflatePool(threads);
        const out = await pool.deflate(texts.map((e) => e.text), LEVEL);
        // Kept at this level rather than deflated again at the stored one: the export's bytes are as valid, and
        // a month of older notes is not deflated twice. A failure to keep them costs only the next export's time.
        const made = texts.flatMap((e, i) => (e.nfceId ? [{ nfceId: e.nfceId, entry: out[i]! }] : []));
        await backfillZipEntries(db, businessId, made).catch(() => undefined);
        let next = 0;
        return entries.map((e) => ('text' in e ? { name: e.name, ...out[next++]! } : e));
      };
      const started = (page: Promise<Entry[]>) => {
        page.catch(() => undefined); // met when its turn comes
        return page;
      };
      const add = (entries: Entry[]) => {
        for (const e of entries) {
          const file: ZipInputFile = { filename: e.name, size: e.size, crc: e.crc, compression: 8, mtime };
          zip.add(file);
          file.ondata!(null, e.data, true);
        }
        if (failure) throw failure;
        const out = chunks;
        chunks = [];
        return out;
      };
      // The main thread reads the next pages while the pool deflates the ones before: a few pages ahead, no more.
      const pages = Math.ceil(notes.length / PAGE);
      const ahead: Promise<Entry[]>[] = [];
      let read = 0;
      for (let p = 0; p < pages; p++) {
        while (read < pages && ahead.length <= threads) ahead.push(started(compress(await readPage(read++))));
        yield* add(await ahead.shift()!);
      }
      yield* add(await compress(voided.map((v) => ({ name: `inutilizadas/${v.id}-procInutNFe.xml`, text: procInutXml(v) }))));
      zip.end();
      if (failure) throw failure;
      yield* chunks;
    } finally {
      // Also when the client goes away mid-download (the stream is destroyed and the generator returns).
      await (pool as DeflatePool | null)?.close();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
