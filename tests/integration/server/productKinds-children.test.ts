// A product's children over HTTP on PGlite: compositions and their items (bound and unbound), the items'
// availabilities, prices per size, sales, combo prices and bulk price change (which the counter then charges),
// secondary kitchens, integrator links and the fiscal configuration. Bad bodies are 400 in Portuguese naming the
// field, another business's ids are refused, a repeated key replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, demoId, login, newId, otherDemoId, padWithOrder, startTestServer, type Client } from './harness.js';

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

type Issue = { message: string; issues?: { path: string; message: string }[] };
const burger = demoId('product:x-burger');
const P = (path: string) => manager.b(`products/${burger}/${path}`);

describe('compositions and their items', () => {
  it('adds a composition with items the counter then sells, binds and unbinds items, and deletes it', async () => {
    const comp = await manager.post<{ id: string; productId: string }>(P('compositions'), { id: newId(), name: 'Molhos', selectionType: 'check', minQuantity: 0, maxQuantity: 2 });
    expect(comp.status, JSON.stringify(comp.body)).toBe(201);
    expect(comp.body.productId).toBe(burger);
    const item = await manager.post<{ id: string; price: number }>(P('subproducts'), { id: newId(), compositionId: comp.body.id, subproductId: demoId('sub:cebola-caramelizada'), price: 350 });
    expect(item.status).toBe(201);
    const { orderId } = await padWithOrder(cashier, 'table:15', [{ productId: burger, selections: [{ productSubproductId: item.body.id }, { productSubproductId: demoId('ps:x-burger:ao-ponto') }] }]);
    const lines = await cashier.gql<{ orderProducts: { orderId: string; unitPrice: number }[] }>('query($b: ID!){ orderProducts(businessId: $b){ orderId unitPrice } }', { b: B });
    expect(lines.body.data!.orderProducts.find((l) => l.orderId === orderId)?.unitPrice).toBe(2890 + 350);

    expect((await manager.put<{ price: number }>(P(`subproducts/${item.body.id}`), { price: 400 })).body.price).toBe(400);
    const renamed = await manager.put<{ name: string; maxQuantity: number }>(P(`compositions/${comp.body.id}`), { name: 'Molhos da casa', selectionType: 'check', maxQuantity: 3 });
    expect(renamed.body).toMatchObject({ name: 'Molhos da casa', maxQuantity: 3 });

    // Bind the burger's bacon (an add-on) into the sauces too; bound twice is refused; unbind it.
    const bacon = demoId('ps:x-burger:bacon');
    const bound = await manager.post<{ compositionId: string; subproductId: string; price: number }[]>(P(`compositions/${comp.body.id}/bind-subproducts`), { productSubproductId: [bacon] });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    expect(bound.body[0]).toMatchObject({ compositionId: comp.body.id, subproductId: demoId('sub:bacon') });
    expect((await manager.post(P(`compositions/${comp.body.id}/bind-subproducts`), { productSubproductId: bacon })).status).toBe(409);
    expect((await manager.del(P(`compositions/${comp.body.id}/bind-subproducts/${demoId('sub:bacon')}`))).status).toBe(200);
    expect((await manager.del(P(`compositions/${comp.body.id}/bind-subproducts/${demoId('sub:bacon')}`))).status).toBe(404);

    const bad = await manager.post<Issue>(P('compositions'), { name: 'X', selectionType: 'check', minQuantity: 3, maxQuantity: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Quantidade mínima: A quantidade mínima não pode ser maior que a máxima/);
    const noType = await manager.post<Issue>(P('compositions'), { name: 'X' });
    expect(noType.body.message).toMatch(/Tipo de escolha/);
    // An item in another product's composition, or of another business's subproduct.
    const pizzaComp = demoId('comp:pizza-grande:sabores');
    expect((await manager.post(P('subproducts'), { compositionId: pizzaComp, subproductId: demoId('sub:bacon'), price: 1 })).status).toBe(409);
    expect((await manager.post(P('subproducts'), { compositionId: comp.body.id, subproductId: otherDemoId('sub:x'), price: 1 })).status).toBe(404);

    expect((await manager.del(P(`subproducts/${item.body.id}`))).status).toBe(200);
    expect((await manager.del(P(`compositions/${comp.body.id}`))).status).toBe(200);
    expect((await manager.put(P(`compositions/${comp.body.id}`), { name: 'x', selectionType: 'check' })).status).toBe(404);
  });

  it('changes several prices at once, all or none', async () => {
    const ps = ['bacon', 'ovo'].map((k) => demoId(`ps:x-burger:${k}`));
    const res = await manager.put<{ id: string; price: number }[]>(P('subproducts/prices/bulk'), { prices: [{ productSubproductId: ps[0], price: 550 }, { productSubproductId: ps[1], price: 350 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((r) => r.price)).toEqual([550, 350]);
    const some = await manager.put(P('subproducts/prices/bulk'), { prices: [{ productSubproductId: ps[0], price: 1 }, { productSubproductId: demoId('ps:pizza-grande:calabresa'), price: 1 }] });
    expect(some.status).toBe(404);
    const negative = await manager.put<Issue>(P('subproducts/prices/bulk'), { prices: [{ productSubproductId: ps[0], price: -5 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/Preço \(item 1\)/);
    const after = await manager.gql<{ productSubproducts: { id: string; price: number }[] }>('query($b: ID!){ productSubproducts(businessId: $b){ id price } }', { b: B });
    expect(after.body.data!.productSubproducts.find((r) => r.id === ps[0])?.price).toBe(550);
  });
});

describe("an item's availabilities, prices per size, sales and combo prices", () => {
  const sid = demoId('ps:pizza-grande:calabresa');
  const pizza = demoId('product:pizza-grande');
  const I = (path: string) => manager.b(`products/${pizza}/subproducts/${sid}/${path}`);

  it('keeps each under its item', async () => {
    const av = await manager.post<{ id: string; ownerType: string; weekdays: number[] }>(I('availabilities'), { weekdays: [5, 6], startTime: '18:00', endTime: '23:00' });
    expect(av.status, JSON.stringify(av.body)).toBe(201);
    expect(av.body).toMatchObject({ ownerType: 'productSubproduct', weekdays: [5, 6] });
    expect((await manager.put<{ weekdays: number[] }>(I(`availabilities/${av.body.id}`), { weekday: 0 })).body.weekdays).toEqual([0]);
    expect((await manager.post(I('availabilities'), { originIds: [otherDemoId('origin:x')] })).status).toBe(404);
    expect((await manager.del(I(`availabilities/${av.body.id}`))).status).toBe(200);

    const price = await manager.post<{ id: string; size: string; price: number; productSubproductId: string }>(I('prices'), { size: 'Família', price: 8990 });
    expect(price.status).toBe(201);
    expect(price.body).toMatchObject({ size: 'Família', price: 8990, productSubproductId: sid });
    expect((await manager.put<{ price: number }>(I(`prices/${price.body.id}`), { size: 'Família', price: 9290 })).body.price).toBe(9290);
    const noSize = await manager.post<Issue>(I('prices'), { price: 100 });
    expect(noSize.body.message).toMatch(/Tamanho/);
    expect((await manager.del(I(`prices/${price.body.id}`))).status).toBe(200);
    const prices = await manager.gql<{ productSubproductPrices: { id: string; deletedAt: string | null }[] }>('query($b: ID!){ productSubproductPrices(businessId: $b, sinceSeq: 0){ id deletedAt } }', { b: B });
    expect(prices.body.data!.productSubproductPrices.find((p) => p.id === price.body.id)?.deletedAt).toBeTruthy();

    const sale = await manager.post<{ id: string; price: number }>(manager.b(`products/${pizza}/subproducts/sales`), {
      productSubproductId: sid, price: 5490, startsAt: '2026-12-01T00:00:00-03:00', endsAt: '2026-12-31T23:59:00-03:00',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const backwards = await manager.put<Issue>(I(`sales/${sale.body.id}`), { price: 5000, startsAt: '2026-12-10T00:00:00-03:00', endsAt: '2026-12-01T00:00:00-03:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/Fim: O fim da promoção deve ser depois do início/);
    expect((await manager.put<{ price: number }>(I(`sales/${sale.body.id}`), { price: 4990 })).body.price).toBe(4990);
    expect((await manager.post(manager.b(`products/${burger}/subproducts/sales`), { productSubproductId: sid, price: 1 })).status).toBe(404);
    expect((await manager.del(I(`sales/${sale.body.id}`))).status).toBe(200);

    // The border of a pizza inside the demo combo: no such combo product for the pizza, then one that is.
    expect((await manager.post(I('comboProductProductSubproduct'), { comboProductId: demoId('combo:burger'), price: 0 })).status).toBe(404);
    const combo = await manager.post<{ comboProducts: { id: string }[] }>(manager.b('products/combo'), { name: 'Combo pizza', price: 6000, products: [{ productId: pizza, price: 6000 }] });
    const cp = await manager.post<{ id: string; price: number }>(I('comboProductProductSubproduct'), { comboProductId: combo.body.comboProducts[0]!.id, price: 0 });
    expect(cp.status).toBe(201);
    expect((await manager.put<{ price: number }>(I(`comboProductProductSubproduct/${cp.body.id}`), { price: 500 })).body.price).toBe(500);
  });
});

describe('kitchens, integrators and fiscal configuration', () => {
  it('adds a secondary kitchen and an integrator link, refusing another business\'s', async () => {
    const k = await manager.post<{ id: string; kitchenId: string }>(P('secondary-kitchens'), { kitchenId: demoId('kitchen:bar') });
    expect(k.status).toBe(201);
    expect((await manager.put<{ kitchenId: string }>(P(`secondary-kitchens/${k.body.id}`), { kitchenId: demoId('kitchen:pizzaria') })).body.kitchenId).toBe(demoId('kitchen:pizzaria'));
    expect((await manager.post(P('secondary-kitchens'), { kitchenId: otherDemoId('kitchen:x') })).status).toBe(404);
    // Another product's path does not reach it.
    expect((await manager.del(manager.b(`products/${demoId('product:batata')}/secondary-kitchens/${k.body.id}`))).status).toBe(404);
    expect((await manager.del(P(`secondary-kitchens/${k.body.id}`))).status).toBe(200);
    const kitchens = await manager.gql<{ secondaryKitchens: { id: string }[] }>('query($b: ID!){ secondaryKitchens(businessId: $b, sinceSeq: 0){ id } }', { b: B });
    expect(kitchens.body.data!.secondaryKitchens.map((x) => x.id)).toContain(k.body.id);

    const integ = await manager.post<{ productId: string; businessIntegratorId: string }>(P('integrators'), { product: { id: burger }, businessIntegratorId: newId(), externalCode: 'IFD-200' });
    expect(integ.status).toBe(201);
    expect(integ.body.productId).toBe(burger);
    expect((await manager.post(P('integrators'), { product: { id: demoId('product:batata') }, businessIntegratorId: newId() })).status).toBe(409);
    const bad = await manager.post<Issue>(P('integrators'), { product: { id: burger } });
    expect(bad.body.message).toMatch(/Integrador/);
    const links = await manager.gql<{ productIntegrators: { productId: string }[] }>('query($b: ID!){ productIntegrators(businessId: $b){ productId } }', { b: B });
    expect(links.body.data!.productIntegrators.map((x) => x.productId)).toContain(burger);
  });

  it('keeps one fiscal configuration per product, validating NCM, CFOP and CST/CSOSN', async () => {
    const body = { id: newId(), productId: burger, ncm: '21069090', cfop: '5102', csosn: '102', origin: 0 };
    const made = await manager.post<{ id: string; ncm: string; cst: string | null }>(manager.b('products/fiscal-config'), body, body.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // The product carries it to the terminals (its row moves, so the mirror pulls it again): the NFC-e reads it.
    const withFiscal = await manager.gql<{ products: { id: string; fiscal: unknown }[] }>('query($b: ID!){ products(businessId: $b){ id fiscal } }', { b: B });
    expect(withFiscal.body.data!.products.find((p) => p.id === burger)?.fiscal).toEqual({ ncm: '21069090', cfop: '5102', csosn: '102', origin: 0 });
    const again = await manager.post(manager.b('products/fiscal-config'), body, body.id);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect((await manager.post<Issue>(manager.b('products/fiscal-config'), { ...body, id: newId() })).status).toBe(409);
    const bad = await manager.post<Issue>(manager.b('products/fiscal-config'), { productId: burger, ncm: '2106', cfop: '5102' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/NCM: O NCM tem 8 dígitos/);
    expect(bad.body.message).toMatch(/CST: Informe o CST/);
    expect((await manager.post(manager.b('products/fiscal-config'), { productId: otherDemoId('product:misto'), ncm: '21069090', cfop: '5102', csosn: '102' })).status).toBe(404);
    const up = await manager.put<{ cst: string; csosn: string | null; cest: string | null }>(manager.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5405', cst: '60', cest: '1703600' });
    expect(up.body).toMatchObject({ cst: '60', csosn: null, cest: '1703600' });
    const seqBefore = await manager.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: B });
    await manager.put(manager.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5405', cst: '60', origin: 1 });
    const moved = await manager.gql<{ products: { id: string; fiscal: { origin: number; icmsCst: string } }[] }>('query($b: ID!, $s: Int){ products(businessId: $b, sinceSeq: $s){ id fiscal } }', { b: B, s: seqBefore.body.data!.counterChanges.seq });
    expect(moved.body.data!.products.map((p) => [p.id, p.fiscal.origin, p.fiscal.icmsCst])).toEqual([[burger, 1, '60']]);
    // Regime normal: the item's ICMS, PIS and COFINS rates reach the terminals with it; a bad rate names its field.
    const rated = await manager.put(manager.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5102', cst: '00', icmsRateBps: 1800, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760, approxTaxRateBps: 3145 });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const withRates = await manager.gql<{ products: { id: string; fiscal: unknown }[] }>('query($b: ID!){ products(businessId: $b){ id fiscal } }', { b: B });
    expect(withRates.body.data!.products.find((p) => p.id === burger)?.fiscal).toEqual({
      ncm: '21069090', cfop: '5102', origin: 0, icmsCst: '00', icmsRateBps: 1800, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760, approxTaxRateBps: 3145,
    });
    const badRate = await manager.put<Issue>(manager.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5102', cst: '00', icmsRateBps: 18.5, pisCst: '1' });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toMatch(/alíquota/);
    expect(badRate.body.message).toMatch(/PIS\/COFINS tem 2 dígitos/);
    // A change of regime leaves no rate behind.
    const simples = await manager.put<Record<string, unknown>>(manager.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5102', csosn: '102' });
    expect(simples.body).toMatchObject({ cst: null, icmsRateBps: null, pisCst: null, cofinsRateBps: null });
    expect((await other.put(other.b(`products/fiscal-config/${made.body.id}`), { ncm: '21069090', cfop: '5102', cst: '00' })).status).toBe(404);
    expect((await manager.del(manager.b(`products/fiscal-config/${made.body.id}`))).status).toBe(200);
  });
});

describe('reads of compositions and items', () => {
  type Named = { id: string; productId: string; name?: string };
  const q = async (field: string, args = '', vars: Record<string, unknown> = {}, c: Client = manager) => {
    const decl = Object.keys(vars).map((k) => `, $${k}: ID${k === 'comboId' ? '!' : ''}`).join('');
    const res = await c.gql<Record<string, Named[]>>(`query($b: ID!${decl}){ ${field}(businessId: $b${args}){ id productId } }`, { b: B, ...vars });
    return res;
  };
  it('answers each variant with the live rows it names, only to this business', async () => {
    const byCombo = await q('productCompositionsByCombo', ', comboId: $comboId', { comboId: demoId('product:combo-burger') });
    expect(new Set(byCombo.body.data!.productCompositionsByCombo!.map((r) => r.productId))).toEqual(new Set([burger]));
    const items = await q('productSubproductsByCombo', ', comboId: $comboId', { comboId: demoId('product:combo-burger') });
    expect(items.body.data!.productSubproductsByCombo).toHaveLength(7);

    const catalog = await q('productCompositionsCatalog', ', catalogId: $catalogId', { catalogId: demoId('catalog:principal') });
    expect(catalog.body.data!.productCompositionsCatalog!.map((r) => r.id)).toContain(demoId('comp:pizza-grande:sabores'));
    for (const f of ['productCompositionsDigitalMenu', 'productCompositionsForLinkVendas', 'productSubproductsDigitalMenu', 'productSubproductsForLinkVendas', 'productSubproductsCatalog']) {
      expect((await q(f)).body.data![f]!.length, f).toBeGreaterThan(0);
    }
    const one = await q('productSubproductsDigitalMenu', ', productId: $productId', { productId: demoId('product:pizza-broto') });
    expect(new Set(one.body.data!.productSubproductsDigitalMenu!.map((r) => r.productId))).toEqual(new Set([demoId('product:pizza-broto')]));

    const integrator = newId();
    await manager.post(manager.b(`products/${demoId('product:batata')}/integrators`), { product: { id: demoId('product:batata') }, businessIntegratorId: integrator });
    const linked = await q('productSubproductsWithIntegrators', ', businessIntegratorId: $businessIntegratorId', { businessIntegratorId: integrator });
    expect(linked.body.data!.productSubproductsWithIntegrators).toEqual([]);
    const linkedComps = await q('productCompositionsWithIntegrators', ', businessIntegratorId: $businessIntegratorId', { businessIntegratorId: integrator });
    expect(linkedComps.status).toBe(200);

    const binds = await q('subproductCompositionBinds', ', compositionId: $compositionId', { compositionId: demoId('comp:x-burger:ponto') });
    expect(binds.body.data!.subproductCompositionBinds).toHaveLength(3);
    // Another business's manager asking for this business: refused.
    const foreign = await q('productCompositionsDigitalMenu', '', {}, other);
    expect(foreign.body.data ?? null).toBeNull();
  });
});
