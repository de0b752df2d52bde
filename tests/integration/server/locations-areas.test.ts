// Places over HTTP on the real server (PGlite): a platform admin keeps states and cities; a manager sets the
// business's neighborhoods with their delivery fees and limits (an outline crossing itself or another's is refused),
// integrator links, addresses and templates; the reads answer them; bad bodies are 400 naming the field, another
// business's ids are refused, a replayed key changes nothing. The CEP lookup answers through the configured service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let admin: Client;
let manager: Client;
let cashier: Client;
let ze: Client;
let cep: Server;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer();
  // The platform's administrator is the operator's (no route creates the first one).
  await server.database.db.insert(users).values({ id: newId(), name: 'Admin', email: 'admin@plataforma.com.br', passwordHash: await hashPassword('admin12345'), type: 'others', platformRoles: ['admin'] });
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'admin@plataforma.com.br', password: 'admin12345' });
  admin = client(server.url, res.body.token);
  const plain = admin.request;
  admin.request = (method, path, body, headers = {}) => plain(method, path, body, { role: 'admin', ...headers });
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  // A stand-in for the public CEP service the terminal is configured with (the real one is on the internet).
  cep = createServer((req, reply) => {
    const code = req.url?.replace(/\D/g, '');
    reply.setHeader('content-type', 'application/json');
    reply.end(JSON.stringify(code === '01310100' ? { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' } : { erro: true }));
  });
  await new Promise<void>((r) => cep.listen(0, '127.0.0.1', r));
  process.env.POS_POSTAL_CODE_URL = `http://127.0.0.1:${(cep.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  delete process.env.POS_POSTAL_CODE_URL;
  cep?.close();
  await server?.close();
});

// A square around (lat, lng) of `size` degrees.
const square = (lat: number, lng: number, size = 0.01) => [
  { lat, lng },
  { lat, lng: lng + size },
  { lat: lat + size, lng: lng + size },
  { lat: lat + size, lng },
];

describe('states and cities: the platform admin keeps them, everyone reads them', () => {
  it('creates, changes and deletes a state and a city; a business manager may not; bad UF is 400', async () => {
    const stateId = newId();
    expect((await admin.post('/states', { id: stateId, name: 'São Paulo', uf: 'sp', ibge: '35' }, newId())).status).toBe(201);
    expect((await admin.post<{ message: string }>('/states', { name: 'Outro', uf: 'SP' }, newId())).status).toBe(409);
    const badUf = await admin.post<{ message: string }>('/states', { name: 'Errado', uf: 'S' }, newId());
    expect(badUf.status).toBe(400);
    expect(badUf.body.message).toContain('UF: UF com 2 letras');
    expect((await manager.post('/states', { name: 'Rio', uf: 'RJ' }, newId())).status).toBe(403);

    cityId = newId();
    const created = await admin.post<{ name: string }>('/cities', { id: cityId, stateId, name: 'São Paulo', ibge: '3550308' }, newId());
    expect(created.status).toBe(201);
    expect((await admin.put<{ name: string }>(`/cities/${cityId}`, { name: 'São Paulo (capital)' }, newId())).body.name).toBe('São Paulo (capital)');
    expect((await admin.post('/cities', { stateId: newId(), name: 'Sem estado' }, newId())).status).toBe(404);
    const other = newId();
    expect((await admin.post('/cities', { id: other, stateId, name: 'Campinas' }, newId())).status).toBe(201);
    expect((await admin.del(`/cities/${other}`, newId())).status).toBe(200);
    expect((await admin.del(`/states/${stateId}`, newId())).status).toBe(409);

    const read = await cashier.gql<{ cities: { name: string; state: { uf: string } }[]; allCities: { id: string }[]; city: { name: string } }>(
      'query($b: ID!, $s: ID!, $c: ID!){ cities(businessId: $b, stateId: $s){ name state { uf } } allCities(businessId: $b){ id } city(businessId: $b, id: $c){ name } }',
      { b: B, s: stateId, c: cityId },
    );
    expect(read.body.data).toEqual({ cities: [{ name: 'São Paulo (capital)', state: { uf: 'SP' } }], allCities: [{ id: cityId }], city: { name: 'São Paulo (capital)' } });
    const search = await cashier.gql<{ searchTerm: { placeId: string; description: string }[] }>('query($b: ID!){ searchTerm(businessId: $b, term: "paulo"){ placeId description } }', { b: B });
    expect(search.body.data!.searchTerm).toEqual([{ placeId: cityId, description: 'São Paulo (capital) - SP' }]);
  });
});

describe("a business's neighborhoods, fees and limits", () => {
  it('keeps neighborhoods with delivery fees; limits that cross themselves or another are refused, a shared border is fine', async () => {
    const bela = newId();
    const consolacao = newId();
    const n = (path = '') => manager.b(`locations/neighborhoods${path}`);
    expect((await manager.post(n(), { id: bela, cityId, name: 'Bela Vista', deliveryFee: 700, deliveryTime: 30 }, newId())).status).toBe(201);
    expect((await manager.post(n(), { id: consolacao, cityId, name: 'Consolação', deliveryFee: 900 }, newId())).status).toBe(201);
    expect((await manager.post(n(), { cityId, name: 'bela vista', deliveryFee: 100 }, newId())).status).toBe(409);
    const fee = await manager.post<{ message: string }>(n(), { cityId, name: 'Sé', deliveryFee: 7.5 }, newId());
    expect(fee.status).toBe(400);
    expect(fee.body.message).toContain('Taxa de entrega: Deve ser um número inteiro');
    expect((await manager.post(n(), { name: 'Sem cidade', deliveryFee: 0 }, newId())).status).toBe(400);
    expect((await cashier.post(n(), { cityId, name: 'Caixa não cadastra' }, newId())).status).toBe(403);

    const limitA = newId();
    expect((await manager.post(n('/limits'), { id: limitA, neighborhoodId: bela, points: square(-23.56, -46.65) }, newId())).status).toBe(201);
    // A bow tie crosses itself.
    const bowTie = [
      { lat: -23.6, lng: -46.7 },
      { lat: -23.59, lng: -46.69 },
      { lat: -23.6, lng: -46.69 },
      { lat: -23.59, lng: -46.7 },
    ];
    const self = await manager.post<{ message: string }>(n('/limits'), { neighborhoodId: consolacao, points: bowTie }, newId());
    expect(self.status).toBe(409);
    expect(self.body.message).toContain('se cruzam');
    // Overlapping Bela Vista's square.
    const crossing = await manager.post<{ message: string }>(n('/limits'), { neighborhoodId: consolacao, points: square(-23.555, -46.645) }, newId());
    expect(crossing.status).toBe(409);
    expect(crossing.body.message).toBe('Os limites cruzam os do bairro Bela Vista');
    // Side by side: sharing the eastern border.
    const limitB = newId();
    expect((await manager.post(n('/limits'), { id: limitB, neighborhoodId: consolacao, points: square(-23.56, -46.64) }, newId())).status).toBe(201);
    // Moving it over Bela Vista is refused too; a limit with two points is 400.
    expect((await manager.put(n(`/limits/${limitB}`), { points: square(-23.558, -46.648) }, newId())).status).toBe(409);
    expect((await manager.post(n('/limits'), { neighborhoodId: consolacao, points: square(-23.5, -46.6).slice(0, 2) }, newId())).status).toBe(400);

    expect((await manager.post(n('/integrators'), { businessIntegratorId: newId(), neighborhoodId: bela, externalId: 'ifood-123' }, newId())).status).toBe(201);
    expect((await manager.put(n(`/${consolacao}`), { deliveryFee: 1_000, available: false }, newId())).status).toBe(200);

    const read = await cashier.gql<{
      neighborhoodsByCity: { name: string; deliveryFee: number; limits: { id: string }[] }[];
      neighborhoodsByCityForLinkVendas: { name: string }[];
      neighborhoodsLimits: { id: string }[];
      neighborhoodIntegrators: { externalId: string }[];
      citiesByBusiness: { id: string }[];
    }>(
      'query($b: ID!, $c: ID!){ neighborhoodsByCity(businessId: $b, cityId: $c){ name deliveryFee limits { id } } neighborhoodsByCityForLinkVendas(businessId: $b, cityId: $c){ name } neighborhoodsLimits(businessId: $b){ id } neighborhoodIntegrators(businessId: $b){ externalId } citiesByBusiness(businessId: $b){ id } }',
      { b: B, c: cityId },
    );
    expect(read.body.data).toEqual({
      neighborhoodsByCity: [
        { name: 'Bela Vista', deliveryFee: 700, limits: [{ id: limitA }] },
        { name: 'Consolação', deliveryFee: 1_000, limits: [{ id: limitB }] },
      ],
      neighborhoodsByCityForLinkVendas: [{ name: 'Bela Vista' }],
      neighborhoodsLimits: expect.arrayContaining([{ id: limitA }, { id: limitB }]),
      neighborhoodIntegrators: [{ externalId: 'ifood-123' }],
      citiesByBusiness: [{ id: cityId }],
    });
    // Maria lives in Bela Vista: her address reads with its fee.
    const maria = await cashier.gql<{ entityDeliveryAddresses: { deliveryFee: number }[] }>('query($b: ID!, $e: ID!){ entityDeliveryAddresses(businessId: $b, entityId: $e){ deliveryFee } }', {
      b: B,
      e: demoId('entity:maria'),
    });
    expect(maria.body.data!.entityDeliveryAddresses).toEqual([{ deliveryFee: 700 }]);

    // Zé's business cannot touch the Cantina's neighborhood; deleting it takes its limits along.
    expect((await ze.put(ze.b(`locations/neighborhoods/${bela}`), { deliveryFee: 1 }, newId())).status).toBe(404);
    expect((await ze.put(`/businesses/${B}/locations/neighborhoods/${bela}`, { deliveryFee: 1 }, newId())).status).toBe(403);
    expect((await manager.del(n(`/${bela}`), newId())).status).toBe(200);
    const limits = await cashier.gql<{ neighborhoodsLimits: { id: string }[] }>('query($b: ID!){ neighborhoodsLimits(businessId: $b){ id } }', { b: B });
    expect(limits.body.data!.neighborhoodsLimits).toEqual([{ id: limitB }]);
  });

  it('keeps addresses and templates; a bad CEP is 400 naming it; a replay changes nothing', async () => {
    const key = newId();
    const body = { id: newId(), name: 'Cozinha central', cep: '01310100', street: 'Avenida Paulista', number: '1000', city: 'São Paulo', state: 'sp' };
    const first = await manager.post<{ id: string; state: string }>(manager.b('locations/addresses'), body, key);
    expect(first.status).toBe(201);
    expect(first.body.state).toBe('SP');
    const again = await manager.post<{ id: string }>(manager.b('locations/addresses'), body, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    const badCep = await manager.post<{ message: string }>(manager.b('locations/addresses'), { street: 'Rua X', cep: '0131' }, newId());
    expect(badCep.status).toBe(400);
    expect(badCep.body.message).toContain('CEP');
    expect((await manager.put(manager.b(`locations/addresses/${first.body.id}`), { number: '1001' }, newId())).status).toBe(200);
    const found = await cashier.gql<{ addressesByTerm: { number: string }[]; addresses: unknown[]; address: { name: string } }>(
      'query($b: ID!, $id: ID!){ addressesByTerm(businessId: $b, term: "paulista"){ number } addresses(businessId: $b){ id } address(businessId: $b, id: $id){ name } }',
      { b: B, id: first.body.id },
    );
    expect(found.body.data).toEqual({ addressesByTerm: [{ number: '1001' }], addresses: [{ id: first.body.id }], address: { name: 'Cozinha central' } });
    expect((await manager.del(manager.b(`locations/addresses/${first.body.id}`), newId())).status).toBe(200);

    const template = newId();
    expect((await manager.post(manager.b('locations/neighborhood-templates'), { id: template, name: 'Zona Sul', template: [{ name: 'Moema', deliveryFee: 800 }] }, newId())).status).toBe(201);
    expect((await manager.post(manager.b('locations/neighborhood-templates'), { name: 'Vazio', template: [] }, newId())).status).toBe(400);
    expect((await manager.put(manager.b(`locations/neighborhood-templates/${template}`), { template: [{ name: 'Moema', deliveryFee: 900 }] }, newId())).status).toBe(200);
    const t = await cashier.gql<{ neighborhoodTemplate: { template: unknown } }>('query($b: ID!, $id: ID!){ neighborhoodTemplate(businessId: $b, id: $id){ template } }', { b: B, id: template });
    expect(t.body.data!.neighborhoodTemplate.template).toEqual([{ name: 'Moema', deliveryFee: 900 }]);
    expect((await manager.del(manager.b(`locations/neighborhood-templates/${template}`), newId())).status).toBe(200);
  });

  it('looks a CEP up through the configured service; engines are an admin read', async () => {
    const found = await cashier.get<{ street: string; city: string; state: string }>('/01310100');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ street: 'Avenida Paulista', city: 'São Paulo', state: 'SP' });
    expect((await cashier.get('/99999999')).status).toBe(404);
    expect((await request(server.url, 'GET', '/01310100')).status).toBe(401);
    expect((await admin.get<{ name: string; configured: boolean }[]>('/locations/engines')).body).toEqual([{ name: 'postalCode', configured: true }]);
    expect((await cashier.get('/locations/engines')).status).toBe(403);
  });
});
