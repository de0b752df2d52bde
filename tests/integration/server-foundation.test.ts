// The minimal platform server: health, one real GraphQL read, demo data seeded once, clean close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = { port: 0, bind: '127.0.0.1', dataDir, databaseUrl: null, seedDemo: true };

async function gql(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('platform server foundation', () => {
  it('serves health and the business query from PGlite, and keeps data across restarts', async () => {
    let server = await startServer(config);
    const health = await fetch(`${server.url}/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });

    const query = 'query ($businessId: ID!) { business(businessId: $businessId) { id tradeName timeZone } }';
    expect(await gql(server.url, query, { businessId: DEMO_BUSINESS_ID })).toEqual({
      data: { business: { id: DEMO_BUSINESS_ID, tradeName: 'Cantina Bella Napoli', timeZone: 'America/Sao_Paulo' } },
    });
    await server.close();

    // Reopened on the same folder: migrations and seed are not applied twice.
    server = await startServer(config);
    const again = await gql(server.url, query, { businessId: DEMO_BUSINESS_ID });
    expect(again.data?.business).toMatchObject({ id: DEMO_BUSINESS_ID });
    expect(await gql(server.url, query, { businessId: '019a0000-0000-7000-8000-00000000dead' })).toEqual({ data: { business: null } });
    await server.close();
  }, 120_000); // a fresh PGlite data folder (initdb in WASM) takes long on a busy machine

  it('answers a malformed GraphQL request with a Portuguese message', async () => {
    const server = await startServer({ ...config, dataDir: path.join(dataDir, 'second') });
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'Consulta GraphQL ausente' }] });
    await server.close();
  }, 120_000); // a fresh PGlite data folder (initdb in WASM) takes long on a busy machine
});
