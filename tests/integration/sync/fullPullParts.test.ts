// A big restaurant's full pull is written in parts (src-renderer/db/pull.ts, FULL_PULL_PART), the small
// collections first, so the tables and the register are in the mirror after the first part while the menu fills
// in; how far it is goes to the app bar. The cursor is complete only with the last part (a pull cut short starts
// over), and a second full pull (an upgrade) overwrites rows in place and removes only what the server no longer
// has. The renderer's modules over fake-indexeddb, a real IndexedDB implementation.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src-shared/ids/uuid.js';
import type { MirrorLike, RowLike } from './rendererTypes.js';

const B = newId();
const RENDERER_DB = '../../../src-renderer/db/mirror.js';
const RENDERER_PULL = '../../../src-renderer/db/pull.js';

type Changes = { seq: number; [collection: string]: RowLike[] | number };
type ApplyChanges = (mirror: MirrorLike, businessId: string, changes: Changes, full: boolean, pending: null, onProgress?: (done: number, total: number) => void | Promise<void>) => Promise<number>;

let db: MirrorLike;
let applyChanges: ApplyChanges;
let part: number;

beforeAll(async () => {
  const { Mirror } = (await import(/* @vite-ignore */ RENDERER_DB)) as { Mirror: new (name: string) => MirrorLike };
  ({ applyChanges, FULL_PULL_PART: part } = (await import(/* @vite-ignore */ RENDERER_PULL)) as { applyChanges: ApplyChanges; FULL_PULL_PART: number });
  db = new Mirror(`full-pull-parts-${newId()}`);
});

afterAll(() => db?.close());

const stamp = { createdAt: '2026-11-26T12:00:00.000Z', updatedAt: '2026-11-26T12:00:00.000Z', deletedAt: null, changeSeq: 1 };
const product = (i: number, price = 500 + i): RowLike => ({ id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`, businessId: B, ...stamp, type: 'unique', name: `Produto ${i}`, internalCode: String(10_000 + i), position: i, price });
const table = (i: number): RowLike => ({ id: newId(), businessId: B, ...stamp, name: `Mesa ${i}`, type: 'table', position: i });

describe('a full pull in parts', () => {
  const products = Array.from({ length: 5_500 }, (_, i) => product(i));
  const tables = Array.from({ length: 30 }, (_, i) => table(i + 1));

  it('writes the small collections first, reports its progress, and completes the cursor only with the last part', async () => {
    expect(part).toBe(2_000);
    const seen: { done: number; total: number }[] = [];
    const count = await applyChanges(db, B, { seq: 42, products, tables }, true, null, (done, total) => {
      seen.push({ done, total });
    });
    expect(count).toBe(5_530);
    // 5,530 rows in parts of 2,000: told before the first part and after each of the three.
    expect(seen.map((s) => [s.done, s.total])).toEqual([
      [0, 5_530],
      [2_000, 5_530],
      [4_000, 5_530],
      [5_530, 5_530],
    ]);
    expect(await db.collection('products').count()).toBe(5_500);
    expect(await db.collection('tables').count()).toBe(30);
    expect(await db.cursors.get(B)).toMatchObject({ seq: 42, complete: true });
  });

  it('after the first part the tables are all in, the menu partly, and the cursor is not complete yet', async () => {
    const other = newId();
    const states: { tables: number; products: number; complete: boolean | undefined }[] = [];
    const mine = Array.from({ length: 4_100 }, (_, i) => ({ ...product(100_000 + i), businessId: other }));
    const theirTables = Array.from({ length: 12 }, (_, i) => ({ ...table(i + 1), businessId: other }));
    // What the screens read between the first part and the second (the next part waits for the report).
    await applyChanges(db, other, { seq: 7, products: mine, tables: theirTables }, true, null, async (done) => {
      if (done !== 2_000) return;
      states.push({
        tables: await db.collection('tables').where('businessId').equals(other).count(),
        products: await db.collection('products').where('businessId').equals(other).count(),
        complete: (await db.cursors.get(other))?.complete,
      });
    });
    expect(states).toEqual([{ tables: 12, products: 1_988, complete: undefined }]);
  });

  it('a second full pull keeps every row readable while it runs and removes only what the server no longer has', async () => {
    // The server now has 5,000 of the 5,500 products (the last 500 deleted for good), one at a new price.
    const now = products.slice(0, 5_000).map((p, i) => (i === 10 ? product(10, 999) : p));
    const during: number[] = [];
    await applyChanges(db, B, { seq: 50, products: now, tables }, true, null, async (done, total) => {
      if (done === 0 || done === total) return;
      during.push(await db.collection('products').where('businessId').equals(B).count());
    });
    // Never fewer than the server has while it runs: nothing was emptied first.
    expect(during.length).toBe(2);
    for (const n of during) expect(n).toBeGreaterThanOrEqual(5_000);
    expect(await db.collection('products').where('businessId').equals(B).count()).toBe(5_000);
    expect(await db.collection('products').get(product(10).id)).toMatchObject({ price: 999 });
    expect(await db.collection('products').get(product(5_499).id)).toBeUndefined();
    expect(await db.cursors.get(B)).toMatchObject({ seq: 50, complete: true });
  });

  it('an incremental pull stays one part and reports nothing', async () => {
    const calls: number[] = [];
    const changed = { ...product(20, 1234), changeSeq: 51 };
    await applyChanges(db, B, { seq: 51, products: [changed] }, false, null, (done) => void calls.push(done));
    expect(calls).toEqual([]);
    expect(await db.collection('products').get(changed.id)).toMatchObject({ price: 1234 });
    expect(await db.collection('products').where('businessId').equals(B).count()).toBe(5_000);
  });
});
