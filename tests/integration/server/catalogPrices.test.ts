// The server charges the catalogue as it is now (issue 17, Build item 3), whatever the terminal believed: a drink
// of a category on sale today (the business's calendar) at the sale price, a pizza's flavours at the chosen size
// with the half-and-half rule by the highest half at that size, each line's selections at the price charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../src-shared/domain/sales.js';
import { DEMO_BUSINESS_ID, demoId, newId, padWithOrder } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
beforeAll(async () => {
  t = await startMenu();
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

type Line = { productId: string; unitPrice: number; totalPrice: number; selections: { productSubproductId: string; price: number }[] };

async function linesOf(orderId: string): Promise<Line[]> {
  const res = await t.cashier.gql<{ counterChanges: { orderProducts: (Line & { orderId: string })[] } }>(
    'query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ orderProducts { orderId productId unitPrice totalPrice selections } } }',
    { b: DEMO_BUSINESS_ID },
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.counterChanges.orderProducts.filter((l) => l.orderId === orderId);
}

const day = (offsetDays: number) => localDay(new Date(Date.now() + offsetDays * 86_400_000), 'America/Sao_Paulo');

describe('the order is priced by the catalogue of now', () => {
  it("charges a category's sale on the days it holds, and the full price once it is over", async () => {
    const c = t.api.catalogs;
    const sale = newId();
    await c.categorySalesCreate({ params: { categoryId: demoId('cat:bebidas') }, body: { id: sale, name: 'Happy hour', discountType: 'percentage', discount: 2000, startDate: day(-1), endDate: day(1) } });
    const onSale = await padWithOrder(t.cashier, 'table:3', [{ productId: demoId('product:chopp'), quantity: 2000 }, { productId: demoId('product:batata') }]);
    const lines = await linesOf(onSale.orderId);
    // Chopp R$ 12,90 − 20 % = R$ 10,32; the fries' category has no sale.
    expect(lines.find((l) => l.productId === demoId('product:chopp'))).toMatchObject({ unitPrice: 1032, totalPrice: 2064 });
    expect(lines.find((l) => l.productId === demoId('product:batata'))).toMatchObject({ unitPrice: 2490 });

    await c.categorySalesUpdate({ params: { categoryId: demoId('cat:bebidas'), id: sale }, body: { startDate: day(-3), endDate: day(-2) } });
    const over = await padWithOrder(t.cashier, 'table:6', [{ productId: demoId('product:chopp') }]);
    expect((await linesOf(over.orderId))[0]).toMatchObject({ unitPrice: 1290 });
    await c.categorySalesDelete({ params: { categoryId: demoId('cat:bebidas'), id: sale } });
  });

  it('prices the flavours at the chosen size, the half-and-half pizza by its highest half', async () => {
    const c = t.api.catalogs;
    const [product, sizes, flavours, p, g, calabresa, camarao] = [newId(), newId(), newId(), newId(), newId(), newId(), newId()];
    const made = await t.manager.post(t.manager.b('products/composites'), {
      id: product,
      compositionId: flavours,
      name: 'Pizza da casa',
      categoryId: demoId('cat:pizzas'),
      priceRule: 'highest',
      maxFlavors: 2,
      flavors: [
        { id: calabresa, subproductId: demoId('sub:calabresa'), price: 9999 },
        { id: camarao, subproductId: demoId('sub:frango-catupiry'), price: 9999 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await c.compositionsCreate({ body: { id: sizes, productId: product, name: 'Tamanho', selectionType: 'select', minQuantity: 1, maxQuantity: 1 } });
    await c.compositionSubproductsCreate({ params: { compositionId: sizes }, body: { id: p, subproductId: demoId('sub:napolitana'), price: 0 } });
    await c.compositionSubproductsCreate({ params: { compositionId: sizes }, body: { id: g, subproductId: demoId('sub:portuguesa'), price: 0, position: 1 } });
    for (const [option, size, price] of [
      [calabresa, p, 3000],
      [calabresa, g, 5000],
      [camarao, p, 4500],
      [camarao, g, 7000],
    ] as const) {
      await c.compositionPricesCreate({ params: { compositionId: flavours, subproductId: option }, body: { id: newId(), sizeId: size, price } });
    }
    const pizza = (size: string) => ({ productId: product, selections: [{ productSubproductId: size }, { productSubproductId: calabresa }, { productSubproductId: camarao }] });
    const order = await padWithOrder(t.cashier, 'table:7', [pizza(p), pizza(g)]);
    const lines = await linesOf(order.orderId);
    expect(lines.map((l) => l.unitPrice).sort((a, b) => a - b)).toEqual([4500, 7000]);
    const big = lines.find((l) => l.unitPrice === 7000)!;
    expect(big.selections.map((s) => s.price)).toEqual([0, 5000, 7000]);
  });
});

describe("the tiles' pictures", () => {
  it("lists each product's live pictures without their bytes, and serves each url to the cashier", async () => {
    const product = demoId('product:suco-laranja');
    const bytes = new Uint8Array(120);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('mainImages', new Blob([bytes], { type: 'image/png' }), 'suco.png');
    const up = await fetch(t.server.url + t.manager.b(`products/${product}/images`), { method: 'POST', headers: { authorization: `Bearer ${t.manager.token}`, 'idempotency-key': newId() }, body: form });
    expect(up.status).toBe(201);
    const [made] = (await up.json()) as { id: string }[];

    type Img = { id: string; productId: string; type: string; url: string; size: number };
    const list = async () =>
      (await t.cashier.gql<{ productImages: Img[] }>('query($b: ID!){ productImages(businessId: $b){ id productId type url size } }', { b: DEMO_BUSINESS_ID })).body.data!.productImages;
    const mine = (await list()).filter((i) => i.productId === product);
    expect(mine).toEqual([{ id: made!.id, productId: product, type: 'main', url: `products/${product}/images/${made!.id}`, size: 120 }]);
    const served = await fetch(t.server.url + t.cashier.b(mine[0]!.url), { headers: { authorization: `Bearer ${t.cashier.token}` } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // Another business reads none of them.
    const ze = await t.ze.gql<{ productImages: Img[] }>('query($b: ID!){ productImages(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(ze.body.data?.productImages ?? null).toBeNull();

    const del = await t.manager.del(t.manager.b(`products/${product}/images/${made!.id}`), newId());
    expect(del.status).toBe(200);
    expect((await list()).filter((i) => i.productId === product)).toEqual([]);
  });
});
