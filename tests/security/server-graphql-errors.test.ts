// Issue 13 item 15: GraphQL answers the spec's message for an unexpected error ("Um erro inesperado aconteceu"),
// never SQL text, parameters or stacks; a resolver's own refusals keep their message; a malformed business id is a
// 400. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, login, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let manager: Client;

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('GraphQL errors', () => {
  it('an unexpected failure (a uuid cast in SQL) answers the spec message and nothing of the query', async () => {
    const res = await manager.gql('query($b: ID!){ user(id: "nao-e-uuid", businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(res.body.errors).toEqual([{ message: 'Um erro inesperado aconteceu', locations: [{ line: 1, column: 17 }], path: ['user'] }]);
    const text = JSON.stringify(res.body);
    for (const leak of ['select', 'user_businesses', 'params', 'password_hash', 'nao-e-uuid', 'at ']) expect(text).not.toContain(leak);
  });

  it('a malformed business id is a 400 with the Portuguese message, not SQL', async () => {
    const res = await manager.gql('{ tables(businessId: "nao-e-uuid"){ id } }');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Identificador inválido em businessId: use um UUID');
    expect(JSON.stringify(res.body)).not.toContain('select');
  });

  it("the resolvers' own refusals and query mistakes keep their messages", async () => {
    const other = await manager.gql('{ tables(businessId: "019a0000-0000-7000-8000-0000000000ff"){ id } }');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Você não tem acesso a este estabelecimento');
    const typo = await manager.gql('{ tabelas { id } }');
    expect(typo.body.errors?.[0]?.message).toContain('tabelas');
  });
});
