// Delivery marketplaces (000 §7 Integrators) over HTTP against the marketplace simulator: the iFood user code flow,
// the catalogue import and push, pulling orders exactly once, a provider down (a Portuguese error naming it, nothing
// lost), Delivery Much's status and average times, Entregas10's dispatch, neighborhoods and cancel, the payment methods
// and cancellation reasons, credentials never read back, and the wrong role and tenant refused. Real server, PGlite.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratorOrders, orders } from '../../../src-server/db/schema.js';
import { startIntegratorsSimulator, type IntegratorsSimulator } from '../../../src-server/integrators/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, padWithOrder, startTestServer, type Client } from './harness.js';

let sim: IntegratorsSimulator;
let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let ze: Client;
let ifoodId: string;

type Pull = { created: { externalId: string; orderId: string; number: number }[]; alreadyPulled: number; waiting: { externalId: string; reason: string }[] };

const READ = `query($b: ID!){ businessIntegrators(businessId: $b){ id provider externalId status connected settings catalogItems mappedItems pulledOrders lastPulledAt } }`;

async function connectIfood(): Promise<string> {
  const code = await manager.post<{ userCode: string; businessIntegratorId: string }>('/integrators/ifood/user-code', { businessId: DEMO_BUSINESS_ID });
  expect(code.status, JSON.stringify(code.body)).toBe(201);
  const authorizationCode = sim.authorizationCode('ifood', code.body.userCode)!;
  // what the manager reads on the provider's portal page the user code points to
  expect(await (await fetch((code.body as unknown as { verificationUrl: string }).verificationUrl)).text()).toContain(authorizationCode);
  const res = await manager.post<{ id: string; connected: boolean }>('/integrators/ifood/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'cantina-sp', authorizationCode });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.connected).toBe(true);
  // the tokens stay on the server: the answer of the connection holds none of them
  expect(JSON.stringify(res.body)).not.toMatch(/accessToken|refreshToken|verifier|credentials/);
  return res.body.id;
}

async function ordersOf(channel: string): Promise<number> {
  const rows = await server.database.db.select().from(orders).where(and(eq(orders.businessId, DEMO_BUSINESS_ID), eq(orders.originType, channel)));
  return rows.length;
}

beforeAll(async () => {
  sim = await startIntegratorsSimulator();
  process.env.POS_INTEGRATORS_URL = sim.url;
  server = await startTestServer();
  [manager, cashier, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sim?.close();
});

describe('connecting a marketplace', () => {
  it('iFood: a wrong portal code is refused in Portuguese naming iFood; the right one connects, and no credential is ever read back', async () => {
    const code = await manager.post<{ userCode: string }>('/integrators/ifood/user-code', { businessId: DEMO_BUSINESS_ID });
    expect(code.status).toBe(201);
    expect(code.body.userCode).toMatch(/^[0-9A-F]{8}$/);
    const wrong = await manager.post<{ message: string }>('/integrators/ifood/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'cantina-sp', authorizationCode: 'XXXXXX' });
    expect(wrong.status).toBe(502);
    expect(wrong.body.message).toBe('O iFood não atendeu: o código de autorização ou a chave de integração foi recusado. Nada foi alterado; tente de novo em instantes.');
    const pending = await manager.gql<{ businessIntegrators: { status: string; connected: boolean }[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(pending.body.data?.businessIntegrators).toMatchObject([{ status: 'pending', connected: false }]);

    ifoodId = await connectIfood();
    const read = await manager.gql<{ businessIntegrators: { provider: string; connected: boolean; externalId: string }[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessIntegrators).toMatchObject([{ provider: 'ifood', connected: true, externalId: 'cantina-sp' }]);
    const again = await manager.post('/integrators/ifood/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'cantina-sp', authorizationCode: 'x' });
    for (const text of [JSON.stringify(read.body), JSON.stringify(again.body)]) {
      expect(text).not.toMatch(/accessToken|refreshToken|verifier|credentials/);
    }
  });

  it('a provider with an API key (aiqfome) needs the key; its payment methods are read from it', async () => {
    const none = await manager.post<{ message: string }>('/integrators/aiqfome/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'cantina' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Informe a chave de integração do aiqfome');
    expect((await manager.post('/integrators/aiqfome/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'cantina', apiKey: 'chave-123' })).status).toBe(201);
    const methods = await manager.get<{ methods: { code: string }[] }>(`/integrators/aiqfome/payment-methods?businessId=${DEMO_BUSINESS_ID}`);
    expect(methods.status).toBe(200);
    expect(methods.body.methods.map((x) => x.code)).toEqual(['ONLINE', 'CASH', 'CARD', 'PIX']);
    const notConnected = await manager.get<{ message: string }>(`/integrators/maisDelivery/payment-methods?businessId=${DEMO_BUSINESS_ID}`);
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.message).toContain('O Mais Delivery ainda não está conectado');
  });
});

describe('catalogue', () => {
  it('import maps the items to our products by code or by name and lists the others; the push sends our products to iFood', async () => {
    const res = await manager.post<{ total: number; mapped: number; unmapped: number; items: { externalCode: string; productId: string | null }[] }>(`/integrators/${ifoodId}/import-catalog`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 5, mapped: 4, unmapped: 1 });
    expect(res.body.items.find((i) => i.externalCode === 'MKT-ACAI')?.productId).toBeNull();
    const twice = await manager.post<{ total: number }>(`/integrators/${ifoodId}/import-catalog`, {});
    expect(twice.body.total).toBe(5);
    const read = await manager.gql<{ businessIntegrators: { catalogItems: number; mappedItems: number }[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessIntegrators.find((x) => x.catalogItems > 0)).toMatchObject({ catalogItems: 5, mappedItems: 4 });

    const push = await manager.post<{ received: number }>(`/integrators/ifood/${ifoodId}/update-catalog`, {});
    expect(push.status).toBe(200);
    expect(push.body.received).toBeGreaterThan(10);
    expect(sim.log.some((l) => l.provider === 'ifood' && l.call === 'catalog')).toBe(true);
  });

  it('settings: PUT integrators/{id} keeps what it is not given', async () => {
    const res = await manager.put<{ settings: Record<string, unknown> }>(`/integrators/${ifoodId}`, { autoPull: false, name: 'Cantina no iFood' });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ autoPull: false, name: 'Cantina no iFood', active: true });
  });
});

describe('pulling orders', () => {
  it('a pull makes each new order once, as a delivery order of the iFood channel; a second pull makes none', async () => {
    const before = await ordersOf('ifood');
    const o = sim.addOrder('ifood', 'cantina-sp', {
      items: [
        { code: 'MKT-BATATA', name: 'Batata frita (porção)', quantity: 1, unitPrice: 2790 },
        { code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 2, unitPrice: 790 },
      ],
      note: 'sem cebola',
    });
    const first = await cashier.post<Pull>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.created.map((c) => c.externalId)).toEqual([o.id]);
    const made = (await server.database.db.select().from(orders).where(eq(orders.id, first.body.created[0]!.orderId)))[0]!;
    expect(made).toMatchObject({ originType: 'ifood', deliveryMode: 'delivery', status: 'pending', paymentMode: 'prepaid' });
    expect(made.message).toContain('sem cebola');

    const second = await cashier.post<Pull>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(second.body).toMatchObject({ created: [], alreadyPulled: 1 });
    expect(await ordersOf('ifood')).toBe(before + 1);
    const links = await server.database.db.select().from(integratorOrders).where(eq(integratorOrders.externalId, o.id));
    expect(links).toHaveLength(1);
  });

  it('an order with an item we cannot name, or missing a required choice, waits at the provider: not made, not lost', async () => {
    const acai = sim.addOrder('ifood', 'cantina-sp', { items: [{ code: 'MKT-ACAI', name: 'Açaí na tigela 500 ml', quantity: 1, unitPrice: 2590 }] });
    const burger = sim.addOrder('ifood', 'cantina-sp', { items: [{ code: '200', name: 'X-Burger', quantity: 1, unitPrice: 3190 }] });
    const res = await manager.post<Pull>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(res.body.created).toEqual([]);
    expect(res.body.waiting.map((x) => x.externalId)).toEqual([acai.id, burger.id]);
    expect(res.body.waiting[0]!.reason).toContain('Açaí na tigela 500 ml (MKT-ACAI)');
    expect(res.body.waiting[1]!.reason).toContain('Ponto da carne');
    const again = await manager.post<Pull>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(again.body.waiting).toHaveLength(2);
  });

  it('iFood down: the pull answers a Portuguese error naming iFood and makes nothing; back up, the waiting order is made', async () => {
    const before = await ordersOf('ifood');
    const o = sim.addOrder('ifood', 'cantina-sp', { items: [{ code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 1, unitPrice: 790 }] });
    sim.fail('ifood', 503, 'Serviço indisponível');
    const down = await cashier.post<{ message: string }>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('O iFood não atendeu: Serviço indisponível (503). Nada foi alterado; tente de novo em instantes.');
    expect(await ordersOf('ifood')).toBe(before);
    sim.heal('ifood');
    const up = await cashier.post<Pull>(`/integrators/ifood/${ifoodId}/pull`, {});
    expect(up.body.created.map((c) => c.externalId)).toEqual([o.id]);
    expect(await ordersOf('ifood')).toBe(before + 1);
  });

  it('the cancellation reasons of a pulled order come from its marketplace', async () => {
    const [pulled] = await server.database.db.select().from(integratorOrders).where(eq(integratorOrders.businessIntegratorId, ifoodId));
    const res = await cashier.get<{ reasons: { code: string; description: string }[] }>(`/integrators/ifood/cancellation-reasons?orderId=${pulled!.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.reasons).toContainEqual({ code: '503', description: 'Item indisponível' });
    const notThere = await cashier.get<{ message: string }>(`/integrators/uaiRango/cancellation-reasons?orderId=${pulled!.orderId}`);
    expect(notThere.status).toBe(409);
  });
});

describe('Delivery Much and the logistics providers', () => {
  it('Delivery Much: average times reach it and are kept; an order it sent has its status told to it', async () => {
    const auth = await manager.post<{ id: string }>('/integrators/deliveryMuch/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'dm-1', apiKey: 'dm-key' });
    expect(auth.status).toBe(201);
    const times = await manager.put<{ settings: Record<string, unknown> }>('/integrators/deliveryMuch/change-average-times', { businessId: DEMO_BUSINESS_ID, pickUpTime: 15, deliveryTime: 45 });
    expect(times.status).toBe(200);
    expect(times.body.settings).toMatchObject({ pickUpTime: 15, deliveryTime: 45 });
    expect(sim.log).toContainEqual({ provider: 'deliveryMuch', call: 'average-times', body: { pickUpTime: 15, deliveryTime: 45 } });
    await manager.post(`/integrators/${auth.body.id}/import-catalog`, {});
    const o = sim.addOrder('deliveryMuch', 'dm-1', { items: [{ code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 1, unitPrice: 790 }], paymentMethod: 'CASH' });
    const pull = await cashier.post<Pull>(`/integrators/deliveryMuch/${auth.body.id}/pull`, {});
    const orderId = pull.body.created[0]!.orderId;
    expect((await server.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ originType: 'deliveryMuch', paymentMode: 'postpaid' });
    const status = await cashier.put<{ newStatus: string; externalId: string }>('/integrators/deliveryMuch/change-status', { orderId, newStatus: 'confirmed' });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ externalId: o.id, newStatus: 'confirmed' });
    expect(sim.log).toContainEqual({ provider: 'deliveryMuch', call: `status ${o.id}`, body: { status: 'confirmed' } });
    // the wrong marketplace's pull path is not found
    expect((await cashier.post(`/integrators/ifood/${auth.body.id}/pull`, {})).status).toBe(404);
  });

  it('Entregas10: neighborhoods, a delivery dispatched once, then its shipping cancelled; a balcony order is not dispatched', async () => {
    const auth = await manager.post<{ id: string }>('/integrators/entregas10/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'e10', apiKey: 'e10-key' });
    expect(auth.status).toBe(201);
    const id = auth.body.id;
    const hoods = await manager.get<{ neighborhoods: { name: string }[] }>(`/integrators/entregas10/${id}/neighborhoods`);
    expect(hoods.body.neighborhoods.map((n) => n.name)).toEqual(['Centro', 'Jardim América', 'Vila Nova']);
    expect((await cashier.post<{ message: string }>(`/integrators/entregas10/${id}/pull`, {})).body.message).toBe('O Entregas10 não envia pedidos: é um serviço de entrega');

    const [pulled] = await server.database.db.select().from(integratorOrders).where(eq(integratorOrders.businessIntegratorId, ifoodId));
    const sent = await cashier.post<{ shipmentId: string; status: string }>(`/integrators/entregas10/${id}/dispatch/${pulled!.orderId}`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ status: 'requested', shipmentId: expect.stringMatching(/^SHP-/) });
    const twice = await cashier.post<{ message: string }>(`/integrators/entregas10/${id}/dispatch/${pulled!.orderId}`, {});
    expect(twice.status).toBe(409);
    const read = await cashier.gql<{ integratorOrders: { orderId: string; shipmentId: string | null; shipmentStatus: string | null }[] }>(
      'query($b: ID!){ integratorOrders(businessId: $b){ orderId shipmentId shipmentStatus } }',
      { b: DEMO_BUSINESS_ID },
    );
    expect(read.body.data?.integratorOrders.find((o) => o.orderId === pulled!.orderId)).toMatchObject({ shipmentId: sent.body.shipmentId, shipmentStatus: 'requested' });

    const cancel = await cashier.post<{ status: string }>('/integrators/entregas10/cancel-shipping', { orderId: pulled!.orderId });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('canceled');
    expect(sim.log).toContainEqual({ provider: 'entregas10', call: `cancel ${sent.body.shipmentId}`, body: {} });

    const { orderId: saloon } = await padWithOrder(cashier, 'table:3', [{ productId: demoId('product:coca-lata'), quantity: 1000 }]);
    const refused = await cashier.post<{ message: string }>(`/integrators/entregas10/${id}/dispatch/${saloon}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Só pedidos de entrega podem ser despachados');
  });
});

describe('who may', () => {
  it('the wrong role is refused: a waiter connects nothing, a cashier imports no catalogue; nothing changes', async () => {
    const asWaiter = await waiter.post('/integrators/pedeAi/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'x', apiKey: 'abcd' });
    expect(asWaiter.status).toBe(403);
    expect((await cashier.post(`/integrators/${ifoodId}/import-catalog`, {})).status).toBe(403);
    expect((await cashier.put(`/integrators/${ifoodId}`, { autoPull: true })).status).toBe(403);
    const read = await cashier.gql<{ businessIntegrators: unknown[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(read.body.errors?.[0]?.message).toBeTruthy();
    const list = await manager.gql<{ businessIntegrators: { provider: string }[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(list.body.data?.businessIntegrators.map((x) => x.provider)).not.toContain('pedeAi');
  });

  it("another business's manager reaches none of the Cantina's marketplaces", async () => {
    const before = await server.database.db.select().from(integratorOrders);
    sim.addOrder('ifood', 'cantina-sp', { items: [{ code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 1, unitPrice: 790 }] });
    expect((await ze.post(`/integrators/ifood/${ifoodId}/pull`, {})).status).toBe(403);
    expect((await ze.post(`/integrators/${ifoodId}/import-catalog`, {})).status).toBe(403);
    expect((await ze.post('/integrators/ifood/auth', { businessId: DEMO_BUSINESS_ID, merchantId: 'roubo', authorizationCode: 'x' })).status).toBe(403);
    expect((await ze.get(`/integrators/aiqfome/payment-methods?businessId=${DEMO_BUSINESS_ID}`)).status).toBe(403);
    const read = await ze.gql<{ businessIntegrators: unknown[] }>(READ, { b: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessIntegrators ?? null).toBeNull();
    expect(await server.database.db.select().from(integratorOrders)).toHaveLength(before.length);
  });
});
