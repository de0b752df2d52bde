// The business's setup on a real PostgreSQL 15 (started by the test), where writes of different businesses run
// side by side: two restaurants claiming one slug at the same moment (one wins, the other is told so, no 500),
// and a paused origin refusing orders through the comanda-locked order route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { demoId, login, newId, startTestServer, type Client } from './harness.js';

let pg: TestPostgres;
let server: RunningServer;
let manager: Client;
let cashier: Client;
let ze: Client;

beforeAll(async () => {
  pg = await startPostgres();
  server = await startTestServer(await pg.createDatabase('pos_business_setup_test'));
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pg?.stop();
});

describe('business setup on PostgreSQL', () => {
  it('two businesses claiming one slug at once: one gets it, the other a 409 in Portuguese', async () => {
    for (const path of ['digital-menu', 'link-vendas']) {
      const slug = `mesmo-${path}`;
      const answers = await Promise.all([manager.post(manager.b(path), { id: newId(), slug }), ze.post(ze.b(path), { id: newId(), slug })]);
      expect(answers.map((a) => a.status).sort(), path).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: 'Este endereço (slug) já é usado por outro estabelecimento' });
    }
  });

  it('a paused origin refuses orders on a comanda; resumed, it takes them', async () => {
    const whatsapp = demoId('origin:whatsapp');
    const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:2') });
    expect(pad.status).toBe(201);
    const order = () => ({ id: newId(), orderPadId: pad.body.id, originId: whatsapp, originType: 'whatsapp', deliveryMode: 'saloon', products: [{ productId: demoId('product:batata'), quantity: 1000 }] });
    expect((await manager.post(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: true })).status).toBe(200);
    const refused = await cashier.post<{ message: string }>(cashier.b('orders'), order());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A origem WhatsApp está pausada: não recebe pedidos agora');
    expect((await manager.post(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: false })).status).toBe(200);
    expect((await cashier.post(cashier.b('orders'), order())).status).toBe(201);
  });
});
