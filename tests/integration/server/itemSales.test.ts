// An item's sale (issue 17, "sales (promotional prices with periods)") is charged by the server: a flavour on sale
// prices the pizza at the moment the line was taken, by the same rule the counter shows (pricing.ts linePrice),
// whatever the terminal believed; off its weekdays or after its end the item is back at its own price. The sales
// reach the terminals' mirror through counterChanges like the other catalogue rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClock } from '../../../src-shared/domain/availability.js';
import { DEMO_BUSINESS_ID, demoId, newId, padWithOrder } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
beforeAll(async () => {
  t = await startMenu();
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

type Line = { orderId: string; productId: string; unitPrice: number; totalPrice: number; selections: { productSubproductId: string; price: number }[] };
type SaleRow = { id: string; productSubproductId: string; price: number; weekdays: number[]; deletedAt: string | null };

async function changes(): Promise<{ orderProducts: Line[]; productSubproductSalePrices: SaleRow[] }> {
  const res = await t.cashier.gql<{ counterChanges: { orderProducts: Line[]; productSubproductSalePrices: SaleRow[] } }>(
    'query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ orderProducts { orderId productId unitPrice totalPrice selections } productSubproductSalePrices { id productSubproductId price weekdays deletedAt } } }',
    { b: DEMO_BUSINESS_ID },
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.counterChanges;
}

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const HOUR = 3_600_000;

describe("an item's sale", () => {
  it('prices the flavour on sale while it holds, on its weekdays, and at its own price otherwise', async () => {
    const [product, flavours, calabresa, frango] = [newId(), newId(), newId(), newId()];
    const made = await t.manager.post(t.manager.b('products/composites'), {
      id: product,
      compositionId: flavours,
      name: 'Pizza promocional',
      categoryId: demoId('cat:pizzas'),
      priceRule: 'highest',
      maxFlavors: 2,
      flavors: [
        { id: calabresa, subproductId: demoId('sub:calabresa'), price: 5000 },
        { id: frango, subproductId: demoId('sub:frango-catupiry'), price: 4200 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const half = { productId: product, selections: [{ productSubproductId: calabresa }, { productSubproductId: frango }] };

    // Calabresa at R$ 39,90 from an hour ago to an hour ahead: the half-and-half is priced by its highest half,
    // now frango (R$ 42,00); the calabresa's selection carries its sale price.
    const sale = newId();
    const created = await t.manager.post<{ id: string }>(t.manager.b(`products/${product}/subproducts/sales`), { id: sale, productSubproductId: calabresa, price: 3990, startsAt: iso(-HOUR), endsAt: iso(HOUR) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const onSale = await padWithOrder(t.cashier, 'table:8', [{ ...half, quantity: 2000 }]);
    let lines = (await changes()).orderProducts.filter((l) => l.orderId === onSale.orderId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ unitPrice: 4200, totalPrice: 8400 });
    expect(lines[0]!.selections.map((s) => [s.productSubproductId, s.price])).toEqual([
      [calabresa, 3990],
      [frango, 4200],
    ]);

    // Only on a weekday that is not today (business clock): full price again.
    const today = localClock(new Date(), 'America/Sao_Paulo').weekday;
    const item = (path: string) => t.manager.b(`products/${product}/subproducts/${calabresa}/${path}`);
    const other = (today + 1) % 7;
    expect((await t.manager.put(item(`sales/${sale}`), { weekdays: [other] })).status).toBe(200);
    const offDay = await padWithOrder(t.cashier, 'table:9', [half]);
    lines = (await changes()).orderProducts.filter((l) => l.orderId === offDay.orderId);
    expect(lines[0]).toMatchObject({ unitPrice: 5000 });
    expect(lines[0]!.selections.map((s) => s.price)).toEqual([5000, 4200]);

    // Today among its weekdays, and the sale ended an hour ago: full price; the mirror holds the row as it is.
    expect((await t.manager.put(item(`sales/${sale}`), { weekdays: [today, other], startsAt: iso(-3 * HOUR), endsAt: iso(-HOUR) })).status).toBe(200);
    const over = await padWithOrder(t.cashier, 'table:10', [half]);
    const after = await changes();
    expect(after.orderProducts.find((l) => l.orderId === over.orderId)).toMatchObject({ unitPrice: 5000 });
    expect(after.productSubproductSalePrices.find((s) => s.id === sale)).toMatchObject({ productSubproductId: calabresa, price: 3990, weekdays: [today, other], deletedAt: null });

    // A deleted sale no longer prices anything, though it is back in its period.
    expect((await t.manager.put(item(`sales/${sale}`), { startsAt: iso(-HOUR), endsAt: iso(HOUR) })).status).toBe(200);
    expect((await t.manager.del(item(`sales/${sale}`), newId())).status).toBe(200);
    const gone = await padWithOrder(t.cashier, 'table:11', [half]);
    expect((await changes()).orderProducts.find((l) => l.orderId === gone.orderId)).toMatchObject({ unitPrice: 5000 });
  });
});
