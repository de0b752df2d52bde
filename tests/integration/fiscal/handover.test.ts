// The notes a terminal emits reach the server, which keeps them for the accountant's files: each state a note
// reaches is handed over through the terminal's outbox as the declared write nfceGenerate. A sale emitted online is
// kept authorised with its protocol; a contingency sale is kept pending, then authorised once SEFAZ is back. The
// terminal is the real router with the sync, fiscal and session areas; SEFAZ is the homologation simulator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { login, startTestServer, type Client } from '../server/harness.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-handover-'));
const cert = makeTestCertificate();
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let t: TestTerminal;

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  t = startTerminal({ dir: path.join(dir, 'a'), serverUrl: server.url });
  await t.call('session.login', { email: 'caixa@cantina.com.br', password: 'caixa123' });
  await t.call('fiscal.configure', { business: simplesBusiness, serie: 930, online: { url: sim.url, timeoutMs: 4_000, retryAfterMs: 600_000 } });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Kept = { key: string; status: string; protocol: string | null; tpEmis: number; number: number; total: number };
const kept = async (key: string): Promise<Kept | undefined> => {
  const res = await manager.gql<{ nfces: Kept[] }>('query($b: ID!){ nfces(businessId: $b){ key status protocol tpEmis number total } }', { b: DEMO_BUSINESS_ID });
  return res.body.data?.nfces.find((n) => n.key === key);
};

describe('the terminal hands its notes over to the server', () => {
  it('keeps an online note authorised with its protocol, and its XML as the terminal signed it', async () => {
    const e = await t.call('fiscal.emit', { sale: { ...variedSales()[3]!, groupPaymentId: newId() } });
    expect(e.record).toMatchObject({ tpEmis: 1, status: 'autorizada' });
    const note = await until(async () => {
      const n = await kept(e.record.key);
      return n?.status === 'autorizada' ? n : null;
    });
    expect(note).toMatchObject({ protocol: e.record.nProt, tpEmis: 1, number: e.record.nNF, total: e.record.vNF });
    const res = await fetch(`${server.url}${manager.b(`fiscal/nfce/download?key=${e.record.key}`)}`, { headers: { authorization: `Bearer ${manager.token}` } });
    const xml = await res.text();
    expect(xml).toContain(await t.fiscal.store.xml(e.record.key));
    expect(xml).toContain(`<nProt>${e.record.nProt}</nProt>`);
  }, 60_000);

  it('keeps a contingency note pending, then authorised once SEFAZ answers again', async () => {
    sim.available = false;
    const e = await t.call('fiscal.emit', { sale: { ...variedSales()[5]!, groupPaymentId: newId() } });
    expect(e.record).toMatchObject({ tpEmis: 9, status: 'pendente' });
    expect((await until(() => kept(e.record.key), 40_000))?.status).toMatch(/pendente|autorizada/);
    sim.available = true;
    await t.call('fiscal.transmitPending', {});
    const note = await until(async () => {
      const n = await kept(e.record.key);
      return n?.status === 'autorizada' ? n : null;
    }, 40_000);
    expect(note).toMatchObject({ tpEmis: 9, number: e.record.nNF });
    expect(note.protocol).toMatch(/^[0-9]{15}$/);
  }, 90_000);
});
