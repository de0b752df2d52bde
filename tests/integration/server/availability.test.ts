// The server refuses a product sold outside its availabilities, on the business's clock (issue 16, items 16
// and 17): the windows are set around the real time, so the test does not depend on the hour it runs at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { localClock } from '../../../src-shared/domain/availability.js';
import { v7 } from 'uuid';
import { demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** "HH:MM" in a zone, `minutes` from now. */
const clock = (timeZone: string, minutes: number) => localClock(new Date(Date.now() + minutes * 60_000), timeZone).time;

let table = 10;
/** Opens the next free table and orders fries on it (the order's id made `orderId`, by default now). */
async function orderFries(orderId = newId()): Promise<{ status: number; body: Record<string, unknown> }> {
  const pad = await manager.post<{ id: string }>(manager.b('order-pads/open/'), { id: newId(), tableId: demoId(`table:${++table}`) });
  expect(pad.status).toBe(201);
  const order = await manager.post(manager.b('orders'), {
    id: orderId,
    orderPadId: pad.body.id,
    deliveryMode: 'saloon',
    originType: 'saloon',
    products: [{ productId: demoId('product:batata'), quantity: 1000 }],
  });
  return order;
}

describe('availabilities at the sale', () => {
  it('refuses fries outside their hours with a message saying when, and takes them inside', async () => {
    const SP = 'America/Sao_Paulo';
    const from = clock(SP, 120);
    const to = clock(SP, 180);
    const avail = await manager.post<{ id: string }>(manager.b(`products/${demoId('product:batata')}/availabilities`), { id: newId(), startTime: from, endTime: to });
    expect(avail.status).toBe(201);
    const refused = await orderFries();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Batata frita (porção) não está disponível agora: disponível todos os dias das ${from} às ${to}`);

    // Open now on São Paulo's clock, not yet on Manaus's (an hour behind).
    const path = manager.b(`products/${demoId('product:batata')}/availabilities/${avail.body.id}`);
    expect((await manager.put(path, { startTime: clock(SP, -5), endTime: clock(SP, 40) })).status).toBe(200);
    expect((await orderFries()).status).toBe(201);
    const business = manager.b('').replace(/\/$/, '');
    expect((await manager.put(business, { timeZone: 'America/Manaus' })).status).toBe(200);
    expect((await orderFries()).status).toBe(409);
    expect((await manager.put(business, { timeZone: SP })).status).toBe(200);
    expect((await manager.del(path)).status).toBe(200);
    expect((await orderFries()).status).toBe(201);
  });

  // Issue 16 item 16: an order taken offline inside the hours and synced after them. Its UUIDv7 id carries the
  // moment the terminal made it: the server judges the hours at that moment, within a bounded window only.
  it('judges the hours at the moment the order was taken (its id), not at its arrival, within 12 hours back', async () => {
    const SP = 'America/Sao_Paulo';
    const product = demoId('product:batata');
    const avail = await manager.post<{ id: string }>(manager.b(`products/${product}/availabilities`), { id: newId(), startTime: clock(SP, -120), endTime: clock(SP, -60) });
    expect(avail.status).toBe(201);
    const takenAt = (minutes: number) => v7({ msecs: Date.now() + minutes * 60_000 });
    expect((await orderFries(takenAt(-90))).status).toBe(201);
    expect((await orderFries()).status).toBe(409);
    // The same hour a day earlier is beyond the window: judged now, so refused.
    expect((await orderFries(takenAt(-90 - 24 * 60))).status).toBe(409);
    // An id from the future is not believed either.
    const later = await manager.put(manager.b(`products/${product}/availabilities/${avail.body.id}`), { startTime: clock(SP, 60), endTime: clock(SP, 120) });
    expect(later.status).toBe(200);
    expect((await orderFries(takenAt(90))).status).toBe(409);
    expect((await manager.del(manager.b(`products/${product}/availabilities/${avail.body.id}`))).status).toBe(200);
  });
});
