// A laid-out document → the primitive commands for one model, then bytes. Styles are sent only when they
// change, except after a size change: ESC ! (and the ESC/Bema and Daruma normal-size resets) clear bold,
// underline and font too, so those are sent again.
import type { Command } from './commands.js';
import { dialectFor, type ModelVariant } from './dialects.js';
import type { ReceiptDocument, TextStyle } from './document.js';
import { encode } from './encode.js';
import { layout, type Layout } from './layout.js';
import type { Align, CodePage, PaperSize, PrinterModel } from './models.js';

export interface PrintTarget {
  model: PrinterModel;
  size: PaperSize;
  variant?: ModelVariant;
  /** CP850 unless the printer is set otherwise (printer-dialects.md §4: the one page every source agrees on). */
  codePage?: CodePage;
}

/** Commands that start every job: mode switch where needed, reset, leave Chinese mode, select the code page. */
export function prologue(target: PrintTarget): Command[] {
  const d = dialectFor(target.model, target.variant);
  const out: Command[] = [];
  // Bematech in ESC/POS: the temporary switch (not the flash write) in case the printer woke in ESC/Bema.
  if (d.preInit) out.push({ op: 'mode', mode: 'escpos' });
  out.push({ op: 'init', form: d.initAcbr ? 'acbr' : 'plain' });
  if (d.chineseMode) out.push({ op: 'cancelChinese' });
  out.push({ op: 'codePage', page: target.codePage ?? 'cp850' });
  return out;
}

export function layoutToCommands(l: Layout, target: PrintTarget): Command[] {
  const cmds: Command[] = prologue(target);
  let align: Align = 'start';
  let cur: Required<TextStyle> = { bold: false, underline: false, width: 1, height: 1, font: 'A' };
  const setAlign = (a: Align): void => {
    if (a !== align) {
      cmds.push({ op: 'align', align: a });
      align = a;
    }
  };
  const setStyle = (s: Required<TextStyle>): void => {
    const sizeChanged = s.width !== cur.width || s.height !== cur.height;
    if (sizeChanged) cmds.push({ op: 'size', width: s.width, height: s.height });
    if (sizeChanged || s.font !== cur.font) cmds.push({ op: 'font', font: s.font });
    if ((sizeChanged && s.bold) || s.bold !== cur.bold) cmds.push({ op: 'bold', on: s.bold });
    if ((sizeChanged && s.underline) || s.underline !== cur.underline) cmds.push({ op: 'underline', on: s.underline });
    cur = s;
  };
  for (const line of l.lines) {
    switch (line.kind) {
      case 'text':
        setAlign(line.align);
        for (const seg of line.segments) {
          setStyle(seg.style);
          cmds.push({ op: 'text', text: seg.text });
        }
        cmds.push({ op: 'newline' });
        break;
      case 'qr':
        setAlign(line.align);
        cmds.push({ op: 'qr', data: line.data, moduleSize: line.moduleSize, ecc: line.ecc }, { op: 'newline' });
        break;
      case 'barcode':
        setAlign(line.align);
        cmds.push(
          { op: 'barcode', symbology: line.symbology, data: line.data, height: line.height, hri: line.hri ? 'below' : 'none' },
          { op: 'newline' },
        );
        break;
      case 'feed':
        cmds.push({ op: 'feed', lines: line.lines });
        break;
      case 'cut':
        cmds.push({ op: 'cut', mode: line.mode });
        break;
      case 'drawer':
        cmds.push({ op: 'drawer', pin: line.pin });
        break;
      case 'beep':
        cmds.push({ op: 'beep' });
        break;
    }
  }
  setStyle({ bold: false, underline: false, width: 1, height: 1, font: 'A' });
  setAlign('start');
  return cmds;
}

/** Document → bytes for one printer: layout, commands, encoding. */
export function renderDocument(document: ReceiptDocument, target: PrintTarget): Uint8Array {
  const l = layout(document, target.model, target.size);
  return encode(target.model, layoutToCommands(l, target), { variant: target.variant, codePage: target.codePage });
}
