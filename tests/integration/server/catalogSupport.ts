// Shared by the catalog-*.test.ts files: a real server, the Cantina's manager and cashier, Zé (another business),
// the typed client as the manager, and the checks every menu write gets (400 naming the field, nothing written).
import { expect } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { changedSince, DEMO_BUSINESS_ID, login, startTestServer, type Answer, type Client } from './harness.js';

export interface Menu {
  server: RunningServer;
  manager: Client;
  cashier: Client;
  ze: Client;
  api: Api;
  /** the change cursor now (a write moves it; a refused one does not) */
  seq(): Promise<number>;
  /** asserts a 400 whose issues name `field`, in Portuguese, and that nothing changed since `before` */
  refused(res: Answer, field: string, before: number): Promise<void>;
}

export async function startMenu(): Promise<Menu> {
  const server = await startTestServer();
  const [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  const api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
  const seq = async () =>
    (await cashier.gql<{ counterChanges: { seq: number } }>('query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ seq } }', { b: DEMO_BUSINESS_ID })).body.data!.counterChanges.seq;
  return {
    server,
    manager,
    cashier,
    ze,
    api,
    seq,
    async refused(res, field, before) {
      const body = res.body as { message?: string; issues?: { path: string; message: string }[] };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.message).toMatch(/^Dados inválidos/);
      expect(body.issues?.map((i) => i.path)).toContain(field);
      expect(await changedSince(cashier, before)).toBe(0);
    },
  };
}

/** Reads one mirrored collection as the cashier (GraphQL, scoped to the Cantina), deleted rows included. */
export async function readAll<T = Record<string, unknown>>(c: Client, name: string, fields: string): Promise<T[]> {
  const res = await c.gql<Record<string, T[]>>(`query($b: ID!){ ${name}(businessId: $b, sinceSeq: 0){ ${fields} } }`, { b: DEMO_BUSINESS_ID });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data![name]!;
}
