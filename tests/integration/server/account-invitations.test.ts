// Issue 13 item 16: a person added by a NEW e-mail (an account made now, never signed in) is an invitation too, as one
// added by a registered e-mail is: listed by `invitations`, resent (the wait restarts, a mail goes out), cancelled
// (they leave the business; the account goes if it never signed in and works nowhere else), expiring after the same
// days (a late first sign-in is refused, a resend lets it in). Real server over HTTP, PGlite; mail from the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { accountsMessages } from '../../../src-shared/i18n/accounts.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { mailOutbox, userBusinesses, userInvitations, users, usersAwaitingSignIn } from '../../../src-server/db/schema.js';
import { INVITATION_DAYS, inviteWaitingAccounts } from '../../../src-server/routes/invitations.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID, client, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;

type Inv = { id: string; state: string; email: string; name: string; roles: string[]; expiresAt: string; sentAt: string };
const add = async (email: string) => {
  const res = await manager.post<{ id: string }>(manager.b('users'), { id: newId(), name: 'Bia Nova', email, password: 'digitada1', roles: ['business_operator'] }, newId());
  expect(res.status).toBe(201);
  return res.body.id;
};
const invitations = async () => {
  const res = await manager.gql<{ invitations: Inv[] }>('query($b: ID!){ invitations(businessId: $b){ id state email name roles expiresAt sentAt } }', { b: DEMO_BUSINESS_ID });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.invitations ?? [];
};
const people = async () =>
  (await manager.gql<{ users: { id: string; status: string }[] }>('query($b: ID!){ users(businessId: $b){ id status } }', { b: DEMO_BUSINESS_ID })).body.data?.users ?? [];
const signIn = (email: string) => request<{ token: string; message?: string }>(server.url, 'POST', '/login/login-pdv', { email, password: 'digitada1' });
const account = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0];
const expire = (id: string) => server.database.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(userInvitations.id, id));

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("a new e-mail's invitation", () => {
  it('is listed as pending, with the id the create answered, and mailed', async () => {
    const id = await add('bia.nova@cantina.com.br');
    const inv = (await invitations()).find((i) => i.id === id);
    expect(inv).toMatchObject({ state: 'pending', email: 'bia.nova@cantina.com.br', name: 'Bia Nova', roles: ['business_operator'] });
    expect(Date.parse(inv?.expiresAt ?? '') - Date.parse(inv?.sentAt ?? '')).toBe(INVITATION_DAYS * 86_400_000);
    const mail = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bia.nova@cantina.com.br'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe('invitation');
  });

  it('a resend restarts the wait and mails again', async () => {
    const id = await add('reenvio@cantina.com.br');
    const before = (await invitations()).find((i) => i.id === id) as Inv;
    await new Promise((r) => setTimeout(r, 20));
    const resent = await manager.post<Inv>(manager.b(`invitations/${id}/resend`), {}, newId());
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id, state: 'pending' });
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
    const mail = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reenvio@cantina.com.br')).orderBy(desc(mailOutbox.createdAt));
    expect(mail).toHaveLength(2);
  });

  it('expired: the first sign-in is refused with the expired message until a resend; then it answers the invitation', async () => {
    const id = await add('atrasada.nova@cantina.com.br');
    await expire(id);
    expect((await invitations()).find((i) => i.id === id)?.state).toBe('expired');
    const late = await signIn('atrasada.nova@cantina.com.br');
    expect(late).toMatchObject({ status: 403, body: { message: accountsMessages.invitations.expired } });
    expect((await people()).find((p) => p.id === id)?.status).toBe('invited');
    expect((await manager.post<Inv>(manager.b(`invitations/${id}/resend`), {}, newId())).body.state).toBe('pending');
    expect((await signIn('atrasada.nova@cantina.com.br')).status).toBe(200);
    expect((await invitations()).find((i) => i.id === id)?.state).toBe('accepted');
    expect((await people()).find((p) => p.id === id)?.status).toBe('active');
    // Answered: no more resend or cancel; the person stays.
    expect((await manager.post(manager.b(`invitations/${id}/resend`), {}, newId())).status).toBe(409);
    expect((await manager.del(manager.b(`invitations/${id}`), newId())).status).toBe(409);
  });

  it('a wrong password on an expired account is still a wrong password (nothing tells the account exists)', async () => {
    const id = await add('senha.errada@cantina.com.br');
    await expire(id);
    const wrong = await request(server.url, 'POST', '/login/login-pdv', { email: 'senha.errada@cantina.com.br', password: 'outra-senha' });
    const unknown = await request(server.url, 'POST', '/login/login-pdv', { email: 'ninguem@cantina.com.br', password: 'outra-senha' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('cancelling removes the person from the business and deletes the account that never signed in', async () => {
    const id = await add('cancelada@cantina.com.br');
    const cancelled = await manager.del<Inv>(manager.b(`invitations/${id}`), newId());
    expect(cancelled).toMatchObject({ status: 200, body: { id, state: 'cancelled' } });
    expect((await people()).find((p) => p.id === id)).toBeUndefined();
    expect(await account(id)).toBeUndefined();
    expect((await signIn('cancelada@cantina.com.br')).status).toBe(401);
    // The e-mail is free again: adding it makes a new account, not an invitation to a registered one.
    const again = await add('cancelada@cantina.com.br');
    expect((await account(again))?.email).toBe('cancelada@cantina.com.br');
  });

  it('cancelling keeps the account of someone who also works in another business', async () => {
    const id = await add('duas.casas@cantina.com.br');
    const now = new Date().toISOString();
    await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: OTHER_BUSINESS_ID, userId: id, roles: ['business_operator'], createdAt: now, updatedAt: now });
    expect((await manager.del(manager.b(`invitations/${id}`), newId())).status).toBe(200);
    expect((await people()).find((p) => p.id === id)).toBeUndefined();
    expect(await account(id)).toBeDefined();
    const links = await server.database.db.select().from(userBusinesses).where(and(eq(userBusinesses.userId, id), isNull(userBusinesses.deletedAt)));
    expect(links.map((l) => l.businessId)).toEqual([OTHER_BUSINESS_ID]);
  });

  it('editing or removing the person on Pessoas changes their invitation alike', async () => {
    const id = await add('editada@cantina.com.br');
    expect((await manager.put(manager.b(`users/${id}`), { roles: ['business_employee'] }, newId())).status).toBe(200);
    expect((await invitations()).find((i) => i.id === id)?.roles).toEqual(['business_employee']);
    expect((await manager.del(manager.b(`users/${id}`), newId())).status).toBe(200);
    expect((await invitations()).find((i) => i.id === id)?.state).toBe('cancelled');
  });

  it('a person added before invitations covered new e-mails (an account, no invitation) gets one at start, once', async () => {
    const id = newId();
    const db = server.database.db;
    const then = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await db.insert(users).values({ id, name: 'Antiga', email: 'antiga@cantina.com.br', passwordHash: await hashPassword('digitada1'), type: 'employee', createdAt: then, updatedAt: then });
    await db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: id, roles: ['business_kds'], createdAt: then, updatedAt: then });
    await db.insert(usersAwaitingSignIn).values({ userId: id, createdAt: then });
    expect((await invitations()).find((i) => i.id === id)).toBeUndefined();
    // (The person of another business above, linked there without one, gets theirs too.)
    expect(await inviteWaitingAccounts(db)).toBeGreaterThanOrEqual(1);
    expect(await inviteWaitingAccounts(db)).toBe(0);
    expect((await invitations()).find((i) => i.id === id)).toMatchObject({ state: 'pending', name: 'Antiga', email: 'antiga@cantina.com.br', roles: ['business_kds'] });
    // No mail until the manager resends; then it is cancelled like any other.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'antiga@cantina.com.br'))).toEqual([]);
    expect((await manager.del(manager.b(`invitations/${id}`), newId())).status).toBe(200);
    expect(await account(id)).toBeUndefined();
  });

  it("a partner's new person is invited in each of its stores; renaming and unlinking change those invitations", async () => {
    const db = server.database.db;
    await db.insert(users).values({ id: newId(), name: 'Admin', email: 'admin@plataforma.com.br', passwordHash: await hashPassword('admin12345'), type: 'others', platformRoles: ['admin'] });
    const as = async (email: string, password: string, role: string) => {
      const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email, password });
      const c = client(server.url, res.body.token);
      const plain = c.request;
      c.request = (method, path, body, headers = {}) => plain(method, path, body, { role, ...headers });
      return c;
    };
    const admin = await as('admin@plataforma.com.br', 'admin12345', 'admin');
    const made = await admin.post<{ id: string }>('/admin/users', { name: 'Rede', email: 'rede@franquias.com.br', password: 'franquia123', type: 'franchise', platformRoles: ['franchise'] }, newId());
    const partner = await as('rede@franquias.com.br', 'franquia123', 'franchise');
    const stores = [(await partner.post<{ id: string }>('/businesses', { id: newId(), name: 'Loja 1' }, newId())).body.id, (await partner.post<{ id: string }>('/businesses', { id: newId(), name: 'Loja 2' }, newId())).body.id];
    const base = `/partner/${made.body.id}/users`;
    const created = await partner.post<{ id: string }>(base, { id: newId(), name: 'Pessoa', email: 'nova@franquias.com.br', password: 'senhaNova9', businesses: stores.map((id) => ({ id, roles: ['business_operator'] })) }, newId());
    expect(created.status).toBe(201);
    const mine = () => db.select().from(userInvitations).where(eq(userInvitations.accountId, created.body.id));
    expect((await mine()).map((i) => i.businessId).sort()).toEqual([...stores].sort());
    expect((await mine()).map((i) => i.id)).toContain(created.body.id);
    expect((await partner.put(`${base}/${created.body.id}`, { name: 'Pessoa Renomeada', businesses: [{ id: stores[0], roles: ['business_employee'] }] }, newId())).status).toBe(200);
    const after = await mine();
    const first = after.find((i) => i.businessId === stores[0]);
    const second = after.find((i) => i.businessId === stores[1]);
    expect(first).toMatchObject({ name: 'Pessoa Renomeada', roles: ['business_employee'], cancelledAt: null });
    expect(second?.cancelledAt).not.toBeNull();
    // The id the create answered still names the person (the account), not a stand-in invitation.
    expect((await partner.del(`${base}/${created.body.id}`, newId())).status).toBe(200);
    expect((await mine()).every((i) => i.cancelledAt !== null)).toBe(true);
  });
});
