// Every write of the counter screens: a REST call descriptor handed to the outbox over the bridge. The
// outbox keeps it durably and replays it when the server is reachable; the mirror shows it at once.
import type { EnqueueRequest, Settled } from '../../src-shared/bridge/areas/sync.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { toast } from '../ui/toast.js';
import { syncEngine } from '../store/shell.js';
import { bridge } from './bridge.js';
import { currentBusinessId } from './useCounter.js';

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

export interface Write {
  method: WriteMethod;
  /** Below the business prefix: `/order-pads/open/`. */
  path: string;
  body?: unknown;
  /** What a person reads on the pending screen. */
  label: string;
  /** Machine name of the action (`orderPads.open`), the mirror applies it optimistically by this name. */
  kind: string;
  entityIds?: string[];
  barrier?: boolean;
}

interface LooseBridge {
  call(name: string, payload: unknown): Promise<unknown>;
  on(name: string, listener: (payload: unknown) => void): () => void;
}
const loose = () => bridge() as unknown as LooseBridge;

/** Where a refused change can be fixed (the offline engineer's pending-changes screen). */
export const PENDING_ROUTE = '#/pendencias';

const mine = new Map<string, string>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  loose().on('sync.settled', (payload) => {
    const settled = payload as Settled;
    const label = mine.get(settled.callId);
    if (label === undefined) return;
    mine.delete(settled.callId);
    if (settled.state === 'refused') {
      toast(m.common.refused(label, settled.message ?? ''), 'error', {
        label: m.common.openPending,
        run: () => {
          location.hash = PENDING_ROUTE;
        },
      });
    }
  });
}

/** Sends one write to the outbox; resolves once it is stored durably (not when the server accepts it). */
export async function write(w: Write): Promise<string> {
  const businessId = currentBusinessId();
  if (!businessId) throw new Error(m.common.noBusiness);
  listen();
  const callId = newId();
  const request: EnqueueRequest = {
    descriptor: {
      callId,
      method: w.method,
      path: `/businesses/${businessId}${w.path}`,
      headers: { role: 'business', 'Idempotency-Key': callId },
      body: w.body,
    },
    businessId,
    entityIds: w.entityIds ?? [],
    label: w.label,
    kind: w.kind,
    barrier: w.barrier ?? false,
  };
  await loose().call('sync.enqueue', request);
  mine.set(callId, w.label);
  // Pictured now, not on the next status event: a call the server takes within the status's coalescing window
  // would otherwise show only when the pull after it lands.
  void syncEngine()?.refreshPending();
  return callId;
}

/** Runs a bridge command that is not a server write (printing, drawer, NFC-e). */
export async function command<T = unknown>(name: string, payload: unknown): Promise<T> {
  return (await loose().call(name, payload)) as T;
}

/** Shows a failure of a local action (the bridge refused it) as a person reads it. */
export function failed(err: unknown): void {
  toast(err instanceof Error ? err.message : m.common.refused('', ''), 'error');
}
