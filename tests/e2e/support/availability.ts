// The demo's rodízio is sold from 18:00 to 23:59 (and the server and counter hold to it): a test that sells it
// at any hour first opens it all day, as a manager would over the API, and waits until the counter's mirror
// holds the change (the counter pulls every 5 s; selling before that would still find it closed).
import { expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { demoId } from '../../../src-server/demo/seed.js';
import type { Stack } from '../../support/stack.js';
import { people } from './counter.js';

export async function rodizioAllDay(stack: Stack, page: Page): Promise<void> {
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(people.manager),
  });
  const { token } = (await login.json()) as { token: string };
  const availabilityId = demoId('avail:rodizio');
  const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/products/${demoId('product:rodizio')}/availabilities/${availabilityId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ weekdays: [], originIds: [], startTime: null, endTime: null }),
  });
  if (res.status !== 200) throw new Error(`rodízio all day: ${res.status} ${await res.text()}`);
  await expect.poll(() => mirroredStartTime(page, availabilityId), { timeout: 20_000 }).toBeNull();
}

/** The availability's start time as the counter's IndexedDB mirror holds it (undefined while it is not there). */
function mirroredStartTime(page: Page, id: string): Promise<string | null | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<string | null | undefined>((resolve, reject) => {
        const open = indexedDB.open('pdv-mirror');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('availabilities')) return (db.close(), resolve(undefined));
          const get = db.transaction('availabilities').objectStore('availabilities').get(key);
          get.onsuccess = () => {
            db.close();
            resolve(get.result === undefined ? undefined : ((get.result as { startTime?: string | null }).startTime ?? null));
          };
          get.onerror = () => (db.close(), reject(get.error));
        };
      }),
    id,
  );
}
