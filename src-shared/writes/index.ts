// Every declared write, by id: what the renderer's write() sends, the outbox validates and replays, the mirror
// pictures, and the server routes. A new offline write is one entry in an area file here.
import type { z } from 'zod';
import { buildRest, type RestDef } from '../api/core/define.js';
import * as accounts from './accounts.js';
import * as business from './business.js';
import * as businessSetup from './businessSetup.js';
import * as cash from './cash.js';
import * as catalog from './catalog.js';
import * as contractPlans from './contractPlans.js';
import type { AnyWrite, ParsedInput } from './define.js';
import * as entities from './entities.js';
import * as financial from './financial.js';
import * as fiscal from './fiscal.js';
import * as integrators from './integrators.js';
import * as inventory from './inventory.js';
import * as locations from './locations.js';
import * as kitchens from './kitchens.js';
import * as onlinePayment from './onlinePayment.js';
import * as orderPads from './orderPads.js';
import * as orders from './orders.js';
import * as payConfig from './payConfig.js';
import * as productKinds from './productKinds.js';
import * as products from './products.js';
import * as services from './services.js';
import * as subproducts from './subproducts.js';

export { accounts, business, businessSetup, cash, catalog, contractPlans, entities, financial, fiscal, integrators, inventory, kitchens, locations, onlinePayment, orderPads, orders, payConfig, productKinds, products, services, subproducts };
export type { AnyWrite, EffectScope, ParsedInput, Row, WriteDecl, WriteInput } from './define.js';

const isWrite = (v: unknown): v is AnyWrite => typeof v === 'object' && v !== null && 'call' in v && 'schema' in v && 'entityIds' in v;

/** Every declared write by its id (the call id). */
export const writes: ReadonlyMap<string, AnyWrite> = new Map(
  [accounts, business, businessSetup, cash, catalog, contractPlans, entities, financial, fiscal, integrators, inventory, kitchens, locations, onlinePayment, orderPads, orders, payConfig, productKinds, products, services, subproducts].flatMap((area) => Object.values(area).filter(isWrite)).map((w) => [w.id, w]),
);

export function writeById(id: string): AnyWrite | undefined {
  return writes.get(id);
}

/** The REST request of a declared write for a business (method, path with its prefix, role header, key). */
export function describeWrite(w: AnyWrite, input: ParsedInput<string, z.ZodType>, businessId: string, callId: string) {
  const runner = {
    session: () => ({ context: 'business' as const, businessId, project: 'pdv' as const }),
    newIdempotencyKey: () => callId,
    send: () => Promise.reject(new Error('not sent here')),
    log: () => undefined,
  };
  // The body is already parsed with the write's schema; the call's own schema is not applied twice.
  const def = { ...(w.call as RestDef<string, unknown, unknown>), schema: undefined, validate: undefined };
  const d = buildRest(w.id, def, runner as never, { params: input.params, body: input.body, idempotencyKey: callId, businessId });
  // A multipart call (an image) is kept as its described parts, files in base64: the replayer makes the form from them.
  const body = d.multipart ? { __multipart: d.multipart } : (d.body ?? undefined);
  return { method: d.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: d.path, headers: d.headers, body };
}

/** A path template as a pattern: `order-pads/{id}/close` → its parameters from a resolved path. */
function matcher(w: AnyWrite): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = w.call.path
    .replace(/\/$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/?]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const re = new RegExp(`^/businesses/[^/]+/${source}/?(\\?.*)?$`);
  return (path) => {
    const m = re.exec(path);
    if (!m) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
  };
}
const matchers = [...writes.values()].map((w) => ({ w, match: matcher(w) }));

/**
 * Which declared write an outbox record of the old form (`{ method, path, body }`, queued before writes were
 * declared) is, with its path parameters: such records replay as they were stored, and the mirror pictures them
 * by the write found here. Undefined for a call no declaration covers (it still replays, without an effect).
 */
export function legacyWrite(method: string, path: string): { id: string; params: Record<string, string> } | undefined {
  for (const { w, match } of matchers) {
    if (w.call.method !== method) continue;
    const params = match(path);
    if (params) return { id: w.id, params };
  }
  return undefined;
}
