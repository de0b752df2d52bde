// The real server and one or more real headless hosts (terminals) as child processes, each terminal with
// its own durable folder, so tests can kill a terminal with SIGKILL, stop the server, and start them again.
// Server and hosts run from esbuild bundles (tests/support/bundles.ts, as the shipped app does), so a restart after
// a kill takes a fraction of a second and twenty of them fit in a test.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForLine } from '../../../scripts/lib/processes.js';
import { freePort, spawnNode, spawnTs, type ManagedProcess } from '../../support/stack.js';
import { dbTemplate } from '../../support/dbTemplate.js';
import { testBundles } from '../../support/bundles.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { CAIXA, ensureCounterFixtures } from './fixtures.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Terminal {
  id: string;
  url: string;
  port: number;
  dir: string;
  process: ManagedProcess | null;
  start(): Promise<void>;
  /** SIGKILL by default: no chance to flush or close anything, like a power cut. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface SyncStack {
  serverUrl: string;
  serverPort: number;
  dataDir: string;
  terminals: Terminal[];
  /** `env` replaces some of the server's settings from now on (a new signing secret, say). */
  startServer(env?: NodeJS.ProcessEnv): Promise<void>;
  stopServer(signal?: NodeJS.Signals): Promise<void>;
  /** Another terminal of this restaurant, talking to `serverUrl` (a proxy, say). */
  addTerminal(serverUrl?: string): Promise<Terminal>;
  close(): Promise<void>;
}

/** The headless host's bundle, made once per run (tests/support/bundles.ts). */
export async function hostBundle(): Promise<string> {
  return (await testBundles()).host;
}

function managed(child: ChildProcess): ManagedProcess {
  return {
    process: child,
    url: '',
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

async function serverReady(serverUrl: string): Promise<boolean> {
  const login = await fetch(`${serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CAIXA),
  }).catch(() => null);
  return login?.ok === true;
}

export async function startSyncStack(options: { terminals?: number; healthIntervalMs?: number; serverEnv?: NodeJS.ProcessEnv } = {}): Promise<SyncStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-sync-'));
  const serverPort = await freePort();
  const serverData = path.join(dataDir, 'server');
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  let server: ManagedProcess | null = null;
  // The new data folder starts from the migrated template (tests/support/dbTemplate.ts).
  let serverEnv: NodeJS.ProcessEnv = { POS_SERVER_PORT: String(serverPort), POS_DATA_DIR: serverData, POS_DB_TEMPLATE: await dbTemplate(), ...options.serverEnv };
  const bundle = hostBundle();

  const makeTerminal = async (target: string): Promise<Terminal> => {
    const port = await freePort();
    const n = stack.terminals.length + 1;
    const id = `caixa-${String(n).padStart(2, '0')}`;
    const dir = path.join(dataDir, id);
    const terminal: Terminal = {
      id,
      url: `http://127.0.0.1:${port}`,
      port,
      dir,
      process: null,
      async start() {
        const child = spawnNode(await bundle, {
          POS_HOST_PORT: String(port),
          POS_SERVER_URL: target,
          POS_TERMINAL_DIR: dir,
          POS_TERMINAL_ID: id,
          POS_TERMINAL_NAME: `Caixa ${n}`,
          POS_BUSINESS_ID: DEMO_BUSINESS_ID,
          POS_HEALTH_INTERVAL_MS: String(options.healthIntervalMs ?? 300),
          POS_RENDERER_DIR: path.join(root, 'dist/renderer'),
        });
        let stderr = '';
        child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
        await waitForLine(child, /ponte pronta em (\S+)/, 30_000).catch((err: Error) => {
          throw new Error(`${err.message}\n${stderr}`);
        });
        terminal.process = managed(child);
      },
      async kill(signal = 'SIGKILL') {
        await terminal.process?.stop(signal);
        terminal.process = null;
      },
    };
    return terminal;
  };

  const stack: SyncStack = {
    serverUrl,
    serverPort,
    dataDir,
    terminals: [],
    async startServer(env) {
      if (env) serverEnv = { ...serverEnv, ...env };
      server = await spawnTs((await testBundles()).server, serverEnv, /plataforma pronta em (\S+)/);
    },
    async stopServer(signal) {
      await server?.stop(signal);
      server = null;
    },
    async addTerminal(target = serverUrl) {
      const t = await makeTerminal(target);
      stack.terminals.push(t);
      await t.start();
      return t;
    },
    async close() {
      for (const t of stack.terminals) await t.kill('SIGTERM');
      await stack.stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await stack.startServer();
  // The server's demo seed normally has all the tests need; if not (yet), fill the gap with the server stopped.
  if (!(await serverReady(serverUrl))) {
    await stack.stopServer();
    await ensureCounterFixtures({ dataDir: serverData });
    await stack.startServer();
  }
  for (let i = 0; i < (options.terminals ?? 1); i++) await stack.addTerminal();
  return stack;
}
