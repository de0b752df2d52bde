// Input a route never sees (400 before auth and before the database): ids in paths that are no UUID (the
// database's uuid cast answered 500), a NUL byte in any text (PostgreSQL text refuses it: 500), JSON nested deeper
// than a request of ours ever is (a stack to exhaust), and a time zone the reports could not use.
import type { FastifyInstance } from 'fastify';
import { securityMessages } from '../auth/messages.js';
import { HttpError, badRequest } from './errors.js';

/** Deeper than any body we take (an order with its products, selections and their fields is about 5). */
export const MAX_JSON_DEPTH = 32;
/**
 * Longer than any text of ours (a note, a template); files come as multipart, never in JSON. Without it a 4 MB note
 * was kept and mirrored to every terminal, and a bulk body could ask for hundreds of thousands of rows.
 */
export const MAX_JSON_TEXT = 65_536;
/** A signed NFC-e (`xml`, sent to SEFAZ through the server) grows with its items: its route bounds it (2 000 000). */
const LONG_TEXT_KEYS = new Set(['xml']);
export const MAX_JSON_LIST = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');
/** Path ids that are no row id: an availability's weekday (0 = Sunday … 6) is unbound by its number. */
const NOT_ROW_IDS: Record<string, RegExp> = {
  '/businesses/:businessId/payments/payment-methods/:paymentMethodId/availabilities/:availabilityId/weekdays/:id': /^[0-6]$/,
};

/** 400 for a NUL byte anywhere in the value (keys too), nesting deeper than MAX_JSON_DEPTH, a text or a list too long. */
export function checkJson(value: unknown): void {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  while (stack.length > 0) {
    const [v, depth, key] = stack.pop() as [unknown, number, string];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw badRequest(securityMessages.nulByte);
      if (v.length > MAX_JSON_TEXT && !LONG_TEXT_KEYS.has(key)) throw badRequest(securityMessages.textTooLong);
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw badRequest(securityMessages.tooDeep);
      if (Array.isArray(v) && v.length > MAX_JSON_LIST) throw badRequest(securityMessages.listTooLong);
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) throw badRequest(securityMessages.nulByte);
        stack.push([child, depth + 1, k]);
      }
    }
  }
}

/** An IANA time zone this runtime knows (the reports format every date with it). */
export function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function checkTimeZone(tz: string | undefined | null): void {
  if (tz != null && !validTimeZone(tz)) throw badRequest(securityMessages.badTimeZone, [{ path: 'timeZone', message: securityMessages.badTimeZone }]);
}

/** Path ids and query texts, checked as soon as the route is known (before auth: they name nothing yet). */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const other = NOT_ROW_IDS[req.routeOptions.url ?? ''];
    for (const [name, value] of Object.entries((req.params ?? {}) as Record<string, string>)) {
      const valid = name === 'id' && other ? other.test(value) : UUID.test(value);
      if (isIdParam(name) && !valid) throw new HttpError(400, securityMessages.badId(name));
      if (value.includes('\u0000')) throw badRequest(securityMessages.nulByte);
    }
    if (req.url.includes('%00') || req.url.includes('\u0000')) throw badRequest(securityMessages.nulByte);
  });
}
