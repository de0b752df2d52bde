// The month's XML for the accountant: every NFC-e as procNFe (in a folder by its status) and every voided range
// as procInutNFe, in one zip. A busy month holds tens of thousands of notes of ~10 kB, so the zip streams out a
// page of notes at a time: the main thread reads the next pages from the database while worker threads deflate
// the ones before (deflatePool.ts), and fflate's Zip only frames the entries: adding one costs the same whatever
// came before. yazl looked for its first unfinished entry from the start of its list on every step, which made
// 30,000 entries take 56 s (bench/fiscal-export.bench.ts, bench/fiscal-profile.md).
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Zip, type ZipInputFile } from 'fflate';
import type { Db } from '../db/database.js';
import { nfces } from '../db/schema.js';
import { deflateThreads, startDeflatePool, type DeflatedEntry } from './deflatePool.js';
import { procInutXml, voidingsOfMonth } from './voidings.js';

/** Notes whose XML is read from the database at a time. */
const PAGE = 500;

/**
 * zlib's fastest level: the XML of a month is the export's whole CPU cost (level 6 took ~0.3 ms per note on the
 * server's one thread), and repeated tags compress almost as well at level 1.
 */
const LEVEL = 1;

/** The authorised note with its protocol (nfeProc), as the accountant and SEFAZ keep it; the bare note before one. */
export function procXml(note: { xml: string; protNfe: string | null }): string {
  const nfe = note.xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!note.protNfe) return `<?xml version="1.0" encoding="UTF-8"?>${nfe}`;
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${note.protNfe}</nfeProc>`;
}

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

  const readPage = async (p: number) => {
    const page = notes.slice(p * PAGE, (p + 1) * PAGE);
    if (page.length === 0) return [];
    const rows = await db
      .select({ id: nfces.id, xml: nfces.xml, protNfe: nfces.protNfe })
      .from(nfces)
      .where(inArray(nfces.id, page.map((n) => n.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return page.map((n) => {
      const row = byId.get(n.id);
      if (!row) throw new Error(`NFC-e ${n.id} sumiu durante a exportação`);
      return { name: `${folderOf(n.status)}/${n.key}-procNFe.xml`, text: procXml(row) };
    });
  };

  async function* bytes(): AsyncGenerator<Uint8Array> {
    let chunks: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else chunks.push(chunk);
    });
    const pool = startDeflatePool(threads);
    try {
      /** A page handed to the pool; its entries come back deflated, in order. */
      const compress = (entries: { name: string; text: string }[]) => {
        const done = pool.deflate(entries.map((e) => e.text), LEVEL).then((out) => out.map((d, i) => ({ name: entries[i]!.name, ...d })));
        done.catch(() => undefined); // met when its turn comes
        return done;
      };
      const add = (entries: ({ name: string } & DeflatedEntry)[]) => {
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
      const ahead: Promise<({ name: string } & DeflatedEntry)[]>[] = [];
      let read = 0;
      for (let p = 0; p < pages; p++) {
        while (read < pages && ahead.length <= threads) ahead.push(compress(await readPage(read++)));
        yield* add(await ahead.shift()!);
      }
      yield* add(await compress(voided.map((v) => ({ name: `inutilizadas/${v.id}-procInutNFe.xml`, text: procInutXml(v) }))));
      zip.end();
      if (failure) throw failure;
      yield* chunks;
    } finally {
      // Also when the client goes away mid-download (the stream is destroyed and the generator returns).
      await pool.close();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
