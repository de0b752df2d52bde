// The manager's menu list with 20,000 products (issue 17): the filter's work per keystroke (search by name, code
// or barcode, with and without a category), p95 over a typed word, in Node. The screen draws at most MENU_ROWS
// rows whatever matches, so the filter is what grows with the catalogue.
import { buildMenuIndex, filterMenu, MENU_ROWS } from '../src-renderer/screens/menu/menuFilter.js';
import { target } from './targets.js';

const PRODUCTS = 20_000;
const words = ['Pizza', 'Calabresa', 'Frango', 'Catupiry', 'Suco', 'Laranja', 'Cerveja', 'Filé', 'Parmegiana', 'Pudim', 'Açaí', 'Água', 'Coxinha', 'Pastel', 'Queijo'];
const items = Array.from({ length: PRODUCTS }, (_, i) => ({
  id: String(i),
  name: `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]} ${i}`,
  internalCode: String(10_000 + i),
  barcode: `789${String(i).padStart(10, '0')}`,
  categoryId: `c${i % 40}`,
}));

const index = buildMenuIndex(items);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

function typed(word: string, categoryId: string | null): number[] {
  const times: number[] = [];
  for (let n = 1; n <= word.length; n++) {
    const term = word.slice(0, n);
    const runs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      const { rows } = filterMenu(index, term, categoryId);
      runs.push(performance.now() - t);
      if (rows.length > MENU_ROWS) throw new Error('too many rows drawn');
    }
    times.push(runs.sort((a, b) => a - b)[2]!);
  }
  return times;
}

filterMenu(index, 'aquecer', null); // warms the JIT
const all = [...typed('parmegiana queijo', null), ...typed('coxinha', 'c7'), ...typed('10500', null), ...typed('7890000001234', null)];
const p95 = percentile(all, 95);
console.log(`menu filter over ${PRODUCTS} products: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms per keystroke`);
target('menu filter p95 per keystroke (20,000 products)', p95, 'below', 16, 'ms');
