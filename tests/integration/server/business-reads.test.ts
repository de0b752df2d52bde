// The business's GraphQL reads over HTTP: business lists by context (admin, partner, business), by user and by
// group, what is public of a business, user-business links, platform users, delivery methods available now,
// printers of several businesses, users by type or entity, a product's add-on sales and one sale. A business
// user sees its own businesses only; the admin and partner lists need their context.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { businesses, users } from '../../../src-server/db/schema.js';
import { DEMO_PLATFORM_ADMIN } from '../../../src-server/demo/ids.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, demoId, login, newId, padWithOrder, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let ze: Client;
let partner: Client;
let admin: Client;
const adminId = newId();

const withRole = (c: Client, role: string): Client => {
  const plain = c.request;
  return { ...c, request: (method, path, body, headers = {}) => plain(method, path, body, { role, ...headers }), gql: (query, variables = {}) => plain('POST', '/graphql', { query, variables }, { role }) };
};
const B = DEMO_BUSINESS_ID;
type Summary = { id: string; name: string; roles: string[] | null; releasedToProductionAt: string | null };

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(users).values({ id: adminId, name: 'Administradora', email: 'admin@plataforma.com.br', passwordHash: await hashPassword('admin12345'), type: 'others', platformRoles: ['admin'] });
  // Zé is the partner of both restaurants: one group.
  await server.database.db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  await server.database.db.update(businesses).set({ partnerId: DEMO_USERS.other.id });
  [manager, cashier, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter'), login(server.url, 'other')]);
  partner = withRole(ze, 'franchise');
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'admin@plataforma.com.br', password: 'admin12345' });
  admin = withRole(client(server.url, res.body.token), 'admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('business lists', () => {
  it('admin lists every business; partner its own; a business user the ones it works in', async () => {
    const all = await admin.gql<{ businessListAdmin: Summary[] }>('query($b: ID!){ businessListAdmin(businessId: $b){ id name } }', { b: B });
    expect(all.body.data?.businessListAdmin.map((x) => x.id).sort()).toEqual([B, OTHER_BUSINESS_ID].sort());
    const byCnpj = await admin.gql<{ businessListAdmin: Summary[] }>('query($b: ID!, $t: String){ businessListAdmin(businessId: $b, term: $t){ id } }', { b: B, t: '98.765.432/0001-10' });
    expect(byCnpj.body.data?.businessListAdmin).toEqual([{ id: OTHER_BUSINESS_ID }]);
    // Zé works in his own business only; as its partner he lists both of his group.
    const zeB = OTHER_BUSINESS_ID;
    const mine = await partner.gql<{ businessListPartner: Summary[] }>('query($b: ID!){ businessListPartner(businessId: $b){ id } }', { b: zeB });
    expect(mine.body.data?.businessListPartner.map((x) => x.id).sort()).toEqual([B, zeB].sort());

    const own = await manager.gql<{ businessListBusiness: Summary[] }>('query($b: ID!){ businessListBusiness(businessId: $b){ id name roles } }', { b: B });
    expect(own.body.data?.businessListBusiness).toEqual([{ id: B, name: expect.any(String), roles: ['business_manager'] }]);
    for (const q of ['businessListAdmin', 'businessListPartner']) {
      const refused = await manager.gql(`query($b: ID!){ ${q}(businessId: $b){ id } }`, { b: B });
      expect(refused.status, q).toBe(403);
      expect((await withRole(manager, 'admin').gql(`query($b: ID!){ ${q}(businessId: $b){ id } }`, { b: B })).status, q).toBe(403);
    }
  });

  it('by user: the caller\'s own; another person\'s only for a platform admin', async () => {
    const own = await cashier.gql<{ businessesByUser: Summary[] }>('query($b: ID!){ businessesByUser(businessId: $b){ id roles } }', { b: B });
    expect(own.body.data?.businessesByUser).toEqual([{ id: B, roles: ['business_operator'] }]);
    const q = 'query($b: ID!, $u: ID){ businessesByUser(businessId: $b, userId: $u){ id } }';
    expect((await cashier.gql(q, { b: B, u: DEMO_USERS.other.id })).status).toBe(403);
    expect((await admin.gql<{ businessesByUser: Summary[] }>(q, { b: B, u: DEMO_USERS.other.id })).body.data?.businessesByUser).toEqual([{ id: OTHER_BUSINESS_ID }]);
  });

  it('by group: a manager sees the group\'s businesses it works in; the partner the whole group; available = released', async () => {
    const q = (name: string) => `query($b: ID!){ ${name}(businessId: $b){ id releasedToProductionAt } }`;
    expect((await manager.gql<{ businessesByGroup: Summary[] }>(q('businessesByGroup'), { b: B })).body.data?.businessesByGroup.map((x) => x.id)).toEqual([B]);
    expect((await partner.gql<{ businessesByGroup: Summary[] }>(q('businessesByGroup'), { b: OTHER_BUSINESS_ID })).body.data?.businessesByGroup.map((x) => x.id).sort()).toEqual([B, OTHER_BUSINESS_ID].sort());
    expect((await partner.gql<{ availableBusinessesByGroup: Summary[] }>(q('availableBusinessesByGroup'), { b: OTHER_BUSINESS_ID })).body.data?.availableBusinessesByGroup).toEqual([]);
    expect((await partner.request('PUT', `/businesses/${OTHER_BUSINESS_ID}/release-to-production`, {})).status).toBe(200);
    const released = await partner.gql<{ availableBusinessesByGroup: Summary[] }>(q('availableBusinessesByGroup'), { b: OTHER_BUSINESS_ID });
    expect(released.body.data?.availableBusinessesByGroup).toEqual([{ id: OTHER_BUSINESS_ID, releasedToProductionAt: expect.any(String) }]);
  });

  it('public reads: the login screen and the store read a business without a token', async () => {
    await manager.post(manager.b('link-vendas'), { slug: 'cantina-loja', logo: 'https://cdn.exemplo.com/logo.png' });
    const anonymous = client(server.url, '');
    const res = await anonymous.gql<{ businessForAuth: Record<string, unknown>; businessForLinkVendas: Record<string, unknown> }>(
      'query($b: ID!){ businessForAuth(businessId: $b){ id name linkVendasSlug } businessForLinkVendas(businessId: $b){ linkVendasSlug logo available } }',
      { b: B },
    );
    expect(res.body.data?.businessForAuth).toMatchObject({ id: B, linkVendasSlug: 'cantina-loja' });
    expect(res.body.data?.businessForLinkVendas).toEqual({ linkVendasSlug: 'cantina-loja', logo: 'https://cdn.exemplo.com/logo.png', available: true });
    // With a token the tenant guard applies: Zé's token reads nothing of the Cantina.
    expect((await ze.gql('query($b: ID!){ businessForAuth(businessId: $b){ id } }', { b: B })).status).toBe(403);
  });
});

describe('users and links', () => {
  it('user-business links: all for the admin, the partner\'s businesses for the partner', async () => {
    const q = (name: string) => `query($b: ID!, $f: ID){ ${name}(businessId: $b, filterBusinessId: $f){ userId businessId roles userName businessName } }`;
    const links = await admin.gql<{ userBusinessListAdmin: { userId: string; businessId: string }[] }>(q('userBusinessListAdmin'), { b: B, f: OTHER_BUSINESS_ID });
    // the demo's platform admin (Cobrança) has her own link to the Lanchonete
    expect(links.body.data?.userBusinessListAdmin.filter((l) => l.userId !== DEMO_PLATFORM_ADMIN.id)).toEqual([expect.objectContaining({ userId: DEMO_USERS.other.id, businessId: OTHER_BUSINESS_ID, userName: expect.any(String) })]);
    const ofPartner = await partner.gql<{ userBusinessListPartner: { businessId: string }[] }>(q('userBusinessListPartner'), { b: OTHER_BUSINESS_ID });
    expect(new Set(ofPartner.body.data?.userBusinessListPartner.map((l) => l.businessId))).toEqual(new Set([B, OTHER_BUSINESS_ID]));
    expect((await manager.gql(q('userBusinessListAdmin'), { b: B })).status).toBe(403);
    expect((await manager.gql(q('userBusinessListPartner'), { b: B })).status).toBe(403);
  });

  it('admin users (admin context) and a partner\'s users (the partner itself)', async () => {
    const admins = await admin.gql<{ adminUsers: { id: string; platformRoles: string[] }[] }>('query($b: ID!){ adminUsers(businessId: $b){ id platformRoles } }', { b: B });
    expect(admins.body.data?.adminUsers.filter((u) => u.id !== DEMO_PLATFORM_ADMIN.id)).toEqual([{ id: adminId, platformRoles: ['admin'] }]);
    expect((await manager.gql('query($b: ID!){ adminUsers(businessId: $b){ id } }', { b: B })).status).toBe(403);
    const q = 'query($b: ID!, $p: ID!){ partnerUsers(businessId: $b, partnerId: $p){ id businessIds } }';
    const theirs = await partner.gql<{ partnerUsers: { id: string }[] }>(q, { b: OTHER_BUSINESS_ID, p: DEMO_USERS.other.id });
    expect(theirs.body.data?.partnerUsers.map((u) => u.id)).toEqual(expect.arrayContaining([DEMO_USERS.manager.id, DEMO_USERS.cashier.id, DEMO_USERS.other.id]));
    expect((await partner.gql(q, { b: OTHER_BUSINESS_ID, p: DEMO_USERS.manager.id })).status).toBe(403);
    expect((await manager.gql(q, { b: B, p: DEMO_USERS.other.id })).status).toBe(403);
  });

  it('users by type, without some types, and by their person record', async () => {
    await server.database.db.update(users).set({ type: 'waiter' }).where(eq(users.id, DEMO_USERS.waiter.id));
    const byType = await cashier.gql<{ usersByType: { id: string }[] }>('query($b: ID!, $t: String!){ usersByType(businessId: $b, type: $t){ id } }', { b: B, t: 'waiter' });
    expect(byType.body.data?.usersByType).toEqual([{ id: DEMO_USERS.waiter.id }]);
    const without = await cashier.gql<{ usersWithoutEntityTypes: { id: string }[] }>('query($b: ID!, $t: [String!]!){ usersWithoutEntityTypes(businessId: $b, typesToExclude: $t){ id } }', { b: B, t: ['waiter'] });
    const ids = without.body.data?.usersWithoutEntityTypes.map((u) => u.id) ?? [];
    expect(ids).toContain(DEMO_USERS.manager.id);
    expect(ids).not.toContain(DEMO_USERS.waiter.id);
    const q = 'query($b: ID!, $e: ID!){ userByEntity(businessId: $b, entityId: $e){ id roles } }';
    expect((await cashier.gql<{ userByEntity: unknown }>(q, { b: B, e: demoId('entity:carlos') })).body.data?.userByEntity).toEqual({ id: DEMO_USERS.waiter.id, roles: ['business_operator_launch'] });
    expect((await cashier.gql<{ userByEntity: unknown }>(q, { b: B, e: demoId('entity:maria') })).body.data?.userByEntity).toBeNull();
  });
});

describe('delivery methods, printers and sales', () => {
  it('delivery methods available now: one off, or outside its availability, is left out', async () => {
    const q = 'query($b: ID!){ deliveryMethodsAvailable(businessId: $b){ id } }';
    const before = (await waiter.gql<{ deliveryMethodsAvailable: { id: string }[] }>(q, { b: B })).body.data?.deliveryMethodsAvailable.map((d) => d.id) ?? [];
    expect(before).toContain(demoId('dm:entrega'));
    // Available on another weekday only (three days from today in UTC: never today in São Paulo): left out.
    const other = (new Date().getUTCDay() + 3) % 7;
    expect((await manager.post(manager.b(`deliveries/delivery-methods/${demoId('dm:entrega')}/availabilities`), { weekdays: [other] })).status).toBe(201);
    const after = (await waiter.gql<{ deliveryMethodsAvailable: { id: string }[] }>(q, { b: B })).body.data?.deliveryMethodsAvailable.map((d) => d.id) ?? [];
    expect(after).not.toContain(demoId('dm:entrega'));
    expect(after.length).toBe(before.length - 1);
  });

  it('printers of several businesses: each is checked', async () => {
    const q = 'query($b: ID!, $ids: [ID!]){ printersByUser(businessId: $b, businessIds: $ids){ id businessId } }';
    const own = await manager.gql<{ printersByUser: { businessId: string }[] }>(q, { b: B, ids: [B] });
    expect(own.body.data?.printersByUser.length).toBe(4);
    expect(own.body.data?.printersByUser.every((p) => p.businessId === B)).toBe(true);
    expect((await manager.gql(q, { b: B, ids: [B, OTHER_BUSINESS_ID] })).status).toBe(403);
  });

  it('a product\'s add-on sales and one sale with its orders and payments', async () => {
    const burger = demoId('product:x-burger');
    const { padId } = await padWithOrder(cashier, 'table:3', [
      { productId: burger, quantity: 2000, selections: [{ productSubproductId: demoId('ps:x-burger:ao-ponto') }, { productSubproductId: demoId('ps:x-burger:bacon'), quantity: 2000 }] },
    ]);
    const sales = await cashier.gql<{ productSubproductSales: { productSubproductId: string; name: string; quantity: number; total: number; lines: number }[] }>(
      'query($b: ID!, $p: ID!){ productSubproductSales(businessId: $b, productId: $p){ productSubproductId name quantity total lines } }',
      { b: B, p: burger },
    );
    expect(sales.body.data?.productSubproductSales).toEqual([
      { productSubproductId: demoId('ps:x-burger:bacon'), name: 'Bacon', quantity: 4000, total: 2000, lines: 1 },
      { productSubproductId: demoId('ps:x-burger:ao-ponto'), name: 'Ao ponto', quantity: 2000, total: 0, lines: 1 },
    ]);
    const sale = await cashier.gql<{ sale: { orderPad: { id: string; totals: { subtotal: number } }; orders: { products: { totalPrice: number }[] }[]; payments: unknown[] } }>(
      'query($b: ID!, $id: ID!){ sale(businessId: $b, id: $id){ orderPad { id totals { subtotal } } orders { products { totalPrice } } payments { id } } }',
      { b: B, id: padId },
    );
    const s = sale.body.data?.sale;
    expect(s?.orderPad.id).toBe(padId);
    expect(s?.orders[0]?.products[0]?.totalPrice).toBe(s?.orderPad.totals.subtotal);
    expect(s?.payments).toEqual([]);
    expect((await ze.gql('query($b: ID!, $id: ID!){ sale(businessId: $b, id: $id){ orderPad { id } } }', { b: B, id: padId })).status).toBe(403);
  });
});
