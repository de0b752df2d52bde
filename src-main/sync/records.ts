// What the outbox writes to its log, one JSON line each. The log is the outbox: its state after a
// restart is exactly what these records say, read in order.
import type { OutboxState, WriteRef } from '../../src-shared/bridge/areas/sync.js';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AddRecord {
  t: 'add';
  seq: number;
  callId: string;
  businessId: string;
  terminalId: string;
  createdAt: string;
  method: WriteMethod;
  path: string;
  /** Headers as the client built them, minus Authorization (the token is added at send time). */
  headers: Record<string, string>;
  idempotencyKey: string;
  body?: unknown;
  entityIds: string[];
  label: string;
  kind: string;
  barrier: boolean;
  /**
   * The declared write (src-shared/writes) this call is. Absent in records written before writes were declared:
   * loading finds it by the record's method and path (Outbox.apply), and a compaction writes it down.
   */
  write?: WriteRef | null;
  /**
   * Who made the write (the session's user when it was queued): it replays with that person's token, so the
   * server's audit names them and checks their role. Absent in records written before this was kept.
   */
  userId?: string | null;
  /** Their name then, shown on the pending screen (their token may be gone by the time someone looks). */
  userName?: string | null;
}

export type LogRecord =
  | { t: 'meta'; v: 1; nextSeq: number; doneCallIds?: string[] }
  | AddRecord
  | { t: 'ok'; seq: number; status: number; at: string }
  | { t: 'refused'; seq: number; status: number; message: string; at: string }
  /** A person asked to send a refused call again: with a new Idempotency-Key, since the server keeps its refusal under the old one. */
  | { t: 'retry'; seq: number; at: string; key?: string }
  | { t: 'discard'; seq: number; by: string; at: string };

export interface Entry extends AddRecord {
  state: Exclude<OutboxState, 'blocked'>;
  attempts: number;
  error: { status: number; message: string } | null;
  /** Not before this time (ms since epoch): backoff after a transient failure. */
  notBefore: number;
}
