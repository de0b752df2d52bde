// Test tooling: a TCP proxy in front of the real server that lets a write reach it (and commit), then
// cuts the connection as the answer starts coming back, so the terminal never hears the answer; or holds the
// answers (a slow link) until released.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface DropProxy {
  port: number;
  /** Writes whose answer was cut. */
  dropped: number;
  /** Cut the answers of the next `n` writes (POST/PUT/DELETE). */
  dropNext(n: number): void;
  /** Cut this terminal off the server entirely (its link is down) or bring it back. */
  block(on: boolean): void;
  /** Hold every answer on the wire (a slow link: the request reached the server) until released. */
  hold(on: boolean): void;
  close(): Promise<void>;
}

export async function startDropProxy(upstreamPort: number): Promise<DropProxy> {
  let toDrop = 0;
  let blocked = false;
  let held = false;
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const proxy: DropProxy = {
    port: 0,
    dropped: 0,
    dropNext(n) {
      toDrop = n;
    },
    block(on) {
      blocked = on;
      if (on) for (const s of sockets) s.destroy();
    },
    hold(on) {
      held = on;
      if (!on) for (const release of waiting.splice(0)) release();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((client) => {
    if (blocked) {
      client.destroy();
      return;
    }
    sockets.add(client);
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(upstream);
    // Keep-alive sends several requests on one connection: decide per request, from its first line.
    let cutThisAnswer = false;
    client.on('data', (chunk: Buffer) => {
      const head = chunk.subarray(0, 8).toString('latin1');
      if (/^(POST|PUT|DELETE) /.test(head) && !head.startsWith('POST /gr') && toDrop > 0) {
        toDrop--;
        cutThisAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutThisAnswer) {
        proxy.dropped++;
        client.destroy();
        upstream.destroy();
        return;
      }
      if (held) waiting.push(() => client.write(chunk));
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  proxy.port = typeof address === 'object' && address ? address.port : 0;
  return proxy;
}
