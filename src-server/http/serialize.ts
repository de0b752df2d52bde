// Rows as the wire carries them: timestamps ISO 8601 with offset.
const pgTimestamp = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/;

export function isoTimestamp(value: string): string {
  const m = pgTimestamp.exec(value);
  return m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : value;
}

/** Converts Postgres timestamp strings of a row (one level) to ISO. */
export function out<T extends object>(row: T): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const [k, v] of Object.entries(copy)) {
    if (typeof v === 'string' && v.length >= 19 && v.length <= 35 && pgTimestamp.test(v)) copy[k] = isoTimestamp(v);
  }
  return copy as T;
}

export function outAll<T extends object>(rows: readonly T[]): T[] {
  return rows.map(out);
}
