// Survivors of the mutation run on src-shared/fiscal/format.ts (mutation/README.md): the rateio of a discount or fee
// over an NFC-e's lines, the quantity and money text of the XML and the DANFE, and the free text the layout accepts.
// A wrong centavo in the rateio makes the items' sum differ from the note's total (SEFAZ rejects it).
import { describe, expect, it } from 'vitest';
import { decimal2, isoInZone, layoutText, prorate, quantity3, quantityBr } from '../../../src-shared/fiscal/format.js';
import { readDigestValue } from '../../../src-shared/fiscal/qrCode.js';

describe('the rateio of a total over the lines (largest remainder)', () => {
  it('splits into integers that add up to the total exactly', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(1000, [1500, 2500, 6000])).toEqual([150, 250, 600]);
    for (const [total, weights] of [[997, [333, 333, 334]], [1, [5000, 3000]], [12_345, [1, 2, 3, 4, 5, 6, 7]]] as const) {
      const shares = prorate(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      for (const s of shares) expect(Number.isInteger(s) && s >= 0).toBe(true);
    }
  });

  it('gives the leftover centavos to the largest remainders, ties to the first line', () => {
    // 10 over 1:2:4 = 1.43, 2.86, 5.71: the two centavos left go to the second (.86) and third (.71) lines
    expect(prorate(10, [1, 2, 4])).toEqual([1, 3, 6]);
    // 10 over 5:1:1 = 7.14, 1.43, 1.43: the centavo goes to a small line with the larger fraction, not the big line
    expect(prorate(10, [5, 1, 1])).toEqual([7, 2, 1]);
    expect(prorate(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('answers zeros for a zero total or zero weights, never NaN', () => {
    expect(prorate(0, [100, 200])).toEqual([0, 0]);
    expect(prorate(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('quantities and money as the XML and the DANFE write them', () => {
  it('writes thousandths with three decimals and refuses zero, negative or fractional quantities', () => {
    expect(quantity3(1500)).toBe('1.500');
    expect(quantity3(1)).toBe('0.001');
    expect(quantity3(12_000)).toBe('12.000');
    for (const q of [0, -1000, 1.5]) expect(() => quantity3(q)).toThrow(`quantity must be positive integer thousandths, got ${q}`);
  });

  it('writes negative centavos with the sign and refuses fractions', () => {
    expect(decimal2(-150)).toBe('-1.50');
    expect(decimal2(5)).toBe('0.05');
    expect(() => decimal2(10.5)).toThrow('money must be integer centavos, got 10.5');
  });

  it('prints a quantity on the DANFE without trailing zeros', () => {
    expect(quantityBr(2000)).toBe('2');
    expect(quantityBr(1500)).toBe('1,5');
    expect(quantityBr(1100)).toBe('1,1');
    expect(quantityBr(1050)).toBe('1,05');
    expect(quantityBr(1005)).toBe('1,005');
    expect(quantityBr(350)).toBe('0,35');
  });

  it('writes the offset of a zone at UTC as +00:00', () => {
    expect(isoInZone(new Date('2025-03-10T14:05:09Z'), 'UTC')).toBe('2025-03-10T14:05:09+00:00');
    expect(isoInZone(new Date('2025-03-10T14:05:09Z'), 'America/Sao_Paulo')).toBe('2025-03-10T11:05:09-03:00');
  });
});

describe('free text in the layout (TString)', () => {
  it('turns control characters into spaces and drops what is outside Latin-1', () => {
    expect(layoutText('X-tudo\u0001duplo', 60)).toBe('X-tudo duplo');
    expect(layoutText('Suco\u007fnatural', 60)).toBe('Suco natural');
    expect(layoutText('Café ☕ ÿ', 60)).toBe('Café ÿ');
  });

  it('squeezes spaces, trims and cuts at the field size without a trailing space', () => {
    expect(layoutText('  Pão   de  queijo ', 60)).toBe('Pão de queijo');
    expect(layoutText('Pão de queijo', 4)).toBe('Pão');
    expect(layoutText('Pão de queijo', 6)).toBe('Pão de');
    // leading spaces are trimmed before the cut, so they take no room from the field
    expect(layoutText('  Pão de queijo', 6)).toBe('Pão de');
  });
});

describe('the signature digest', () => {
  it('refuses a document without a DigestValue', () => {
    expect(() => readDigestValue('<Signature></Signature>')).toThrow('signed XML has no DigestValue');
    expect(readDigestValue('<DigestValue>abc=</DigestValue>')).toBe('abc=');
  });
});
