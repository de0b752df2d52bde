// The platform's own writes, key pruning and reports on a real PostgreSQL 15 that this test starts itself: the
// root write pipeline (one business after concurrent repeats), the prune job's delete count from node-postgres,
// and a report read through the same queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { businesses, idempotencyKeys, users } from '../../../src-server/db/schema.js';
import { pruneIdempotencyKeys } from '../../../src-server/idempotency/prune.js';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let pg: TestPostgres;
let server: RunningServer;
let other: Client;
let cashier: Client;

beforeAll(async () => {
  pg = await startPostgres();
  server = await startTestServer(await pg.createDatabase('pos_platform_test'));
  // Only a partner or a platform admin opens a business (issue 13): Zé does so as a partner.
  await server.database.db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  [other, cashier] = await Promise.all([login(server.url, 'other'), login(server.url, 'cashier')]);
  const plain = other.request;
  other.request = (method, path, body, headers = {}) => plain(method, path, body, path === '/businesses' ? { role: 'franchise', ...headers } : headers);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pg?.stop();
});

describe('platform writes on PostgreSQL', () => {
  it('leaves one business after 30 concurrent repeats of one create, all answered alike', async () => {
    const body = { id: newId(), name: 'Churrascaria do Zé' };
    const key = newId();
    const answers = await Promise.all(Array.from({ length: 30 }, () => other.post('/businesses', body, key)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await server.database.db.select().from(businesses).where(eq(businesses.id, body.id))).toHaveLength(1);
  });

  it('prunes keys past the cutoff and answers how many', async () => {
    await other.post('/businesses', { name: 'Velha' }, 'old-create');
    await server.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '40 days' where key = 'old-create'`);
    expect(await pruneIdempotencyKeys(server.database.db, 30)).toBe(1);
    expect(await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-create'))).toHaveLength(0);
  });

  it('reports sold values from PostgreSQL', async () => {
    const { padId } = await padWithOrder(cashier, 'table:7', [{ productId: demoId('product:coca-lata'), quantity: 1000 }]);
    await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 715 });
    const res = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/services/sold-values`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cashier.token}` },
      body: JSON.stringify({ format: 'excel' }),
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<v>7.15</v>');
  });
});
