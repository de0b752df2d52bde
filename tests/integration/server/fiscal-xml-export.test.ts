// The month's XML zip from the entries stored with each note (src-server/fiscal/zipEntry.ts), on PGlite and on a
// real PostgreSQL: a note's entry is deflated when the terminal hands it over and made again when SEFAZ's protocol
// arrives later; a note stored before entries were kept (none in nfce_zip_entries) still exports, deflated at export
// time; every entry of the zip is byte for byte the nfeProc of its note (what the export wrote before), and the
// archive passes `unzip -t` as well as fflate's reader.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { nfceZipEntries, nfces } from '../../../src-server/db/schema.js';
import { procXml, storedZipEntries } from '../../../src-server/fiscal/zipEntry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer } from './harness.js';

let cert: A1Certificate;
beforeAll(() => {
  const made = makeTestCertificate();
  cert = openPfx(made.pfx, made.password);
}, 60_000);

/** A note the terminal emitted in November 2026, signed for real. */
function terminalNote(nNF: number) {
  const sale = variedSales()[nNF % 20]!;
  const emittedAt = new Date(`2026-11-${String(3 + (nNF % 20)).padStart(2, '0')}T15:00:00Z`);
  const signed = emitNfce({ business: normalBusiness, sale, serie: 1, nNF, cNF: String(10_000_000 + nNF), emittedAt, contingency: null, verProc: 'teste 1.0' }, cert);
  return { id: newId(), groupPaymentId: sale.groupPaymentId, key: signed.built.key, xml: signed.xml, tpEmis: 1 as const };
}

const protNfe = (key: string, nProt: string) =>
  `<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>SIMULADOR-HOM-1.0</verAplic><chNFe>${key}</chNFe><dhRecbto>2026-11-10T12:00:00-03:00</dhRecbto><nProt>${nProt}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`;

const folderOf = (status: string) => (status === 'cancelada' ? 'canceladas' : status === 'autorizada' ? 'autorizadas' : 'outras');

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`the month's XML zip from stored entries (${engine})`, () => {
    let pgServer: TestPostgres | undefined;
    let server: RunningServer;
    let api: Api;
    const notes = { authorised: terminalNoteLazy(101), later: terminalNoteLazy(102), cancelled: terminalNoteLazy(103), older: terminalNoteLazy(104) };

    beforeAll(async () => {
      if (engine === 'postgres') pgServer = await startPostgres();
      server = await startTestServer(pgServer ? await pgServer.createDatabase('pos_fiscal_export') : null);
      const manager = await login(server.url, 'manager');
      const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
      api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      await pgServer?.stop();
    });

    const db = () => server.database.db;
    const entryOf = async (id: string) => (await storedZipEntries(db(), DEMO_BUSINESS_ID, [id])).get(id);
    const handOver = (n: ReturnType<typeof terminalNote>, status: 'pendente' | 'autorizada', prot: string | null) =>
      api.fiscal.nfceGenerate({ body: { id: n.id, groupPaymentId: n.groupPaymentId, key: n.key, xml: n.xml, tpEmis: n.tpEmis, status, protNfe: prot } });

    it("stores a note's entry when it is handed over and makes it again when the protocol arrives", async () => {
      const a = notes.authorised();
      await handOver(a, 'autorizada', protNfe(a.key, '135260000000101'));
      const stored = (await entryOf(a.id))!;
      const expected = Buffer.from(procXml({ xml: a.xml, protNfe: protNfe(a.key, '135260000000101') }));
      expect(expected.toString()).toContain('<nfeProc');
      expect(Buffer.from(inflateRawSync(stored.data)).equals(expected)).toBe(true);
      expect(stored).toMatchObject({ size: expected.length, crc: crc32(expected) });
      // What the table holds is the deflated bytes, not text (the signature's certificate and digests hardly compress).
      const [sizes] = await db()
        .select({ bytes: sql<number>`octet_length(${nfceZipEntries.deflated})::int` })
        .from(nfceZipEntries)
        .where(eq(nfceZipEntries.nfceId, a.id));
      expect(sizes!.bytes).toBe(stored.data.length);
      expect(stored.data.length).toBeLessThan(expected.length * 0.6);

      // Handed over pending (no protocol yet): the bare note; authorised later: its nfeProc.
      const b = notes.later();
      await handOver(b, 'pendente', null);
      const bare = procXml({ xml: b.xml, protNfe: null });
      expect(inflateRawSync((await entryOf(b.id))!.data).toString()).toBe(bare);
      await handOver(b, 'autorizada', protNfe(b.key, '135260000000102'));
      const proc = procXml({ xml: b.xml, protNfe: protNfe(b.key, '135260000000102') });
      const refreshed = (await entryOf(b.id))!;
      expect(inflateRawSync(refreshed.data).toString()).toBe(proc);
      expect(refreshed).toMatchObject({ size: Buffer.byteLength(proc), crc: crc32(proc) });
      // A late repeat of "pendente" takes nothing back.
      await handOver(b, 'pendente', null);
      expect(inflateRawSync((await entryOf(b.id))!.data).toString()).toBe(proc);
    });

    it('zips stored and older notes alike, each entry the nfeProc of its note, and unzip -t finds no error', async () => {
      const c = notes.cancelled();
      await handOver(c, 'autorizada', protNfe(c.key, '135260000000103'));
      await api.fiscal.nfceCancel({ body: { groupPaymentId: c.groupPaymentId, key: c.key, justification: 'Cliente desistiu da compra', protocol: '135260000000199' } });
      const d = notes.older();
      await handOver(d, 'autorizada', protNfe(d.key, '135260000000104'));
      // Stored before entries were kept: nothing in nfce_zip_entries.
      await db().delete(nfceZipEntries).where(eq(nfceZipEntries.nfceId, d.id));
      expect(await entryOf(d.id)).toBeUndefined();

      const rows = await db().select({ key: nfces.key, status: nfces.status, xml: nfces.xml, protNfe: nfces.protNfe }).from(nfces).where(eq(nfces.businessId, DEMO_BUSINESS_ID));
      const expected = new Map(rows.map((r) => [`${folderOf(r.status)}/${r.key}-procNFe.xml`, procXml(r)]));
      expect(expected.size).toBe(4);
      expect(expected.has(`canceladas/${c.key}-procNFe.xml`)).toBe(true);

      const exportZip = async () => ((await api.fiscal.nfceExportXml({ body: { dateFilters: { month: '2026-11' } } })) as { data: Uint8Array }).data;
      const zip = await exportZip();
      const files = unzipSync(zip);
      expect(Object.keys(files).sort()).toEqual([...expected.keys()].sort());
      for (const [name, xml] of expected) expect(strFromU8(files[name]!), name).toBe(xml);
      // The older note's entry, deflated by the export, is kept for the next one: its nfeProc, byte for byte.
      const backfilled = (await entryOf(d.id))!;
      expect(backfilled).toBeDefined();
      expect(strFromU8(inflateRawSync(backfilled.data))).toBe(expected.get(`autorizadas/${d.key}-procNFe.xml`));
      expect(backfilled.size).toBe(Buffer.byteLength(expected.get(`autorizadas/${d.key}-procNFe.xml`)!));

      if (existsSync('/usr/bin/unzip')) {
        const dir = mkdtempSync(path.join(tmpdir(), 'pos-zip-'));
        try {
          writeFileSync(path.join(dir, 'nfce.zip'), zip);
          const tested = execFileSync('unzip', ['-t', path.join(dir, 'nfce.zip')], { encoding: 'utf8' });
          expect(tested).toContain('No errors detected');
          expect(tested.match(/OK$/gm)).toHaveLength(4);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }

      // The same zip, entry for entry and in the same order, when every note is deflated at export instead.
      await db().delete(nfceZipEntries).where(eq(nfceZipEntries.businessId, DEMO_BUSINESS_ID));
      const fallback = unzipSync(await exportZip());
      expect(Object.keys(fallback)).toEqual(Object.keys(files));
      for (const name of Object.keys(files)) expect(Buffer.from(fallback[name]!).equals(Buffer.from(files[name]!)), name).toBe(true);
      // That export kept every note's entry: the next one deflates none and gives the same files.
      const ids = (await db().select({ id: nfces.id }).from(nfces).where(eq(nfces.businessId, DEMO_BUSINESS_ID))).map((r) => r.id);
      expect((await storedZipEntries(db(), DEMO_BUSINESS_ID, ids)).size).toBe(4);
      const again = unzipSync(await exportZip());
      for (const name of Object.keys(files)) expect(Buffer.from(again[name]!).equals(Buffer.from(files[name]!)), name).toBe(true);
    });
  });
}

/** Notes are signed once the certificate exists (beforeAll), the first time a test asks. */
function terminalNoteLazy(nNF: number) {
  let note: ReturnType<typeof terminalNote> | undefined;
  return () => (note ??= terminalNote(nNF));
}
