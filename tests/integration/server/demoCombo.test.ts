// The demo's combo is stored as the Cardápio's editor would store it (issue 17): each part's share is what
// comboShares gives for the combo's price and the parts' own prices, in the order the editor reads the parts, so a
// manager who opens the combo and saves it without a change rewrites nothing. Read over GraphQL from the real
// server with the seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comboShares, inComboOrder } from '../../../src-shared/domain/comboShares.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, demoId, login, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let c: Client;

beforeAll(async () => {
  server = await startTestServer();
  c = await login(server.url, 'manager');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the demo combo', () => {
  it('stores the shares comboShares gives, adding up to the combo price', async () => {
    type Part = { id: string; comboId: string; productId: string; quantity: number; price: number; createdAt: string; deletedAt: string | null };
    const res = await c.gql<{ products: { id: string; price: number }[]; comboProducts: Part[] }>(
      'query($b: ID!) { products(businessId: $b) { id price } comboProducts(businessId: $b) { id comboId productId quantity price createdAt deletedAt } }',
      { b: B },
    );
    expect(res.body.errors).toBeUndefined();
    const { products, comboProducts } = res.body.data!;
    const priceOf = new Map(products.map((p) => [p.id, p.price]));
    const comboId = demoId('product:combo-burger');
    const parts = inComboOrder(comboProducts.filter((x) => x.comboId === comboId && !x.deletedAt));
    expect(parts.map((x) => x.productId).sort()).toEqual([demoId('product:x-burger'), demoId('product:batata'), demoId('product:coca-lata')].sort());

    const total = priceOf.get(comboId)!;
    const expected = comboShares(
      total,
      parts.map((x) => ({ price: priceOf.get(x.productId)!, quantity: x.quantity / 1000 })),
    );
    expect(parts.map((x) => x.price)).toEqual(expected);
    expect(parts.reduce((sum, x) => sum + x.price, 0)).toBe(total);
    // Not the old hand-written split (2390/1000/600), which the editor rewrote on the first save.
    expect(parts.map((x) => x.price).sort()).not.toEqual([1000, 2390, 600].sort());
  });
});
