// Every verbatim, derived and inferred vector of printer-vectors.json, reproduced byte for byte by encode().
// Each vector is described here as the primitive commands that produce it; a vector that is only a fragment
// of a larger command (one QR sub-function) is checked at its place inside the full command's bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encode, type EncodeOptions } from '../../../src-shared/printing/encode.js';
import type { Command } from '../../../src-shared/printing/commands.js';
import { toHex } from '../../../src-shared/printing/bytes.js';
import { isPrinterModel, type PrinterModel } from '../../../src-shared/printing/models.js';
import { readStatusReply, statusFamily, describeCondition } from '../../../src-shared/printing/status.js';
import type { StatusQuery } from '../../../src-shared/printing/commands.js';

interface Vector {
  model: string;
  op: string;
  hex: string;
  kind: 'verbatim' | 'derived' | 'inferred';
  params?: Record<string, unknown>;
  reply_hex?: string;
  meaning?: string;
}

// A verbatim copy of the project's reference printer-vectors.json (tests/fixtures/SOURCE.md).
const file = new URL('../../fixtures/printers/printer-vectors.json', import.meta.url);
const vectors = (JSON.parse(readFileSync(file, 'utf8')) as { vectors: Vector[] }).vectors;

const GH = 'https://github.com/grandchef/escpos-buffer';
const A = { param: 'ascii' } as const;
const cp850: Command = { op: 'codePage', page: 'cp850' };
/** escpos-buffer's centred block: ESC a '1' … CR LF ESC a '0'. */
const centred = (...inner: Command[]): Command[] => [
  { op: 'align', align: 'center', ...A },
  ...inner,
  { op: 'newline', crlf: true },
  { op: 'align', align: 'start', ...A },
];

type Case = { commands: Command[]; options?: EncodeOptions; fragment?: boolean };

/** Operations named the same way across models. */
const common: Record<string, Case> = {
  init: { commands: [{ op: 'init' }] },
  bold_on: { commands: [{ op: 'bold', on: true }] },
  bold_off: { commands: [{ op: 'bold', on: false }] },
  underline_on: { commands: [{ op: 'underline', on: true }] },
  underline_off: { commands: [{ op: 'underline', on: false }] },
  align_left: { commands: [{ op: 'align', align: 'start' }] },
  align_center: { commands: [{ op: 'align', align: 'center' }] },
  align_right: { commands: [{ op: 'align', align: 'end' }] },
  size_normal: { commands: [{ op: 'size', width: 1, height: 1 }] },
  double_height: { commands: [{ op: 'size', width: 1, height: 2 }] },
  double_width: { commands: [{ op: 'size', width: 2, height: 1 }] },
  double_height_gs: { commands: [{ op: 'size', width: 1, height: 2, form: 'charSize' }] },
  size_normal_gs: { commands: [{ op: 'size', width: 1, height: 1, form: 'charSize' }] },
  font_a: { commands: [{ op: 'font', font: 'A' }] },
  font_b: { commands: [{ op: 'font', font: 'B' }] },
  font_c: { commands: [{ op: 'font', font: 'C' }] },
  line_feed: { commands: [{ op: 'newline' }] },
  cut_full: { commands: [{ op: 'cut', mode: 'full' }] },
  cut_partial: { commands: [{ op: 'cut', mode: 'partial' }] },
  drawer_pin2: { commands: [{ op: 'drawer', pin: 2 }] },
  drawer_pin5: { commands: [{ op: 'drawer', pin: 5 }] },
  drawer: { commands: [{ op: 'drawer', pin: 2 }] },
  drawer1: { commands: [{ op: 'drawer', pin: 2 }] },
  drawer2: { commands: [{ op: 'drawer', pin: 5 }] },
  codepage_cp850: { commands: [cp850] },
  codepage_cp860: { commands: [{ op: 'codePage', page: 'cp860' }] },
  codepage_cp858: { commands: [{ op: 'codePage', page: 'cp858' }] },
  codepage_cp437: { commands: [{ op: 'codePage', page: 'cp437' }] },
  codepage_cp1252: { commands: [{ op: 'codePage', page: 'cp1252' }] },
  codepage_wpc1252: { commands: [{ op: 'codePage', page: 'cp1252' }] },
  qr_full: { commands: [{ op: 'qr', data: 'ABC' }] },
  qr_acbr: { commands: [{ op: 'qr', data: 'ABC' }] },
  barcode_ean13: { commands: [{ op: 'barcode', symbology: 'EAN13', data: '7891234567895' }] },
  barcode_code128: { commands: [{ op: 'barcode', symbology: 'CODE128', data: 'ABC123' }] },
  status_printer: { commands: [{ op: 'status', query: 'printer' }] },
  status_paper: { commands: [{ op: 'status', query: 'paper' }] },
  status_gs_r_drawer: { commands: [{ op: 'status', query: 'drawerGs' }] },
  status_extended: { commands: [{ op: 'status', query: 'extended' }] },
  status_enq: { commands: [{ op: 'status', query: 'enq' }] },
  info_manufacturer: { commands: [{ op: 'info', query: 'manufacturer' }] },
  info_model: { commands: [{ op: 'info', query: 'model' }] },
  info_firmware: { commands: [{ op: 'info', query: 'firmware' }] },
  info_config: { commands: [{ op: 'info', query: 'config' }] },
  beep: { commands: [{ op: 'beep' }] },
  cancel_chinese_mode: { commands: [{ op: 'cancelChinese' }] },
  drawer_pin2_acbr: { commands: [{ op: 'drawer', pin: 2 }] },
  drawer_pin5_acbr: { commands: [{ op: 'drawer', pin: 5 }] },
};

/** Model-specific forms (the vector's op names the source's variant). */
const specific: Record<string, Case> = {
  'ESC_POS:feed_lines_acbr': { commands: [{ op: 'feed', lines: 3, form: 'spaces' }] },
  'ESC_POS:cut_partial_feed': { commands: [{ op: 'cut', mode: 'partial', form: 'feed', feedDots: 0 }] },
  'ESC_POS:cut_full_feed': { commands: [{ op: 'cut', mode: 'full', form: 'feed', feedDots: 0 }] },
  // pyescpos' 50/50 (×2 ms); our default is ACBr's 100/400 ms.
  'ESC_POS:drawer_pin2': { commands: [{ op: 'drawer', pin: 2, onMs: 100, offMs: 100 }] },
  'ESC_POS:drawer_pin5': { commands: [{ op: 'drawer', pin: 5, onMs: 100, offMs: 100 }] },
  'ESC_POS:qr_module_size_4': { commands: [{ op: 'qr', data: 'ABC', moduleSize: 4 }], fragment: true },
  'ESC_POS:qr_ecc_M': { commands: [{ op: 'qr', data: 'ABC', ecc: 'M' }], fragment: true },
  'ESC_POS:beep_esc_B': { commands: [{ op: 'beep', form: 'escB', times: 2, onMs: 400 }] },
  'ESC_POS:beep_bel': { commands: [{ op: 'beep', form: 'bel' }] },
  'ESC_POS:text_cp850_Acao': { commands: [{ op: 'text', text: 'Ação' }], options: { codePage: 'cp850' } },
  'ESC_POS:text_cp860_Acao': { commands: [{ op: 'text', text: 'Ação' }], options: { codePage: 'cp860' } },
  'ESC_POS:text_cp1252_Acao': { commands: [{ op: 'text', text: 'Ação' }], options: { codePage: 'cp1252' } },
  'EPSON:beep_acbr': { commands: [{ op: 'beep', form: 'escParenA', times: 1, onMs: 5000, offMs: 5000 }] },
  'EPSON:golden_bold_centered': {
    commands: [cp850, ...centred({ op: 'bold', on: true, ...A }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false, ...A })],
  },
  'EPSON:golden_drawer': { commands: [cp850, { op: 'drawer', pin: 2, onMs: 120, offMs: 240 }] },
  'EPSON:golden_cut': { commands: [cp850, { op: 'cut', mode: 'partial', form: 'legacy' }] },
  'EPSON:golden_large_text': {
    commands: [cp850, ...centred({ op: 'size', width: 2, height: 2 }, { op: 'text', text: 'Large Text' }, { op: 'size', width: 1, height: 1 })],
  },
  'EPSON:golden_underline': {
    commands: [cp850, ...centred({ op: 'underline', on: true, ...A }, { op: 'text', text: 'Underline Text' }, { op: 'underline', on: false, ...A })],
  },
  'EPSON:golden_qrcode': {
    commands: [cp850, { op: 'align', align: 'center', ...A }, { op: 'qr', data: GH }, { op: 'align', align: 'start', ...A }],
  },
  'BEMATECH:select_escpos_temporary': { commands: [{ op: 'mode', mode: 'escpos' }] },
  'BEMATECH:select_escpos_persistent': { commands: [{ op: 'mode', mode: 'escpos', persistent: true, param: 'binary' }] },
  'BEMATECH:cut_partial_pyescpos': { commands: [{ op: 'cut', mode: 'partial', form: 'legacy' }] },
  'BEMATECH:golden_mode_switching': {
    commands: [
      { op: 'mode', mode: 'escbema', persistent: true },
      cp850,
      { op: 'mode', mode: 'escpos', persistent: true },
      { op: 'font', font: 'A' },
      cp850,
      ...centred({ op: 'bold', on: true, ...A }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false, ...A }),
      { op: 'mode', mode: 'escbema', persistent: true },
      cp850,
      ...centred({ op: 'bold', on: true }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false }),
    ],
  },
  'ESC_BEMA:select_escbema_temporary_acbr': { commands: [{ op: 'mode', mode: 'escbema', param: 'binary' }] },
  'ESC_BEMA:select_escbema_temporary': { commands: [{ op: 'mode', mode: 'escbema' }] },
  'ESC_BEMA:select_escbema_persistent_ascii': { commands: [{ op: 'mode', mode: 'escbema', persistent: true }] },
  'ESC_BEMA:return_previous_mode': { commands: [{ op: 'mode', mode: 'previous' }] },
  'ESC_BEMA:init_acbr_full': { commands: [{ op: 'init', form: 'acbr' }] },
  'ESC_BEMA:double_width_on': { commands: [{ op: 'doubleWidth', on: true }] },
  'ESC_BEMA:double_width_on_ascii': { commands: [{ op: 'doubleWidth', on: true, ...A }] },
  'ESC_BEMA:double_height_on': { commands: [{ op: 'doubleHeight', on: true }] },
  'ESC_BEMA:double_height_off': { commands: [{ op: 'doubleHeight', on: false }] },
  'ESC_BEMA:double_height_one_line': { commands: [{ op: 'doubleHeight', on: true, form: 'oneLine' }] },
  'ESC_BEMA:print_mode_double_wh': { commands: [{ op: 'size', width: 2, height: 2 }] },
  'ESC_BEMA:size_normal_acbr': { commands: [{ op: 'size', width: 1, height: 1 }] },
  'ESC_BEMA:font_a_normal_cpl': { commands: [{ op: 'font', font: 'A' }] },
  'ESC_BEMA:font_b_condensed': { commands: [{ op: 'font', font: 'B' }] },
  'ESC_BEMA:feed_lines': { commands: [{ op: 'feed', lines: 3 }] },
  'ESC_BEMA:drawer1_escposbuffer': { commands: [{ op: 'drawer', pin: 2, onMs: 120 }] },
  'ESC_BEMA:beep_acbr': { commands: [{ op: 'beep' }] },
  'ESC_BEMA:beep_escposbuffer': { commands: [{ op: 'beep', form: 'bel' }] },
  'ESC_BEMA:qr_pyescpos': { commands: [{ op: 'qr', data: 'http://www.example.com', form: 'pyescpos' }] },
  'ESC_BEMA:golden_qrcode_escposbuffer': {
    commands: [
      { op: 'mode', mode: 'escbema', persistent: true },
      cp850,
      ...centred({ op: 'qr', data: GH, ecc: 'Q', form: 'escposBuffer' }),
    ],
  },
  'ESC_BEMA:barcode_code128': { commands: [{ op: 'barcode', symbology: 'CODE128', data: '123EGGS', form: 'bare' }] },
  'ESC_BEMA:barcode_code128_configured': {
    commands: [{ op: 'barcode', symbology: 'CODE128', data: '123EGGS', form: 'pyescpos', height: 90, width: 2, hri: 'below' }],
  },
  // The reference's "font A" on Daruma is DC4, normal mode; leaving condensed is DC2 (dialect-fidelity.test.ts).
  'DARUMA:font_a': { commands: [{ op: 'font', font: 'A', form: 'dc4' }] },
  'DARUMA:configure_57col_condensed': { commands: [{ op: 'configure', condensedColumns: 57 }] },
  'DARUMA:bold_on_dc1': { commands: [{ op: 'bold', on: true, form: 'control' }] },
  'DARUMA:bold_off_dc3': { commands: [{ op: 'bold', on: false, form: 'control' }] },
  'DARUMA:align_center_ascii': { commands: [{ op: 'align', align: 'center', ...A }] },
  'DARUMA:double_width_on': { commands: [{ op: 'doubleWidth', on: true }] },
  'DARUMA:double_width_off': { commands: [{ op: 'doubleWidth', on: false }] },
  'DARUMA:double_width_on_so': { commands: [{ op: 'doubleWidth', on: true, form: 'control' }] },
  'DARUMA:double_height_off': { commands: [{ op: 'doubleHeight', on: false }] },
  'DARUMA:feed_4_lines': { commands: [{ op: 'feed', lines: 4 }] },
  'DARUMA:vertical_tab': { commands: [{ op: 'feed', lines: 1, form: 'vt' }] },
  'DARUMA:drawer_ntp_pin2': { commands: [{ op: 'drawer', pin: 2, form: 'noTiming' }] },
  'DARUMA:qr_acbr_ecc_M': { commands: [{ op: 'qr', data: 'ABC', ecc: 'M' }] },
  'DARUMA:golden_qrcode': {
    commands: [
      { op: 'font', font: 'A', form: 'escM' },
      { op: 'codePage', page: 'cp1252' },
      { op: 'align', align: 'center', ...A },
      { op: 'qr', data: GH, ecc: 'M' },
      { op: 'align', align: 'start', ...A },
    ],
  },
  'TANCA:feed_lines': { commands: [{ op: 'feed', lines: 4 }] },
  'TANCA:drawer_pin2': { commands: [{ op: 'drawer', pin: 2, form: 'noTiming' }] },
  'TANCA:drawer_pin5': { commands: [{ op: 'drawer', pin: 5, form: 'noTiming' }] },
  'TANCA:drawer_pin2_with_timing': { commands: [{ op: 'drawer', pin: 2 }] },
  'TANCA:qr_cellsize_3': { commands: [{ op: 'qr', data: 'ABC' }], fragment: true },
  'TANCA:qr_full_defaults': { commands: [{ op: 'qr', data: 'ABC' }] },
  'TECTOY:golden_buzzer': { commands: [cp850, { op: 'beep' }] },
  'TECTOY:golden_cut': { commands: [cp850, { op: 'cut', mode: 'partial' }] },
  'TECTOY:golden_qrcode': {
    commands: [cp850, { op: 'align', align: 'center', ...A }, { op: 'qr', data: GH }, { op: 'newline' }, { op: 'align', align: 'start', ...A }],
  },
  'TECTOY:golden_text': { commands: [cp850, { op: 'text', text: 'Large Text' }, { op: 'newline' }] },
  'TECTOY:beep_q4': { commands: [{ op: 'beep' }] },
  'TECTOY:cut_q4': { commands: [{ op: 'cut', mode: 'full' }] },
  'TECTOY:qr_model_bytes': { commands: [{ op: 'qr', data: 'ABC' }], fragment: true },
  'TECTOY:init_sunmi_acbr': { commands: [{ op: 'init' }] },
  'TECTOY:beep_d2mini_acbr': { commands: [{ op: 'beep', form: 'star', onMs: 40, offMs: 100 }] },
  'TECTOY:codepage_cp850_acbr': { commands: [{ op: 'cancelChinese' }, cp850] },
  'TECTOY:drawer_d2mini_acbr': { commands: [{ op: 'drawer', pin: 2, form: 'realtime', onMs: 600 }] },
  'TECTOY:qr_full_acbr': { commands: [{ op: 'qr', data: 'ABC' }] },
  'TECTOY:font_ESC_bang_italic_bit': { commands: [{ op: 'italic', on: true }] },
  'ELGIN:golden_i9_bold': {
    commands: [cp850, ...centred({ op: 'bold', on: true, ...A }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false, ...A })],
  },
  'ELGIN:golden_i9_buzzer': { commands: [cp850, { op: 'beep' }] },
  'ELGIN:golden_i9_cut': { commands: [cp850, ...centred({ op: 'text', text: 'Cut below' }), { op: 'cut', mode: 'full' }] },
  'ELGIN:golden_i9_drawer': { commands: [cp850, { op: 'drawer', pin: 2, onMs: 120, offMs: 240 }] },
  'ELGIN:golden_i7_drawer': { commands: [cp850, { op: 'drawer', pin: 2, onMs: 120, offMs: 240 }] },
  'ELGIN:golden_i9_large_text': {
    commands: [cp850, ...centred({ op: 'size', width: 2, height: 2 }, { op: 'text', text: 'Large Text' }, { op: 'size', width: 1, height: 1 })],
  },
  'ELGIN:golden_i9_qrcode': {
    commands: [cp850, { op: 'align', align: 'center', ...A }, { op: 'qr', data: GH }, { op: 'align', align: 'start', ...A }],
  },
  'ELGIN:golden_vox_bold': {
    commands: [cp850, ...centred({ op: 'bold', on: true }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false })],
    options: { variant: 'vox' },
  },
  'ELGIN:golden_vox_cut': {
    commands: [cp850, ...centred({ op: 'text', text: 'Cut below' }), { op: 'cut', mode: 'partial' }],
    options: { variant: 'vox' },
  },
  'ELGIN:golden_vox_qrcode': {
    commands: [cp850, { op: 'align', align: 'center', ...A }, { op: 'qr', data: GH, ecc: 'M' }, { op: 'align', align: 'start', ...A }],
    options: { variant: 'vox' },
  },
  'ELGIN:cut_i9': { commands: [{ op: 'cut', mode: 'full' }] },
  'ELGIN:drawer_i9_pyescpos': { commands: [{ op: 'drawer', pin: 2, onMs: 64, offMs: 464 }] },
  'ELGIN:drawer_i9_pyescpos_100ms': { commands: [{ op: 'drawer', pin: 2, onMs: 64, offMs: 264 }] },
  'ELGIN:qr_vox_acbr': { commands: [{ op: 'qr', data: 'ABC' }], options: { variant: 'vox' } },
  'ELGIN:drawer_vox_acbr': { commands: [{ op: 'drawer', pin: 2, form: 'acbr', onMs: 200 }], options: { variant: 'vox' } },
  'ELGIN:cut_vox_full_acbr': { commands: [{ op: 'cut', mode: 'full' }], options: { variant: 'vox' } },
  'ELGIN:status_vox_enq': { commands: [{ op: 'status', query: 'enq' }], options: { variant: 'vox' } },
  'CONTROL_ID:golden_touch_qrcode': {
    commands: [cp850, { op: 'font', font: 'C' }, { op: 'align', align: 'center', ...A }, { op: 'qr', data: GH }, { op: 'align', align: 'start', ...A }],
  },
  'CONTROL_ID:golden_bold': {
    commands: [cp850, { op: 'font', font: 'C' }, ...centred({ op: 'bold', on: true }, { op: 'text', text: 'Bold text' }, { op: 'bold', on: false })],
  },
  'CONTROL_ID:golden_large_text': {
    commands: [
      cp850,
      { op: 'font', font: 'C' },
      ...centred({ op: 'size', width: 2, height: 2 }, { op: 'text', text: 'Large Text' }, { op: 'size', width: 1, height: 1 }),
    ],
  },
  'CONTROL_ID:golden_font_b': {
    commands: [
      cp850,
      { op: 'font', font: 'C' },
      { op: 'font', font: 'B' },
      cp850,
      ...centred(
        { op: 'bold', on: true },
        {
          op: 'text',
          text: "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
        },
        { op: 'bold', on: false },
      ),
    ],
  },
  'CONTROL_ID:cut_partial_pyescpos': { commands: [{ op: 'cut', mode: 'partial', form: 'feed', feedDots: 0 }] },
  'CONTROL_ID:drawer_pin2': { commands: [{ op: 'drawer', pin: 2 }] },
};

function caseFor(v: Vector): Case | undefined {
  return specific[`${v.model}:${v.op}`] ?? common[v.op];
}

const statusQueryOf: Record<string, StatusQuery> = { '100401': 'printer', '100404': 'paper' };

describe('printer-vectors.json, byte for byte', () => {
  it('the copy holds all 227 vectors of the reference file', () => {
    expect(vectors.length).toBe(227);
  });

  it('covers every model named in the file', () => {
    const models = new Set(vectors.map((v) => v.model));
    expect([...models].sort()).toHaveLength(11);
    for (const m of models) expect(isPrinterModel(m)).toBe(true);
  });

  for (const v of vectors.filter((x) => !x.op.startsWith('status_decode'))) {
    it(`${v.model} ${v.op} (${v.kind}) = ${v.hex.length > 40 ? v.hex.slice(0, 40) + '…' : v.hex}`, () => {
      const c = caseFor(v);
      expect(c, `no command mapping for ${v.model}:${v.op}`).toBeDefined();
      if (!c) return;
      const hex = toHex(encode(v.model as PrinterModel, c.commands, c.options));
      if (c.fragment) expect(hex).toContain(v.hex);
      else expect(hex).toBe(v.hex);
    });
  }

  for (const v of vectors.filter((x) => x.op.startsWith('status_decode'))) {
    it(`${v.model} ${v.op}: reply ${v.reply_hex} means "${v.meaning}"`, () => {
      const model = v.model as PrinterModel;
      const query = statusQueryOf[v.hex];
      expect(query).toBeDefined();
      if (!query) return;
      expect(toHex(encode(model, [{ op: 'status', query }]))).toBe(v.hex);
      const cond = readStatusReply(statusFamily(model), query, Uint8Array.from([parseInt(v.reply_hex ?? '', 16)]));
      const words = describeCondition(cond);
      if (v.op.endsWith('online') || v.op.endsWith('paper_ok')) {
        expect(cond.paperOut).toBe(false);
        expect(cond.online).not.toBe(false);
        expect(cond.drawerOpen).toBeNull();
      }
      if (v.op.endsWith('near_end')) expect(words).toBe('pouco papel');
      if (v.op.endsWith('paper_out')) expect(words).toBe('sem papel');
    });
  }
});
