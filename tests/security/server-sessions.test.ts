// Issue 13 item 11: a password change or a logout ends that person's sessions. Every token carries the user's
// session version; raising it (auth/sessions.ts) makes the guard refuse every token issued before, on every route,
// the cached links of the write path included. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, client, demoId, login, newId, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const ended = { message: 'Sessão encerrada: faça login novamente' };

/** A write (the cached path of the guard), a GraphQL read and the profile, all with one token. */
async function uses(c: Client): Promise<number[]> {
  const write = await c.post(c.b('tables'), { id: newId(), name: `Mesa ${Math.random()}`, number: Math.floor(Math.random() * 1e6) }, newId());
  const read = await c.gql('query($b: ID!){ tables(businessId: $b){ id } }', { b: c.b('').split('/')[2] });
  const me = await c.get('/login/me-pdv');
  return [write.status, read.status, me.status];
}

describe('sessions end', () => {
  it('logout ends every session of the person, on every terminal; a new login works', async () => {
    const [a, b] = await Promise.all([login(server.url, 'manager'), login(server.url, 'manager')]);
    const before = await uses(b); // fills the guard's cache of b's link
    expect(before[1]).toBe(200);
    expect(before[2]).toBe(200);
    const out = await a.post('/login/logout-pdv');
    expect(out.status).toBe(204);
    for (const c of [a, b]) {
      expect(await uses(c)).toEqual([401, 401, 401]);
      expect((await c.get('/login/me-pdv')).body).toEqual(ended);
    }
    const again = await login(server.url, 'manager');
    expect((await again.get('/login/me-pdv')).status).toBe(200);
  });

  it("a password change ends the person's other sessions; the new password logs in, the old one no more", async () => {
    const [phone, terminal] = await Promise.all([login(server.url, 'manager'), login(server.url, 'manager')]);
    expect((await terminal.get('/login/me-pdv')).status).toBe(200);
    const changed = await phone.put(phone.b(`users/${DEMO_USERS.manager.id}`), { password: 'gerente-nova-1' });
    expect(changed.status).toBe(200);
    expect((await terminal.get('/login/me-pdv')).body).toEqual(ended);
    expect((await terminal.post(terminal.b(`order-pads/open/`), { id: newId(), tableId: demoId('table:3') })).status).toBe(401);
    expect((await request(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.manager.email, password: DEMO_USERS.manager.password })).status).toBe(401);
    const fresh = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.manager.email, password: 'gerente-nova-1' });
    expect(fresh.status).toBe(200);
    expect((await client(server.url, fresh.body.token).get('/login/me-pdv')).status).toBe(200);
  });

  it("one person's logout leaves the others' sessions alone", async () => {
    const [cashier, waiter] = await Promise.all([login(server.url, 'cashier'), login(server.url, 'waiter')]);
    expect((await cashier.post('/login/logout-pdv')).status).toBe(204);
    expect((await waiter.get('/login/me-pdv')).status).toBe(200);
    expect((await request(server.url, 'POST', '/login/logout-pdv')).status).toBe(401);
  });
});
