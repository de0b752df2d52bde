// One table per printer model: which byte form each operation takes, the code-page numbering and the
// defaults. Facts and sources: docs/reference/printers/printer-dialects.md (section numbers below).
// Where sources disagree, the choice is written next to the entry. In short:
// - Code page: CP850 (ESC t 2) everywhere by default, the one choice every source agrees on (§4).
// - Drawer: ACBr's ESC p m 50 200 (100 ms on, 400 ms off) on Epson-family models; Tanca gets the timing bytes
//   node-thermal-printer forgets (§9.6); Control iD follows escpos-buffer (120/240 ms); ESC/Bema ESC v 200 ms.
// - ESC/Bema size: ESC ! n (manual + escpos-buffer), not ACBr's ESC d 1, which means "feed" to ESC/POS (§9.2).
// - ESC/Bema QR: ACBr's current layout (length = data) over pyescpos' fixed bytes and escpos-buffer's data+3.
// - Bematech (ESC/POS mode): each job starts with the temporary GS F9 20 '1', never the flash-writing GS F9 35.
// - Elgin: i9 (ESC/POS) unless the printer is set to variant 'vox'; VOX drawer ESC v n (escpos-buffer).
// - TecToy: escpos-buffer's Q4 profile (ESC m cut, ESC B beep, QR model bytes 00 00); FS . before ESC t.
// - C3Tech: no source; a generic Chinese ESC/POS printer (all inferred).
// Every other documented variant stays reachable through a command's `form`/`param` (see vectors.test.ts).
import type { CodePage, PrinterModel } from './models.js';
import type { QrEcc } from './commands.js';

export type StatusFamily = 'escpos' | 'escbema' | 'daruma' | 'vox';

export interface Dialect {
  id: string;
  /** ESC @ and what a job starts with after it (mode switch, FS . , font). */
  init: number[];
  /** The fuller init ACBr sends (ESC/Bema: ESC @ + mode + line spacing + CP850). */
  initAcbr?: number[];
  /** Sent before ESC @ at the start of every job (Bematech's temporary command-set switch). */
  preInit?: number[];
  /** Chinese firmwares start in double-byte mode: send FS . before code-page text (§9.11). */
  chineseMode: boolean;
  codePages: Partial<Record<CodePage, number>>;
  /** ESC E n (Epson) or ESC E / ESC F without parameter (ESC/Bema, Daruma, Elgin VOX; §9.3). */
  bold: 'param' | 'eAndF';
  boldControl?: [number, number];
  /** ESC a (Epson) or ESC j (Daruma; §9.4). */
  alignCommand: number;
  /** How `size` is sent. 'printMode' = ESC ! n; 'bema' = ESC ! n, with ACBr's normal reset; 'daruma' = ESC W + ESC w. */
  size: 'printMode' | 'bema' | 'daruma';
  doubleWidth: 'escW' | 'none';
  doubleHeight: 'escd' | 'escw' | 'none';
  italic: 'esc4' | 'esc4param' | 'printModeBit6' | 'none';
  font: 'escM' | 'bema' | 'daruma';
  hasFontC: boolean;
  feed: 'escd' | 'bemaSkip' | 'daruma';
  cut: { full: number[]; partial: number[] };
  drawer: { form: 'escp' | 'bema' | 'daruma'; onMs: number; offMs: number };
  qr: { form: 'gsk' | 'bema' | 'daruma' | 'zjiang' | 'vox'; model: [number, number]; moduleSize: number; ecc: QrEcc | 'auto' };
  barcode: { form: 'gsk' | 'bema' | 'tanca' | 'daruma'; width: number; height: number };
  beep: { form: 'bel' | 'escB' | 'escParenA' | 'bema'; times: number; onMs: number; offMs: number };
  /** GS F9 C 0 asks a Bematech which command set it speaks (§2.3); other models have no such query. */
  modeQuery?: number[];
  status: StatusFamily;
}

const ESC = 0x1b;
const GS = 0x1d;

/** §2.1: generic Epson-compatible. Defaults follow ACBr (the most used library in Brazil) unless noted. */
const escpos: Dialect = {
  id: 'ESC_POS',
  init: [ESC, 0x40],
  chineseMode: false,
  // §4 Epson numbering.
  codePages: { cp437: 0x00, cp850: 0x02, cp860: 0x03, cp858: 0x13, cp1252: 0x10 },
  bold: 'param',
  alignCommand: 0x61,
  size: 'printMode',
  doubleWidth: 'none',
  doubleHeight: 'none',
  italic: 'none',
  font: 'escM',
  hasFontC: false,
  feed: 'escd',
  cut: { full: [GS, 0x56, 0x00], partial: [GS, 0x56, 0x01] },
  // ACBr TempoON=50, TempoOFF=200 (×2 ms) → 1B 70 m 32 C8. pyescpos' 32 32 is reachable with offMs: 100.
  drawer: { form: 'escp', onMs: 100, offMs: 400 },
  // ACBr defaults: model 2, module 4, ECC L (§3.1).
  qr: { form: 'gsk', model: [0x32, 0x00], moduleSize: 4, ecc: 'L' },
  // ACBr defaults: width 2, height 50, no HRI (§5).
  barcode: { form: 'gsk', width: 2, height: 50 },
  // No portable beep on Epson (§2.2, §9.12). BEL is what escpos-buffer's TM-T20 golden sends.
  beep: { form: 'bel', times: 1, onMs: 100, offMs: 100 },
  status: 'escpos',
};

/** §2.4: Bematech native command set. */
const escBema: Dialect = {
  ...escpos,
  id: 'ESC_BEMA',
  initAcbr: [ESC, 0x40, GS, 0xf9, 0x20, 0x00, ESC, 0x32, ESC, 0x74, 0x02],
  codePages: { cp850: 0x02, cp437: 0x03, cp860: 0x04, cp858: 0x05, utf8: 0x08 },
  bold: 'eAndF',
  size: 'bema',
  doubleWidth: 'escW',
  // ESC d 1/0 is ACBr-only (§9.2); only `doubleHeight` sends it. `size` uses ESC ! n, which the manual
  // documents (MP4000 p.30) and escpos-buffer uses for large text.
  doubleHeight: 'escd',
  italic: 'esc4',
  font: 'bema',
  feed: 'bemaSkip',
  cut: { full: [ESC, 0x77], partial: [ESC, 0x6d] },
  // ACBr and pyescpos send 200 ms.
  drawer: { form: 'bema', onMs: 200, offMs: 0 },
  // ACBr-current layout (§3.2): ECC, module×2, 0, 1, LE(len). The three sources disagree; ACBr is the most used.
  qr: { form: 'bema', model: [0, 0], moduleSize: 4, ecc: 'L' },
  barcode: { form: 'bema', width: 2, height: 50 },
  beep: { form: 'bema', times: 1, onMs: 200, offMs: 100 },
  status: 'escbema',
  modeQuery: [GS, 0xf9, 0x43, 0x00],
};

/** §2.3: Bematech MP-4200/MP-4000 switched to ESC/POS. The temporary switch (not the flash write) starts each job. */
const bematech: Dialect = {
  ...escpos,
  id: 'BEMATECH',
  preInit: [GS, 0xf9, 0x20, 0x31],
  // MP4200 p.53: no WPC1252 in ESC/POS mode.
  codePages: { cp437: 0x00, cp850: 0x02, cp860: 0x03, cp858: 0x13 },
  // MP4200 p.45; escpos-buffer golden: ESC ( A with c=2, t1=2, t2=1.
  beep: { form: 'escParenA', times: 2, onMs: 200, offMs: 100 },
  // MP4200 p.10: reply 00 = ESC/Bema, 01 = ESC/POS.
  modeQuery: [GS, 0xf9, 0x43, 0x00],
};

/** §2.5: Daruma DR700/DR800. */
const daruma: Dialect = {
  ...escpos,
  id: 'DARUMA',
  // Daruma's own numbering (escpos-buffer only).
  codePages: { iso88591: 0x01, cp850: 0x02, cp1252: 0x03, cp437: 0x04 },
  bold: 'eAndF',
  boldControl: [0x11, 0x13],
  alignCommand: 0x6a,
  size: 'daruma',
  doubleWidth: 'escW',
  doubleHeight: 'escw',
  italic: 'esc4param',
  font: 'daruma',
  feed: 'daruma',
  // One cut only (§2.5).
  cut: { full: [ESC, 0x6d], partial: [ESC, 0x6d] },
  drawer: { form: 'daruma', onMs: 0, offMs: 0 },
  // ACBr: module 4..7 (5 when unset, but we pass our common default 4), ECC automatic unless asked.
  qr: { form: 'daruma', model: [0, 0], moduleSize: 4, ecc: 'auto' },
  barcode: { form: 'daruma', width: 2, height: 50 },
  beep: { form: 'bel', times: 1, onMs: 100, offMs: 100 },
  status: 'daruma',
};

/** §2.6: Tanca; node-thermal-printer's Epson-style table. */
const tanca: Dialect = {
  ...escpos,
  id: 'TANCA',
  // NTP sends ESC p m without timing, which swallows the next two bytes (§9.6): we always send t1 t2.
  drawer: { form: 'escp', onMs: 100, offMs: 400 },
  qr: { form: 'gsk', model: [0x32, 0x00], moduleSize: 3, ecc: 'M' },
  barcode: { form: 'tanca', width: 3, height: 162 },
  beep: { form: 'escB', times: 5, onMs: 100, offMs: 0 },
};

/** §2.7: TecToy (Sunmi D2 mini, Q4). Q4 follows escpos-buffer (legacy cut, ESC B beep). */
const tectoy: Dialect = {
  ...escpos,
  id: 'TECTOY',
  init: [ESC, 0x40, ESC, 0x4d, 0x00],
  chineseMode: true,
  italic: 'printModeBit6',
  // escpos-buffer's Q4 profile cuts with ESC m for both; Sunmi V2 has no cutter at all.
  cut: { full: [ESC, 0x6d], partial: [ESC, 0x6d] },
  qr: { form: 'gsk', model: [0x00, 0x00], moduleSize: 4, ecc: 'L' },
  beep: { form: 'escB', times: 1, onMs: 300, offMs: 0 },
};

/** §2.8: C3Tech; no source, a generic Chinese ESC/POS printer (all inferred). */
const c3tech: Dialect = {
  ...escpos,
  id: 'C3TECH',
  chineseMode: true,
  beep: { form: 'escB', times: 1, onMs: 300, offMs: 0 },
};

/** §2.9: ZiJiang. */
const zjiang: Dialect = {
  ...escpos,
  id: 'ZJIANG',
  chineseMode: true,
  codePages: { cp437: 0x00, cp850: 0x02, cp860: 0x03, cp1252: 0x10, cp858: 0x13 },
  // ACBr-ZJ: only the partial cut exists.
  cut: { full: [GS, 0x56, 0x01], partial: [GS, 0x56, 0x01] },
  qr: { form: 'zjiang', model: [0, 0], moduleSize: 4, ecc: 'L' },
  beep: { form: 'escB', times: 1, onMs: 300, offMs: 0 },
};

/** §2.10: Elgin i7/i8/i9/RM-22 (ESC/POS). escpos-buffer's i9 goldens: GS V '0', ESC ( A beep. */
const elgin: Dialect = {
  ...escpos,
  id: 'ELGIN',
  // escpos-buffer's Elgin numbering; CP850 = 2 agrees with Epson's.
  codePages: { cp1252: 0x01, cp850: 0x02, cp437: 0x03, cp860: 0x04, cp858: 0x05 },
  cut: { full: [GS, 0x56, 0x30], partial: [GS, 0x56, 0x31] },
  beep: { form: 'escParenA', times: 2, onMs: 200, offMs: 100 },
};

/** §2.10: Elgin VOX/VOX+/NIX, Bematech-like (ACBr ppEscVox). Chosen with the printer's `variant: 'vox'`. */
const elginVox: Dialect = {
  ...escBema,
  id: 'ELGIN_VOX',
  initAcbr: undefined,
  modeQuery: undefined,
  codePages: elgin.codePages,
  // escpos-buffer's VOX golden: ESC v n. ACBr's ESC v 'n' t is reachable with form 'acbr'.
  drawer: { form: 'bema', onMs: 120, offMs: 0 },
  qr: { form: 'vox', model: [0, 0], moduleSize: 4, ecc: 'L' },
  beep: { form: 'escParenA', times: 2, onMs: 200, offMs: 100 },
  status: 'vox',
};

/** §2.11: Control iD Print iD (Touch); escpos-buffer's TM-T20-based profile. */
const controlId: Dialect = {
  ...escpos,
  id: 'CONTROL_ID',
  hasFontC: true,
  // escpos-buffer's Epson path: ESC p 0 60 120 (120 ms on, 240 ms off).
  drawer: { form: 'escp', onMs: 120, offMs: 240 },
};

const DIALECTS: Record<PrinterModel, Dialect> = {
  ESC_POS: escpos,
  EPSON: { ...escpos, id: 'EPSON' },
  ESC_BEMA: escBema,
  BEMATECH: bematech,
  DARUMA: daruma,
  TANCA: tanca,
  TECTOY: tectoy,
  C3TECH: c3tech,
  ZJIANG: zjiang,
  ELGIN: elgin,
  CONTROL_ID: controlId,
};

export type ModelVariant = 'vox';

export function dialectFor(model: PrinterModel, variant?: ModelVariant): Dialect {
  if (model === 'ELGIN' && variant === 'vox') return elginVox;
  return DIALECTS[model];
}

/** The dialect a Bematech printer speaks after a GS F9 mode switch. */
export const BEMATECH_MODES = { escpos: bematech, escbema: escBema } as const;
