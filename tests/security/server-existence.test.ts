// Issue 13 item 16: another tenant's row answers exactly like an unknown one. Every business route with an id in
// its path (from Fastify's route table) is called by the Lanchonete do Zé on its own business with a Cantina row id
// and with an unknown id: same status, same message. Body references (a comanda, a table) and linking a person
// (an existing user vs an unknown id) answer alike too. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { routesOf } from '../../src-server/app.js';
import { userInvitations } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, OTHER_BUSINESS_ID, demoId, login, newId, padWithOrder, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let ze: Client;
let cashier: Client;
let cantina: { padId: string; orderId: string; serviceId: string };

beforeAll(async () => {
  server = await startTestServer();
  [ze, cashier] = await Promise.all([login(server.url, 'other'), login(server.url, 'cashier')]);
  cantina = await padWithOrder(cashier, 'table:3', [{ productId: demoId('product:coca-lata') }]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A Cantina row of the kind the parameter names (a comanda for orderPadId, …), else a Cantina table. */
function cantinaId(param: string): string {
  if (param === 'orderPadId') return cantina.padId;
  if (param === 'orderId') return cantina.orderId;
  if (param === 'serviceId') return cantina.serviceId;
  if (param === 'tableId') return demoId('table:3');
  if (param === 'paymentMethodId') return demoId('pm:pix');
  return cantina.padId;
}

const answer = (r: { status: number; body: unknown }) => `${r.status} ${JSON.stringify(r.body)}`;

describe('existence leaks', () => {
  it("every route with a path id answers a Cantina row like an unknown id (Zé's own business)", async () => {
    const routes = routesOf(server.app).filter((r) => r.url.startsWith('/businesses/:businessId/') && /:(id|\w+Id)\b/.test(r.url.slice('/businesses/:businessId'.length)));
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      // One id for the whole path, so both calls differ only in whose row it is.
      const unknown = newId();
      const path = (foreign: boolean) =>
        r.url.replace(':businessId', OTHER_BUSINESS_ID).replace(/:(\w+)/g, (_m, n: string) => (foreign ? cantinaId(n) : unknown));
      const body = r.method === 'GET' ? undefined : {};
      const [a, b] = [await ze.request(r.method, path(true), body, { 'idempotency-key': newId() }), await ze.request(r.method, path(false), body, { 'idempotency-key': newId() })];
      expect.soft(answer(a), `${r.method} ${r.url}`).toBe(answer(b));
    }
  });

  it('body references to a Cantina comanda or table answer like unknown ones', async () => {
    for (const [foreign, unknown] of [[cantina.padId, newId()]]) {
      const order = (padId: string) => ze.post(ze.b('orders'), { id: newId(), orderPadId: padId, deliveryMode: 'saloon', originType: 'saloon', products: [] });
      expect(answer(await order(foreign as string))).toBe(answer(await order(unknown as string)));
      const pay = (padId: string) => ze.post(ze.b(`order-pads/${padId}/payments`), { paymentMethodId: newId(), amount: 100 });
      expect(answer(await pay(foreign as string))).toBe(answer(await pay(unknown as string)));
    }
  });

  it("creating a row with a Cantina row's id answers like a malformed id (nothing says the id exists elsewhere)", async () => {
    // Each create with the id of a Cantina row of the same kind (the primary key it would collide on).
    const creates: [string, string, (id: string) => Record<string, unknown>][] = [
      [ze.b('tables'), demoId('table:3'), (id) => ({ id, type: 'table', name: 'Mesa 77', number: 77 })],
      [ze.b('order-pads/open/'), cantina.padId, (id) => ({ id, description: 'Balcão' })],
    ];
    for (const [path, foreign, body] of creates) {
      const taken = await ze.post(path, body(foreign), newId());
      const malformed = await ze.post(path, body('nao-e-um-id'), newId());
      expect(answer(taken), path).toBe(answer(malformed));
      expect(taken.status).toBe(400);
      // A fresh id is still taken as it is (the refusal is for ids already used, nothing else).
      expect((await ze.post(path, body(newId()), newId())).status).toBe(201);
    }
  });

  it('linking a person: an existing user of another restaurant answers like an unknown user id', async () => {
    const link = (userId: string) => ze.post('/user-business', { userId, businessId: OTHER_BUSINESS_ID, roles: ['business_operator'] });
    expect(answer(await link(DEMO_USERS.cashier.id))).toBe(answer(await link(newId())));
    const validate = (userId: string) => ze.post(ze.b('users/validate'), { userId, password: 'chute123' });
    expect(answer(await validate(DEMO_USERS.cashier.id))).toBe(answer(await validate(newId())));
  });
  it('creating a user with a registered e-mail answers like a new e-mail: an invitation, the account untouched', async () => {
    const create = (email: string, id: string) =>
      ze.post<Record<string, unknown>>(ze.b('users'), { id, name: 'Pessoa Nova', email, password: 'senhaNova9', roles: ['business_operator'] });
    const [freshId, takenId] = [newId(), newId()];
    const fresh = await create('pessoa.nova@lanchonetedoze.com.br', freshId);
    const taken = await create(DEMO_USERS.cashier.email.toUpperCase(), takenId);
    const shape = (b: Record<string, unknown>) => Object.entries(b).map(([k, v]) => `${k}:${Array.isArray(v) ? 'array' : typeof v}`).sort();
    expect(taken.status).toBe(fresh.status);
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    // Nothing of the other account: not its id, not its name; the e-mail is the one typed, as a new one would be.
    expect(taken.body).toMatchObject({ id: takenId, name: 'Pessoa Nova', email: DEMO_USERS.cashier.email, roles: ['business_operator'] });
    expect(fresh.body).toMatchObject({ id: freshId, email: 'pessoa.nova@lanchonetedoze.com.br' });
    // The typed password never lands on the existing account; its own still works.
    const loginWith = (password: string) => request(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.cashier.email, password });
    expect((await loginWith('senhaNova9')).status).toBe(401);
    expect((await loginWith(DEMO_USERS.cashier.password)).status).toBe(200);
    // Not linked until the person accepts with their own password (the /user-business flow).
    const cashierNow = await login(server.url, 'cashier');
    expect((await cashierNow.get(`/businesses/${OTHER_BUSINESS_ID}/config`)).status).toBe(403);
    const invitation = async () => (await server.database.db.select().from(userInvitations).where(eq(userInvitations.id, takenId)))[0];
    expect(await invitation()).toMatchObject({ businessId: OTHER_BUSINESS_ID, email: DEMO_USERS.cashier.email, roles: ['business_operator'], acceptedAt: null });
    const accept = await ze.post('/user-business', { userId: DEMO_USERS.cashier.id, businessId: OTHER_BUSINESS_ID, roles: ['business_operator'], password: DEMO_USERS.cashier.password });
    expect(accept.status).toBe(201);
    expect((await invitation())?.acceptedAt).not.toBeNull();
  });
});
