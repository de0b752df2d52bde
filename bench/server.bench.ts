// Order and payment writes on the platform server, on PGlite (a data folder, the default) and on a PostgreSQL 15
// this bench starts itself with its durable defaults (fsync, synchronous_commit on). The server runs as its own
// process (src-server/main.ts) and is driven over HTTP the way a terminal's outbox does: client-made ids and an
// Idempotency-Key on every write; every answer must be 201 or the bench fails.
// Per engine, after a warm-up: a fixed number of writes one at a time (the cost of one write), as many as fit
// with N in flight (max writes/s), and an open loop at 50 writes/s (latency a counter feels).
// Targets: >= 500 writes/s on PostgreSQL, >= 150 on PGlite, p95 < 20 ms at 50 writes/s.
// `npm run bench -- server`. POS_BENCH_WRITES sets the max phase's count (default 3000: long enough for the server's
// code to be compiled hot and its pool warm, as it is after minutes of service; 1000 read 15–20 % lower), POS_BENCH_ENGINES
// picks engines (default "pglite,postgres"). The bench client shares the machine's cores with the server (and
// PostgreSQL): the load average printed at start and end says how busy the machine was, and each line gives the CPU
// each of them spent per write.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../src-server/demo/ids.js';
import { demoId } from '../src-server/demo/seed.js';
import { newId } from '../src-shared/ids/uuid.js';
import { postgresAvailable, startPostgres } from '../tests/support/postgres.js';
import { freePort, spawnTs } from '../tests/support/stack.js';
import { clusterCpuMs, cpuMs } from './cpu.js';
import { serverEntry } from './shippedServer.js';
import { target as meetTarget } from './targets.js';

const PADS = 40;
const WARMUP = 2 * PADS; // every comanda gets an order before payments run against it
const SERIAL = 200;
const MAX_WRITES = Number(process.env.POS_BENCH_WRITES ?? 3000);
const STEADY_RATE = 50;
const STEADY_WRITES = 300; // 6 s at 50 writes/s
const ENGINES = (process.env.POS_BENCH_ENGINES ?? 'pglite,postgres').split(',');
const SERVER_ENTRY = serverEntry();

interface Target {
  url: string;
  token: string;
  businessId: string;
}

// The load comes through node:http with keep-alive sockets: a terminal is its own machine, so the bench's own cost
// should take as little of the shared cores as it can (fetch took about twice the CPU per write).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call(t: Target, method: string, p: string, body: unknown): Promise<void> {
  const payload = JSON.stringify(body);
  const url = new URL(`${t.url}/businesses/${t.businessId}/${p}`);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${t.token}`, 'idempotency-key': newId() };
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, path: url.pathname, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`${method} ${p}: ${res.statusCode} ${text}`))));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** One write of the mix: even writes fire an order of two items (one with add-ons) on a comanda, odd ones a PIX payment on it. */
function writer(t: Target, pads: string[]): () => Promise<void> {
  let n = 0;
  return async () => {
    const i = n++;
    const pad = pads[Math.floor(i / 2) % pads.length] as string;
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

interface Phase {
  count: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

function phase(lat: number[], seconds: number): Phase {
  lat.sort((a, b) => a - b);
  return { count: lat.length, seconds, p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99) };
}

/** `count` writes with `concurrency` in flight (closed loop): the most the server takes. */
async function closedLoop(write: () => Promise<void>, count: number, concurrency: number): Promise<Phase> {
  const lat: number[] = [];
  let left = count;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left > 0) {
        left--;
        const t0 = performance.now();
        await write();
        lat.push(performance.now() - t0);
      }
    }),
  );
  return phase(lat, (performance.now() - start) / 1000);
}

/** Open loop: a write every 1000/rate ms whatever the previous ones do (a slow server queues up, as in a rush). */
async function openLoop(write: () => Promise<void>, count: number, rate: number): Promise<Phase> {
  const lat: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(write().then(() => void lat.push(performance.now() - t0)));
  }
  await Promise.all(pending);
  return phase(lat, (performance.now() - start) / 1000);
}

async function target(url: string): Promise<{ t: Target; pads: string[] }> {
  const login = await fetch(`${url}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.cashier.email, password: DEMO_USERS.cashier.password }),
  });
  const t: Target = { url, token: ((await login.json()) as { token: string }).token, businessId: DEMO_BUSINESS_ID };
  const ids: string[] = [];
  for (let i = 0; i < PADS; i++) {
    const id = newId();
    await call(t, 'POST', 'order-pads/open/', { id, tableId: demoId(`slip:${i + 1}`) });
    ids.push(id);
  }
  return { t, pads: ids };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

interface Cpu {
  server: number;
  database: number;
  client: number;
}

function line(label: string, conditions: string, p: Phase, cpu: Cpu): void {
  const rate = p.count / p.seconds;
  const per = (v: number) => (v / p.count).toFixed(2);
  console.log(
    `${label.padEnd(48)} ${conditions.padEnd(26)} ${String(p.count).padStart(5)} writes in ${p.seconds.toFixed(1).padStart(5)} s = ${rate.toFixed(0).padStart(4)} writes/s` +
      ` | p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)} | CPU ms/write: server ${per(cpu.server)}` +
      (cpu.database ? `, PostgreSQL ${per(cpu.database)}` : '') +
      `, bench client ${per(cpu.client)}`,
  );
}

async function run(label: string, env: NodeJS.ProcessEnv, concurrency: number, minRate: number, pgData?: string): Promise<void> {
  const port = await freePort();
  const server = await spawnTs(SERVER_ENTRY, { POS_SERVER_PORT: String(port), POS_AUTH_SECRET: 'bench', ...env }, /plataforma pronta em (\S+)/);
  try {
    const { t, pads } = await target(server.url);
    const write = writer(t, pads);
    for (let i = 0; i < WARMUP; i++) await write();
    const pid = server.process.pid;
    const measured = async (conditions: string, run: () => Promise<Phase>): Promise<Phase> => {
      const server0 = cpuMs(pid);
      const database0 = clusterCpuMs(pgData);
      const client0 = process.cpuUsage();
      const p = await run();
      const client = process.cpuUsage(client0);
      line(label, conditions, p, { server: cpuMs(pid) - server0, database: clusterCpuMs(pgData) - database0, client: (client.user + client.system) / 1000 });
      return p;
    };
    await measured('1 in flight', () => closedLoop(write, SERIAL, 1));
    const max = await measured(`max, ${concurrency} in flight`, () => closedLoop(write, MAX_WRITES, concurrency));
    meetTarget(`${label}: max writes/s`, max.count / max.seconds, 'atLeast', minRate, 'writes/s');
    const steady = await measured(`open loop at ${STEADY_RATE} writes/s`, () => openLoop(write, STEADY_WRITES, STEADY_RATE));
    meetTarget(`${label}: p95 at ${STEADY_RATE} writes/s`, steady.p95, 'below', 20, 'ms');
  } finally {
    await server.stop();
  }
}

function version(file: string): string {
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const load = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min) on ${os.cpus().length} cores`;
console.log(`start: ${load()}; ${execFileSync('uptime').toString().trim()}`);
console.log(
  `order + payment writes (half each) over HTTP with Idempotency-Key and client ids; warm-up ${WARMUP} writes; Node ${process.version};` +
    ' client, server and database share the cores',
);
console.log(`server: ${SERVER_ENTRY}`);
const dir = mkdtempSync(path.join(tmpdir(), 'pos-bench-'));
try {
  if (ENGINES.includes('pglite')) {
    const pglite = version(path.join(import.meta.dirname, '../node_modules/@electric-sql/pglite/package.json'));
    await run(`PGlite ${pglite} (data folder)`, { POS_DATA_DIR: path.join(dir, 'pglite') }, 8, 150);
  }
  if (ENGINES.includes('postgres')) {
    if (postgresAvailable()) {
      const pg = await startPostgres({ durable: true });
      try {
        await run('PostgreSQL 15 (fsync on, sync commit, pool 10)', { DATABASE_URL: await pg.createDatabase('bench') }, 16, 500, path.join(pg.dir, 'data'));
      } finally {
        await pg.stop();
      }
    } else {
      console.log('PostgreSQL 15 binaries not found: PostgreSQL not measured');
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`end: ${load()}`);
