// Fills the mirror from the server's GraphQL reads: the first pull takes everything of the business, the
// next ones only what changed since the cursor (`counterChanges(businessId, sinceSeq)`: a cursor below every
// write still running, src-server/db/cursor.ts), each applied in one bulk transaction with the pending changes re-applied on top.
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
 * Applies one batch of changes in a single transaction: rows deleted on the server leave the mirror, the
 * others are put in bulk; a full batch replaces the business's rows. Pending changes are undone before
 * and re-applied after (`pending` is the outbox's current list; null keeps the mirror's own).
 */
export async function applyChanges(
  mirror: Mirror,
  businessId: string,
  changes: CounterChanges,
  full: boolean,
  pending: Wanted = null,
): Promise<number> {
  let count = 0;
  await rebase(mirror, businessId, pending, async () => {
    for (const name of collectionNames) {
      const table = mirror.collection(name);
      if (full) await table.where('businessId').equals(businessId).delete();
      const rows = changes[name];
      if (!rows || rows.length === 0) continue;
      const live: MirrorRow[] = [];
      const gone: string[] = [];
      for (const row of rows) {
        if (row.deletedAt) gone.push(row.id);
        else live.push(row);
      }
      if (gone.length) await table.bulkDelete(gone);
      if (live.length) await table.bulkPut(live);
      count += rows.length;
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
  return count;
}

/** A full pull the first time, an incremental one after: one round trip, one transaction. */
export async function pull(
  mirror: Mirror,
  access: ServerAccess,
  businessId: string,
  pending: Wanted = null,
): Promise<PullResult> {
  const started = performance.now();
  const cursor = await mirror.cursors.get(businessId);
  // A server with new columns (an upgrade) gets a full pull once, so rows already held get them too.
  const full = !cursor?.complete || cursor.fields !== MIRROR_FIELDS_HASH;
  const changes = await fetchChanges(access, businessId, full ? null : cursor.seq);
  const rows = await applyChanges(mirror, businessId, changes, full, pending);
  return { full, seq: changes.seq, rows, ms: Math.round(performance.now() - started) };
}
