// Subproducts over HTTP on the real server (PGlite), through the typed client: feedstocks and recipes, a recipe's
// lines (ficha técnica) that never loop back to the recipe, subproduct and feedstock categories, their GraphQL
// reads; bad bodies refused with 400 naming the field and nothing written; another business's ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedSince, DEMO_BUSINESS_ID, newId, otherDemoId } from './harness.js';
import { readAll, startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
beforeAll(async () => {
  t = await startMenu();
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

type Row = Record<string, unknown> & { id: string };

describe('subproducts and recipe trees', () => {
  it('a recipe takes feedstocks and another recipe; a loop is refused however deep', async () => {
    const s = t.api.subproducts;
    const [tomate, manjericao, molho, pizza] = [newId(), newId(), newId(), newId()];
    expect(await s.subproductsCreate({ body: { id: tomate, name: 'Tomate pelado', kind: 'feedstock', controlStock: true } })).toMatchObject({ kind: 'feedstock', controlStock: true });
    await s.subproductsCreate({ body: { id: manjericao, name: 'Manjericão', kind: 'feedstock' } });
    await s.subproductsCreate({ body: { id: molho, name: 'Molho da casa', kind: 'recipe' } });
    await s.subproductsCreate({ body: { id: pizza, name: 'Cobertura marguerita', kind: 'recipe' } });
    await s.subproductsUpdate({ params: { id: tomate }, body: { internalCode: 'TP-1' } });
    const [l1, l2, l3] = [newId(), newId(), newId()];
    expect(await s.subproductTreesCreate({ params: { id: molho }, body: { id: l1, subproductParentId: molho, subproductId: tomate, quantity: 800 } })).toMatchObject({
      subproductParentId: molho,
      subproductId: tomate,
      quantity: 800,
    });
    await s.subproductTreesCreate({ params: { id: molho }, body: { id: l2, subproductParentId: molho, subproductId: manjericao, quantity: 20 } });
    await s.subproductTreesCreate({ params: { id: pizza }, body: { id: l3, subproductParentId: pizza, subproductId: molho, quantity: 150 } });
    await s.subproductTreesUpdate({ params: { id: molho, treeId: l2 }, body: { quantity: 25 } });
    const lines = await readAll<Row>(t.cashier, 'subproductTrees', 'id subproductParentId subproductId quantity deletedAt');
    expect(lines.filter((l) => l.subproductParentId === molho && !l.deletedAt).map((l) => [l.subproductId, l.quantity])).toEqual(
      expect.arrayContaining([
        [tomate, 800],
        [manjericao, 25],
      ]),
    );

    const m = t.manager;
    const before = await t.seq();
    // The sauce takes the topping, which takes the sauce: refused; the sauce in itself too.
    expect((await m.post(m.b(`subproducts/${molho}/trees`), { subproductParentId: molho, subproductId: pizza })).status).toBe(409);
    expect((await m.post(m.b(`subproducts/${molho}/trees`), { subproductParentId: molho, subproductId: molho })).status).toBe(409);
    // A feedstock has no recipe.
    expect((await m.post(m.b(`subproducts/${tomate}/trees`), { subproductParentId: tomate, subproductId: manjericao })).status).toBe(409);
    await t.refused(await m.post(m.b(`subproducts/${molho}/trees`), { subproductParentId: pizza, subproductId: tomate }), 'subproductParentId', before);
    await t.refused(await m.post(m.b(`subproducts/${molho}/trees`), { subproductParentId: molho, subproductId: tomate, quantity: 0 }), 'quantity', before);
    await t.refused(await m.post(m.b('subproducts'), { name: 'Queijo', kind: 'ingrediente' }), 'kind', before);
    // A line reached through another recipe is not found; another business's subproduct neither.
    expect((await m.put(m.b(`subproducts/${pizza}/trees/${l1}`), { quantity: 1 })).status).toBe(404);
    expect((await m.post(m.b(`subproducts/${molho}/trees`), { subproductParentId: molho, subproductId: otherDemoId('sub:bacon') })).status).toBe(404);
    expect((await t.ze.put(t.ze.b(`subproducts/${molho}`), { name: 'Meu molho' })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);

    // Costs: tomato R$ 12,90/kg × 0,8 + basil R$ 80,00/kg × 0,025 = R$ 12,32 a unit of sauce; the topping takes 0,15 of it.
    await s.subproductsUpdate({ params: { id: tomate }, body: { cost: 1290 } });
    await s.subproductsUpdate({ params: { id: manjericao }, body: { cost: 8000 } });
    expect(await s.subproductsUpdateRecipeCost({ params: { id: molho }, body: {} })).toMatchObject({ id: molho, cost: 1232 });
    expect(await s.subproductsUpdateRecipeCost({ params: { id: pizza }, body: {} })).toMatchObject({ id: pizza, cost: 185 });
    expect((await m.put(m.b(`subproducts/${tomate}/update-recipe-cost`), {})).status).toBe(409);
    await t.refused(await m.put(m.b(`subproducts/${tomate}`), { cost: -1 }), 'cost', await t.seq());
    await s.subproductTreesDelete({ params: { id: molho, treeId: l2 } });
    await s.subproductsDelete({ params: { id: manjericao } });
    expect((await readAll<Row>(t.cashier, 'subproducts', 'id deletedAt')).find((r) => r.id === manjericao)?.deletedAt).toBeTruthy();
  });
});

describe('subproduct and feedstock categories', () => {
  it('creates, renames and deletes one of each; the cashier reads them', async () => {
    const s = t.api.subproducts;
    const [sc, fc] = [newId(), newId()];
    expect(await s.subproductsCategoriesCreate({ body: { id: sc, name: 'Molhos' } })).toMatchObject({ name: 'Molhos', position: 0 });
    expect(await s.feedstocksCategoriesCreate({ body: { id: fc, name: 'Hortifrúti', position: 2 } })).toMatchObject({ name: 'Hortifrúti', position: 2 });
    await s.subproductsCategoriesUpdate({ params: { id: sc }, body: { name: 'Molhos e cremes' } });
    await s.feedstocksCategoriesUpdate({ params: { id: fc }, body: { position: 1 } });
    expect((await readAll<Row>(t.cashier, 'subproductCategories', 'id name')).find((r) => r.id === sc)?.name).toBe('Molhos e cremes');
    expect((await readAll<Row>(t.cashier, 'feedstockCategories', 'id position')).find((r) => r.id === fc)?.position).toBe(1);
    const m = t.manager;
    const before = await t.seq();
    await t.refused(await m.post(m.b('subproducts-categories'), { name: '' }), 'name', before);
    await t.refused(await m.post(m.b('feedstocks-categories'), { name: 'Grãos', position: -3 }), 'position', before);
    expect((await t.ze.del(t.ze.b(`feedstocks-categories/${fc}`))).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await s.subproductsCategoriesDelete({ params: { id: sc } });
    await s.feedstocksCategoriesDelete({ params: { id: fc } });
  });
});

describe('subproduct reads', () => {
  it('lists feedstocks, recipes and stock-controlled subproducts by name or code, only the Cantina\'s', async () => {
    const s = t.api.subproducts;
    const [farinha, massa] = [newId(), newId()];
    await s.subproductsCreate({ body: { id: farinha, name: 'Farinha de trigo 00', kind: 'feedstock', internalCode: 'FT-00', controlStock: true } });
    await s.subproductsCreate({ body: { id: massa, name: 'Massa de pizza', kind: 'recipe' } });
    type Sub = { id: string; name: string; kind: string };
    const q = async (query: string, vars: Record<string, unknown> = {}) =>
      (await t.cashier.gql<Record<string, Sub[] | Sub | null>>(query, { b: DEMO_BUSINESS_ID, ...vars })).body;
    const feed = await q('query($b: ID!){ allFeedstock(businessId: $b, term: "farinha"){ id name kind } }');
    expect((feed.data!.allFeedstock as Sub[]).map((r) => r.id)).toEqual([farinha]);
    expect((await q('query($b: ID!){ allFeedstock(businessId: $b, term: "FT-00"){ id } }')).data!.allFeedstock).toEqual([{ id: farinha }]);
    expect(((await q('query($b: ID!){ recipes(businessId: $b, term: "massa"){ id kind } }')).data!.recipes as Sub[]).map((r) => r.id)).toEqual([massa]);
    const stock = (await q('query($b: ID!){ inventorySubproducts(businessId: $b){ id } }')).data!.inventorySubproducts as Sub[];
    expect(stock.map((r) => r.id)).toContain(farinha);
    expect(stock.map((r) => r.id)).not.toContain(massa);
    expect((await q('query($b: ID!, $id: ID!){ feedstock(businessId: $b, id: $id){ name } }', { id: farinha })).data!.feedstock).toEqual({ name: 'Farinha de trigo 00' });
    expect((await q('query($b: ID!, $id: ID!){ feedstock(businessId: $b, id: $id){ name } }', { id: massa })).data!.feedstock).toBeNull();
    const ze = await t.ze.gql('query($b: ID!){ allFeedstock(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(ze.status).toBe(403);
  });
});

describe('subproduct images (multipart)', () => {
  it('uploads a main and a cover picture through the typed client, serves them, deletes one', async () => {
    const s = t.api.subproducts;
    const id = newId();
    await s.subproductsCreate({ body: { id, name: 'Borda de cheddar', kind: 'recipe' } });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const made = (await s.subproductImagesCreate({
      params: { id },
      body: { images: [{ type: 'main', image: { fileName: 'borda.png', contentType: 'image/png', data: png } }, { type: 'cover', image: { fileName: 'capa.jpg', contentType: 'image/jpeg', data: jpeg } }] },
    })) as Row[];
    expect(made.map((r) => [r.type, r.contentType, r.size, r.subproductId])).toEqual([
      ['main', 'image/png', 10, id],
      ['cover', 'image/jpeg', 8, id],
    ]);
    const file = await fetch(`${t.server.url}${t.cashier.b(`subproducts/${id}/images/${made[1]!.id}/file`)}`, { headers: { authorization: `Bearer ${t.cashier.token}` } });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(jpeg);
    await s.subproductImagesDelete({ params: { id, imageId: made[0]!.id } });
    const rows = await readAll<Row>(t.cashier, 'subproductImages', 'id deletedAt');
    expect(rows.find((r) => r.id === made[0]!.id)?.deletedAt).toBeTruthy();
    expect(rows.find((r) => r.id === made[1]!.id)?.deletedAt).toBeNull();

    // A text file among them: the whole upload is refused, naming the file's field, and nothing is written.
    const before = await t.seq();
    const form = new FormData();
    form.append('mainImages', new Blob([png]), 'ok.png');
    form.append('mainImages', new Blob([new TextEncoder().encode('não é imagem')]), 'falsa.png');
    const res = await fetch(`${t.server.url}${t.manager.b(`subproducts/${id}/images`)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.manager.token}`, 'idempotency-key': newId() },
      body: form,
    });
    await t.refused({ status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers }, 'mainImages.1', before);
    expect((await t.ze.del(t.ze.b(`subproducts/${id}/images/${made[1]!.id}`))).status).toBe(404);
  });
});
