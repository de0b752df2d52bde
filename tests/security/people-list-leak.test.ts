// Issue 13 item 16: the business's people list (GraphQL users) must not tell a manager whether an e-mail already
// had an account. One person added by a new e-mail (an account made now), one by an e-mail that has an account
// (an invitation): both are listed at once, as "invited", with the same fields; each becomes "active" when the
// person answers (signs in, accepts). Both are invitations too: `invitations` lists both alike, and a resend or a
// cancel answers alike for either. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, client, login, newId, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let manager: Client;

type Person = Record<string, unknown> & { id: string; name: string; email: string; status: string };
const list = async (c: Client) => {
  const res = await c.gql<{ users: Person[] }>('query($b: ID!){ users(businessId: $b){ id name email type roles businessId updatedAt status } }', { b: DEMO_BUSINESS_ID });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.users ?? [];
};
const add = (name: string, email: string) =>
  manager.post<{ id: string }>(manager.b('users'), { id: newId(), name, email, password: 'digitada1', roles: ['business_operator'] }, newId());
/** What a manager could compare: every field but who it is. */
const apart = ({ id: _id, name: _n, email: _e, updatedAt: _u, ...rest }: Person) => rest;

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('people list: no existence leak', () => {
  it('a person added by a registered e-mail and one by a new e-mail are listed alike, at once', async () => {
    const fresh = await add('Nova Pessoa', 'nova.pessoa@cantina.com.br');
    const known = await add('Zé Convidado', DEMO_USERS.other.email);
    expect(known.status).toBe(fresh.status);
    const people = await list(manager);
    const a = people.find((p) => p.id === fresh.body.id);
    const b = people.find((p) => p.id === known.body.id);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(Object.keys(b as Person).sort()).toEqual(Object.keys(a as Person).sort());
    expect(apart(b as Person)).toEqual(apart(a as Person));
    expect(a).toMatchObject({ name: 'Nova Pessoa', email: 'nova.pessoa@cantina.com.br', status: 'invited', roles: ['business_operator'] });
    expect(b).toMatchObject({ name: 'Zé Convidado', email: DEMO_USERS.other.email, status: 'invited', roles: ['business_operator'] });
    // The demo's own staff, who sign in, are active.
    expect(people.find((p) => p.email === DEMO_USERS.cashier.email)?.status).toBe('active');
    // By id and by type they read the same way.
    for (const id of [fresh.body.id, known.body.id]) {
      const one = await manager.gql<{ user: Person }>('query($b: ID!, $id: ID!){ user(businessId: $b, id: $id){ id status roles } }', { b: DEMO_BUSINESS_ID, id });
      expect(one.body.data?.user).toMatchObject({ id, status: 'invited', roles: ['business_operator'] });
    }
    const byType = await manager.gql<{ usersByType: Person[] }>('query($b: ID!){ usersByType(businessId: $b, type: "employee"){ id status } }', { b: DEMO_BUSINESS_ID });
    expect(byType.body.data?.usersByType.filter((p) => p.id === fresh.body.id || p.id === known.body.id)).toHaveLength(2);
  });

  it('each becomes active when the person answers: the new one signs in, the registered one accepts', async () => {
    const fresh = await add('Outra Pessoa', 'outra.pessoa@cantina.com.br');
    const known = await add('Cozinha Convidada', DEMO_USERS.other.email);
    const signIn = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'outra.pessoa@cantina.com.br', password: 'digitada1' });
    expect(signIn.status).toBe(200);
    const ze = await login(server.url, 'other');
    const accepted = await client(server.url, ze.token).post(`/invitations/${known.body.id}/accept`, {}, newId());
    expect(accepted.status).toBe(200);
    const people = await list(manager);
    expect(people.find((p) => p.id === fresh.body.id)?.status).toBe('active');
    // Accepted: the person's own account is in the list, once, active; the invitation is no longer listed.
    expect(people.filter((p) => p.email === DEMO_USERS.other.email)).toEqual([expect.objectContaining({ status: 'active', roles: ['business_operator'] })]);
    expect(people.find((p) => p.id === known.body.id)).toBeUndefined();
  });

  it('both are invitations: listed, resent and cancelled alike (only the name, e-mail and ids differ)', async () => {
    const fields = 'id businessId email name type roles state createdAt sentAt expiresAt acceptedAt cancelledAt updatedAt';
    const invitations = async () => {
      const res = await manager.gql<{ invitations: Person[] }>(`query($b: ID!){ invitations(businessId: $b){ ${fields} } }`, { b: DEMO_BUSINESS_ID });
      expect(res.body.errors).toBeUndefined();
      return res.body.data?.invitations ?? [];
    };
    // Times differ by the milliseconds between the two calls: what may be compared is which are set and the wait.
    const alike = (p: Person | undefined) => {
      expect(p).toBeDefined();
      const { id: _id, name: _n, email: _e, createdAt, sentAt, expiresAt, updatedAt, acceptedAt, cancelledAt, ...rest } = p as Person & Record<string, string | null>;
      const wait = Date.parse(String(expiresAt)) - Date.parse(String(sentAt));
      return { ...rest, set: [createdAt, sentAt, expiresAt, updatedAt, acceptedAt, cancelledAt].map((v) => v !== null), wait };
    };
    const answer = (r: { status: number; body: unknown }) => ({ code: r.status, ...alike(r.body as Person) });
    // Someone with an account elsewhere, not yet in this business (Zé joined it above).
    await server.database.db.insert(users).values({ id: newId(), name: 'Outra Casa', email: 'ja.tem.conta@exemplo.com.br', passwordHash: 'x', type: 'employee' });
    const fresh = await add('Bia Nova', 'bia.nova@cantina.com.br');
    const known = await add('Zé de Novo', 'ja.tem.conta@exemplo.com.br');
    const listed = await invitations();
    const a = listed.find((i) => i.id === fresh.body.id);
    const b = listed.find((i) => i.id === known.body.id);
    expect(alike(b)).toEqual(alike(a));
    expect(a).toMatchObject({ state: 'pending', email: 'bia.nova@cantina.com.br' });
    expect(Object.keys(b as Person).sort()).toEqual(Object.keys(a as Person).sort());

    const [ra, rb] = [await manager.post(manager.b(`invitations/${fresh.body.id}/resend`), {}, newId()), await manager.post(manager.b(`invitations/${known.body.id}/resend`), {}, newId())];
    expect(ra.status).toBe(200);
    expect(answer(rb)).toEqual(answer(ra));
    expect(Object.keys(rb.body).sort()).toEqual(Object.keys(ra.body).sort());

    const [ca, cb] = [await manager.del(manager.b(`invitations/${fresh.body.id}`), newId()), await manager.del(manager.b(`invitations/${known.body.id}`), newId())];
    expect(ca).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    expect(answer(cb)).toEqual(answer(ca));
    // Both are gone from the people list, and a second cancel answers the same 409 for either.
    const people = await list(manager);
    expect(people.filter((p) => p.id === fresh.body.id || p.id === known.body.id)).toEqual([]);
    const [again1, again2] = [await manager.del(manager.b(`invitations/${fresh.body.id}`), newId()), await manager.del(manager.b(`invitations/${known.body.id}`), newId())];
    expect(again1.status).toBe(409);
    expect(again2.body).toEqual(again1.body);
  });
});
