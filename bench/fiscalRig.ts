// What the NFC-e benchmarks share: the SEFAZ homologation simulator, the real server on PGlite pointed at it, and
// one terminal's main process (router, outbox, session, fiscal area) logged in and configured, as the fiscal
// integration tests compose it (tests/integration/fiscal/terminal.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src-server/auth/passwords.js';
import { userBusinesses, users } from '../src-server/db/schema.js';
import { DEMO_BUSINESS_ID } from '../src-server/demo/ids.js';
import { startSefazSimulator, type SefazSimulator } from '../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../src-server/server.js';
import type { FiscalSale } from '../src-shared/fiscal/types.js';
import { newId } from '../src-shared/ids/uuid.js';
import { startTerminal, type TestTerminal } from '../tests/integration/fiscal/terminal.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../tests/unit/fiscal/fixtures.js';

export interface FiscalRig {
  sim: SefazSimulator;
  server: RunningServer;
  terminal: TestTerminal;
  close(): Promise<void>;
}

/** Starts the three parts; `online` is the terminal's online emission setting (absent: contingency only). */
export async function startFiscalRig(options: { online?: { timeoutMs: number; retryAfterMs: number }; serie: number }): Promise<FiscalRig> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nfce-'));
  const cert = makeTestCertificate();
  const caixa = { email: `caixa-bench-${newId()}@teste.com.br`, password: 'caixa-bench-123' };
  const sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  const server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true });
  const userId = newId();
  await server.database.db.insert(users).values({ id: userId, name: 'Caixa Bench', email: caixa.email, passwordHash: await hashPassword(caixa.password) });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId, roles: ['business_operator'] });
  const terminal = startTerminal({ dir: path.join(dir, 'terminal'), serverUrl: server.url });
  await terminal.call('session.login', caixa);
  await terminal.call('fiscal.configure', {
    business: simplesBusiness,
    serie: options.serie,
    ...(options.online ? { online: { url: sim.url, ...options.online } } : {}),
  });
  await terminal.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return {
    sim,
    server,
    terminal,
    async close() {
      await terminal.stop();
      await server.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sales = variedSales();

/** The i-th of the fixtures' varied sales (1 to 50 items, every payment kind) as a new sale. */
export function benchSale(i: number): FiscalSale {
  return { ...sales[i % sales.length]!, groupPaymentId: newId() };
}

/** The p-th percentile of sorted figures. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
