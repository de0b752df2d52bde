// Issue 13 item 9 (leftover): GraphQL's Int is 32 bits (up to about R$ 21 million), so a comanda's totals must stay
// within it. A comanda holds at most R$ 10.000.000,00 of items and fees: the write that would pass it is refused
// with a 400 in Portuguese (a new order, a new line, a larger quantity), and a comanda at the cap, with its service
// fee, reads through GraphQL. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let cashier: Client;
const MILLION = 100_000_000; // R$ 1.000.000,00 in centavos, the most a line may be
const message = 'O total de uma comanda não pode passar de R$ 10.000.000,00';
const coca = () => demoId('product:coca-lata');
const agua = () => demoId('product:agua'); // R$ 100.000,00 a unit here

beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
  await server.database.db.update(products).set({ price: MILLION }).where(eq(products.id, coca()));
  await server.database.db.update(products).set({ price: MILLION / 10 }).where(eq(products.id, agua()));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const order = (padId: string | null, lines: { productId: string; quantity?: number }[]) =>
  cashier.post<{ id: string; message?: string; products: { id: string }[] }>(cashier.b('orders'), {
    id: newId(),
    ...(padId ? { orderPadId: padId, deliveryMode: 'saloon', originType: 'saloon' } : { deliveryMode: 'balcony', originType: 'balcony' }),
    products: lines,
  });
const lines = (n: number) => Array.from({ length: n }, () => ({ productId: coca() }));

describe('a comanda stays within what GraphQL reads', () => {
  it('refuses an order of 22 lines of R$ 1 million (R$ 22 million) with a 400 in Portuguese', async () => {
    const { padId } = await padWithOrder(cashier, 'table:7', [{ productId: agua() }]);
    const res = await order(padId, lines(22));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a comanda at R$ 10 million reads through GraphQL; one more order, line or unit is refused', async () => {
    const { padId, orderId } = await padWithOrder(cashier, 'table:8', lines(9));
    // Two lines of 5 units of R$ 100 000: R$ 10 million on the comanda, the cap.
    const tenth = await order(padId, [{ productId: agua(), quantity: 5000 }, { productId: agua(), quantity: 5000 }]);
    expect(tenth.status).toBe(201);
    // Past the cap: another order, another line on an order, a larger quantity of a line.
    const more = await order(padId, lines(1));
    expect([more.status, more.body.message]).toEqual([400, message]);
    const line = await cashier.post<{ message?: string }>(cashier.b(`orders/${orderId}/products`), { id: newId(), productId: coca(), quantity: 1000 });
    expect([line.status, line.body.message]).toEqual([400, message]);
    const read = await cashier.gql<{ orderPad: { totals: Record<string, number>; id: string } | null }>(
      'query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ id totals { subtotal discount serviceFee extras total paid balance overpayment } } }',
      { b: DEMO_BUSINESS_ID, id: padId },
    );
    expect(read.body).not.toHaveProperty('errors');
    expect(read.body.data?.orderPad?.totals.subtotal).toBe(10 * MILLION);
    const tenthLine = tenth.body.products[0]!;
    const bigger = await cashier.put<{ message?: string }>(cashier.b(`orders/${tenth.body.id}/products/${tenthLine.id}`), { quantity: 6000 }, newId());
    expect([bigger.status, bigger.body.message]).toEqual([400, message]);
  });

  it('an order of no comanda is bounded too', async () => {
    const first = await order(null, lines(10));
    expect(first.status).toBe(201);
    const line = await cashier.post<{ message?: string }>(cashier.b(`orders/${first.body.id}/products`), { id: newId(), productId: coca(), quantity: 1000 });
    expect([line.status, line.body.message]).toEqual([400, message]);
  });
});
