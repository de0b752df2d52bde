// The catalog as the order pad needs it: products indexed for search, with their compositions and combos.
// Read in two steps so a pad opens at once even with tens of thousands of products: the first tiles (by
// position, through an index) and the small tables first, then every product in chunks for the search.
import { Dexie } from 'dexie';
import { useEffect, useState } from 'react';
import { mirror, type MirrorRow } from '../../db/mirror.js';
import { all, byId } from '../../queries/mirrorRead.js';
import { buildCatalogIndex, foldedName, SHOWN, type CatalogIndex } from '../../queries/catalogSearch.js';
import { backgroundTurn, foregroundRead } from '../../queries/readPriority.js';
import type { CategoryRow, ComboProductRow, CompositionRow, ProductRow, ProductSubproductRow, SubproductRow } from '../../db/rows.js';
import { linePrice, type SizePrice } from '../../../src-shared/domain/pricing.js';
import { localDay, type CategorySale, type ItemSaleRow } from '../../../src-shared/domain/sales.js';
import { businessTimeZone } from '../../format/time.js';

export interface Catalog {
  index: CatalogIndex<ProductRow>;
  categories: CategoryRow[];
  products: Map<string, ProductRow>;
  /** A composition option's name (productSubproducts id → subproduct name), for the pad's lines. */
  optionNames: Map<string, string>;
  /** Products with choices to make (a pizza's flavours, a burger's doneness): they open the builder. */
  composed: Set<string>;
  /** The live sales of each category: a product sells at its category's sale of the day. */
  sales: Map<string, CategorySale[]>;
  /** False while only the first tiles are read: a search or a category may not show everything yet. */
  complete: boolean;
}

export const EMPTY_CATALOG: Catalog = {
  index: { items: [], names: [], byCode: new Map() },
  categories: [],
  products: new Map(),
  optionNames: new Map(),
  composed: new Set(),
  sales: new Map(),
  complete: false,
};

/** Today on the business's calendar: the day a sale is judged on, as the server judges it. */
export function saleDay(at = new Date()): string {
  return localDay(at, businessTimeZone());
}

/** What a product sells for today, on its own (no options): its price after its category's sale of the day. */
export function priceToday(catalog: Pick<Catalog, 'sales'>, p: ProductRow, day = saleDay()): number {
  const sales = p.categoryId ? catalog.sales.get(p.categoryId) : undefined;
  return sales ? linePrice({ product: p, sales, day }).unitPrice : p.price;
}

/**
 * The catalog stays in memory while its rows do not change: opening a pad then costs nothing. Every write
 * to the catalog's tables (a pull, a price change) passes through this middleware and invalidates it.
 */
const CATALOG_TABLES = new Set(['products', 'categories', 'productSubproducts', 'subproducts', 'compositions', 'categorySales', 'compositionPrices', 'productSubproductSales']);
let version = 0;

mirror.use({
  stack: 'dbcore',
  name: 'catalogVersion',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (!CATALOG_TABLES.has(name)) return table;
      return {
        ...table,
        mutate: (req) => {
          version++;
          return table.mutate(req);
        },
      };
    },
  }),
});

/** What the small tables give the catalog: the category tabs and the composition data. */
interface Extras {
  categories: CategoryRow[];
  optionNames: Map<string, string>;
  composed: Set<string>;
  sales: Map<string, CategorySale[]>;
}

interface Entry {
  businessId: string | null;
  version: number;
  extras: Promise<Extras>;
  full: Promise<Catalog>;
  /** The full catalog once its read finished. */
  ready: Catalog | null;
}
let cached: Entry | null = null;

function current(businessId: string | null): Entry {
  if (cached && cached.businessId === businessId && cached.version === version) return cached;
  const extras = readExtras(businessId);
  const entry: Entry = { businessId, version, extras, full: readFull(businessId, extras), ready: null };
  cached = entry;
  entry.full.then(
    (c) => (entry.ready = c),
    () => {
      if (cached === entry) cached = null;
    },
  );
  return entry;
}

/**
 * The whole catalog. The read in flight is shared: the map starts it, and a pad opened meanwhile waits for
 * it rather than reading 20,000 products a second time.
 */
export function loadCatalog(businessId: string | null): Promise<Catalog> {
  return current(businessId).full;
}

/** The whole catalog when it is in memory and current, else null. */
export function readyCatalog(businessId: string | null): Catalog | null {
  return cached && cached.businessId === businessId && cached.version === version ? cached.ready : null;
}

/** The first tiles a pad shows (by position) with the category tabs: a few rows, read through indexes. */
export async function loadCatalogStart(businessId: string | null): Promise<Catalog> {
  const products = mirror.collection('products');
  const [extras, first, used] = await Promise.all([
    current(businessId).extras,
    products
      .orderBy('position')
      .filter((p) => visible(p, businessId) && p.available !== false)
      .limit(SHOWN)
      .toArray() as unknown as Promise<ProductRow[]>,
    // The categories that have products, from the index's keys alone (no product is read).
    products.orderBy('categoryId').uniqueKeys(),
  ]);
  const usedIds = new Set(used.map(String));
  return {
    ...extras,
    categories: extras.categories.filter((c) => usedIds.has(c.id)),
    index: buildCatalogIndex(first),
    products: new Map(first.map((p) => [p.id, p])),
    complete: false,
  };
}

function visible(row: MirrorRow, businessId: string | null): boolean {
  if (row.deletedAt) return false;
  return !businessId || !row.businessId || row.businessId === businessId;
}

async function readExtras(businessId: string | null): Promise<Extras> {
  const [categories, offered, subproducts, compositions, saleRows] = await Promise.all([
    all('categories', businessId),
    all('productSubproducts', businessId),
    all('subproducts', businessId),
    all('compositions', businessId),
    all('categorySales', businessId),
  ]);
  const subNames = new Map(subproducts.map((s) => [s.id, s.name]));
  const sales = new Map<string, CategorySale[]>();
  for (const r of saleRows) if (!r.deletedAt) sales.set(r.categoryId, [...(sales.get(r.categoryId) ?? []), r]);
  return {
    sales,
    categories: categories.filter((c) => c.available !== false).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'pt-BR')),
    optionNames: new Map(offered.map((o) => [o.id, subNames.get(o.subproductId) ?? ''])),
    composed: new Set(compositions.map((c) => c.productId)),
  };
}

/**
 * Products in chunks by primary key: each chunk is a short task, so a pad opened while the map prefetches
 * the catalog gets its own reads and its first draw in between, instead of waiting behind one long read.
 */
const CHUNK = 1000;

async function readProducts(businessId: string | null): Promise<ProductRow[]> {
  const table = mirror.collection('products');
  const rows: ProductRow[] = [];
  let after: string | null = null;
  for (;;) {
    await backgroundTurn();
    const chunk: MirrorRow[] = await (after === null ? table.orderBy(':id') : table.where(':id').above(after)).limit(CHUNK).toArray();
    for (const r of chunk) {
      if (!visible(r, businessId)) continue;
      const p = r as unknown as ProductRow;
      foldedName(p);
      rows.push(p);
    }
    if (chunk.length < CHUNK) return rows;
    after = chunk[chunk.length - 1]!.id;
  }
}

async function readFull(businessId: string | null, extrasRead: Promise<Extras>): Promise<Catalog> {
  const [products, extras] = await Promise.all([readProducts(businessId), extrasRead]);
  const used = new Set(products.map((p) => p.categoryId));
  await backgroundTurn();
  const index = buildCatalogIndex(products);
  return {
    ...extras,
    categories: extras.categories.filter((c) => used.has(c.id)),
    index,
    products: new Map(products.map((p) => [p.id, p])),
    complete: true,
  };
}

/**
 * The catalog for a screen: the whole one at once when it is in memory; else the first tiles as soon as
 * they are read, then the whole one. Read again when the catalog's rows change.
 */
export function useCatalog(businessId: string | null): Catalog {
  const [catalog, setCatalog] = useState<Catalog>(() => readyCatalog(businessId) ?? EMPTY_CATALOG);
  useEffect(() => {
    let alive = true;
    let run = 0;
    let seen = -1;
    const refresh = () => {
      if (seen === version) return;
      seen = version;
      const mine = ++run;
      const ready = readyCatalog(businessId);
      if (ready) return setCatalog(ready);
      let whole = false;
      const failed = (err: unknown) => console.error('leitura do cardápio falhou', err);
      loadCatalog(businessId).then((c) => {
        whole = true;
        if (alive && mine === run) setCatalog(c);
      }, failed);
      foregroundRead(() => loadCatalogStart(businessId)).then((c) => {
        if (alive && mine === run && !whole) setCatalog(c);
      }, failed);
    };
    refresh();
    // Any write to the mirror is announced; only one that touched the catalog's tables changes `version`.
    const changed = () => setTimeout(() => alive && refresh(), 0);
    Dexie.on.storagemutated.subscribe(changed);
    return () => {
      alive = false;
      Dexie.on.storagemutated.unsubscribe(changed);
    };
  }, [businessId]);
  return catalog;
}

/** The product a scanned or typed code names, read through the mirror's indexes (the catalog may be partial). */
export async function findProductByCode(businessId: string | null, code: string): Promise<ProductRow | undefined> {
  const c = code.trim();
  if (!c) return undefined;
  const table = mirror.collection('products');
  const rows = [...(await table.where('internalCode').equals(c).toArray()), ...(await table.where('barcode').equals(c).toArray())];
  return rows.find((r) => visible(r, businessId) && r.available !== false) as ProductRow | undefined;
}

export interface CompositeOptions {
  compositions: CompositionRow[];
  options: Map<string, (ProductSubproductRow & { name: string })[]>;
  /** the options' prices per size (a flavour of the G pizza) */
  sizePrices: SizePrice[];
  /** the options' sales (an item's promotional price over a period) */
  itemSales: ItemSaleRow[];
}

export async function loadComposite(businessId: string | null, productId: string): Promise<CompositeOptions> {
  const [compositions, offered, subproducts, prices, sales] = await Promise.all([
    all('compositions', businessId),
    all('productSubproducts', businessId),
    all('subproducts', businessId),
    all('compositionPrices', businessId),
    all('productSubproductSales', businessId),
  ]);
  const names = new Map(subproducts.map((s: SubproductRow) => [s.id, s.name]));
  const mine = compositions.filter((c) => c.productId === productId).sort((a, b) => a.position - b.position);
  const options = new Map<string, (ProductSubproductRow & { name: string })[]>();
  for (const c of mine) {
    options.set(
      c.id,
      offered
        .filter((o) => o.compositionId === c.id && o.available !== false)
        .sort((a, b) => a.position - b.position)
        .map((o) => ({ ...o, name: names.get(o.subproductId) ?? '?' })),
    );
  }
  const ids = new Set(mine.map((c) => c.id));
  const sizePrices: SizePrice[] = prices.filter((p) => ids.has(p.compositionId) && !p.deletedAt);
  const itemSales: ItemSaleRow[] = sales.filter((s) => s.productId === productId && !s.deletedAt);
  return { compositions: mine, options, sizePrices, itemSales };
}

export async function loadCombo(businessId: string | null, comboId: string, products: Map<string, ProductRow>): Promise<{ name: string; quantity: number }[]> {
  const items = (await all('comboProducts', businessId)).filter((c: ComboProductRow) => c.comboId === comboId);
  // The catalog in memory may be only its first tiles yet: a product it lacks is read by id.
  return Promise.all(items.map(async (c) => ({ name: (products.get(c.productId) ?? (await byId('products', c.productId)))?.name ?? '?', quantity: c.quantity })));
}
