// The menu's product writes over HTTP on PGlite: create, edit, "esgotado" (the counter then refuses to sell it),
// delete, bulk price change by percentage or value, copy with its compositions, change of type, conversion into a
// subproduct, a list of uniques; duplicated codes and barcodes, prices below zero and foreign rows refused with a
// Portuguese 400/404 and nothing half-written; a cashier may not change the menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

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

type Product = { id: string; name: string; price: number; internalCode: string | null; barcode: string | null; available: boolean; type: string; categoryId: string | null; kitchenId: string | null; deletedAt: string | null };
type Refusal = { message: string; issues?: { path: string; message: string }[] };
const b = DEMO_BUSINESS_ID;
const product = async (id: string) =>
  (await manager.gql<{ products: Product[] }>(`query($b: ID!){ products(businessId: $b){ id name price internalCode barcode available type categoryId kitchenId deletedAt } }`, { b })).body.data?.products.find((p) => p.id === id);

describe('products: create, edit, sold out, delete', () => {
  it('creates a unique product with its client-made id, category and kitchen; a repeat of the key changes nothing', async () => {
    const id = newId();
    const key = newId();
    const body = { id, name: 'Pastel de queijo', internalCode: ' 910 ', barcode: '7891000100103', price: 1290, categoryId: demoId('cat:porcoes'), kitchenId: demoId('kitchen:cozinha') };
    const res = await manager.post<Product>(manager.b('products/uniques'), body, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, type: 'unique', name: 'Pastel de queijo', internalCode: '910', price: 1290, available: true });
    const again = await manager.post<Product>(manager.b('products/uniques'), body, key);
    expect([again.status, again.body.id]).toEqual([201, id]);
    expect(await product(id)).toMatchObject({ name: 'Pastel de queijo', price: 1290, categoryId: demoId('cat:porcoes') });
  });

  it('refuses a duplicated code or barcode, a price below zero and a blank name, naming the field; nothing is written', async () => {
    const dupCode = await manager.post<Refusal>(manager.b('products/uniques'), { id: newId(), name: 'Outro X', internalCode: '200', price: 100 });
    expect(dupCode.status).toBe(400);
    expect(dupCode.body.message).toBe('Já existe um produto com o código 200');
    expect(dupCode.body.issues?.[0]?.path).toBe('internalCode');
    const dupBar = await manager.post<Refusal>(manager.b('products/uniques'), { id: newId(), name: 'Outro', barcode: '7891000100103', price: 100 });
    expect([dupBar.status, dupBar.body.issues?.[0]?.path]).toEqual([400, 'barcode']);
    const negative = await manager.post<Refusal>(manager.b('products/uniques'), { id: newId(), name: 'Negativo', price: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('Preço');
    const blank = await manager.post<Refusal>(manager.b('products/uniques'), { id: newId(), name: '  ', price: 100 });
    expect([blank.status, blank.body.issues?.[0]?.path]).toEqual([400, 'name']);
    const foreignCategory = await manager.post<Refusal>(manager.b('products/uniques'), { id: newId(), name: 'Sem categoria', price: 100, categoryId: newId() });
    expect(foreignCategory.status).toBe(404);
    const names = (await manager.gql<{ products: Product[] }>(`query($b: ID!){ products(businessId: $b){ name } }`, { b })).body.data?.products.map((p) => p.name);
    expect(names).not.toContain('Outro X');
    expect(names).not.toContain('Negativo');
    expect(names).not.toContain('Sem categoria');
  });

  it('edits name and price; the same code on the same product is fine, another product\'s code is refused', async () => {
    const id = demoId('product:x-salada');
    const res = await manager.put<Product>(manager.b(`products/${id}`), { name: 'X-Salada especial', price: 3390, internalCode: '201' });
    expect(res.status).toBe(200);
    expect(await product(id)).toMatchObject({ name: 'X-Salada especial', price: 3390, internalCode: '201' });
    const taken = await manager.put<Refusal>(manager.b(`products/${id}`), { internalCode: '202' });
    expect([taken.status, taken.body.message]).toEqual([400, 'Já existe um produto com o código 202']);
    const negative = await manager.put<Refusal>(manager.b(`products/${id}`), { price: -10 });
    expect(negative.status).toBe(400);
    expect((await product(id))?.price).toBe(3390);
  });

  it('marks a product "esgotado" (available: false): the counter refuses to sell it, and sells it again when available', async () => {
    const id = demoId('product:pudim');
    expect((await manager.put<Product>(manager.b(`products/${id}`), { available: false })).body.available).toBe(false);
    const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:12') });
    const refused = await cashier.post<Refusal>(cashier.b('orders'), { id: newId(), orderPadId: pad.body.id, deliveryMode: 'saloon', originType: 'saloon', products: [{ productId: id, quantity: 1000 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Pudim de leite');
    await manager.put(manager.b(`products/${id}`), { available: true });
    const sold = await cashier.post(cashier.b('orders'), { id: newId(), orderPadId: pad.body.id, deliveryMode: 'saloon', originType: 'saloon', products: [{ productId: id, quantity: 1000 }] });
    expect(sold.status).toBe(201);
  });

  it('deletes a product (soft: the mirror learns of it); a second delete is 404', async () => {
    const id = demoId('product:petit-gateau');
    expect((await manager.del(manager.b(`products/${id}`))).status).toBe(200);
    expect((await product(id))).toBeUndefined();
    expect((await manager.del(manager.b(`products/${id}`))).status).toBe(404);
  });

  it('a cashier may not change the menu; another business neither sees nor changes ours', async () => {
    const id = demoId('product:agua');
    expect((await cashier.put(cashier.b(`products/${id}`), { price: 1 })).status).toBe(403);
    expect((await other.request('PUT', `/businesses/${b}/products/${id}`, { price: 1 })).status).toBe(403);
    expect((await other.put(other.b(`products/${id}`), { price: 1 })).status).toBe(404);
    expect((await product(id))?.price).toBe(450);
  });
});

describe('products: bulk price change, copy, type, subproduct, list of uniques', () => {
  it('raises prices by 10 % and lowers them by R$ 1,00, rounding half away from zero', async () => {
    const ids = [demoId('product:coca-lata'), demoId('product:guarana-lata'), demoId('product:suco-laranja')];
    const up = await manager.put<Product[]>(manager.b('products/bulk'), { products: ids.map((id) => ({ id })), priceChange: { type: 'percentage', value: 1000 } });
    expect(up.status).toBe(200);
    expect(up.body.map((p) => p.price)).toEqual([715, 660, 1089]);
    const down = await manager.put<Product[]>(manager.b('products/bulk'), { products: ids.map((id) => ({ id })), priceChange: { type: 'value', value: -100 } });
    expect(down.body.map((p) => p.price)).toEqual([615, 560, 989]);
  });

  it('refuses the whole change when one price would fall below zero, and an unknown product; nothing moves', async () => {
    const ids = [demoId('product:chopp'), demoId('product:agua')];
    const res = await manager.put<Refusal>(manager.b('products/bulk'), { products: ids.map((id) => ({ id })), priceChange: { type: 'value', value: -1000 } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('products.1.price');
    expect(res.body.message).toContain('Água mineral 500 ml');
    const unknown = await manager.put<Refusal>(manager.b('products/bulk'), { products: [{ id: ids[0] }, { id: newId() }], priceChange: { type: 'value', value: 100 } });
    expect([unknown.status, unknown.body.issues?.[0]?.path]).toEqual([400, 'products.1.id']);
    expect([(await product(ids[0]!))?.price, (await product(ids[1]!))?.price]).toEqual([1290, 450]);
  });

  it('copies a pizza with its compositions and flavours under a new name, without its code', async () => {
    const id = newId();
    const res = await manager.post<Product>(manager.b(`products/${demoId('product:pizza-grande')}/copy`), { id, newProductName: 'Pizza Grande promocional' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, type: 'composite', internalCode: null });
    const cat = await manager.gql<{ product: { compositions: { name: string; items: { name: string; price: number }[] }[] } }>(
      `query($b: ID!, $id: ID!){ product(businessId: $b, id: $id){ compositions { name items { name price } } } }`,
      { b, id },
    );
    expect(cat.body.data?.product.compositions.map((c) => c.name)).toEqual(['Sabores (até 2, meio a meio)', 'Borda recheada']);
    expect(cat.body.data?.product.compositions[0]?.items[0]).toEqual({ name: 'Calabresa', price: 6490 });
  });

  it('changes a type, converts a simple product into a subproduct, refuses converting a combo', async () => {
    const id = demoId('product:calabresa-acebolada');
    expect((await manager.put<Product>(manager.b(`products/${id}/type`), { type: 'allYouCanEat' })).body.type).toBe('allYouCanEat');
    expect((await manager.put<Refusal>(manager.b(`products/${id}/type`), { type: 'pizza' })).status).toBe(400);
    const subId = newId();
    const conv = await manager.post<{ id: string; name: string; kind: string }>(manager.b(`products/${id}/subproduct-convert`), { id: subId });
    expect(conv.status).toBe(201);
    expect(conv.body).toMatchObject({ id: subId, name: 'Calabresa acebolada', kind: 'nominal' });
    expect(await product(id)).toBeUndefined();
    expect((await manager.post(manager.b(`products/${demoId('product:combo-burger')}/subproduct-convert`), {})).status).toBe(409);
  });

  it('creates a list of uniques at once, or none when one repeats a code', async () => {
    const ok = await manager.post<Product[]>(manager.b('products/uniques/bulk'), {
      businessId: b, createdBy: 'manager', products: [{ name: 'Coxinha', price: 700, internalCode: '920' }, { name: 'Kibe', price: 700, internalCode: '921' }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.map((p) => p.name)).toEqual(['Coxinha', 'Kibe']);
    const dup = await manager.post<Refusal>(manager.b('products/uniques/bulk'), {
      businessId: b, createdBy: 'manager', products: [{ name: 'Esfiha', price: 700, internalCode: '930' }, { name: 'Esfiha 2', price: 700, internalCode: '930' }],
    });
    expect([dup.status, dup.body.issues?.[0]?.path]).toEqual([400, 'products.1.internalCode']);
  });
});

describe('the sold-out product at the counter', () => {
  it('an order already fired keeps it; a new order is refused', async () => {
    const id = demoId('product:caipirinha');
    const { padId } = await padWithOrder(cashier, 'table:14', [{ productId: id }]);
    await manager.put(manager.b(`products/${id}`), { available: false });
    const refused = await cashier.post(cashier.b('orders'), { id: newId(), orderPadId: padId, deliveryMode: 'saloon', originType: 'saloon', products: [{ productId: id, quantity: 1000 }] });
    expect(refused.status).toBe(409);
  });
});
