// Starts the real platform server and the real headless host as child processes on free ports, with
// throwaway data folders, so tests can stop and restart them like a power cut or a lost link.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { waitForLine } from '../../scripts/lib/processes.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { dbTemplate } from './dbTemplate.js';
import { testBundles } from './bundles.js';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A port nobody listens on, for a server or printer a test starts (and may stop and start again) itself.
 *
 * It comes from below the kernel's ephemeral range, from a slice of its own per test worker. A port found with
 * `listen(0)` and closed again is ephemeral: while a test keeps it closed (a printer away for a minute, a server
 * stopped), the kernel may hand it to another test's `listen(0)`. That happened on CI: the away printer's
 * tickets went to the matrix test's printer, which then had 270 tickets for 264.
 */
export async function freePort(): Promise<number> {
  // POS_TEST_PORT_SLICE shifts the slices, so two checkouts testing side by side on one machine do not share them.
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_PARALLEL_INDEX ?? 0) + Number(process.env.POS_TEST_PORT_SLICE ?? 0);
  const first = PORTS_FROM + (worker % PORT_SLICES) * PORT_SLICE;
  for (let tries = 0; tries < PORT_SLICE; tries++) {
    const port = first + (nextInSlice++ % PORT_SLICE);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${first}–${first + PORT_SLICE - 1}`);
}

/** Below 32768, where Linux's ephemeral range (ip_local_port_range) begins by default. */
const PORTS_FROM = 20_000;
const PORT_SLICE = 500;
const PORT_SLICES = 24;
/** A random start, so files run one after another in a worker do not all begin on the same port. */
let nextInSlice = Math.floor(Math.random() * PORT_SLICE);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export interface ManagedProcess {
  readonly process: ChildProcess;
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const orphanGuard = pathToFileURL(path.join(import.meta.dirname, 'orphanGuard.mjs')).href;

/**
 * Spawns Node on `entry` (a TypeScript file through tsx, or a bundle as it is) with stdout and stderr piped and an
 * IPC channel the child watches (orphanGuard.mjs): it stops when this process is killed before stopping it.
 */
export function spawnNode(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', orphanGuard, ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Nor does the channel keep this side running.
  child.channel?.unref();
  return child;
}

/** Starts `entry` (spawnNode) and waits for its `ready` line, whose first group becomes `url`. */
export async function spawnTs(entry: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<ManagedProcess> {
  const child = spawnNode(entry, env);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  // A loaded machine (other suites beside this one) took over 60 s to start the server with its demo on disk.
  const match = await waitForLine(child, ready, 120_000).catch((err: Error) => {
    throw new Error(`${err.message}\n${stderr}`);
  });
  return {
    process: child,
    url: match[1] ?? '',
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const started = Date.now();
      child.kill(signal);
      // A process that does not stop is a defect to see, not a test that hangs: killed, and said so.
      const hung = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(hung);
      if (child.signalCode === 'SIGKILL' && signal !== 'SIGKILL') {
        throw new Error(`${entry} did not stop within 15 s of ${signal} (killed after ${Date.now() - started} ms)\n${stderr}`);
      }
    },
  };
}

export interface Stack {
  serverPort: number;
  hostPort: number;
  serverUrl: string;
  hostUrl: string;
  dataDir: string;
  server: ManagedProcess | null;
  host: ManagedProcess;
  startServer(): Promise<void>;
  stopServer(signal?: NodeJS.Signals): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(options: { healthIntervalMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-stack-'));
  const bundles = await testBundles();
  const serverPort = await freePort();
  const hostPort = await freePort();
  // The server serves the host's page (CORS names its origin).
  // The new data folder starts from the migrated template (dbTemplate.ts), not from initdb and every migration.
  const serverEnv = {
    POS_SERVER_PORT: String(serverPort),
    POS_HOST_PORT: String(hostPort),
    POS_DATA_DIR: path.join(dataDir, 'server'),
    POS_DB_TEMPLATE: await dbTemplate(),
    // Passwords at scrypt N=2^14, as the vitest suites have them (vite.config.ts), here for Playwright too: at the
    // product's 2^17 every login cost a second of a core, and on a loaded machine one passed the host's 8 s limit
    // ("Sem conexão com o servidor"). passwords.ts honours POS_SCRYPT_LOG_N only where VITEST is set; the
    // product's cost has its own tests (tests/security/server-passwords.test.ts).
    VITEST: process.env.VITEST ?? 'true',
    POS_SCRYPT_LOG_N: '14',
    ...options.env,
  };
  const stack: Stack = {
    serverPort,
    hostPort,
    serverUrl: `http://127.0.0.1:${serverPort}`,
    hostUrl: `http://127.0.0.1:${hostPort}`,
    dataDir,
    server: null,
    host: null as unknown as ManagedProcess,
    async startServer() {
      stack.server = await spawnTs(bundles.server, serverEnv, /plataforma pronta em (\S+)/);
    },
    async stopServer(signal) {
      await stack.server?.stop(signal);
      stack.server = null;
    },
    async close() {
      await stack.host?.stop();
      await stack.stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await stack.startServer();
  stack.host = await spawnTs(
    bundles.host,
    {
      POS_HOST_PORT: String(hostPort),
      POS_SERVER_URL: stack.serverUrl,
      POS_TERMINAL_DIR: path.join(dataDir, 'terminal'),
      POS_BUSINESS_ID: DEMO_BUSINESS_ID,
      POS_HEALTH_INTERVAL_MS: String(options.healthIntervalMs ?? 300),
      ...options.env,
    },
    /ponte pronta em (\S+)/,
  );
  return stack;
}
