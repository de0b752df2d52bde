// Statements a write runs again and again, built by the query builder once per connection instead of every time:
// building one cost 70–140 µs (a select of a whole row with its joins, an insert returning its row), several times
// a write. The values travel as placeholders, filled when the statement runs.
import { Column, getTableName, is, Param, Placeholder, sql, SQL, StringChunk, Table } from 'drizzle-orm';

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

const built = new WeakMap<object, Map<string, Runnable<unknown> | null>>();

/**
 * The statement `build` makes on `db` (a write transaction's connection or the database), built once per `db` and
 * `key`. `build` returns the query with placeholders; a query that still carries a value of its own (a Param that is
 * not a placeholder) would freeze it, so it is not kept and is built every time.
 */
export function preparedOn<R>(db: object, key: string, build: () => { toSQL(): { params: unknown[] }; prepare(name: string): Runnable<R> }): Runnable<R> {
  let map = built.get(db);
  if (!map) built.set(db, (map = new Map()));
  const known = map.get(key);
  if (known) return known as Runnable<R>;
  const query = build();
  if (known === null) return query.prepare('');
  const frozen = query.toSQL().params.filter((p) => !is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)));
  const prepared = query.prepare('');
  map.set(key, frozen.length > 0 ? null : (prepared as Runnable<unknown>));
  return prepared;
}

/** Each value of a row as a placeholder of its key (SQL values kept as they are); undefined ones left out (defaults). */
export function placeholders(values: Record<string, unknown>): { row: Record<string, unknown>; given: Record<string, unknown>; shape: string } {
  const row: Record<string, unknown> = {};
  const given: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (is(v, SQL)) {
      row[k] = v;
      keys.push(`${k}=${fingerprint(v)}`);
    } else {
      keys.push(k);
      row[k] = sql.placeholder(k);
      given[k] = v;
    }
  }
  return { row, given, shape: keys.join(',') };
}

/** The text an SQL value stands for, enough to tell one from another in a statement's key (a value of its own: "?"). */
function fingerprint(value: SQL): string {
  return value.queryChunks
    .map((c) =>
      is(c, SQL) ? `(${fingerprint(c)})` : is(c, StringChunk) ? c.value.join('') : is(c, Placeholder) ? `:${c.name}` : is(c, Column) ? c.name : is(c, Table) ? getTableName(c) : '?',
    )
    .join('');
}
