// Inutilização (voiding skipped NFC-e numbers) from the terminal through its outbox and the real server to the
// SEFAZ homologation simulator, which validates the request against the official inutNFe 4.00 schema, verifies its
// signature, refuses numbers already used, and answers 102. The server keeps the voided range; xmlsec1 verifies
// the signature independently. Then the daily numbering check: it finds the skipped numbers of a series and voids
// them, or lists them on the fiscal guardian when automatic voiding is off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import type { FiscalSale } from '../../../src-shared/fiscal/types.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { nfceVoidings, userBusinesses, users } from '../../../src-server/db/schema.js';
import { login } from '../server/harness.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';
import { dbTemplate } from '../../support/dbTemplate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-voiding-'));
const cert = makeTestCertificate();
const certFile = path.join(dir, 'cert.pem');
writeFileSync(certFile, cert.certificatePem);
const CAIXA = { email: `caixa-inut-${newId()}@teste.com.br`, password: 'caixa-inut-123' };
let sim: SefazSimulator;
let server: RunningServer;
const open: TestTerminal[] = [];
const JUSTIFICATION = 'Numeros pulados por queda do terminal durante a emissao';

async function terminal(sub: string, serie: number, automatic = true): Promise<TestTerminal> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url });
  open.push(t);
  await t.call('session.login', CAIXA);
  await configure(t, serie, automatic);
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return t;
}

function configure(t: TestTerminal, serie: number, automatic: boolean) {
  return t.call('fiscal.configure', { business: simplesBusiness, serie, online: { url: sim.url, timeoutMs: 4_000, retryAfterMs: 600_000 }, voiding: { automatic } });
}

function sale(i: number): FiscalSale {
  const sales = variedSales();
  return { ...sales[i % sales.length]!, groupPaymentId: newId() };
}

/** A number taken and then lost, as when the terminal dies between taking it and saving its note. */
async function lostNumber(t: TestTerminal, serie: number): Promise<number> {
  return (await t.fiscal.numbering.reserve(simplesBusiness.cnpj, serie, newId())).nNF;
}

async function serverRanges(serie: number) {
  return server.database.db
    .select()
    .from(nfceVoidings)
    .where(and(eq(nfceVoidings.businessId, DEMO_BUSINESS_ID), eq(nfceVoidings.series, serie)));
}

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Inutilização', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
}, 120_000);

afterAll(async () => {
  for (const t of [...open]) await t.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('NFC-e voiding (inutilização)', () => {
  it('voids a range of lost numbers: schema-valid, signature verified by xmlsec1, 102 from SEFAZ, the range kept by the server; used or untaken numbers are refused', async () => {
    const t = await terminal('a', 930);
    for (let i = 0; i < 2; i++) expect((await t.call('fiscal.emit', { sale: sale(i) })).record).toMatchObject({ status: 'autorizada', nNF: i + 1 });
    expect([await lostNumber(t, 930), await lostNumber(t, 930)]).toEqual([3, 4]);
    expect((await t.call('fiscal.emit', { sale: sale(2) })).record).toMatchObject({ status: 'autorizada', nNF: 5 });

    // A number with an authorized note, or one never taken, is not voided (nothing signed, nothing sent).
    await expect(t.call('fiscal.voidNumbers', { serie: 930, from: 2, to: 3, justification: JUSTIFICATION })).rejects.toThrow('O número 2 já tem NFC-e emitida');
    await expect(t.call('fiscal.voidNumbers', { serie: 930, from: 6, to: 6, justification: JUSTIFICATION })).rejects.toThrow('O número 6 ainda não foi usado');
    expect(t.fiscal.voidings.list()).toEqual([]);

    const v = await t.call('fiscal.voidNumbers', { serie: 930, from: 3, to: 4, justification: JUSTIFICATION });
    expect(v).toMatchObject({ status: 'homologada', cStat: 102, serie: 930, from: 3, to: 4, lastError: null });
    expect(v.nProt).toMatch(/^[0-9]{15}$/);
    expect(v.inutId).toBe(`ID35${new Date().getFullYear().toString().slice(2)}${simplesBusiness.cnpj}65930000000003000000004`);

    // What SEFAZ received is the official schema's inutNFe, and its signature verifies with the certificate.
    const atSefaz = sim.voided.filter((r) => r.serie === 930);
    expect(atSefaz).toEqual([expect.objectContaining({ cnpj: simplesBusiness.cnpj, from: 3, to: 4, nProt: v.nProt })]);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>${atSefaz[0]!.xml}`;
    expect(xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>${await t.fiscal.voidings.xml(v.id)}`);
    expect((await validateAgainstXsd('inutNFe_v4.00.xsd', [{ fileName: 'inut.xml', contents: xml }])).errors).toBe('');
    const file = path.join(dir, `${v.id}.xml`);
    writeFileSync(file, xml);
    const verified = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', 'infInut', '--trusted-pem', certFile, file], { encoding: 'utf8' });
    expect(verified.status, verified.stderr).toBe(0);
    // SEFAZ's answer is kept as received (the accountant's procInutNFe) and is the official retInutNFe.
    const ret = await t.fiscal.voidings.answer(v.id);
    expect((await validateAgainstXsd('retInutNFe_v4.00.xsd', [{ fileName: 'ret.xml', contents: ret! }])).errors).toBe('');

    // The server keeps the range with SEFAZ's protocol and the signed request.
    const rows = await serverRanges(930);
    expect(rows).toEqual([expect.objectContaining({ id: v.id, cnpj: simplesBusiness.cnpj, firstNumber: 3, lastNumber: 4, cStat: 102, protocol: v.nProt, justification: JUSTIFICATION })]);
    expect(rows[0]!.xml).toBe(atSefaz[0]!.xml);

    // The accountant's monthly XML export carries it as procInutNFe (request + answer), valid against the schema.
    const manager = await login(server.url, 'manager');
    const month = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 7);
    const res = await fetch(`${server.url}${manager.b(`fiscal/nfce/export-xml?dateFilters[month]=${month}`)}`, { headers: { authorization: `Bearer ${manager.token}` } });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const proc = zip[`inutilizadas/${v.id}-procInutNFe.xml`];
    expect(proc).toBeDefined();
    expect((await validateAgainstXsd('procInutNFe_v4.00.xsd', [{ fileName: 'proc.xml', contents: strFromU8(proc!) }])).errors).toBe('');

    // Voided numbers are gone from the numbering check, and SEFAZ refuses them for a note or a second voiding.
    expect(await t.fiscal.numberingGaps()).toEqual([]);
    const again = await t.call('fiscal.voidNumbers', { serie: 930, from: 4, to: 4, justification: JUSTIFICATION });
    expect(again).toMatchObject({ status: 'rejeitada', cStat: 256 });
    expect(again.lastError).toContain('Inutilização recusada pela SEFAZ (256)');
    expect(await serverRanges(930)).toHaveLength(1);
  }, 90_000);

  it('the server refuses a body without a signed inutNFe with a Portuguese message naming the field', async () => {
    const c = await login(server.url, 'manager');
    const noId = await c.post(c.b('fiscal/nfce/voidings'), { id: 'x', xml: 'y'.repeat(200) }, newId());
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ message: 'id: identificador do pedido de inutilização inválido', issues: [{ path: 'id' }] });
    const unsigned = `<inutNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><infInut Id="ID3526${simplesBusiness.cnpj}65930000000003000000004"><tpAmb>2</tpAmb><xServ>INUTILIZAR</xServ><cUF>35</cUF><ano>26</ano><CNPJ>${simplesBusiness.cnpj}</CNPJ><mod>65</mod><serie>930</serie><nNFIni>3</nNFIni><nNFFin>4</nNFFin><xJust>${JUSTIFICATION}</xJust></infInut></inutNFe>`;
    const bad = await c.post(c.b('fiscal/nfce/voidings'), { id: newId(), xml: unsigned }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ issues: [{ path: 'xml' }] });
    expect(String((bad.body as { message: string }).message)).toMatch(/^xml: .*não está assinado/);
  }, 30_000);

  it('the daily numbering check lists the skipped numbers on the guardian when automatic voiding is off, and voids them when it is on', async () => {
    const t = await terminal('b', 931, false);
    expect((await t.call('fiscal.emit', { sale: sale(3) })).record).toMatchObject({ status: 'autorizada', nNF: 1 });
    expect(await lostNumber(t, 931)).toBe(2);
    // A note SEFAZ rejects: the sale is emitted again under the next number, so its number counted nowhere.
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    const rejectedSale = sale(4);
    await expect(t.call('fiscal.emit', { sale: rejectedSale })).rejects.toThrow('(778)');
    expect((await t.call('fiscal.emit', { sale: rejectedSale })).record).toMatchObject({ status: 'autorizada', nNF: 4 });
    expect((await t.call('fiscal.emit', { sale: sale(5) })).record).toMatchObject({ status: 'autorizada', nNF: 5 });

    // Off: listed for the manager, nothing sent.
    const listed = await t.call('fiscal.checkNumbering', {});
    expect(listed).toEqual({ gaps: [{ model: '65', serie: 931, from: 2, to: 3, year: expect.stringMatching(/^[0-9]{2}$/) }], voidings: [] });
    const status = await t.call('fiscal.status', {});
    expect(status).toMatchObject({ automaticVoiding: false, gaps: [{ serie: 931, from: 2, to: 3 }] });
    expect(status.alert).toBe('Numeração com números pulados a inutilizar: série 931 nº 2 a 3');
    expect(sim.voided.filter((r) => r.serie === 931)).toEqual([]);

    // On: voided through the outbox; the rejected note's number is recorded as voided, and the guardian clears.
    await configure(t, 931, true);
    const made = await t.call('fiscal.checkNumbering', {});
    expect(made.voidings).toEqual([expect.objectContaining({ serie: 931, from: 2, to: 3 })]);
    expect(made.gaps).toEqual([]);
    await until(async () => {
      if (t.fiscal.voidings.list().every((v) => v.status === 'homologada')) return true;
      await t.call('sync.replayNow', {});
      return false;
    }, 30_000);
    expect(sim.voided.filter((r) => r.serie === 931)).toEqual([expect.objectContaining({ from: 2, to: 3 })]);
    expect(t.fiscal.list().find((r) => r.nNF === 3)).toMatchObject({ status: 'inutilizada', tpEmis: 1 });
    expect(await serverRanges(931)).toEqual([expect.objectContaining({ firstNumber: 2, lastNumber: 3, cStat: 102 })]);
    const after = await t.call('fiscal.status', {});
    expect(after).toMatchObject({ gaps: [], alert: null });
    // Checked again the next day: nothing left, nothing sent twice.
    expect(await t.call('fiscal.checkNumbering', {})).toEqual({ gaps: [], voidings: [] });
    expect(sim.voided.filter((r) => r.serie === 931)).toHaveLength(1);
  }, 90_000);
});
