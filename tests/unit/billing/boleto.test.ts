// The boleto's check digits and fator de vencimento against the worked examples of the sources cited in
// src-server/billing/boleto.ts, and a boleto of ours read back: each field's módulo 10 and the barcode's módulo 11.
import { describe, expect, it } from 'vitest';
import { barcodeCheckDigit, boleto, digitableLineOf, dueFactor, freeFieldOf, mod10, mod11 } from '../../../src-server/billing/boleto.js';

describe('módulo 10 and módulo 11', () => {
  it('módulo 10 of banknote.com.br: 0 1 2 3 0 0 6 7 8 9 6 by 2 1 2 1… gives 0 1 4 3 0 0 12 7 16 9 12, digits adding to 37: DV 3', () => {
    expect(mod10('01230067896')).toBe(3);
  });

  it('módulo 10: a sum that is a multiple of 10 gives 0, not 10', () => {
    // from the right: 5 by 2 = 10 → 1 + 0 = 1; 9 by 1 = 9: sum 10
    expect(mod10('95')).toBe(0);
  });

  it('módulo 11 of banknote.com.br: 018 520 0005 by 3 2 9 8 7 6 5 4 3 2, remainder 6: DV 5', () => {
    expect(mod11('0185200005')).toBe(5);
    expect(barcodeCheckDigit('0185200005')).toBe(5);
  });

  it('módulo 11 of mgitech: 5555555555 adds to 245, 245 mod 11 = 3: DV 8', () => {
    expect(mod11('5555555555')).toBe(8);
  });

  it('the barcode check digit is 1 where módulo 11 answers 0, 10 or 11', () => {
    // '0': sum 0, 11 - 0 = 11 → 1; '5': 5×2 = 10, 11 - 10 = 1 stays 1; '1': 1×2 = 2, 11 - 2 = 9
    expect(barcodeCheckDigit('0')).toBe(1);
    expect(barcodeCheckDigit('1')).toBe(9);
    // '6': 6×2 = 12, 12 mod 11 = 1, 11 - 1 = 10 → 1
    expect(mod11('6')).toBe(10);
    expect(barcodeCheckDigit('6')).toBe(1);
  });
});

describe('fator de vencimento (mhemann.com.br and the futura wiki)', () => {
  it('counts days from 07/10/1997 as the table says', () => {
    expect(dueFactor('2000-07-03')).toBe('1000');
    expect(dueFactor('2000-07-05')).toBe('1002');
    expect(dueFactor('2002-05-01')).toBe('1667');
    expect(dueFactor('2009-06-29')).toBe('4283');
    expect(dueFactor('2010-11-17')).toBe('4789');
    expect(dueFactor('2025-02-21')).toBe('9999');
  });

  it('starts again at 1000 the day after 9999 (22/02/2025)', () => {
    expect(dueFactor('2025-02-22')).toBe('1000');
    expect(dueFactor('2026-12-10')).toBe(String(1000 + 656));
  });

  it('refuses a day before the factor 1000', () => {
    expect(() => dueFactor('2000-07-02')).toThrow(RangeError);
  });
});

describe('a boleto of ours', () => {
  const made = boleto({ bank: '000', dueDate: '2026-12-10', amount: 14_990, freeField: freeFieldOf('00000000000000042') });

  it('lays the barcode out as bank, currency 9, DV, factor, value, campo livre', () => {
    expect(made.barcode).toHaveLength(44);
    expect(made.barcode.slice(0, 4)).toBe('0009');
    expect(made.barcode.slice(5, 9)).toBe('1656');
    expect(made.barcode.slice(9, 19)).toBe('0000014990');
    expect(made.barcode.slice(19)).toBe('0000000000000004200012345');
    expect(Number(made.barcode[4])).toBe(barcodeCheckDigit(made.barcode.slice(0, 4) + made.barcode.slice(5)));
  });

  it('writes the linha digitável in five fields, each of the first three closed by its módulo 10', () => {
    expect(made.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const [f1, f2, f3, dv, tail] = made.digitableLine.split(' ').map((f) => f.replace('.', '')) as [string, string, string, string, string];
    for (const f of [f1, f2, f3]) expect(Number(f.at(-1)), f).toBe(mod10(f.slice(0, -1)));
    expect(f1.slice(0, 4) + f1.slice(4, 9) + f2.slice(0, 10) + f3.slice(0, 10)).toBe(made.barcode.slice(0, 4) + made.barcode.slice(19));
    expect(dv).toBe(made.barcode[4]);
    expect(tail).toBe(made.barcode.slice(5, 19));
    expect(digitableLineOf(made.barcode)).toBe(made.digitableLine);
  });

  it('refuses a campo livre that is not 25 digits and a value beyond ten digits', () => {
    expect(() => boleto({ dueDate: '2026-12-10', amount: 1, freeField: '123' })).toThrow();
    expect(() => boleto({ dueDate: '2026-12-10', amount: 10_000_000_000, freeField: freeFieldOf('1') })).toThrow(RangeError);
  });
});
