// The primitive operations an encoder turns into bytes. Optional `form` fields select one of the documented
// alternative byte forms of the same operation (printer-dialects.md lists several per model); without it the
// model's dialect table picks its default.
import type { Align, CodePage, Font } from './models.js';

/** 'ascii' sends '0'/'1' (30h/31h) where the printer accepts both, as escpos-buffer does. */
export type ParamForm = 'binary' | 'ascii';
export type QrEcc = 'L' | 'M' | 'Q' | 'H';
export type DrawerPin = 2 | 5;

export type Command =
  | { op: 'init'; form?: 'plain' | 'acbr' }
  /** Bematech command-set switch (GS F9). `previous` returns to the mode before the last switch. */
  | { op: 'mode'; mode: 'escpos' | 'escbema' | 'previous'; persistent?: boolean; param?: ParamForm }
  /** Bematech: which command set is active (GS F9 C 0; the reply is read by `readCommandSetReply`). */
  | { op: 'modeQuery' }
  /** FS . : leave the Chinese double-byte mode before single-byte code-page text. */
  | { op: 'cancelChinese' }
  | { op: 'text'; text: string }
  | { op: 'newline'; crlf?: boolean }
  | { op: 'bold'; on: boolean; param?: ParamForm; form?: 'control' }
  | { op: 'underline'; on: boolean; dots?: 1 | 2; param?: ParamForm }
  | { op: 'italic'; on: boolean }
  | { op: 'align'; align: Align; param?: ParamForm }
  /** Character size; `form: 'charSize'` uses GS ! instead of the dialect's default. */
  | { op: 'size'; width: 1 | 2; height: 1 | 2; form?: 'printMode' | 'charSize' }
  /** Separate double-width / double-height toggles where the dialect has them (ESC/Bema, Daruma). */
  | { op: 'doubleWidth'; on: boolean; param?: ParamForm; form?: 'control' }
  | { op: 'doubleHeight'; on: boolean; form?: 'oneLine' }
  /** `form: 'dc4'`: Daruma's DC4 "normal mode" (ends double width) instead of DC2, which ends condensed. */
  | { op: 'font'; font: Font; form?: 'escM' | 'dc4' }
  | { op: 'feed'; lines: number; form?: 'spaces' | 'lf' | 'vt' }
  | { op: 'cut'; mode: 'full' | 'partial'; form?: 'legacy' | 'ascii' | 'feed'; feedDots?: number }
  | { op: 'drawer'; pin: DrawerPin; onMs?: number; offMs?: number; form?: 'noTiming' | 'realtime' | 'acbr' }
  | { op: 'codePage'; page: CodePage }
  | {
      op: 'qr';
      data: string;
      moduleSize?: number;
      ecc?: QrEcc;
      form?: 'pyescpos' | 'escposBuffer';
    }
  | {
      op: 'barcode';
      symbology: 'EAN13' | 'CODE128';
      data: string;
      width?: number;
      height?: number;
      hri?: 'none' | 'above' | 'below' | 'both';
      /** 'bare': no width/height/HRI setup before GS k; 'pyescpos': setup in height, width, HRI order. */
      form?: 'bare' | 'pyescpos';
    }
  /** 'star': ESC GS BEL 1 t1 t2 (TecToy D2 mini, ACBr-Star); 'sunmi': ESC GS BEL '1' t1 t2 (ACBr-Sunmi). */
  | { op: 'beep'; times?: number; onMs?: number; offMs?: number; form?: 'bel' | 'escB' | 'escParenA' | 'star' | 'sunmi' }
  | { op: 'status'; query: StatusQuery }
  | { op: 'info'; query: 'manufacturer' | 'model' | 'firmware' | 'serial' | 'config' }
  /** Daruma configuration byte: how many columns the condensed font prints (57 on DR700, 64 on DR800). */
  | { op: 'configure'; condensedColumns: 57 | 64 }
  | { op: 'raw'; bytes: Uint8Array };

export type StatusQuery = 'printer' | 'offline' | 'error' | 'paper' | 'paperGs' | 'drawerGs' | 'extended' | 'enq' | 'gsEnq';
