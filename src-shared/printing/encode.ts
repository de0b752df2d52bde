// encode(model, commands) → the bytes that model's firmware expects. Everything model-specific comes from
// the dialect table (dialects.ts); this file only knows how each kind of table entry is laid out.
import { ByteWriter } from './bytes.js';
import { encodeText } from './codepages.js';
import type { Command, ParamForm, QrEcc } from './commands.js';
import { BEMATECH_MODES, dialectFor, type Dialect, type ModelVariant } from './dialects.js';
import type { CodePage, PrinterModel } from './models.js';
import { printingMessages } from '../i18n/printing.js';

export interface EncodeOptions {
  /** Elgin VOX family instead of i9. */
  variant?: ModelVariant;
  /** The code page the printer is already set to, for text sent before any codePage command. */
  codePage?: CodePage;
}

const ESC = 0x1b;
const GS = 0x1d;
const utf8 = new TextEncoder();

const p = (value: number, form: ParamForm | undefined): number => (form === 'ascii' ? 0x30 + value : value);
const ms = (value: number, unit: number): number => Math.max(0, Math.min(255, Math.round(value / unit)));
const ALIGN_INDEX = { start: 0, center: 1, end: 2 } as const;
const ECC_INDEX: Record<QrEcc, number> = { L: 0, M: 1, Q: 2, H: 3 };
const HRI = { none: 0, above: 1, below: 2, both: 3 } as const;

export function encode(model: PrinterModel, commands: readonly Command[], options: EncodeOptions = {}): Uint8Array {
  const out = new ByteWriter(256 + commands.length * 16);
  let d = dialectFor(model, options.variant);
  let page: CodePage = options.codePage ?? 'cp850';
  for (const c of commands) {
    switch (c.op) {
      case 'init':
        out.pushAll(c.form === 'acbr' && d.initAcbr ? d.initAcbr : d.init);
        break;
      case 'mode':
        if (c.mode === 'previous') {
          out.pushAll([GS, 0xf9, 0x1f, 0x31]);
          break;
        }
        out.pushAll([GS, 0xf9, c.persistent ? 0x35 : 0x20, p(c.mode === 'escpos' ? 1 : 0, c.param ?? 'ascii')]);
        // After the switch the same printer speaks the other command set (Bematech only).
        if (model === 'BEMATECH' || model === 'ESC_BEMA') d = BEMATECH_MODES[c.mode];
        break;
      case 'modeQuery':
        if (!d.modeQuery) throw new Error(printingMessages.errors.commandUnsupported(model, c.op));
        out.pushAll(d.modeQuery);
        break;
      case 'cancelChinese':
        out.pushAll([0x1c, 0x2e]);
        break;
      case 'text':
        encodeText(c.text, page, out);
        break;
      case 'newline':
        if (c.crlf) out.push(0x0d);
        out.push(0x0a);
        break;
      case 'bold':
        if (c.form === 'control' && d.boldControl) out.push(c.on ? d.boldControl[0] : d.boldControl[1]);
        else if (d.bold === 'param') out.pushAll([ESC, 0x45, p(c.on ? 1 : 0, c.param)]);
        else out.pushAll([ESC, c.on ? 0x45 : 0x46]);
        break;
      case 'underline':
        out.pushAll([ESC, 0x2d, p(c.on ? (c.dots ?? 1) : 0, c.param)]);
        break;
      case 'italic':
        italic(out, d, c.on);
        break;
      case 'align':
        out.pushAll([ESC, d.alignCommand, p(ALIGN_INDEX[c.align], c.param)]);
        break;
      case 'size':
        size(out, d, c.width, c.height, c.form);
        break;
      case 'doubleWidth':
        if (c.form === 'control') out.push(c.on ? 0x0e : 0x14);
        else if (d.doubleWidth === 'escW') out.pushAll([ESC, 0x57, p(c.on ? 1 : 0, c.param)]);
        else out.pushAll([ESC, 0x21, c.on ? 0x20 : 0x00]);
        break;
      case 'doubleHeight':
        if (c.form === 'oneLine') out.pushAll([ESC, 0x56]);
        else if (d.doubleHeight === 'escd') out.pushAll([ESC, 0x64, c.on ? 1 : 0]);
        else if (d.doubleHeight === 'escw') out.pushAll([ESC, 0x77, c.on ? 1 : 0]);
        else out.pushAll([ESC, 0x21, c.on ? 0x10 : 0x00]);
        break;
      case 'font':
        font(out, d, c.font, c.form);
        break;
      case 'feed':
        feed(out, d, c.lines, c.form);
        break;
      case 'cut':
        if (c.form === 'legacy') out.pushAll([ESC, c.mode === 'full' ? 0x69 : 0x6d]);
        else if (c.form === 'ascii') out.pushAll([GS, 0x56, c.mode === 'full' ? 0x30 : 0x31]);
        else if (c.form === 'feed') out.pushAll([GS, 0x56, c.mode === 'full' ? 0x41 : 0x42, ms(c.feedDots ?? 0, 1)]);
        else out.pushAll(c.mode === 'full' ? d.cut.full : d.cut.partial);
        break;
      case 'drawer':
        drawer(out, d, c);
        break;
      case 'codePage': {
        const n = d.codePages[c.page];
        if (n === undefined) throw new Error(printingMessages.errors.codePageUnsupported(model, c.page));
        out.pushAll([ESC, 0x74, n]);
        page = c.page;
        break;
      }
      case 'qr':
        qr(out, d, c);
        break;
      case 'barcode':
        barcode(out, d, c);
        break;
      case 'beep':
        beep(out, d, c);
        break;
      case 'status':
        out.pushAll(statusBytes(d, c.query));
        break;
      case 'info':
        out.pushAll(infoBytes(d, c.query));
        break;
      case 'configure':
        // Daruma's config write: 30 'X' (keep), the condensed-columns byte, 9 'X' (ACBr-Daruma).
        out.pushAll([ESC, 0xc6]);
        for (let i = 0; i < 30; i++) out.push(0x58);
        out.push(c.condensedColumns === 57 ? 0x31 : 0x30);
        for (let i = 0; i < 9; i++) out.push(0x58);
        break;
      case 'raw':
        out.pushAll(c.bytes);
        break;
      default:
        // A command this encoder does not know must not vanish from the paper without a word.
        unknownCommand(model, c);
    }
  }
  return out.toBytes();
}

/** Compile time: every Command is handled above. Run time (data from outside the types): refuse it. */
function unknownCommand(model: PrinterModel, c: never): never {
  const op = typeof c === 'object' && c !== null && 'op' in c ? String((c as { op: unknown }).op) : String(c);
  throw new Error(printingMessages.errors.commandUnknown(model, op));
}

function italic(out: ByteWriter, d: Dialect, on: boolean): void {
  if (d.italic === 'esc4') out.pushAll([ESC, on ? 0x34 : 0x35]);
  else if (d.italic === 'esc4param') out.pushAll([ESC, 0x34, on ? 1 : 0]);
  else if (d.italic === 'printModeBit6') out.pushAll([ESC, 0x21, on ? 0x40 : 0x00]);
  // Epson has no italic: the text prints upright.
}

function size(out: ByteWriter, d: Dialect, w: 1 | 2, h: 1 | 2, form: 'printMode' | 'charSize' | undefined): void {
  if (form === 'charSize') {
    out.pushAll([GS, 0x21, ((w - 1) << 4) | (h - 1)]);
    return;
  }
  const mode = (w === 2 ? 0x20 : 0) | (h === 2 ? 0x10 : 0);
  if (form === 'printMode' || d.size === 'printMode') out.pushAll([ESC, 0x21, mode]);
  else if (d.size === 'bema') {
    // ACBr's normal: ESC ! 0, normal columns, italic off.
    if (mode === 0) out.pushAll([ESC, 0x21, 0x00, ESC, 0x48, ESC, 0x35]);
    else out.pushAll([ESC, 0x21, mode]);
  } else {
    // Daruma: ESC ! 0 + DC2 resets; otherwise its own width (ESC W) and height (ESC w) toggles.
    if (mode === 0) out.pushAll([ESC, 0x21, 0x00, 0x12]);
    else out.pushAll([ESC, 0x57, w === 2 ? 1 : 0, ESC, 0x77, h === 2 ? 1 : 0]);
  }
}

function font(out: ByteWriter, d: Dialect, f: 'A' | 'B' | 'C', form: 'escM' | 'dc4' | undefined): void {
  if (form === 'dc4') {
    out.push(0x14);
  } else if (form === 'escM' || d.font === 'escM') {
    out.pushAll([ESC, 0x4d, f === 'B' ? 1 : f === 'C' && d.hasFontC ? 2 : 0]);
  } else if (d.font === 'bema') {
    // ESC/Bema has no font B: condensed is the narrow font (§2.4).
    out.pushAll(f === 'B' ? [ESC, 0x0f] : [ESC, 0x48]);
  } else {
    // Daruma: condensed is ESC SI and DC2 ends it (§2.5); DC4 only ends double width, so it would leave a
    // DANFE's condensed lines condensed.
    out.pushAll(f === 'B' ? [ESC, 0x0f] : [0x12]);
  }
}

function feed(out: ByteWriter, d: Dialect, lines: number, form: 'spaces' | 'lf' | 'vt' | undefined): void {
  let n = Math.max(0, Math.floor(lines));
  if (form === 'spaces') {
    // ACBr: a space before each LF, so printers that ignore an empty LF still feed.
    for (let i = 0; i < n; i++) out.pushAll([0x20, 0x0a]);
  } else if (form === 'lf') {
    for (let i = 0; i < n; i++) out.push(0x0a);
  } else if (form === 'vt') {
    for (let i = 0; i < n; i++) out.push(0x0b);
  } else if (d.feed === 'escd') {
    for (; n > 0; n -= 255) out.pushAll([ESC, 0x64, Math.min(n, 255)]);
  } else if (d.feed === 'bemaSkip') {
    for (; n > 0; n -= 255) out.pushAll([ESC, 0x66, 0x31, Math.min(n, 255)]);
  } else {
    // Daruma: EM feeds four lines at once.
    for (; n >= 4; n -= 4) out.push(0x19);
    for (; n > 0; n--) out.push(0x0a);
  }
}

function drawer(out: ByteWriter, d: Dialect, c: Extract<Command, { op: 'drawer' }>): void {
  const onMs = c.onMs ?? d.drawer.onMs;
  const offMs = c.offMs ?? d.drawer.offMs;
  const m = c.pin === 2 ? 0 : 1;
  if (c.form === 'noTiming') out.pushAll([ESC, 0x70, m]);
  else if (c.form === 'realtime') out.pushAll([0x10, 0x14, 0x01, m, ms(onMs, 100)]);
  else if (c.form === 'acbr') out.pushAll([ESC, 0x76, 0x6e, ms(onMs, 1)]);
  else if (d.drawer.form === 'escp') out.pushAll([ESC, 0x70, m, ms(onMs, 2), ms(offMs, 2)]);
  else if (d.drawer.form === 'bema') out.pushAll([ESC, c.pin === 2 ? 0x76 : 0x80, ms(onMs, 1)]);
  else out.pushAll([ESC, 0x70]);
}

function le(out: ByteWriter, n: number): void {
  out.push(n & 0xff);
  out.push((n >> 8) & 0xff);
}

function qr(out: ByteWriter, d: Dialect, c: Extract<Command, { op: 'qr' }>): void {
  const data = utf8.encode(c.data);
  const size = c.moduleSize ?? d.qr.moduleSize;
  const ecc = c.ecc ?? d.qr.ecc;
  switch (d.qr.form) {
    case 'gsk': {
      out.pushAll([GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, d.qr.model[0], d.qr.model[1]]);
      out.pushAll([GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, size]);
      out.pushAll([GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x30 + ECC_INDEX[ecc === 'auto' ? 'L' : ecc]]);
      out.pushAll([GS, 0x28, 0x6b]);
      le(out, data.length + 3);
      out.pushAll([0x31, 0x50, 0x30]);
      out.pushAll(data);
      out.pushAll([GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30]);
      break;
    }
    case 'bema': {
      const n1 = ECC_INDEX[ecc === 'auto' ? 'L' : ecc];
      if (c.form === 'pyescpos') {
        // pyescpos' fixed parameters (taken from ACBr's NFC-e code, it says).
        out.pushAll([GS, 0x6b, 0x51, 0x03, 0x08, 0x08, 0x01]);
        le(out, data.length);
        out.pushAll(data);
      } else if (c.form === 'escposBuffer') {
        out.pushAll([GS, 0x6b, 0x51, n1, size * 2, 0x00, 0x01]);
        le(out, data.length + 3);
        out.pushAll(data);
        out.push(0x00);
      } else {
        out.pushAll([GS, 0x6b, 0x51, n1, size * 2, 0x00, 0x01]);
        le(out, data.length);
        out.pushAll(data);
      }
      break;
    }
    case 'daruma': {
      // ACBr: data longer than 256 bytes needs ECC 'M' and module ≥ 4.
      const long = data.length > 256;
      const width = Math.max(long ? 4 : 3, Math.min(7, size));
      const e = long && ecc === 'auto' ? 'M' : ecc;
      // No 'L' on Daruma: pyescpos maps L to M.
      const eByte = e === 'auto' ? 0x00 : e === 'L' || e === 'M' ? 0x4d : e === 'Q' ? 0x51 : 0x48;
      out.pushAll([ESC, 0x81]);
      le(out, data.length + 2);
      out.pushAll([width, eByte]);
      out.pushAll(data);
      break;
    }
    case 'zjiang': {
      out.pushAll([ESC, 0x5a, 0x00, (ecc === 'auto' ? 'L' : ecc).charCodeAt(0), Math.max(1, Math.min(8, size))]);
      le(out, data.length);
      out.pushAll(data);
      break;
    }
    case 'vox': {
      out.pushAll([GS, 0x6f, 0x00, size, 0x00, 0x02]);
      out.pushAll([GS, 0x6b, 0x0b, (ecc === 'auto' ? 'L' : ecc).charCodeAt(0), 0x41, 0x2c]);
      out.pushAll(data);
      out.push(0x00);
      break;
    }
  }
}

/** EAN-13 check digit, for callers that pass the 12-digit body. */
export function ean13(data: string): string {
  const digits = data.replace(/\D/g, '');
  if (digits.length !== 12) return digits.slice(0, 13);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

function barcode(out: ByteWriter, d: Dialect, c: Extract<Command, { op: 'barcode' }>): void {
  const w = c.width ?? d.barcode.width;
  const h = c.height ?? d.barcode.height;
  const hri = HRI[c.hri ?? 'none'];
  const data = c.symbology === 'EAN13' ? ean13(c.data) : c.data;
  if (d.barcode.form === 'daruma') {
    // Daruma's label byte is 0/1 (printed or not; §5), not Epson's position 0-3.
    out.pushAll([ESC, 0x62, c.symbology === 'EAN13' ? 1 : 5, w, h, hri === 0 ? 0 : 1]);
    out.pushAscii(data);
    out.push(0x00);
    return;
  }
  if (c.form === 'pyescpos') out.pushAll([GS, 0x68, h, GS, 0x77, w, GS, 0x48, hri]);
  else if (d.barcode.form === 'tanca') out.pushAll([GS, 0x48, hri, GS, 0x66, 0x00, GS, 0x77, w, GS, 0x68, h]);
  else if (c.form !== 'bare') out.pushAll([GS, 0x77, w, GS, 0x68, h, GS, 0x48, hri]);
  if (c.symbology === 'EAN13') {
    out.pushAll([GS, 0x6b, 0x43, data.length]);
    out.pushAscii(data);
  } else if (d.barcode.form === 'bema') {
    // ESC/Bema takes CODE128 without the {A/{B/{C code-set prefix (§5).
    out.pushAll([GS, 0x6b, 0x49, data.length]);
    out.pushAscii(data);
  } else {
    out.pushAll([GS, 0x6b, 0x49, data.length + 2, 0x7b, 0x42]);
    out.pushAscii(data);
  }
}

function beep(out: ByteWriter, d: Dialect, c: Extract<Command, { op: 'beep' }>): void {
  const form = c.form ?? d.beep.form;
  const times = c.times ?? d.beep.times;
  const onMs = c.onMs ?? d.beep.onMs;
  const offMs = c.offMs ?? d.beep.offMs;
  if (form === 'bel') out.push(0x07);
  else if (form === 'escB') out.pushAll([ESC, 0x42, times, ms(onMs, 100)]);
  else if (form === 'escParenA') out.pushAll([ESC, 0x28, 0x41, 0x05, 0x00, 0x61, 0x64, times, ms(onMs, 100), ms(offMs, 100)]);
  // Star/Sunmi ESC GS BEL m t1 t2: buzzer 1, times in 20 ms units.
  else if (form === 'star') out.pushAll([ESC, 0x1d, 0x07, 0x01, ms(onMs, 20), ms(offMs, 20)]);
  // Sunmi (ACBr-Sunmi): the same with the buzzer as ASCII '1'; ACBr's 02 05 = 40 ms on, 100 ms off.
  else if (form === 'sunmi') out.pushAll([ESC, 0x1d, 0x07, 0x31, ms(c.onMs ?? 40, 20), ms(c.offMs ?? 100, 20)]);
  // ESC/Bema ESC ( A pL=4 pH=0 fn n1 n2 vol, ACBr's fixed values.
  else if (form === 'bema') out.pushAll([ESC, 0x28, 0x41, 0x04, 0x00, 0x01, 0x02, 0x01, 0x00]);
  else throw new Error(printingMessages.errors.commandUnknown(d.id, `beep ${String(form)}`));
}

function statusBytes(d: Dialect, query: Extract<Command, { op: 'status' }>['query']): number[] {
  switch (query) {
    case 'printer':
      return [0x10, 0x04, 0x01];
    case 'offline':
      return [0x10, 0x04, 0x02];
    case 'error':
      return [0x10, 0x04, 0x03];
    case 'paper':
      return [0x10, 0x04, 0x04];
    case 'paperGs':
      return [GS, 0x72, 0x01];
    case 'drawerGs':
      return [GS, 0x72, 0x02];
    case 'extended':
      return [GS, 0xf8, 0x31];
    case 'enq':
      return [0x05];
    case 'gsEnq':
      return d.status === 'daruma' ? [GS, 0x05] : [0x05];
    default:
      throw new Error(printingMessages.errors.commandUnknown(d.id, `status ${String(query)}`));
  }
}

function infoBytes(d: Dialect, query: Extract<Command, { op: 'info' }>['query']): number[] {
  const bytes = infoTable(d, query);
  if (!bytes) throw new Error(printingMessages.errors.commandUnknown(d.id, `info ${String(query)}`));
  return bytes;
}

function infoTable(d: Dialect, query: Extract<Command, { op: 'info' }>['query']): number[] | undefined {
  const pick = <T>(table: Record<string, T>): T | undefined => (Object.hasOwn(table, query) ? table[query] : undefined);
  if (d.status === 'escbema' || d.status === 'vox') {
    const n = pick({ manufacturer: 0x00, model: 0x00, serial: 0x01, firmware: 0x03, config: 0x00 });
    return n === undefined ? undefined : [GS, 0xf9, 0x27, n];
  }
  if (d.status === 'daruma') {
    return pick({ manufacturer: [ESC, 0xc3], model: [ESC, 0xc3], firmware: [ESC, 0xc7], serial: [ESC, 0xe5], config: [ESC, 0xe5] });
  }
  const n = pick({ manufacturer: 0x42, model: 0x43, firmware: 0x41, serial: 0x44, config: 0x32 });
  return n === undefined ? undefined : [GS, 0x49, n];
}
