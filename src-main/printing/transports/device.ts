// The operating system's raw printer path: /dev/usb/lp0 on Linux (usblp driver), a parallel port, or a
// shared printer's UNC path. The bytes are written as they are; no driver touches them. Only printer devices
// are opened (devicePaths.ts): never an ordinary file, and nothing is created.
import type { FileHandle } from 'node:fs/promises';
import { DevicePathError, openDevice } from '../devicePaths.js';
import { TransportError, type Transport } from './transport.js';

export class DeviceTransport implements Transport {
  readonly kind = 'device';
  constructor(private readonly path: string) {}

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    let handle: FileHandle;
    try {
      handle = await openDevice(this.path);
    } catch (err) {
      // A path that is not a printer is for a person to fix; a device that is away comes back by itself.
      const notAPrinter = err instanceof DevicePathError && !(err.cause === 'missing');
      throw new TransportError(err instanceof Error ? err.message : String(err), !notAPrinter);
    }
    try {
      await beforeFirstByte?.();
      await handle.write(bytes).catch((err: unknown) => {
        throw new TransportError(err instanceof Error ? err.message : String(err));
      });
    } finally {
      await handle.close();
    }
  }

  async close(): Promise<void> {}
}
