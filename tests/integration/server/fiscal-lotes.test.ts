// Contingency NFC-e reach SEFAZ in asynchronous lots (indSinc 0: 103 with the receipt number, then
// NFeRetAutorizacao4 until 104 with each protNFe), through the real server over HTTP and the SEFAZ homologation
// simulator (schema, signature and QR hash of every note checked as for a lot of one). Each note is still its own
// request with its own Idempotency-Key: the ones that arrive together leave together (src-server/fiscal/lots.ts).
// The simulator runs in its TLS mode: the server presents the business's A1, kept sealed (fiscal-config).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSefazTransport } from '../../../src-shared/fiscal/sefazTransport.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import type { NfceAuthorization } from '../../../src-shared/fiscal/tracking.js';
import { SefazClient } from '../../../src-shared/fiscal/sefazClient.js';
import { makeSefazTls, makeTestCertificate, normalBusiness, TEST_CNPJ, variedSales } from '../../unit/fiscal/fixtures.js';
import { login, newId, startTestServer, type Client } from './harness.js';

let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let cert: A1Certificate;
let serie = 300;

/** `count` contingency notes of a fresh series, signed as a terminal signs them. */
function notes(count: number): { key: string; xml: string }[] {
  serie += 1;
  const sales = variedSales();
  const since = new Date(Date.now() - 60_000);
  return Array.from({ length: count }, (_, i) => {
    const sale = { ...sales[i % sales.length]!, groupPaymentId: newId() };
    const signed = emitNfce(
      { business: normalBusiness, sale, serie, nNF: i + 1, cNF: String(30_000_000 + i), emittedAt: new Date(), contingency: { since, reason: 'SEFAZ fora do ar no momento da venda' }, verProc: 'teste 1.0' },
      cert,
    );
    return { key: signed.built.key, xml: signed.xml };
  });
}

const transmit = (note: { key: string; xml: string }, idempotencyKey = newId()) =>
  manager.post<NfceAuthorization & { message?: string }>(manager.b('fiscal/nfce/contingency'), note, idempotencyKey);
const times = (key: string) => sim.received.filter((k) => k === key).length;

const { ca, tls } = makeSefazTls();
const dir = mkdtempSync(path.join(tmpdir(), 'fiscal-lotes-'));

beforeAll(async () => {
  sim = await startSefazSimulator({ tls, csc: { [normalBusiness.cnpj]: normalBusiness.csc } });
  writeFileSync(path.join(dir, 'ca.pem'), ca.certificatePem);
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  process.env.POS_SEFAZ_CA_FILE = path.join(dir, 'ca.pem');
  process.env.POS_FISCAL_CERT_KEY = randomBytes(32).toString('hex');
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  const made = makeTestCertificate({ issuer: ca });
  cert = openPfx(made.pfx, made.password);
  const certificate = { certificateFile: Buffer.from(made.pfx).toString('base64'), certificatePassword: made.password };
  const fiscal = { cnpj: TEST_CNPJ, ie: '111222333444', crt: 3, legalName: 'Cantina Teste Ltda', environment: 'homologation', cscId: '1', cscToken: '0123456789ABCDEF0123', series: 5 };
  let kept = await manager.post(manager.b('fiscal-config'), { ...fiscal, ...certificate }, newId());
  if (kept.status === 409) kept = await manager.put(manager.b('fiscal-config'), certificate, newId());
  expect(kept.status).toBeLessThan(300);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  for (const name of ['POS_SEFAZ_NFCE_URL', 'POS_SEFAZ_CA_FILE', 'POS_FISCAL_CERT_KEY']) delete process.env[name];
  rmSync(dir, { recursive: true, force: true });
});

describe('asynchronous lots of contingency NFC-e', () => {
  it('the simulator takes a lot of 50 with indSinc 0: 103 and a receipt, then 104 with one protNFe per note, a bad note rejected alone', async () => {
    const lot = notes(50);
    // A changed word after signing: its signature no longer matches (297), the lot's other notes are not affected.
    lot[17] = { ...lot[17]!, xml: lot[17]!.xml.replace('<natOp>', '<natOp>X') };
    const transport = nodeSefazTransport(http, https, { key: cert.privateKeyPem, cert: cert.certificatePem, ca: [...rootCertificates, ca.certificatePem] });
    // Generous: 50 notes checked against the XSD over TLS on a busy machine.
    const answers = await new SefazClient(sim.url, 60_000, { transport }).authorizeLot(lot, '4242');
    expect(sim.lotSizes.at(-1)).toBe(50);
    expect(answers.map((a) => a.key)).toEqual(lot.map((n) => n.key));
    expect(answers[17]).toMatchObject({ cStat: 297, nProt: null });
    const others = answers.filter((_, i) => i !== 17);
    expect(others.every((a) => a.cStat === 100 && /^\d{15}$/.test(a.nProt ?? '') && a.protNFe?.includes(`<chNFe>${a.key}</chNFe>`))).toBe(true);
    expect(new Set(others.map((a) => a.nProt)).size).toBe(49);
    for (const n of lot) expect(times(n.key)).toBe(1);
  }, 120_000);

  it('50 notes sent together to the server leave in lots of more than one; one rejected, 49 authorised once each', async () => {
    const batch = notes(50);
    batch[30] = { ...batch[30]!, xml: batch[30]!.xml.replace('<natOp>', '<natOp>X') };
    const lotsBefore = sim.lotSizes.length;
    const answers = await Promise.all(batch.map((n) => transmit(n)));
    expect(answers.map((a) => a.status)).toEqual(batch.map(() => 200));
    expect(answers.map((a) => a.body.key)).toEqual(batch.map((n) => n.key));
    expect(answers[30]!.body.cStat).toBe(297);
    expect(answers.filter((a) => a.body.cStat === 100)).toHaveLength(49);
    const lots = sim.lotSizes.slice(lotsBefore);
    expect(lots.reduce((a, b) => a + b, 0)).toBe(50);
    expect(Math.max(...lots)).toBeGreaterThan(1);
    expect(lots.every((size) => size <= 50)).toBe(true);
    for (const n of batch) expect(times(n.key)).toBe(1);
  }, 120_000);

  it('a lot whose receipt was lost: the note is looked up by its key before anything is sent again (never a second copy)', async () => {
    const [note] = notes(1);
    const idempotencyKey = newId();
    sim.dropNext = 1;
    const lost = await transmit(note!, idempotencyKey);
    expect(lost.status).toBe(503);
    // SEFAZ received the lot and judges it after the receipt (asynchronous): authorised, the answer never came back.
    await expect.poll(() => times(note!.key)).toBe(1);
    expect(sim.authorized.get(note!.key)?.cStat).toBe(100);
    const again = await transmit(note!, idempotencyKey);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ key: note!.key, cStat: 100, nProt: sim.authorized.get(note!.key)!.nProt });
    expect(times(note!.key)).toBe(1);
    // And repeated under the same key: the stored answer, SEFAZ not reached.
    const repeat = await transmit(note!, idempotencyKey);
    expect(repeat.body.nProt).toBe(again.body.nProt);
    expect(times(note!.key)).toBe(1);
  }, 60_000);

  it('a note SEFAZ does not hold after a lost receipt (the lot was refused before it) is sent after the look-up', async () => {
    const [note] = notes(1);
    sim.available = false; // 503: nothing decided, nothing received
    const down = await transmit(note!);
    expect(down.status).toBe(503);
    sim.available = true;
    const sent = await transmit(note!);
    expect(sent.body.cStat).toBe(100);
    expect(times(note!.key)).toBe(1);
  }, 60_000);
});
