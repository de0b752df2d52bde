// Who may undo a sale or move cash (issue 13 item 7, issue 16 items 10-11): cancelling a fired order, removing a
// fired line, giving a discount and a sangria/supply need a manager, or a manager's authorisation carried as a grant
// (never the password); each is audited with who did it and who authorised it. Real server, PGlite, HTTP.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGrant, GRANT_LIFETIME_SECONDS } from '../../../src-shared/api/schemas/authorization.js';
import { idempotencyKeys } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, padWithOrder, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let managerKey: string;
let cashierKey: string;

async function keyOf(who: 'manager' | 'cashier'): Promise<string> {
  const u = DEMO_USERS[who];
  const res = await request<{ authorizationKeys?: Record<string, string> }>(server.url, 'POST', '/login/login-pdv', { email: u.email, password: u.password });
  const key = res.body.authorizationKeys?.[DEMO_BUSINESS_ID];
  if (!key) throw new Error(`no authorisation key for ${who}`);
  return key;
}

/** What a terminal signs once the manager has typed the password there. */
function grant(key: string, userId: string, act: string, ent: string, exp = Math.floor(Date.now() / 1000) + GRANT_LIFETIME_SECONDS) {
  const claims = { sub: userId, biz: DEMO_BUSINESS_ID, act, ent, iat: Math.floor(Date.now() / 1000), exp };
  return { userId, grant: encodeGrant(claims, (body) => createHmac('sha256', key).update(body).digest('base64url')) };
}
const byManager = (act: string, ent: string) => grant(managerKey, DEMO_USERS.manager.id, act, ent);

async function events(entityId: string): Promise<{ type: string; userId: string; data: Record<string, unknown> }[]> {
  const res = await manager.gql<{ auditEvents: { type: string; entityId: string; userId: string; data: Record<string, unknown> }[] }>(
    'query($b: ID!){ auditEvents(businessId: $b){ type entityId userId data } }',
    { b: DEMO_BUSINESS_ID },
  );
  return (res.body.data?.auditEvents ?? []).filter((e) => e.entityId === entityId);
}

const coke = { productId: demoId('product:coca-lata'), quantity: 1000 };

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, waiter] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter')]);
  [managerKey, cashierKey] = await Promise.all([keyOf('manager'), keyOf('cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('cancelling a fired order', () => {
  it('refuses a waiter alone, takes a manager-signed grant, and audits who did it and who authorised it', async () => {
    const { orderId } = await padWithOrder(waiter, 'table:11', [coke]);
    const alone = await waiter.put(waiter.b(`orders/${orderId}/change-status`), { status: 'canceled', reason: 'cliente desistiu' }, newId());
    expect(alone.status).toBe(403);
    expect(alone.body).toEqual({ message: 'Esta ação precisa da autorização de um gerente' });

    const ok = await waiter.put<{ status: string }>(
      waiter.b(`orders/${orderId}/change-status`),
      { status: 'canceled', reason: 'cliente desistiu', authorizedBy: byManager('cancelOrder', orderId) },
      newId(),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('canceled');
    const [event] = (await events(orderId)).filter((e) => e.type === 'cancelOrder');
    expect(event).toMatchObject({ userId: DEMO_USERS.waiter.id, data: { reason: 'cliente desistiu', by: DEMO_USERS.waiter.id, authorizedBy: DEMO_USERS.manager.id, authorizedByName: 'Rita Gerente' } });
  });

  it('lets a manager cancel alone, audited with no authoriser', async () => {
    const { orderId } = await padWithOrder(waiter, 'table:12', [coke]);
    expect((await manager.put(manager.b(`orders/${orderId}/change-status`), { status: 'canceled', reason: 'erro' }, newId())).status).toBe(200);
    const [event] = (await events(orderId)).filter((e) => e.type === 'cancelOrder');
    expect(event?.data).toMatchObject({ by: DEMO_USERS.manager.id, authorizedBy: null });
  });

  it('refuses a grant for another order, another action, expired, forged, or signed by someone who may not authorise', async () => {
    const { orderId } = await padWithOrder(waiter, 'table:13', [coke]);
    const other = await padWithOrder(waiter, 'table:14', [coke]);
    const path = waiter.b(`orders/${orderId}/change-status`);
    const tries = [
      byManager('cancelOrder', other.orderId),
      byManager('discount', orderId),
      grant(managerKey, DEMO_USERS.manager.id, 'cancelOrder', orderId, Math.floor(Date.now() / 1000) - 1),
      grant(cashierKey, DEMO_USERS.manager.id, 'cancelOrder', orderId),
    ];
    for (const authorizedBy of tries) {
      const res = await waiter.put(path, { status: 'canceled', authorizedBy }, newId());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Autorização do gerente inválida ou vencida: peça ao gerente para confirmar de novo' });
    }
    // The cashier's own key signs as the cashier, who may not authorise a cancel.
    const own = await waiter.put(path, { status: 'canceled', authorizedBy: grant(cashierKey, DEMO_USERS.cashier.id, 'cancelOrder', orderId) }, newId());
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'Quem autorizou não tem permissão para esta ação' });
    // Five refused checks: the next is paused, even a good one, and says so in Portuguese.
    const paused = await waiter.put(path, { status: 'canceled', authorizedBy: byManager('cancelOrder', orderId) }, newId());
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ message: expect.stringMatching(/^Muitas tentativas de autorização recusadas: tente de novo em \d+ min$/) });
    // Another person is not paused by the waiter's failures.
    expect((await cashier.put(cashier.b(`orders/${other.orderId}/change-status`), { status: 'canceled', authorizedBy: byManager('cancelOrder', other.orderId) }, newId())).status).toBe(200);
  });
});

describe('removing a fired line', () => {
  it('needs a manager or a grant for that line, and is audited with the authoriser', async () => {
    const { orderId } = await padWithOrder(cashier, 'table:15', [coke]);
    const order = await cashier.gql<{ orderProducts: { id: string; orderId: string }[] }>('query($b: ID!){ orderProducts(businessId: $b){ id orderId } }', { b: DEMO_BUSINESS_ID });
    const lineId = order.body.data?.orderProducts.find((l) => l.orderId === orderId)?.id as string;
    expect(lineId).toBeTruthy();
    const alone = await cashier.del(cashier.b(`orders/${orderId}/products/${lineId}`), newId());
    expect(alone.status).toBe(403);
    const ok = await cashier.request('DELETE', cashier.b(`orders/${orderId}/products/${lineId}`), { authorizedBy: byManager('removeOrderProduct', lineId) }, { 'idempotency-key': newId() });
    expect(ok.status).toBe(200);
    const [event] = (await events(lineId)).filter((e) => e.type === 'removeOrderProduct');
    expect(event).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { authorizedBy: DEMO_USERS.manager.id } });
  });
});

describe('lowering a fired line', () => {
  it('is removing part of it: a cashier needs a grant to go from 3 to 1, not to go up; audited with the authoriser', async () => {
    const { orderId } = await padWithOrder(cashier, 'table:17', [{ ...coke, quantity: 3000 }]);
    const lines = await cashier.gql<{ orderProducts: { id: string; orderId: string }[] }>('query($b: ID!){ orderProducts(businessId: $b){ id orderId } }', { b: DEMO_BUSINESS_ID });
    const lineId = lines.body.data?.orderProducts.find((l) => l.orderId === orderId)?.id as string;
    const path = cashier.b(`orders/${orderId}/products/${lineId}`);
    expect((await cashier.put(path, { quantity: 4000 }, newId())).status).toBe(200);
    const alone = await cashier.put(path, { quantity: 1000 }, newId());
    expect(alone.status).toBe(403);
    expect(alone.body).toEqual({ message: 'Esta ação precisa da autorização de um gerente' });
    const ok = await cashier.put<{ quantity: number }>(path, { quantity: 1000, authorizedBy: byManager('removeOrderProduct', lineId) }, newId());
    expect(ok.status).toBe(200);
    expect(ok.body.quantity).toBe(1000);
    const updates = (await events(lineId)).filter((e) => e.type === 'updateOrderProduct');
    expect(updates.at(-1)?.data).toMatchObject({ before: { quantity: 4000 }, after: { quantity: 1000 }, authorizedBy: DEMO_USERS.manager.id });
  });
});

describe('discounts', () => {
  it('refuses a 100 % discount by a cashier or a waiter alone; takes it with a grant; audits every discount', async () => {
    const { padId } = await padWithOrder(cashier, 'table:16', [coke]);
    const full = { type: 'percentage', value: 10_000 };
    for (const c of [cashier, waiter]) {
      const res = await c.put(c.b(`order-pads/${padId}`), { discount: full }, newId());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Esta ação precisa da autorização de um gerente' });
    }
    const ok = await cashier.put(cashier.b(`order-pads/${padId}`), { discount: full, authorizedBy: byManager('discount', padId) }, newId());
    expect(ok.status).toBe(200);
    const own = await manager.put(manager.b(`order-pads/${padId}`), { discount: { type: 'value', value: 100 } }, newId());
    expect(own.status).toBe(200);
    // Removing a discount raises the bill: anyone who may change the comanda may, and it is audited too.
    expect((await waiter.put(waiter.b(`order-pads/${padId}`), { discount: null }, newId())).status).toBe(200);
    const audited = (await events(padId)).filter((e) => e.type === 'applyDiscount');
    expect(audited.map((e) => [e.userId, e.data.authorizedBy, e.data.after])).toEqual([
      [DEMO_USERS.cashier.id, DEMO_USERS.manager.id, full],
      [DEMO_USERS.manager.id, null, { type: 'value', value: 100 }],
      [DEMO_USERS.waiter.id, null, null],
    ]);
  });
});

describe('the role the business sets', () => {
  it('lets the business name who gives discounts alone: then a cashier may, a waiter still may not', async () => {
    const set = await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { authorizationRoles: { discount: ['business_manager', 'business_operator'] } } }, newId());
    expect(set.status).toBe(200);
    const { padId } = await padWithOrder(cashier, 'table:18', [coke]);
    expect((await cashier.put(cashier.b(`order-pads/${padId}`), { discount: { type: 'value', value: 200 } }, newId())).status).toBe(200);
    expect((await waiter.put(waiter.b(`order-pads/${padId}`), { discount: { type: 'value', value: 300 } }, newId())).status).toBe(403);
    const [event] = (await events(padId)).filter((e) => e.type === 'applyDiscount');
    expect(event).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { authorizedBy: null } });
    // An unknown role or action is refused, not stored.
    expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { authorizationRoles: { discount: ['dono'] } } }, newId())).status).toBe(400);
    expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { authorizationRoles: { refund: ['business_operator'] } } }, newId())).status).toBe(400);
    expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { authorizationRoles: {} } }, newId())).status).toBe(200);
  });
});

describe('sangria and supply', () => {
  it('a cashier needs a grant for that entry; the entry is audited; no password rests in the idempotency keys', async () => {
    const audit = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:2'), openingAmount: 20_000 });
    expect(audit.status).toBe(201);
    const path = cashier.b(`payments/cash-register-audits/${audit.body.id}/entries`);
    const entryId = newId();
    const alone = await cashier.post(path, { id: entryId, entry: { type: 'bleeding', amount: 5_000 } }, newId());
    expect(alone.status).toBe(403);
    const wrongEntry = await cashier.post(path, { id: entryId, entry: { type: 'bleeding', amount: 5_000 }, authorizedBy: byManager('cashEntry', newId()) }, newId());
    expect(wrongEntry.status).toBe(403);
    const ok = await cashier.post(path, { id: entryId, entry: { type: 'bleeding', amount: 5_000 }, authorizedBy: byManager('cashEntry', entryId) }, newId());
    expect(ok.status).toBe(201);
    const [event] = (await events(entryId)).filter((e) => e.type === 'addCashRegisterEntry');
    expect(event).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { type: 'bleeding', amount: 5_000, authorizedBy: DEMO_USERS.manager.id } });
    const stored = JSON.stringify(await server.database.db.select().from(idempotencyKeys));
    expect(stored).not.toContain(DEMO_USERS.manager.password);
  });
});
