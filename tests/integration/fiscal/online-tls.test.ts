// The terminal's online NFC-e over mutual TLS, against the SEFAZ simulator in its TLS mode (a CA made for this run,
// trusted through POS_SEFAZ_CA_FILE): the terminal presents its installed A1 as the client certificate and the
// note is authorised; a terminal whose A1 no recognised authority issued is refused at the door, and the sale goes
// on in contingency on its own with the certificate problem, in Portuguese, as the reason the cashier reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../../src-server/db/schema.js';
import { makeSefazTls, makeTestCertificate, simplesBusiness, variedSales, type TestCertificate } from '../../unit/fiscal/fixtures.js';
import { startTerminal, type TestTerminal } from './terminal.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-online-tls-'));
const CAIXA = { email: `caixa-tls-${newId()}@teste.com.br`, password: 'caixa-tls-123' };
const { ca, tls } = makeSefazTls();
let sim: SefazSimulator;
let server: RunningServer;
const open: TestTerminal[] = [];

async function terminal(sub: string, serie: number, cert: TestCertificate): Promise<TestTerminal> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url });
  open.push(t);
  await t.call('session.login', CAIXA);
  await t.call('fiscal.configure', { business: simplesBusiness, serie, online: { url: sim.url, timeoutMs: 5_000, retryAfterMs: 600_000 } });
  await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return t;
}

const sale = (i: number) => ({ ...variedSales()[i % 20]!, groupPaymentId: newId() });

beforeAll(async () => {
  const caFile = path.join(dir, 'sefaz-ca.pem');
  writeFileSync(caFile, ca.certificatePem);
  process.env.POS_SEFAZ_CA_FILE = caFile;
  sim = await startSefazSimulator({ tls, csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa TLS', email: CAIXA.email, passwordHash: await hashPassword(CAIXA.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
}, 60_000);

afterAll(async () => {
  for (const t of [...open]) await t.stop();
  await server?.close();
  await sim?.close();
  delete process.env.POS_SEFAZ_CA_FILE;
  rmSync(dir, { recursive: true, force: true });
});

describe('online NFC-e over mutual TLS', () => {
  it('presents the installed A1 to SEFAZ: the note is authorised and looked up with it', async () => {
    expect(sim.url.startsWith('https://')).toBe(true);
    const t = await terminal('a', 920, makeTestCertificate({ issuer: ca }));
    const e = await t.call('fiscal.emit', { sale: sale(1) });
    expect(e.record).toMatchObject({ tpEmis: 1, status: 'autorizada', cStat: 100 });
    expect(e.danfe[0]!.protocol).toContain(e.record.nProt!);
    expect(sim.authorized.get(e.record.key)?.nProt).toBe(e.record.nProt);
  }, 60_000);

  it('refused for its certificate, the sale goes to contingency and the reason names the certificate problem', async () => {
    const t = await terminal('b', 921, makeTestCertificate());
    const e = await t.call('fiscal.emit', { sale: sale(2) });
    expect(e.record).toMatchObject({ tpEmis: 9, status: 'pendente' });
    expect(e.danfe.map((d) => d.contingency?.[0])).toEqual(['EMITIDA EM CONTINGÊNCIA', 'EMITIDA EM CONTINGÊNCIA']);
    // The online attempt never reached SEFAZ: its number is to be voided, with the reason.
    const attempt = t.fiscal.list().find((r) => r.tpEmis === 1)!;
    expect(attempt).toMatchObject({ status: 'inutilizar', substitutedBy: e.record.key });
    expect(attempt.lastError).toContain(sefazTlsMessages.refused.untrusted);
    expect(sim.received).not.toContain(attempt.key);
    const xml = await t.fiscal.store.xml(e.record.key);
    expect(xml).toContain('<xJust>A SEFAZ recusou o certificado digital A1 apresentado');
  }, 60_000);
});
