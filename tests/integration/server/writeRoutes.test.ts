// A declared write and the server route that answers it validate with the same schema object: the route is
// registered from the declaration (routeOf), so what the screen types, the outbox re-checks and the server accepts
// cannot drift apart. Walks every declared write against the routes the app really registered.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../../src-server/app.js';
import type { RunningServer } from '../../../src-server/server.js';
import { writes } from '../../../src-shared/writes/index.js';
import { startTestServer } from './harness.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

it('every declared write is served by a route that validates with its own schema', () => {
  const routes = routesOf(server.app);
  const drift: string[] = [];
  let checked = 0;
  for (const w of writes.values()) {
    const path = w.call.path.replace(/\{([^}]+)\}/g, ':$1').replace(/^\//, '');
    // The business's own row is the business path itself (businessesUpdateOwn: PUT /businesses/{businessId}).
    const urls = path === '' ? ['/businesses/:businessId'] : [`/businesses/:businessId/${path}`, `/${path}`];
    const served = routes.filter((r) => r.method === w.call.method && urls.includes(r.url));
    if (served.length === 0) drift.push(`${w.id}: no route ${w.call.method} ${path}`);
    else if (!served.some((r) => r.body === w.schema)) drift.push(`${w.id}: its route validates with another schema`);
    else checked++;
  }
  expect(drift).toEqual([]);
  expect(checked).toBe(writes.size);
  expect(checked).toBeGreaterThan(150);
});
