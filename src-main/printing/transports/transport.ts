// One interface for every way bytes reach a printer.
export interface Transport {
  /** 'tcp' | 'serial' | 'usb' | 'device' | 'spooler', for messages. */
  readonly kind: string;
  /**
   * Resolves once the bytes left this machine (or reached the OS spooler). Rejects when the printer is unreachable.
   * `beforeFirstByte` runs once the printer is reached (connected, port open) and before any byte leaves: the
   * queue records the job as "sending" there, so a failure to reach the printer never makes a job suspect.
   */
  write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void>;
  /** Sends a status request and reads `replyLength` bytes; null when the printer does not answer in time. */
  query?(request: Uint8Array, replyLength: number, timeoutMs: number): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

export class TransportError extends Error {
  constructor(
    message: string,
    /** True when the printer is simply not there (off, unplugged, out of the network): retry later. */
    readonly unreachable = true,
  ) {
    super(message);
  }
}
