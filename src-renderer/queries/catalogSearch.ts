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

/** Folded names by product row: a catalog read in chunks folds each chunk as it comes (no long task at the end). */
const foldedNames = new WeakMap<object, string>();

export function foldedName(p: { name: string }): string {
  let folded = foldedNames.get(p);
  if (folded === undefined) {
    folded = fold(p.name);
    foldedNames.set(p, folded);
  }
  return folded;
}

export function buildCatalogIndex<T extends Searchable>(products: readonly T[]): CatalogIndex<T> {
  const items = products.filter((p) => p.available).sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || collator.compare(a.name, b.name));
  const byCode = new Map<string, T>();
  for (const p of items) {
    if (p.internalCode) byCode.set(p.internalCode.toLowerCase(), p);
    if (p.barcode) byCode.set(p.barcode.toLowerCase(), p);
  }
  return { items, names: items.map(foldedName), byCode };
}

/** The exact product a scanned or typed code names, if any. */
export function findByCode<T extends Searchable>(index: CatalogIndex<T>, code: string): T | undefined {
  return index.byCode.get(code.trim().toLowerCase());
}

/** A screen shows about 40 tiles at 1366×768; 48 keeps a row to scroll without drawing thousands. */
export const SHOWN = 48;

/** Products matching the typed term in the category (null: all), at most `limit` of them. */
export function filterCatalog<T extends Searchable>(index: CatalogIndex<T>, term: string, categoryId: string | null, limit = SHOWN): T[] {
  return catalogFilter(index)(term, categoryId, limit);
}

/**
 * The same filter, remembering the last keystroke's work: typing forward only narrows the result, so the
 * next keystroke re-checks the products already found and goes on scanning where the last one stopped,
 * instead of scanning the 20,000 names again (a term with few matches scanned them all at every key).
 */
export function catalogFilter<T extends Searchable>(index: CatalogIndex<T>): (term: string, categoryId: string | null, limit?: number) => T[] {
  const { items, names } = index;
  let last: { folded: string; categoryId: string | null; limit: number; matched: number[]; scannedTo: number } | null = null;

  const matches = (i: number, words: readonly string[], categoryId: string | null): boolean => {
    const p = items[i] as T;
    if (categoryId && p.categoryId !== categoryId) return false;
    const name = names[i] as string;
    for (const w of words) {
      if (!name.includes(w) && !(p.internalCode && p.internalCode.toLowerCase().startsWith(w))) return false;
    }
    return true;
  };

  return (term, categoryId, limit = SHOWN) => {
    const folded = fold(term).replace(/\s+/g, ' ').trimStart();
    const words = folded.split(' ').filter(Boolean);
    const narrower = !!last && last.categoryId === categoryId && last.limit === limit && folded.startsWith(last.folded);
    const matched: number[] = [];
    let from = 0;
    if (last && narrower) {
      for (const i of last.matched) if (matches(i, words, categoryId)) matched.push(i);
      from = last.scannedTo;
    }
    let i = from;
    for (; i < items.length && matched.length < limit; i++) if (matches(i, words, categoryId)) matched.push(i);
    last = { folded, categoryId, limit, matched, scannedTo: i };

    // The product a scanned or typed code names exactly comes first.
    const code = term.trim().toLowerCase();
    const exact = code ? index.byCode.get(code) : undefined;
    const out: T[] = [];
    if (exact && (!categoryId || exact.categoryId === categoryId)) out.push(exact);
    for (const m of matched) {
      if (out.length >= limit) break;
      const p = items[m] as T;
      if (p !== exact) out.push(p);
    }
    return out;
  };
}
