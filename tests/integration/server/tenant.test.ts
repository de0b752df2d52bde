// Tenant isolation: a token of one business walks EVERY business route and EVERY GraphQL read of another
// business and is refused each time, and nothing of the other business changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isNonNullType, isObjectType, type GraphQLField } from 'graphql';
import { routesOf } from '../../../src-server/app.js';
import { schema } from '../../../src-server/graphql/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { changedSince, DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let ze: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  [ze, cashier] = await Promise.all([login(server.url, 'other'), login(server.url, 'cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const seqOf = async () =>
  (await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID })).body.data?.counterChanges.seq;

describe('tenant isolation', () => {
  it('refuses every business REST route of the Cantina to the Lanchonete do Zé token', async () => {
    const before = await seqOf();
    const routes = routesOf(server.app).filter((r) => r.url.startsWith('/businesses/:businessId') || r.url.startsWith('/user-business'));
    expect(routes.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const r of routes) {
      const path = r.url.replace(':businessId', DEMO_BUSINESS_ID).replace(/:(\w+)/g, (_m, name: string) => (name === 'id' && r.url.startsWith('/user-business') ? demoId('link:cashier') : name === 'id' && r.url.endsWith('/weekdays/:id') ? '1' : newId()));
      const body = r.url === '/user-business' ? { userId: DEMO_USERS.other.id, businessId: DEMO_BUSINESS_ID, roles: ['business_admin'] } : r.method === 'GET' ? undefined : {};
      const res = await ze.request(r.method, path, body);
      if (res.status === 403 && (res.body as { message?: string }).message === 'Você não tem acesso a este estabelecimento') refused.push(`${r.method} ${r.url}`);
      else expect.soft(res.status, `${r.method} ${r.url} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
    }
    expect(refused).toHaveLength(routes.length);
    expect(await changedSince(cashier, before ?? 0)).toBe(0);
  });

  it('refuses every /admin and /partner route to a business user, whatever the role header says', async () => {
    const before = await seqOf();
    const routes = routesOf(server.app).filter((r) => r.url.startsWith('/admin/') || r.url.startsWith('/partner/'));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const r of routes) {
      // The Cantina's manager as the partner id: a user id that is no partner of Zé's.
      const path = r.url.replace(':partnerId', DEMO_USERS.manager.id).replace(/:(\w+)/g, () => DEMO_USERS.cashier.id);
      const body = { name: 'Invasor', email: 'invasor@lanchonetedoze.com.br', password: 'segredo1', businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_manager'] }] };
      for (const role of ['admin', 'franchise', 'business']) {
        const res = await ze.request(r.method, path, body, { role });
        expect.soft(res.status, `${r.method} ${r.url} (${role}) answered ${res.status} ${JSON.stringify(res.body)}`).toBe(403);
      }
    }
    expect(await changedSince(cashier, before ?? 0)).toBe(0);
    // POST /businesses is a partner's or a platform admin's: Zé in business context opens nothing.
    expect((await ze.post('/businesses', { name: 'Lanchonete do Zé 2' })).status).toBe(403);
    expect(await changedSince(cashier, before ?? 0)).toBe(0);
  });

  it('refuses every GraphQL read of the Cantina to the Lanchonete do Zé token', async () => {
    const fields = Object.values(schema.getQueryType()?.getFields() ?? {}) as GraphQLField<unknown, unknown>[];
    const withBusiness = fields.filter((f) => f.args.some((a) => a.name === 'businessId'));
    expect(withBusiness.length).toBe(fields.length);
    for (const f of withBusiness) {
      const args = f.args.filter((a) => isNonNullType(a.type));
      const vars = Object.fromEntries(args.map((a) => [a.name, a.name === 'businessId' ? DEMO_BUSINESS_ID : getNamedType(a.type).name === 'ID' ? newId() : 'x']));
      const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isObjectType(getNamedType(f.type)) ? '{ __typename }' : '';
      const res = await ze.gql(`query(${decl}) { ${f.name}(${call}) ${selection} }`, vars);
      expect.soft(res.status, `${f.name}: ${JSON.stringify(res.body)}`).toBe(403);
      expect.soft(res.body.message).toBe('Você não tem acesso a este estabelecimento');
      expect.soft(res.body.data ?? null, f.name).toSatisfy((d: unknown) => d === null || Object.values(d as object).every((v) => v === null));
    }
  });
});
