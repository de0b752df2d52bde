// Issue 13 item 9: a line beyond what a restaurant sells (over 10 000 units, over R$ 1.000.000,00) is refused with
// a 400 in Portuguese, and the sums of a comanda stay right past the int4 range (22 lines of R$ 1 million,
// R$ 22 million on one comanda, made in the database): the comanda and the pending-tables resume answer, not 500.
// Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let cashier: Client;
const MILLION = 100_000_000; // R$ 1.000.000,00 in centavos, the most a price may be

beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
  // A valid price at the top of the range (the price schema allows R$ 1 million).
  await server.database.db.update(products).set({ price: MILLION }).where(eq(products.id, demoId('product:coca-lata')));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const order = (padId: string, lines: { productId: string; quantity?: number }[]) =>
  cashier.post<{ message?: string }>(cashier.b('orders'), { id: newId(), orderPadId: padId, deliveryMode: 'saloon', originType: 'saloon', products: lines });

describe('bounded lines, safe sums', () => {
  it('refuses a line of R$ 12 million and a line of 20 000 units with a 400 in Portuguese', async () => {
    const { padId } = await padWithOrder(cashier, 'table:5', [{ productId: demoId('product:coca-lata') }]);
    const twelve = await order(padId, [{ productId: demoId('product:coca-lata'), quantity: 12_000 }, { productId: demoId('product:coca-lata'), quantity: 12_000 }]);
    expect(twelve.status).toBe(400);
    expect(twelve.body.message).toBe('O valor de um item não pode passar de R$ 1.000.000,00');
    const many = await order(padId, [{ productId: demoId('product:agua'), quantity: 20_000_000 }]);
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('A quantidade de um item não pode passar de 10.000');
  });

  it('sums 22 lines of R$ 1 million on one comanda (past 2^31 centavos): the comanda and the pending-tables resume answer', async () => {
    // A comanda holds at most R$ 10 million through the API (server-pad-bound.test.ts): three comandas' orders
    // are moved onto one in the database, as data from before the bound would be.
    const lines = (n: number) => Array.from({ length: n }, () => ({ productId: demoId('product:coca-lata') }));
    const { padId } = await padWithOrder(cashier, 'table:6', lines(10));
    const others = [await padWithOrder(cashier, 'table:9', lines(10)), await padWithOrder(cashier, 'table:10', lines(2))];
    for (const o of others) await server.database.db.update(orders).set({ orderPadId: padId }).where(eq(orders.id, o.orderId));
    // A write on the comanda answers it with its totals (ledger sums).
    const pad = await cashier.put<{ totals: { subtotal: number } }>(cashier.b(`order-pads/${padId}`), {}, newId());
    expect(pad.status).toBe(200);
    expect(pad.body.totals.subtotal).toBe(22 * MILLION);
    const resume = await cashier.get<{ total: number }>(cashier.b('services/pending-tables-resume'));
    expect(resume.status).toBe(200);
    expect(resume.body.total).toBeGreaterThan(22 * MILLION);
  });
});
