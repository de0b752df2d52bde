// What makes a write a repeat: its Idempotency-Key header, and for a create its client-made id (`create:<id>`),
// each kept with the method, path and a hash of the body. Both write pipelines (http/writes.ts for a business's
// writes, routes/rootWrites.ts for the platform's) use these to find a first answer and to keep a refusal.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { Db } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { badRequest, HttpError } from './errors.js';
import { idRefused } from './validate.js';

/** Stable JSON (sorted keys) so the same content always hashes the same. */
function canonical(value: unknown): string {
  // A file's bytes (a multipart upload) by their digest: a megabyte is not a million sorted keys.
  if (value instanceof Uint8Array) return JSON.stringify(`sha256:${createHash('sha256').update(value).digest('base64url')}`);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('base64url');
}

export function headerKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (key.length > 200) throw badRequest(serverMessages.idempotency.badKey);
  return key;
}

export interface WriteIdentity {
  /** the Idempotency-Key header, if sent */
  explicit: string | null;
  keys: { key: string; explicit: boolean }[];
  path: string;
  hash: string;
}

export function writeIdentity(req: FastifyRequest, body: unknown, createdId: string | null): WriteIdentity {
  const explicit = headerKey(req);
  return {
    explicit,
    keys: [...(explicit ? [{ key: explicit, explicit: true }] : []), ...(createdId ? [{ key: `create:${createdId}`, explicit: false }] : [])],
    path: req.url.split('?')[0] ?? req.url,
    hash: bodyHash(body),
  };
}

/** The answer a write's first run left under one of its keys, or a 409 when a key was used for another write. */
export async function priorAnswer(db: Db, scope: string, method: string, id: WriteIdentity): Promise<{ status: number; answer: unknown } | null> {
  if (id.keys.length === 0) return null;
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), inArray(idempotencyKeys.key, id.keys.map((k) => k.key))));
  for (const { key, explicit } of id.keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) continue;
    if (row.bodyHash !== id.hash || row.method !== method || row.path !== id.path) {
      throw explicit ? new HttpError(409, serverMessages.idempotency.keyReused) : idRefused();
    }
    return { status: row.status, answer: row.answer };
  }
  return null;
}

/** A refusal by state (404/409) is the key's answer too: a repeat of the key gets the same refusal. */
export async function keepRefusal(db: Db, scope: string, method: string, id: WriteIdentity, refusal: unknown): Promise<void> {
  if (!(refusal instanceof HttpError) || (refusal.status !== 404 && refusal.status !== 409) || !id.explicit) return;
  await db
    .insert(idempotencyKeys)
    .values({ scope, key: id.explicit, method, path: id.path, bodyHash: id.hash, status: refusal.status, answer: refusal.body })
    .onConflictDoNothing();
}
