// Filtering the catalog as the cashier types: by name (accents and case ignored, every word must match),
// by internal code and by barcode (a scanner types the code and Enter). Pure, so the bench measures it.

export interface Searchable {
  id: string;
  name: string;
  internalCode: string | null;
  barcode: string | null;
  categoryId: string | null;
  available: boolean;
  position?: number;
}

export interface CatalogIndex<T extends Searchable> {
  items: readonly T[];
  /** folded names, aligned with items */
  names: readonly string[];
  byCode: ReadonlyMap<string, T>;
}

export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const collator = new Intl.Collator('pt-BR');

export function buildCatalogIndex<T extends Searchable>(products: readonly T[]): CatalogIndex<T> {
  const items = products.filter((p) => p.available).sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || collator.compare(a.name, b.name));
  const byCode = new Map<string, T>();
  for (const p of items) {
    if (p.internalCode) byCode.set(p.internalCode.toLowerCase(), p);
    if (p.barcode) byCode.set(p.barcode.toLowerCase(), p);
  }
  return { items, names: items.map((p) => fold(p.name)), byCode };
}

/** The exact product a scanned or typed code names, if any. */
export function findByCode<T extends Searchable>(index: CatalogIndex<T>, code: string): T | undefined {
  return index.byCode.get(code.trim().toLowerCase());
}

/** Products matching the typed term in the category (null: all), at most `limit` of them. */
/** A screen shows about 40 tiles at 1366×768; 48 keeps a row to scroll without drawing thousands. */
export const SHOWN = 48;

export function filterCatalog<T extends Searchable>(index: CatalogIndex<T>, term: string, categoryId: string | null, limit = SHOWN): T[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const code = term.trim().toLowerCase();
  const out: T[] = [];
  const exact = code ? index.byCode.get(code) : undefined;
  if (exact && (!categoryId || exact.categoryId === categoryId)) out.push(exact);
  const { items, names } = index;
  for (let i = 0; i < items.length && out.length < limit; i++) {
    const p = items[i] as T;
    if (categoryId && p.categoryId !== categoryId) continue;
    if (p === exact) continue;
    const name = names[i] as string;
    let ok = true;
    for (const w of words) {
      if (!name.includes(w) && !(p.internalCode && p.internalCode.toLowerCase().startsWith(w))) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(p);
  }
  return out;
}
