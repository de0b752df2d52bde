// Survivors and untested lines of the printing set's Stryker run (issue 20): byte forms of encode.ts that no vector
// of printer-vectors.json reached. Every expected byte string is the one docs/reference/printers/printer-dialects.md
// gives for that printer (section named in each test), not a copy of what encode() printed.
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src-shared/printing/bytes.js';
import type { Command } from '../../../src-shared/printing/commands.js';
import { ean13, encode, type EncodeOptions } from '../../../src-shared/printing/encode.js';
import type { PrinterModel } from '../../../src-shared/printing/models.js';

const hex = (model: PrinterModel, commands: Command[], options?: EncodeOptions): string => toHex(encode(model, commands, options));
const ascii = (text: string): string => Buffer.from(text, 'latin1').toString('hex');

describe('italic', () => {
  it('ESC/Bema: ESC 4 on, ESC 5 off, no parameter (§2.4)', () => {
    expect(hex('ESC_BEMA', [{ op: 'italic', on: true }])).toBe('1b34');
    expect(hex('ESC_BEMA', [{ op: 'italic', on: false }])).toBe('1b35');
  });

  it('Daruma: ESC 4 1 / ESC 4 0 (§2.5)', () => {
    expect(hex('DARUMA', [{ op: 'italic', on: true }])).toBe('1b3401');
    expect(hex('DARUMA', [{ op: 'italic', on: false }])).toBe('1b3400');
  });

  it('TecToy (Sunmi): bit 6 of ESC ! n, and ESC ! 0 ends it (§2.7)', () => {
    expect(hex('TECTOY', [{ op: 'italic', on: false }])).toBe('1b2100');
  });

  it('Epson has no italic: nothing is sent, so no ESC ! bit it does not define (§2.1 lists bits 0, 3, 4, 5, 7)', () => {
    expect(hex('EPSON', [{ op: 'italic', on: true }, { op: 'text', text: 'a' }])).toBe('61');
  });
});

describe('double width and double height on Epson-family printers', () => {
  it('ESC ! 20 doubles the width and ESC ! 00 ends it (§2.1 print mode)', () => {
    expect(hex('ESC_POS', [{ op: 'doubleWidth', on: true }])).toBe('1b2120');
    expect(hex('ESC_POS', [{ op: 'doubleWidth', on: false }])).toBe('1b2100');
  });

  it('ESC ! 10 doubles the height (§2.1 print mode)', () => {
    expect(hex('ESC_POS', [{ op: 'doubleHeight', on: true }])).toBe('1b2110');
    expect(hex('ESC_POS', [{ op: 'doubleHeight', on: false }])).toBe('1b2100');
  });
});

describe('size', () => {
  it('Daruma: its own width (ESC W) and height (ESC w) toggles (§2.5)', () => {
    expect(hex('DARUMA', [{ op: 'size', width: 2, height: 1 }])).toBe('1b5701' + '1b7700');
    expect(hex('DARUMA', [{ op: 'size', width: 1, height: 2 }])).toBe('1b5700' + '1b7701');
    expect(hex('DARUMA', [{ op: 'size', width: 2, height: 2 }])).toBe('1b5701' + '1b7701');
  });

  it("form 'printMode' sends ESC ! n even where the dialect resets otherwise (MP4000 p.30, §2.4)", () => {
    expect(hex('ESC_BEMA', [{ op: 'size', width: 1, height: 1, form: 'printMode' }])).toBe('1b2100');
    expect(hex('DARUMA', [{ op: 'size', width: 2, height: 2, form: 'printMode' }])).toBe('1b2130');
  });
});

describe('font', () => {
  it('font C (ESC M 2) only where the model has it: Control iD (§2.1, §2.11)', () => {
    expect(hex('CONTROL_ID', [{ op: 'font', font: 'C' }])).toBe('1b4d02');
    expect(hex('CONTROL_ID', [{ op: 'font', font: 'A' }])).toBe('1b4d00');
    // TM-T20 has fonts A and B only (§2.2): font C falls back to A rather than sending ESC M 2.
    expect(hex('EPSON', [{ op: 'font', font: 'C' }])).toBe('1b4d00');
  });
});

describe('cut forms', () => {
  it('the legacy full cut is ESC i (§2.1 "Legacy cut 1B 69 full / 1B 6D partial")', () => {
    expect(hex('ESC_POS', [{ op: 'cut', mode: 'full', form: 'legacy' }])).toBe('1b69');
    expect(hex('ESC_POS', [{ op: 'cut', mode: 'partial', form: 'legacy' }])).toBe('1b6d');
  });

  it("GS V with ASCII '0' / '1' (§2.1 full 1D 56 00 or 30, partial 01 or 31)", () => {
    expect(hex('ESC_POS', [{ op: 'cut', mode: 'full', form: 'ascii' }])).toBe('1d5630');
    expect(hex('ESC_POS', [{ op: 'cut', mode: 'partial', form: 'ascii' }])).toBe('1d5631');
  });
});

describe('feed', () => {
  it("form 'lf': one LF per line (§2.4 n × LF, §2.5 LF × n)", () => {
    expect(hex('ESC_POS', [{ op: 'feed', lines: 3, form: 'lf' }])).toBe('0a0a0a');
  });

  it('ESC d n takes one byte: 255 lines are one ESC d FF, 300 are FF then 2D, none is nothing (§2.1)', () => {
    expect(hex('ESC_POS', [{ op: 'feed', lines: 255 }])).toBe('1b64ff');
    expect(hex('ESC_POS', [{ op: 'feed', lines: 300 }])).toBe('1b64ff' + '1b642d');
    expect(hex('ESC_POS', [{ op: 'feed', lines: 0 }])).toBe('');
  });

  it('ESC/Bema vertical skip ESC f 1 n, split the same way (§2.4)', () => {
    expect(hex('ESC_BEMA', [{ op: 'feed', lines: 255 }])).toBe('1b6631ff');
    expect(hex('ESC_BEMA', [{ op: 'feed', lines: 256 }])).toBe('1b6631ff' + '1b663101');
  });

  it('Daruma: EM feeds four lines, the rest are LFs (§2.5)', () => {
    expect(hex('DARUMA', [{ op: 'feed', lines: 6 }])).toBe('19' + '0a0a');
    expect(hex('DARUMA', [{ op: 'feed', lines: 9 }])).toBe('1919' + '0a');
    expect(hex('DARUMA', [{ op: 'feed', lines: 3 }])).toBe('0a0a0a');
  });
});

describe("Daruma's configuration byte", () => {
  it("'0' = 64 condensed columns (DR800), after 30 'X' and before 9 'X' (§2.5)", () => {
    expect(hex('DARUMA', [{ op: 'configure', condensedColumns: 64 }])).toBe('1bc6' + '58'.repeat(30) + '30' + '58'.repeat(9));
  });
});

describe('QR codes', () => {
  it('Daruma: data over 256 bytes forces ECC M and module width ≥ 4; 256 bytes do not (§3.3)', () => {
    const long = 'a'.repeat(257);
    // LE(257 + 2) = 03 01
    expect(hex('DARUMA', [{ op: 'qr', data: long, moduleSize: 3 }])).toBe('1b81' + '0301' + '04' + '4d' + ascii(long));
    const edge = 'a'.repeat(256);
    expect(hex('DARUMA', [{ op: 'qr', data: edge, moduleSize: 3 }])).toBe('1b81' + '0201' + '03' + '00' + ascii(edge));
    // An ECC asked for is kept on long data.
    expect(hex('DARUMA', [{ op: 'qr', data: long, moduleSize: 3, ecc: 'H' }])).toBe('1b81' + '0301' + '04' + '48' + ascii(long));
  });

  it("Daruma's ECC byte: L is sent as 'M' (no L), then 'Q', 'H' (§3.3)", () => {
    expect(hex('DARUMA', [{ op: 'qr', data: 'ABC', ecc: 'L' }])).toBe('1b810500' + '04' + '4d' + '414243');
    expect(hex('DARUMA', [{ op: 'qr', data: 'ABC', ecc: 'Q' }])).toBe('1b810500' + '04' + '51' + '414243');
    expect(hex('DARUMA', [{ op: 'qr', data: 'ABC', ecc: 'H' }])).toBe('1b810500' + '04' + '48' + '414243');
  });

  it("ZJiang ESC Z: the ECC letter asked for, module clamped to 1..8 (§3.4)", () => {
    expect(hex('ZJIANG', [{ op: 'qr', data: 'ABC', ecc: 'H' }])).toBe('1b5a00' + '48' + '04' + '0300' + '414243');
    expect(hex('ZJIANG', [{ op: 'qr', data: 'ABC', ecc: 'Q', moduleSize: 12 }])).toBe('1b5a00' + '51' + '08' + '0300' + '414243');
  });

  it('Elgin VOX: the ECC letter asked for in GS k 0B q (§3.5)', () => {
    expect(hex('ELGIN', [{ op: 'qr', data: 'ABC', ecc: 'H' }], { variant: 'vox' })).toBe('1d6f00040002' + '1d6b0b' + '48' + '412c' + '414243' + '00');
  });
});

describe('EAN-13', () => {
  it('computes the check digit of a 12-digit body (weights 1 and 3)', () => {
    // §5's ACBr example 7891234567895; Wikipedia's 5901234123457 and 4006381333931; 7891000000090 ends in 0.
    expect(ean13('789123456789')).toBe('7891234567895');
    expect(ean13('590123412345')).toBe('5901234123457');
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13('789100000009')).toBe('7891000000090');
  });

  it('keeps digits only and never more than 13 of them', () => {
    expect(ean13('789-1234-5678-9')).toBe('7891234567895');
    expect(ean13('7891234567895')).toBe('7891234567895');
    expect(ean13('78912345678951')).toBe('7891234567895');
  });

  it('a barcode given the 12-digit body prints the 13 digits of §5 (1D 6B 43 0D ...)', () => {
    expect(hex('ESC_POS', [{ op: 'barcode', symbology: 'EAN13', data: '789123456789' }])).toBe(
      '1d7702' + '1d6832' + '1d4800' + '1d6b430d' + ascii('7891234567895'),
    );
  });
});

describe('status and info queries', () => {
  it('DLE EOT 2 (offline cause), DLE EOT 3 (error cause), GS r 1 (paper) (§7.1)', () => {
    expect(hex('ESC_POS', [{ op: 'status', query: 'offline' }])).toBe('100402');
    expect(hex('ESC_POS', [{ op: 'status', query: 'error' }])).toBe('100403');
    expect(hex('ESC_POS', [{ op: 'status', query: 'paperGs' }])).toBe('1d7201');
  });

  it('GS ENQ is Daruma\'s (§7.3); ESC/Bema and Elgin VOX are asked with the ENQ they answer (§7.2, §7.4)', () => {
    expect(hex('DARUMA', [{ op: 'status', query: 'gsEnq' }])).toBe('1d05');
    expect(hex('ESC_BEMA', [{ op: 'status', query: 'gsEnq' }])).toBe('05');
    expect(hex('ELGIN', [{ op: 'status', query: 'gsEnq' }], { variant: 'vox' })).toBe('05');
  });

  it('Daruma: ESC C3 model, ESC C7 firmware (§2.5)', () => {
    expect(hex('DARUMA', [{ op: 'info', query: 'model' }])).toBe('1bc3');
    expect(hex('DARUMA', [{ op: 'info', query: 'firmware' }])).toBe('1bc7');
  });

  it("Elgin VOX asks like ESC/Bema, GS F9 ' n (ACBr-Elgin inherits ACBr-Bema's LerInfo; §2.4, §2.10)", () => {
    const vox = { variant: 'vox' } as const;
    expect(hex('ELGIN', [{ op: 'info', query: 'model' }], vox)).toBe('1df92700');
    expect(hex('ELGIN', [{ op: 'info', query: 'serial' }], vox)).toBe('1df92701');
    expect(hex('ELGIN', [{ op: 'info', query: 'firmware' }], vox)).toBe('1df92703');
  });
});

describe('Bematech command-set switch', () => {
  it('an ESC/Bema printer switched to ESC/POS takes ESC E n for bold (§2.3 MP4000 p.68), not ESC E / ESC F', () => {
    expect(hex('ESC_BEMA', [{ op: 'mode', mode: 'escpos' }, { op: 'bold', on: true }, { op: 'bold', on: false }])).toBe('1df92031' + '1b4501' + '1b4500');
  });

  it('a BEMATECH switched to ESC/Bema cuts with ESC w (§2.4), and back in ESC/POS with GS V (§2.1)', () => {
    expect(hex('BEMATECH', [{ op: 'mode', mode: 'escbema' }, { op: 'cut', mode: 'full' }, { op: 'mode', mode: 'escpos' }, { op: 'cut', mode: 'full' }])).toBe(
      '1df92030' + '1b77' + '1df92031' + '1d5600',
    );
  });

  it('other models keep their own table after the bytes: an Epson still has WPC1252 as ESC t 10h (§4), which Bematech lacks', () => {
    expect(hex('EPSON', [{ op: 'mode', mode: 'escpos' }, { op: 'codePage', page: 'cp1252' }])).toBe('1df92031' + '1b7410');
  });
});

describe('the Elgin VOX variant', () => {
  it('is Elgin only: an Epson set to variant vox still cuts with GS V 0, not ESC w (§2.1, §9.1)', () => {
    expect(hex('EPSON', [{ op: 'cut', mode: 'full' }], { variant: 'vox' })).toBe('1d5600');
  });
});

describe('a command the encoder does not know', () => {
  it('is refused in Portuguese and named even when it is no object (data from outside the types)', () => {
    expect(() => encode('ESC_POS', ['corte' as unknown as Command])).toThrow('Comando de impressão desconhecido para a impressora ESC_POS: corte');
    expect(() => encode('ESC_POS', [7 as unknown as Command])).toThrow('Comando de impressão desconhecido para a impressora ESC_POS: 7');
  });
});
