// The online store's customer and the contract plans on a real PostgreSQL 15 (started by the test), where writes
// take the business's lock: two first sign-ins with one phone at once make one customer (no 500), a customer's
// address lands on the business's change cursor, and a business's contract plan is written and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { DEMO_BUSINESS_ID, changedSince, client, login, newId, request, startTestServer, type Client } from './harness.js';

let pg: TestPostgres;
let server: RunningServer;
let manager: Client;

beforeAll(async () => {
  pg = await startPostgres();
  server = await startTestServer(await pg.createDatabase('pos_link_vendas_test'));
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pg?.stop();
});

interface LoginAnswer {
  token: string;
  customer: { id: string };
}

describe('online store customer and contract plans on PostgreSQL', () => {
  it('two first sign-ins with one phone at once make one customer; their address reaches the counter', async () => {
    const credentials = { businessId: DEMO_BUSINESS_ID, phone: '11955554444', password: 'carla1234', name: 'Carla Dias' };
    const answers = await Promise.all([0, 1].map(() => request<LoginAnswer>(server.url, 'POST', '/link-vendas/login', { credentials })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.customer.id).toBe(answers[1]?.body.customer.id);
    const carla = answers[0]?.body as LoginAnswer;

    const cursorQuery = `query($b: ID!) { counterChanges(businessId: $b, sinceSeq: 0) { seq } }`;
    const cursor = (await manager.gql<{ counterChanges: { seq: number } }>(cursorQuery, { b: DEMO_BUSINESS_ID })).body.data?.counterChanges.seq ?? 0;
    const c = client(server.url, carla.token);
    const res = await c.post<{ id: string; street: string }>(`/link-vendas/entities/${carla.customer.id}/addresses`, { street: 'Rua Augusta', number: '500' }, newId());
    expect(res.status).toBe(201);
    expect(await changedSince(manager, cursor)).toBe(1);
  });

  it('a business contract plan is written by the platform admin and read back with its dates', async () => {
    await server.database.db.insert(users).values({ id: newId(), name: 'Operadora', email: 'op@plataforma.com.br', passwordHash: await hashPassword('operadora123'), type: 'others', platformRoles: ['admin'] });
    const token = (await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'op@plataforma.com.br', password: 'operadora123' })).body.token;
    const admin = client(server.url, token);
    const plain = admin.request;
    admin.request = (method, path, body, headers = {}) => plain(method, path, body, { role: 'admin', ...headers });
    const plan = await admin.post<{ id: string }>('/contract-plans', { name: 'Básico', monthlyPrice: 9990 }, newId());
    expect(plan.status).toBe(201);
    const contract = await admin.post<{ startsOn: string; monthlyPrice: number }>(admin.b('business-contract-plans'), { contractPlanId: plan.body.id, startsOn: '2026-02-01' }, newId());
    expect(contract.status).toBe(201);
    expect(contract.body).toMatchObject({ startsOn: '2026-02-01', monthlyPrice: 9990 });
    const overlap = await admin.post(admin.b('business-contract-plans'), { contractPlanId: plan.body.id, startsOn: '2026-05-01' }, newId());
    expect(overlap.status).toBe(400);
  });
});
