// The outbox over the bridge: the renderer hands every write to the main process as a declared write
// (src-shared/writes: its id, path parameters and body), which the main side validates with the write's own
// schema before it stores it; then the renderer watches it settle.
import { z } from 'zod';
import { command } from '../define.js';

export const WriteMethod = z.enum(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A declared write (src-shared/writes) by its id, with its path parameters and its body. */
export const WriteCall = z.object({
  /** The write's id, the call id of calls.json (`orderPadsUpdate`). */
  id: z.string().min(1).max(100),
  params: z.record(z.string(), z.string().min(1).max(200)).default({}),
  body: z.unknown(),
});
export type WriteCall = z.input<typeof WriteCall>;

/** Where an outbox entry's declared write is (for entries queued before writes were declared: found by its path). */
export const WriteRef = z.object({ id: z.string(), params: z.record(z.string(), z.string()) });
export type WriteRef = z.infer<typeof WriteRef>;

export const EnqueueRequest = z.object({
  /** The declared write (src-shared/writes): the only form the bridge takes, so nothing sends a method and a path. */
  write: WriteCall.extend({ callId: z.string().min(1).max(200) }),
  businessId: z.string().min(1),
  /** Client-made ids this call creates or touches; calls sharing an id replay in order and fail together. */
  entityIds: z.array(z.string()).default([]),
  /** What a person reads on the pending screen, in Portuguese ("Adicionar 2× Pizza na comanda 12"). */
  label: z.string().max(300).default(''),
  /** Machine name of the action; a declared write's is its id. */
  kind: z.string().max(100).default(''),
  /** Waits for every earlier call and holds every later one (closing the register, for example). */
  barrier: z.boolean().default(false),
});
export type EnqueueRequest = z.input<typeof EnqueueRequest>;

export const OutboxState = z.enum(['pending', 'sending', 'refused', 'blocked', 'done', 'discarded']);
export type OutboxState = z.infer<typeof OutboxState>;

export const OutboxEntryView = z.object({
  seq: z.number().int(),
  callId: z.string(),
  businessId: z.string(),
  terminalId: z.string(),
  createdAt: z.string(),
  method: WriteMethod,
  path: z.string(),
  body: z.unknown().optional(),
  label: z.string(),
  kind: z.string(),
  /** The declared write it is (null: a call no declaration covers; it replays without an optimistic effect). */
  write: WriteRef.nullable().optional(),
  /** Who made it (the name of the person logged in then); null for calls queued before this was kept. */
  author: z.string().nullable().optional(),
  entityIds: z.array(z.string()),
  state: OutboxState,
  attempts: z.number().int(),
  /** The server's refusal (or the last transient failure), in the words the server used. */
  error: z.object({ status: z.number().int(), message: z.string() }).nullable(),
  /** The refused call this one waits behind, when blocked. */
  blockedBy: z.string().nullable(),
});
export type OutboxEntryView = z.infer<typeof OutboxEntryView>;

export const SyncStatus = z.object({
  /** Calls not yet accepted by the server (pending, sending, blocked and refused). */
  waiting: z.number().int(),
  refused: z.number().int(),
  blocked: z.number().int(),
  replaying: z.boolean(),
  /** Why replay is paused, in Portuguese; null while it runs or has nothing to do. */
  pausedReason: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof SyncStatus>;

export const Settled = z.object({
  callId: z.string(),
  seq: z.number().int(),
  businessId: z.string(),
  kind: z.string(),
  /** What a person reads about the call (shown with a refusal). */
  label: z.string(),
  entityIds: z.array(z.string()),
  state: z.enum(['done', 'refused', 'discarded']),
  status: z.number().int(),
  message: z.string().nullable(),
  /** The server's answer on success (reconciles the mirror). */
  answer: z.unknown().optional(),
});
export type Settled = z.infer<typeof Settled>;

const Empty = z.object({}).strict();

export const syncCommands = {
  'sync.enqueue': command(
    EnqueueRequest,
    z.object({ seq: z.number().int(), callId: z.string(), duplicate: z.boolean() }),
  ),
  'sync.status': command(Empty, SyncStatus),
  /** Every call not yet accepted: pending, blocked and refused, oldest first. */
  'sync.list': command(
    z.object({ businessId: z.string().optional() }).strict(),
    z.object({ entries: z.array(OutboxEntryView), status: SyncStatus }),
  ),
  /** Sends a refused call again (after the cause was fixed), with the calls blocked behind it. */
  'sync.retry': command(z.object({ callId: z.string() }).strict(), SyncStatus),
  /** Drops a refused call and the calls blocked behind it; a manager confirms with their credentials. */
  'sync.discard': command(
    z.object({ callId: z.string(), managerEmail: z.string(), managerPassword: z.string() }).strict(),
    z.object({ discarded: z.array(z.string()), status: SyncStatus }),
  ),
  /** Replays now instead of waiting for the next connectivity check. */
  'sync.replayNow': command(Empty, SyncStatus),
};

export const syncEvents = {
  'sync.changed': SyncStatus,
  'sync.settled': Settled,
};
