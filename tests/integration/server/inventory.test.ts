// Inventory (estoque) over HTTP on the real server (PGlite): the manager controls the stock of flour, cheese and a
// dough recipe, takes stock in and out, produces the recipe (its controlled ingredients go out), adjusts one count
// and saves a whole inventário; the movements' history and the balances are read back with GraphQL, the stock
// report as Excel and PDF. Stock never goes below zero: the refusal says in Portuguese what is short and writes
// nothing. The checks say what an order's item and a whole comanda take from stock; a sale takes it (order_output),
// a change or a cancel gives the difference back. Roles and tenants too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import type { InventoryCheck, InventoryMovementView, InventoryStockView } from '../../../src-shared/api/schemas/inventory.js';
import { DEMO_BUSINESS_ID, newId, padWithOrder, type Client } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';
import { pdfText, sheetText } from './reportText.js';

let t: Menu;
/** the comanda sold in the checks below, followed into the sale's stock */
let sale: { padId: string; orderId: string; lineId: string };
const ids = { flour: newId(), cheese: newId(), dough: newId(), salt: newId(), loose: newId(), pizza: newId(), cat: newId(), comp: newId(), item: newId() };
const b = (path: string) => t.manager.b(path);
const post = (path: string, body: unknown, c: Client = t.manager) => c.post<{ id: string; movements: { type: string; quantity: number; balance: number }[]; message?: string }>(b(path), body, newId());

async function stock(c: Client = t.manager): Promise<Record<string, number>> {
  const res = await c.gql<{ inventoryStock: InventoryStockView[] }>('query($b: ID!){ inventoryStock(businessId: $b){ subproductId name stock cost lastMovementAt } }', { b: DEMO_BUSINESS_ID });
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return Object.fromEntries(res.body.data!.inventoryStock.map((s) => [s.name, s.stock]));
}

async function movements(subproductId?: string): Promise<InventoryMovementView[]> {
  const res = await t.manager.gql<{ inventoryMovements: InventoryMovementView[] }>(
    'query($b: ID!, $s: ID){ inventoryMovements(businessId: $b, subproductId: $s){ id subproductId subproductName type quantity balance unitCost note groupId inventoryId userName createdAt } }',
    { b: DEMO_BUSINESS_ID, s: subproductId ?? null },
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data!.inventoryMovements;
}

beforeAll(async () => {
  t = await startMenu();
  const s = t.api.subproducts;
  // Flour R$ 5,00/kg, cheese R$ 40,00/kg, salt (not controlled), a loose feedstock not controlled either.
  await s.subproductsCreate({ body: { id: ids.flour, name: 'Farinha de trigo', kind: 'feedstock', cost: 500, controlStock: true } });
  await s.subproductsCreate({ body: { id: ids.cheese, name: 'Queijo mussarela', kind: 'feedstock', cost: 4000, controlStock: true, internalCode: 'QJ1' } });
  await s.subproductsCreate({ body: { id: ids.salt, name: 'Sal', kind: 'feedstock', cost: 200 } });
  await s.subproductsCreate({ body: { id: ids.loose, name: 'Orégano', kind: 'feedstock', cost: 100 } });
  await s.subproductsCreate({ body: { id: ids.dough, name: 'Massa de pizza', kind: 'recipe', controlStock: true } });
  // One dough (1 un) takes 0,250 kg flour and 0,005 kg salt.
  for (const [sub, q] of [
    [ids.flour, 250],
    [ids.salt, 5],
  ] as const)
    await s.subproductTreesCreate({ params: { id: ids.dough }, body: { id: newId(), subproductParentId: ids.dough, subproductId: sub, quantity: q } });
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

describe('movements', () => {
  it('takes stock in with its cost, and out; each movement keeps the balance it left', async () => {
    const input = await t.api.inventory.inventoryMovementsManualInput({ body: { businessId: DEMO_BUSINESS_ID, id: newId(), subproductId: ids.flour, quantity: 10_000, unitCost: 480, note: 'NF 123' } });
    expect(input).toMatchObject({ movements: [{ type: 'manual_input', quantity: 10_000, balance: 10_000, unitCost: 480, note: 'NF 123' }] });
    const out = await post('inventory-movements/manual-output', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, quantity: 1_500 });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.movements).toMatchObject([{ type: 'manual_output', quantity: -1_500, balance: 8_500 }]);
    const loss = await post('inventory-movements/manual-output', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, quantity: 500, writeOff: true, note: 'Saco rasgado' });
    expect(loss.body.movements).toMatchObject([{ type: 'manual_write_off', quantity: -500, balance: 8_000 }]);
    expect((await stock())['Farinha de trigo']).toBe(8_000);
    // The entry's unit cost is the flour's cost now (R$ 5,00 → R$ 4,80 the kilo).
    const flour = await t.manager.gql<{ inventoryStock: InventoryStockView[] }>('query($b: ID!){ inventoryStock(businessId: $b, term: "farinha"){ cost } }', { b: DEMO_BUSINESS_ID });
    expect(flour.body.data!.inventoryStock).toEqual([{ cost: 480 }]);
  });

  it('refuses to go below zero, saying what is short, and writes nothing', async () => {
    const before = await movements(ids.cheese);
    const res = await post('inventory-movements/manual-output', { businessId: DEMO_BUSINESS_ID, subproductId: ids.cheese, quantity: 1_250 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Estoque insuficiente: Queijo mussarela (faltam 1,25)');
    expect(await movements(ids.cheese)).toEqual(before);
  });

  it('refuses a subproduct whose stock is not controlled, or of another business, and bad quantities with the field named', async () => {
    const res = await post('inventory-movements/manual-input', { businessId: DEMO_BUSINESS_ID, subproductId: ids.salt, quantity: 1000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^O estoque de "Sal" não é controlado/);
    expect((await post('inventory-movements/manual-input', { businessId: DEMO_BUSINESS_ID, subproductId: newId(), quantity: 1000 })).status).toBe(404);
    for (const quantity of [0, -5, 1.5, '2']) {
      const before = await t.seq();
      const bad = await post('inventory-movements/manual-input', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, quantity });
      await t.refused(bad as never, 'quantity', before);
    }
    expect((await stock())['Farinha de trigo']).toBe(8_000);
  });

  it('produces a recipe: it comes in, its controlled ingredients go out by the tree, all refused when one is short', async () => {
    const made = await post('inventory-movements/recipe-production', { businessId: DEMO_BUSINESS_ID, subproductId: ids.dough, quantity: 4_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 4 doughs: +4 dough, -1 kg flour (4 × 0,250); salt is not controlled.
    expect(made.body.movements.map((x) => [x.type, x.quantity, x.balance])).toEqual([
      ['production_input', 4_000, 4_000],
      ['production_output', -1_000, 7_000],
    ]);
    // 40 doughs take 10 kg: 7 kg is all there is.
    const short = await post('inventory-movements/recipe-production', { businessId: DEMO_BUSINESS_ID, subproductId: ids.dough, quantity: 40_000 });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Estoque insuficiente: Farinha de trigo (faltam 3)');
    const notRecipe = await post('inventory-movements/recipe-production', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, quantity: 1000 });
    expect(notRecipe.body.message).toBe('"Farinha de trigo" não é uma receita: só receitas são produzidas');
    expect(await stock()).toMatchObject({ 'Farinha de trigo': 7_000, 'Massa de pizza': 4_000 });
  });

  it('adjusts to what was counted, up or down, and says when nothing differs', async () => {
    const down = await post('inventory-movements/inventory-adjust', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, counted: 6_750 });
    expect(down.body.movements).toMatchObject([{ type: 'negative_adjust', quantity: -250, balance: 6_750 }]);
    const up = await post('inventory-movements/inventory-adjust', { businessId: DEMO_BUSINESS_ID, subproductId: ids.cheese, counted: 2_000 });
    expect(up.body.movements).toMatchObject([{ type: 'positive_adjust', quantity: 2_000, balance: 2_000 }]);
    const same = await post('inventory-movements/inventory-adjust', { businessId: DEMO_BUSINESS_ID, subproductId: ids.cheese, counted: 2_000 });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('O estoque de "Queijo mussarela" já é 2: nada a ajustar');
  });

  it('saves a whole count as one inventário, adjusting only what differs', async () => {
    const id = newId();
    const res = await t.api.inventory.inventoriesSave({
      body: { id, note: 'Contagem de sexta', items: [{ subproductId: ids.flour, counted: 6_750 }, { subproductId: ids.cheese, counted: 1_800 }, { subproductId: ids.dough, counted: 5_000 }] },
    });
    expect(res).toMatchObject({ id, counted: 3, note: 'Contagem de sexta' });
    const moved = (res as { movements: { subproductId: string; type: string; quantity: number; inventoryId: string }[] }).movements;
    expect(moved.map((x) => [x.subproductId, x.type, x.quantity, x.inventoryId])).toEqual([
      [ids.cheese, 'negative_adjust', -200, id],
      [ids.dough, 'positive_adjust', 1_000, id],
    ]);
    const twice = await post('inventories/save', { items: [{ subproductId: ids.flour, counted: 1 }, { subproductId: ids.flour, counted: 2 }] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Um insumo aparece duas vezes no inventário');
    expect(await stock()).toMatchObject({ 'Farinha de trigo': 6_750, 'Queijo mussarela': 1_800, 'Massa de pizza': 5_000 });
  });

  it('replays a write with the same key once', async () => {
    const key = newId();
    const body = { businessId: DEMO_BUSINESS_ID, id: newId(), subproductId: ids.cheese, quantity: 200 };
    const first = await t.manager.post(b('inventory-movements/manual-input'), body, key);
    const again = await t.manager.post(b('inventory-movements/manual-input'), body, key);
    expect(again.body).toEqual(first.body);
    expect((await stock())['Queijo mussarela']).toBe(2_000);
  });

  it('reads the history newest first, with who moved it; of one insumo, limited', async () => {
    const flour = await movements(ids.flour);
    expect(flour.map((x) => [x.type, x.quantity, x.balance])).toEqual([
      ['negative_adjust', -250, 6_750],
      ['production_output', -1_000, 7_000],
      ['manual_write_off', -500, 8_000],
      ['manual_output', -1_500, 8_500],
      ['manual_input', 10_000, 10_000],
    ]);
    expect(flour[0]).toMatchObject({ subproductName: 'Farinha de trigo', userName: expect.any(String) as unknown });
    const res = await t.manager.gql<{ inventoryMovements: unknown[] }>('query($b: ID!){ inventoryMovements(businessId: $b, limit: 2){ id } }', { b: DEMO_BUSINESS_ID });
    expect(res.body.data!.inventoryMovements).toHaveLength(2);
    const bad = await t.manager.gql('query($b: ID!){ inventoryMovements(businessId: $b, limit: 0){ id } }', { b: DEMO_BUSINESS_ID });
    expect(JSON.stringify(bad.body)).toContain('O limite vai de 1 a 1000');
  });
});

describe('checks by order product and order pad', () => {
  it('say what an item and a whole comanda take from controlled stock, and what is short', async () => {
    const c = t.api.catalogs;
    await c.categoriesCreate({ body: { id: ids.cat, name: 'Estoque' } });
    expect((await t.manager.post(b('products/uniques'), { id: ids.pizza, name: 'Pizza de queijo', price: 4000, categoryId: ids.cat })).status).toBe(201);
    await c.compositionsCreate({ body: { id: ids.comp, productId: ids.pizza, name: 'Queijo', selectionType: 'quantity', minQuantity: 0, maxQuantity: 5 } });
    await c.compositionSubproductsCreate({ params: { compositionId: ids.comp }, body: { id: ids.item, subproductId: ids.cheese, price: 0 } });
    // Two pizzas, each with 1,5 portions of cheese (a portion is one unit: 1 kg here) → 3 kg; there are 2 kg.
    const { padId, orderId } = await padWithOrder(t.cashier, 'table:7', [{ productId: ids.pizza, quantity: 2000, selections: [{ productSubproductId: ids.item, quantity: 1500 }] }]);
    const lines = await t.cashier.gql<{ orderProductsToPay: { id: string; orderId: string }[] }>('query($b: ID!, $p: ID!){ orderProductsToPay(businessId: $b, orderPadId: $p){ id orderId } }', { b: DEMO_BUSINESS_ID, p: padId });
    expect(lines.body.errors, JSON.stringify(lines.body)).toBeUndefined();
    const lineId = lines.body.data!.orderProductsToPay.find((l) => l.orderId === orderId)!.id;
    const byLine = await t.cashier.get<InventoryCheck>(b(`inventories/check-inventory-by-order-product/${lineId}`));
    expect(byLine.status, JSON.stringify(byLine.body)).toBe(200);
    expect(byLine.body).toEqual({ found: true, items: [{ subproductId: ids.cheese, name: 'Queijo mussarela', needed: 3_000, stock: 2_000, short: true }] });
    const byPad = await t.api.inventory.inventoriesCheckByOrderPad({ params: { id: padId } });
    expect(byPad).toEqual(byLine.body);
    // A comanda of items that take no controlled stock: nothing found.
    const plain = await padWithOrder(t.cashier, 'table:8', [{ productId: ids.pizza, quantity: 1000 }]);
    expect((await t.cashier.get<InventoryCheck>(b(`inventories/check-inventory-by-order-pad/${plain.padId}`))).body).toEqual({ found: false, items: [] });
    expect((await t.cashier.get(b(`inventories/check-inventory-by-order-pad/${newId()}`))).status).toBe(404);
    expect((await t.ze.get(b(`inventories/check-inventory-by-order-pad/${padId}`))).status).toBe(403);
    sale = { padId, orderId, lineId };
  });

  it('a sale takes from stock what its items chose, below zero if it must; a change or a cancel gives back the difference', async () => {
    const cheese = async () => (await movements(ids.cheese)).filter((x) => x.type.startsWith('order_output'));
    // The two pizzas above (3 kg of cheese) were sold on 2 kg: the sale is not refused, the stock goes to -1 kg.
    expect((await stock())['Queijo mussarela']).toBe(-1_000);
    expect(await cheese()).toMatchObject([{ type: 'order_output', quantity: -3_000, balance: -1_000, groupId: sale.orderId }]);
    // The check after the sale counts the stock as it was for these items, not the sale twice.
    expect(((await t.api.inventory.inventoriesCheckByOrderPad({ params: { id: sale.padId } })) as InventoryCheck).items).toMatchObject([{ needed: 3_000, stock: 2_000, short: true }]);
    // One more pizza with one portion on the same order: 1 kg more goes out (the difference, not the whole again).
    const more = newId();
    await t.api.orderProducts.orderProductsCreate({ params: { orderId: sale.orderId }, body: { id: more, productId: ids.pizza, quantity: 1000, selections: [{ productSubproductId: ids.item, quantity: 1000 }] } });
    expect((await stock())['Queijo mussarela']).toBe(-2_000);
    // The first line down to one pizza (1,5 kg back), the new one removed (1 kg back).
    await t.api.orderProducts.orderProductsUpdate({ params: { orderId: sale.orderId, id: sale.lineId }, body: { quantity: 1000 } });
    expect((await stock())['Queijo mussarela']).toBe(-500);
    await t.api.orderProducts.orderProductsDelete({ params: { orderId: sale.orderId, id: more }, body: {} });
    expect((await stock())['Queijo mussarela']).toBe(500);
    // Cancelling the comanda gives back what is left; the history reads every step, newest first.
    await t.api.orderPads.orderPadsCancel({ params: { id: sale.padId }, body: { reason: 'teste de estoque' } });
    expect((await stock())['Queijo mussarela']).toBe(2_000);
    expect((await cheese()).map((x) => [x.type, x.quantity, x.balance])).toEqual([
      ['order_output_reversal', 1_500, 2_000],
      ['order_output_reversal', 1_000, 500],
      ['order_output_reversal', 1_500, -500],
      ['order_output', -1_000, -2_000],
      ['order_output', -3_000, -1_000],
    ]);
    // An order cancelled on its own gives back what it took; an item that chose nothing controlled moves nothing.
    const one = await padWithOrder(t.cashier, 'table:9', [{ productId: ids.pizza, quantity: 1000, selections: [{ productSubproductId: ids.item, quantity: 1000 }] }]);
    expect((await stock())['Queijo mussarela']).toBe(1_000);
    await t.api.orders.ordersChangeStatus({ params: { orderId: one.orderId }, body: { status: 'canceled' } });
    expect((await stock())['Queijo mussarela']).toBe(2_000);
    await padWithOrder(t.cashier, 'table:10', [{ productId: ids.pizza, quantity: 1000 }]);
    expect(await cheese()).toHaveLength(7);
  });

  it('keeps each stock as the sum of its movements: the newest movement of each insumo left what the stock is', async () => {
    const all = await movements();
    const sums = new Map<string, number>();
    for (const x of all) sums.set(x.subproductName, (sums.get(x.subproductName) ?? 0) + x.quantity);
    const newest = new Map<string, number>();
    for (const x of all) if (!newest.has(x.subproductName)) newest.set(x.subproductName, x.balance); // newest first
    const now = await stock();
    expect(sums.size).toBeGreaterThan(2);
    for (const [name, sum] of sums) {
      expect(now[name], name).toBe(sum);
      expect(newest.get(name), name).toBe(sum);
    }
  });
});

describe('report and who may', () => {
  async function download(body: unknown, c: Client = t.manager) {
    const res = await fetch(`${t.server.url}/businesses/${DEMO_BUSINESS_ID}/inventories/inventory-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), data: new Uint8Array(await res.arrayBuffer()) };
  }

  it('lists each controlled insumo with its stock, cost and value, as Excel and PDF', async () => {
    const file = (await t.api.inventory.inventoriesInventoryReport({ body: { format: 'excel' } })) as BinaryAnswer;
    expect(file.fileName).toMatch(/^posicao-estoque-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const text = sheetText(file.data);
    // Flour 6,75 kg × R$ 4,80 (its last entry) = 32,40; cheese 2 kg × R$ 40,00 = 80,00; dough 5 × R$ 0 (no stored
    // cost); total 112,40.
    expect(text).toContain('Farinha de trigo Insumo 6.75 4.8 32.4');
    expect(text).toContain('Queijo mussarela QJ1 Insumo 2 40 80');
    expect(text).toContain('Total 112.4');
    expect(text).not.toContain('Sal ');
    const pdf = await download({ format: 'pdf', term: 'queijo' });
    expect(pdf.type).toBe('application/pdf');
    const p = pdfText(pdf.data);
    expect(p).toContain('Posição de estoque');
    expect(p).toContain('Queijo mussarela');
    expect(p).toContain('2,000');
    expect(p).not.toContain('Farinha');
  });

  it('is the manager’s: the cashier may check but not move stock nor see its value; another business nothing', async () => {
    expect((await download({}, t.cashier)).status).toBe(403);
    expect((await download({}, t.ze)).status).toBe(403);
    expect((await post('inventory-movements/manual-input', { businessId: DEMO_BUSINESS_ID, subproductId: ids.flour, quantity: 1000 }, t.cashier)).status).toBe(403);
    expect((await post('inventories/save', { items: [{ subproductId: ids.flour, counted: 1 }] }, t.ze)).status).toBe(403);
    const other = await t.ze.gql('query($b: ID!){ inventoryStock(businessId: $b){ name } }', { b: DEMO_BUSINESS_ID });
    expect(other.status).toBe(403);
    expect((await stock())['Farinha de trigo']).toBe(6_750);
  });
});
