// The product reads of 001 §7.9 over HTTP on PGlite: the manager's filtered list and mass edit (sold-out products
// included), the rodízio's catalogue and categories, the digital menu and the sales link (sold-out ones left out),
// and another business's token refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as b, demoId, login, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let other: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
  // The pudim is sold out for the whole file.
  await manager.put(manager.b(`products/${demoId('product:pudim')}`), { available: false });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Named = { name: string };
const q = async <T>(query: string, vars: Record<string, unknown> = {}) => (await manager.gql<T>(query, { b, ...vars })).body;

describe('product reads', () => {
  it('productsWithFilter and productsToMassEdit list sold-out products too, by term, code, category, catalog, type, availability', async () => {
    const sweets = await q<{ productsWithFilter: (Named & { available: boolean })[] }>(`query($b: ID!, $c: ID){ productsWithFilter(businessId: $b, categoryId: $c){ name available } }`, { c: demoId('cat:sobremesas') });
    expect(sweets.data?.productsWithFilter).toEqual([{ name: 'Pudim de leite', available: false }, { name: 'Petit gâteau com sorvete', available: true }]);
    const soldOut = await q<{ productsWithFilter: Named[] }>(`query($b: ID!){ productsWithFilter(businessId: $b, available: false){ name } }`);
    expect(soldOut.data?.productsWithFilter).toEqual([{ name: 'Pudim de leite' }]);
    const byCode = await q<{ productsWithFilter: Named[] }>(`query($b: ID!){ productsWithFilter(businessId: $b, term: "202", searchByInternalCode: true){ name } }`);
    expect(byCode.data?.productsWithFilter).toEqual([{ name: 'X-Bacon' }]);
    const combos = await q<{ productsWithFilter: Named[] }>(`query($b: ID!, $k: ID){ productsWithFilter(businessId: $b, type: "combo", catalogId: $k){ name } }`, { k: demoId('catalog:principal') });
    expect(combos.data?.productsWithFilter).toEqual([{ name: 'Combo X-Burger + batata + refrigerante' }]);
    const mass = await q<{ productsToMassEdit: Named[] }>(`query($b: ID!){ productsToMassEdit(businessId: $b, term: "pudim"){ name } }`);
    expect(mass.data?.productsToMassEdit).toEqual([{ name: 'Pudim de leite' }]);
  });

  it('the rodízio catalogue by weekday and origin, and the categories its guests order from (no sold-out product)', async () => {
    const friday = await q<{ allYouCanEatProductCatalog: { product: Named }[] }>(`query($b: ID!, $o: ID){ allYouCanEatProductCatalog(businessId: $b, originId: $o, weekday: 5){ product { name } } }`, { o: demoId('origin:salao') });
    expect(friday.data?.allYouCanEatProductCatalog.map((p) => p.product.name)).toEqual(['Rodízio de pizza (por pessoa)']);
    const monday = await q<{ allYouCanEatProductCatalog: unknown[] }>(`query($b: ID!){ allYouCanEatProductCatalog(businessId: $b, weekday: 1){ product { name } } }`);
    expect(monday.data?.allYouCanEatProductCatalog).toEqual([]);
    const groups = await q<{ listByCategoryToAYCE: { category: Named; products: Named[] }[] }>(`query($b: ID!){ listByCategoryToAYCE(businessId: $b){ category { name } products { name } } }`);
    const names = groups.data?.listByCategoryToAYCE.map((g) => g.category.name);
    expect(names).toContain('Pizzas');
    expect(names).not.toContain('Rodízio');
    expect(groups.data?.listByCategoryToAYCE.find((g) => g.category.name === 'Sobremesas')?.products).toEqual([{ name: 'Petit gâteau com sorvete' }]);
  });

  it('the digital menu and the sales link leave sold-out products out', async () => {
    const menu = await q<{ productDigitalMenu: { product: Named; compositions: Named[] }[] }>(`query($b: ID!, $k: ID){ productDigitalMenu(businessId: $b, catalogId: $k){ product { name } compositions { name } } }`, { k: demoId('catalog:principal') });
    const list = menu.data?.productDigitalMenu ?? [];
    expect(list.map((p) => p.product.name)).not.toContain('Pudim de leite');
    expect(list.find((p) => p.product.name.startsWith('Pizza Grande'))?.compositions.map((c) => c.name)).toEqual(['Sabores (até 2, meio a meio)', 'Borda recheada']);
    const one = await q<{ productForLinkVendas: { product: Named } | null }>(`query($b: ID!, $id: ID!){ productForLinkVendas(businessId: $b, id: $id){ product { name } } }`, { id: demoId('product:x-burger') });
    expect(one.data?.productForLinkVendas?.product.name).toBe('X-Burger');
    const gone = await q<{ productForLinkVendas: unknown }>(`query($b: ID!, $id: ID!){ productForLinkVendas(businessId: $b, id: $id){ product { name } } }`, { id: demoId('product:pudim') });
    expect(gone.data?.productForLinkVendas).toBeNull();
  });

  it('another business reads none of them', async () => {
    const res = await other.gql(`query($b: ID!){ productsWithFilter(businessId: $b){ name } }`, { b });
    expect(res.status).toBe(403);
  });
});
