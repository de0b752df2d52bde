// The outbox's side of a declared write (src-shared/writes): the renderer sends the write's id, path parameters
// and body; here the body is validated again with the write's own schema (the object the server validates with)
// and the REST call is made from the write's call, so what is stored is what the server will take.
import type { EnqueueRequest } from '../../src-shared/bridge/areas/sync.js';
import { filesFromWire } from '../../src-shared/bridge/files.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { z } from 'zod';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import { describeWrite, writeById } from '../../src-shared/writes/index.js';
import type { ParsedEnqueue } from './outbox.js';

type Request = z.output<typeof EnqueueRequest>;

/** The call to store for a request; the author is added by the caller (who is logged in here). */
export function toCall(req: Request): Omit<ParsedEnqueue, 'userId' | 'userName'> {
  const w = writeById(req.write.id);
  if (!w) throw new BridgeError({ code: 'unknown_write', message: syncMessages.unknownWrite(req.write.id) });
  const names = [...w.call.path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!).filter((n) => n !== 'businessId');
  const params: Record<string, string> = {};
  for (const n of names) {
    const v = req.write.params[n];
    if (!v) throw new BridgeError({ code: 'invalid_write', message: syncMessages.invalidWrite(`{${n}}`) });
    params[n] = v;
  }
  // Files (a photo) crossed the bridge as base64 (bridge/files.ts): back to bytes for the schema.
  let sent: unknown;
  try {
    sent = filesFromWire(req.write.body);
  } catch (err) {
    throw new BridgeError({ code: 'invalid_write', message: err instanceof Error ? err.message : String(err) });
  }
  const body = w.schema.safeParse(sent);
  if (!body.success) {
    const first = body.error.issues[0];
    throw new BridgeError({ code: 'invalid_write', message: syncMessages.invalidWrite(first ? `${first.path.join('.')}: ${first.message}` : '') });
  }
  const input = { params, body: body.data };
  return {
    descriptor: { callId: req.write.callId, ...describeWrite(w, input, req.businessId, req.write.callId) },
    businessId: req.businessId,
    entityIds: [...new Set([...w.entityIds(input), ...req.entityIds])],
    label: req.label,
    kind: w.id,
    barrier: req.barrier || w.barrier === true,
    write: { id: w.id, params },
  };
}
