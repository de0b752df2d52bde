// SEFAZ's servers present ICP-Brasil certificates, which Node does not trust and no npm package ships: the installer
// picks the chain on the setup screen (fiscal.installSefazCa), and the terminal trusts SEFAZ by it. Against the
// simulator in its TLS mode with a CA made for this run (standing in for ICP-Brasil's) and no POS_SEFAZ_CA_FILE:
// before the chain, the online sale is refused for SEFAZ's certificate and goes to contingency; after it, the next
// sale is authorised online. A file that is no certificate, or a certificate that is no CA, is refused in Portuguese.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { newId } from '../../../src-shared/ids/uuid.js';
import { sefazCaMessages } from '../../../src-shared/i18n/sefazCa.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeSefazTls, makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { dbTemplate } from '../../support/dbTemplate.js';
import { startTerminal, type TestTerminal } from './terminal.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sefaz-ca-'));
const CAIXA = { email: `caixa-ca-${newId()}@teste.com.br`, password: 'caixa-ca-123' };
const { ca, tls } = makeSefazTls();
const cert = makeTestCertificate({ issuer: ca });
let sim: SefazSimulator;
let server: RunningServer;
let t: TestTerminal;

const sale = (i: number) => ({ ...variedSales()[i % 20]!, groupPaymentId: newId() });

beforeAll(async () => {
  delete process.env.POS_SEFAZ_CA_FILE;
  sim = await startSefazSimulator({ tls, csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa CA', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
  t = startTerminal({ dir: path.join(dir, 'terminal'), serverUrl: server.url });
  await t.call('session.login', CAIXA);
  // retryAfterMs 0: the next sale tries online again at once.
  await t.call('fiscal.configure', { business: simplesBusiness, serie: 940, online: { url: sim.url, timeoutMs: 5_000, retryAfterMs: 0 } });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
}, 60_000);

afterAll(async () => {
  await t?.stop();
  await server?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SEFAZ chain picked on the setup screen', () => {
  it('without it SEFAZ is not trusted and the sale goes to contingency; installed (DER), the next sale is authorised online', async () => {
    expect((await t.call('fiscal.status', {})).sefazCa).toEqual([]);
    const before = await t.call('fiscal.emit', { sale: sale(1) });
    expect(before.record).toMatchObject({ tpEmis: 9 });
    expect(t.fiscal.list().find((r) => r.tpEmis === 1)?.lastError).toContain(sefazTlsMessages.refused.serverUntrusted);

    // ITI publishes its certificates in DER (.cer/.crt) as well as PEM: DER here.
    const der = new X509Certificate(ca.certificatePem).raw;
    const status = await t.call('fiscal.installSefazCa', { fileBase64: der.toString('base64') });
    expect(status.sefazCa).toHaveLength(1);
    const after = await t.call('fiscal.emit', { sale: sale(2) });
    expect(after.record).toMatchObject({ tpEmis: 1, status: 'autorizada', cStat: 100 });
    expect(sim.authorized.get(after.record.key)?.nProt).toBe(after.record.nProt);
  }, 60_000);

  it('refuses, in Portuguese, a file that is no certificate and a certificate that is no CA, keeping the chain installed', async () => {
    const junk = await t.router.dispatch('fiscal.installSefazCa', { fileBase64: Buffer.from('isto não é um certificado').toString('base64') });
    expect(junk).toMatchObject({ ok: false, error: { message: sefazCaMessages.notCertificate } });
    const leaf = await t.router.dispatch('fiscal.installSefazCa', { fileBase64: Buffer.from(cert.certificatePem).toString('base64') });
    expect(leaf.ok).toBe(false);
    expect(leaf.ok ? '' : leaf.error.message).toMatch(/não é o certificado de uma autoridade certificadora/);
    expect((await t.call('fiscal.status', {})).sefazCa).toHaveLength(1);
  }, 30_000);
});
