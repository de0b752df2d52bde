// Issue 13 "a test walks EVERY route": every route in Fastify's route table (routesOf collects them as Fastify
// registers them, so a new route is walked without anyone listing it) is called with no token, a bad token, a
// token signed with another secret, another tenant's token and a foreign Origin; none may answer 2xx or 500.
// Wrong role: a read-only person (business_accountant) is refused every write of a business, and a business user
// every /admin and /partner route whatever the role header says. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src-server/app.js';
import { hashPassword } from '../../src-server/auth/passwords.js';
import { TokenSigner } from '../../src-server/auth/tokens.js';
import { userBusinesses, users } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, changedSince, client, demoId, login, newId, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let cashier: Client;
let ze: Client;
let accountant: Client;
let routes: { method: string; url: string }[];

/**
 * Routes anyone may call without a token. The first run has no user yet to log in: it answers only on an empty
 * database, from the server's machine or with the printed code (tests/integration/server/businessSetup.test.ts).
 */
const PUBLIC = new Set(['GET /health', 'POST /login/login-:project', 'GET /setup/status', 'POST /setup/first-run', 'POST /link-vendas/:businessId/check-business-availability', 'POST /link-vendas/login/generate-table-token', 'POST /link-vendas/login']);
/** Business routes that only read (their permission is read): an accountant may call them. */
const READ_ONLY_POSTS = new Set([
  'POST /graphql',
  'POST /businesses/:businessId/users/validate',
  'POST /businesses/:businessId/check-business-availability',
  ...['sold-values', 'closed-service', 'fee-values', 'occurrences'].map((r) => `POST /businesses/:businessId/services/${r}`),
  ...['delivery-report', 'lead-time-report', 'products/ordered-report', 'products/ordered-compositions-report', 'products/abc-curve-report', ':id/order-resume-report'].map(
    (r) => `POST /businesses/:businessId/orders/${r}`,
  ),
  // the accountant checks the products' NCM, CFOP and CST (costs, in cmv-report, stay the manager's)
  'POST /businesses/:businessId/products/fiscal-config-report',
  // the accountant's fiscal files of a month
  'POST /businesses/:businessId/fiscal/nfce/export-sped-icms-ipi',
  'POST /businesses/:businessId/fiscal/sintegra/generate',
  // the PAF-NFC-e files the tax inspector asks for (they read the notes, write nothing)
  'POST /businesses/:businessId/fiscal/nfce/generate-paf-registers-file',
  'POST /businesses/:businessId/fiscal/nfce/generate-paf-data-by-identification-file',
  // the financial files: who keeps the finances and the accountant read them
  ...['entry/entries-report', 'entry/entries-csv', 'entry/cash-flow-csv', 'dre/dre-analysis-csv'].map((r) => `POST /businesses/:businessId/financial/${r}`),
]);

/** One call, its answer kept as text (reports answer PDF or XLSX). */
async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}, token?: string): Promise<{ status: number; body: string }> {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': newId(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.text()).slice(0, 300) };
}

function pathOf(url: string): string {
  return url
    .replace(':businessId', DEMO_BUSINESS_ID)
    .replace(':project', 'pdv')
    .replace(':partnerId', DEMO_USERS.manager.id)
    .replace(/\/weekdays\/:id$/, '/weekdays/1') // an availability's weekday, not a row id
    .replace(/:(\w+)/g, (_m, name: string) => (name === 'id' && url.startsWith('/user-business') ? demoId('link:cashier') : newId()));
}

/** A body that names the Cantina wherever a route reads a business from it. */
function bodyOf(r: { method: string; url: string }): unknown {
  if (r.method === 'GET') return undefined;
  if (r.url === '/graphql') return { query: 'query($b: ID!){ tables(businessId: $b){ id } }', variables: { b: DEMO_BUSINESS_ID } };
  if (r.url.startsWith('/user-business')) return { userId: DEMO_USERS.other.id, businessId: DEMO_BUSINESS_ID, roles: ['business_admin'] };
  // the marketplaces' calls are unscoped: a body naming the Cantina, valid otherwise, reaches their tenant check
  if (r.url.startsWith('/integrators/')) return { businessId: DEMO_BUSINESS_ID, merchantId: 'invasor', apiKey: 'chave-invasor', newStatus: 'confirmed', orderId: newId(), pickUpTime: 10, deliveryTime: 30 };
  return { name: 'Invasor', email: 'invasor@example.com', password: 'segredo1', businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_manager'] }] };
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function seq(): Promise<number> {
  const res = await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID });
  return res.body.data?.counterChanges.seq ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  routes = routesOf(server.app);
  const accountantId = newId();
  await server.database.db.insert(users).values({
    id: accountantId,
    name: 'Contadora',
    email: 'contadora@cantina.com.br',
    passwordHash: await hashPassword('conta1234'),
    type: 'others',
  });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: accountantId, roles: ['business_accountant'] });
  [cashier, ze] = await Promise.all([login(server.url, 'cashier'), login(server.url, 'other')]);
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'contadora@cantina.com.br', password: 'conta1234' });
  accountant = client(server.url, res.body.token);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('every route refuses strangers', () => {
  it('walks the whole route table', () => {
    expect(routes.length).toBeGreaterThan(120);
    for (const must of ['POST /graphql', 'POST /businesses', 'POST /user-business', 'POST /businesses/:businessId/orders']) expect(routes.map(key)).toContain(must);
  });

  it('no token: 401 on every route but the public ones; none answers 500', async () => {
    const before = await seq();
    for (const r of routes) {
      const res = await call(r.method, pathOf(r.url), bodyOf(r));
      if (PUBLIC.has(key(r))) expect.soft(res.status, key(r)).not.toBe(500);
      else expect.soft(res.status, `${key(r)} ${res.body}`).toBe(401);
    }
    expect(await changedSince(cashier, before)).toBe(0);
  });

  it('a malformed token and a token signed with another secret: 401 on every non-public route', async () => {
    const forged = new TokenSigner('not-the-server-secret').sign(DEMO_USERS.manager.id).token;
    for (const token of ['abc', `${cashier.token.split('.')[0]}.AAAA`, forged]) {
      for (const r of routes) {
        if (PUBLIC.has(key(r))) continue;
        const res = await call(r.method, pathOf(r.url), bodyOf(r), {}, token);
        expect.soft(res.status, `${key(r)} ${res.body}`).toBe(401);
      }
    }
  });

  it("another tenant's token: 403 or 404 on every route that names the Cantina, never 2xx or 500", async () => {
    const before = await seq();
    // Not about one business: Zé's own profile.
    // Logout ends Zé's own sessions (tests/security/server-sessions.test.ts): not walked here, it would end his token.
    const notTenantScoped = new Set(['GET /login/me-:project', 'POST /login/logout-:project', ...PUBLIC]);
    for (const r of routes) {
      if (notTenantScoped.has(key(r))) continue;
      const res = await call(r.method, pathOf(r.url), bodyOf(r), {}, ze.token);
      expect.soft([403, 404], `${key(r)} answered ${res.status} ${res.body}`).toContain(res.status);
    }
    expect(await changedSince(cashier, before)).toBe(0);
  });

  it('a foreign Origin: 403 on every route, public ones too, even with a valid token', async () => {
    for (const r of routes) {
      const res = await call(r.method, pathOf(r.url), bodyOf(r), { origin: 'https://site-qualquer.example' }, cashier.token);
      expect.soft(res.status, key(r)).toBe(403);
    }
  });
});

describe('every route refuses the wrong role', () => {
  it('a read-only accountant is refused every write of the Cantina (403, nothing changes)', async () => {
    const before = await seq();
    const writes = routes.filter((r) => r.method !== 'GET' && r.url.startsWith('/businesses/:businessId') && !READ_ONLY_POSTS.has(key(r)));
    expect(writes.length).toBeGreaterThan(80);
    for (const r of writes) {
      const res = await call(r.method, pathOf(r.url), {}, {}, accountant.token);
      expect.soft(res.status, `${key(r)} answered ${res.status} ${res.body}`).toBe(403);
    }
    expect(await changedSince(cashier, before)).toBe(0);
  });

  it('a business user is refused every /admin and /partner route whatever the role header says', async () => {
    const platform = routes.filter((r) => r.url.startsWith('/admin/') || r.url.startsWith('/partner/'));
    expect(platform.length).toBeGreaterThanOrEqual(8);
    for (const r of platform) {
      for (const role of ['admin', 'franchise', 'business']) {
        const res = await call(r.method, pathOf(r.url), bodyOf(r), { role }, cashier.token);
        expect.soft(res.status, `${key(r)} (${role})`).toBe(403);
      }
    }
  });
});
