// The terminal and its state's SEFAZ: online emission is turned on with no address typed (the state's authorizer
// in the business's environment, from webServices.ts; an address typed only overrides it), and the fiscal guardian
// asks SEFAZ whether it is up (NFeStatusServico4) before it sends the contingency notes that wait: while SEFAZ says
// it is stopped (108/109) or does not answer, the notes wait and the guardian says why, with SEFAZ's code. The
// terminal is the real router with the outbox; the server relays the notes to the same simulator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { dbTemplate } from '../../support/dbTemplate.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sefaz-guardian-'));
const cert = makeTestCertificate();
const CAIXA = { email: `caixa-guardian-${newId()}@teste.com.br`, password: 'caixa-guardian-123' };
let sim: SefazSimulator;
let server: RunningServer;
const open: TestTerminal[] = [];

async function terminal(sub: string): Promise<TestTerminal> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url });
  open.push(t);
  await t.call('session.login', CAIXA);
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return t;
}

const sale = (i: number) => ({ ...variedSales()[i % 20]!, groupPaymentId: newId() });

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Guardião', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
}, 60_000);

afterAll(async () => {
  for (const t of [...open]) await t.stop();
  await server?.close();
  await sim?.close();
  delete process.env.POS_SEFAZ_NFCE_URL;
  rmSync(dir, { recursive: true, force: true });
});

describe("the state's SEFAZ without typing an address", () => {
  it('turns online emission on with no URL: the terminal names the SEFAZ of the business state and environment; a typed URL overrides it', async () => {
    const t = await terminal('address');
    let status = await t.call('fiscal.configure', { business: simplesBusiness, serie: 930 });
    // Contingency only: no SEFAZ is named.
    expect(status.sefaz).toBeNull();
    status = await t.call('fiscal.configure', { business: simplesBusiness, serie: 930, online: { timeoutMs: 3_000 } });
    expect(status.sefaz).toEqual({
      uf: 'SP',
      authorizer: 'SP',
      environment: 'homologation',
      url: 'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
      override: false,
    });
    // Production in a state SVRS serves.
    const rj = { ...simplesBusiness, environment: 'production' as const, address: { ...simplesBusiness.address, uf: 'RJ', cityCode: '3304557', cityName: 'Rio de Janeiro' } };
    status = await t.call('fiscal.configure', { business: rj, serie: 930, online: { timeoutMs: 3_000 } });
    expect(status.sefaz).toMatchObject({ uf: 'RJ', authorizer: 'SVRS', environment: 'production', url: 'https://nfce.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx' });
    // The simulator's address typed under "Avançado": it wins, and the sale is authorized there.
    status = await t.call('fiscal.configure', { business: simplesBusiness, serie: 930, online: { url: sim.url, timeoutMs: 5_000 } });
    expect(status.sefaz).toEqual({ uf: 'SP', authorizer: 'SP', environment: 'homologation', url: `${sim.url}/NFeAutorizacao4`, override: true });
    const e = await t.call('fiscal.emit', { sale: sale(1) });
    expect(e.record).toMatchObject({ tpEmis: 1, status: 'autorizada' });
  }, 60_000);
});

describe('the guardian asks SEFAZ first', () => {
  it('while SEFAZ says it is stopped (108, 109) or does not answer, the contingency notes wait and the guardian says why; back in operation, they go', async () => {
    const t = await terminal('guardian');
    await t.call('fiscal.configure', { business: simplesBusiness, serie: 931, online: { url: sim.url, timeoutMs: 2_000, retryAfterMs: 600_000 } });
    sim.stopped = { cStat: 108, xMotivo: 'Serviço Paralisado Momentaneamente (curto prazo)' };
    // A note emitted in contingency is handed to the outbox at once; SEFAZ refuses the lot (108), deciding nothing.
    const e = await t.call('fiscal.emitContingency', { sale: sale(2) });
    const key = e.record.key;
    await until(() => t.fiscal.list().find((r) => r.key === key)?.cStat === 108, 60_000);
    expect(sim.sentWhileStopped.filter((k) => k === key)).toHaveLength(1);

    // Asked to transmit: SEFAZ's status first. Stopped: nothing is sent, and the guardian says why, with the code.
    const asked = sim.statusAsked;
    const left = await t.call('fiscal.transmitPending', {});
    expect(left.map((r) => r.key)).toEqual([key]);
    expect(sim.statusAsked).toBeGreaterThan(asked);
    let status = await t.call('fiscal.status', {});
    expect(status.sefazOut).toBe(
      'SEFAZ fora do ar (108: Serviço Paralisado Momentaneamente (curto prazo)): as NFC-e em contingência esperam e serão transmitidas quando ela voltar',
    );
    sim.stopped = { cStat: 109, xMotivo: 'Serviço Paralisado sem Previsão' };
    await t.call('fiscal.transmitPending', {});
    status = await t.call('fiscal.status', {});
    expect(status.sefazOut).toContain('SEFAZ fora do ar (109: Serviço Paralisado sem Previsão)');
    // The retry loop asks the same way: nothing reaches SEFAZ again while it is stopped.
    await t.fiscal.resume();
    await t.call('sync.replayNow', {});
    await new Promise((r) => setTimeout(r, 1_000));
    expect(sim.sentWhileStopped.filter((k) => k === key)).toHaveLength(1);
    expect((await t.call('sync.list', { businessId: DEMO_BUSINESS_ID })).entries.filter((x) => x.kind === 'fiscal.nfceContingency')).toHaveLength(0);

    // SEFAZ does not answer at all: the same, the guardian says it did not answer.
    sim.stopped = null;
    sim.mode = 'silent';
    await t.call('fiscal.transmitPending', {});
    status = await t.call('fiscal.status', {});
    expect(status.sefazOut).toMatch(/^A SEFAZ não respondeu à consulta de status/);
    expect(sim.authorized.has(key)).toBe(false);

    // In operation again (107): the note is sent and authorized, and the guardian is quiet.
    sim.mode = 'normal';
    await t.call('fiscal.transmitPending', {});
    await until(async () => {
      if (t.fiscal.list().find((r) => r.key === key)?.status === 'autorizada') return true;
      await t.call('sync.replayNow', {});
      return false;
    }, 60_000);
    expect(sim.authorized.get(key)?.cStat).toBe(100);
    status = await t.call('fiscal.status', {});
    expect(status.sefazOut).toBeNull();
    expect(status.pending).toBe(0);
  }, 120_000);
});
