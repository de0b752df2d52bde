// Configurações → Fiscal sends the A1 the manager installs on the terminal to the server too (which relays the
// contingency notes, events and voidings to SEFAZ over mutual TLS), through the typed client, and shows what the
// server keeps. Here the screen's own service (src-renderer/services/fiscalServer.ts) runs against the real server
// over HTTP, with the SEFAZ simulator in its TLS mode: a wrong password, another company's certificate and an
// expired one are refused in Portuguese and nothing is kept; the right one is kept (its CNPJ and validity read back,
// never its key) and a contingency note is then relayed (no 503); an unreachable server is told apart from a refusal.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientRuleError, ProductError } from '../../../src-shared/api/index.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import type { NfceAuthorization } from '../../../src-shared/fiscal/tracking.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { sendCertificateToServer, serverCertificate, serverUnreachable } from '../../../src-renderer/services/fiscalServer.js';
import { useShell, type ShellState } from '../../../src-renderer/store/shell.js';
import { makeSefazTls, makeTestCertificate, normalBusiness, TEST_CNPJ, variedSales, type TestCertificate } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer, type Client } from '../server/harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'server-cert-'));
const { ca, tls } = makeSefazTls();
const FISCAL = { cnpj: TEST_CNPJ, ie: '111222333444', crt: 3, legalName: 'Cantina Teste Ltda', environment: 'homologation', cscId: '1', cscToken: '0123456789ABCDEF0123', series: 5 };
const saved: Record<string, string | undefined> = {};
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;

const pfx64 = (c: TestCertificate) => Buffer.from(c.pfx).toString('base64');

/** The screen's session: the server it talks to and the manager logged in there. */
function asScreen(serverUrl: string): void {
  useShell.setState({
    terminal: { serverUrl } as ShellState['terminal'],
    session: { loggedIn: true, businessId: DEMO_BUSINESS_ID, token: manager.token } as unknown as ShellState['session'],
  });
}

async function refusal(p: Promise<unknown>): Promise<ProductError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProductError);
  return err as ProductError;
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
  const created = await manager.post(manager.b('fiscal-config'), FISCAL, newId());
  expect([201, 409]).toContain(created.status);
}, 60_000);

beforeEach(() => asScreen(server.url));

afterAll(async () => {
  await server?.close();
  await sim?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the fiscal screen sends the A1 to the server and shows its copy', () => {
  it('refuses a wrong password, another CNPJ and an expired certificate, in Portuguese, keeping none', async () => {
    expect(await serverCertificate()).toBeNull();
    const right = makeTestCertificate({ issuer: ca });
    const wrong = await refusal(sendCertificateToServer(pfx64(right), 'senha-errada'));
    expect([wrong.status, wrong.message]).toEqual([400, sefazTlsMessages.server.pfx]);
    const other = await refusal(sendCertificateToServer(pfx64(makeTestCertificate({ issuer: ca, cnpj: '99888777000166' })), right.password));
    expect([other.status, other.message]).toEqual([400, sefazTlsMessages.server.otherCnpj]);
    const notAfter = new Date(Date.now() - 2 * 24 * 3600_000);
    const old = await refusal(sendCertificateToServer(pfx64(makeTestCertificate({ issuer: ca, notAfter })), right.password));
    expect([old.status, old.message]).toEqual([400, sefazTlsMessages.server.expired(notAfter.toLocaleDateString('pt-BR'))]);
    expect(serverUnreachable(wrong)).toBe(false);
    expect(await serverCertificate()).toBeNull();
  });

  it('validates the body with the route’s schema before anything leaves', async () => {
    const err = await refusal(sendCertificateToServer('bm90IGEgcGZ4', 'x'));
    expect(err).toBeInstanceOf(ClientRuleError);
    expect(err.message).toContain('certificateFile');
  });

  it('keeps the right one: the screen reads its CNPJ and validity (never its key), and a contingency note is relayed', async () => {
    const notAfter = new Date(Date.now() + 200 * 24 * 3600_000);
    const cert = makeTestCertificate({ issuer: ca, notAfter });
    await sendCertificateToServer(pfx64(cert), cert.password);
    const kept = await serverCertificate();
    expect(kept).toMatchObject({ cnpj: TEST_CNPJ });
    expect(new Date(kept!.notAfter).toISOString().slice(0, 19)).toBe(notAfter.toISOString().slice(0, 19));
    expect(JSON.stringify(kept)).not.toContain('PRIVATE');

    const signed = emitNfce(
      {
        business: normalBusiness,
        sale: { ...variedSales()[3]!, groupPaymentId: newId() },
        serie: 78,
        nNF: 1,
        cNF: '50000001',
        emittedAt: new Date(),
        contingency: { since: new Date(Date.now() - 60_000), reason: 'SEFAZ fora do ar no momento da venda' },
        verProc: 'teste 1.0',
      },
      openPfx(cert.pfx, cert.password),
    );
    const relayed = await manager.post<NfceAuthorization>(manager.b('fiscal/nfce/contingency'), { key: signed.built.key, xml: signed.xml }, newId());
    expect(relayed.status).toBe(200);
    expect(relayed.body).toMatchObject({ key: signed.built.key, cStat: 100 });
  });

  it('a certificate sealed under an earlier key (the counter PC made its key again) reads as none, to install again', async () => {
    expect(await serverCertificate()).not.toBeNull();
    const key = process.env.POS_FISCAL_CERT_KEY;
    process.env.POS_FISCAL_CERT_KEY = randomBytes(32).toString('hex');
    try {
      expect(await serverCertificate()).toBeNull();
    } finally {
      process.env.POS_FISCAL_CERT_KEY = key;
    }
    expect(await serverCertificate()).not.toBeNull();
  });

  it('tells an unreachable server apart from a refusal (the screen then keeps it pending)', async () => {
    asScreen('http://127.0.0.1:9');
    const cert = makeTestCertificate({ issuer: ca });
    const err = await refusal(sendCertificateToServer(pfx64(cert), cert.password));
    expect(serverUnreachable(err)).toBe(true);
    await expect(serverCertificate()).rejects.toBeInstanceOf(ProductError);
  });

  it('says why when the server has no key to seal it (503, in Portuguese), not "unreachable"', async () => {
    const key = process.env.POS_FISCAL_CERT_KEY;
    delete process.env.POS_FISCAL_CERT_KEY;
    try {
      const cert = makeTestCertificate({ issuer: ca });
      const err = await refusal(sendCertificateToServer(pfx64(cert), cert.password));
      expect([err.status, err.message]).toEqual([503, sefazTlsMessages.server.noKey]);
      expect(serverUnreachable(err)).toBe(false);
    } finally {
      process.env.POS_FISCAL_CERT_KEY = key;
    }
  });
});
