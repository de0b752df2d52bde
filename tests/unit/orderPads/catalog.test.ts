// The order pad's catalog read from the real mirror schema (Dexie over fake-indexeddb): a terminal whose
// mirror was written at schema 2 is upgraded to 3 without losing rows; the pad's first tiles (read through
// the new position index) are the same the whole catalog shows first; a scanned code is found before the
// whole catalog is read; a price change reaches the catalog; background reads give way to a screen's.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSpecs } from '../../../src-renderer/db/collections.js';

type CatalogModule = typeof import('../../../src-renderer/screens/orderPads/catalog.js');
type MirrorModule = typeof import('../../../src-renderer/db/mirror.js');

const N = 500;
const cat = (i: number) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
const prod = (i: number) => `00000000-0000-7000-9000-${String(i).padStart(12, '0')}`;

let catalog: CatalogModule;
let mirrorModule: MirrorModule;

beforeAll(async () => {
  // A mirror as schema 2 wrote it, before this terminal's update.
  const old = new Dexie('pdv-mirror');
  old.version(1).stores({ businesses: 'id' });
  old.version(2).stores({
    businesses: 'id',
    cursors: 'businessId',
    pendingChanges: 'callId, businessId, order',
    conflicts: 'callId, businessId, seen',
    ...storeSpecs(2),
  });
  // Categories 0-3 have products; category 4 has none and gets no tab.
  await old.table('categories').bulkPut(Array.from({ length: 5 }, (_, i) => ({ id: cat(i), businessId: 'b', name: `Categoria ${i}`, position: i, available: true })));
  await old.table('products').bulkPut(
    Array.from({ length: N }, (_, i) => ({
      id: prod(i),
      businessId: 'b',
      type: 'unique',
      name: `Produto ${i}`,
      internalCode: String(1000 + i),
      barcode: `789${String(i).padStart(10, '0')}`,
      categoryId: cat(i % 4),
      // Positions in reverse of the ids, so the pad's first tiles are not simply the first rows stored.
      position: N - i,
      price: 1000 + i,
      unit: 'unity',
      fractionalQuantity: false,
      priceRule: null,
      maxFlavors: null,
      available: i % 10 !== 0,
      deletedAt: i === N - 1 ? '2026-01-01T00:00:00Z' : null,
    })),
  );
  old.close();
  mirrorModule = await import('../../../src-renderer/db/mirror.js');
  catalog = await import('../../../src-renderer/screens/orderPads/catalog.js');
});

afterAll(() => mirrorModule.mirror.close());

describe('order pad catalog', () => {
  it('upgrades a schema-2 mirror to 3 keeping every product, with the position and barcode indexes', async () => {
    const products = mirrorModule.mirror.collection('products');
    expect(await products.count()).toBe(N);
    expect(mirrorModule.mirror.verno).toBe(8); // 3 added the indexes, 4 the availabilities, 5 the customers' accounts, 6 the menu's configuration, 7 kitchen routing, 8 items' sales
    const first = await products.orderBy('position').first();
    expect(first?.id).toBe(prod(N - 1));
    expect((await products.where('barcode').equals('7890000000007').first())?.name).toBe('Produto 7');
  });

  it('the first tiles read through the index are the ones the whole catalog shows first', async () => {
    const start = await catalog.loadCatalogStart('b');
    const whole = await catalog.loadCatalog('b');
    expect(start.complete).toBe(false);
    expect(whole.complete).toBe(true);
    // Deleted and unavailable products are not offered.
    expect(whole.index.items).toHaveLength(N - N / 10 - 1);
    expect(start.index.items.map((p) => p.name)).toEqual(whole.index.items.slice(0, start.index.items.length).map((p) => p.name));
    expect(start.index.items[0]?.name).toBe('Produto 498');
    expect(start.categories.map((c) => c.name)).toEqual(['Categoria 0', 'Categoria 1', 'Categoria 2', 'Categoria 3']);
    expect(whole.categories.map((c) => c.name)).toEqual(start.categories.map((c) => c.name));
    expect(catalog.readyCatalog('b')).toBe(whole);
  });

  it('finds a scanned barcode or a typed internal code through the mirror, not an unavailable product', async () => {
    expect((await catalog.findProductByCode('b', '7890000000123'))?.name).toBe('Produto 123');
    expect((await catalog.findProductByCode('b', ' 1042 '))?.name).toBe('Produto 42');
    expect(await catalog.findProductByCode('b', '1020')).toBeUndefined();
    expect(await catalog.findProductByCode('b', '999999')).toBeUndefined();
  });

  it('a price change in the mirror reaches the catalog the pad shows', async () => {
    await mirrorModule.mirror.collection('products').update(prod(7), { price: 4321 });
    expect(catalog.readyCatalog('b')).toBeNull();
    const whole = await catalog.loadCatalog('b');
    expect(whole.products.get(prod(7))?.price).toBe(4321);
  });
});

describe('read priority', () => {
  it("a background read waits while a screen's read is in flight, and goes on after it", async () => {
    const { backgroundTurn, foregroundRead } = await import('../../../src-renderer/queries/readPriority.js');
    const order: string[] = [];
    let finish!: () => void;
    const screen = foregroundRead(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            order.push('screen');
            resolve();
          };
        }),
    );
    const background = backgroundTurn().then(() => order.push('background'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    finish();
    await screen;
    await background;
    expect(order).toEqual(['screen', 'background']);
  });
});
