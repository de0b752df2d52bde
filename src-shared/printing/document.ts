// The receipt document: what to print, independent of printer model and paper width.
import type { Align, Font } from './models.js';
import type { DrawerPin, QrEcc } from './commands.js';

export interface TextStyle {
  bold?: boolean;
  underline?: boolean;
  /** 2 = double width. */
  width?: 1 | 2;
  /** 2 = double height. */
  height?: 1 | 2;
  font?: Font;
}

export interface Run extends TextStyle {
  text: string;
}

export interface Cell {
  text: string;
  align?: Align;
  /** Fixed width in characters; one cell without it takes what is left. */
  width?: number;
}

export type Block =
  /** A paragraph of styled runs, wrapped at word boundaries. */
  | { kind: 'text'; runs: Run[]; align?: Align }
  /** Two or three columns; every cell wraps inside its own width. */
  | { kind: 'columns'; cells: Cell[]; style?: TextStyle }
  | { kind: 'separator'; char?: string }
  | { kind: 'qr'; data: string; moduleSize?: number; ecc?: QrEcc; align?: Align }
  | { kind: 'barcode'; symbology: 'EAN13' | 'CODE128'; data: string; height?: number; hri?: boolean; align?: Align }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut'; mode: 'full' | 'partial' }
  | { kind: 'drawer'; pin?: DrawerPin }
  | { kind: 'beep' };

export interface ReceiptDocument {
  blocks: Block[];
}

/** Small builders so templates read like the ticket they print. */
export const doc = {
  text: (text: string, style: TextStyle & { align?: Align } = {}): Block => {
    const { align, ...runStyle } = style;
    return { kind: 'text', runs: [{ text, ...runStyle }], align };
  },
  runs: (runs: Run[], align?: Align): Block => ({ kind: 'text', runs, align }),
  columns: (cells: Cell[], style?: TextStyle): Block => ({ kind: 'columns', cells, style }),
  /** Label on the left, value on the right. */
  pair: (label: string, value: string, style?: TextStyle): Block => ({
    kind: 'columns',
    cells: [{ text: label }, { text: value, align: 'end', width: Math.max(value.length, 1) }],
    style,
  }),
  separator: (char = '-'): Block => ({ kind: 'separator', char }),
  feed: (lines = 1): Block => ({ kind: 'feed', lines }),
  cut: (mode: 'full' | 'partial' = 'partial'): Block => ({ kind: 'cut', mode }),
  qr: (data: string, options: { moduleSize?: number; ecc?: QrEcc; align?: Align } = {}): Block => ({ kind: 'qr', data, ...options }),
  barcode: (symbology: 'EAN13' | 'CODE128', data: string, options: { height?: number; hri?: boolean; align?: Align } = {}): Block => ({
    kind: 'barcode',
    symbology,
    data,
    ...options,
  }),
  drawer: (pin: DrawerPin = 2): Block => ({ kind: 'drawer', pin }),
  beep: (): Block => ({ kind: 'beep' }),
};
