// The catalog as the order pad needs it: products indexed for search, with their compositions and combos.
import { mirror } from '../../db/mirror.js';
import { all } from '../../hooks/mirrorRead.js';
import { buildCatalogIndex, type CatalogIndex } from '../../hooks/catalogSearch.js';
import type { CategoryRow, ComboProductRow, CompositionRow, ProductRow, ProductSubproductRow, SubproductRow } from '../../hooks/rows.js';

export interface Catalog {
  index: CatalogIndex<ProductRow>;
  categories: CategoryRow[];
  products: Map<string, ProductRow>;
  /** A composition option's name (productSubproducts id → subproduct name), for the pad's lines. */
  optionNames: Map<string, string>;
  /** Products with choices to make (a pizza's flavours, a burger's doneness): they open the builder. */
  composed: Set<string>;
}

/**
 * The catalog stays in memory while its rows do not change: opening a pad then costs nothing. Every write
 * to the catalog's tables (a pull, a price change) passes through this middleware and invalidates it.
 */
const CATALOG_TABLES = new Set(['products', 'categories', 'productSubproducts', 'subproducts', 'compositions']);
let version = 0;
let cached: { businessId: string | null; version: number; catalog: Promise<Catalog> } | null = null;

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

export function loadCatalog(businessId: string | null): Promise<Catalog> {
  // The read in flight is shared: the map starts it, and a pad opened meanwhile waits for it rather than
  // reading 20,000 products a second time.
  if (cached && cached.businessId === businessId && cached.version === version) return cached.catalog;
  const entry = { businessId, version, catalog: readCatalog(businessId) };
  cached = entry;
  entry.catalog.catch(() => {
    if (cached === entry) cached = null;
  });
  return entry.catalog;
}

async function readCatalog(businessId: string | null): Promise<Catalog> {
  const [products, categories, offered, subproducts, compositions] = await Promise.all([
    all('products', businessId),
    all('categories', businessId),
    all('productSubproducts', businessId),
    all('subproducts', businessId),
    all('compositions', businessId),
  ]);
  const subNames = new Map(subproducts.map((s) => [s.id, s.name]));
  const used = new Set(products.map((p) => p.categoryId));
  return {
    index: buildCatalogIndex(products),
    categories: categories.filter((c) => c.available !== false && used.has(c.id)).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'pt-BR')),
    products: new Map(products.map((p) => [p.id, p])),
    optionNames: new Map(offered.map((o) => [o.id, subNames.get(o.subproductId) ?? ''])),
    composed: new Set(compositions.map((c) => c.productId)),
  };
}

export interface CompositeOptions {
  compositions: CompositionRow[];
  options: Map<string, (ProductSubproductRow & { name: string })[]>;
}

export async function loadComposite(businessId: string | null, productId: string): Promise<CompositeOptions> {
  const [compositions, offered, subproducts] = await Promise.all([all('compositions', businessId), all('productSubproducts', businessId), all('subproducts', businessId)]);
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
  return { compositions: mine, options };
}

export async function loadCombo(businessId: string | null, comboId: string, products: Map<string, ProductRow>): Promise<{ name: string; quantity: number }[]> {
  const items = (await all('comboProducts', businessId)).filter((c: ComboProductRow) => c.comboId === comboId);
  return items.map((c) => ({ name: products.get(c.productId)?.name ?? '?', quantity: c.quantity }));
}
