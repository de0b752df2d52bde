// Catalogs and categories over HTTP on the real server (PGlite): every call through the typed client, the
// GraphQL reads of the rows they write, bad bodies refused with 400 naming the field and nothing written, another
// business's ids refused, and a replayed write answered once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedSince, demoId, newId, otherDemoId } from './harness.js';
import { readAll, startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
beforeAll(async () => {
  t = await startMenu();
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

type Row = Record<string, unknown> & { id: string };
const png = (size = 64) => {
  const data = new Uint8Array(size);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { fileName: 'sobremesas.png', contentType: 'image/png', data };
};

describe('categories', () => {
  it('creates a subcategory with its kitchen, updates and deletes it; the cashier reads each step', async () => {
    const c = t.api.catalogs;
    const id = newId();
    const made = (await c.categoriesCreate({ body: { id, name: '  Sobremesas ', categoryId: demoId('cat:lanches'), kitchenId: demoId('kitchen:cozinha'), position: 7 } })) as Row;
    expect(made).toMatchObject({ id, name: 'Sobremesas', categoryId: demoId('cat:lanches'), kitchenId: demoId('kitchen:cozinha'), position: 7, available: true });
    await c.categoriesUpdate({ params: { id }, body: { name: 'Doces', available: false } });
    let rows = await readAll<Row>(t.cashier, 'categories', 'id name available position deletedAt');
    expect(rows.find((r) => r.id === id)).toMatchObject({ name: 'Doces', available: false, position: 7 });
    await c.categoriesDelete({ params: { id } });
    rows = await readAll<Row>(t.cashier, 'categories', 'id deletedAt');
    expect(rows.find((r) => r.id === id)?.deletedAt).toBeTruthy();
    expect((await t.manager.put(t.manager.b(`categories/${id}`), { name: 'Volta' })).status).toBe(404);
  });

  it('refuses bad bodies with 400 naming the field, and a category inside itself', async () => {
    const m = t.manager;
    const before = await t.seq();
    await t.refused(await m.post(m.b('categories'), { name: '' }), 'name', before);
    await t.refused(await m.post(m.b('categories'), { name: 'X', position: -1 }), 'position', before);
    await t.refused(await m.post(m.b('categories'), { name: 'X', kitchenId: 'cozinha' }), 'kitchenId', before);
    await t.refused(await m.put(m.b(`categories/${demoId('cat:lanches')}`), { categoryId: demoId('cat:lanches') }), 'categoryId', before);
  });

  it("refuses another business's parent, kitchen and category, and writes nothing", async () => {
    const m = t.manager;
    const before = await t.seq();
    expect((await m.post(m.b('categories'), { name: 'Intrusa', categoryId: otherDemoId('cat:lanches') })).status).toBe(404);
    expect((await m.put(m.b(`categories/${otherDemoId('cat:lanches')}`), { name: 'Minha' })).status).toBe(404);
    expect((await m.del(m.b(`categories/${otherDemoId('cat:lanches')}`))).status).toBe(404);
    expect((await t.ze.put(t.ze.b(`categories/${demoId('cat:lanches')}`), { name: 'Minha' })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
  });

  it('answers a replayed create once (same key, same answer; another body under the key is 409)', async () => {
    const m = t.manager;
    const key = newId();
    const body = { id: newId(), name: 'Porções da casa' };
    const first = await m.post(m.b('categories'), body, key);
    const again = await m.post(m.b('categories'), body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await m.post(m.b('categories'), { ...body, name: 'Outra' }, key)).status).toBe(409);
    expect((await readAll<Row>(t.cashier, 'categories', 'id name')).filter((r) => r.name === 'Porções da casa')).toHaveLength(1);
  });

  it('a waiter or cashier may not change the menu', async () => {
    expect((await t.cashier.post(t.cashier.b('categories'), { name: 'Do caixa' })).status).toBe(403);
  });
});

describe('category availabilities, sales, integrators', () => {
  it('keeps when a category is sold: weekdays, origins, hours', async () => {
    const c = t.api.catalogs;
    const cat = demoId('cat:lanches');
    const id = newId();
    const made = (await c.categoryAvailabilitiesCreate({
      params: { categoryId: cat },
      body: { id, weekdays: [5, 6], originIds: [demoId('origin:salao')], startTime: '18:00', endTime: '02:00' },
    })) as Row;
    expect(made).toMatchObject({ ownerType: 'category', ownerId: cat, weekdays: [5, 6], startTime: '18:00', endTime: '02:00' });
    await c.categoryAvailabilitiesUpdate({ params: { categoryId: cat, id }, body: { weekdays: [0] } });
    const rows = await readAll<Row>(t.cashier, 'availabilities', 'id ownerId weekdays originIds');
    expect(rows.find((r) => r.id === id)).toMatchObject({ ownerId: cat, weekdays: [0], originIds: [demoId('origin:salao')] });
    const before = await t.seq();
    const m = t.manager;
    await t.refused(await m.post(m.b(`categories/${cat}/availabilities`), { weekdays: [7] }), 'weekdays.0', before);
    await t.refused(await m.post(m.b(`categories/${cat}/availabilities`), { startTime: '25:00' }), 'startTime', before);
    expect((await m.post(m.b(`categories/${cat}/availabilities`), { originIds: [newId()] })).status).toBe(404);
    // Reached through another category, the availability is not found.
    expect((await m.put(m.b(`categories/${demoId('cat:pizzas')}/availabilities/${id}`), { weekdays: [1] })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await c.categoryAvailabilitiesDelete({ params: { categoryId: cat, id } });
    expect((await readAll<Row>(t.cashier, 'availabilities', 'id deletedAt')).find((r) => r.id === id)?.deletedAt).toBeTruthy();
  });

  it('keeps sales with their periods; an end before the start or a percentage above 100 % is refused', async () => {
    const c = t.api.catalogs;
    const m = t.manager;
    const cat = demoId('cat:lanches');
    const id = newId();
    const made = (await c.categorySalesCreate({
      params: { categoryId: cat },
      body: { id, name: 'Semana do lanche', discountType: 'percentage', discount: 1500, startDate: '2026-12-01', endDate: '2026-12-07' },
    })) as Row;
    expect(made).toMatchObject({ categoryId: cat, discountType: 'percentage', discount: 1500, startDate: '2026-12-01', endDate: '2026-12-07' });
    const before = await t.seq();
    const path = m.b(`categories/${cat}/sales`);
    await t.refused(await m.post(path, { discountType: 'value', discount: 500, startDate: '2026-12-10', endDate: '2026-12-01' }), 'endDate', before);
    await t.refused(await m.post(path, { discountType: 'percentage', discount: 10_001, startDate: '2026-12-01', endDate: '2026-12-01' }), 'discount', before);
    await t.refused(await m.post(path, { discountType: 'value', discount: -1, startDate: '2026-12-01', endDate: '2026-12-01' }), 'discount', before);
    await t.refused(await m.post(path, { discountType: 'value', discount: 100, startDate: '01/12/2026', endDate: '2026-12-01' }), 'startDate', before);
    // An update checked with the stored start: an end before it is refused too.
    await t.refused(await m.put(`${path}/${id}`, { endDate: '2026-11-30' }), 'endDate', before);
    await c.categorySalesUpdate({ params: { categoryId: cat, id }, body: { discountType: 'value', discount: 300 } });
    expect((await readAll<Row>(t.cashier, 'categorySales', 'id discountType discount')).find((r) => r.id === id)).toMatchObject({ discountType: 'value', discount: 300 });
    await c.categorySalesDelete({ params: { categoryId: cat, id } });
    expect((await m.put(`${path}/${id}`, { discount: 1 })).status).toBe(404);
  });

  it('links a category to an integrator and back', async () => {
    const c = t.api.catalogs;
    const cat = demoId('cat:lanches');
    const id = newId();
    const integrator = newId();
    expect(await c.categoryIntegratorsCreate({ params: { categoryId: cat }, body: { id, businessIntegratorId: integrator, externalCode: 'IF-123' } })).toMatchObject({
      categoryId: cat,
      businessIntegratorId: integrator,
      externalCode: 'IF-123',
    });
    await c.categoryIntegratorsUpdate({ params: { categoryId: cat, id }, body: { externalCode: 'IF-124' } });
    expect((await readAll<Row>(t.cashier, 'categoryIntegrators', 'id externalCode')).find((r) => r.id === id)?.externalCode).toBe('IF-124');
    const before = await t.seq();
    await t.refused(await t.manager.post(t.manager.b(`categories/${cat}/integrators`), { businessIntegratorId: 'ifood' }), 'businessIntegratorId', before);
    expect((await t.manager.post(t.manager.b(`categories/${otherDemoId('cat:lanches')}/integrators`), { businessIntegratorId: integrator })).status).toBe(404);
    await c.categoryIntegratorsDelete({ params: { categoryId: cat, id } });
  });
});

describe('category images (multipart)', () => {
  it('uploads a PNG through the typed client, serves its bytes, replaces and deletes it', async () => {
    const c = t.api.catalogs;
    const cat = demoId('cat:lanches');
    const id = newId();
    const image = png(128);
    const made = (await c.categoryImagesCreate({ params: { categoryId: cat }, body: { id, type: 'main', image } })) as Row;
    expect(made).toMatchObject({ id, categoryId: cat, type: 'main', fileName: 'sobremesas.png', contentType: 'image/png', size: 128 });
    const file = await fetch(`${t.server.url}${t.cashier.b(`categories/${cat}/images/${id}/file`)}`, { headers: { authorization: `Bearer ${t.cashier.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(image.data);
    const jpeg = { fileName: 'capa.jpg', contentType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
    await c.categoryImagesUpdate({ params: { categoryId: cat, id }, body: { type: 'cover', image: jpeg } });
    expect((await readAll<Row>(t.cashier, 'categoryImages', 'id type contentType size')).find((r) => r.id === id)).toMatchObject({ type: 'cover', contentType: 'image/jpeg', size: 7 });
    // Zé cannot see the Cantina's picture.
    const stolen = await fetch(`${t.server.url}${t.cashier.b(`categories/${cat}/images/${id}/file`)}`, { headers: { authorization: `Bearer ${t.ze.token}` } });
    expect(stolen.status).toBe(403);
    await c.categoryImagesDelete({ params: { categoryId: cat, id } });
    const gone = await fetch(`${t.server.url}${t.cashier.b(`categories/${cat}/images/${id}/file`)}`, { headers: { authorization: `Bearer ${t.cashier.token}` } });
    expect(gone.status).toBe(404);
  });

  it('refuses a file that is no image, or one over the limit, naming the field image; nothing is written', async () => {
    const cat = demoId('cat:lanches');
    const send = async (data: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('type', 'main');
      form.append('image', new Blob([data as Uint8Array<ArrayBuffer>]), name);
      const res = await fetch(`${t.server.url}${t.manager.b(`categories/${cat}/images`)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.manager.token}`, 'idempotency-key': newId() },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
    };
    const before = await t.seq();
    await t.refused(await send(new TextEncoder().encode('%PDF-1.4 não sou imagem'), 'cardapio.png'), 'image', before);
    const big = png(2 * 1024 * 1024 + 10);
    const res = await send(big.data, 'enorme.png');
    await t.refused(res, 'image', before);
    expect((res.body.issues as { message: string }[])[0]!.message).toBe('A imagem deve ter no máximo 2 MB');
  });
});

describe('catalogs', () => {
  it('creates a delivery menu with its categories, reorders one, removes it, deletes the menu', async () => {
    const c = t.api.catalogs;
    const id = newId();
    expect(await c.catalogsCreate({ body: { id, name: 'Delivery', originIds: [demoId('origin:telefone')] } })).toMatchObject({ id, name: 'Delivery', originIds: [demoId('origin:telefone')] });
    await c.catalogsUpdate({ params: { id }, body: { name: 'Delivery e WhatsApp', originIds: [demoId('origin:telefone'), demoId('origin:whatsapp')] } });
    const [a, b] = [newId(), newId()];
    const linked = (await c.catalogCategoriesCreate({
      params: { catalogId: id },
      body: { categories: [{ id: a, catalogCategoryId: demoId('cat:lanches') }, { id: b, catalogCategoryId: demoId('cat:pizzas'), position: 1 }] },
    })) as Row[];
    expect(linked.map((r) => [r.id, r.catalogCategoryId, r.position])).toEqual([
      [a, demoId('cat:lanches'), 0],
      [b, demoId('cat:pizzas'), 1],
    ]);
    await c.catalogCategoriesUpdate({ params: { catalogId: id, id: a }, body: { catalogCategoryId: demoId('cat:lanches'), position: 5 } });
    await c.catalogCategoriesDelete({ params: { catalogId: id, id: b } });
    const rows = await readAll<Row>(t.cashier, 'catalogCategories', 'id position deletedAt');
    expect(rows.find((r) => r.id === a)).toMatchObject({ position: 5, deletedAt: null });
    expect(rows.find((r) => r.id === b)?.deletedAt).toBeTruthy();
    expect((await readAll<Row>(t.cashier, 'catalogs', 'id name')).find((r) => r.id === id)?.name).toBe('Delivery e WhatsApp');
    await c.catalogsDelete({ params: { id } });
  });

  it('refuses an empty list, a category twice, another business\'s category or catalog; all or nothing', async () => {
    const m = t.manager;
    const catalog = demoId('catalog:principal');
    const before = await t.seq();
    const res = await m.post(m.b(`catalogs/${catalog}/categories`), { categories: [] });
    await t.refused(res, 'categories', before);
    expect((res.body as { issues: { message: string }[] }).issues[0]!.message).toBe('Ao menos alguma categoria deve ser informada');
    await t.refused(await m.post(m.b('catalogs'), { name: ' ' }), 'name', before);
    // Lanches is in the main menu already: the whole list is refused, the new one too.
    const fresh = (await m.post<Row>(m.b('categories'), { id: newId(), name: 'Bebidas quentes' })).body;
    const mid = await t.seq();
    expect((await m.post(m.b(`catalogs/${catalog}/categories`), { categories: [{ catalogCategoryId: fresh.id }, { catalogCategoryId: demoId('cat:lanches') }] })).status).toBe(409);
    expect((await m.post(m.b(`catalogs/${catalog}/categories`), { categories: [{ catalogCategoryId: otherDemoId('cat:lanches') }] })).status).toBe(404);
    expect((await t.ze.post(t.ze.b(`catalogs/${catalog}/categories`), { categories: [{ catalogCategoryId: otherDemoId('cat:lanches') }] })).status).toBe(404);
    expect(await changedSince(t.cashier, mid)).toBe(0);
  });
});
