// The server transmits to SEFAZ itself (contingency notes relayed from terminals, events, voidings, NF-e), so it
// presents the business's A1 over mutual TLS: the certificate goes in through the business's fiscal-config (the
// spec's certificateFile), checked and kept sealed under POS_FISCAL_CERT_KEY (a secret of the server's
// environment, made here at run time). Against the SEFAZ simulator in TLS mode: before the certificate is kept a
// note is not relayed (503, the certificate problem in Portuguese) and SEFAZ never receives it; a wrong password
// or another company's certificate is refused on `certificateFile`; once kept, the note is authorised.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import type { NfceAuthorization } from '../../../src-shared/fiscal/tracking.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { fiscalCertificates } from '../../../src-server/db/schema.js';
import { unseal } from '../../../src-server/fiscal/certificateVault.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeSefazTls, makeTestCertificate, normalBusiness, TEST_CNPJ, variedSales, type TestCertificate } from '../../unit/fiscal/fixtures.js';
import { login, newId, startTestServer, type Client } from './harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sefaz-cert-'));
const { ca, tls } = makeSefazTls();
const FISCAL = { cnpj: TEST_CNPJ, ie: '111222333444', crt: 3, legalName: 'Cantina Teste Ltda', environment: 'homologation', cscId: '1', cscToken: '0123456789ABCDEF0123', series: 5 };
const saved: Record<string, string | undefined> = {};
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let cashier: Client;
let serial = 0;

function note(): { key: string; xml: string } {
  serial += 1;
  const made = makeTestCertificate({ issuer: ca });
  const signed = emitNfce(
    { business: normalBusiness, sale: { ...variedSales()[serial % 20]!, groupPaymentId: newId() }, serie: 77, nNF: serial, cNF: String(50_000_000 + serial), emittedAt: new Date(), contingency: { since: new Date(Date.now() - 60_000), reason: 'SEFAZ fora do ar no momento da venda' }, verProc: 'teste 1.0' },
    openPfx(made.pfx, made.password),
  );
  return { key: signed.built.key, xml: signed.xml };
}

const relay = (n: { key: string; xml: string }) => manager.post<NfceAuthorization & { message?: string }>(manager.b('fiscal/nfce/contingency'), n, newId());
const withCertificate = (cert: TestCertificate, password = cert.password) => ({ certificateFile: Buffer.from(cert.pfx).toString('base64'), certificatePassword: password });

/** Installs through fiscal-config: POST the first time, PUT after. */
async function install(body: Record<string, unknown>, who: Client = manager) {
  const created = await who.post<{ message?: string; issues?: { path: string; message: string }[] }>(who.b('fiscal-config'), { ...FISCAL, ...body }, newId());
  if (created.status !== 409) return created;
  return who.put<{ message?: string; issues?: { path: string; message: string }[] }>(who.b('fiscal-config'), body, newId());
}

beforeAll(async () => {
  for (const name of ['POS_SEFAZ_NFCE_URL', 'POS_SEFAZ_CA_FILE', 'POS_FISCAL_CERT_KEY']) saved[name] = process.env[name];
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, ca.certificatePem);
  sim = await startSefazSimulator({ tls, csc: { [normalBusiness.cnpj]: normalBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  process.env.POS_SEFAZ_CA_FILE = caFile;
  process.env.POS_FISCAL_CERT_KEY = randomBytes(32).toString('hex');
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  cashier = await login(server.url, 'cashier');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the server presents the business’s A1 to SEFAZ', () => {
  it('without the certificate on the server, a contingency note is not relayed and SEFAZ never receives it', async () => {
    const n = note();
    const res = await relay(n);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(sefazTlsMessages.refused.missing);
    expect(sim.received).not.toContain(n.key);
  });

  it('refuses a wrong password, another company’s certificate, and a cashier, on certificateFile, keeping nothing', async () => {
    const right = makeTestCertificate({ issuer: ca });
    const wrong = await install(withCertificate(right, 'senha-errada'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'certificateFile', message: sefazTlsMessages.server.pfx }]);
    const other = await install(withCertificate(makeTestCertificate({ issuer: ca, cnpj: '99888777000166' })));
    expect(other.status).toBe(400);
    expect(other.body.issues).toEqual([{ path: 'certificateFile', message: sefazTlsMessages.server.otherCnpj }]);
    expect((await cashier.put(cashier.b('fiscal-config'), withCertificate(right), newId())).status).toBe(403);
    expect(await server.database.db.select().from(fiscalCertificates).where(eq(fiscalCertificates.businessId, DEMO_BUSINESS_ID))).toHaveLength(0);
  });

  it('refuses to keep a certificate when the server has no key to seal it', async () => {
    const key = process.env.POS_FISCAL_CERT_KEY;
    delete process.env.POS_FISCAL_CERT_KEY;
    try {
      const res = await install(withCertificate(makeTestCertificate({ issuer: ca })));
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(sefazTlsMessages.server.noKey);
    } finally {
      process.env.POS_FISCAL_CERT_KEY = key;
    }
  });

  it('keeps it sealed, and relays the note with it: authorised once', async () => {
    const res = await install(withCertificate(makeTestCertificate({ issuer: ca })));
    expect([200, 201]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain('PRIVATE KEY');
    const [row] = await server.database.db.select().from(fiscalCertificates).where(eq(fiscalCertificates.businessId, DEMO_BUSINESS_ID));
    expect(row).toMatchObject({ cnpj: TEST_CNPJ });
    expect(row!.sealed).not.toContain('PRIVATE');
    expect(() => unseal(randomBytes(32), row!.sealed)).toThrow();
    expect(unseal(Buffer.from(process.env.POS_FISCAL_CERT_KEY!, 'hex'), row!.sealed)).toContain('BEGIN RSA PRIVATE KEY');
    const n = note();
    const answer = await relay(n);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ key: n.key, cStat: 100 });
    expect(sim.received.filter((k) => k === n.key)).toHaveLength(1);
  });
});

describe('the relays answer from what is stored before they open the certificate', () => {
  it('a repeat of an answered Idempotency-Key gets the stored answer after the certificate is removed, not a 503', async () => {
    expect([200, 201]).toContain((await install(withCertificate(makeTestCertificate({ issuer: ca })))).status);
    const n = note();
    const idempotencyKey = newId();
    const first = await manager.post<NfceAuthorization>(manager.b('fiscal/nfce/contingency'), n, idempotencyKey);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ key: n.key, cStat: 100 });
    await server.database.db.delete(fiscalCertificates).where(eq(fiscalCertificates.businessId, DEMO_BUSINESS_ID));
    // The state's real addresses, as in production: without the certificate sefazFor refuses to open a connection.
    const override = process.env.POS_SEFAZ_NFCE_URL;
    delete process.env.POS_SEFAZ_NFCE_URL;
    try {
      const again = await manager.post<NfceAuthorization>(manager.b('fiscal/nfce/contingency'), n, idempotencyKey);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replay')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(sim.received.filter((k) => k === n.key)).toHaveLength(1);
      // A key not answered before does need the certificate.
      const fresh = await relay(note());
      expect(fresh.status).toBe(503);
      expect(fresh.body.message).toBe(sefazTlsMessages.server.noCertificate);
    } finally {
      process.env.POS_SEFAZ_NFCE_URL = override;
    }
  });

  it('without the certificate (and no simulator override) nothing leaves: 503 saying the server has no A1', async () => {
    const override = process.env.POS_SEFAZ_NFCE_URL;
    delete process.env.POS_SEFAZ_NFCE_URL;
    try {
      const n = note();
      const relayed = await relay(n);
      expect(relayed.status).toBe(503);
      expect(relayed.body.message).toBe(sefazTlsMessages.server.noCertificate);
      const cancel = `<evento versao="1.00"><infEvento Id="ID110111${n.key}01"><tpAmb>2</tpAmb><chNFe>${n.key}</chNFe><tpEvento>110111</tpEvento></infEvento><Signature/></evento>`;
      const event = await manager.post<{ message?: string }>(manager.b('fiscal/nfce/events'), { key: n.key, xml: cancel }, newId());
      expect(event.status).toBe(503);
      expect(event.body.message).toBe(sefazTlsMessages.server.noCertificate);
      expect(sim.received).not.toContain(n.key);
    } finally {
      process.env.POS_SEFAZ_NFCE_URL = override;
    }
  });
});
