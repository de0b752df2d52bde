// Outbox requests for tests, made the way the app makes them: a declared write (src-shared/writes) by its id,
// path parameters and body, never a raw method and path.
import type { EnqueueRequest } from '../../src-shared/bridge/areas/sync.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { legacyWrite, writeById, type AnyWrite } from '../../src-shared/writes/index.js';

export interface WriteExtras {
  businessId: string;
  label?: string;
  entityIds?: string[];
  barrier?: boolean;
  /** The call's id (and idempotency key); a new UUIDv7 when not given. */
  callId?: string;
}

export type DeclaredRequest = EnqueueRequest & { write: { id: string; callId: string; params: Record<string, string>; body: unknown } };

/** The enqueue request of a declared write (given as the declaration or its id). */
export function declared(w: AnyWrite | string, params: Record<string, string>, body: unknown, extra: WriteExtras): DeclaredRequest {
  const decl = typeof w === 'string' ? writeById(w) : w;
  if (!decl) throw new Error(`no declared write ${String(w)}`);
  return {
    write: { id: decl.id, callId: extra.callId ?? newId(), params, body },
    businessId: extra.businessId,
    label: extra.label ?? '',
    kind: decl.id,
    entityIds: extra.entityIds ?? [],
    barrier: extra.barrier ?? false,
  };
}

/**
 * The declared write a call of the spec is, found by its method and resolved path (`/businesses/{id}/...`), so a
 * test can name the call the way the spec does; throws when no declaration covers it.
 */
export function declaredAt(method: string, path: string, body: unknown, extra: WriteExtras): DeclaredRequest {
  const found = legacyWrite(method, path);
  if (!found) throw new Error(`no declared write for ${method} ${path}`);
  return declared(found.id, found.params, body, extra);
}
