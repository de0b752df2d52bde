// Serial (RS-232 or a USB-serial adapter) through serialport. The port stays open between jobs: reopening costs
// time and some adapters reset the printer on open. Any error closes it; the next job reopens.
import { SerialPort } from 'serialport';
import { checkDevicePath, DevicePathError } from '../devicePaths.js';
import { TransportError, type Transport } from './transport.js';

export interface SerialOptions {
  path: string;
  baudRate?: number;
}

export class SerialTransport implements Transport {
  readonly kind = 'serial';
  private port: SerialPort | null = null;
  private listener: ((chunk: Buffer) => void) | null = null;

  constructor(private readonly opts: SerialOptions) {}

  private async open(): Promise<SerialPort> {
    if (this.port?.isOpen) return this.port;
    // Only a serial device is opened, never an ordinary file (devicePaths.ts).
    await checkDevicePath(this.opts.path).catch((err: unknown) => {
      throw new TransportError(err instanceof Error ? err.message : String(err), !(err instanceof DevicePathError) || err.cause === 'missing');
    });
    const port = new SerialPort({ path: this.opts.path, baudRate: this.opts.baudRate ?? 9600, autoOpen: false });
    await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(new TransportError(err.message)) : resolve())));
    port.on('data', (chunk: Buffer) => this.listener?.(chunk));
    port.on('error', () => void this.drop());
    port.on('close', () => {
      if (this.port === port) this.port = null;
    });
    this.port = port;
    return port;
  }

  private async drop(): Promise<void> {
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    const port = await this.open();
    await beforeFirstByte?.();
    try {
      await new Promise<void>((resolve, reject) => {
        port.write(Buffer.from(bytes), (err) => (err ? reject(new TransportError(err.message)) : undefined));
        port.drain((err) => (err ? reject(new TransportError(err.message)) : resolve()));
      });
    } catch (err) {
      await this.drop();
      throw err;
    }
  }

  async query(request: Uint8Array, replyLength: number, timeoutMs: number): Promise<Uint8Array | null> {
    const port = await this.open();
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let got = 0;
      const finish = (value: Uint8Array | null): void => {
        clearTimeout(timer);
        this.listener = null;
        resolve(value);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      this.listener = (chunk) => {
        chunks.push(chunk);
        got += chunk.length;
        if (got >= replyLength) finish(new Uint8Array(Buffer.concat(chunks).subarray(0, replyLength)));
      };
      port.write(Buffer.from(request));
    });
  }

  async close(): Promise<void> {
    await this.drop();
  }
}
