// The month's XML for the accountant: every NFC-e as procNFe (in a folder by its status) and every voided range
// as procInutNFe, in one zip. A busy month holds tens of thousands of notes of ~10 kB: the zip streams out while
// yazl compresses one entry at a time with Node's zlib, and each note's XML is read when its entry's turn comes,
// a page of notes at a time with the next page read ahead. Handing yazl every note at once started a zlib stream
// per note (~250 kB each): 7.5 GB for 30,000 notes (bench/fiscal-export.bench.ts).
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db } from '../db/database.js';
import { nfces } from '../db/schema.js';
import { procInutXml, voidingsOfMonth } from './voidings.js';

/** Notes whose XML is read from the database at a time. */
const PAGE = 500;

/** The authorised note with its protocol (nfeProc), as the accountant and SEFAZ keep it; the bare note before one. */
export function procXml(note: { xml: string; protNfe: string | null }): string {
  const nfe = note.xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!note.protNfe) return `<?xml version="1.0" encoding="UTF-8"?>${nfe}`;
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${note.protNfe}</nfeProc>`;
}

const folderOf = (status: string) => (status === 'cancelada' ? 'canceladas' : status === 'autorizada' ? 'autorizadas' : 'outras');

type Page = Map<string, { xml: string; protNfe: string | null }>;

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

  const pages = new Map<number, Promise<Page>>();
  const readPage = (p: number): Promise<Page> => {
    let page = pages.get(p);
    if (!page) {
      const ids = notes.slice(p * PAGE, (p + 1) * PAGE).map((n) => n.id);
      page = ids.length
        ? db
            .select({ id: nfces.id, xml: nfces.xml, protNfe: nfces.protNfe })
            .from(nfces)
            .where(inArray(nfces.id, ids))
            .then((rows) => new Map(rows.map((r) => [r.id, r])))
        : Promise.resolve(new Map());
      pages.set(p, page);
    }
    return page;
  };
  const xmlOf = async (i: number, id: string): Promise<string> => {
    const p = Math.floor(i / PAGE);
    if (i % PAGE === 0) {
      pages.delete(p - 1);
      void readPage(p + 1).catch(() => undefined); // read ahead; its error is met when its turn comes
    }
    const row = (await readPage(p)).get(id);
    if (!row) throw new Error(`NFC-e ${id} sumiu durante a exportação`);
    return procXml(row);
  };

  // One date for every entry: the same month gives the same bytes.
  const mtime = new Date(`${month}-01T12:00:00Z`);
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  zip.on('error', (err: Error) => out.destroy(err));
  notes.forEach((n, i) =>
    zip.addReadStreamLazy(`${folderOf(n.status)}/${n.key}-procNFe.xml`, { mtime }, (done) => {
      xmlOf(i, n.id).then(
        (xml) => done(null, Readable.from([Buffer.from(xml)])),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), undefined as never),
      );
    }),
  );
  for (const v of voided) zip.addBuffer(Buffer.from(procInutXml(v)), `inutilizadas/${v.id}-procInutNFe.xml`, { mtime });
  zip.end();
  return out;
}
