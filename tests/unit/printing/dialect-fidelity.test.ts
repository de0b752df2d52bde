// What the fidelity checks of issue 16 (item 20) found in the dialect tables and the encoder: Daruma leaves condensed
// with DC2 and labels barcodes with 0/1; TecToy (Sunmi) has its ESC GS BEL '1' beep; a Bematech can be asked which
// command set it speaks; and a command the encoder does not know is refused instead of vanishing from the paper.
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src-shared/printing/bytes.js';
import type { Command } from '../../../src-shared/printing/commands.js';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { doc } from '../../../src-shared/printing/document.js';
import { encode } from '../../../src-shared/printing/encode.js';
import { readCommandSetReply } from '../../../src-shared/printing/status.js';

describe('DARUMA', () => {
  it('leaves condensed (ESC SI) with DC2, as the dialect reference says, not with DC4', () => {
    expect(toHex(encode('DARUMA', [{ op: 'font', font: 'B' }, { op: 'font', font: 'A' }]))).toBe('1b0f12');
  });

  it('a receipt with condensed lines ends each of them with DC2 and never sends DC4', () => {
    const bytes = renderDocument(
      { blocks: [doc.text('CNPJ: 11.222.333/0001-81', { font: 'B' }), doc.text('TOTAL R$ 28,38', { bold: true }), doc.text('Consulte pela chave', { font: 'B' }), doc.text('fim')] },
      { model: 'DARUMA', size: 'medium' },
    );
    const hex = toHex(bytes);
    expect(hex.match(/1b0f/g)).toHaveLength(2);
    // Each condensed run is followed by DC2 before the next normal text.
    expect(hex).toMatch(/1b0f[0-9a-f]*?12[0-9a-f]*?544f54414c/);
    expect([...bytes]).not.toContain(0x14);
  });

  it('labels a barcode with byte 1 (printed) or 0, never Epson\'s position 2', () => {
    const below = encode('DARUMA', [{ op: 'barcode', symbology: 'EAN13', data: '7891234567895', hri: 'below' }]);
    expect(toHex(below)).toBe('1b620102320137383931323334353637383935' + '00');
    const none = encode('DARUMA', [{ op: 'barcode', symbology: 'CODE128', data: 'ABC123' }]);
    expect(toHex(none)).toBe('1b620502320041424331323300');
  });
});

describe('TECTOY (Sunmi)', () => {
  it("beeps with ACBr-Sunmi's ESC GS BEL '1' 02 05, and the D2 mini's form stays", () => {
    expect(toHex(encode('TECTOY', [{ op: 'beep', form: 'sunmi' }]))).toBe('1b1d07310205');
    expect(toHex(encode('TECTOY', [{ op: 'beep', form: 'sunmi', onMs: 100, offMs: 200 }]))).toBe('1b1d0731050a');
    expect(toHex(encode('TECTOY', [{ op: 'beep', form: 'star', onMs: 40, offMs: 100 }]))).toBe('1b1d07010205');
  });
});

describe('BEMATECH', () => {
  it('asks which command set is active with GS F9 C 0 and reads the reply', () => {
    expect(toHex(encode('BEMATECH', [{ op: 'modeQuery' }]))).toBe('1df94300');
    expect(toHex(encode('ESC_BEMA', [{ op: 'modeQuery' }]))).toBe('1df94300');
    expect(readCommandSetReply(Uint8Array.of(0x00))).toBe('escbema');
    expect(readCommandSetReply(Uint8Array.of(0x01))).toBe('escpos');
    expect(readCommandSetReply(Uint8Array.of(0x7f))).toBeNull();
  });

  it('refuses the query on a printer that has none', () => {
    expect(() => encode('EPSON', [{ op: 'modeQuery' }])).toThrow('A impressora EPSON não tem o comando modeQuery');
  });
});

describe('encode()', () => {
  it('refuses a command it does not know instead of dropping it without a word', () => {
    const unknown = { op: 'underline2', on: true } as unknown as Command;
    expect(() => encode('ESC_POS', [{ op: 'text', text: 'a' }, unknown])).toThrow('Comando de impressão desconhecido para a impressora ESC_POS: underline2');
    const badBeep = { op: 'beep', form: 'siren' } as unknown as Command;
    expect(() => encode('ESC_POS', [badBeep])).toThrow(/desconhecido.*beep siren/);
    const badInfo = { op: 'info', query: 'battery' } as unknown as Command;
    expect(() => encode('DARUMA', [badInfo])).toThrow(/desconhecido.*info battery/);
    expect(() => encode('ESC_POS', [badInfo])).toThrow(/desconhecido.*info battery/);
    const badStatus = { op: 'status', query: 'temperature' } as unknown as Command;
    expect(() => encode('ESC_POS', [badStatus])).toThrow(/desconhecido.*status temperature/);
  });

  it('refuses them in the types too', () => {
    // @ts-expect-error 'underline2' is no Command.
    const c: Command = { op: 'underline2', on: true };
    expect(c).toBeDefined();
  });
});
