// Optimistic changes: a write still in the outbox is applied to the mirror at once by its declared effect
// (src-shared/writes), with the shared domain rules, so the screen shows it offline. Each change records what it did (Touch) so it can be undone
// exactly; `rebase` undoes every pending change, applies what the server sent, and re-applies the changes
// still pending, in order: the server's rows always win, and a refused change simply is not re-applied.
import type { Table } from 'dexie';
import { legacyWrite, writeById, type AnyWrite, type EffectScope } from '../../src-shared/writes/index.js';
import { collectionNames, type CollectionName } from './collections.js';
import type { Mirror, MirrorRow, PendingChangeRow, Touch } from './mirror.js';

type Body = Record<string, unknown>;

/** Reads and writes of one optimistic change, recording what it touched. */
export class ChangeScope implements EffectScope {
  readonly touched: Touch[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly db: Mirror,
    readonly change: PendingChangeRow,
    readonly business?: Record<string, unknown>,
  ) {}

  get businessId(): string {
    return this.change.businessId;
  }

  table(name: CollectionName): Table<MirrorRow, string> {
    return this.db.collection(name);
  }

  get(name: CollectionName, id: string | null | undefined): Promise<MirrorRow | undefined> {
    return id ? this.table(name).get(id) : Promise.resolve(undefined);
  }

  where(name: CollectionName, field: string, value: string): Promise<MirrorRow[]> {
    return this.table(name).where(field).equals(value).toArray();
  }

  private async remember(name: CollectionName, id: string): Promise<void> {
    const key = `${name}:${id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const before = (await this.table(name).get(id)) ?? null;
    this.touched.push({ table: name, id, before });
  }

  /** Whether the server's rows already hold this client-made id: the change went through, its answer is on the way. */
  async madeByServer(name: CollectionName, id: string | null | undefined): Promise<boolean> {
    const row = id ? await this.table(name).get(id) : undefined;
    return Boolean(row && !row.pending);
  }

  /**
   * Creates a row, marked pending. Nothing when the server's rows already have it: a pull can land between
   * the server's commit and the outbox hearing of it, and picturing the change again on top would show it
   * twice (or hide what the server numbered).
   */
  async put(name: CollectionName, row: Body & { id: string }): Promise<void> {
    if (await this.madeByServer(name, row.id)) return;
    await this.remember(name, row.id);
    const now = this.change.createdAt;
    await this.table(name).put({ createdAt: now, updatedAt: now, deletedAt: null, ...row, businessId: this.businessId, pending: this.change.callId });
  }

  /** Changes some fields of an existing row, marked pending; nothing when the row is not in the mirror. */
  async patch(name: CollectionName, id: string, fields: Body): Promise<MirrorRow | undefined> {
    const row = await this.table(name).get(id);
    if (!row) return undefined;
    await this.remember(name, id);
    const next = { ...row, ...fields, updatedAt: this.change.createdAt, pending: this.change.callId };
    await this.table(name).put(next);
    return next;
  }
}

/** Writes without a declared effect still wait in the outbox and show on the pending screen. */
export function hasEffect(writeId: string): boolean {
  return Boolean(writeById(writeId)?.effect);
}

/** The declared write of a change: as the outbox says, or by its path (a change kept before writes were declared). */
function declared(change: PendingChangeRow): { w: AnyWrite; params: Record<string, string> } | undefined {
  const ref = change.write ?? legacyWrite(change.method, change.path);
  const w = ref ? writeById(ref.id) : undefined;
  return w && ref ? { w, params: ref.params } : undefined;
}

async function applyOne(db: Mirror, change: PendingChangeRow): Promise<Touch[]> {
  const found = declared(change);
  if (!found?.w.effect) return [];
  // The body as the write's schema reads it (the outbox stored it validated; an old record may not parse: then
  // it shows after the sync, like a write without an effect).
  const body = found.w.schema.safeParse(change.body ?? {});
  if (!body.success) return [];
  const scope = new ChangeScope(db, change, (await db.businesses.get(change.businessId)) as Record<string, unknown> | undefined);
  try {
    await found.w.effect(scope, { params: found.params, body: body.data });
  } catch (err) {
    // A change the mirror cannot picture still goes to the server; it just shows after the sync.
    console.warn('optimistic change not shown', change.kind, err);
  }
  return scope.touched;
}

/** Undoes every pending change (newest first) so the mirror holds only the server's rows. */
async function unapplyAll(db: Mirror, pending: PendingChangeRow[]): Promise<void> {
  for (let i = pending.length - 1; i >= 0; i--) {
    const change = pending[i]!;
    for (let j = change.touched.length - 1; j >= 0; j--) {
      const t = change.touched[j]!;
      const table = db.collection(t.table);
      if (t.before) await table.put(t.before);
      else await table.delete(t.id);
    }
  }
}

export function rebaseTables(db: Mirror): Table[] {
  return [...collectionNames.map((n) => db.collection(n)), db.pendingChanges, db.cursors, db.businesses];
}

/** The changes to keep pictured: a list, or a function read when the transaction runs (null keeps the mirror's own). */
export type Wanted = Omit<PendingChangeRow, 'touched'>[] | (() => Omit<PendingChangeRow, 'touched'>[]) | null;

/**
 * Pictures one change just enqueued on top of what the mirror shows, at once: not behind a pull on the wire.
 * Nothing when it is pictured already (a refresh got there first).
 */
export async function applyOnTop(db: Mirror, change: Omit<PendingChangeRow, 'touched'>): Promise<void> {
  await db.transaction('rw', rebaseTables(db), async () => {
    if (await db.pendingChanges.get(change.callId)) return;
    const row: PendingChangeRow = { ...change, touched: [] };
    row.touched = await applyOne(db, row);
    await db.pendingChanges.put(row);
  });
}

/**
 * One transaction: undo the pending changes, apply `serverChanges` (a pull), then re-apply `wanted`
 * (the outbox's calls still waiting, in order). Returns how many changes are applied on top.
 */
export async function rebase(
  db: Mirror,
  businessId: string,
  wantedNow: Wanted,
  serverChanges?: () => Promise<void>,
): Promise<number> {
  return db.transaction('rw', rebaseTables(db), async () => {
    // Read inside the transaction: a call enqueued while a pull was on the wire is in the list by now.
    const wanted = typeof wantedNow === 'function' ? wantedNow() : wantedNow;
    const current = await db.pendingChanges.where('businessId').equals(businessId).sortBy('order');
    // The usual case, a few new calls after the ones already pictured: apply just those on top, instead
    // of undoing and redoing a whole day's offline changes on every click.
    if (!serverChanges && wanted && current.length <= wanted.length && current.every((c, i) => wanted[i]?.callId === c.callId)) {
      const fresh = [...wanted].sort((a, b) => a.order - b.order).slice(current.length);
      const rows: PendingChangeRow[] = [];
      for (const change of fresh) {
        const row: PendingChangeRow = { ...change, touched: [] };
        row.touched = await applyOne(db, row);
        rows.push(row);
      }
      if (rows.length) await db.pendingChanges.bulkPut(rows);
      return current.length + rows.length;
    }
    await unapplyAll(db, current);
    if (serverChanges) await serverChanges();
    const next = wanted ?? current.map(({ touched, ...rest }) => (void touched, rest));
    await db.pendingChanges.where('businessId').equals(businessId).delete();
    const rows: PendingChangeRow[] = [];
    for (const change of [...next].sort((a, b) => a.order - b.order)) {
      const row: PendingChangeRow = { ...change, touched: [] };
      row.touched = await applyOne(db, row);
      rows.push(row);
    }
    await db.pendingChanges.bulkPut(rows);
    return rows.length;
  });
}
