// The demo's rodízio is sold from 18:00 to 23:59 (and the server and counter hold to it): a test that sells it
// at any hour first opens it all day, as a manager would over the API.
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { demoId } from '../../../src-server/demo/seed.js';
import type { Stack } from '../../support/stack.js';
import { people } from './counter.js';

export async function rodizioAllDay(stack: Stack): Promise<void> {
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(people.manager),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/products/${demoId('product:rodizio')}/availabilities/${demoId('avail:rodizio')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ weekdays: [], originIds: [], startTime: null, endTime: null }),
  });
  if (res.status !== 200) throw new Error(`rodízio all day: ${res.status} ${await res.text()}`);
}
