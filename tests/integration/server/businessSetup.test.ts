// A business's setup over HTTP on the real server (PGlite in memory): the first run on an empty database (who may
// use it, and that it closes once a business exists), the address, the fiscal data the NFC-e needs, the hours
// (overlaps refused), the configQueries read, and the role and tenant checks of each write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { setupCodeOf } from '../../../src-server/routes/businessProfile.js';
import { ApiClient } from '../../../src-shared/api/index.js';
import { createSetupApi } from '../../../src-shared/api/ours/setup.js';
import { client, login, newId, request, startTestServer, TEST_AUTH_SECRET, type Client } from './harness.js';
import { dbTemplate } from '../../support/dbTemplate.js';

/** A CNPJ with right check digits (11.222.333/0001-81) and one with a wrong last digit. */
const CNPJ = '11222333000181';
const CPF = '52998224725';
const FIRST = {
  business: { name: 'Bar do Primeiro Dia', tradeName: 'Primeiro Dia', document: '11.222.333/0001-81' },
  manager: { name: 'Marta Gerente', email: 'Marta@PrimeiroDia.com.br', password: 'marta-2026' },
};
const FISCAL = { cnpj: CNPJ, ie: '123456789', crt: 1, legalName: 'Bar do Primeiro Dia Ltda', environment: 'homologation', cscId: '1', cscToken: '0123456789ABCDEF0123', series: 1 };
const ADDRESS = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', cityCode: '3550308', state: 'SP' };

describe('first run on an empty database', () => {
  let server: RunningServer;
  beforeAll(async () => {
    process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
    server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: null, seedDemo: false, dbTemplate: await dbTemplate() });
  }, 60_000);
  afterAll(async () => server?.close());

  const fromElsewhere = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/setup/first-run', payload: payload as object, remoteAddress: '10.1.2.3' });

  it('is refused from another machine without the printed code, and bad input writes nothing', async () => {
    expect((await request<{ needsSetup: boolean }>(server.url, 'GET', '/setup/status')).body.needsSetup).toBe(true);
    expect((await fromElsewhere(FIRST)).statusCode).toBe(403);
    expect((await fromElsewhere({ ...FIRST, setupCode: 'x' + setupCodeOf(server.app) })).statusCode).toBe(403);
    const bad = await request<{ issues: { path: string; message: string }[] }>(server.url, 'POST', '/setup/first-run', {
      ...FIRST,
      business: { ...FIRST.business, document: '11.222.333/0001-82' },
      manager: { ...FIRST.manager, password: 'curta' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path).sort()).toEqual(['business.document', 'manager.password']);
    expect(bad.body.issues[0]?.message).toMatch(/inválid|senha/i);
    expect((await request<{ needsSetup: boolean }>(server.url, 'GET', '/setup/status')).body.needsSetup).toBe(true);
  });

  it('from this machine makes the business and its manager, who logs in and manages it; then it is closed', async () => {
    const businessId = newId();
    // Through the typed client the wizard uses (our own calls, src-shared/api/ours/setup.ts).
    const setupCalls = createSetupApi(new ApiClient({ session: { context: 'business', project: 'pdv', environment: 'local' }, baseUrls: { local: { main: server.url } } }));
    expect((await setupCalls.setupStatus()).needsSetup).toBe(true);
    const made = (await setupCalls.setupFirstRun({ body: { ...FIRST, business: { ...FIRST.business, id: businessId } } })) as unknown as { business: { id: string; document: string }; manager: { roles: string[]; email: string } };
    expect(made.business).toMatchObject({ id: businessId, document: CNPJ });
    expect(made.manager).toMatchObject({ email: 'marta@primeirodia.com.br', roles: ['business_admin'] });

    const auth = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: FIRST.manager.email, password: FIRST.manager.password });
    expect(auth.status).toBe(200);
    const c = client(server.url, auth.body.token, businessId);
    expect((await c.put(c.b('address'), ADDRESS, newId())).status).toBe(201);
    const setup = await c.gql<{ configQueries: { name: string; address: { cep: string } } }>(`query($b: ID!) { configQueries(businessId: $b) { name address } }`, { b: businessId });
    expect(setup.body.data?.configQueries).toMatchObject({ name: FIRST.business.name, address: { cep: '01310100' } });

    expect((await setupCalls.setupStatus()).needsSetup).toBe(false);
    // Closed for good: from this machine, and from another with the right code.
    const again = await request<{ message: string }>(server.url, 'POST', '/setup/first-run', { ...FIRST, manager: { ...FIRST.manager, email: 'outro@x.com.br' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/já tem um estabelecimento/);
    const coded = await fromElsewhere({ ...FIRST, setupCode: setupCodeOf(server.app), manager: { ...FIRST.manager, email: 'outro@x.com.br' } });
    expect(coded.statusCode).toBe(409);
  });

  it('an e-mail a platform user already holds is 409, not a half-made business', async () => {
    process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
    const empty = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: null, seedDemo: false, dbTemplate: await dbTemplate() });
    try {
      const { users } = await import('../../../src-server/db/schema.js');
      await empty.database.db.insert(users).values({ id: newId(), name: 'Admin', email: 'marta@primeirodia.com.br', passwordHash: 'x', platformRoles: ['admin'] });
      const res = await request<{ message: string }>(empty.url, 'POST', '/setup/first-run', FIRST);
      expect(res.status).toBe(409);
      expect((await request<{ needsSetup: boolean }>(empty.url, 'GET', '/setup/status')).body.needsSetup).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

describe('first run from another machine with the printed code', () => {
  it('is accepted once, with a CPF as the document', async () => {
    process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
    const server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: null, seedDemo: false, dbTemplate: await dbTemplate() });
    try {
      const body = { ...FIRST, setupCode: setupCodeOf(server.app), business: { ...FIRST.business, document: '529.982.247-25' } };
      const res = await server.app.inject({ method: 'POST', url: '/setup/first-run', payload: body, remoteAddress: '192.168.0.20' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ business: { document: CPF } });
      expect((await server.app.inject({ method: 'POST', url: '/setup/first-run', payload: body, remoteAddress: '192.168.0.20' })).statusCode).toBe(409);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('address, fiscal data and hours of a business', () => {
  let server: RunningServer;
  let manager: Client;
  let cashier: Client;
  let other: Client;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await login(server.url, 'manager');
    cashier = await login(server.url, 'cashier');
    other = await login(server.url, 'other');
  }, 60_000);
  afterAll(async () => server?.close());

  const setup = async () =>
    (await manager.gql<{ configQueries: { address: Record<string, unknown> | null; fiscalConfig: Record<string, unknown> | null; hours: Record<string, unknown>[] } }>(
      `query($b: ID!) { configQueries(businessId: $b) { address fiscalConfig hours } }`,
      { b: manager.b('').split('/')[2] },
    )).body.data!.configQueries;

  it('address: a bad CEP and UF name their fields; a good one is kept whole and replaced by the next', async () => {
    const bad = await manager.put<{ issues: { path: string; message: string }[] }>(manager.b('address'), { ...ADDRESS, cep: '0131', state: 'XX' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(expect.arrayContaining([{ path: 'cep', message: 'CEP com 8 dígitos' }, { path: 'state', message: 'UF inválida' }]));
    expect((await setup()).address).toBeNull();
    expect((await manager.put(manager.b('address'), ADDRESS, newId())).status).toBe(201);
    expect((await manager.put(manager.b('address'), { ...ADDRESS, number: '1001' }, newId())).status).toBe(200);
    expect((await setup()).address).toMatchObject({ cep: '01310100', number: '1001', cityCode: '3550308', state: 'SP' });
  });

  it('fiscal data: check digits, one per business, the CSC token never read back', async () => {
    const bad = await manager.post<{ issues: { path: string }[] }>(manager.b('fiscal-config'), { ...FISCAL, cnpj: '11222333000182', cscToken: 'curto' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path).sort()).toEqual(['cnpj', 'cscToken']);
    expect((await manager.put(manager.b('fiscal-config'), { series: 2 }, newId())).status).toBe(404);
    const made = await manager.post<Record<string, unknown>>(manager.b('fiscal-config'), { ...FISCAL, cnpj: '11.222.333/0001-81', id: newId() }, newId());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ cnpj: CNPJ, cscTokenSet: true, series: 1 });
    expect(JSON.stringify(made.body)).not.toContain(FISCAL.cscToken);
    expect((await manager.post(manager.b('fiscal-config'), FISCAL, newId())).status).toBe(409);
    const changed = await manager.put<Record<string, unknown>>(manager.b('fiscal-config'), { series: 3, environment: 'production' }, newId());
    expect(changed.status).toBe(200);
    const read = (await setup()).fiscalConfig!;
    expect(read).toMatchObject({ cnpj: CNPJ, ie: '123456789', crt: 1, series: 3, environment: 'production', cscId: '1', cscTokenSet: true });
    expect(read).not.toHaveProperty('cscToken');
  });

  it('hours: shifts past midnight and across the week; an overlap is refused naming the shift it meets', async () => {
    const lunch = newId();
    const night = newId();
    expect((await manager.post(manager.b('hour'), { id: lunch, weekday: 1, opensAt: '11:00', closesAt: '15:00' }, newId())).status).toBe(201);
    expect((await manager.post(manager.b('hour'), { id: night, weekday: 1, opensAt: '18:00', closesAt: '02:00' }, newId())).status).toBe(201);
    const tuesday = await manager.post<{ message: string; issues: { path: string }[] }>(manager.b('hour'), { weekday: 2, opensAt: '01:00', closesAt: '03:00' }, newId());
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.message).toMatch(/segunda \(18:00–02:00\)/);
    expect(tuesday.body.issues[0]?.path).toBe('opensAt');
    // Saturday night into Sunday morning: the week wraps.
    expect((await manager.post(manager.b('hour'), { weekday: 6, opensAt: '20:00', closesAt: '01:00' }, newId())).status).toBe(201);
    expect((await manager.post(manager.b('hour'), { weekday: 0, opensAt: '00:30', closesAt: '10:00' }, newId())).status).toBe(400);
    expect((await manager.post(manager.b('hour'), { weekday: 0, opensAt: '10:00', closesAt: '10:00' }, newId())).status).toBe(400);
    expect((await manager.post(manager.b('hour'), { weekday: 0, opensAt: '25:00', closesAt: '10:00' }, newId())).status).toBe(400);
    // Moving the lunch onto the night is refused; ending it is fine; the night then may start earlier.
    expect((await manager.put(manager.b(`hour/${lunch}`), { closesAt: '19:00' }, newId())).status).toBe(400);
    expect((await manager.del(manager.b(`hour/${lunch}`), newId())).status).toBe(200);
    expect((await manager.put(manager.b(`hour/${night}`), { opensAt: '12:00' }, newId())).status).toBe(200);
    const hours = (await setup()).hours;
    expect(hours.map((h) => [h.weekday, h.opensAt, h.closesAt])).toEqual([
      [1, '12:00', '02:00'],
      [6, '20:00', '01:00'],
    ]);
  });

  it('only managers write it, only in their own business', async () => {
    expect((await cashier.put(cashier.b('address'), ADDRESS, newId())).status).toBe(403);
    expect((await cashier.post(cashier.b('hour'), { weekday: 3, opensAt: '08:00', closesAt: '09:00' }, newId())).status).toBe(403);
    expect((await cashier.put(cashier.b('fiscal-config'), { series: 9 }, newId())).status).toBe(403);
    // The other restaurant's manager, on this business's paths.
    expect((await other.put(manager.b('address'), ADDRESS, newId())).status).toBe(403);
    expect((await other.gql(`query($b: ID!) { configQueries(businessId: $b) { name } }`, { b: manager.b('').split('/')[2] })).status).toBe(403);
  });
});
