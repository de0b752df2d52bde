// What the server stored, for the end-to-end flows to check after a sync: every row of the business (deleted
// ones too) through counterChanges from the start, read by the manager over the server's own API.
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../../src-server/demo/ids.js';

export async function serverRows<T>(serverUrl: string, fields: string): Promise<T> {
  const login = await fetch(`${serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.manager.email, password: DEMO_USERS.manager.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ ${fields} } }`, variables: { b: DEMO_BUSINESS_ID } }),
  });
  const body = (await res.json()) as { data?: { counterChanges: T }; errors?: unknown };
  if (!body.data) throw new Error(`graphql: ${JSON.stringify(body.errors)}`);
  return body.data.counterChanges;
}
