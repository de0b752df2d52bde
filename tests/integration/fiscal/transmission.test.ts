// Contingency NFC-e from the terminal to the real server over HTTP, through the outbox (src-main/sync): the
// document is queued with its Idempotency-Key, replayed when the server and SEFAZ answer, forwarded by the server
// to the SEFAZ homologation simulator (schema with xmllint, signature, real status codes), and its answer comes
// back in the settled call. The terminal is the real router with the sync, fiscal and session areas.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import type { NfceRecord } from '../../../src-shared/fiscal/tracking.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { Outbox } from '../../../src-main/sync/outbox.js';
import { Replayer } from '../../../src-main/sync/replayer.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';
import { dbTemplate } from '../../support/dbTemplate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-transmission-'));
const cert = makeTestCertificate();
const CAIXA = { email: `caixa-fiscal-${newId()}@teste.com.br`, password: 'caixa-fiscal-123' };
const GERENTE = { email: 'gerente@cantina.com.br', password: 'gerente123' };
let sim: SefazSimulator;
let server: RunningServer;
let clock: Date | null = null;
const open: TestTerminal[] = [];

// Each test's terminal has its own series: the simulator remembers every number of the CNPJ.
async function terminal(sub: string, serie: number): Promise<TestTerminal & { token: string }> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url, now: () => clock ?? new Date() });
  open.push(t);
  // The NFC-e setup is a manager's (issue 16 item 12); the cashier sells.
  await t.call('session.login', GERENTE);
  await t.call('fiscal.configure', { business: simplesBusiness, serie });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  const view = await t.call('session.login', CAIXA);
  return Object.assign(t, { token: view.token ?? '' });
}

async function stop(t: TestTerminal): Promise<void> {
  open.splice(open.indexOf(t), 1);
  await t.stop();
}

const record = (t: TestTerminal, key: string): NfceRecord | undefined => t.fiscal.list().find((r) => r.key === key);
const reachedSefaz = (key: string): number => sim.received.filter((k) => k === key).length;

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Fiscal', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
}, 60_000);

afterAll(async () => {
  for (const t of [...open]) await t.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('contingency NFC-e through the outbox', () => {
  it('waits in the outbox while SEFAZ is down, then is authorized (100) reaching SEFAZ once, and exported', async () => {
    const t = await terminal('a', 890);
    sim.available = false;
    const emission = await t.call('fiscal.emitContingency', { sale: variedSales()[4]! });
    const key = emission.record.key;
    expect(emission.record.status).toBe('pendente');
    expect(emission.danfe.map((d) => d.copyLabel)).toEqual(['Via Consumidor', 'Via do Estabelecimento']);
    // The pending screen lists it in words, with the server's reason for waiting.
    const waiting = await until(async () => (await t.call('sync.list', {})).entries.find((e) => e.kind === 'fiscal.nfceContingency' && e.error));
    expect(waiting.label).toBe(`Transmitir NFC-e nº ${emission.record.nNF} série 890 à SEFAZ`);
    expect(waiting.error?.message).toBe('SEFAZ indisponível no momento: a NFC-e continua pendente e será reenviada');
    expect(record(t, key)?.status).toBe('pendente');

    sim.available = true;
    await t.call('sync.replayNow', {});
    const sent = await until(() => (record(t, key)?.status === 'autorizada' ? record(t, key) : null));
    expect(sent).toMatchObject({ cStat: 100, reason: 'Autorizado o uso da NF-e', outbox: null, lastError: null });
    expect(sent.nProt).toMatch(/^[0-9]{15}$/);
    expect(reachedSefaz(key)).toBe(1);
    expect((await t.call('sync.list', {})).entries.filter((e) => e.kind.startsWith('fiscal.'))).toEqual([]);
    expect((await t.call('fiscal.status', {})).pending).toBe(0);

    const { zip, files } = await t.fiscal.exportZip(sent.dhEmi.slice(0, 7));
    expect(files).toEqual([`${key}-procNFe.xml`]);
    const xml = strFromU8(unzipSync(zip)[files[0]!]!);
    expect(xml).toContain('<nfeProc');
    expect(xml).toContain(`<nProt>${sent.nProt}</nProt>`);

    // The reprint after authorization carries the protocol, one copy, no contingency lines.
    const reprint = await t.call('fiscal.reprint', { key });
    expect(reprint.danfe).toHaveLength(1);
    expect(reprint.danfe[0]!.contingency).toBeNull();
    expect(reprint.danfe[0]!.protocol).toContain(sent.nProt!);
    await stop(t);
  });

  it('an answer lost in a crash (the outbox finished, the document never heard) is recovered at start without reaching SEFAZ again', async () => {
    const folder = path.join(dir, 'b');
    const t = await terminal('b', 892);
    sim.available = false;
    const emission = await t.call('fiscal.emitContingency', { sale: variedSales()[5]! });
    const key = emission.record.key;
    await until(async () => (await t.call('sync.list', {})).entries.some((e) => e.kind === 'fiscal.nfceContingency' && e.error));
    await stop(t);

    // What the outbox does in the instant before a power cut: it sends the call, the server answers and the
    // outbox records it done, but the process dies before the fiscal record hears the answer.
    sim.available = true;
    const outbox = new Outbox({ dir: path.join(folder, 'outbox'), terminalId: 'caixa-01' });
    outbox.load();
    const replayer = new Replayer({ outbox, serverUrl: server.url, token: () => t.token });
    replayer.pump();
    await until(() => outbox.size === 0);
    await replayer.stop();
    await outbox.close();
    expect(reachedSefaz(key)).toBe(1);

    // Power back: the document is still pending on disk; at start it asks again under the same Idempotency-Key
    // and the server answers what SEFAZ said the first time.
    const again = startTerminal({ dir: folder, serverUrl: server.url });
    open.push(again);
    const authorized = await until(() => (record(again, key)?.status === 'autorizada' ? record(again, key) : null));
    expect(authorized).toMatchObject({ cStat: 100, outbox: null });
    expect(authorized.outbox).toBeNull();
    expect(reachedSefaz(key)).toBe(1);
    await stop(again);
  });

  it('a number another terminal already used is refused with 539 and the reason, and stays out of the outbox', async () => {
    const first = await terminal('c', 893);
    const a = await first.call('fiscal.emitContingency', { sale: variedSales()[6]! });
    await until(() => record(first, a.record.key)?.status === 'autorizada');
    // Another terminal wrongly configured with the same series reuses the number.
    const other = await terminal('d', 893);
    const clash = await other.call('fiscal.emitContingency', { sale: variedSales()[7]! });
    expect(clash.record.nNF).toBe(a.record.nNF);
    const refused = await until(() => (record(other, clash.record.key)?.status === 'rejeitada' ? record(other, clash.record.key) : null));
    expect(refused.cStat).toBe(539);
    expect(refused.reason).toContain('Duplicidade de NF-e com diferença na Chave de Acesso');
    // Nothing is left in the outbox: the transmission is not queued again, and the note's hand-overs to the server
    // (nfceGenerate, one per state) are all taken.
    await until(async () => (await other.call('sync.list', {})).entries.length === 0);
    await stop(first);
    await stop(other);
  });

  it('warns before the 24 h deadline and a late document is authorized out of time (150)', async () => {
    const t = await terminal('e', 894);
    sim.available = false;
    clock = new Date(Date.now() - 20 * 3600_000);
    const warned = await t.call('fiscal.emitContingency', { sale: variedSales()[8]! });
    clock = new Date(Date.now() - 25 * 3600_000);
    const late = await t.call('fiscal.emitContingency', { sale: variedSales()[9]! });
    clock = null;
    const report = t.fiscal.deadlines();
    expect(report.warning.map((r) => r.key)).toEqual([warned.record.key]);
    expect(report.overdue.map((r) => r.key)).toEqual([late.record.key]);
    expect((await t.call('fiscal.status', {})).alert).toBe('1 NFC-e em contingência passou do prazo de transmissão de 24 h');

    sim.available = true;
    const results = await t.call('fiscal.transmitPending', {});
    await until(() => t.fiscal.list().every((r) => r.status === 'autorizada'));
    expect(results.map((r) => r.key).sort()).toEqual([warned.record.key, late.record.key].sort());
    expect(record(t, late.record.key)).toMatchObject({ status: 'autorizada', cStat: 150, reason: 'Autorizado o uso da NF-e, autorização fora de prazo' });
    expect(t.fiscal.deadlines().overdue).toHaveLength(0);
    await stop(t);
  });

  it('cancels through the outbox (110111 and 110112, 135) and refuses cancelling one that is not authorized', async () => {
    const t = await terminal('f', 895);
    const a = await t.call('fiscal.emitContingency', { sale: variedSales()[10]! });
    await until(() => record(t, a.record.key)?.status === 'autorizada');
    sim.available = false;
    const b = await t.call('fiscal.emitContingency', { sale: variedSales()[11]! });
    // SEFAZ is away: after a short wait the cashier sees the cancel pending, the event waiting in the outbox.
    const cancelled = await t.call('fiscal.cancel', { key: a.record.key, justification: 'Cliente desistiu da compra no balcão' });
    expect(cancelled.status).toBe('autorizada');
    expect(cancelled.events[0]).toMatchObject({ tpEvento: '110111', cStat: null });
    await expect(t.call('fiscal.cancel', { key: b.record.key, justification: 'Cliente desistiu da compra no balcão' })).rejects.toThrow(
      'Só é possível cancelar uma NFC-e já autorizada pela SEFAZ',
    );
    sim.available = true;
    await t.call('sync.replayNow', {});
    await until(() => record(t, a.record.key)?.status === 'cancelada' && record(t, b.record.key)?.status === 'autorizada');
    expect(record(t, a.record.key)?.events[0]).toMatchObject({ tpEvento: '110111', cStat: 135, outbox: null });

    // Substitution: b (authorized after the fact) is cancelled in favour of another contingency document.
    const c = await t.call('fiscal.emitContingency', { sale: variedSales()[12]! });
    const subst = await t.call('fiscal.cancel', { key: b.record.key, justification: 'Venda coberta pela NFC-e emitida em contingência', substituteKey: c.record.key });
    expect(subst.status).toBe('cancelada');
    expect(subst.events[0]).toMatchObject({ tpEvento: '110112', cStat: 135 });
    const { files } = await t.fiscal.exportZip();
    expect(files.filter((f) => f.endsWith('-evento.xml'))).toHaveLength(2);
    await stop(t);
  });

  it("the server's endpoint keeps SEFAZ's answer by Idempotency-Key and refuses bad documents (297, 464, 401)", async () => {
    const opened = openPfx(cert.pfx, cert.password);
    const built = emitNfce(
      { business: simplesBusiness, sale: variedSales()[13]!, serie: 891, nNF: 7, cNF: '48213957', emittedAt: new Date(), contingency: { since: new Date(), reason: 'Sem internet no momento da venda' }, verProc: 'x' },
      opened,
    );
    const token = (await (await fetch(`${server.url}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CAIXA) })).json()) as { token: string };
    const post = (xml: string, key = newId()) =>
      fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/fiscal/nfce/contingency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'idempotency-key': key },
        body: JSON.stringify({ key: built.built.key, xml }),
      }).then(async (r) => ({ status: r.status, replay: r.headers.get('idempotent-replay'), body: (await r.json()) as { cStat: number; xMotivo: string; nProt: string | null } }));

    const idem = newId();
    const first = await post(built.xml, idem);
    expect(first.body.cStat).toBe(100);
    const repeat = await post(built.xml, idem);
    expect(repeat).toMatchObject({ status: 200, replay: 'true', body: { cStat: 100, nProt: first.body.nProt } });
    expect(reachedSefaz(built.built.key)).toBe(1);
    const reused = await post(built.xml.replace(/<xFant>[^<]*<\/xFant>/, '<xFant>Outra Cantina</xFant>'), idem);
    expect(reused.status).toBe(409);

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
});
