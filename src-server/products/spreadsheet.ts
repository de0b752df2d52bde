// Reads a menu spreadsheet (XLSX or CSV) into text rows with exceljs: the first row names the columns, each next
// row is one product. A CSV made by a Brazilian spreadsheet uses ";" (the comma is the decimal separator), one made
// elsewhere ","; the header line says which. The file's kind is told by its bytes (an XLSX is a ZIP), not its name.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetRow {
  /** the row's number in the spreadsheet (the header is row 1) */
  line: number;
  /** cell text by folded column name (nome, codigo, codigo_barras, preco, categoria) */
  cells: Record<string, string>;
}

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** "Código de barras" → "codigo_barras"; "Preço (R$)" → "preco". */
export function columnKey(header: string): string {
  const folded = header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/\s+de\s+/g, ' ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const aliases: Record<string, string> = { produto: 'nome', name: 'nome', descricao: 'nome', code: 'codigo', cod: 'codigo', barcode: 'codigo_barras', ean: 'codigo_barras', price: 'preco', valor: 'preco', category: 'categoria' };
  return aliases[folded] ?? folded;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  // A number typed in the sheet (a price of 12.9) stays a number's text with a dot, read as such by parsePrice.
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object' && 'result' in v) return v.result === undefined || v.result === null ? '' : String(v.result);
  return cell.text.trim();
}

/** The rows of the first sheet; null when the bytes are neither an XLSX nor a text CSV. */
export async function readSheet(data: Uint8Array): Promise<SheetRow[] | null> {
  const book = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (isZip(data)) {
    try {
      await book.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
    } catch {
      return null;
    }
    sheet = book.worksheets[0];
  } else {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
    // Binary bytes (an image, a PDF) are not a CSV.
    if (text.includes('\u0000') || !text.trim()) return null;
    const first = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = first.split(';').length > first.split(',').length ? ';' : ',';
    // Cells stay text (exceljs would try each as a date, slowly): the columns are read as text below anyway.
    sheet = await book.csv.read(Readable.from([text]), { map: (value: unknown) => value, parserOptions: { delimiter } });
  }
  if (!sheet) return null;
  const keys: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    keys[col] = columnKey(cellText(cell));
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const cells: Record<string, string> = {};
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const key = keys[col];
      if (key) cells[key] = cellText(cell);
    });
    if (Object.values(cells).some((v) => v !== '')) rows.push({ line, cells });
  });
  return rows;
}

/**
 * A price as a spreadsheet holds it, in centavos: "12,90", "R$ 1.234,56", "12.9" (a number cell), "-3,00".
 * Null when it is not a price.
 */
export function parsePrice(raw: string): number | null {
  let t = raw.replace(/R\$/i, '').replace(/\s/g, '');
  if (!t) return null;
  const negative = t.startsWith('-');
  if (negative) t = t.slice(1);
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t) && !/^\d+\.\d+$/.test(t)) return null;
  const [int = '0', frac = ''] = t.split('.');
  // More than two decimals (12.905 from a formula) round half away from zero.
  const cents = Number(int) * 100 + Number(frac.slice(0, 2).padEnd(2, '0')) + (Number(frac[2] ?? '0') >= 5 ? 1 : 0);
  return negative ? -cents : cents;
}
