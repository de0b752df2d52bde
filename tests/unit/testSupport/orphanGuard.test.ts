// A server or host a test stack started must not outlive the test worker that started it: a worker killed
// after a timeout left them running under pid 1 (ports, databases and CPU held until the machine restarted).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { waitForLine } from '../../../scripts/lib/processes.js';

const here = import.meta.dirname;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('a stack process stops when the worker that spawned it is killed', async () => {
  const parent = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'orphanParent.ts'), path.join(here, 'orphanChild.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, pid] = await waitForLine(parent, /filho (\d+)/, 30_000);
  const child = Number(pid);
  await new Promise((resolve) => parent.once('exit', resolve));
  expect(parent.signalCode).toBe('SIGKILL');
  const until = Date.now() + 10_000;
  while (alive(child) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  const stillAlive = alive(child);
  if (stillAlive) process.kill(child, 'SIGKILL');
  expect(stillAlive, `the child ${child} outlived its parent`).toBe(false);
});
