// "Criar vários": the lines a manager types (name; price; code), read into new unique products or the reasons a line
// is refused, before anything is sent (a bad line loses nothing: the text stays as typed).
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';

const t = pe.tools;

export interface BulkLine {
  name: string;
  price: number;
  internalCode: string | null;
}

/** A typed price in centavos ("8,50", "R$ 1.234,56", "12"); null when it is not one. */
export function typedPrice(raw: string): number | null {
  let v = raw.replace(/R\$/i, '').replace(/\s/g, '');
  if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  const [int = '0', frac = ''] = v.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** The products of the text, or every line's problem; codes must be new in the text and on the menu (`taken`). */
export function readBulkLines(text: string, taken: ReadonlySet<string>): { lines: BulkLine[]; problems: string[] } {
  const lines: BulkLine[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim()) return;
    const [name = '', price = '', code = ''] = raw.split(';').map((x) => x.trim());
    const cents = typedPrice(price);
    const why = !name ? t.bulkNameMissing : cents === null ? t.bulkPriceInvalid(price) : code && seen.has(code) ? t.bulkCodeRepeated(code) : code && taken.has(code) ? t.bulkCodeTaken(code) : null;
    if (why) problems.push(t.bulkLineProblem(i + 1, why));
    else lines.push({ name: name.slice(0, 120), price: cents ?? 0, internalCode: code || null });
    if (code) seen.add(code);
  });
  return { lines, problems };
}
