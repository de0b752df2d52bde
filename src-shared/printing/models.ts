// Printer models and paper sizes as the platform spells them (spec 000 §enumerations).
export const PRINTER_MODELS = [
  'ESC_POS',
  'ESC_BEMA',
  'DARUMA',
  'TANCA',
  'BEMATECH',
  'EPSON',
  'TECTOY',
  'C3TECH',
  'ZJIANG',
  'ELGIN',
  'CONTROL_ID',
] as const;
export type PrinterModel = (typeof PRINTER_MODELS)[number];

export const PAPER_SIZES = ['small', 'medium', 'large'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export type Font = 'A' | 'B' | 'C';
export type Align = 'start' | 'center' | 'end';

/** Code pages the encoders can select; which ones a model offers is in its dialect table. */
export const CODE_PAGES = ['cp850', 'cp860', 'cp858', 'cp437', 'cp1252', 'iso88591', 'utf8'] as const;
export type CodePage = (typeof CODE_PAGES)[number];

/**
 * Characters per line for fonts A and B at each paper size.
 * - small = 58 mm paper, 384-dot heads (POS-58, ZJ-5890, Elgin RM-22): 32 columns in font A (12×24 dots),
 *   42 in font B.
 * - medium = 80 mm on 512-dot heads, or 576-dot heads in "42-column mode" (TM-T88, DB default profile):
 *   42 / 56.
 * - large = 80 mm on 576-dot heads (TM-T20, Elgin i9, MP-2800, Control iD, DR800): 48 / 64.
 * Daruma is the exception: its condensed mode gives 57 columns on the DR700 where others give 64, so font B
 * keeps Daruma's 48:57 ratio at every size.
 * (printer-dialects.md §8, "Suggested mapping".)
 */
const COLUMNS: Record<PaperSize, { A: number; B: number }> = {
  small: { A: 32, B: 42 },
  medium: { A: 42, B: 56 },
  large: { A: 48, B: 64 },
};

export function columnsFor(model: PrinterModel, size: PaperSize, font: Font): number {
  const base = COLUMNS[size];
  if (font === 'A' || font === 'C') return base.A;
  if (model === 'DARUMA') return Math.floor((base.A * 57) / 48);
  return base.B;
}

export function isPrinterModel(value: string): value is PrinterModel {
  return (PRINTER_MODELS as readonly string[]).includes(value);
}
