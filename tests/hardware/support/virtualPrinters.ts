// Virtual printers for hardware tests: a TCP listener with port-9100 semantics (one connection per job) and a
// socat pseudo-terminal pair (the code under test opens one end, the test reads the other).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SerialPort } from 'serialport';

export interface TcpPrinter {
  port: number;
  /** Bytes of each finished connection, in the order they closed. */
  jobs: Buffer[];
  /** Answers status requests (3-byte DLE EOT n) when set. */
  reply: ((request: Buffer) => Buffer | null) | null;
  /**
   * Like a printer still busy with the paper: once the sender has finished, the job counts as received but the
   * connection stays open (the sender waits for it to close) until `holdOpen` is turned off or the sender goes.
   */
  holdOpen: boolean;
  waitForJobs(n: number, timeoutMs: number): Promise<Buffer[]>;
  close(): Promise<void>;
}

export async function startTcpPrinter(port = 0): Promise<TcpPrinter> {
  const sockets = new Set<net.Socket>();
  const printer: TcpPrinter = {
    port: 0,
    jobs: [],
    reply: null,
    holdOpen: false,
    async waitForJobs(n, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (printer.jobs.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return printer.jobs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  // Half-open allowed: the printer, not Node, decides when its side closes (see holdOpen).
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let isStatus = false;
    let recorded = false;
    const record = (): void => {
      if (recorded || isStatus || !chunks.length) return;
      recorded = true;
      printer.jobs.push(Buffer.concat(chunks));
    };
    socket.on('data', (chunk: Buffer) => {
      const answer = chunk.length <= 3 && chunk[0] === 0x10 && printer.reply ? printer.reply(chunk) : null;
      if (answer) {
        isStatus = true;
        socket.write(answer);
        return;
      }
      chunks.push(chunk);
    });
    socket.on('end', () => {
      if (!printer.holdOpen) return socket.end();
      record();
      const release = setInterval(() => {
        if (printer.holdOpen && !socket.destroyed) return;
        clearInterval(release);
        socket.end();
      }, 20);
    });
    socket.on('close', () => {
      sockets.delete(socket);
      record();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  printer.port = typeof addr === 'object' && addr ? addr.port : port;
  return printer;
}

export { freePort } from '../../support/stack.js';

export interface PtyPair {
  /** The end the code under test opens as its serial port. */
  devicePath: string;
  /** Everything the code wrote, read from the other end. */
  received(): Buffer;
  /** Resolves when at least `n` bytes arrived since the last reset. */
  waitForBytes(n: number, timeoutMs: number): Promise<Buffer>;
  reset(): void;
  close(): Promise<void>;
}

/** `dir` fixes where the two ends appear, so a pair closed and started again is the same port coming back. */
export async function startPtyPair(dir = mkdtempSync(path.join(tmpdir(), 'pos-pty-'))): Promise<PtyPair> {
  const a = path.join(dir, 'a');
  const b = path.join(dir, 'b');
  const socat: ChildProcess = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`], { stdio: 'ignore' });
  const until = Date.now() + 5000;
  while (!(existsSync(a) && existsSync(b)) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  if (!existsSync(b)) throw new Error('socat did not create the pty pair');
  const reader = new SerialPort({ path: b, baudRate: 115200 });
  await new Promise<void>((resolve, reject) => reader.once('open', () => resolve()).once('error', reject));
  let chunks: Buffer[] = [];
  let size = 0;
  reader.on('data', (c: Buffer) => {
    chunks.push(c);
    size += c.length;
  });
  return {
    devicePath: a,
    received: () => Buffer.concat(chunks),
    async waitForBytes(n, timeoutMs) {
      const end = Date.now() + timeoutMs;
      while (size < n && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
      return Buffer.concat(chunks);
    },
    reset() {
      chunks = [];
      size = 0;
    },
    async close() {
      if (reader.isOpen) await new Promise<void>((resolve) => reader.close(() => resolve()));
      if (socat.exitCode !== null || socat.signalCode !== null) return;
      const exited = new Promise((r) => socat.once('exit', r));
      socat.kill('SIGTERM');
      await exited;
    },
  };
}
