// Wire shapes shared by both transports (Electron IPC and WebSocket).
// Errors travel as data: Electron's IPC and JSON both drop fields of thrown Error objects.

export interface BridgeErrorData {
  /** Message a person reads, in Portuguese. */
  message: string;
  /** Stable machine code: 'invalid_request', 'unknown_command', 'internal', or one a service chooses. */
  code: string;
  /** Field-level messages when the request failed validation. */
  issues?: { path: string; message: string }[];
}

export type BridgeResult<T = unknown> = { ok: true; value: T } | { ok: false; error: BridgeErrorData };

/** WebSocket frames. */
export type ClientFrame = { t: 'cmd'; id: number; name: string; payload: unknown };
export type ServerFrame =
  | { t: 'res'; id: number; result: BridgeResult }
  | { t: 'evt'; name: string; payload: unknown };

/** What a renderer needs from a transport: one call and one event stream. */
export interface BridgeTransport {
  invoke(name: string, payload: unknown): Promise<BridgeResult>;
  /** Returns an unsubscribe function. */
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
  /** Transport-level state (the WebSocket to the host may drop; IPC never does). */
  onLink?(listener: (up: boolean) => void): () => void;
}

export class BridgeError extends Error {
  readonly code: string;
  readonly issues?: { path: string; message: string }[];
  constructor(data: BridgeErrorData) {
    super(data.message);
    this.name = 'BridgeError';
    this.code = data.code;
    this.issues = data.issues;
  }
}
