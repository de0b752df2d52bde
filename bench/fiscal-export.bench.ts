// The month's XML export the accountant receives: GET .../fiscal/nfce/export-xml (the typed client's
// nfceExportXml) for a month of 30,000 NFC-e, against the real server on PGlite, timed end to end over HTTP, and
// the zip opened to count its entries. Target: under 10 s. `npm run bench -- fiscal-export`
// The notes are seeded straight into the server's nfces table in bulk (insertRows). Signing 30,000 notes would take
// minutes, so 200 varied sales are signed for real and each of the 30,000 rows is one of them given its own number
// and key: the same size and shape as a real month's (their signatures are not re-made; the export never checks them).
// Each note's zip entry is stored with it, as the server does when a terminal hands a note over (zipEntry.ts);
// BENCH_STORED=0 leaves them out: notes stored before entries were kept, deflated at export.
import { unzipSync } from 'fflate';
import { createApi } from '../src-shared/api/registry.js';
import { openPfx } from '../src-main/fiscal/certificate.js';
import { emitNfce } from '../src-main/fiscal/emit.js';
import { nfceZipEntries, nfces } from '../src-server/db/schema.js';
import { insertRows } from '../src-server/db/rows.js';
import { readNote } from '../src-server/fiscal/noteXml.js';
import { zipEntryRow } from '../src-server/fiscal/zipEntry.js';
import { newId } from '../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID, login, startTestServer } from '../tests/integration/server/harness.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../tests/unit/fiscal/fixtures.js';
import { target } from './targets.js';

const NOTES = Number(process.env.BENCH_NOTES ?? 30_000);
const MONTH = '2026-11';
const STORED = process.env.BENCH_STORED !== '0';
const server = await startTestServer();
try {
  const made = makeTestCertificate();
  const cert = openPfx(made.pfx, made.password);
  const sales = variedSales();
  const templates = Array.from({ length: 200 }, (_, i) => {
    const emittedAt = new Date(Date.UTC(2026, 10, 1 + (i % 28), 12 + (i % 10), i % 60));
    const signed = emitNfce({ business: normalBusiness, sale: sales[i % sales.length]!, serie: 1, nNF: i + 1, cNF: String(10_000_000 + i), emittedAt, contingency: null, verProc: 'bench 1.0' }, cert);
    return { xml: signed.xml, key: signed.built.key, note: readNote(signed.xml)! };
  });

  const seedStarted = performance.now();
  const BATCH = 500;
  for (let start = 0; start < NOTES; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(NOTES, start + BATCH); n++) {
      const t = templates[n % templates.length]!;
      // Its own number (9 digits of the key from position 25) and so its own key.
      const number = n + 1;
      const key = t.key.slice(0, 25) + String(number).padStart(9, '0') + t.key.slice(34);
      const xml = t.xml.replaceAll(t.key, key).replace(/<nNF>\d+<\/nNF>/, `<nNF>${number}</nNF>`);
      const status = n % 50 === 0 ? 'cancelada' : 'autorizada';
      const protocol = `135${String(number).padStart(12, '0')}`;
      rows.push({
        id: newId(),
        businessId: DEMO_BUSINESS_ID,
        key,
        groupPaymentId: newId(),
        model: '65',
        series: 1,
        number,
        tpEmis: 1,
        status,
        cStat: 100,
        reason: 'Autorizado o uso da NF-e',
        protocol,
        issuedAt: t.note.issuedAt,
        authorizedAt: t.note.issuedAt,
        total: t.note.total,
        icmsBase: t.note.icmsBase,
        icmsValue: t.note.icmsValue,
        consumerDocument: t.note.recipient.document,
        items: t.note.items,
        xml,
        protNfe: `<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>SIMULADOR-HOM-1.0</verAplic><chNFe>${key}</chNFe><dhRecbto>2026-11-10T12:00:00-03:00</dhRecbto><nProt>${protocol}</nProt><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>`,
      });
    }
    await insertRows(server.database.db, nfces, rows);
    if (STORED) await server.database.db.insert(nfceZipEntries).values(rows.map((r) => zipEntryRow(r.businessId, r.id, r)));
  }
  const seedMs = performance.now() - seedStarted;

  const manager = await login(server.url, 'manager');
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  const api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const zip = (await api.fiscal.nfceExportXml({ body: { dateFilters: { month: MONTH } } })) as { data: Uint8Array; contentType: string };
  const ms = performance.now() - started;
  // The machine may be shared: the CPU this process spent (server and client both) says what the wall time cannot.
  const cpu = process.cpuUsage(cpuBefore);
  const entries = Object.keys(unzipSync(zip.data)).length;
  console.log(`NFC-e XML export of a month (${MONTH}), ${NOTES} notes seeded in ${(seedMs / 1000).toFixed(1)} s, ${STORED ? 'with' : 'without'} their stored zip entries`);
  console.log(`  export over HTTP: ${(ms / 1000).toFixed(2)} s, zip ${(zip.data.length / 1e6).toFixed(1)} MB, ${entries} entries, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of CPU in this process`);
  target('XML export entries', entries, 'atLeast', NOTES, 'entries');
  target('XML export entries (none extra)', -entries, 'atLeast', -NOTES, 'entries');
  if (target('NFC-e XML export of the month', ms / 1000, 'below', 10, 's')) console.log(`OK: ${(ms / 1000).toFixed(2)} s < 10 s`);
} finally {
  await server.close();
}
