// The menu's product types over HTTP on PGlite: a pizza (composite) with its flavours, a combo with its products,
// a rodízio (all you can eat) with what it allows. Bad bodies are 400 in Portuguese naming the field, another
// business's ids are refused, a repeated key replays, and a pizza made through these calls is sold at the counter
// by the half-and-half rule (the highest half).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, changedSince, demoId, login, newId, otherDemoId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let other: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Product = { id: string; type: string; name: string; price: number; priceRule: string | null; maxFlavors: number | null; deletedAt: string | null };
type Made = Product & { compositions: { id: string; maxQuantity: number; flavors: boolean }[]; productSubproducts: { id: string; subproductId: string; price: number }[]; comboProducts: { productId: string }[] };
const sub = (k: string) => demoId(`sub:${k}`);
const seq = async () => {
  const r = await manager.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO() });
  return r.body.data?.counterChanges.seq ?? 0;
};
const DEMO = () => DEMO_BUSINESS_ID;

/** A pizza size: a composite with three flavours at this size's prices. */
async function pizza(name: string, prices: [number, number, number]): Promise<Made> {
  const res = await manager.post<Made>(manager.b('products/composites'), {
    id: newId(),
    compositionId: newId(),
    name,
    categoryId: demoId('cat:pizzas'),
    priceRule: 'highest',
    maxFlavors: 2,
    flavors: [
      { id: newId(), subproductId: sub('calabresa'), price: prices[0] },
      { id: newId(), subproductId: sub('margherita'), price: prices[1] },
      { id: newId(), subproductId: sub('quatro-queijos'), price: prices[2] },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('composite (pizza)', () => {
  it('a pizza in two sizes with three flavours is sold half and half at the price of the highest half', async () => {
    const grande = await pizza('Pizza Grande da casa', [6490, 5990, 7290]);
    const broto = await pizza('Pizza Broto da casa', [3990, 3690, 4390]);
    expect(grande).toMatchObject({ type: 'composite', priceRule: 'highest', maxFlavors: 2, price: 0 });
    expect(grande.compositions).toEqual([expect.objectContaining({ flavors: true, maxQuantity: 2 })]);
    expect(grande.productSubproducts.map((p) => p.price)).toEqual([6490, 5990, 7290]);

    // Half calabresa (64,90), half quatro queijos (72,90): the highest half, 72,90; the broto half and half: 43,90.
    const [g, b] = [grande.productSubproducts, broto.productSubproducts];
    const { orderId } = await padWithOrder(cashier, 'table:12', [
      { productId: grande.id, selections: [{ productSubproductId: g[0]!.id }, { productSubproductId: g[2]!.id }] },
      { productId: broto.id, selections: [{ productSubproductId: b[1]!.id }, { productSubproductId: b[2]!.id }] },
    ]);
    const lines = await cashier.gql<{ orderProducts: { orderId: string; productId: string; unitPrice: number; totalPrice: number }[] }>(
      'query($b: ID!){ orderProducts(businessId: $b){ orderId productId unitPrice totalPrice } }',
      { b: DEMO() },
    );
    const mine = lines.body.data!.orderProducts.filter((l) => l.orderId === orderId);
    expect(mine.find((l) => l.productId === grande.id)).toMatchObject({ unitPrice: 7290, totalPrice: 7290 });
    expect(mine.find((l) => l.productId === broto.id)).toMatchObject({ unitPrice: 4390, totalPrice: 4390 });

    // Three flavours are more than the pizza takes.
    const three = await cashier.post(cashier.b('orders'), {
      orderPadId: (await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:13') })).body.id,
      products: [{ productId: grande.id, selections: g.map((x) => ({ productSubproductId: x.id })) }],
    });
    expect(three.status).toBe(409);
  });

  it('a composite without flavours is refused, naming the field, and nothing is written', async () => {
    const before = await seq();
    for (const flavors of [[], undefined]) {
      const res = await manager.post<{ message: string; issues: { path: string; message: string }[] }>(manager.b('products/composites'), { id: newId(), name: 'Pizza vazia', flavors });
      expect(res.status).toBe(400);
      expect(res.body.issues[0]).toMatchObject({ path: 'flavors' });
      expect(res.body.message).toMatch(/Sabores.*ao menos um sabor/);
    }
    const negative = await manager.post<{ message: string }>(manager.b('products/composites'), { name: 'Pizza', flavors: [{ subproductId: sub('calabresa'), price: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/Preço/);
    expect(await changedSince(manager, before)).toBe(0);
  });

  it('updates the rule and the number of flavours (its flavours composition follows), and deletes it with its children', async () => {
    const p = await pizza('Pizza Média', [5000, 4500, 5500]);
    const up = await manager.put<Product>(manager.b(`products/composites/${p.id}`), { priceRule: 'average', maxFlavors: 3, name: 'Pizza Média (6 fatias)' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ priceRule: 'average', maxFlavors: 3, name: 'Pizza Média (6 fatias)' });
    const comps = await manager.gql<{ productCompositions: { id: string; maxQuantity: number }[] }>('query($b: ID!){ productCompositions(businessId: $b){ id maxQuantity } }', { b: DEMO() });
    expect(comps.body.data!.productCompositions.find((c) => c.id === p.compositions[0]!.id)?.maxQuantity).toBe(3);
    // Not a composite: the combo's route refuses it.
    expect((await manager.put(manager.b(`products/combo/${p.id}`), { name: 'x' })).status).toBe(409);
    const del = await manager.del<Product>(manager.b(`products/composites/${p.id}`));
    expect(del.status).toBe(200);
    expect(del.body.deletedAt).toBeTruthy();
    const sold = await cashier.post(cashier.b('orders'), {
      orderPadId: (await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:14') })).body.id,
      products: [{ productId: p.id, selections: [{ productSubproductId: p.productSubproducts[0]!.id }] }],
    });
    expect(sold.status).toBe(404);
  });

  it('a repeated key answers the first answer and makes one product', async () => {
    const key = newId();
    const body = { name: 'Pizza Repetida', flavors: [{ subproductId: sub('calabresa'), price: 5000 }] };
    const first = await manager.post<Made>(manager.b('products/composites'), body, key);
    const again = await manager.post<Made>(manager.b('products/composites'), body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });
});

describe('combo', () => {
  it('makes a combo with its products; a combo without products, with another business\'s product or inside a combo is refused', async () => {
    const id = newId();
    const res = await manager.post<Made>(manager.b('products/combo'), {
      id,
      name: 'Combo pizza + refri',
      price: 7990,
      products: [
        { productId: demoId('product:pizza-grande'), price: 6990 },
        { productId: demoId('product:coca-lata'), quantity: 2000, price: 1000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ type: 'combo', price: 7990 });
    expect(res.body.comboProducts.map((c) => c.productId)).toEqual([demoId('product:pizza-grande'), demoId('product:coca-lata')]);

    const empty = await manager.post<{ message: string }>(manager.b('products/combo'), { name: 'Combo vazio', price: 100, products: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Produtos.*ao menos um produto do combo/);
    const foreign = await manager.post(manager.b('products/combo'), { name: 'Combo', price: 100, products: [{ productId: otherDemoId('product:misto') }] });
    expect(foreign.status).toBe(404);
    const nested = await manager.post<{ message: string }>(manager.b('products/combo'), { name: 'Combo de combo', price: 100, products: [{ productId: id }] });
    expect(nested.status).toBe(409);

    // Its products: add one, change it, remove them down to the last one (which stays).
    const added = await manager.post<{ id: string; comboId: string }>(manager.b(`products/${id}/combo-products`), { productId: demoId('product:batata'), price: 0 });
    expect(added.status).toBe(201);
    expect(added.body.comboId).toBe(id);
    const changed = await manager.put<{ quantity: number }>(manager.b(`products/${id}/combo-products/${added.body.id}`), { quantity: 2000 });
    expect(changed.body.quantity).toBe(2000);
    const rows = await manager.gql<{ comboProducts: { id: string; comboId: string; deletedAt: string | null }[] }>('query($b: ID!){ comboProducts(businessId: $b){ id comboId deletedAt } }', { b: DEMO() });
    const mine = rows.body.data!.comboProducts.filter((c) => c.comboId === id && !c.deletedAt);
    expect(mine).toHaveLength(3);
    expect((await manager.del(manager.b(`products/${id}/combo-products/${mine[0]!.id}`))).status).toBe(200);
    expect((await manager.del(manager.b(`products/${id}/combo-products/${mine[1]!.id}`))).status).toBe(200);
    const last = await manager.del<{ message: string }>(manager.b(`products/${id}/combo-products/${mine[2]!.id}`));
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/ao menos um produto/);

    const up = await manager.put<Product>(manager.b(`products/combo/${id}`), { price: 8490 });
    expect(up.body.price).toBe(8490);
    expect((await manager.del(manager.b(`products/combo/${id}`))).status).toBe(200);
  });
});

describe('all you can eat (rodízio)', () => {
  it('makes a rodízio, allows products and categories, and refuses them on another type or another business', async () => {
    const res = await manager.post<Product>(manager.b('products/all-you-can-eat'), { id: newId(), name: 'Rodízio de massas', price: 5990, categoryId: demoId('cat:rodizio') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'allYouCanEat', price: 5990 });
    const id = res.body.id;
    const allowed = await manager.post<{ id: string; allowedProductId: string; price: number }>(manager.b(`products/${id}/allowed-products`), { allowedProductId: demoId('product:pizza-broto') });
    expect(allowed.status).toBe(201);
    expect(allowed.body).toMatchObject({ allowedProductId: demoId('product:pizza-broto'), price: 0 });
    expect((await manager.put<{ price: number }>(manager.b(`products/${id}/allowed-products/${allowed.body.id}`), { price: 500 })).body.price).toBe(500);
    expect((await manager.del(manager.b(`products/${id}/allowed-products/${allowed.body.id}`))).status).toBe(200);
    const cat = await manager.post<{ id: string }>(manager.b(`products/${id}/allowed-categories`), { categoryId: demoId('cat:pizzas') });
    expect(cat.status).toBe(201);
    expect((await manager.put(manager.b(`products/${id}/allowed-categories/${cat.body.id}`), { categoryId: demoId('cat:sobremesas') })).status).toBe(200);
    expect((await manager.del(manager.b(`products/${id}/allowed-categories/${cat.body.id}`))).status).toBe(200);

    const bad = await manager.post<{ message: string }>(manager.b(`products/${id}/allowed-products`), { allowedProductId: 'pizza' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/allowedProductId|Produto permitido/);
    expect((await manager.post(manager.b(`products/${id}/allowed-products`), { allowedProductId: otherDemoId('product:misto') })).status).toBe(404);
    expect((await manager.post(manager.b(`products/${id}/allowed-categories`), { categoryId: otherDemoId('cat:lanches') })).status).toBe(404);
    expect((await manager.post(manager.b(`products/${demoId('product:x-burger')}/allowed-products`), { allowedProductId: demoId('product:coca-lata') })).status).toBe(409);
    // Another business's manager reaches none of it.
    expect((await other.put(other.b(`products/all-you-can-eat/${id}`), { price: 1 })).status).toBe(404);
    expect((await other.post(manager.b(`products/${id}/allowed-products`), { allowedProductId: demoId('product:coca-lata') })).status).toBe(403);

    expect((await manager.put<Product>(manager.b(`products/all-you-can-eat/${id}`), { price: 6490 })).body.price).toBe(6490);
    expect((await manager.del(manager.b(`products/all-you-can-eat/${id}`))).status).toBe(200);
  });

  it('a cashier may not change the menu', async () => {
    expect((await cashier.post(cashier.b('products/all-you-can-eat'), { name: 'Rodízio', price: 100 })).status).toBe(403);
  });
});
