// Issue 13 item 2 (server part): CORS names the origins the server serves (the host's page on POS_HOST_PORT,
// Electron's file:// page as "null", POS_CORS_ORIGINS) and never reflects another; any request from a foreign
// Origin is refused with 403 before it reaches a route. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src-server/config.js';
import { startServer, type RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, TEST_AUTH_SECRET, changedSince, login, newId, request, type Client } from '../integration/server/harness.js';
import { dbTemplate } from '../support/dbTemplate.js';

const HOST = 'http://127.0.0.1:5999';
const BACK_OFFICE = 'https://retaguarda.exemplo.com.br';
const EVIL = 'https://promocao-imperdivel.example';

let server: RunningServer;
let cashier: Client;

beforeAll(async () => {
  process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
  const config = readServerConfig({ POS_HOST_PORT: '5999', POS_CORS_ORIGINS: ` ${BACK_OFFICE}/ ,`, POS_DATA_DIR: 'memory://' });
  server = await startServer({ ...config, port: 0, dataDir: 'memory://', databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
  cashier = await login(server.url, 'cashier');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const preflight = (origin: string, path = '/graphql') =>
  fetch(server.url + path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });

describe('CORS names its origins', () => {
  it('answers the host page, localhost, Electron (null) and the listed origin with their own origin', async () => {
    for (const origin of [HOST, 'http://localhost:5999', 'null', BACK_OFFICE]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      const gql = await cashier.request('POST', '/graphql', { query: '{ __typename }' }, { origin });
      expect(gql.status, origin).toBe(200);
      expect(gql.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('never reflects a foreign origin: preflight, reads, logins and writes from it answer 403 and change nothing', async () => {
    const pre = await preflight(EVIL);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const seq = (await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID })).body
      .data?.counterChanges.seq;
    const attempts: [string, string, unknown][] = [
      ['POST', '/graphql', { query: '{ __typename }' }],
      ['POST', '/login/login-pdv', { email: 'caixa@cantina.com.br', password: 'caixa123' }],
      ['POST', `/businesses/${DEMO_BUSINESS_ID}/order-pads/open/`, { id: newId(), tableId: newId() }],
      ['GET', `/businesses/${DEMO_BUSINESS_ID}/config`, undefined],
      ['GET', '/health', undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await cashier.request(method, path, body, { origin: EVIL, 'idempotency-key': newId() });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: 'Origem não permitida' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A near miss is foreign too.
    expect((await cashier.request('POST', '/graphql', { query: '{ __typename }' }, { origin: 'http://127.0.0.1:59990' })).status).toBe(403);
    expect(await changedSince(cashier, seq ?? 0)).toBe(0);
  });

  it('serves callers with no Origin (terminals, scripts) as before', async () => {
    expect((await request(server.url, 'GET', '/health')).status).toBe(200);
    expect((await cashier.gql('{ __typename }')).status).toBe(200);
  });

  it('reads POS_HOST_PORT (default 5174) and POS_CORS_ORIGINS from the environment', () => {
    expect(readServerConfig({}).corsOrigins).toEqual(['http://127.0.0.1:5174', 'http://localhost:5174', 'null']);
    expect(readServerConfig({ POS_HOST_PORT: '7000', POS_CORS_ORIGINS: 'https://a.com.br,https://b.com.br/' }).corsOrigins).toEqual([
      'http://127.0.0.1:7000',
      'http://localhost:7000',
      'null',
      'https://a.com.br',
      'https://b.com.br',
    ]);
  });
});
