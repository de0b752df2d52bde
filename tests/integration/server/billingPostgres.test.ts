// The platform's billing on a real PostgreSQL 15 that this test starts itself: ten boletos asked for at once get ten
// different nosso números, one after the other (the sequence's lock, routes/billing.ts; PGlite runs one transaction
// at a time and cannot show it), and the invoice opened from the contract plan is one however many ask for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PLATFORM_ADMIN } from '../../../src-server/demo/ids.js';
import { invoices } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { OTHER_BUSINESS_ID, client, newId, request, startTestServer, type Client } from './harness.js';

let pg: TestPostgres;
let server: RunningServer;
let admin: Client;

beforeAll(async () => {
  pg = await startPostgres();
  server = await startTestServer(await pg.createDatabase('pos_billing_test'));
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: DEMO_PLATFORM_ADMIN.email, password: DEMO_PLATFORM_ADMIN.password });
  admin = client(server.url, res.body.token, OTHER_BUSINESS_ID);
  const plain = admin.request;
  admin.request = (method, path, body, headers = {}) => plain(method, path, body, { role: 'admin', 'idempotency-key': newId(), ...headers });
  const plan = await admin.post<{ id: string }>('/contract-plans', { id: newId(), name: 'Completo', monthlyPrice: 19_990 });
  expect((await admin.post(`/businesses/${OTHER_BUSINESS_ID}/business-contract-plans`, { id: newId(), contractPlanId: plan.body.id, startsOn: '2026-01-01' })).status).toBe(201);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await pg?.stop();
});

describe('billing on PostgreSQL', () => {
  it('ten boletos at once: ten different nosso números in sequence, every one answered 200', async () => {
    const plan = await admin.post<{ id: string }>('/billing/payment-plan', { id: newId(), name: 'Em 10 vezes', installments: 10, intervalDays: 30 });
    const made = await admin.post<{ installments: { id: string }[] }>('/billing/duplicates', { id: newId(), businessId: OTHER_BUSINESS_ID, referenceMonth: '2026-11', paymentPlanId: plan.body.id, dueDate: '2026-12-10' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ids = made.body.installments.map((d) => d.id);
    expect(ids).toHaveLength(10);
    const answers = await Promise.all(ids.map((id) => admin.post<{ ourNumber: string }>(`/billing/duplicates/${id}/generate-transaction`, {})));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => Number(a.body.ourNumber)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('a month asked for at once by five creates opens one invoice, its duplicates numbered one after the other', async () => {
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => admin.post<{ invoiceId: string }>('/billing/duplicates', { id: newId(), businessId: OTHER_BUSINESS_ID, referenceMonth: '2026-10', amount: 100 })),
    );
    expect(tries.map((t) => t.status), JSON.stringify(tries.map((t) => t.body))).toEqual(Array(5).fill(201));
    const open = await server.database.db.select().from(invoices).where(eq(invoices.referenceMonth, '2026-10'));
    expect(open).toHaveLength(1);
    expect(new Set(tries.map((t) => t.body.invoiceId))).toEqual(new Set([open[0]!.id]));
    // one after the other on the locked invoice: installments 1 to 5, none twice
    expect(tries.map((t) => (t.body as unknown as { number: number }).number).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
