// Order and payment writes per second on the platform server, on PGlite (a data folder, the default) and on a
// PostgreSQL 15 this bench starts itself, plus latency at a steady 50 writes/s. The server runs as its own
// process (src-server/main.ts) and is driven over HTTP the way a terminal's outbox does: client-made ids and an
// Idempotency-Key on every write. Targets: >= 500 writes/s on PostgreSQL, >= 150 on PGlite, p95 < 20 ms at 50/s.
// `npm run bench -- server`   (POS_BENCH_SECONDS sets each phase's length, default 10)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID } from '../src-server/demo/ids.js';
import { demoId, otherDemoId } from '../src-server/demo/seed.js';
import { newId } from '../src-shared/ids/uuid.js';
import { postgresAvailable, startPostgres } from '../tests/support/postgres.js';
import { freePort, spawnTs } from '../tests/support/stack.js';

const SECONDS = Number(process.env.POS_BENCH_SECONDS ?? 10);
const PADS = 40;

interface Target {
  url: string;
  token: string;
  businessId: string;
}

async function call(t: Target, method: string, p: string, body: unknown): Promise<number> {
  const res = await fetch(`${t.url}/businesses/${t.businessId}/${p}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}`, 'idempotency-key': newId() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text}`);
  return res.status;
}

/** One write of the mix: even ticks fire an order of two items on a comanda, odd ticks take a PIX payment on it. */
function writer(t: Target, pads: string[]) {
  let n = 0;
  return async () => {
    const i = n++;
    const pad = pads[Math.floor(i / 2) % pads.length] as string;
    if (t.businessId === OTHER_BUSINESS_ID) {
      // The second demo business: one product, cash only.
      if (i % 2 === 0) await call(t, 'POST', 'orders', { id: newId(), orderPadId: pad, products: [{ id: newId(), productId: otherDemoId('product:misto'), quantity: 2000 }] });
      else await call(t, 'POST', `order-pads/${pad}/payments`, { id: newId(), paymentMethodId: otherDemoId('pm:dinheiro'), amount: 100 });
      return;
    }
    if (i % 2 === 0) {
      await call(t, 'POST', 'orders', {
        id: newId(),
        orderPadId: pad,
        deliveryMode: 'saloon',
        originType: 'saloon',
        products: [
          { id: newId(), productId: demoId('product:coca-lata'), quantity: 2000 },
          { id: newId(), productId: demoId('product:x-burger'), selections: [{ productSubproductId: demoId('ps:x-burger:ao-ponto') }, { productSubproductId: demoId('ps:x-burger:bacon') }] },
        ],
      });
    } else {
      await call(t, 'POST', `order-pads/${pad}/payments`, { id: newId(), paymentMethodId: demoId('pm:pix'), amount: 100 });
    }
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

async function throughput(write: () => Promise<void>, concurrency: number): Promise<{ rate: number; count: number; p95: number }> {
  const end = performance.now() + SECONDS * 1000;
  const lat: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await write();
        lat.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  return { rate: lat.length / elapsed, count: lat.length, p95: pct(lat, 95) };
}

/** Open loop at a fixed rate: a write every 1000/rate ms whatever the previous one does. */
async function steady(write: () => Promise<void>, rate: number): Promise<{ p50: number; p95: number; p99: number; count: number }> {
  const total = rate * SECONDS;
  const lat: number[] = [];
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(write().then(() => void lat.push(performance.now() - t0)));
  }
  await Promise.all(pending);
  lat.sort((a, b) => a - b);
  return { p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99), count: lat.length };
}

async function target(url: string, who: 'cashier' | 'other', pads: number): Promise<{ t: Target; pads: string[] }> {
  const login = await fetch(`${url}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS[who].email, password: DEMO_USERS[who].password }),
  });
  const t: Target = { url, token: ((await login.json()) as { token: string }).token, businessId: who === 'other' ? OTHER_BUSINESS_ID : DEMO_BUSINESS_ID };
  const ids: string[] = [];
  for (let i = 0; i < pads; i++) {
    const id = newId();
    await call(t, 'POST', 'order-pads/open/', who === 'other' ? { id } : { id, tableId: demoId(`slip:${i + 1}`) });
    ids.push(id);
  }
  return { t, pads: ids };
}

async function run(label: string, env: NodeJS.ProcessEnv, concurrency: number, twoBusinesses = false): Promise<void> {
  const port = await freePort();
  const server = await spawnTs('src-server/main.ts', { POS_SERVER_PORT: String(port), POS_AUTH_SECRET: 'bench', ...env }, /plataforma pronta em (\S+)/);
  try {
    const a = await target(server.url, 'cashier', PADS);
    const writeA = writer(a.t, a.pads);
    let write = writeA;
    if (twoBusinesses) {
      // Writes of one business are serialized (commit-ordered cursor); two businesses run side by side.
      const b = await target(server.url, 'other', PADS);
      const writeB = writer(b.t, b.pads);
      let flip = 0;
      write = () => (flip++ % 2 === 0 ? writeA() : writeB());
    }
    // Warm-up, one at a time: every comanda gets an order before payments run concurrently against it.
    for (let i = 0; i < 2 * PADS * (twoBusinesses ? 2 : 1); i++) await write();
    const max = await throughput(write, concurrency);
    const at50 = await steady(write, 50);
    console.log(
      `${label.padEnd(50)} ${max.rate.toFixed(0).padStart(5)} writes/s (${max.count} in ${SECONDS} s, ${concurrency} in flight, p95 ${max.p95.toFixed(1)} ms)` +
        ` | at 50 writes/s: p50 ${at50.p50.toFixed(1)} ms, p95 ${at50.p95.toFixed(1)} ms, p99 ${at50.p99.toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}

console.log(`order + payment writes (half each), ${SECONDS} s per phase, over HTTP with Idempotency-Key and client ids`);
const dir = mkdtempSync(path.join(tmpdir(), 'pos-bench-'));
try {
  await run('PGlite (data folder)', { POS_DATA_DIR: path.join(dir, 'pglite') }, 8);
  if (postgresAvailable()) {
    for (const durable of [true, false]) {
      const pg = await startPostgres({ durable });
      try {
        const label = durable ? 'PostgreSQL 15 (fsync on, defaults)' : 'PostgreSQL 15 (synchronous_commit off)';
        await run(label, { DATABASE_URL: pg.createDatabase('bench') }, 16);
        await run(`${label}, 2 businesses`, { DATABASE_URL: pg.createDatabase('bench2') }, 16, true);
      } finally {
        await pg.stop();
      }
    }
  } else {
    console.log('PostgreSQL 15 binaries not found: PostgreSQL not measured');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
