// Normal NFC-e emission (tpEmis 1) from the terminal to the SEFAZ homologation simulator over HTTP, and the switch
// to offline contingency (tpEmis 9) on its own when SEFAZ stops answering: the terminal is the real router with
// the sync, fiscal and session areas, the contingency notes go through its outbox and the real server to the same
// simulator, which validates the schema, verifies the signature and remembers every key and every number.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import type { FiscalSale } from '../../../src-shared/fiscal/types.js';
import type { NfceRecord } from '../../../src-shared/fiscal/tracking.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';
import { dbTemplate } from '../../support/dbTemplate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-online-'));
const cert = makeTestCertificate();
const certFile = path.join(dir, 'cert.pem');
writeFileSync(certFile, cert.certificatePem);
const CAIXA = { email: `caixa-online-${newId()}@teste.com.br`, password: 'caixa-online-123' };
// Generous: the simulator validates each document against the XSD (WebAssembly), slow on a busy machine.
const TIMEOUT_MS = 4_000;
let sim: SefazSimulator;
let server: RunningServer;
const open: TestTerminal[] = [];

async function terminal(sub: string, serie: number): Promise<TestTerminal> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url });
  open.push(t);
  await t.call('session.login', CAIXA);
  await t.call('fiscal.configure', { business: simplesBusiness, serie, online: { url: sim.url, timeoutMs: TIMEOUT_MS, retryAfterMs: 600_000 } });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return t;
}

/** A varied sale of the fixtures under a new groupPaymentId (each emission is a new sale). */
function sale(i: number): FiscalSale {
  const sales = variedSales();
  return { ...sales[i % sales.length]!, groupPaymentId: newId() };
}

const reachedSefaz = (key: string): number => sim.received.filter((k) => k === key).length;

async function schemaAndSignature(t: TestTerminal, key: string): Promise<void> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>${await t.fiscal.store.xml(key)}`;
  const lint = await validateAgainstXsd('nfe_v4.00.xsd', [{ fileName: `${key}.xml`, contents: xml }]);
  expect(lint.errors).toBe('');
  const file = path.join(dir, `${key}.xml`);
  writeFileSync(file, xml);
  const res = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', 'infNFe', '--trusted-pem', certFile, file], { encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
}

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Online', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
}, 60_000);

afterAll(async () => {
  for (const t of [...open]) await t.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('online NFC-e with automatic contingency', () => {
  it('emits varied sales online with the protocol on the DANFE; SEFAZ stops answering and the next sales go to contingency on their own; back, every note is authorized once and no number is used twice', async () => {
    const t = await terminal('a', 910);
    sim.delayMs = 100;
    const online: NfceRecord[] = [];
    for (let i = 0; i < 6; i++) {
      const e = await t.call('fiscal.emit', { sale: sale(i) });
      expect(e.record).toMatchObject({ tpEmis: 1, status: 'autorizada', cStat: 100 });
      expect(e.record.nProt).toMatch(/^[0-9]{15}$/);
      // One copy, no contingency lines, the protocol printed.
      expect(e.danfe).toHaveLength(1);
      expect(e.danfe[0]!.contingency).toBeNull();
      expect(e.danfe[0]!.protocol).toContain(e.record.nProt!);
      await schemaAndSignature(t, e.record.key);
      online.push(e.record);
    }
    expect(online.map((r) => r.nNF)).toEqual([1, 2, 3, 4, 5, 6]);

    // SEFAZ stops answering in the middle of the day: the sale waits the time limit, then is emitted in
    // contingency with nothing done by the cashier; the next sale does not wait at all.
    sim.mode = 'silent';
    const started = Date.now();
    const first = await t.call('fiscal.emit', { sale: sale(6) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(first.record).toMatchObject({ tpEmis: 9, status: 'pendente', nNF: 8 });
    expect(first.record.key.slice(34, 35)).toBe('9');
    expect(first.danfe.map((d) => d.contingency?.[0])).toEqual(['EMITIDA EM CONTINGÊNCIA', 'EMITIDA EM CONTINGÊNCIA']);
    await schemaAndSignature(t, first.record.key);
    const xml = await t.fiscal.store.xml(first.record.key);
    expect(xml).toMatch(/<tpEmis>9<\/tpEmis>.*<dhCont>[^<]+<\/dhCont><xJust>SEFAZ não respondeu no tempo limite/);
    // The online document sent without an answer waits to be looked up, replaced by the contingency one.
    const orphan = t.fiscal.list().find((r) => r.nNF === 7)!;
    expect(orphan).toMatchObject({ tpEmis: 1, status: 'pendente', substitutedBy: first.record.key });

    const quick = Date.now();
    const second = await t.call('fiscal.emit', { sale: sale(7) });
    expect(Date.now() - quick).toBeLessThan(TIMEOUT_MS);
    expect(second.record).toMatchObject({ tpEmis: 9, status: 'pendente', nNF: 9 });
    const third = await t.call('fiscal.emit', { sale: sale(8) });
    expect(third.record).toMatchObject({ tpEmis: 9, nNF: 10 });

    // SEFAZ is back: the unanswered online document is looked up (never received: its number is voided)
    // and the contingency notes are transmitted.
    sim.mode = 'normal';
    await t.call('fiscal.transmitPending', {});
    await t.call('sync.replayNow', {});
    const contingency = [first, second, third].map((e) => e.record.key);
    await until(async () => {
      const list = t.fiscal.list();
      if (contingency.every((k) => list.find((r) => r.key === k)?.status === 'autorizada')) return true;
      await t.call('sync.replayNow', {});
      return false;
    }, 60_000);
    // Never received: its number is voided at SEFAZ (inutilização) on its own, through the outbox.
    await until(async () => {
      if (t.fiscal.list().find((r) => r.key === orphan.key)?.status === 'inutilizada') return true;
      await t.call('sync.replayNow', {});
      return false;
    }, 60_000);
    expect(sim.voided.filter((v) => v.serie === 910)).toEqual([expect.objectContaining({ from: 7, to: 7 })]);

    // Online again for the next sale.
    const after = await t.call('fiscal.emit', { sale: sale(9) });
    expect(after.record).toMatchObject({ tpEmis: 1, status: 'autorizada', nNF: 11 });

    const records = t.fiscal.list();
    const authorized = records.filter((r) => r.status === 'autorizada');
    expect(authorized).toHaveLength(10);
    for (const r of authorized) expect(reachedSefaz(r.key)).toBe(1);
    expect(reachedSefaz(orphan.key)).toBe(0);
    // No number used twice, by this terminal or at SEFAZ.
    const numbers = records.map((r) => r.nNF);
    expect(new Set(numbers).size).toBe(numbers.length);
    const atSefaz = [...sim.authorized.keys()].filter((k) => k.slice(22, 25) === '910').map((k) => k.slice(25, 34));
    expect(new Set(atSefaz).size).toBe(atSefaz.length);
    expect(atSefaz).toHaveLength(10);
  }, 120_000);

  it('an answer lost on the way is looked up by its key: the protocol is recorded, nothing is sent again, the next sale takes the next number', async () => {
    const t = await terminal('b', 911);
    sim.delayMs = 0;
    sim.dropNext = 1;
    const lost = await t.call('fiscal.emit', { sale: sale(10) });
    expect(sim.dropNext).toBe(0);
    expect(lost.record).toMatchObject({ tpEmis: 1, status: 'autorizada', cStat: 100, nNF: 1 });
    expect(lost.record.nProt).toBe(sim.authorized.get(lost.record.key)?.nProt);
    expect(lost.danfe[0]!.protocol).toContain(lost.record.nProt!);
    expect(reachedSefaz(lost.record.key)).toBe(1);
    expect(await t.fiscal.store.extra(lost.record.key, 'prot')).toContain(`<nProt>${lost.record.nProt}</nProt>`);

    const next = await t.call('fiscal.emit', { sale: sale(11) });
    expect(next.record).toMatchObject({ tpEmis: 1, status: 'autorizada', nNF: 2 });
    expect(t.fiscal.list()).toHaveLength(2);
  }, 60_000);

  it('authorized while its answer and the lookup were lost: the sale goes to contingency; back, the online note is found and cancelled by substitution (110112), the contingency note authorized', async () => {
    const t = await terminal('d', 913);
    sim.delayMs = 0;
    sim.dropNext = 1;
    // The link goes down right after SEFAZ authorized the note: neither its answer nor the lookup arrive.
    sim.onAuthorized = () => {
      sim.mode = 'silent';
      sim.onAuthorized = null;
    };
    const e = await t.call('fiscal.emit', { sale: sale(13) });
    expect(e.record).toMatchObject({ tpEmis: 9, status: 'pendente', nNF: 2 });
    const orphan = t.fiscal.list().find((r) => r.nNF === 1)!;
    expect(orphan).toMatchObject({ tpEmis: 1, status: 'pendente', substitutedBy: e.record.key });
    expect(sim.authorized.has(orphan.key)).toBe(true);

    sim.mode = 'normal';
    await t.call('fiscal.transmitPending', {});
    await until(async () => {
      const list = t.fiscal.list();
      if (list.find((r) => r.key === e.record.key)?.status === 'autorizada' && list.find((r) => r.key === orphan.key)?.status === 'cancelada') return true;
      await t.call('sync.replayNow', {});
      return false;
    }, 60_000);
    const cancelled = t.fiscal.list().find((r) => r.key === orphan.key)!;
    expect(cancelled.nProt).toBe(sim.authorized.get(orphan.key)?.nProt);
    expect(cancelled.events).toEqual([expect.objectContaining({ tpEvento: '110112', cStat: 135 })]);
    expect(sim.authorized.get(orphan.key)?.cancelled).toBe(true);
    expect(reachedSefaz(orphan.key)).toBe(1);
    expect(reachedSefaz(e.record.key)).toBe(1);
  }, 90_000);

  it('a note SEFAZ rejects is refused with the code and the reason in Portuguese, and goes to no contingency', async () => {
    const t = await terminal('c', 912);
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    await expect(t.call('fiscal.emit', { sale: sale(12) })).rejects.toThrow('NFC-e rejeitada pela SEFAZ (778): Rejeição: Informado NCM inexistente');
    expect(t.fiscal.list()).toEqual([expect.objectContaining({ tpEmis: 1, status: 'rejeitada', cStat: 778 })]);
    // Fixed and emitted again: a new note (the rejected one is never printed as the sale's DANFE).
    const retry = await t.call('fiscal.emit', { sale: { ...sale(12), groupPaymentId: t.fiscal.list()[0]!.groupPaymentId } });
    expect(retry).toMatchObject({ existing: false, record: { tpEmis: 1, status: 'autorizada', nNF: 2 } });
  }, 60_000);
});
