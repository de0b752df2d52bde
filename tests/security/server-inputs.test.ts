// Issue 13 item 13: input that answered 500 answers 400. A path id that is no UUID (on every route with one,
// walked from Fastify's route table, before auth), a NUL byte in any text, JSON nested deeper than 32 levels, an
// invalid time zone. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src-server/app.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let manager: Client;

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function call(method: string, path: string, body?: string, token?: string): Promise<{ status: number; body: { message?: string } | null }> {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': newId() },
    body,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as { message?: string }) : null };
  } catch {
    return { status: res.status, body: { message: text.slice(0, 100) } };
  }
}

describe('bad input answers 400, never 500', () => {
  it('a path id that is no UUID: 400 on every route with an id, with or without a token', async () => {
    const withIds = routesOf(server.app).filter((r) => /:(id|\w+Id)\b/.test(r.url));
    expect(withIds.length).toBeGreaterThan(70);
    for (const r of withIds) {
      const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string).filter((n) => n === 'id' || n.endsWith('Id'));
      for (const bad of names) {
        const path = r.url.replace(/:(\w+)/g, (_m, n: string) => (n === bad ? 'nao-e-uuid' : n === 'businessId' ? DEMO_BUSINESS_ID : newId()));
        const body = r.method === 'GET' ? undefined : '{}';
        for (const token of [undefined, manager.token]) {
          const res = await call(r.method, path, body, token);
          expect.soft(res.status, `${r.method} ${r.url} :${bad} ${token ? 'with' : 'without'} token → ${JSON.stringify(res.body)}`).toBe(400);
          expect.soft(res.body?.message).toBe(`Identificador inválido em ${bad}: use um UUID`);
        }
      }
    }
  });

  it('a NUL byte in any text: 400 in a write, in GraphQL variables and in a key', async () => {
    const table = await call('POST', `/businesses/${DEMO_BUSINESS_ID}/tables`, JSON.stringify({ id: newId(), name: 'Mesa\u00001', number: 901 }), manager.token);
    expect(table).toEqual({ status: 400, body: { message: 'O texto não pode conter o caractere nulo' } });
    const gql = await call('POST', '/graphql', JSON.stringify({ query: 'query($b: ID!){ tables(businessId: $b){ id } }', variables: { b: `${DEMO_BUSINESS_ID}\u0000` } }), manager.token);
    expect(gql.status).toBe(400);
    const key = await call('POST', `/businesses/${DEMO_BUSINESS_ID}/tables`, JSON.stringify({ id: newId(), name: 'Mesa 902', number: 902, ['x\u0000']: 1 }), manager.token);
    expect(key.status).toBe(400);
    const login = await call('POST', '/login/login-pdv', JSON.stringify({ email: 'gerente@cantina.com.br\u0000', password: 'x' }));
    expect(login.status).toBe(400);
  });

  it('JSON nested deeper than 32 levels: 400, in a DELETE body too; 32 levels still parse', async () => {
    const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const deep = await call('DELETE', `/businesses/${DEMO_BUSINESS_ID}/tables/${newId()}`, `{"a":${nest(5000)}}`, manager.token);
    expect(deep).toEqual({ status: 400, body: { message: 'Corpo da solicitação aninhado demais' } });
    const gql = await call('POST', '/graphql', `{"query":"{ __typename }","variables":{"v":${nest(40)}}}`, manager.token);
    expect(gql.status).toBe(400);
    const fine = await call('POST', '/graphql', `{"query":"{ __typename }","variables":{"v":${nest(30)}}}`, manager.token);
    expect(fine.status).toBe(200);
  });

  it('an invalid time zone is refused with 400; a real one is kept', async () => {
    const bad = await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { timeZone: 'Marte/Olympus_Mons' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Fuso horário inválido: use um nome da base IANA, como America/Sao_Paulo');
    const good = await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { timeZone: 'America/Manaus' }, newId());
    expect(good.status).toBe(200);
    expect((await manager.get<{ timeZone: string }>(manager.b('config'))).body.timeZone).toBe('America/Manaus');
  });
});
