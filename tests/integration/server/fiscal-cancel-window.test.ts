// The legal time to cancel, re-checked by the server as the cancellation is about to leave for SEFAZ (the
// homologation simulator): an NFC-e up to 30 minutes after its authorisation (POST …/fiscal/nfce/events, the time
// SEFAZ answered looked up by key), an NF-e up to 24 hours (nfeCancel). Each just inside the window is registered
// by SEFAZ; each just outside is refused with the Portuguese reason and never reaches SEFAZ. The simulator's clock
// runs behind to authorise a note "earlier".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce, signCancelEvent } from '../../../src-main/fiscal/emit.js';
import { emitNfe, signNfeCancelEvent } from '../../../src-main/fiscal/emitNfe.js';
import { NFCE_CANCEL_WINDOW_MS, NFE_CANCEL_WINDOW_MS } from '../../../src-shared/fiscal/cancelWindows.js';
import { SefazClient } from '../../../src-shared/fiscal/sefazClient.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { login, newId, startTestServer, type Client } from './harness.js';

const CANTINA_CNPJ = '12345678000195';
const business = { ...normalBusiness, cnpj: CANTINA_CNPJ };
const EDGE_MS = 15_000;
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let cert: A1Certificate;
let simBehindMs = 0;
let serial = 0;

beforeAll(async () => {
  sim = await startSefazSimulator({ now: () => new Date(Date.now() - simBehindMs), csc: { [CANTINA_CNPJ]: business.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  const made = makeTestCertificate({ cnpj: CANTINA_CNPJ });
  cert = openPfx(made.pfx, made.password);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  delete process.env.POS_SEFAZ_NFCE_URL;
});

const sale = () => ({ ...variedSales()[++serial % 20]!, groupPaymentId: newId() });
const reason = 'Cliente desistiu da compra no balcao';

/** An NFC-e SEFAZ authorised `agoMs` ago (online, straight to the simulator, as the terminal does). */
async function nfceAuthorized(agoMs: number) {
  simBehindMs = agoMs;
  try {
    const signed = emitNfce({ business, sale: sale(), serie: 7, nNF: ++serial, cNF: String(40_000_000 + serial), emittedAt: new Date(Date.now() - agoMs - 30_000), contingency: null, verProc: 'teste 1.0' }, cert);
    const answer = await new SefazClient(sim.url).authorize(signed.xml, signed.built.key, String(serial));
    expect(answer.cStat).toBe(100);
    return { key: signed.built.key, nProt: answer.nProt! };
  } finally {
    simBehindMs = 0;
  }
}

/** An NF-e issued through the server and authorised `agoMs` ago. */
async function nfeAuthorized(agoMs: number) {
  simBehindMs = agoMs;
  try {
    const signed = await emitNfe(
      {
        business,
        sale: sale(),
        serie: 8,
        nNF: ++serial,
        cNF: String(41_000_000 + serial),
        emittedAt: new Date(Date.now() - agoMs - 30_000),
        verProc: 'teste 1.0',
        recipient: { cpf: '52998224725', name: 'Joana Catarinense', indIEDest: 9, address: { street: 'Rua Felipe Schmidt', number: '100', district: 'Centro', cityCode: '4205407', cityName: 'Florianópolis', uf: 'SC', cep: '88010000' } },
      },
      cert,
    );
    const res = await manager.post<{ id: string; key: string; protocol: string }>(manager.b('fiscal/nfe/generate'), { id: newId(), xml: signed.xml }, newId());
    expect(res.status).toBe(201);
    return res.body;
  } finally {
    simBehindMs = 0;
  }
}

describe('NFC-e: 30 minutes after the authorisation', () => {
  it('just inside the window: sent and registered by SEFAZ (135)', async () => {
    const { key, nProt } = await nfceAuthorized(NFCE_CANCEL_WINDOW_MS - EDGE_MS);
    const event = signCancelEvent({ key, tpAmb: '2', nProt, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const res = await manager.post<{ cStat: number }>(manager.b('fiscal/nfce/events'), { key, xml: event.xml }, newId());
    expect(res.status).toBe(200);
    expect(res.body.cStat).toBe(135);
    expect(sim.authorized.get(key)?.cancelled).toBe(true);
  });

  it('just outside: refused with the reason, SEFAZ never receives it', async () => {
    const { key, nProt } = await nfceAuthorized(NFCE_CANCEL_WINDOW_MS + EDGE_MS);
    const event = signCancelEvent({ key, tpAmb: '2', nProt, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const res = await manager.post<{ message: string }>(manager.b('fiscal/nfce/events'), { key, xml: event.xml }, newId());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Prazo de cancelamento da NFC-e (30 minutos após a autorização) encerrado');
    expect(sim.authorized.get(key)?.cancelled).toBe(false);
  });
});

describe('NF-e: 24 hours after the authorisation', () => {
  it('just inside the window: cancelled', async () => {
    const note = await nfeAuthorized(NFE_CANCEL_WINDOW_MS - EDGE_MS);
    const event = signNfeCancelEvent({ key: note.key, tpAmb: '2', nProt: note.protocol, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const res = await manager.post<{ status: string }>(manager.b(`fiscal/nfe/${note.id}/cancel`), { justification: reason, xml: event.xml }, newId());
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('canceled');
    expect(sim.authorized.get(note.key)?.cancelled).toBe(true);
  });

  it('just outside: refused with the reason, SEFAZ never receives it', async () => {
    const note = await nfeAuthorized(NFE_CANCEL_WINDOW_MS + EDGE_MS);
    const event = signNfeCancelEvent({ key: note.key, tpAmb: '2', nProt: note.protocol, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const res = await manager.post<{ message: string }>(manager.b(`fiscal/nfe/${note.id}/cancel`), { justification: reason, xml: event.xml }, newId());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Prazo de cancelamento da NF-e (24 horas após a autorização) encerrado');
    expect(sim.authorized.get(note.key)?.cancelled).toBe(false);
  });
});
