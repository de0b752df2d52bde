// Fills the mirror from the server's GraphQL reads: the first pull takes everything of the business, the
// next ones only what changed since the cursor (`counterChanges(businessId, sinceSeq)`: a cursor below every
// write still running, src-server/db/cursor.ts), applied in bulk with the pending changes re-applied on top (a
// big full pull in parts, applyChanges).
import { GraphQLClient, gql } from 'graphql-request';
import { collectionNames, fieldsOf, remoteName, type CollectionName } from './collections.js';
import type { BusinessRow, Mirror, MirrorRow } from './mirror.js';
import { rebase, type Wanted } from './overlay.js';
import { MIRROR_FIELDS_HASH } from '../../src-shared/mirror/fields.js';

export interface ServerAccess {
  serverUrl: string;
  token: string | null;
}

function client({ serverUrl, token }: ServerAccess): GraphQLClient {
  const headers: Record<string, string> = { role: 'business' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new GraphQLClient(`${serverUrl}/graphql`, { headers });
}

const BUSINESS = gql`
  query business($businessId: ID!) {
    business(businessId: $businessId) {
      id
      name
      tradeName
      document
      timeZone
      config
      updatedAt
    }
  }
`;

export async function pullBusiness(mirror: Mirror, access: ServerAccess | string, businessId: string, token: string | null = null): Promise<BusinessRow | null> {
  const a = typeof access === 'string' ? { serverUrl: access, token } : access;
  const data = await client(a).request<{ business: BusinessRow | null }>(BUSINESS, { businessId });
  if (data.business) await mirror.businesses.put(data.business);
  return data.business;
}

/** The one-round-trip query of every counter collection changed since a cursor. */
export const COUNTER_CHANGES = `query counterChanges($businessId: ID!, $sinceSeq: Int) {
  counterChanges(businessId: $businessId, sinceSeq: $sinceSeq) {
    seq
${collectionNames.map((n) => `    ${n}: ${remoteName(n)} { ${fieldsOf(n).join(' ')} }`).join('\n')}
  }
}`;

export type CounterChanges = { seq: number } & Partial<Record<CollectionName, MirrorRow[] | null>>;

export interface PullResult {
  full: boolean;
  seq: number;
  rows: number;
  ms: number;
}

/** Fetches the changes (everything when `sinceSeq` is null). */
export async function fetchChanges(access: ServerAccess, businessId: string, sinceSeq: number | null): Promise<CounterChanges> {
  const data = await client(access).request<{ counterChanges: CounterChanges }>(COUNTER_CHANGES, { businessId, sinceSeq });
  return data.counterChanges;
}

/**
 * A full pull is written in parts of this many rows, the small collections first: Chromium's IndexedDB took 35 s
 * to write a big restaurant's first pull (20,000 products) in one transaction in our e2e set-up, and the tables,
 * comandas and the register are usable after the first part instead of after the last.
 */
export const FULL_PULL_PART = 2_000;

/** How far a full pull's writing has gone (rows written of all it brought); the next part waits for it. */
export type PullProgress = (done: number, total: number) => void | Promise<void>;

/**
 * Applies one batch of changes: rows deleted on the server leave the mirror, the others are put in bulk.
 * An incremental batch is one transaction. A full batch replaces the business's rows part by part (see
 * FULL_PULL_PART): rows are overwritten as they come, and those the server no longer has leave at the end, so a
 * second full pull (an upgrade) never empties a screen. The cursor is marked complete only with the last part,
 * so a pull cut short starts over. Pending changes are undone before and re-applied after each part (`pending`
 * is the outbox's current list; null keeps the mirror's own).
 */
export async function applyChanges(
  mirror: Mirror,
  businessId: string,
  changes: CounterChanges,
  full: boolean,
  pending: Wanted = null,
  onProgress?: PullProgress,
): Promise<number> {
  const parts = full ? fullPullParts(changes) : [collectionNames.map((name) => ({ name, rows: changes[name] ?? [] }))];
  const total = parts.reduce((a, part) => a + part.reduce((b, c) => b + c.rows.length, 0), 0);
  const kept = new Map<CollectionName, Set<string>>();
  let count = 0;
  if (full && parts.length > 1) await onProgress?.(0, total);
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    await rebase(mirror, businessId, pending, async () => {
      for (const { name, rows } of part) {
        const table = mirror.collection(name);
        const live: MirrorRow[] = [];
        const gone: string[] = [];
        for (const row of rows) {
          if (row.deletedAt) gone.push(row.id);
          else live.push(row);
        }
        if (full) {
          const ids = kept.get(name) ?? new Set<string>();
          for (const row of live) ids.add(row.id);
          kept.set(name, ids);
        }
        if (gone.length) await table.bulkDelete(gone);
        if (live.length) await table.bulkPut(live);
        count += rows.length;
      }
      if (!last) return;
      if (full) {
        // What the server no longer has, of this business, leaves the mirror.
        for (const name of collectionNames) {
          const table = mirror.collection(name);
          const ids = kept.get(name) ?? new Set<string>();
          const stale = (await table.where('businessId').equals(businessId).primaryKeys()).filter((id) => !ids.has(String(id)));
          if (stale.length) await table.bulkDelete(stale);
        }
      }
      const previous = await mirror.cursors.get(businessId);
      await mirror.cursors.put({
        businessId,
        seq: Math.max(changes.seq, full ? 0 : (previous?.seq ?? 0)),
        pulledAt: new Date().toISOString(),
        complete: true,
        fields: MIRROR_FIELDS_HASH,
      });
    });
    if (full && parts.length > 1) await onProgress?.(count, total);
  }
  return count;
}

/** A full batch cut in parts of at most FULL_PULL_PART rows, the smaller collections first. */
function fullPullParts(changes: CounterChanges): { name: CollectionName; rows: MirrorRow[] }[][] {
  const bySize = collectionNames.map((name) => ({ name, rows: changes[name] ?? [] })).sort((a, b) => a.rows.length - b.rows.length);
  const parts: { name: CollectionName; rows: MirrorRow[] }[][] = [[]];
  let room = FULL_PULL_PART;
  for (const { name, rows } of bySize) {
    for (let at = 0; at < rows.length; ) {
      if (room === 0) {
        parts.push([]);
        room = FULL_PULL_PART;
      }
      const slice = rows.slice(at, at + room);
      parts[parts.length - 1]!.push({ name, rows: slice });
      at += slice.length;
      room -= slice.length;
    }
  }
  return parts;
}

/** A full pull the first time, an incremental one after: one round trip, then one transaction (a full one in parts). */
export async function pull(
  mirror: Mirror,
  access: ServerAccess,
  businessId: string,
  pending: Wanted = null,
  onProgress?: PullProgress,
): Promise<PullResult> {
  const started = performance.now();
  const cursor = await mirror.cursors.get(businessId);
  // A server with new columns (an upgrade) gets a full pull once, so rows already held get them too.
  const full = !cursor?.complete || cursor.fields !== MIRROR_FIELDS_HASH;
  const changes = await fetchChanges(access, businessId, full ? null : cursor.seq);
  const rows = await applyChanges(mirror, businessId, changes, full, pending, onProgress);
  return { full, seq: changes.seq, rows, ms: Math.round(performance.now() - started) };
}
