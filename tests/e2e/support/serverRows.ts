// What the server stored, for the end-to-end flows to check after a sync: every row of the business (deleted
// ones too) through counterChanges from the start, read by the manager over the server's own API.
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../../src-server/demo/ids.js';

async function managerToken(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.manager.email, password: DEMO_USERS.manager.password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * A GraphQL read of the demo business (`$b` is its id) as the manager, and a way to fetch what the server serves
 * under the business (a photo's `url`) with the same token.
 */
export async function serverGql<T>(serverUrl: string, query: string): Promise<{ data: T; fetchAs(path: string): Promise<Buffer> }> {
  const token = await managerToken(serverUrl);
  const res = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { b: DEMO_BUSINESS_ID } }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`graphql: ${JSON.stringify(body.errors)}`);
  return {
    data: body.data,
    async fetchAs(path) {
      const served = await fetch(`${serverUrl}/businesses/${DEMO_BUSINESS_ID}/${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!served.ok) throw new Error(`GET ${path}: ${served.status}`);
      return Buffer.from(await served.arrayBuffer());
    },
  };
}

export async function serverRows<T>(serverUrl: string, fields: string): Promise<T> {
  const { data } = await serverGql<{ counterChanges: T }>(serverUrl, `query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ ${fields} } }`);
  return data.counterChanges;
}

/** A REST write of the demo business as the manager (a precondition a flow needs, made as the back office would). */
export async function serverPost(serverUrl: string, path: string, body: unknown): Promise<void> {
  const token = await managerToken(serverUrl);
  const res = await fetch(`${serverUrl}/businesses/${DEMO_BUSINESS_ID}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
}
