// Issue 13: a manager's signed grant dies with the manager's sessions. Changing the password, or logging out (which
// ends every session), makes the grants signed with the old authorisation key worthless; the key given at the next
// login signs good grants again. Real server, PGlite, HTTP.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGrant, GRANT_LIFETIME_SECONDS } from '../../../src-shared/api/schemas/authorization.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, client, demoId, login, newId, padWithOrder, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let waiter: Client;

const manager = DEMO_USERS.manager;
const coke = { productId: demoId('product:coca-lata'), quantity: 1000 };

async function loginManager(password: string): Promise<{ c: Client; key: string }> {
  const res = await request<{ token: string; authorizationKeys?: Record<string, string> }>(server.url, 'POST', '/login/login-pdv', { email: manager.email, password });
  expect(res.status).toBe(200);
  return { c: client(server.url, res.body.token), key: res.body.authorizationKeys?.[DEMO_BUSINESS_ID] as string };
}

/** A grant as the terminal signs it once the manager typed the password there. */
function grant(key: string, orderId: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: manager.id, biz: DEMO_BUSINESS_ID, act: 'cancelOrder', ent: orderId, iat: now, exp: now + GRANT_LIFETIME_SECONDS };
  return { userId: manager.id, grant: encodeGrant(claims, (body) => createHmac('sha256', key).update(body).digest('base64url')) };
}

async function cancel(orderId: string, authorizedBy: ReturnType<typeof grant>) {
  return waiter.put(waiter.b(`orders/${orderId}/change-status`), { status: 'canceled', reason: 'cliente desistiu', authorizedBy }, newId());
}

beforeAll(async () => {
  server = await startTestServer();
  waiter = await login(server.url, 'waiter');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("a manager's grant and the manager's sessions", () => {
  it('a password change makes the grants signed before it worthless; the new key signs good ones', async () => {
    const before = await loginManager(manager.password);
    const { orderId } = await padWithOrder(waiter, 'table:11', [coke]);
    const signed = grant(before.key, orderId);
    const changed = await before.c.put(before.c.b(`users/${manager.id}`), { password: 'novaSenha456' }, newId());
    expect(changed.status).toBe(200);

    const stale = await cancel(orderId, signed);
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ message: 'Autorização do gerente inválida ou vencida: peça ao gerente para confirmar de novo' });

    const after = await loginManager('novaSenha456');
    expect(after.key).not.toBe(before.key);
    expect((await cancel(orderId, grant(after.key, orderId))).status).toBe(200);
  });

  it('logging out (every session ends) makes the grants signed before it worthless', async () => {
    const before = await loginManager('novaSenha456');
    const { orderId } = await padWithOrder(waiter, 'table:12', [coke]);
    const signed = grant(before.key, orderId);
    expect((await before.c.post('/login/logout-pdv', {})).status).toBe(204);
    expect((await cancel(orderId, signed)).status).toBe(403);
    const again = await loginManager('novaSenha456');
    expect((await cancel(orderId, grant(again.key, orderId))).status).toBe(200);
  });
});
