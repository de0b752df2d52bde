// Reads of the mirror by collection name, for the current business, without rows deleted on the server.
// A collection the mirror does not hold yet reads as empty, so a screen still draws.
import { mirror } from '../db/mirror.js';
import type { CounterTable, CounterTables } from '../db/rows.js';

type Row = { businessId?: string; deletedAt?: string | null };

function table(name: CounterTable) {
  return mirror.tables.find((t) => t.name === name) ?? null;
}

function visible(row: Row, businessId: string | null): boolean {
  if (row.deletedAt) return false;
  return !businessId || !row.businessId || row.businessId === businessId;
}

export async function all<K extends CounterTable>(name: K, businessId: string | null): Promise<CounterTables[K][]> {
  const t = table(name);
  if (!t) return [];
  const rows = (await t.toArray()) as (CounterTables[K] & Row)[];
  return rows.filter((r) => visible(r, businessId));
}

export async function byId<K extends CounterTable>(name: K, id: string | null | undefined): Promise<CounterTables[K] | undefined> {
  const t = table(name);
  if (!t || !id) return undefined;
  const row = (await t.get(id)) as (CounterTables[K] & Row) | undefined;
  return row && !row.deletedAt ? row : undefined;
}

/** Rows by primary key in one request, keyed by id; a missing or deleted row is left out. */
export async function byIds<K extends CounterTable>(name: K, ids: readonly string[]): Promise<Map<string, CounterTables[K]>> {
  const t = table(name);
  const found = new Map<string, CounterTables[K]>();
  if (!t || ids.length === 0) return found;
  const rows = (await t.bulkGet([...ids])) as ((CounterTables[K] & Row & { id: string }) | undefined)[];
  for (const r of rows) if (r && !r.deletedAt) found.set(r.id, r);
  return found;
}

/** Rows whose `field` equals `value`: by index when the mirror has one, else by a scan. */
export async function where<K extends CounterTable>(
  name: K,
  field: keyof CounterTables[K] & string,
  value: string,
): Promise<CounterTables[K][]> {
  const t = table(name);
  if (!t) return [];
  const indexed = t.schema.indexes.some((i) => i.name === field) || t.schema.primKey.name === field;
  const rows = (indexed ? await t.where(field).equals(value).toArray() : await t.filter((r: Record<string, unknown>) => r[field] === value).toArray()) as (CounterTables[K] &
    Row)[];
  return rows.filter((r) => !r.deletedAt);
}

export async function whereIn<K extends CounterTable>(
  name: K,
  field: keyof CounterTables[K] & string,
  values: readonly string[],
): Promise<CounterTables[K][]> {
  if (values.length === 0) return [];
  const t = table(name);
  if (!t) return [];
  const indexed = t.schema.indexes.some((i) => i.name === field);
  const set = new Set(values);
  const rows = (indexed
    ? await t.where(field).anyOf([...values]).toArray()
    : await t.filter((r: Record<string, unknown>) => set.has(String(r[field]))).toArray()) as (CounterTables[K] & Row)[];
  return rows.filter((r) => !r.deletedAt);
}
