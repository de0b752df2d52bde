// Issue 13 item 16: an invitation (made when a manager creates a person whose e-mail already has an account) lives on
// as that person: its id answers users/{id} like a new person's, the manager resends and cancels it, the invitee
// accepts it logged in as themself, and it expires. Another business's invitation id answers exactly like an unknown
// id, to its manager and to anyone accepting. Real server over HTTP, PGlite; mail read from the server's outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { accountsMessages } from '../../../src-shared/i18n/accounts.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { mailOutbox, userBusinesses, userInvitations, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let ze: Client;
/** Zé's token on the Cantina's paths: he manages his own business only. */
let zeHere: Client;

/** An account of its own (no business), logged in. */
async function person(email: string): Promise<Client & { id: string }> {
  const id = newId();
  await server.database.db.insert(users).values({ id, name: 'Pessoa', email, passwordHash: await hashPassword('pessoa123'), type: 'employee' });
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email, password: 'pessoa123' });
  return { ...client(server.url, res.body.token), id };
}

const create = (email: string, id = newId()) =>
  manager.post<Record<string, unknown>>(manager.b('users'), { id, name: 'Convidada', email, password: 'digitada1', roles: ['business_operator'] }, newId());
const invitations = async (c: Client, states?: string[]) =>
  c.gql<{ invitations: { id: string; state: string; email: string; roles: string[]; expiresAt: string; sentAt: string }[] }>(
    'query($b: ID!, $s: [String!]){ invitations(businessId: $b, states: $s){ id state email roles expiresAt sentAt } }',
    { b: DEMO_BUSINESS_ID, s: states ?? null },
  );
const mails = (to: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const linked = async (userId: string) =>
  (await server.database.db.select().from(userBusinesses).where(and(eq(userBusinesses.userId, userId), eq(userBusinesses.businessId, DEMO_BUSINESS_ID))))[0];
const answer = (r: { status: number; body: unknown }) => `${r.status} ${JSON.stringify(r.body)}`;

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  zeHere = client(server.url, ze.token, OTHER_BUSINESS_ID);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('invitations', () => {
  it("an invitation's id answers users/{id} like a new person's id: roles change, removal cancels", async () => {
    const fresh = await create('nova.pessoa@cantina.com.br');
    const invited = await create(DEMO_USERS.other.email);
    const shape = (b: unknown) => Object.keys(b as object).sort();
    for (const [path, body] of [[`users/${fresh.body.id}`, { roles: ['business_employee'] }]] as const) {
      const a = await manager.put(manager.b(path), body, newId());
      const b = await manager.put(manager.b(`users/${invited.body.id}`), body, newId());
      expect(b.status).toBe(a.status);
      expect(shape(b.body)).toEqual(shape(a.body));
      expect(b.body).toMatchObject({ id: invited.body.id, roles: ['business_employee'], email: DEMO_USERS.other.email });
    }
    // Read by id, both are a person of the business.
    const read = (id: unknown) => manager.gql<{ user: Record<string, unknown> | null }>('query($b: ID!, $id: ID!){ user(businessId: $b, id: $id){ id name email roles } }', { b: DEMO_BUSINESS_ID, id });
    expect((await read(fresh.body.id)).body.data?.user).toMatchObject({ id: fresh.body.id, roles: ['business_employee'] });
    expect((await read(invited.body.id)).body.data?.user).toEqual({ id: invited.body.id, name: 'Convidada', email: DEMO_USERS.other.email, roles: ['business_employee'] });
    // Someone else's account: no password or e-mail through the invitation either.
    expect((await manager.put(manager.b(`users/${invited.body.id}`), { password: 'tomada123' }, newId())).status).toBe(403);
    const delFresh = await manager.del(manager.b(`users/${fresh.body.id}`), newId());
    const delInvited = await manager.del(manager.b(`users/${invited.body.id}`), newId());
    expect(delInvited.status).toBe(delFresh.status);
    expect(shape(delInvited.body)).toEqual(shape(delFresh.body));
    // Removed alike: a second removal of either answers the same 404.
    const again = [await manager.del(manager.b(`users/${fresh.body.id}`), newId()), await manager.del(manager.b(`users/${invited.body.id}`), newId())];
    expect(again[0]?.status).toBe(404);
    expect((await read(invited.body.id)).body.data?.user).toBeNull();
    expect(answer(again[1] as never)).toBe(answer(again[0] as never));
    expect((await invitations(manager)).body.data?.invitations.find((i) => i.id === invited.body.id)?.state).toBe('cancelled');
  });

  it('the manager lists and resends; the invitee accepts logged in as themself and joins with the roles', async () => {
    const invitee = await person('convidada@exemplo.com.br');
    const inv = await create('convidada@exemplo.com.br');
    const id = inv.body.id as string;
    const first = await mails('convidada@exemplo.com.br');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: 'invitation' });
    expect(first[0]?.text).toContain(id);
    const listed = (await invitations(manager, ['pending'])).body.data?.invitations;
    expect(listed?.map((i) => i.id)).toContain(id);
    // Only who manages reads them (they hold e-mails of people not in the business).
    expect((await invitations(cashier)).status).toBe(403);

    const before = (listed ?? []).find((i) => i.id === id);
    await new Promise((r) => setTimeout(r, 5));
    const resent = await manager.post<{ state: string; expiresAt: string }>(manager.b(`invitations/${id}/resend`), {}, newId());
    expect(resent.status).toBe(200);
    expect(resent.body.state).toBe('pending');
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.parse(before?.expiresAt ?? ''));
    expect(await mails('convidada@exemplo.com.br')).toHaveLength(2);
    expect((await cashier.post(cashier.b(`invitations/${id}/resend`), {}, newId())).status).toBe(403);

    // Not linked until she accepts; someone else cannot accept it for her.
    expect(await linked(invitee.id)).toBeUndefined();
    const byCashier = await cashier.post(`/invitations/${id}/accept`, {}, newId());
    const unknown = await invitee.post(`/invitations/${newId()}/accept`, {}, newId());
    expect(answer(byCashier)).toBe(answer(unknown));
    expect(unknown.status).toBe(404);
    const accepted = await invitee.post<{ invitation: { state: string } }>(`/invitations/${id}/accept`, {}, newId());
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation.state).toBe('accepted');
    expect(await linked(invitee.id)).toMatchObject({ roles: ['business_operator'], deletedAt: null });
    const hers = client(server.url, invitee.token);
    expect((await hers.get(hers.b('config'))).status).toBe(200);

    // Answered: it cannot be resent, cancelled or accepted again; its id now stands for her in users/{id}.
    expect((await manager.post(manager.b(`invitations/${id}/resend`), {}, newId())).status).toBe(409);
    expect((await manager.del(manager.b(`invitations/${id}`), newId())).status).toBe(409);
    expect(answer(await invitee.post(`/invitations/${id}/accept`, {}, newId()))).toBe(answer(unknown));
    const roles = await manager.put<{ id: string; roles: string[] }>(manager.b(`users/${id}`), { roles: ['business_employee'] }, newId());
    expect(roles.body).toMatchObject({ id: invitee.id, roles: ['business_employee'] });
    const read = await manager.gql<{ user: { id: string } | null }>('query($b: ID!, $id: ID!){ user(businessId: $b, id: $id){ id } }', { b: DEMO_BUSINESS_ID, id });
    expect(read.body.data?.user).toEqual({ id: invitee.id });
  });

  it('cancelled and expired invitations cannot be accepted; a resend revives an expired one', async () => {
    const invitee = await person('atrasada@exemplo.com.br');
    const cancelled = (await create('atrasada@exemplo.com.br')).body.id as string;
    const expired = (await create('atrasada@exemplo.com.br')).body.id as string;
    const del = await manager.del<{ state: string }>(manager.b(`invitations/${cancelled}`), newId());
    expect(del).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    await server.database.db.update(userInvitations).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(userInvitations.id, expired));
    expect((await invitations(manager, ['expired'])).body.data?.invitations.map((i) => i.id)).toEqual([expired]);
    const unknown = await invitee.post(`/invitations/${newId()}/accept`, {}, newId());
    expect(answer(await invitee.post(`/invitations/${cancelled}/accept`, {}, newId()))).toBe(answer(unknown));
    // The invitee's own expired invitation says so (the e-mail is theirs: nothing leaks), as a late first sign-in does.
    expect(await invitee.post(`/invitations/${expired}/accept`, {}, newId())).toMatchObject({ status: 403, body: { message: accountsMessages.invitations.expired } });
    expect(await linked(invitee.id)).toBeUndefined();
    expect((await manager.post(manager.b(`invitations/${cancelled}/resend`), {}, newId())).status).toBe(409);
    expect((await manager.post<{ state: string }>(manager.b(`invitations/${expired}/resend`), {}, newId())).body.state).toBe('pending');
    expect((await invitee.post(`/invitations/${expired}/accept`, {}, newId())).status).toBe(200);
    expect(await linked(invitee.id)).toBeDefined();
  });

  it("another business's invitation id answers exactly like an unknown id", async () => {
    await person('alheia@exemplo.com.br');
    const id = (await create('alheia@exemplo.com.br')).body.id as string;
    const cases: [string, string][] = [
      ['POST', 'invitations/:id/resend'],
      ['DELETE', 'invitations/:id'],
      ['PUT', 'users/:id'],
      ['DELETE', 'users/:id'],
    ];
    for (const [method, path] of cases) {
      const call = (x: string) => zeHere.request(method, zeHere.b(path.replace(':id', x)), method === 'PUT' ? { roles: ['business_employee'] } : {}, { 'idempotency-key': newId() });
      const [foreign, unknown] = [await call(id), await call(newId())];
      expect(answer(foreign), `${method} ${path}`).toBe(answer(unknown));
      expect(foreign.status).toBe(404);
    }
    // Zé on the Cantina's own path: the tenant guard, as for every business route.
    expect((await ze.post(ze.b(`invitations/${id}/resend`).replace(OTHER_BUSINESS_ID, DEMO_BUSINESS_ID), {}, newId())).status).toBe(403);
    expect((await invitations(manager, ['pending'])).body.data?.invitations.find((i) => i.id === id)?.state).toBe('pending');
  });
});

describe("a partner's invitations", () => {
  it("the invitation's id answers /partner/{partnerId}/users/{id} like a new person's: roles change, removal cancels", async () => {
    // The platform's first admin is the operator's (no route makes it); it makes the partner, which opens a store.
    await server.database.db.insert(users).values({ id: newId(), name: 'Admin', email: 'admin@plataforma.com.br', passwordHash: await hashPassword('admin12345'), type: 'others', platformRoles: ['admin'] });
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
    const store = (await partner.post<{ id: string }>('/businesses', { id: newId(), name: 'Loja 1' }, newId())).body.id;
    const base = `/partner/${made.body.id}/users`;
    const create = (email: string) =>
      partner.post<{ id: string }>(base, { id: newId(), name: 'Pessoa', email, password: 'senhaNova9', businesses: [{ id: store, roles: ['business_operator'] }] }, newId());
    const fresh = (await create('pessoa@franquias.com.br')).body.id;
    const invited = (await create(DEMO_USERS.waiter.email)).body.id;
    const shape = (b: unknown) => Object.keys(b as object).sort();
    const change = { businesses: [{ id: store, roles: ['business_employee'] }] };
    const [a, b] = [await partner.put(`${base}/${fresh}`, change, newId()), await partner.put(`${base}/${invited}`, change, newId())];
    expect(b.status).toBe(a.status);
    expect(a.status).toBe(200);
    expect(shape(b.body)).toEqual(shape(a.body));
    expect(b.body).toMatchObject({ id: invited, businesses: change.businesses });
    const [da, db] = [await partner.del(`${base}/${fresh}`, newId()), await partner.del(`${base}/${invited}`, newId())];
    expect(db.status).toBe(da.status);
    expect(db.body).toEqual({ ...(da.body as object), id: invited, name: 'Pessoa', email: DEMO_USERS.waiter.email, type: 'employee' });
    const [ga, gb] = [await partner.del(`${base}/${fresh}`, newId()), await partner.del(`${base}/${invited}`, newId())];
    expect(ga.status).toBe(404);
    expect(answer(gb)).toBe(answer(ga));
  });
});
