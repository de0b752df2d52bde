// The mirror's figures, with a big restaurant: 20,000 products, 300 tables and 2,000 open order items.
// Cold: an empty IndexedDB (fake-indexeddb, a real IndexedDB implementation in Node) filled by the first
// full pull from the real server until the screens can read it. Then an incremental pull of 50 changes.
// Targets: cold < 3 s; incremental of 50 changes < 150 ms.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../src-server/db/database.js';
import * as t from '../src-server/db/schema.js';
import { seedDemo } from '../src-server/demo/seed.js';
import { DEMO_BUSINESS_ID } from '../src-server/demo/ids.js';
import { newId } from '../src-shared/ids/uuid.js';
import { freePort, spawnTs } from '../tests/support/stack.js';
import { serverEntry } from './shippedServer.js';
import { target } from './targets.js';
import { readCounter } from '../tests/integration/sync/fixtures.js';
import type { MirrorLike, PullResultLike } from '../tests/integration/sync/rendererTypes.js';

const B = DEMO_BUSINESS_ID;
const PRODUCTS = 20_000;
const TABLES = 300;
const OPEN_ITEMS = 2_000;

async function seedBig(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await seedDemo(db);
    const category = (await db.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.businessId, B)))[0]?.id ?? null;
    const have = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.businessId, B));
    for (let i = have.length; i < PRODUCTS; i += 1000) {
      const batch = [];
      for (let j = i; j < Math.min(PRODUCTS, i + 1000); j++) {
        batch.push({ id: newId(), businessId: B, type: 'unique', name: `Produto ${j}`, internalCode: String(10_000 + j), categoryId: category, price: 500 + (j % 5000), unit: 'unity' });
      }
      await db.insert(t.products).values(batch);
    }
    const tables = await db.select({ id: t.tables.id }).from(t.tables).where(eq(t.tables.businessId, B));
    const extra = [];
    for (let i = tables.length; i < TABLES; i++) extra.push({ id: newId(), businessId: B, type: 'table', name: `Mesa ${1000 + i}`, number: 1000 + i });
    if (extra.length) await db.insert(t.tables).values(extra);
    const tableIds = (await db.select({ id: t.tables.id }).from(t.tables).where(and(eq(t.tables.businessId, B), eq(t.tables.type, 'table')))).map((r) => r.id);
    const product = (await db.select({ id: t.products.id, name: t.products.name, price: t.products.price }).from(t.products).where(eq(t.products.businessId, B)))[0]!;
    // 100 open tables, each with a pad and one order of 20 items.
    for (let s = 0; s < OPEN_ITEMS / 20; s++) {
      const serviceId = newId();
      const padId = newId();
      const orderId = newId();
      await db.insert(t.services).values({ id: serviceId, businessId: B, status: 'open', occupants: 2 });
      await db.insert(t.serviceTables).values({ id: newId(), businessId: B, serviceId, tableId: tableIds[s % tableIds.length]! });
      await db.insert(t.orderPads).values({ id: padId, businessId: B, serviceId, status: 'open' });
      await db.insert(t.orders).values({ id: orderId, businessId: B, number: s + 1, orderPadId: padId, serviceId, status: 'confirmed' });
      await db.insert(t.orderProducts).values(
        Array.from({ length: 20 }, () => ({ id: newId(), businessId: B, orderId, productId: product.id, name: product.name, quantity: 1000, unitPrice: product.price, totalPrice: product.price })),
      );
    }
  } finally {
    await close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-mirror-'));
const port = await freePort();
const serverUrl = `http://127.0.0.1:${port}`;
await seedBig(path.join(dir, 'server'));
const server = await spawnTs(serverEntry(), { POS_SERVER_PORT: String(port), POS_DATA_DIR: path.join(dir, 'server') }, /plataforma pronta em (\S+)/);
try {
  const counter = await readCounter(serverUrl);
  // The renderer's modules, loaded at run time (they are compiled by the renderer's tsconfig).
  const { Mirror } = (await import(/* @vite-ignore */ '../src-renderer/db/mirror.js' as string)) as { Mirror: new (name: string) => MirrorLike };
  const { pull, fetchChanges } = (await import(/* @vite-ignore */ '../src-renderer/db/pull.js' as string)) as {
    pull: (m: MirrorLike, a: { serverUrl: string; token: string }, b: string, pending: unknown[]) => Promise<PullResultLike>;
    fetchChanges: (a: { serverUrl: string; token: string }, b: string, since: number | null) => Promise<unknown>;
  };
  const access = { serverUrl, token: counter.token };
  const f = performance.now();
  await fetchChanges({ serverUrl, token: counter.token }, B, null);
  const fetchMs = performance.now() - f;
  const runs: number[] = [];
  let counts = '';
  for (let run = 0; run < 3; run++) {
    const mirror = new Mirror(`bench-${run}`);
    const started = performance.now();
    const result = await pull(mirror, access, B, []);
    runs.push(performance.now() - started);
    if (run === 0) {
      counts = `${await mirror.collection('products').count()} products, ${await mirror.collection('tables').count()} tables, ${await mirror.collection('orderProducts').count()} order items (${result.rows} rows)`;
    }
    if (run < 2) mirror.close();
    else {
      // 50 changes made on the server by another terminal, then one incremental pull.
      const padId = newId();
      const orderId = newId();
      const h = { 'content-type': 'application/json', authorization: `Bearer ${counter.token}`, role: 'business' };
      const post = (p: string, body: unknown) => fetch(`${serverUrl}/businesses/${B}${p}`, { method: 'POST', headers: { ...h, 'Idempotency-Key': newId() }, body: JSON.stringify(body) }).then((r) => r.text());
      await post('/order-pads/open/', { id: padId, tableId: counter.comandas[0]!.id });
      await post('/orders', { id: orderId, orderPadId: padId, products: [{ id: newId(), productId: counter.products[0]!.id }] });
      for (let i = 0; i < 48; i++) await post(`/orders/${orderId}/products`, { id: newId(), productId: counter.products[0]!.id });
      const inc: number[] = [];
      let rows = 0;
      const s = performance.now();
      const r = await pull(mirror, access, B, []);
      inc.push(performance.now() - s);
      rows = r.rows;
      console.log(`mirror cold (empty IndexedDB → full pull applied, ${counts}): ${runs.map((x) => (x / 1000).toFixed(2)).join(' s, ')} s (target < 3 s); of which the server's answer alone: ${(fetchMs / 1000).toFixed(2)} s`);
      for (const [i, x] of runs.entries()) target(`mirror cold pull, run ${i + 1}`, x / 1000, 'below', 3, 's');
      target('incremental pull after 50 writes', inc[0]!, 'below', 150, 'ms');
      console.log(`incremental pull after 50 writes on the server (${rows} changed rows incl. the pad and order touched): ${inc[0]!.toFixed(0)} ms (target < 150 ms)`);
      mirror.close();
    }
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
