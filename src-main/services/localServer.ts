// The local platform server of an installed terminal: the shell runs the built bundle (dist/server/main.mjs) as a
// child process, waits until it answers, starts it again when it dies and stops it cleanly (PGlite closed) on quit.
// No Electron here: the shell passes Electron's utilityProcess.fork in, tests pass forkWithNode.
import { fork } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { localServerMessages as m } from '../../src-shared/i18n/localServer.js';

/** Asks the server for a clean stop where there is no SIGTERM (Windows); the bundle's banner handles it. */
export const STOP_MESSAGE = 'pos:stop';
const READY_LINE = /plataforma pronta em (\S+)/;

/** One running server process, whatever started it. */
export interface ServerChild {
  readonly pid: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  /** Asks for a clean stop: the server closes its listener and PGlite, then exits. */
  stop(): void;
  /** Ends the process without waiting for it to close anything. */
  kill(): void;
  /** Called once when the process has ended (code null: ended by a signal). */
  onExit(listener: (code: number | null) => void): void;
}

export type ForkServer = (modulePath: string, env: NodeJS.ProcessEnv) => ServerChild;

/**
 * Node's child_process.fork, for tests and for running the bundle outside Electron. A clean stop is SIGTERM, or
 * the stop message over the IPC channel (what Windows needs; `stopBy: 'message'` tries that path anywhere).
 */
export function nodeFork(options: { stopBy?: 'signal' | 'message' } = {}): ForkServer {
  const stopBy = options.stopBy ?? (process.platform === 'win32' ? 'message' : 'signal');
  return (modulePath, env) => forkOne(modulePath, env, stopBy);
}

export const forkWithNode: ForkServer = nodeFork();

function forkOne(modulePath: string, env: NodeJS.ProcessEnv, stopBy: 'signal' | 'message'): ServerChild {
  // execArgv set, not inherited: a parent run through tsx or vitest must not pass its loaders on.
  const child = fork(modulePath, [], { env, execArgv: ['--enable-source-maps'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  return {
    get pid() {
      return child.pid;
    },
    stdout: child.stdout,
    stderr: child.stderr,
    stop() {
      if (stopBy === 'message' && child.connected) child.send(STOP_MESSAGE);
      else child.kill('SIGTERM');
    },
    kill() {
      child.kill('SIGKILL');
    },
    onExit(listener) {
      let done = false;
      const once = (code: number | null) => {
        if (done) return;
        done = true;
        listener(code);
      };
      child.once('exit', (code) => once(code));
      // A process that could not be started emits only 'error'.
      child.once('error', () => {
        if (child.pid === undefined) once(null);
      });
    },
  };
}

export interface LocalServerOptions {
  fork: ForkServer;
  /** The server bundle, dist/server/main.mjs. */
  modulePath: string;
  /** The PGlite data folder (POS_DATA_DIR). */
  dataDir: string;
  /** POS_SERVER_PORT: the port the terminal's services expect the server on. */
  port: number;
  /** The environment the server inherits (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /**
   * The demo restaurant, whose passwords are published: never on an installed terminal (default off, so a first
   * run starts empty, in the setup wizard). Only tests of the supervisor that log in as the demo's people turn it on.
   */
  seedDemo?: boolean;
  /** A first run makes the database (initdb in WASM, migrations, demo data): slow on a modest PC. */
  readyTimeoutMs?: number;
  stopTimeoutMs?: number;
  /** Wait before the first restart; doubles on each quick death up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A server that ran this long before dying restarts after restartDelayMs again. */
  stableAfterMs?: number;
  log?: (line: string) => void;
}

export interface LocalServer {
  /** Starts the server; resolves with its URL once it answers /health. */
  start(): Promise<string>;
  /** The URL now if the server is up, else at its next ready. */
  whenReady(): Promise<string>;
  /** The URL at the next time the server becomes ready (after a restart). */
  nextReady(): Promise<string>;
  /** Stops it cleanly (forced after stopTimeoutMs) and keeps it stopped. */
  stop(): Promise<void>;
  readonly url: string | null;
  readonly pid: number | undefined;
  /** How many times it was started again after dying. */
  readonly restarts: number;
  /** The exit code of the last process that ended (null: by a signal; undefined: none ended yet). */
  readonly lastExitCode: number | null | undefined;
}

interface Waiter {
  resolve(url: string): void;
  reject(err: Error): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class Supervisor implements LocalServer {
  private child: ServerChild | null = null;
  private phase: 'idle' | 'starting' | 'ready' | 'waiting' | 'stopped' = 'idle';
  private stopRequested = false;
  private stopping: Promise<void> | null = null;
  private currentUrl: string | null = null;
  private restartCount = 0;
  private delay: number;
  private restartTimer: NodeJS.Timeout | null = null;
  private waiters: Waiter[] = [];
  private exitWaiters: (() => void)[] = [];
  private exitCode: number | null | undefined = undefined;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LocalServerOptions) {
    this.delay = options.restartDelayMs ?? 1000;
    this.log = options.log ?? ((line) => console.log(`[servidor local] ${line}`));
  }

  get url(): string | null {
    return this.currentUrl;
  }
  get pid(): number | undefined {
    return this.child?.pid;
  }
  get restarts(): number {
    return this.restartCount;
  }
  get lastExitCode(): number | null | undefined {
    return this.exitCode;
  }

  start(): Promise<string> {
    if (this.phase === 'idle' && !this.stopRequested) this.launch();
    return this.whenReady();
  }

  whenReady(): Promise<string> {
    if (this.phase === 'ready' && this.currentUrl) return Promise.resolve(this.currentUrl);
    return this.nextReady();
  }

  nextReady(): Promise<string> {
    if (this.stopRequested) return Promise.reject(new Error(m.stoppedBeforeReady));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  stop(): Promise<void> {
    this.stopping ??= this.stopNow();
    return this.stopping;
  }

  private async stopNow(): Promise<void> {
    this.stopRequested = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const timeout = this.options.stopTimeoutMs ?? 15_000;
    if (this.child && this.phase === 'starting') {
      // Stopped in the middle of initdb or a migration, the data folder could be left half made: let the start end.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.readyOrExit(), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeout)))]);
      clearTimeout(timer);
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.reject(new Error(m.stoppedBeforeReady));
    const child = this.child;
    if (child) {
      this.log(m.stopping);
      const exited = new Promise<void>((resolve) => this.exitWaiters.push(resolve));
      child.stop();
      const force = setTimeout(() => {
        this.log(m.forced(timeout));
        child.kill();
      }, timeout);
      await exited;
      clearTimeout(force);
    }
    this.phase = 'stopped';
  }

  private readyOrExit(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ resolve: () => resolve(), reject: () => resolve() });
      this.exitWaiters.push(resolve);
    });
  }

  private launch(): void {
    const o = this.options;
    const startedAt = performance.now();
    const readyTimeout = o.readyTimeoutMs ?? 180_000;
    this.phase = 'starting';
    this.log(m.starting(o.dataDir));
    const child = o.fork(o.modulePath, {
      ...(o.env ?? process.env),
      POS_DATA_DIR: o.dataDir,
      POS_SERVER_PORT: String(o.port),
      POS_SEED_DEMO: o.seedDemo ? '1' : '0',
    });
    this.child = child;
    const readyTimer = setTimeout(() => {
      if (this.child !== child || this.phase !== 'starting') return;
      this.log(m.notReady(readyTimeout));
      child.kill();
    }, readyTimeout);

    let confirming = false;
    const confirm = (url: string) => {
      if (confirming) return;
      confirming = true;
      void this.answersHealth(child, url).then((ok) => {
        if (!ok || this.child !== child || this.phase !== 'starting') return;
        clearTimeout(readyTimer);
        this.phase = 'ready';
        this.currentUrl = url;
        this.log(m.ready(url, performance.now() - startedAt));
        const waiters = this.waiters;
        this.waiters = [];
        for (const w of waiters) w.resolve(url);
      });
    };
    // Both pipes are always read: a child whose pipe fills up blocks on its next write.
    forEachLine(child.stdout, (line) => {
      this.log(line);
      const match = READY_LINE.exec(line);
      if (match?.[1]) confirm(match[1]);
    });
    forEachLine(child.stderr, (line) => this.log(line));
    // Without its output the ready line cannot be seen: /health alone says when it is up.
    if (!child.stdout) confirm(`http://127.0.0.1:${o.port}`);

    child.onExit((code) => {
      clearTimeout(readyTimer);
      if (this.child !== child) return;
      this.child = null;
      this.currentUrl = null;
      this.exitCode = code;
      if (this.stopRequested) {
        this.log(m.stopped(code));
        this.phase = 'stopped';
        const exitWaiters = this.exitWaiters;
        this.exitWaiters = [];
        for (const resolve of exitWaiters) resolve();
        return;
      }
      if (performance.now() - startedAt > (o.stableAfterMs ?? 60_000)) this.delay = o.restartDelayMs ?? 1000;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, o.maxRestartDelayMs ?? 30_000);
      this.log(m.exited(code, wait));
      this.phase = 'waiting';
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        this.restartCount++;
        this.launch();
      }, wait);
    });
  }

  /** Polls /health until it answers 200, while `child` is still the one starting. */
  private async answersHealth(child: ServerChild, url: string): Promise<boolean> {
    while (this.child === child && this.phase === 'starting') {
      try {
        const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        if (res.ok) return true;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    return false;
  }
}

function forEachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

export function createLocalServer(options: LocalServerOptions): LocalServer {
  return new Supervisor(options);
}

/** The server's data folder under the app's own folder (userData), unless POS_DATA_DIR says otherwise. */
export function localServerDataDir(appDataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(appDataDir, env.POS_DATA_DIR ?? path.join('data', 'server'));
}

/**
 * In the installed app the bundle sits in app.asar.unpacked (electron-builder.yml asarUnpack): forked from there,
 * the server and PGlite read their files from the disk, not from inside the archive.
 */
export function unpackedPath(file: string): string {
  return file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}
