// Contingency NFC-e from the terminal's service to the real server's endpoint over HTTP, forwarded to the SEFAZ
// homologation simulator (schema with xmllint, signature, real status codes). Until the outbox queues fiscal
// writes, the service sends its REST write descriptor directly over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { FiscalService } from '../../../src-main/fiscal/service.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { TokenSigner } from '../../../src-server/auth/tokens.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-transmission-'));
const secret = 'fiscal-test-secret-0123456789abcdef';
const cert = makeTestCertificate();
let sim: SefazSimulator;
let server: RunningServer;
let token: string;
let clock = new Date();

function newService(sub: string) {
  return new FiscalService({
    dir: path.join(dir, sub),
    serverUrl: server.url,
    verProc: 'BalcaoPDV 0.1.0',
    auth: async () => ({ token, businessId: DEMO_BUSINESS_ID }),
    now: () => clock,
  });
}

// Each test's terminal has its own series: the simulator remembers every number of the CNPJ.
async function ready(sub: string, serie: number) {
  const s = newService(sub);
  await s.start();
  await s.configure({ business: simplesBusiness, serie });
  await s.installCertificate(cert.pfx, cert.password);
  return s;
}

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  process.env.POS_AUTH_SECRET = secret;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Fiscal', email: `fiscal-${userId}@teste.com.br`, passwordHash: 'x' });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_manager'] });
  token = new TokenSigner(secret).sign(userId).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('contingency NFC-e transmission', () => {
  it('stays pending while SEFAZ is down, then is authorized (100) and exported for the accountant', async () => {
    clock = new Date();
    const fiscal = await ready('a', 890);
    const sale = variedSales()[4]!;
    const emission = await fiscal.emitContingency(sale);
    expect(emission.record.status).toBe('pendente');
    expect(emission.danfe.map((d) => d.copyLabel)).toEqual(['Via Consumidor', 'Via do Estabelecimento']);
    expect(emission.danfe[0]!.contingency).toEqual(['EMITIDA EM CONTINGÊNCIA', 'Pendente de autorização']);
    expect(emission.danfe[0]!.protocol).toBeNull();
    // The printer receives its own QR command (GS ( k) carrying the QR text, and the contingency words in CP850.
    const bytes = Buffer.from(emission.bytes[0]!);
    expect(bytes.includes(Buffer.from([0x1d, 0x28, 0x6b]))).toBe(true);
    expect(bytes.includes(Buffer.from(emission.danfe[0]!.qrCode, 'latin1'))).toBe(true);
    expect(bytes.includes(iconv.encode('EMITIDA EM CONTINGÊNCIA', 'cp850'))).toBe(true);

    sim.available = false;
    const down = await fiscal.transmit(emission.record.key);
    expect(down.status).toBe('pendente');
    expect(down.lastError).toBe('Falha ao transmitir a NFC-e: SEFAZ indisponível no momento: a NFC-e continua pendente e será reenviada');

    sim.available = true;
    const [sent] = await fiscal.transmitPending();
    expect(sent).toMatchObject({ status: 'autorizada', cStat: 100, reason: 'Autorizado o uso da NF-e', attempts: 2 });
    expect(sent!.nProt).toMatch(/^[0-9]{15}$/);

    const { zip, files } = await fiscal.exportZip(sent!.dhEmi.slice(0, 7));
    expect(files).toEqual([`${sent!.key}-procNFe.xml`]);
    const xml = strFromU8(unzipSync(zip)[files[0]!]!);
    expect(xml).toContain('<nfeProc');
    expect(xml).toContain(`<nProt>${sent!.nProt}</nProt>`);

    // The reprint after authorization carries the protocol, one copy, no contingency lines.
    const reprint = await fiscal.reprint(sent!.key);
    expect(reprint.danfe).toHaveLength(1);
    expect(reprint.danfe[0]!.contingency).toBeNull();
    expect(reprint.danfe[0]!.protocol).toContain(sent!.nProt!);
  });

  it('a resend after a lost answer gets the same protocol (204 → consulta), and a reused number is refused with 539', async () => {
    clock = new Date();
    const fiscal = await ready('b', 892);
    const first = await fiscal.emitContingency(variedSales()[5]!);
    const authorized = await fiscal.transmit(first.record.key);
    expect(authorized.cStat).toBe(100);
    // The answer got lost: the same document goes again.
    const again = await fiscal.transmit(first.record.key);
    expect(again).toMatchObject({ status: 'autorizada', cStat: 100, nProt: authorized.nProt });

    // Another terminal (folder 'c') wrongly configured with the same series reuses number 1: 539, with the reason.
    const other = await ready('c', 892);
    const clash = await other.emitContingency(variedSales()[6]!);
    expect(clash.record.nNF).toBe(first.record.nNF);
    const refused = await other.transmit(clash.record.key);
    expect(refused.status).toBe('rejeitada');
    expect(refused.cStat).toBe(539);
    expect(refused.reason).toContain('Duplicidade de NF-e com diferença na Chave de Acesso');
  });

  it('warns before the 24 h deadline and a late document is authorized out of time (150)', async () => {
    const fiscal = await ready('d', 893);
    clock = new Date(Date.now() - 20 * 3600_000);
    const warned = await fiscal.emitContingency(variedSales()[7]!);
    clock = new Date(Date.now() - 25 * 3600_000);
    const late = await fiscal.emitContingency(variedSales()[8]!);
    clock = new Date();
    const report = fiscal.deadlines();
    expect(report.warning.map((r) => r.key)).toEqual([warned.record.key]);
    expect(report.overdue.map((r) => r.key)).toEqual([late.record.key]);
    const results = await fiscal.transmitPending();
    const lateResult = results.find((r) => r.key === late.record.key)!;
    expect(lateResult).toMatchObject({ status: 'autorizada', cStat: 150, reason: 'Autorizado o uso da NF-e, autorização fora de prazo' });
    expect(fiscal.deadlines().overdue).toHaveLength(0);
  });

  it('SEFAZ refuses a document whose signature does not match (297) or whose QR hash is wrong (464)', async () => {
    const opened = openPfx(cert.pfx, cert.password);
    const built = emitNfce(
      { business: simplesBusiness, sale: variedSales()[9]!, serie: 891, nNF: 7, cNF: '48213957', emittedAt: new Date(), contingency: { since: new Date(), reason: 'Sem internet no momento da venda' }, verProc: 'x' },
      opened,
    );
    const post = (xml: string) =>
      fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/fiscal/nfce/contingency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': newId() },
        body: JSON.stringify({ key: built.built.key, xml }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { cStat: number; xMotivo: string } }));
    const tampered = await post(built.xml.replace(/<xFant>[^<]*<\/xFant>/, '<xFant>Outro Nome</xFant>'));
    expect(tampered.body).toMatchObject({ cStat: 297, xMotivo: 'Rejeição: Assinatura difere do calculado' });
    const badQr = await post(built.xml.replace(/\|([0-9A-F]{40})<\/qrCode>/, '|0000000000000000000000000000000000000000</qrCode>'));
    expect(badQr.body).toMatchObject({ cStat: 464 });
    const noToken = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/fiscal/nfce/contingency`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: built.built.key, xml: built.xml }),
    });
    expect(noToken.status).toBe(401);
  });

  it('cancels an authorized NFC-e (110111, 135) and refuses cancelling one that is not authorized', async () => {
    clock = new Date();
    const fiscal = await ready('e', 894);
    const a = await fiscal.emitContingency(variedSales()[10]!);
    const b = await fiscal.emitContingency(variedSales()[11]!);
    await fiscal.transmit(a.record.key);
    const cancelled = await fiscal.cancel(a.record.key, 'Cliente desistiu da compra no balcão');
    expect(cancelled.status).toBe('cancelada');
    expect(cancelled.events[0]).toMatchObject({ tpEvento: '110111', cStat: 135 });
    await expect(fiscal.cancel(b.record.key, 'Cliente desistiu da compra no balcão')).rejects.toThrow(
      'Só é possível cancelar uma NFC-e já autorizada pela SEFAZ',
    );
    // Substitution: b (authorized later) is cancelled in favour of another contingency document.
    await fiscal.transmit(b.record.key);
    const c = await fiscal.emitContingency(variedSales()[12]!);
    const subst = await fiscal.cancel(b.record.key, 'Venda coberta pela NFC-e emitida em contingência', c.record.key);
    expect(subst.events[0]).toMatchObject({ tpEvento: '110112', cStat: 135 });
    const { files } = await fiscal.exportZip();
    expect(files.filter((f) => f.endsWith('-evento.xml'))).toHaveLength(2);
  });
});
