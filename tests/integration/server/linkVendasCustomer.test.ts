// The online store's customer over HTTP on the real server: signing in to one business with phone and password
// (the first time with their name, which opens their customer record there), refusals in Portuguese, their own
// addresses (another customer's and another business's are 404), the token opening nothing of the platform, and
// the partner's list of business owners taking online payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, changedSince, client, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;

interface Address {
  id: string;
  entityId: string;
  businessId: string;
  street: string;
  number: string | null;
  neighborhood: string | null;
  deletedAt: string | null;
}
interface LoginAnswer {
  token: string;
  expiresAt: string;
  businessId: string;
  customer: { id: string; name: string; type: string; businessId: string; phones: { number: string }[]; addresses: Address[] };
}
interface Refusal {
  message: string;
  issues?: { path: string; message: string }[];
}

const signIn = (credentials: Record<string, unknown>) => request<LoginAnswer & Refusal>(server.url, 'POST', '/link-vendas/login', { credentials });
const as = (a: LoginAnswer) => client(server.url, a.token);
const addresses = (a: LoginAnswer) => `/link-vendas/entities/${a.customer.id}/addresses`;

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let ana: LoginAnswer;
let bruno: LoginAnswer;
/** Ana again, at the other business's store: another record, another token. */
let anaElsewhere: LoginAnswer;

describe('POST /link-vendas/login', () => {
  it('the first time, with a name, opens the customer in that business; the counter sees them', async () => {
    const cursorQuery = `query($b: ID!) { counterChanges(businessId: $b, sinceSeq: 0) { seq } }`;
    const cursor = (await manager.gql<{ counterChanges: { seq: number } }>(cursorQuery, { b: DEMO_BUSINESS_ID })).body.data?.counterChanges.seq ?? 0;
    const res = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '(11) 98888-7777', password: 'ana12345', name: 'Ana Souza' });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ name: 'Ana Souza', type: 'customer', businessId: DEMO_BUSINESS_ID, phones: [{ number: '11988887777' }], addresses: [] });
    ana = res.body;
    const seen = await manager.gql<{ entity: { name: string } | null }>(`query($businessId: ID!, $id: ID!) { entity(businessId: $businessId, id: $id) { name } }`, { businessId: DEMO_BUSINESS_ID, id: ana.customer.id });
    expect(seen.body.data?.entity).toEqual({ name: 'Ana Souza' });
    // The new customer and their phone reach the counter's mirror through the change cursor.
    expect(await changedSince(manager, cursor)).toBe(2);

    bruno = (await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11977776666', password: 'bruno123', name: 'Bruno Lima' })).body;
    anaElsewhere = (await signIn({ businessId: OTHER_BUSINESS_ID, phone: '11988887777', password: 'outra-senha', name: 'Ana Souza' })).body;
    expect(anaElsewhere.customer.id).not.toBe(ana.customer.id);
  });

  it('signs in again with the phone and password; the same customer', async () => {
    const res = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'ana12345' });
    expect(res.status).toBe(200);
    expect(res.body.customer.id).toBe(ana.customer.id);
    // A name sent again does not open a second account.
    expect((await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'ana12345', name: 'Outra Ana' })).body.customer.id).toBe(ana.customer.id);
  });

  it('refuses a wrong password, an unknown phone and bad input in Portuguese', async () => {
    const wrong = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'errada123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Celular ou senha incorretos');
    // The other store's password is not this store's.
    expect((await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'outra-senha' })).status).toBe(401);
    const unknown = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11900001111', password: 'qualquer1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/primeira vez/);
    const bad = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '1234', password: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(['credentials.password', 'credentials.phone']);
    expect(bad.body.issues?.find((i) => i.path === 'credentials.phone')?.message).toMatch(/Celular com DDD/);
    expect((await signIn({ businessId: newId(), phone: '11988887777', password: 'ana12345' })).status).toBe(404);
  });

  it("the customer's token opens no platform session and no business's routes", async () => {
    const c = as(ana);
    expect((await c.get('/login/me-pdv')).status).toBe(401);
    expect((await c.get(`/businesses/${DEMO_BUSINESS_ID}/mqtt-config`)).status).toBe(401);
    const gql = await c.gql(`query($businessId: ID!) { customers(businessId: $businessId) { id } }`, { businessId: DEMO_BUSINESS_ID });
    expect(gql.status).toBe(401);
    // A staff member's token is no customer's: refused.
    const staff = await manager.post<Refusal>(addresses(ana), { street: 'Rua A' }, newId());
    expect(staff.status).toBe(403);
    expect(staff.body.message).toMatch(/cliente da loja/);
    expect((await request(server.url, 'POST', addresses(ana), { street: 'Rua A' })).status).toBe(401);
  });
});

describe("the customer's own addresses", () => {
  let home: Address;

  it('adds, changes and removes their addresses; the counter sees them; a repeated key changes nothing', async () => {
    const c = as(ana);
    const id = newId();
    const key = newId();
    const res = await c.post<Address>(addresses(ana), { id, street: 'Rua das Flores', number: '120', neighborhood: 'Centro', cep: '01001000' }, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, entityId: ana.customer.id, businessId: DEMO_BUSINESS_ID, street: 'Rua das Flores', number: '120' });
    const again = await c.post<Address>(addresses(ana), { id, street: 'Rua das Flores', number: '120', neighborhood: 'Centro', cep: '01001000' }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    home = res.body;

    const changed = await c.put<Address>(`${addresses(ana)}/${id}`, { number: '122', complement: 'ap 3' }, newId());
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ street: 'Rua das Flores', number: '122' });

    const atCounter = await manager.gql<{ completeEntity: { addresses: { street: string; number: string }[] } }>(
      `query($businessId: ID!, $id: ID!) { completeEntity(businessId: $businessId, id: $id) { addresses { street number } } }`,
      { businessId: DEMO_BUSINESS_ID, id: ana.customer.id },
    );
    expect(atCounter.body.data?.completeEntity.addresses).toEqual([{ street: 'Rua das Flores', number: '122' }]);

    const work = await c.post<Address>(addresses(ana), { street: 'Av. Paulista', number: '1000' }, newId());
    expect(work.status).toBe(201);
    expect((await c.del<Address>(`${addresses(ana)}/${work.body.id}`, newId())).status).toBe(200);
    const again2 = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'ana12345' });
    expect(again2.body.customer.addresses.map((a) => a.street)).toEqual(['Rua das Flores']);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const res = await as(ana).post<Refusal>(addresses(ana), { street: '', cep: '123' }, newId());
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['cep', 'street']);
    expect(res.body.issues?.find((i) => i.path === 'cep')?.message).toMatch(/CEP com 8 dígitos/);
    const after = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'ana12345' });
    expect(after.body.customer.addresses).toHaveLength(1);
  });

  it("another customer's and another business's are 404, and nothing of them changes", async () => {
    const b = as(bruno);
    // Bruno through Ana's path, and Ana's address through Bruno's own path.
    expect((await b.post(addresses(ana), { street: 'Rua Falsa' }, newId())).status).toBe(404);
    expect((await b.put(`${addresses(ana)}/${home.id}`, { street: 'Rua Falsa' }, newId())).status).toBe(404);
    const viaOwn = await b.put<Refusal>(`${addresses(bruno)}/${home.id}`, { street: 'Rua Falsa' }, newId());
    expect(viaOwn.status).toBe(404);
    expect(viaOwn.body.message).toBe('Endereço não encontrado');
    expect((await b.del(`${addresses(bruno)}/${home.id}`, newId())).status).toBe(404);
    // Ana at the other store is another customer of another business: her Cantina address is not there.
    const elsewhere = as(anaElsewhere);
    expect((await elsewhere.put(`${addresses(anaElsewhere)}/${home.id}`, { street: 'Rua Falsa' }, newId())).status).toBe(404);
    expect((await elsewhere.del(`${addresses(ana)}/${home.id}`, newId())).status).toBe(404);
    const still = await signIn({ businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'ana12345' });
    expect(still.body.customer.addresses).toMatchObject([{ id: home.id, street: 'Rua das Flores', deletedAt: null }]);
  });

  it("a customer removed at the counter loses their store session", async () => {
    expect((await manager.del(manager.b(`entities/${bruno.customer.id}`), newId())).status).toBe(200);
    const res = await as(bruno).post<Refusal>(addresses(bruno), { street: 'Rua Nova' }, newId());
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/entre de novo/);
  });
});

describe('gqlPartnerEntitiesWithOnlinePayment', () => {
  const QUERY = `query($businessId: ID!, $partnerId: ID!) { partnerEntitiesWithOnlinePayment(businessId: $businessId, partnerId: $partnerId) { id name businessId businessName } }`;

  it("lists the owners of the partner's businesses that take online payment, for that partner only", async () => {
    const db = server.database.db;
    await db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
    await db.update(businesses).set({ partnerId: DEMO_USERS.other.id }).where(eq(businesses.id, OTHER_BUSINESS_ID));
    const ze = await login(server.url, 'other');
    const owner = await ze.post<{ id: string }>(ze.b('entities'), { type: 'businessOwner', name: 'José da Lanchonete' }, newId());
    expect(owner.status).toBe(201);
    const asPartner = (c: Client): Client => {
      const plain = c.request;
      return { ...c, request: (method, path, body, headers = {}) => plain(method, path, body, { role: 'franchise', ...headers }) } as Client;
    };
    const partner = asPartner(ze);
    partner.gql = (query, variables = {}) => partner.request('POST', '/graphql', { query, variables });
    const vars = { businessId: OTHER_BUSINESS_ID, partnerId: DEMO_USERS.other.id };
    // No online payment yet: nobody.
    expect((await partner.gql<{ partnerEntitiesWithOnlinePayment: unknown[] }>(QUERY, vars)).body.data?.partnerEntitiesWithOnlinePayment).toEqual([]);
    expect((await ze.post(ze.b('payments/payment-methods'), { name: 'Pagamento online', type: 'onlinePayment' }, newId())).status).toBe(201);
    const list = await partner.gql<{ partnerEntitiesWithOnlinePayment: { id: string; name: string; businessId: string }[] }>(QUERY, vars);
    expect(list.body.data?.partnerEntitiesWithOnlinePayment).toEqual([{ id: owner.body.id, name: 'José da Lanchonete', businessId: OTHER_BUSINESS_ID, businessName: expect.any(String) }]);
    // Without the partner context, or for another partner: refused.
    expect((await ze.gql(QUERY, vars)).status).toBe(403);
    expect((await partner.gql(QUERY, { ...vars, partnerId: DEMO_USERS.manager.id })).status).toBe(403);
    expect((await manager.gql(QUERY, { businessId: DEMO_BUSINESS_ID, partnerId: DEMO_USERS.other.id })).status).toBe(403);
  });
});
