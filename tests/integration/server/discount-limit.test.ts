// The business's discount limit and the manager's pass code (issue 18, item 3): a cashier gives a discount up to the
// limit alone; over it the server refuses until the write carries the grant the pass code check answered, and the
// audit names who authorised it. A waiter gets nothing from the limit. Real server, PGlite, HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;

// Two cans: R$ 13,00 of subtotal.
const cokes = { productId: demoId('product:coca-lata'), quantity: 2000 };

async function events(entityId: string): Promise<{ type: string; userId: string; data: Record<string, unknown> }[]> {
  const res = await manager.gql<{ auditEvents: { type: string; entityId: string; userId: string; data: Record<string, unknown> }[] }>(
    'query($b: ID!){ auditEvents(businessId: $b){ type entityId userId data } }',
    { b: DEMO_BUSINESS_ID },
  );
  return (res.body.data?.auditEvents ?? []).filter((e) => e.entityId === entityId && e.type === 'applyDiscount');
}

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, waiter] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter')]);
  // 10 % of the comanda: a cashier's own discount.
  expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { discountLimit: 1000 } }, newId())).status).toBe(200);
  expect((await manager.request('PUT', manager.b('entities/pass-code'), { passCode: '4321' })).status).toBe(204);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the discount limit', () => {
  it('lets a cashier give up to the limit alone, by value or percentage, audited as within it', async () => {
    const { padId } = await padWithOrder(cashier, 'table:15', [cokes]);
    const percent = await cashier.put<{ totals: { discount: number } }>(cashier.b(`order-pads/${padId}`), { discount: { type: 'percentage', value: 1000 } }, newId());
    expect(percent.status).toBe(200);
    expect(percent.body.totals.discount).toBe(130);
    // R$ 1,30 of R$ 13,00 is exactly 10 %; a centavo more is over.
    expect((await cashier.put(cashier.b(`order-pads/${padId}`), { discount: { type: 'value', value: 130 } }, newId())).status).toBe(200);
    const over = await cashier.put(cashier.b(`order-pads/${padId}`), { discount: { type: 'value', value: 131 } }, newId());
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ message: 'Esta ação precisa da autorização de um gerente' });
    const audited = await events(padId);
    expect(audited.map((e) => [e.userId, e.data.authorizedBy, e.data.withinLimit])).toEqual([
      [DEMO_USERS.cashier.id, null, true],
      [DEMO_USERS.cashier.id, null, true],
    ]);
  });

  it('gives a waiter nothing: who does not take payments still needs a manager', async () => {
    const { padId } = await padWithOrder(waiter, 'table:16', [cokes]);
    expect((await waiter.put(waiter.b(`order-pads/${padId}`), { discount: { type: 'percentage', value: 500 } }, newId())).status).toBe(403);
  });

  it('refuses an invalid limit with the field named, and changes nothing', async () => {
    const bad = await manager.put<{ message: string }>(`/businesses/${DEMO_BUSINESS_ID}`, { config: { discountLimit: 20_000 } }, newId());
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Limite de desconto');
  });
});

describe("over the limit, the manager's pass code", () => {
  it('answers a grant only for the right code, and the write with it is audited with who authorised it', async () => {
    const { padId } = await padWithOrder(cashier, 'table:17', [cokes]);
    const wrong = await cashier.post<{ valid: boolean }>(cashier.b('entities/validate-pass-code'), { userId: DEMO_USERS.manager.id, passCode: '0000', action: 'discount', entityId: padId });
    expect(wrong.body.valid).toBe(false);
    const right = await cashier.post<{ valid: boolean; name: string; authorizedBy: { userId: string; grant: string } }>(cashier.b('entities/validate-pass-code'), {
      userId: DEMO_USERS.manager.id,
      passCode: '4321',
      action: 'discount',
      entityId: padId,
    });
    expect(right.body).toMatchObject({ valid: true, name: 'Rita Gerente' });
    // The key a login here would give: a terminal signs this manager's grants offline with it after the same code.
    expect(typeof (right.body as { authorizationKey?: unknown }).authorizationKey).toBe('string');
    const discount = { type: 'percentage', value: 5000 };
    // The grant is for this comanda only.
    const other = await padWithOrder(cashier, 'table:19', [cokes]);
    expect((await cashier.put(cashier.b(`order-pads/${other.padId}`), { discount, authorizedBy: right.body.authorizedBy }, newId())).status).toBe(403);
    const ok = await cashier.put<{ totals: { discount: number } }>(cashier.b(`order-pads/${padId}`), { discount, authorizedBy: right.body.authorizedBy }, newId());
    expect(ok.status).toBe(200);
    expect(ok.body.totals.discount).toBe(650);
    const [event] = await events(padId);
    expect(event).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { by: DEMO_USERS.cashier.id, authorizedBy: DEMO_USERS.manager.id, authorizedByName: 'Rita Gerente' } });
    expect(event?.data.withinLimit).toBeUndefined();
  });
});
