// A product's availabilities are declared writes (src-shared/writes/catalog.ts): the server takes the declaration's
// body, refuses a bad one with a Portuguese message naming the field and writes nothing, checks the product is this
// business's, and lets only a manager change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { productAvailabilitiesCreate } from '../../../src-shared/writes/catalog.js';
import { demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  cashier = await login(server.url, 'cashier');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const pudim = demoId('product:pudim');
const path = (id = '') => manager.b(`products/${pudim}/availabilities${id ? `/${id}` : ''}`);

describe('productAvailabilities*', () => {
  it('is routed from its declaration', () => {
    expect(productAvailabilitiesCreate.call.method).toBe('POST');
    expect(productAvailabilitiesCreate.call.path).toBe('products/{productId}/availabilities');
  });

  it('creates, changes and removes a product availability', async () => {
    const id = newId();
    const created = await manager.post<Record<string, unknown>>(path(), { id, weekdays: [5, 6], startTime: '18:00', endTime: '23:00' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, ownerType: 'product', ownerId: pudim, weekdays: [5, 6] });
    const changed = await manager.put<Record<string, unknown>>(path(id), { weekdays: [0] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, weekdays: [0] });
    expect((await manager.del(path(id))).status).toBe(200);
    expect((await manager.put(path(id), { weekdays: [1] })).status).toBe(404);
  });

  it('refuses a bad hour and a bad weekday with a Portuguese message naming the field, writing nothing', async () => {
    const id = newId();
    const hour = await manager.post<{ message: string }>(path(), { id, startTime: '25:00', endTime: '23:00' });
    expect(hour.status).toBe(400);
    expect(hour.body.message).toBe('Dados inválidos: startTime: Deve ser um horário (HH:MM)');
    const day = await manager.post<{ message: string }>(path(), { id, weekdays: [7] });
    expect(day.status).toBe(400);
    expect(day.body.message).toMatch(/weekdays/);
    expect((await manager.put(path(id), { weekdays: [1] })).status).toBe(404);
  });

  it('refuses another product id and a cashier', async () => {
    expect((await manager.post(manager.b(`products/${newId()}/availabilities`), { id: newId() })).status).toBe(404);
    expect((await cashier.post(cashier.b(`products/${pudim}/availabilities`), { id: newId() })).status).toBe(403);
  });
});
