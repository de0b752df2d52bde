// One real server (PGlite in memory, or PostgreSQL when a URL is given) per test file, and a small HTTP client.
import pg from 'pg';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { demoId, otherDemoId } from '../../../src-server/demo/seed.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { collections } from '../../../src-server/graphql/collections.js';
import { dbTemplate } from '../../support/dbTemplate.js';

export { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, demoId, otherDemoId, newId };

export const TEST_AUTH_SECRET = 'test-secret-for-integration-tests';

export async function startTestServer(databaseUrl: string | null = null): Promise<RunningServer> {
  process.env.POS_AUTH_SECRET = TEST_AUTH_SECRET;
  // The server mutation sets run every file once per mutant: a copy of their PostgreSQL's seeded template is
  // much quicker than a new PGlite (mutation/serverDatabase.ts).
  const template = process.env.POS_TEST_PG_TEMPLATE;
  if (databaseUrl === null && template) return startOnTemplateCopy(template);
  // A new PGlite starts from the migrated template instead of running initdb and every migration again.
  return startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl, seedDemo: true, dbTemplate: databaseUrl ? null : await dbTemplate() });
}

/** A server on a fresh copy of the seeded template database, dropped again when the server closes. */
async function startOnTemplateCopy(templateUrl: string): Promise<RunningServer> {
  const name = `pos_${newId().replaceAll('-', '')}`;
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: Object.assign(new URL(templateUrl), { pathname: '/postgres' }).toString() });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  url.pathname = `/${name}`;
  const server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: 'memory://', databaseUrl: url.toString(), seedDemo: true });
  return {
    ...server,
    async close() {
      await server.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Client {
  token: string;
  request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  get<T = Record<string, unknown>>(path: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, key?: string): Promise<Answer<T>>;
  put<T = Record<string, unknown>>(path: string, body?: unknown, key?: string): Promise<Answer<T>>;
  del<T = Record<string, unknown>>(path: string, key?: string): Promise<Answer<T>>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Answer<{ data?: T; errors?: { message: string }[]; message?: string }>>;
  /** path under /businesses/{businessId}/ */
  b(path: string): string;
}

export async function request<T>(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await fetch(url + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

export function client(url: string, token: string, businessId: string = DEMO_BUSINESS_ID): Client {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const c: Client = {
    token,
    request: (method, path, body, headers = {}) => request(url, method, path, body, { ...auth, ...headers }),
    get: (path) => c.request('GET', path),
    post: (path, body = {}, key) => c.request('POST', path, body, key ? { 'idempotency-key': key } : {}),
    put: (path, body = {}, key) => c.request('PUT', path, body, key ? { 'idempotency-key': key } : {}),
    del: (path, key) => c.request('DELETE', path, undefined, key ? { 'idempotency-key': key } : {}),
    gql: (query, variables = {}) => c.request('POST', '/graphql', { query, variables }),
    b: (path) => `/businesses/${businessId}/${path}`,
  };
  return c;
}

export async function login(url: string, who: keyof typeof DEMO_USERS): Promise<Client> {
  const u = DEMO_USERS[who];
  const res = await request<{ token: string }>(url, 'POST', '/login/login-pdv', { email: u.email, password: u.password });
  if (res.status !== 200) throw new Error(`login ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return client(url, res.body.token, who === 'other' ? OTHER_BUSINESS_ID : DEMO_BUSINESS_ID);
}

/** Opens a comanda on a table and fires an order of the given lines; answers the pad and order ids. */
export async function padWithOrder(
  c: Client,
  tableKey: string,
  products: { productId: string; quantity?: number; selections?: { productSubproductId: string; quantity?: number; fraction?: number }[] }[],
): Promise<{ padId: string; orderId: string; serviceId: string }> {
  const pad = await c.post<{ id: string; serviceId: string }>(c.b('order-pads/open/'), { id: newId(), tableId: demoId(tableKey) });
  if (pad.status !== 201) throw new Error(`open pad: ${JSON.stringify(pad.body)}`);
  const order = await c.post<{ id: string }>(c.b('orders'), { id: newId(), orderPadId: pad.body.id, deliveryMode: 'saloon', originType: 'saloon', products });
  if (order.status !== 201) throw new Error(`order: ${JSON.stringify(order.body)}`);
  return { padId: pad.body.id, orderId: order.body.id, serviceId: pad.body.serviceId };
}

/**
 * What changed in the business since `seq`, every mirrored collection counted: a refused or failed write leaves
 * this at zero. (The cursor itself is no such witness: it moves with any transaction, a rolled-back one too.)
 */
export async function changedSince(c: Client, seq: number): Promise<number> {
  const names = collections.map((x) => x.name);
  const res = await c.gql<{ counterChanges: Record<string, { id: string }[] | null> }>(
    `query($b: ID!, $s: Int){ counterChanges(businessId: $b, sinceSeq: $s){ ${names.map((n) => `${n} { id }`).join(' ')} } }`,
    { b: DEMO_BUSINESS_ID, s: seq },
  );
  return names.reduce((sum, n) => sum + (res.body.data?.counterChanges[n]?.length ?? 0), 0);
}
