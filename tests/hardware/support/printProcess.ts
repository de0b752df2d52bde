// Runs tests/hardware/fixtures/print-process.ts as a separate terminal process, so a test can SIGKILL it.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PrintProcess {
  kill(): void;
  /** Everything it wrote to stdout, once it exited. */
  done: Promise<string>;
}

/** Resolves once the process wrote `until`; rejects (and kills it) after `timeoutMs`. */
export function runPrintProcess(args: string[], until: string, timeoutMs: number): Promise<PrintProcess> {
  const fixture = path.join(import.meta.dirname, '../fixtures/print-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const done = new Promise<string>((r) => child.on('exit', () => r(out)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`print process did not write ${until}: ${out}`));
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes(until)) {
        clearTimeout(timer);
        resolve({ kill: () => child.kill('SIGKILL'), done });
      }
    });
  });
}
