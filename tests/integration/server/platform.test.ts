// The platform's own writes over HTTP: creating a business (its config, the creator as owner), users under
// /admin and /partner/{partnerId} with their business links and roles, the role header checked against the
// user, passwords hashed as the login does, access changing at once when links change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { businesses, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, client, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let other: Client;
let admin: Client;

interface Me {
  id: string;
  businesses: { id: string; name: string; roles: string[] }[];
}
interface UserAnswer {
  id: string;
  email: string;
  type: string;
  platformRoles: string[];
  businesses: { id: string; roles: string[] }[];
}
interface BusinessAnswer {
  id: string;
  name: string;
  partnerId: string | null;
  config: { serviceFee: { enabled: boolean; rate: number } };
  owner: { id: string; roles: string[] };
}

/** Logs in with e-mail and password; the client sends the given role header on every call. */
async function loginAs(email: string, password: string, role?: 'admin' | 'franchise'): Promise<Client> {
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const c = client(server.url, res.body.token);
  if (!role) return c;
  const plain = c.request;
  c.request = (method, path, body, headers = {}) => plain(method, path, body, { role, ...headers });
  return c;
}

const me = async (c: Client) => (await c.get<Me>('/login/me-pdv')).body;

beforeAll(async () => {
  server = await startTestServer();
  // The platform's first administrator is set up by the operator (no route creates the first admin).
  await server.database.db.insert(users).values({
    id: newId(),
    name: 'Administradora da Plataforma',
    email: 'admin@plataforma.com.br',
    passwordHash: await hashPassword('admin12345'),
    type: 'others',
    platformRoles: ['admin'],
  });
  // Only a partner or a platform admin opens a business (issue 13): Zé opens his branches as a partner.
  await server.database.db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  [manager, other, admin] = await Promise.all([
    login(server.url, 'manager'),
    loginAs(DEMO_USERS.other.email, DEMO_USERS.other.password, 'franchise'),
    loginAs('admin@plataforma.com.br', 'admin12345', 'admin'),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('POST /businesses', () => {
  it('creates a business with its config; the creator is its owner and works in it at once', async () => {
    const id = newId();
    const res = await other.post<BusinessAnswer>('/businesses', { id, name: 'Bar do Zé - Filial Centro', tradeName: 'Bar do Zé', document: '12345678000199' }, newId());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, name: 'Bar do Zé - Filial Centro', partnerId: DEMO_USERS.other.id, config: { serviceFee: { enabled: true, rate: 1000 } } });
    expect(res.body.owner).toMatchObject({ id: DEMO_USERS.other.id, roles: ['business_admin'] });
    expect((await me(other)).businesses).toContainEqual({ id, name: 'Bar do Zé - Filial Centro', tradeName: 'Bar do Zé', roles: ['business_admin'] });

    const branch = client(server.url, other.token, id);
    expect((await branch.get<{ serviceFee: { rate: number } }>(branch.b('config'))).body.serviceFee).toEqual({ enabled: true, rate: 1000 });
    const pm = await branch.post(branch.b('payments/payment-methods'), { id: newId(), name: 'Dinheiro', type: 'money', allowsChange: true });
    expect(pm.status).toBe(201);
    // The Cantina's manager has nothing to do with the new business.
    expect((await manager.get(`/businesses/${id}/config`)).status).toBe(403);
  });

  it('answers a repeat with the first answer; the same key with another body is 409; nothing doubles', async () => {
    const key = newId();
    const body = { id: newId(), name: 'Pastelaria da Feira', config: { serviceFee: { enabled: false, rate: 0 } } };
    const first = await other.post<BusinessAnswer>('/businesses', body, key);
    const again = await other.post<BusinessAnswer>('/businesses', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.config.serviceFee).toEqual({ enabled: false, rate: 0 });
    expect((await other.post('/businesses', { ...body, name: 'Outro nome' }, key)).body).toEqual({ message: 'Esta chave de idempotência já foi usada com outro conteúdo' });
    // The same create re-sent without its key (an outbox that lost it) is keyed by its id.
    expect((await other.post<BusinessAnswer>('/businesses', body)).body).toEqual(first.body);
    expect(await server.database.db.select().from(businesses).where(eq(businesses.id, body.id))).toHaveLength(1);
    // Someone else re-using the id is refused, as if the id were malformed (nothing says it is used).
    expect((await admin.post('/businesses', { ...body, name: 'Sequestro' })).body).toMatchObject({ issues: [{ path: 'id', message: 'Deve ser um identificador (UUID) válido' }] });
  });

  it('leaves exactly one business and one owner link after 20 concurrent repeats of one create', async () => {
    const body = { id: newId(), name: 'Quiosque da Praia' };
    const key = newId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => other.post<BusinessAnswer>('/businesses', body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await server.database.db.select().from(businesses).where(eq(businesses.id, body.id))).toHaveLength(1);
    expect((await me(other)).businesses.filter((b) => b.id === body.id)).toHaveLength(1);
  });

  it('validates with field-level Portuguese messages and needs a login; the role header is checked', async () => {
    const bad = await other.post<{ message: string; issues: { path: string; message: string }[] }>('/businesses', { id: 'x', name: '', document: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'id', message: 'Deve ser um identificador (UUID) válido' },
        { path: 'name', message: 'Não pode ficar em branco' },
        { path: 'document', message: 'CNPJ com 14 dígitos, só números' },
      ]),
    );
    expect((await request(server.url, 'POST', '/businesses', { name: 'Sem login' })).status).toBe(401);
    const asAdmin = await other.request('POST', '/businesses', { name: 'Fingindo ser admin' }, { role: 'admin' });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).toEqual({ message: 'Mude o contexto para PARTNER OR ADMIN para acessar esta ação' });
    expect((await manager.post('/businesses', { name: 'Sem ser parceiro' })).status).toBe(403);
  });
});

describe('users under /admin', () => {
  it('refuses the admin base without the admin role header or to a user who is not a platform admin', async () => {
    const body = { name: 'X', email: 'x@x.com.br', password: 'segredo1' };
    const noHeader = await request(server.url, 'POST', '/admin/users', body, { authorization: `Bearer ${admin.token}` });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ message: 'Mude o contexto para ADMIN para acessar esta ação' });
    const notAdmin = await manager.request('POST', '/admin/users', body, { role: 'admin' });
    expect(notAdmin.status).toBe(403);
    expect((await request(server.url, 'POST', '/admin/users', body)).status).toBe(401);
  });

  it('creates a user linked to a business with roles; the person logs in with the password (hashed)', async () => {
    const id = newId();
    const res = await admin.post<UserAnswer>('/admin/users', {
      id,
      name: 'Rita Caixa',
      email: 'Rita@Cantina.com.br',
      password: 'rita1234',
      businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_operator'] }],
    }, newId());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id, name: 'Rita Caixa', email: 'rita@cantina.com.br', type: 'employee', platformRoles: [], businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_operator'] }] });
    const stored = (await server.database.db.select().from(users).where(eq(users.id, id)))[0];
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('rita1234');

    const rita = await loginAs('rita@cantina.com.br', 'rita1234');
    expect((await me(rita)).businesses).toEqual([{ id: DEMO_BUSINESS_ID, name: 'Cantina Bella Napoli Ltda', tradeName: 'Cantina Bella Napoli', roles: ['business_operator'] }]);
    // A cashier settles; configuring payment methods is the manager's.
    expect((await rita.post(rita.b('payments/payment-methods'), { name: 'Cheque', type: 'bankCheck' })).status).toBe(403);

    // Roles changed by the admin take effect on her very next call (the guard forgets cached links).
    const promoted = await admin.put<UserAnswer>(`/admin/users/${id}`, { businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_manager'] }] }, newId());
    expect(promoted.body.businesses).toEqual([{ id: DEMO_BUSINESS_ID, roles: ['business_manager'] }]);
    expect((await rita.post(rita.b('payments/payment-methods'), { id: newId(), name: 'Cheque', type: 'bankCheck' })).status).toBe(201);

    // The Cantina's terminals pull the changed link with the change cursor.
    const changes = await manager.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID });
    expect(changes.body.data?.counterChanges.seq).toBeGreaterThan(0);

    // Unlinked: refused at once; removed: cannot log in any more.
    const unlinked = await admin.put<UserAnswer>(`/admin/users/${id}`, { businesses: [] }, newId());
    expect(unlinked.body.businesses).toEqual([]);
    expect((await rita.get(rita.b('config'))).body).toEqual({ message: 'Você não tem acesso a este estabelecimento' });
    const removed = await admin.del<UserAnswer & { deletedAt: string }>(`/admin/users/${id}`, newId());
    expect(removed.status).toBe(200);
    expect(removed.body.deletedAt).toEqual(expect.any(String));
    expect((await request(server.url, 'POST', '/login/login-pdv', { email: 'rita@cantina.com.br', password: 'rita1234' })).status).toBe(401);
    expect((await admin.del(`/admin/users/${id}`)).body).toEqual({ message: 'Usuário não encontrado' });

    // Rita comes back: her e-mail, freed by the removal, goes to her new user, who logs in with the new password.
    const back = await admin.post<UserAnswer>('/admin/users', {
      id: newId(),
      name: 'Rita Caixa',
      email: 'rita@cantina.com.br',
      password: 'volta5678',
      businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_operator'] }],
    }, newId());
    expect(back.status).toBe(201);
    expect(back.body.id).not.toBe(id);
    expect((await me(await loginAs('rita@cantina.com.br', 'volta5678'))).id).toBe(back.body.id);
    expect((await request(server.url, 'POST', '/login/login-pdv', { email: 'rita@cantina.com.br', password: 'rita1234' })).status).toBe(401);
  });

  it('refuses a taken e-mail, a platform role as a business role, an unknown business; validates passwords', async () => {
    const taken = await admin.post('/admin/users', { name: 'Outro Gerente', email: 'gerente@cantina.com.br', password: 'segredo1' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Já existe um usuário com este e-mail' });
    const badRole = await admin.post<{ issues: { path: string; message: string }[] }>('/admin/users', {
      name: 'Y',
      email: 'y@cantina.com.br',
      password: 'segredo1',
      businesses: [{ id: DEMO_BUSINESS_ID, roles: ['admin'] }],
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.issues).toContainEqual({ path: 'businesses.0.roles.0', message: 'Use um perfil de estabelecimento (business_...)' });
    const unknown = await admin.post('/admin/users', { name: 'Z', email: 'z@cantina.com.br', password: 'segredo1', businesses: [{ id: newId(), roles: ['business_operator'] }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Estabelecimento não encontrado' });
    expect(await server.database.db.select().from(users).where(eq(users.email, 'z@cantina.com.br'))).toHaveLength(0);

    expect((await admin.post<{ valid: boolean }>('/admin/users/validate', { email: 'caixa@cantina.com.br', password: 'caixa123' })).body.valid).toBe(true);
    expect((await admin.post<{ valid: boolean }>('/admin/users/validate', { email: 'caixa@cantina.com.br', password: 'errada' })).body.valid).toBe(false);
  });
});

describe('users under /partner/{partnerId}', () => {
  let partner: Client;
  let partnerId: string;
  let store: string;

  beforeAll(async () => {
    const made = await admin.post<UserAnswer>('/admin/users', {
      name: 'Rede Sabor Franquias',
      email: 'rede@saborfranquias.com.br',
      password: 'franquia123',
      type: 'franchise',
      platformRoles: ['franchise'],
    });
    expect(made.body.platformRoles).toEqual(['franchise']);
    partnerId = made.body.id;
    partner = await loginAs('rede@saborfranquias.com.br', 'franquia123', 'franchise');
    const created = await partner.post<BusinessAnswer>('/businesses', { id: newId(), name: 'Sabor Franquia - Loja 1' });
    expect(created.body.partnerId).toBe(partnerId);
    store = created.body.id;
  });

  it('creates the partner\'s users in its businesses, changes their roles and unlinks them', async () => {
    const res = await partner.post<UserAnswer>(`/partner/${partnerId}/users`, {
      name: 'Caio Garçom',
      email: 'caio@saborfranquias.com.br',
      password: 'caio1234',
      type: 'waiter',
      businesses: [{ id: store, roles: ['business_operator_launch'] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.businesses).toEqual([{ id: store, roles: ['business_operator_launch'] }]);
    const caio = await loginAs('caio@saborfranquias.com.br', 'caio1234');
    expect((await me(caio)).businesses.map((b) => [b.name, b.roles])).toEqual([['Sabor Franquia - Loja 1', ['business_operator_launch']]]);

    const changed = await partner.put<UserAnswer>(`/partner/${partnerId}/users/${res.body.id}`, { businesses: [{ id: store, roles: ['business_operator'] }] });
    expect(changed.body.businesses).toEqual([{ id: store, roles: ['business_operator'] }]);
    expect((await me(caio)).businesses[0]?.roles).toEqual(['business_operator']);

    // The partner's DELETE unlinks from its businesses; the person still exists (and logs in, with no business).
    const removed = await partner.del<UserAnswer>(`/partner/${partnerId}/users/${res.body.id}`);
    expect(removed.body.businesses).toEqual([]);
    expect((await me(caio)).businesses).toEqual([]);
  });

  it('keeps a partner inside its own businesses and users', async () => {
    const foreign = await partner.post(`/partner/${partnerId}/users`, {
      name: 'Intruso',
      email: 'intruso@saborfranquias.com.br',
      password: 'segredo1',
      businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_manager'] }],
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Você não tem acesso a este estabelecimento' });
    const none = await partner.post<{ issues: { path: string; message: string }[] }>(`/partner/${partnerId}/users`, { name: 'Solto', email: 'solto@saborfranquias.com.br', password: 'segredo1' });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([{ path: 'businesses', message: 'Informe ao menos um estabelecimento do parceiro' }]);
    const elevate = await partner.post(`/partner/${partnerId}/users`, {
      name: 'Admin Falso',
      email: 'falso@saborfranquias.com.br',
      password: 'segredo1',
      platformRoles: ['admin'],
      businesses: [{ id: store, roles: ['business_manager'] }],
    });
    expect(elevate.status).toBe(403);
    expect(elevate.body).toEqual({ message: 'Só um administrador da plataforma pode dar perfis de plataforma' });
    // The Cantina's cashier is not the partner's user: unknown to it.
    expect((await partner.put(`/partner/${partnerId}/users/${DEMO_USERS.cashier.id}`, { name: 'Renomeado' })).body).toEqual({ message: 'Usuário não encontrado' });
    expect((await partner.post<{ valid: boolean }>(`/partner/${partnerId}/users/validate`, { email: 'caixa@cantina.com.br', password: 'caixa123' })).body.valid).toBe(false);
    // Another partner's base, and the partner base without the franchise role header.
    const otherBase = await partner.post(`/partner/${newId()}/users`, { name: 'A', email: 'a@a.com.br', password: 'segredo1', businesses: [{ id: store, roles: ['business_operator'] }] });
    expect(otherBase.body).toEqual({ message: 'Você não tem acesso a este parceiro' });
    const asBusiness = await request(server.url, 'POST', `/partner/${partnerId}/users`, {}, { authorization: `Bearer ${partner.token}` });
    expect(asBusiness.body).toEqual({ message: 'Mude o contexto para PARTNER para acessar esta ação' });
    expect((await manager.request('POST', `/partner/${DEMO_USERS.manager.id}/users`, {}, { role: 'franchise' })).status).toBe(403);
  });

  it('a registered e-mail answers like a new one (an invitation): the partner learns nothing of the account', async () => {
    const create = (email: string) =>
      partner.post<UserAnswer>(`/partner/${partnerId}/users`, { id: newId(), name: 'Pessoa', email, password: 'senhaNova9', businesses: [{ id: store, roles: ['business_operator'] }] });
    const fresh = await create('pessoa@saborfranquias.com.br');
    const taken = await create('gerente@cantina.com.br');
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toMatchObject({ name: 'Pessoa', email: 'gerente@cantina.com.br', platformRoles: [], businesses: [{ id: store, roles: ['business_operator'] }] });
    expect(taken.body.id).not.toBe(DEMO_USERS.manager.id);
    expect((await request(server.url, 'POST', '/login/login-pdv', { email: 'gerente@cantina.com.br', password: 'senhaNova9' })).status).toBe(401);
  });

  it('links an existing user to a partner\'s business through /user-business with the franchise header', async () => {
    const link = await partner.post<{ id: string; roles: string[] }>('/user-business', { userId: DEMO_USERS.waiter.id, businessId: store, roles: ['business_operator_launch'], password: DEMO_USERS.waiter.password });
    expect(link.status).toBe(201);
    const waiter = await login(server.url, 'waiter');
    expect((await me(waiter)).businesses.map((b) => b.name)).toContain('Sabor Franquia - Loja 1');
    expect((await partner.put<{ roles: string[] }>(`/user-business/${link.body.id}`, { roles: ['business_kds'] })).body.roles).toEqual(['business_kds']);
    expect((await partner.del(`/user-business/${link.body.id}`)).status).toBe(200);
    expect((await me(waiter)).businesses.map((b) => b.name)).not.toContain('Sabor Franquia - Loja 1');
    // Not the partner's business: refused.
    expect((await partner.post('/user-business', { userId: DEMO_USERS.waiter.id, businessId: DEMO_BUSINESS_ID, roles: ['business_manager'] })).status).toBe(403);
  });
});
