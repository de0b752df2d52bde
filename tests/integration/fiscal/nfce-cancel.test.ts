// A manager cancels a sale's NFC-e from the terminal (fiscal.cancel): main signs the cancellation event (110111)
// with the A1 certificate, the outbox carries it to the server's events endpoint, which sends it to SEFAZ (the
// homologation simulator); once SEFAZ registered it, the terminal's note is "cancelada" and the server's note too,
// with the justification and the event's protocol (the declared write nfceCancel). Two clicks at once send one
// event; a short justification and a note past its 30-minute window are refused in Portuguese, nothing signed.
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

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-cancel-'));
const cert = makeTestCertificate();
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let t: TestTerminal;
let clock: Date | null = null;

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  t = startTerminal({ dir: path.join(dir, 'a'), serverUrl: server.url, now: () => clock ?? new Date() });
  await t.call('session.login', { email: 'gerente@cantina.com.br', password: 'gerente123' });
  await t.call('fiscal.configure', { business: simplesBusiness, serie: 940, online: { url: sim.url, timeoutMs: 4_000, retryAfterMs: 600_000 } });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Kept = { key: string; status: string; cancelJustification: string | null; cancelProtocol: string | null };
const kept = async (key: string): Promise<Kept | undefined> => {
  const res = await manager.gql<{ nfces: Kept[] }>('query($b: ID!){ nfces(businessId: $b){ key status cancelJustification cancelProtocol } }', { b: DEMO_BUSINESS_ID });
  return res.body.data?.nfces.find((n) => n.key === key);
};

const sell = (i: number) => t.call('fiscal.emit', { sale: { ...variedSales()[i]!, groupPaymentId: newId() } });

describe('cancelling an NFC-e from the terminal', () => {
  it('signs 110111, sends it once through the outbox (two clicks at once), and the note is cancelled here and on the server', async () => {
    const e = await sell(2);
    expect(e.record).toMatchObject({ tpEmis: 1, status: 'autorizada' });
    const short = await t.router.dispatch('fiscal.cancel', { key: e.record.key, justification: 'curta' });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.error.issues).toContainEqual(expect.objectContaining({ message: 'A justificativa deve ter entre 15 e 255 caracteres' }));

    const justification = 'Cliente desistiu da compra no balcão';
    const [a, b] = await Promise.all([t.call('fiscal.cancel', { key: e.record.key, justification }), t.call('fiscal.cancel', { key: e.record.key, justification })]);
    expect(a.status).toBe('cancelada');
    expect(b.status).toBe('cancelada');
    expect(a.events).toHaveLength(1);
    expect(a.events[0]).toMatchObject({ tpEvento: '110111', cStat: 135, outbox: null, reason: justification });
    expect(a.events[0]!.nProt).toMatch(/^[0-9]{15}$/);
    expect(sim.authorized.get(e.record.key)?.cancelled).toBe(true);
    // The event as the terminal signed it, kept for the accountant's zip.
    expect(await t.fiscal.store.extra(e.record.key, `event-${a.events[0]!.id}`)).toContain(`<xJust>${justification}</xJust>`);

    // A third click answers the cancelled note; nothing is signed or sent again.
    const again = await t.call('fiscal.cancel', { key: e.record.key, justification });
    expect(again.events).toHaveLength(1);

    const note = await until(async () => {
      const n = await kept(e.record.key);
      return n?.status === 'cancelada' && n.cancelJustification ? n : null;
    }, 40_000);
    expect(note).toMatchObject({ cancelJustification: justification, cancelProtocol: a.events[0]!.nProt });
  }, 90_000);

  it('refuses past the 30-minute window, in Portuguese, signing nothing', async () => {
    const e = await sell(4);
    expect(e.record.status).toBe('autorizada');
    clock = new Date(Date.parse(e.record.authorizedAt!) + 31 * 60_000);
    try {
      await expect(t.call('fiscal.cancel', { key: e.record.key, justification: 'Cliente desistiu da compra no balcão' })).rejects.toThrow(
        'Prazo de cancelamento da NFC-e (30 minutos após a autorização) encerrado',
      );
    } finally {
      clock = null;
    }
    expect(t.fiscal.list().find((r) => r.key === e.record.key)?.events).toEqual([]);
    expect(sim.authorized.get(e.record.key)?.cancelled).toBe(false);
  }, 60_000);
});
