// The operating system's raw printer path: /dev/usb/lp0 on Linux (usblp driver), a parallel port, or a
// shared printer's UNC path. The bytes are written as they are; no driver touches them.
import { open } from 'node:fs/promises';
import { TransportError, type Transport } from './transport.js';

export class DeviceTransport implements Transport {
  readonly kind = 'device';
  constructor(private readonly path: string) {}

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    let handle;
    try {
      // 'a' so a regular file (tests, a capture) collects jobs; devices ignore the append flag.
      handle = await open(this.path, 'a');
    } catch (err) {
      throw new TransportError(err instanceof Error ? err.message : String(err));
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
