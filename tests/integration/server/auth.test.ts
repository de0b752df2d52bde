// Login, tokens, the role header and the tenant guard, over HTTP against the real server on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TokenSigner } from '../../../src-server/auth/tokens.js';
import { users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { client, DEMO_BUSINESS_ID, DEMO_USERS, login, OTHER_BUSINESS_ID, request, startTestServer, TEST_AUTH_SECRET } from './harness.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('login', () => {
  it('answers a token with expiry and the user with businesses and roles', async () => {
    const res = await request<{ token: string; expiresAt: string; user: Record<string, unknown> }>(server.url, 'POST', '/login/login-pdv', {
      email: 'Gerente@Cantina.com.br',
      password: 'gerente123',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(res.body.user).toEqual({
      id: DEMO_USERS.manager.id,
      name: 'Rita Gerente',
      email: 'gerente@cantina.com.br',
      businesses: [{ id: DEMO_BUSINESS_ID, name: 'Cantina Bella Napoli Ltda', tradeName: 'Cantina Bella Napoli', roles: ['business_manager'] }],
    });
  });

  it('refuses a wrong password or unknown e-mail with the same Portuguese message', async () => {
    const wrong = await request(server.url, 'POST', '/login/login-pdv', { email: 'caixa@cantina.com.br', password: 'errada' });
    const unknown = await request(server.url, 'POST', '/login/login-pdv', { email: 'ninguem@cantina.com.br', password: 'caixa123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-mail ou senha inválidos' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the body with field-level messages and refuses unknown projects', async () => {
    const bad = await request(server.url, 'POST', '/login/login-pdv', { email: 'não-é-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      issues: [
        { path: 'email', message: 'Deve ser um e-mail válido' },
        { path: 'password', message: 'Campo obrigatório' },
      ],
    });
    const project = await request(server.url, 'POST', '/login/login-xpto', { email: 'caixa@cantina.com.br', password: 'caixa123' });
    expect(project.status).toBe(404);
    expect(project.body).toEqual({ message: 'Projeto desconhecido: xpto' });
  });

  it('keeps passwords hashed with scrypt, never in clear', async () => {
    const rows = await server.database.db.select().from(users).where(eq(users.email, 'caixa@cantina.com.br'));
    expect(rows[0]?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(rows[0]?.passwordHash).not.toContain('caixa123');
  });

  it('answers me with the token, and 401 without, with a bad or an expired token', async () => {
    const cashier = await login(server.url, 'cashier');
    const me = await cashier.get('/login/me-pdv');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'caixa@cantina.com.br', businesses: [{ id: DEMO_BUSINESS_ID, roles: ['business_operator'] }] });

    expect((await request(server.url, 'GET', '/login/me-pdv')).body).toEqual({ message: 'Faça login para continuar' });
    const forged = await client(server.url, `${cashier.token.split('.')[0]}.assinaturafalsa`).get('/login/me-pdv');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'Sessão inválida: faça login novamente' });

    const signer = new TokenSigner(TEST_AUTH_SECRET);
    const old = signer.sign(DEMO_USERS.cashier.id, Date.now() - 13 * 3_600_000).token;
    const expired = await client(server.url, old).get('/login/me-pdv');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Sessão expirada: faça login novamente' });
  });
});

describe('role header and tenant guard', () => {
  it('checks the role header against the user: business works, admin is refused to a business user', async () => {
    const manager = await login(server.url, 'manager');
    const ok = await manager.request('GET', manager.b('config'), undefined, { role: 'business' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ serviceFee: { enabled: true, rate: 1000 } });
    const admin = await manager.request('GET', manager.b('config'), undefined, { role: 'admin' });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ message: 'Mude o contexto para BUSINESS para acessar esta ação' });
    const junk = await manager.request('GET', manager.b('config'), undefined, { role: 'gerente' });
    expect(junk.status).toBe(400);
    expect(junk.body).toEqual({ message: 'Contexto inválido no cabeçalho role: use admin, franchise ou business' });
  });

  it('refuses another business on REST and GraphQL with 403, and an unknown business alike', async () => {
    const ze = await login(server.url, 'other');
    const write = await ze.post(`/businesses/${DEMO_BUSINESS_ID}/tables`, { type: 'table', name: 'Mesa invasora' });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: 'Você não tem acesso a este estabelecimento' });
    const read = await ze.gql('query($b: ID!){ tables(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Você não tem acesso a este estabelecimento');
    expect(read.body.data).toBeNull();
    const unknown = await ze.get('/businesses/019a0000-0000-7000-8000-0000000000ff/config');
    expect(unknown.status).toBe(403);
    // His own business answers.
    const own = await ze.gql('query($b: ID!){ tables(businessId: $b){ name } }', { b: OTHER_BUSINESS_ID });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ tables: expect.arrayContaining([{ name: 'Mesa 1' }]) });
  });

  it('limits a waiter to launching: no payments, no cancelling', async () => {
    const waiter = await login(server.url, 'waiter');
    const res = await waiter.put(waiter.b('order-pads/019a0000-0000-7000-8000-00000000beef/cancel'), { reason: 'teste' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Seu perfil não permite esta ação' });
  });

  it('reads the business before login (basic fields), and refuses GraphQL collections without a token', async () => {
    const anon = client(server.url, '');
    const b = await anon.gql('query($b: ID!){ business(businessId: $b){ tradeName timeZone } }', { b: DEMO_BUSINESS_ID });
    expect(b.body).toEqual({ data: { business: { tradeName: 'Cantina Bella Napoli', timeZone: 'America/Sao_Paulo' } } });
    const t = await anon.gql('query($b: ID!){ orderPads(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(t.status).toBe(401);
    expect(t.body.message).toBe('Faça login para continuar');
  });
});
