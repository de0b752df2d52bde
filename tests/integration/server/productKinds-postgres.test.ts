// The menu's product types on a real PostgreSQL 15 (migrations 0005 and 0006 included): a pizza made through
// productCompositesCreate sold half and half by the highest half, one live fiscal configuration per product (the
// partial unique index), and an image stored and served back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let pgServer: TestPostgres;
let server: RunningServer;
let manager: Client;
let cashier: Client;

beforeAll(async () => {
  pgServer = await startPostgres();
  server = await startTestServer(await pgServer.createDatabase('pos_product_kinds'));
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await pgServer?.stop();
});

describe('product kinds on PostgreSQL', () => {
  it('sells a pizza made through the menu calls by the highest half, keeps one fiscal configuration, stores an image', async () => {
    const made = await manager.post<{ id: string; productSubproducts: { id: string }[] }>(manager.b('products/composites'), {
      name: 'Pizza PG',
      flavors: [
        { subproductId: demoId('sub:calabresa'), price: 6490 },
        { subproductId: demoId('sub:quatro-queijos'), price: 7290 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [a, b] = made.body.productSubproducts;
    const { orderId } = await padWithOrder(cashier, 'table:16', [{ productId: made.body.id, selections: [{ productSubproductId: a!.id }, { productSubproductId: b!.id }] }]);
    const lines = await cashier.gql<{ orderProducts: { orderId: string; unitPrice: number }[] }>('query($b: ID!){ orderProducts(businessId: $b){ orderId unitPrice } }', { b: DEMO_BUSINESS_ID });
    expect(lines.body.data!.orderProducts.find((l) => l.orderId === orderId)?.unitPrice).toBe(7290);

    const fiscal = { productId: made.body.id, ncm: '19059090', cfop: '5102', csosn: '102' };
    expect((await manager.post(manager.b('products/fiscal-config'), { ...fiscal, id: newId() })).status).toBe(201);
    expect((await manager.post(manager.b('products/fiscal-config'), { ...fiscal, id: newId() })).status).toBe(409);

    const form = new FormData();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
    form.append('mainImages', new Blob([bytes], { type: 'image/png' }), 'pizza.png');
    const up = await fetch(server.url + manager.b(`products/${made.body.id}/images`), { method: 'POST', headers: { authorization: `Bearer ${manager.token}` }, body: form });
    expect(up.status).toBe(201);
    const [image] = (await up.json()) as { url: string }[];
    const got = await fetch(server.url + manager.b(image!.url), { headers: { authorization: `Bearer ${cashier.token}` } });
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });
});
