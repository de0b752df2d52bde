// The fields the spec names reach the server through the typed client and are stored (issue 16, item 21):
// a payment's `paymentId` and `orderPads` (one payment over several comandas, 002 §3 Payment) and an order
// product update's `comboId` and `allYouCanEatOrderProductId` (002 §3 Order product); every REST call with a
// body checks it before sending; the wrong-context refusal reads the same on the client and on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { ClientRuleError } from '../../../src-shared/api/core/errors.js';
import { apiMessages } from '../../../src-shared/i18n/api.js';
import { serverMessages } from '../../../src-shared/i18n/server.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, startTestServer, type Client } from '../server/harness.js';
import { specCalls } from './helpers.js';

let server: RunningServer;
let cashier: Client;
let api: Api;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: cashier.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type StoredPayment = { id: string; orderPadId: string; paymentId: string | null; orderPads: string[] };
type StoredLine = { id: string; comboId: string | null; allYouCanEatOrderProductId: string | null };

async function stored(): Promise<{ payments: StoredPayment[]; orderProducts: StoredLine[] }> {
  const res = await cashier.gql<{ counterChanges: { payments: StoredPayment[]; orderProducts: StoredLine[] } }>(
    'query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ payments { id orderPadId paymentId orderPads } orderProducts { id comboId allYouCanEatOrderProductId } } }',
    { b: DEMO_BUSINESS_ID },
  );
  return res.body.data!.counterChanges;
}

/** A comanda on a table with one order of the given lines (ids chosen here). */
async function padWith(table: number, lines: { id: string; productId: string }[]): Promise<{ padId: string; orderId: string }> {
  const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId(`table:${table}`) });
  expect(pad.status).toBe(201);
  const order = await cashier.post<{ id: string }>(cashier.b('orders'), { id: newId(), orderPadId: pad.body.id, deliveryMode: 'saloon', originType: 'saloon', products: lines });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return { padId: pad.body.id, orderId: order.body.id };
}

const coke = () => ({ id: newId(), productId: demoId('product:coca-lata') });

describe('payments over several comandas', () => {
  it('sends and stores paymentId and orderPads; a comanda that is not this business’s is not found', async () => {
    const a = await padWith(6, [coke()]);
    const b = await padWith(7, [coke()]);
    const group = newId();
    const first = (await api.orderPads.orderPadPaymentsCreate({
      params: { orderPadId: a.padId },
      body: { id: newId(), paymentMethodId: demoId('pm:pix'), amount: 100, paymentId: group, orderPads: [a.padId, b.padId] },
    })) as StoredPayment;
    expect(first).toMatchObject({ orderPadId: a.padId, paymentId: group, orderPads: [a.padId, b.padId] });
    // The other part of the same payment, on the other comanda; the pad itself is listed first.
    const second = (await api.orderPads.orderPadPaymentsCreate({
      params: { orderPadId: b.padId },
      body: { id: newId(), paymentMethodId: demoId('pm:pix'), amount: 100, paymentId: group, orderPads: [a.padId] },
    })) as StoredPayment;
    expect(second.orderPads).toEqual([b.padId, a.padId]);

    const rows = (await stored()).payments.filter((p) => p.paymentId === group);
    expect(rows.map((p) => p.orderPadId).sort()).toEqual([a.padId, b.padId].sort());

    // Update: the payment now covers only its own comanda, under another group.
    const regroup = newId();
    const updated = (await api.orderPads.orderPadPaymentsUpdate({ params: { orderPadId: b.padId, id: second.id }, body: { paymentId: regroup, orderPads: [b.padId] } })) as StoredPayment;
    expect(updated).toMatchObject({ paymentId: regroup, orderPads: [b.padId] });
    expect((await stored()).payments.find((p) => p.id === second.id)).toMatchObject({ paymentId: regroup, orderPads: [b.padId] });

    // A comanda id of nobody (or of another business) is refused, and nothing is stored.
    await expect(
      api.orderPads.orderPadPaymentsCreate({ params: { orderPadId: a.padId }, body: { paymentMethodId: demoId('pm:pix'), amount: 50, orderPads: [a.padId, newId()] } }),
    ).rejects.toThrow('Comanda não encontrada');
  });

  it('the client refuses a malformed orderPads list before sending', () => {
    expect(() => api.orderPads.orderPadPaymentsCreate.build({ params: { orderPadId: newId() }, body: { paymentMethodId: newId(), amount: 10, orderPads: ['mesa 3'] } })).toThrow(
      ClientRuleError,
    );
  });
});

describe('order product update', () => {
  it('sends and stores comboId', async () => {
    const drink = coke();
    const { orderId } = await padWith(8, [drink]);
    const combo = demoId('product:combo-burger');
    const updated = (await api.orderProducts.orderProductsUpdate({ params: { orderId, id: drink.id }, body: { comboId: combo } })) as StoredLine;
    expect(updated.comboId).toBe(combo);
    expect((await stored()).orderProducts.find((l) => l.id === drink.id)?.comboId).toBe(combo);
  });

  it('stores the all-you-can-eat line it belongs to, and refuses one that does not exist', async () => {
    const first = coke();
    const second = coke();
    const { orderId } = await padWith(9, [first, second]);
    const updated = (await api.orderProducts.orderProductsUpdate({ params: { orderId, id: second.id }, body: { allYouCanEatOrderProductId: first.id } })) as StoredLine;
    expect(updated.allYouCanEatOrderProductId).toBe(first.id);
    expect((await stored()).orderProducts.find((l) => l.id === second.id)?.allYouCanEatOrderProductId).toBe(first.id);
    await expect(api.orderProducts.orderProductsUpdate({ params: { orderId, id: second.id }, body: { allYouCanEatOrderProductId: newId() } })).rejects.toThrow(
      'Produto do pedido não encontrado',
    );
    await expect(api.orderProducts.orderProductsUpdate({ params: { orderId, id: second.id }, body: { comboId: newId() } })).rejects.toThrow('Produto não encontrado');
  });
});

describe('body checks', () => {
  it('every REST call of calls.json that carries a body (POST, PUT, PATCH) checks it in the typed client', () => {
    const calls = api as unknown as Record<string, Record<string, { def?: { kind: string; schema?: unknown } }>>;
    const defs = new Map<string, { kind: string; schema?: unknown }>();
    for (const area of Object.values(calls)) for (const [id, fn] of Object.entries(area ?? {})) if (fn?.def) defs.set(id, fn.def);
    const withBody = specCalls.filter((c) => c.kind === 'rest' && (c.method === 'POST' || c.method === 'PUT' || c.method === 'PATCH'));
    expect(withBody.length).toBeGreaterThan(250);
    const unchecked = withBody.filter((c) => !defs.get(c.id)?.schema).map((c) => c.id);
    expect(unchecked).toEqual([]);
  });

  it('a call whose fields the spec does not name still refuses a body that is not an object', () => {
    // kitchensCreate: the spec names no field of a kitchen (catalogsCreate was this example before it got its fields).
    expect(() => api.catalogs.kitchensCreate.build({ body: [1, 2] as never })).toThrow('Dados inválidos na solicitação');
    expect(() => api.catalogs.kitchensCreate.build({ body: 'cozinha' as never })).toThrow('Dados inválidos na solicitação');
    expect(api.catalogs.kitchensCreate.build({ body: { name: 'Cozinha' } }).body).toEqual({ name: 'Cozinha' });
  });
});

describe('wrong context', () => {
  it('reads the same on the client and on the server, in the words of 000 §5', async () => {
    for (const label of ['ADMIN', 'BUSINESS', 'PARTNER', 'PARTNER OR BUSINESS', 'PARTNER OR ADMIN'] as const) {
      expect(serverMessages.auth.forbiddenContext(label)).toBe(apiMessages.changeContext(label));
    }
    expect(apiMessages.changeContext('BUSINESS')).toBe('Mude o contexto para BUSINESS para acessar esta ação');
    // The server says it over HTTP (a business user asking the admin list of users) …
    const res = await cashier.request('POST', '/admin/users', { name: 'X', email: 'x@x.com.br', password: 'segredo1' }, { role: 'admin' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: apiMessages.changeContext('ADMIN') });
  });
});
