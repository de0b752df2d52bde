// The menu's configuration on a real PostgreSQL (the DATABASE_URL path): the catalog and subproduct migrations
// apply, and the writes whose SQL does more than insert a row (a list of catalog categories in one statement, a KDS
// bulk copy, a recipe's loop check walking its tree, array columns) answer as on PGlite, a replay included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { demoId, login, newId, startTestServer, type Client } from './harness.js';

let pgServer: TestPostgres;
let server: RunningServer;
let manager: Client;

beforeAll(async () => {
  pgServer = await startPostgres();
  server = await startTestServer(await pgServer.createDatabase('pos_catalog'));
  manager = await login(server.url, 'manager');
}, 180_000);

afterAll(async () => {
  await server?.close();
  await pgServer?.stop();
});

describe('menu configuration on PostgreSQL', () => {
  it('joins categories to a new catalog, copies a KDS, refuses a recipe loop', async () => {
    const m = manager;
    const catalog = (await m.post<{ id: string }>(m.b('catalogs'), { id: newId(), name: 'Cardápio digital', originIds: [demoId('origin:whatsapp')] })).body.id;
    const key = newId();
    const body = { categories: [{ id: newId(), catalogCategoryId: demoId('cat:lanches') }, { id: newId(), catalogCategoryId: demoId('cat:pizzas'), position: 1 }] };
    const first = await m.post<{ catalogId: string }[]>(m.b(`catalogs/${catalog}/categories`), body, key);
    expect(first.status).toBe(201);
    expect(first.body.map((r) => r.catalogId)).toEqual([catalog, catalog]);
    expect((await m.post(m.b(`catalogs/${catalog}/categories`), body, key)).body).toEqual(first.body);

    const k1 = (await m.post<{ id: string }>(m.b('kds'), { id: newId(), name: 'KDS 1', kitchenIds: [demoId('kitchen:cozinha')], warningMinutes: 4, lateMinutes: 8 })).body.id;
    const k2 = (await m.post<{ id: string }>(m.b('kds'), { id: newId(), name: 'KDS 2' })).body.id;
    const copied = await m.put<{ kitchenIds: string[]; lateMinutes: number }[]>(m.b(`kds/update-bulk/${k1}`), { kdsIds: [k2] });
    expect(copied.body[0]).toMatchObject({ kitchenIds: [demoId('kitchen:cozinha')], lateMinutes: 8 });

    const sub = async (name: string, kind: string) => (await m.post<{ id: string }>(m.b('subproducts'), { id: newId(), name, kind })).body.id;
    const [farinha, massa, pizza] = [await sub('Farinha', 'feedstock'), await sub('Massa', 'recipe'), await sub('Pizza base', 'recipe')];
    expect((await m.post(m.b(`subproducts/${massa}/trees`), { subproductParentId: massa, subproductId: farinha, quantity: 500 })).status).toBe(201);
    expect((await m.post(m.b(`subproducts/${pizza}/trees`), { subproductParentId: pizza, subproductId: massa })).status).toBe(201);
    expect((await m.post(m.b(`subproducts/${massa}/trees`), { subproductParentId: massa, subproductId: pizza })).status).toBe(409);

    const sale = await m.post(m.b(`categories/${demoId('cat:lanches')}/sales`), { discountType: 'percentage', discount: 1000, startDate: '2026-12-01', endDate: '2026-11-01' });
    expect(sale.status).toBe(400);
  });
});
