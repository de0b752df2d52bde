// Layout: the document wrapped to the paper's columns. Its output is what both the printer encoder and the
// on-screen preview draw, so the manager sees the same line breaks the printer makes.
import type { Block, Cell, ReceiptDocument, Run, TextStyle } from './document.js';
import { columnsFor, type Align, type Font, type PaperSize, type PrinterModel } from './models.js';
import type { DrawerPin, QrEcc } from './commands.js';

export interface Segment {
  text: string;
  style: Required<TextStyle>;
}

export type LaidLine =
  | { kind: 'text'; align: Align; segments: Segment[] }
  | { kind: 'qr'; data: string; moduleSize?: number; ecc?: QrEcc; align: Align }
  | { kind: 'barcode'; symbology: 'EAN13' | 'CODE128'; data: string; height?: number; hri: boolean; align: Align }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut'; mode: 'full' | 'partial' }
  | { kind: 'drawer'; pin: DrawerPin }
  | { kind: 'beep' };

export interface Layout {
  model: PrinterModel;
  size: PaperSize;
  /** Font-A columns of this paper (what the preview uses as its width). */
  columns: number;
  lines: LaidLine[];
}

const PLAIN: Required<TextStyle> = { bold: false, underline: false, width: 1, height: 1, font: 'A' };

function fullStyle(s: TextStyle | undefined): Required<TextStyle> {
  return { ...PLAIN, ...s };
}

/** How many characters of this style fit on a line. */
function capacity(model: PrinterModel, size: PaperSize, style: Required<TextStyle>): number {
  return Math.floor(columnsFor(model, size, style.font) / style.width);
}

/** Splits `text` into lines of at most `width` characters, at spaces where possible. */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    let line = '';
    for (let word of words) {
      while (word.length > width) {
        // A word longer than the line (a long URL, an access key) breaks hard.
        const room = line ? width - line.length - 1 : width;
        if (room <= 0) {
          out.push(line);
          line = '';
          continue;
        }
        out.push(line ? `${line} ${word.slice(0, room)}` : word.slice(0, room));
        line = '';
        word = word.slice(room);
      }
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

function layoutRuns(model: PrinterModel, size: PaperSize, runs: Run[], align: Align): LaidLine[] {
  // Each character costs 1/capacity of its style's line; a line is full when the costs reach 1.
  const tokens: { text: string; style: Required<TextStyle>; cost: number; space: boolean }[] = [];
  for (const run of runs) {
    const style = fullStyle(run);
    const cost = 1 / capacity(model, size, style);
    for (const piece of run.text.split(/( +)/)) {
      if (piece) tokens.push({ text: piece, style, cost, space: piece.startsWith(' ') });
    }
  }
  const lines: LaidLine[] = [];
  let segments: Segment[] = [];
  let used = 0;
  const flush = (): void => {
    while (segments.length && segments[segments.length - 1]?.text.trim() === '') segments.pop();
    const last = segments[segments.length - 1];
    if (last) last.text = last.text.replace(/ +$/, '');
    lines.push({ kind: 'text', align, segments });
    segments = [];
    used = 0;
  };
  const append = (text: string, style: Required<TextStyle>): void => {
    const prev = segments[segments.length - 1];
    if (prev && sameStyle(prev.style, style)) prev.text += text;
    else segments.push({ text, style });
  };
  for (const t of tokens) {
    const w = t.text.length * t.cost;
    if (t.space) {
      if (used > 0 && used + w <= 1 + 1e-9) {
        append(t.text, t.style);
        used += w;
      }
      continue;
    }
    if (used + w > 1 + 1e-9 && used > 0) flush();
    if (w > 1 + 1e-9) {
      // Longer than a whole line: hard-break it.
      const per = Math.floor(1 / t.cost);
      let rest = t.text;
      while (rest.length > per) {
        append(rest.slice(0, per), t.style);
        flush();
        rest = rest.slice(per);
      }
      append(rest, t.style);
      used = rest.length * t.cost;
      continue;
    }
    append(t.text, t.style);
    used += w;
  }
  if (segments.length || lines.length === 0) flush();
  return lines;
}

function sameStyle(a: Required<TextStyle>, b: Required<TextStyle>): boolean {
  return a.bold === b.bold && a.underline === b.underline && a.width === b.width && a.height === b.height && a.font === b.font;
}

function pad(text: string, width: number, align: Align): string {
  const room = width - text.length;
  if (room <= 0) return text.slice(0, width);
  if (align === 'end') return ' '.repeat(room) + text;
  if (align === 'center') {
    const left = Math.floor(room / 2);
    return ' '.repeat(left) + text + ' '.repeat(room - left);
  }
  return text + ' '.repeat(room);
}

function layoutColumns(model: PrinterModel, size: PaperSize, cells: Cell[], styleIn: TextStyle | undefined): LaidLine[] {
  const style = fullStyle(styleIn);
  const total = capacity(model, size, style);
  const gaps = cells.length - 1;
  const fixed = cells.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = cells.filter((c) => c.width === undefined).length || 1;
  const flexWidth = Math.max(1, Math.floor((total - fixed - gaps) / flexible));
  const widths = cells.map((c) => Math.max(1, Math.min(c.width ?? flexWidth, total)));
  const wrapped = cells.map((c, i) => wrapText(c.text, widths[i] ?? 1));
  const rows = Math.max(...wrapped.map((w) => w.length));
  const lines: LaidLine[] = [];
  for (let r = 0; r < rows; r++) {
    const parts = cells.map((c, i) => pad(wrapped[i]?.[r] ?? '', widths[i] ?? 1, c.align ?? 'start'));
    const text = parts.join(' ').replace(/ +$/, '');
    lines.push({ kind: 'text', align: 'start', segments: [{ text, style }] });
  }
  return lines;
}

export function layout(document: ReceiptDocument, model: PrinterModel, size: PaperSize): Layout {
  const lines: LaidLine[] = [];
  for (const b of document.blocks) lines.push(...layoutBlock(b, model, size));
  return { model, size, columns: columnsFor(model, size, 'A'), lines };
}

function layoutBlock(b: Block, model: PrinterModel, size: PaperSize): LaidLine[] {
  switch (b.kind) {
    case 'text':
      return layoutRuns(model, size, b.runs, b.align ?? 'start');
    case 'columns':
      return layoutColumns(model, size, b.cells, b.style);
    case 'separator': {
      const ch = b.char && b.char.length > 0 ? b.char : '-';
      const cols = columnsFor(model, size, 'A');
      return [{ kind: 'text', align: 'start', segments: [{ text: ch.repeat(Math.ceil(cols / ch.length)).slice(0, cols), style: PLAIN }] }];
    }
    case 'qr':
      return [{ kind: 'qr', data: b.data, moduleSize: b.moduleSize, ecc: b.ecc, align: b.align ?? 'center' }];
    case 'barcode':
      return [{ kind: 'barcode', symbology: b.symbology, data: b.data, height: b.height, hri: b.hri ?? true, align: b.align ?? 'center' }];
    case 'feed':
      return [{ kind: 'feed', lines: b.lines }];
    case 'cut':
      return [{ kind: 'cut', mode: b.mode }];
    case 'drawer':
      return [{ kind: 'drawer', pin: b.pin ?? 2 }];
    case 'beep':
      return [{ kind: 'beep' }];
  }
}

/** The text of every printed line, as the printer will show it (tests and the plain-text preview). */
export function layoutText(l: Layout): string[] {
  const out: string[] = [];
  for (const line of l.lines) {
    if (line.kind === 'text') out.push(line.segments.map((s) => s.text).join(''));
  }
  return out;
}

export type { Font };
