// The menu's list filter: every product (sold out ones too), by name (accents and case ignored, every word must
// match), code or barcode, and category. Pure and in memory: the names are folded once into an index, so a
// keystroke over 20,000 products is one pass of plain string checks (bench/menu.bench.ts measures it); the screen
// draws only the first rows found.
import { fold } from '../../queries/catalogSearch.js';

export interface MenuItem {
  id: string;
  name: string;
  internalCode: string | null;
  barcode: string | null;
  categoryId: string | null;
}

/** How many rows the list draws at most: more is a longer search, not a longer list. */
export const MENU_ROWS = 200;

export interface MenuIndex<T extends MenuItem> {
  items: readonly T[];
  names: readonly string[];
  codes: readonly string[];
  barcodes: readonly string[];
}

export function buildMenuIndex<T extends MenuItem>(items: readonly T[]): MenuIndex<T> {
  return {
    items,
    names: items.map((p) => fold(p.name)),
    codes: items.map((p) => (p.internalCode ?? '').toLowerCase()),
    barcodes: items.map((p) => (p.barcode ?? '').toLowerCase()),
  };
}

export interface MenuMatch<T> {
  /** the first rows, to draw */
  rows: T[];
  /** how many match */
  total: number;
  /** every match (for a bulk change of the filtered list) */
  all(): T[];
}

/** The products matching the term and category, in the index's order. */
export function filterMenu<T extends MenuItem>(index: MenuIndex<T>, term: string, categoryId: string | null, limit = MENU_ROWS): MenuMatch<T> {
  const { items, names, codes, barcodes } = index;
  const words = fold(term).split(/\s+/).filter(Boolean);
  const code = term.trim().toLowerCase();
  const hits = new Int32Array(items.length);
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    if (categoryId !== null && items[i]!.categoryId !== categoryId) continue;
    if (words.length > 0 && !(code && (codes[i]!.startsWith(code) || barcodes[i] === code))) {
      const name = names[i]!;
      let ok = true;
      for (let w = 0; w < words.length; w++) {
        if (!name.includes(words[w]!)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
    }
    hits[total++] = i;
  }
  const pick = (n: number) => Array.from(hits.subarray(0, n), (i) => items[i]!);
  return { rows: pick(Math.min(total, limit)), total, all: () => pick(total) };
}

const collator = new Intl.Collator('pt-BR');

/** The list's order: category position, then name. */
export function sortMenu<T extends MenuItem>(items: readonly T[], categoryPosition: ReadonlyMap<string, number>): T[] {
  return [...items].sort(
    (a, b) =>
      (categoryPosition.get(a.categoryId ?? '') ?? 1e9) - (categoryPosition.get(b.categoryId ?? '') ?? 1e9) || collator.compare(a.name, b.name),
  );
}
