// The item file of a Toledo price-computing scale, loaded by Toledo's MGV program (001 §7.1: formats TOLEDO_TXITENS
// and TOLEDO_ITENSMGV). Fixed-width ASCII text, one item per line, CRLF, numbers zero-padded on the left, texts
// space-padded on the right, upper case without accents (the scale's character set).
//
// Layouts, as Toledo's "Manual de Formato de Arquivos MGV" gives them and the ACBr project's ACBrCargaBal
// (TACBrCargaBal.PreencherToledo) writes them:
//
// TXITENS.TXT (MGV 4, 320 characters):
//   DD     2  department code                      (01)
//   EE     2  label model                          (00: the scale's default)
//   T      1  item type: 0 by weight (price per kg), 1 by unit
//   CCCCCC 6  item code (the product's code)
//   PPPPPP 6  price in centavos (up to 9999,99)
//   VVV    3  days of validity                     (000: none)
//   D     50  description: two lines of 25
//   R    250  extra information (recipe)          (blank)
//
// ITENSMGV.TXT (MGV 5 and 6, 150 characters):
//   DD 2, T 1, CCCCCC 6, PPPPPP 6, VVV 3, D 50 as above, then
//   RRRRRR 6  extra information code              (000000)
//   FFFF   4  image code                           (0000)
//   IIIIII 6  nutrition information code           (000000)
//   DV     1  print the validity date              (0: no)
//   DE     1  print the packing date               (1: yes)
//   CF     4  supplier code                        (0000)
//   L     12  lot                                  (zeros)
//   G     11  special code                         (zeros)
//   Z      1  price version                        (0)
//   CS     4  sound code                           (0000)
//   CT     4  tare code                            (0000)
//   FR     4  fractioner code                      (0000)
//   CE1    4  extra field 1                        (0000)
//   CE2    4  extra field 2                        (0000)
//   CON    4  conservation code                    (0000)
//   EAN   12  EAN-13 of an EAN-13 item             (zeros)
// The MGV 6 fields after these (glazing, associated departments, 3rd and 4th description lines...) may be absent:
// the program reads them as not associated.

export type ScaleFormat = 'TOLEDO_TXITENS' | 'TOLEDO_ITENSMGV';
export const SCALE_FORMATS: readonly ScaleFormat[] = ['TOLEDO_TXITENS', 'TOLEDO_ITENSMGV'];

export interface ScaleItem {
  /** the product's code: digits, at most 6 */
  code: string;
  name: string;
  /** centavos: per kilogram when weighed */
  price: number;
  weighed: boolean;
}

const zeros = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
const padText = (text: string, width: number) => ascii(text).slice(0, width).padEnd(width, ' ');

/** Whether a product can go to the scale: a code of 1 to 6 digits, a price up to R$ 9.999,99. */
export function fitsScale(code: string | null, price: number): boolean {
  return !!code && /^\d{1,6}$/.test(code) && price >= 0 && price <= 999_999;
}

function head(item: ScaleItem, labelModel: boolean): string {
  return '01' + (labelModel ? '00' : '') + (item.weighed ? '0' : '1') + zeros(Number(item.code), 6) + zeros(item.price, 6) + '000' + padText(item.name, 50);
}

/** One line of the file, without its CRLF. */
export function scaleLine(format: ScaleFormat, item: ScaleItem): string {
  if (format === 'TOLEDO_TXITENS') return head(item, true) + ' '.repeat(250);
  return head(item, false) + '000000' + '0000' + '000000' + '0' + '1' + '0000' + '0'.repeat(12) + '0'.repeat(11) + '0' + '0000' + '0000' + '0000' + '0000' + '0000' + '0000' + '0'.repeat(12);
}

/** The whole file: its name and bytes (ASCII, CRLF after every line). */
export function scaleFile(format: ScaleFormat, items: readonly ScaleItem[]): { fileName: string; data: Buffer } {
  const text = items.map((i) => scaleLine(format, i) + '\r\n').join('');
  return { fileName: format === 'TOLEDO_TXITENS' ? 'TXITENS.TXT' : 'ITENSMGV.TXT', data: Buffer.from(text, 'latin1') };
}
