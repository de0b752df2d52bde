// Issue 13 item 1: one restaurant manages only its own people. Linking an existing person needs that person's own
// password; a password or e-mail is changed only by its owner (or a platform admin); only a partner or a platform
// admin opens a business. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src-server/auth/passwords.js';
import { users } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, login, newId, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let manager: Client;
let waiter: Client;
let ze: Client;

const canLogin = async (email: string, password: string) => (await request(server.url, 'POST', '/login/login-pdv', { email, password })).status === 200;

beforeAll(async () => {
  server = await startTestServer();
  [manager, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'waiter'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('account takeover across restaurants', () => {
  it("another restaurant's manager cannot link the Cantina's cashier without her password, nor then set it", async () => {
    const take = await ze.post(`/user-business`, { userId: DEMO_USERS.cashier.id, businessId: OTHER_BUSINESS_ID, roles: ['business_operator'] });
    expect(take.status).toBe(403);
    expect(take.body).toEqual({ message: 'Para vincular esta pessoa, informe a senha dela: só ela pode aceitar o vínculo' });
    const wrong = await ze.post(`/user-business`, { userId: DEMO_USERS.cashier.id, businessId: OTHER_BUSINESS_ID, roles: ['business_operator'], password: 'chute123' });
    expect(wrong.status).toBe(403);
    // An unknown person answers like a wrong password: nothing is learnt about who exists.
    const unknown = await ze.post(`/user-business`, { userId: newId(), businessId: OTHER_BUSINESS_ID, roles: ['business_operator'] });
    expect(unknown).toMatchObject({ status: 403, body: take.body });
    const zeBiz = client(server.url, ze.token, OTHER_BUSINESS_ID);
    const reset = await zeBiz.put(zeBiz.b(`users/${DEMO_USERS.cashier.id}`), { password: 'tomada123' });
    expect(reset.status).toBe(404);
    expect(await canLogin(DEMO_USERS.cashier.email, DEMO_USERS.cashier.password)).toBe(true);
  });

  it('with her own password she accepts the link; even then the other manager cannot change her password or e-mail', async () => {
    const link = await ze.post<{ id: string }>(`/user-business`, {
      userId: DEMO_USERS.cashier.id,
      businessId: OTHER_BUSINESS_ID,
      roles: ['business_operator'],
      password: DEMO_USERS.cashier.password,
    });
    expect(link.status).toBe(201);
    const zeBiz = client(server.url, ze.token, OTHER_BUSINESS_ID);
    const pw = await zeBiz.put(zeBiz.b(`users/${DEMO_USERS.cashier.id}`), { password: 'tomada123' });
    expect(pw).toMatchObject({ status: 403, body: { message: 'Só a própria pessoa pode mudar a senha ou o e-mail dela' } });
    const mail = await zeBiz.put(zeBiz.b(`users/${DEMO_USERS.cashier.id}`), { email: 'ze-tomou@lanchonetedoze.com.br' });
    expect(mail.status).toBe(403);
    // Roles in his own business are his to set.
    expect((await zeBiz.put(zeBiz.b(`users/${DEMO_USERS.cashier.id}`), { roles: ['business_operator_financial'] })).status).toBe(200);
    expect(await canLogin(DEMO_USERS.cashier.email, DEMO_USERS.cashier.password)).toBe(true);
    expect((await ze.del(`/user-business/${link.body.id}`)).status).toBe(200);
  });

  it("the Cantina's own manager cannot set the waiter's password either; the waiter changes his own", async () => {
    const byManager = await manager.put(manager.b(`users/${DEMO_USERS.waiter.id}`), { password: 'tomada123' });
    expect(byManager.status).toBe(403);
    expect(await canLogin(DEMO_USERS.waiter.email, DEMO_USERS.waiter.password)).toBe(true);
    // A person changes their own (here the manager, who may reach the route).
    const own = await manager.put(manager.b(`users/${DEMO_USERS.manager.id}`), { password: 'gerente456' });
    expect(own.status).toBe(200);
    expect(await canLogin(DEMO_USERS.manager.email, 'gerente456')).toBe(true);
    // The change ended his sessions (item 11): he logs in again.
    const again = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.manager.email, password: 'gerente456' });
    manager = client(server.url, again.body.token);
  });

  it('a platform admin may reset a password (support); a person links themself without a password', async () => {
    const adminId = newId();
    await server.database.db.insert(users).values({
      id: adminId,
      name: 'Suporte',
      email: 'suporte@plataforma.com.br',
      passwordHash: await hashPassword('suporte123'),
      type: 'others',
      platformRoles: ['admin'],
    });
    const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'suporte@plataforma.com.br', password: 'suporte123' });
    const admin = client(server.url, res.body.token);
    const reset = await admin.request('PUT', `/businesses/${DEMO_BUSINESS_ID}/users/${DEMO_USERS.waiter.id}`, { password: 'nova12345' }, { role: 'admin' });
    expect(reset.status).toBe(200);
    expect(await canLogin(DEMO_USERS.waiter.email, 'nova12345')).toBe(true);
    // The reset ended the waiter's sessions (item 11): he logs in again.
    const again = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: DEMO_USERS.waiter.email, password: 'nova12345' });
    waiter = client(server.url, again.body.token);
  });

  it('only a partner or a platform admin opens a business: a waiter or a manager in business context may not', async () => {
    for (const who of [waiter, manager]) {
      const res = await who.post('/businesses', { id: newId(), name: 'Meu Restaurante' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Mude o contexto para PARTNER OR ADMIN para acessar esta ação' });
    }
  });
});
