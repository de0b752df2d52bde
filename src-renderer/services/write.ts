// Every write of the counter screens is a declared write (src-shared/writes) with its typed input: handed to the
// outbox over the bridge as the write's id, path parameters and body, which the main process validates with the
// write's own schema before it keeps it durably; the mirror pictures it at once by the write's declared effect.
import type { Settled } from '../../src-shared/bridge/areas/sync.js';
import { filesToWire } from '../../src-shared/bridge/files.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import type { WriteDecl, WriteInput } from '../../src-shared/writes/index.js';
import type { z } from 'zod';
import { toast } from '../ui/toast.js';
import { syncEngine } from '../store/shell.js';
import type { CommandName } from '../../src-shared/bridge/contract.js';
import { bridge } from './bridge.js';
import { currentBusinessId } from '../hooks/useCounter.js';
import { ptBRErrorMap } from '../../src-shared/i18n/validation.js';

/** Where a refused change can be fixed (the offline engineer's pending-changes screen). */
export const PENDING_ROUTE = '#/pendencias';

const mine = new Map<string, string>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  bridge().on('sync.settled', (settled: Settled) => {
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

/**
 * Sends one declared write to the outbox with what the screen knows for its label (a pad's name); resolves once it
 * is stored durably (not when the server accepts it). The body is checked with the write's schema here too, so a
 * mistake shows at once, where it was made.
 */
export async function write<P extends string, S extends z.ZodType, N>(
  w: WriteDecl<P, S, N>,
  input: WriteInput<P, S>,
  names: N,
  /** Ids beyond the write's own that what comes after builds on (the register a close closes). */
  alsoOrders: string[] = [],
): Promise<string> {
  const businessId = currentBusinessId();
  if (!businessId) throw new Error(m.common.noBusiness);
  listen();
  const callId = newId();
  const parsed = w.schema.safeParse(input.body, { error: ptBRErrorMap });
  if (!parsed.success) {
    // Said as the outbox would say it, in Portuguese, with the field and the schema's message ("Telefone com DDD…").
    const first = parsed.error.issues[0];
    throw new Error(syncMessages.invalidWrite(first ? `${first.path.join('.')}: ${first.message}` : ''));
  }
  const body = parsed.data as z.output<S>;
  const label = w.label({ params: input.params, body }, names);
  const params = input.params as Record<string, string>;
  // A file in the body (a photo) crosses the bridge as base64; one too large to queue is refused here.
  const sent = filesToWire(body);
  const { seq } = await bridge().call('sync.enqueue', { write: { callId, id: w.id, params, body: sent }, businessId, label, entityIds: alsoOrders });
  mine.set(callId, label);
  // Pictured before this resolves, not behind a pull on the wire: the order just fired is on the bill the cashier
  // opens next. A change the mirror cannot picture still went to the outbox; it shows after the sync.
  await syncEngine()
    ?.picture({ callId, businessId, order: seq, kind: w.id, label, method: w.call.method, path: w.call.path, body, write: { id: w.id, params }, createdAt: new Date().toISOString() })
    .catch((err: unknown) => console.warn('optimistic change not shown', w.id, err));
  return callId;
}

/**
 * Runs a bridge command that is not a server write (printing, drawer, NFC-e). The name is the contract's; the
 * payload is checked by the main side's schema (callers name the answer's type, as they did).
 */
export async function command<T = unknown>(name: CommandName, payload: unknown): Promise<T> {
  return (await bridge().call(name, payload as never)) as T;
}

/** Runs a write (or a local action) and tells how it went: `done` as a toast when it went, the refusal as `failed` does. */
export async function toastAfter(done: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    toast(done, 'success');
    return true;
  } catch (err) {
    failed(err);
    return false;
  }
}

/** Shows a failure of a local action (the bridge refused it) as a person reads it. */
export function failed(err: unknown): void {
  toast(err instanceof Error ? err.message : m.common.refused('', ''), 'error');
}
