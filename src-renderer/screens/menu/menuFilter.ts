// The menu's list filter: every product (sold out ones too), by name (accents and case ignored, every word must
// match), code or barcode, and category. Pure and in memory, so 20,000 products filter within a keystroke
// (bench/menuFilter.bench.ts measures it); the screen draws only the first rows it finds.
import { foldedName, fold } from '../../hooks/catalogSearch.js';

export interface MenuItem {
  id: string;
  name: string;
  internalCode: string | null;
  barcode: string | null;
  categoryId: string | null;
  position?: number;
}

/** How many rows the list draws at most: more is a longer search, not a longer list. */
export const MENU_ROWS = 200;

/** The products matching the term and category, in the list's order; `total` counts them all. */
export function filterMenu<T extends MenuItem>(items: readonly T[], term: string, categoryId: string | null, limit = MENU_ROWS): { rows: T[]; total: number; all: T[] } {
  const words = fold(term).split(/\s+/).filter(Boolean);
  const code = term.trim().toLowerCase();
  const all: T[] = [];
  for (const p of items) {
    if (categoryId && p.categoryId !== categoryId) continue;
    if (words.length) {
      const name = foldedName(p);
      const byCode = code && ((p.internalCode ?? '').toLowerCase().startsWith(code) || (p.barcode ?? '').toLowerCase() === code);
      if (!byCode && !words.every((w) => name.includes(w))) continue;
    }
    all.push(p);
  }
  return { rows: all.slice(0, limit), total: all.length, all };
}

const collator = new Intl.Collator('pt-BR');

/** The list's order: category position, then name. */
export function sortMenu<T extends MenuItem>(items: readonly T[], categoryPosition: ReadonlyMap<string, number>): T[] {
  return [...items].sort(
    (a, b) =>
      (categoryPosition.get(a.categoryId ?? '') ?? 1e9) - (categoryPosition.get(b.categoryId ?? '') ?? 1e9) || collator.compare(a.name, b.name),
  );
}
