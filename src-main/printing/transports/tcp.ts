// Raw TCP, port 9100 ("JetDirect"): one connection per job, closed when the bytes are out, so a printer that
// restarts between jobs needs nothing from us.
import net from 'node:net';
import { printingMessages } from '../../../src-shared/i18n/printing.js';
import { TransportError, type Transport } from './transport.js';

export interface TcpOptions {
  host: string;
  port?: number;
  connectTimeoutMs?: number;
}

export class TcpTransport implements Transport {
  readonly kind = 'tcp';
  constructor(private readonly opts: TcpOptions) {}

  private connect(): Promise<net.Socket> {
    const { host, port = 9100, connectTimeoutMs = 3000 } = this.opts;
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new TransportError(printingMessages.errors.timeout));
      }, connectTimeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        socket.destroy();
        reject(new TransportError(err.code === 'ECONNREFUSED' ? printingMessages.errors.connectionRefused : err.message));
      });
    });
  }

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    const socket = await this.connect();
    try {
      await beforeFirstByte?.();
    } catch (err) {
      socket.destroy();
      throw err;
    }
    await new Promise<void>((resolve, reject) => {
      socket.on('error', (err) => reject(new TransportError(err.message)));
      socket.end(bytes, () => resolve());
    });
    // Give the printer a moment to close its side; do not wait forever for it.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        socket.destroy();
        resolve();
      }, 2000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.resume();
    });
  }

  async query(request: Uint8Array, replyLength: number, timeoutMs: number): Promise<Uint8Array | null> {
    const socket = await this.connect();
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let got = 0;
      const done = (value: Uint8Array | null): void => {
        clearTimeout(timer);
        socket.destroy();
        resolve(value);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        got += chunk.length;
        if (got >= replyLength) done(new Uint8Array(Buffer.concat(chunks).subarray(0, replyLength)));
      });
      socket.on('error', () => done(null));
      socket.write(request);
    });
  }

  async close(): Promise<void> {}
}
