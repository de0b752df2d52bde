// The menu's reports and sale list over HTTP on the real server (PGlite): the manager writes feedstocks, recipes and
// their trees, a category with a pizza (flavour and drink items) and a juice, fiscal configuration and sales through
// the typed client; then downloads the CMV report (costs from the recipe tree as it is now), the fiscal-config
// report and the recipe-feedstock report as Excel and PDF, and reads listSaleProducts. Every number below is worked
// by hand in the comments. Roles and tenants: the cashier may not see costs, another business sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { DEMO_BUSINESS_ID, newId, type Client } from './harness.js';
import { startMenu, type Menu } from './catalogSupport.js';
import { pdfText, sheetText } from './reportText.js';

let t: Menu;
const ids = {
  category: newId(),
  pizza: newId(),
  juice: newId(),
  flavours: newId(),
  extras: newId(),
  mozzarella: newId(),
  sausage: newId(),
  tomato: newId(),
  basil: newId(),
  can: newId(),
  noOnion: newId(),
  sauce: newId(),
  topping: newId(),
  itemTopping: newId(),
  itemCan: newId(),
  itemNoOnion: newId(),
};

beforeAll(async () => {
  t = await startMenu();
  const { subproducts: s, catalogs: c } = t.api;
  const m = t.manager;
  // Bought, cost of one unit (kg or can): mozzarella R$ 40,00, sausage R$ 25,00, tomato R$ 12,90, basil R$ 80,00, can R$ 2,50.
  for (const [id, name, cost] of [
    [ids.mozzarella, 'Mussarela', 4000],
    [ids.sausage, 'Linguiça calabresa', 2500],
    [ids.tomato, 'Tomate pelado', 1290],
    [ids.basil, 'Manjericão', 8000],
    [ids.can, 'Lata de refrigerante', 250],
  ] as const)
    await s.subproductsCreate({ body: { id, name, kind: 'feedstock', cost } });
  await s.subproductsCreate({ body: { id: ids.noOnion, name: 'Sem cebola', kind: 'nominal' } });
  await s.subproductsCreate({ body: { id: ids.sauce, name: 'Molho da casa', kind: 'recipe' } });
  await s.subproductsCreate({ body: { id: ids.topping, name: 'Cobertura calabresa', kind: 'recipe' } });
  const line = (parent: string, subproductId: string, quantity: number) =>
    s.subproductTreesCreate({ params: { id: parent }, body: { id: newId(), subproductParentId: parent, subproductId, quantity } });
  // Sauce: 0,800 kg tomato + 0,025 kg basil. Topping: 0,300 mozzarella + 0,200 sausage + 0,150 of the sauce.
  await line(ids.sauce, ids.tomato, 800);
  await line(ids.sauce, ids.basil, 25);
  await line(ids.topping, ids.mozzarella, 300);
  await line(ids.topping, ids.sausage, 200);
  await line(ids.topping, ids.sauce, 150);

  await c.categoriesCreate({ body: { id: ids.category, name: 'Relatórios' } });
  for (const [id, name, price] of [
    [ids.pizza, 'Pizza da casa', 3000],
    [ids.juice, 'Suco de laranja', 900],
  ] as const) {
    const res = await m.post(m.b('products/uniques'), { id, name, price, categoryId: ids.category });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await c.compositionsCreate({ body: { id: ids.flavours, productId: ids.pizza, name: 'Sabor', selectionType: 'select', minQuantity: 1, maxQuantity: 1, flavors: true } });
  await c.compositionsCreate({ body: { id: ids.extras, productId: ids.pizza, name: 'Acompanha', selectionType: 'check', maxQuantity: 2, position: 1 } });
  await c.compositionSubproductsCreate({ params: { compositionId: ids.flavours }, body: { id: ids.itemTopping, subproductId: ids.topping, price: 6000 } });
  await c.compositionSubproductsCreate({ params: { compositionId: ids.extras }, body: { id: ids.itemCan, subproductId: ids.can, price: 600 } });
  await c.compositionSubproductsCreate({ params: { compositionId: ids.extras }, body: { id: ids.itemNoOnion, subproductId: ids.noOnion, price: 0, position: 1 } });
  await t.api.productChildren.productFiscalConfigCreate({ body: { id: newId(), productId: ids.pizza, ncm: '21069090', cest: '1700100', cfop: '5102', csosn: '102', origin: 0 } });
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

async function download(path: string, body: unknown, c: Client = t.manager) {
  const res = await fetch(`${t.server.url}/businesses/${DEMO_BUSINESS_ID}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), data: new Uint8Array(await res.arrayBuffer()) };
}

const ours = { categoryId: ids.category };

describe('CMV report', () => {
  it('costs each item from its recipe tree: topping R$ 18,85 on R$ 60,00 is 31,42 %; the can 41,67 %', async () => {
    // Sauce = 12,90 × 0,8 + 80,00 × 0,025 = 10,32 + 2,00 = R$ 12,32 a unit.
    // Topping = 40,00 × 0,3 + 25,00 × 0,2 + 12,32 × 0,15 = 12,00 + 5,00 + 1,848 = 18,848 → R$ 18,85.
    // CMV 18,85 / 60,00 = 31,4166… % → 31,42 %, margin R$ 41,15. Can: 2,50 / 6,00 = 41,67 %, margin R$ 3,50.
    const file = (await t.api.products.productsCmvReport({ body: { filters: { ...ours, format: 'excel' } } })) as BinaryAnswer;
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const text = sheetText(file.data);
    expect(text).toContain('CMV por produto');
    expect(text).toContain('Cantina Bella Napoli');
    expect(text).toContain('Categoria: Relatórios');
    expect(text).toContain('Pizza da casa Cobertura calabresa 60 18.85 0.3142 41.15');
    expect(text).toContain('Pizza da casa Lata de refrigerante 6 2.5 0.4167 3.5');
    // The juice has no costed item: listed to be costed; the nominal "Sem cebola" carries no cost and is no line.
    expect(text).toContain('Suco de laranja Sem ficha técnica 9');
    expect(text).not.toContain('Sem cebola');
    // Only the category asked for: the demo's pizzas are not in it.
    expect(text).not.toContain('Pizza grande');
  });

  it('follows the tree as it is now, without update-recipe-cost: mozzarella at R$ 50,00 makes the topping R$ 21,85', async () => {
    // 50,00 × 0,3 = 15,00 → 15,00 + 5,00 + 1,848 = 21,848 → R$ 21,85; 21,85 / 60,00 = 36,4166… % → 36,42 %.
    await t.api.subproducts.subproductsUpdate({ params: { id: ids.mozzarella }, body: { cost: 5000 } });
    const text = sheetText((await download('products/cmv-report', { filters: { ...ours, format: 'excel', term: 'pizza' } })).data);
    expect(text).toContain('Pizza da casa Cobertura calabresa 60 21.85 0.3642 38.15');
    expect(text).not.toContain('Suco de laranja');
    await t.api.subproducts.subproductsUpdate({ params: { id: ids.mozzarella }, body: { cost: 4000 } });
  });

  it('is a PDF by default, in R$ and %, with its file name', async () => {
    const file = await download('products/cmv-report', { filters: ours });
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toMatch(/^attachment; filename="cmv-produtos-\d{4}-\d\d-\d\d\.pdf"$/);
    const text = pdfText(file.data);
    expect(text).toContain('CMV por produto');
    expect(text).toMatch(/Cobertura calabresa R\$\s60,00 R\$\s18,85 31,42 % R\$\s41,15/);
  });

  it('is the manager’s: the cashier is refused, another business too, a bad filter is a 400 naming it', async () => {
    expect((await download('products/cmv-report', { filters: ours }, t.cashier)).status).toBe(403);
    expect((await download('products/cmv-report', { filters: ours }, t.ze)).status).toBe(403);
    const bad = await download('products/cmv-report', { filters: { format: 'docx' } });
    expect(bad.status).toBe(400);
    const body = JSON.parse(Buffer.from(bad.data).toString('utf8')) as { message: string; issues: { path: string }[] };
    expect(body.message).toMatch(/^Dados inválidos/);
    expect(body.issues.map((i) => i.path)).toContain('filters.format');
  });
});

describe('fiscal configuration report', () => {
  it('lists NCM, CEST, CFOP, CSOSN and origin per product, and which have none; the cashier may read it', async () => {
    const text = sheetText((await download('products/fiscal-config-report', { filters: { ...ours, format: 'excel' } }, t.cashier)).data);
    expect(text).toContain('Configuração fiscal dos produtos');
    expect(text).toContain('Pizza da casa 21069090 1700100 5102 102 0 Configurado');
    expect(text).toContain('Suco de laranja Sem configuração fiscal');
    const missing = sheetText((await download('products/fiscal-config-report', { filters: { ...ours, format: 'excel', onlyMissing: true } })).data);
    expect(missing).toContain('Suco de laranja Sem configuração fiscal');
    expect(missing).not.toContain('Pizza da casa');
    expect((await download('products/fiscal-config-report', { filters: ours }, t.ze)).status).toBe(403);
    const bad = await download('products/fiscal-config-report', { filters: { categoryId: 'cozinha' } });
    expect(bad.status).toBe(400);
  });
});

describe('recipe feedstock report', () => {
  it('opens each recipe down to what is bought, quantities multiplied through, and its cost', async () => {
    // Topping per unit: mozzarella 0,300 × 40,00 = 12,00; sausage 0,200 × 25,00 = 5,00; through 0,150 of the sauce:
    // tomato 0,8 × 0,15 = 0,120 × 12,90 = 1,548 → 1,55; basil 0,025 × 0,15 = 0,00375 (shown 0,004) × 80,00 = 0,30.
    // 12,00 + 5,00 + 1,55 + 0,30 = 18,85 = the recipe's cost.
    const file = (await t.api.subproducts.subproductsRecipeFeedstockReport({ body: { filters: { format: 'excel', recipeIds: [ids.topping, ids.sauce] } } })) as BinaryAnswer;
    const text = sheetText(file.data);
    expect(text).toContain('Insumos das fichas técnicas');
    expect(text).toContain(
      'Cobertura calabresa Linguiça calabresa 0.2 25 5 Cobertura calabresa Manjericão 0.004 80 0.3 Cobertura calabresa Mussarela 0.3 40 12 ' +
        'Cobertura calabresa Tomate pelado 0.12 12.9 1.55 Cobertura calabresa Custo da receita 18.85',
    );
    expect(text).toContain('Molho da casa Manjericão 0.025 80 2 Molho da casa Tomate pelado 0.8 12.9 10.32 Molho da casa Custo da receita 12.32');
    // The demo's recipes are not asked for.
    expect(text).not.toContain('Quatro queijos');
    const byTerm = sheetText((await download('subproducts/recipe-feedstock-report', { filters: { format: 'excel', term: 'molho da' } })).data);
    expect(byTerm).toContain('Molho da casa Custo da receita 12.32');
    expect(byTerm).not.toContain('Cobertura calabresa');
    expect((await download('subproducts/recipe-feedstock-report', {}, t.cashier)).status).toBe(403);
    expect((await download('subproducts/recipe-feedstock-report', {})).type).toBe('application/pdf');
  });
});

describe('listSaleProducts', () => {
  const query = `query($b: ID!, $at: String, $c: ID){ listSaleProducts(businessId: $b, at: $at, categoryId: $c){
    product { id name } source saleId productSubproductId itemName price salePrice startsAt endsAt weekdays } }`;
  type Sale = { product: { id: string; name: string }; source: string; productSubproductId: string | null; itemName: string | null; price: number; salePrice: number };
  const list = async (at: string | null, c: Client = t.cashier) => {
    const res = await c.gql<{ listSaleProducts: Sale[] }>(query, { b: DEMO_BUSINESS_ID, at, c: ids.category });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data!.listSaleProducts;
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('lists the category’s 10 % off and the flavour’s own price while they hold, not after', async () => {
    const now = Date.now();
    await t.api.catalogs.categorySalesCreate({
      params: { categoryId: ids.category },
      body: { id: newId(), name: 'Semana da pizza', discountType: 'percentage', discount: 1000, startDate: day(-2), endDate: day(2) },
    });
    await t.api.productChildren.productSubproductSalesCreate({
      params: { productId: ids.pizza },
      body: { id: newId(), productSubproductId: ids.itemTopping, price: 5000, startsAt: new Date(now - 3_600_000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString() },
    });
    // An item sale only on a weekday that is not today's (on the business's clock) is not on now. Three days on, so
    // that it is not on two hours from now either (from 22:00 in São Paulo that is tomorrow) nor in five days.
    const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(new Date(now)));
    await t.api.productChildren.productSubproductSalesCreate({
      params: { productId: ids.pizza },
      body: { id: newId(), productSubproductId: ids.itemCan, price: 100, weekdays: [(today + 3) % 7] },
    });

    const sales = await list(null);
    // Pizza R$ 30,00 − 10 % = R$ 27,00; juice R$ 9,00 − 10 % = R$ 8,10; the topping R$ 60,00 → R$ 50,00.
    expect(sales.map((s) => [s.product.name, s.source, s.itemName, s.price, s.salePrice])).toEqual([
      ['Pizza da casa', 'category', null, 3000, 2700],
      ['Pizza da casa', 'item', 'Cobertura calabresa', 6000, 5000],
      ['Suco de laranja', 'category', null, 900, 810],
    ]);
    // Two hours on the item's sale is over; five days on the category's too.
    expect((await list(new Date(now + 2 * 3_600_000).toISOString())).filter((s) => s.source === 'item')).toEqual([]);
    expect(await list(new Date(now + 5 * 86_400_000).toISOString())).toEqual([]);
  });

  it('leaves out a sold-out product; another business is refused; a bad instant is a 400', async () => {
    await t.api.products.productsUpdate({ params: { id: ids.juice }, body: { available: false } });
    expect((await list(null)).map((s) => s.product.name)).not.toContain('Suco de laranja');
    expect((await t.ze.gql(query, { b: DEMO_BUSINESS_ID, at: null, c: null })).status).toBe(403);
    expect((await t.cashier.gql(query, { b: DEMO_BUSINESS_ID, at: 'ontem', c: null })).status).toBe(400);
  });
});
