// Issue 16 item 2: under `npm start` (scripts/start.ts) the server dying does not take the POS with it. The host
// keeps answering (the terminal sells offline) and start.ts starts the server again, which answers once more.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/stack.js';

const root = path.resolve(import.meta.dirname, '../..');
let start: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-start-'));
let output = '';

afterAll(async () => {
  if (start && start.exitCode === null && start.signalCode === null) {
    const exited = new Promise((resolve) => start?.once('exit', resolve));
    start.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits for a line of start.ts's output (from `from` on) matching `pattern`. */
async function line(pattern: RegExp, from: number, timeoutMs = 60_000): Promise<{ match: RegExpMatchArray; end: number }> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const match = output.slice(from).match(pattern);
    if (match) return { match, end: from + (match.index ?? 0) + match[0].length };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`start.ts não mostrou ${pattern}\n--- saída ---\n${output}`);
}

/** The pid of start.ts's server child, as the system lists it. */
function serverPid(parent: number): number {
  const pids = execFileSync('pgrep', ['-P', String(parent), '-f', 'src-server/main.ts'], { encoding: 'utf8' }).trim().split(/\s+/);
  return Number(pids[0]);
}

const answers = async (url: string) => (await fetch(url).catch(() => null))?.status ?? 0;

describe.skipIf(process.platform === 'win32')('npm start (scripts/start.ts)', () => {
  it('keeps the POS up when the server dies and starts the server again', async () => {
    const [serverPort, hostPort] = [await freePort(), await freePort()];
    start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        POS_SHELL: 'headless',
        POS_SERVER_PORT: String(serverPort),
        POS_HOST_PORT: String(hostPort),
        POS_DATA_DIR: path.join(dataDir, 'server'),
        POS_TERMINAL_DIR: path.join(dataDir, 'terminal'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    start.stderr?.on('data', (d: Buffer) => (output += d.toString()));

    const ready = await line(/POS pronto: abra (\S+) no navegador/, 0, 120_000);
    const hostUrl = ready.match[1]!;
    const health = `http://127.0.0.1:${serverPort}/health`;
    expect(await answers(health)).toBe(200);
    expect(await answers(hostUrl)).toBe(200);

    // The server dies (a crash, an out-of-memory kill): the POS keeps answering.
    const firstPid = serverPid(start.pid!);
    process.kill(firstPid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await answers(hostUrl)).toBe(200);
    expect(start.exitCode).toBeNull();
    const stopped = await line(/o servidor parou \(SIGKILL\); o PDV segue offline/, ready.end, 15_000);

    // …and start.ts starts it again, after its pause.
    const again = await line(/servidor iniciado \(pid (\d+)\)/, stopped.end, 15_000);
    expect(Number(again.match[1])).not.toBe(firstPid);
    await line(/plataforma pronta em/, again.end, 60_000);
    expect(await answers(health)).toBe(200);
    expect(await answers(hostUrl)).toBe(200);
  }, 240_000);
});
