// The sales reads and the orders' report files of 002 §7 Orders over HTTP on the real server (PGlite), through the
// typed client: after a shift (two tables paid, a phone delivery carried by Pedro, an order canceled) the manager
// reads sales per day, by category, payment methods per use and deliveries by delivery man, and downloads the
// delivery, lead-time, products-ordered and ABC-curve files. Every figure is worked by hand in the comments.
// Bad periods get a Portuguese 400; another business's token learns nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { pdfText, sheetText } from './reportText.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let other: Client;
let api: Api;
let period: { start: string; end: string };
/** the phone delivery's id */
let deliveryId: string;

const apiFor = (c: Client) =>
  createApi({
    session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' },
    token: c.token,
    baseUrls: { local: { main: server.url } },
  });
const coke = (n: number) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });
const fries = (n: number) => ({ productId: demoId('product:batata'), quantity: n * 1000 });
/** AAAA-MM-DD of now in São Paulo, the demo business's time zone. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  api = apiFor(manager);
  const start = new Date(Date.now() - 60_000).toISOString();
  // Table 3: two cokes (R$ 13,00) + 10 % fee, paid R$ 14,30 by PIX.
  const t3 = await padWithOrder(cashier, 'table:3', [coke(2)]);
  expect((await cashier.post(cashier.b(`order-pads/${t3.padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 1430 })).status).toBe(201);
  // Table 4: fries and a coke (R$ 24,90 + R$ 6,50 = R$ 31,40) + fee R$ 3,14 = R$ 34,54, in cash with a R$ 2,00 gorjeta.
  const t4 = await padWithOrder(cashier, 'table:4', [fries(1), coke(1)]);
  expect((await cashier.post(cashier.b(`order-pads/${t4.padId}/payments`), { paymentMethodId: demoId('pm:dinheiro'), amount: 3454, tendered: 3700, tip: 200 })).status).toBe(201);
  // Table 5: two fries, then the order is canceled: it sells nothing.
  const t5 = await padWithOrder(cashier, 'table:5', [fries(2)]);
  expect((await manager.put(manager.b(`orders/${t5.orderId}/change-status`), { status: 'canceled', reason: 'lançado na mesa errada' })).status).toBe(200);
  // A phone delivery: three cokes (R$ 19,50) + delivery fee R$ 7,00 = R$ 26,50, dispatched with Pedro.
  const delivery = await cashier.post<{ id: string; deliveryFee: number; total: number }[]>(cashier.b('orders/bulk'), {
    orders: [
      {
        id: newId(),
        deliveryMode: 'delivery',
        originType: 'phone',
        originId: demoId('origin:telefone'),
        entityId: demoId('entity:maria'),
        entityAddressId: demoId('address:maria'),
        deliveryMethodId: demoId('dm:entrega'),
        products: [coke(3)],
      },
    ],
  });
  expect(delivery.body[0]).toMatchObject({ deliveryFee: 700, total: 2650 });
  const id = delivery.body[0]?.id as string;
  deliveryId = id;
  await cashier.put(cashier.b('orders/check-delivery'), { orderIds: [id] });
  expect((await cashier.put(cashier.b('orders/dispatch-delivery'), { orderId: id, deliveryManId: demoId('entity:pedro') })).status).toBe(200);
  period = { start, end: new Date(Date.now() + 60_000).toISOString() };
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('sales reads', () => {
  it('sales per day: today 3 orders, R$ 13,00 + R$ 31,40 + R$ 26,50 = R$ 70,90, average R$ 23,63', async () => {
    const days = await api.orders.gqlSalesPerDay({ dateFilters: period }, 'day orders total averageTicket');
    expect(days.map((d) => d.day)).toContain(today());
    expect(days.find((d) => d.day === today())).toEqual({ day: today(), orders: 3, total: 7090, averageTicket: 2363 });
  });

  it('sales per day lists every day of the period, the days without sales at zero', async () => {
    const start = new Date(Date.now() - 6 * 24 * 3600_000).toISOString();
    const days = await api.orders.gqlSalesPerDay({ dateFilters: { start, end: new Date().toISOString() } }, 'day orders total averageTicket');
    expect(days).toHaveLength(7);
    expect(days.at(-1)?.day).toBe(today());
    expect(days.slice(0, 6).every((d) => d.orders === 0 && d.total === 0 && d.averageTicket === 0)).toBe(true);
    // Without a period: the last 30 days, today last.
    const month = await api.orders.gqlSalesPerDay({}, 'day total');
    expect(month).toHaveLength(31);
    expect(month.at(-1)).toEqual({ day: today(), total: 7090 });
  });

  it('sales by category: Bebidas 6 cokes R$ 39,00, Porções 1 fries R$ 24,90 (the canceled two left out)', async () => {
    const rows = await api.orders.gqlSalesByCategory({ dateFilters: period }, 'categoryId name quantity total');
    expect(rows).toEqual([
      { categoryId: demoId('cat:bebidas'), name: 'Bebidas', quantity: 6000, total: 3900 },
      { categoryId: demoId('cat:porcoes'), name: 'Porções', quantity: 1000, total: 2490 },
    ]);
  });

  it('payment methods per use: PIX R$ 14,30, cash R$ 34,54 with a R$ 2,00 gorjeta', async () => {
    const rows = await api.orders.gqlPaymentMethodsPerUse({ dateFilters: period }, 'paymentMethodId name type uses amount tips');
    expect(rows).toEqual([
      { paymentMethodId: demoId('pm:dinheiro'), name: 'Dinheiro', type: 'money', uses: 1, amount: 3454, tips: 200 },
      { paymentMethodId: demoId('pm:pix'), name: 'PIX', type: 'pix', uses: 1, amount: 1430, tips: 0 },
    ]);
  });

  it('deliveries by delivery man: Pedro carried 1 order, fee R$ 7,00, total R$ 26,50', async () => {
    const rows = await api.orders.gqlDeliveriesByDeliveryMan({ dateFilters: period }, 'deliveryManId name deliveries deliveryFees total');
    expect(rows).toEqual([{ deliveryManId: demoId('entity:pedro'), name: 'Pedro Motoboy', deliveries: 1, deliveryFees: 700, total: 2650 }]);
  });

  it('filters by origin: the phone origin sold only the delivery', async () => {
    const days = await api.orders.gqlSalesPerDay({ dateFilters: period, origins: [demoId('origin:telefone')] }, 'day orders total');
    expect(days.find((d) => d.day === today())).toEqual({ day: today(), orders: 1, total: 2650 });
    const categories = await api.orders.gqlSalesByCategory({ dateFilters: period, origins: [demoId('origin:telefone')] }, 'name quantity total');
    expect(categories).toEqual([{ name: 'Bebidas', quantity: 3000, total: 1950 }]);
    // No payment was taken on the delivery's comanda yet.
    expect(await api.orders.gqlPaymentMethodsPerUse({ dateFilters: period, origins: [demoId('origin:telefone')] }, 'name')).toEqual([]);
  });

  it('refuses a reversed or too long period in Portuguese', async () => {
    const reversed = api.orders.gqlSalesPerDay({ dateFilters: { start: period.end, end: period.start } }, 'day');
    await expect(reversed).rejects.toMatchObject({ status: 400, message: expect.stringContaining('O início deve ser antes do fim') });
    const long = api.orders.gqlSalesByCategory({ dateFilters: { start: '2026-01-01T00:00:00-03:00', end: '2026-06-01T00:00:00-03:00' } }, 'name');
    await expect(long).rejects.toMatchObject({ status: 400, message: expect.stringContaining('no máximo 93 dias') });
  });

  it("another business's token and a missing token learn nothing", async () => {
    await expect(apiFor(other).orders.gqlSalesPerDay({ dateFilters: period }, 'day total')).rejects.toMatchObject({ status: 403 });
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ paymentMethodsPerUse(businessId: "${DEMO_BUSINESS_ID}") { name amount } }` }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('order report files', () => {
  const excel = async (file: Promise<BinaryAnswer>) => sheetText((await file).data);

  it('deliveries by delivery man (resumed) and each delivery with its customer (detailed)', async () => {
    const resumed = await excel(api.orders.ordersDeliveryReport({ body: { format: 'excel', detail: 'resumed', dateFilters: period } }));
    expect(resumed).toContain('Entregas');
    expect(resumed).toMatch(/Pedro Motoboy 1 7 26\.5 Total 1 7 26\.5/);
    const detailed = await excel(api.orders.ordersDeliveryReport({ body: { format: 'excel', detail: 'detailed', dateFilters: period } }));
    // The order is named by the code the board and the kitchen ticket show (orderCode), not the server's number.
    expect(detailed).toContain(`${orderCode(deliveryId)} Maria Aparecida Silva Pedro Motoboy Em entrega 7 26.5`);
    // The tables' orders are not deliveries.
    expect(detailed).toMatch(/Total 1 7 26\.5$/);
  });

  it('lead time: the delivery left the house within the minute', async () => {
    const resumed = await excel(api.orders.ordersLeadTimeReport({ body: { format: 'excel', detail: 'resumed', dateFilters: period } }));
    expect(resumed).toMatch(/Entrega 1 0 0 Total 1 0 0$/);
    const detailed = await excel(api.orders.ordersLeadTimeReport({ body: { format: 'excel', detail: 'detailed', dateFilters: period } }));
    expect(detailed).toContain(` ${orderCode(deliveryId)} Entrega `);
  });

  it('products ordered: 6 cokes R$ 39,00 and 1 fries R$ 24,90 (the canceled fries left out), as PDF too', async () => {
    const resumed = await excel(api.orders.ordersProductsOrderedReport({ body: { format: 'excel', detail: 'resumed', dateFilters: period } }));
    expect(resumed).toMatch(/Coca-Cola lata 350 ml 6 39 Batata frita \(porção\) 1 24\.9 Total 63\.9$/);
    const pdf = await api.orders.ordersProductsOrderedReport({ body: { format: 'pdf', detail: 'detailed', dateFilters: period } });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.fileName).toMatch(/^produtos-vendidos-\d{4}-\d\d-\d\d\.pdf$/);
    const text = pdfText(pdf.data);
    expect(text).toContain('Produtos vendidos');
    expect(text).toContain('R$ 63,90');
  });

  it('ABC curve: cokes 61,03 % of R$ 63,90, fries the rest; both class A (the product that crosses 80 % is still A)', async () => {
    const text = await excel(api.orders.ordersProductsAbcCurveReport({ body: { format: 'excel', dateFilters: period } }));
    expect(text).toContain('Curva ABC dos produtos');
    expect(text).toMatch(/1 Coca-Cola lata 350 ml 6 39 0\.6103 0\.6103 A 2 Batata frita \(porção\) 1 24\.9 0\.3897 1 A/);
  });

  it('the cashier may read the files of the period; another business gets 403 before any validation', async () => {
    const mine = await apiFor(cashier).orders.ordersLeadTimeReport({ body: { format: 'pdf', dateFilters: period } });
    expect(mine.contentType).toBe('application/pdf');
    await expect(apiFor(other).orders.ordersDeliveryReport({ body: { format: 'nada' } })).rejects.toMatchObject({ status: 403 });
  });
});
