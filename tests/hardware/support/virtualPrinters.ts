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
  waitForJobs(n: number, timeoutMs: number): Promise<Buffer[]>;
  close(): Promise<void>;
}

export async function startTcpPrinter(port = 0): Promise<TcpPrinter> {
  const sockets = new Set<net.Socket>();
  const printer: TcpPrinter = {
    port: 0,
    jobs: [],
    reply: null,
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
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let isStatus = false;
    socket.on('data', (chunk: Buffer) => {
      const answer = chunk.length <= 3 && chunk[0] === 0x10 && printer.reply ? printer.reply(chunk) : null;
      if (answer) {
        isStatus = true;
        socket.write(answer);
        return;
      }
      chunks.push(chunk);
    });
    socket.on('end', () => socket.end());
    socket.on('close', () => {
      sockets.delete(socket);
      if (!isStatus && chunks.length) printer.jobs.push(Buffer.concat(chunks));
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

export async function freePort(): Promise<number> {
  const p = await startTcpPrinter(0);
  const port = p.port;
  await p.close();
  return port;
}

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

export async function startPtyPair(): Promise<PtyPair> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-pty-'));
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
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      socat.kill('SIGTERM');
      await new Promise((r) => socat.once('exit', r));
    },
  };
}
