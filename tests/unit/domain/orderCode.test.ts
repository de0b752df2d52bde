// The order's number as the kitchen ticket, the orders board and its dialog show it, and a flavour's part of a
// composite as the ticket prints it before the flavour's name.
import { describe, expect, it } from 'vitest';
import { fractionText, orderCode } from '../../../src-shared/domain/orderCode.js';

describe('orderCode', () => {
  it("is the id's last six hex digits in capitals", () => {
    expect(orderCode('019a2b3c-4d5e-7f60-8a1b-2c3d4e350c03')).toBe('350C03');
    expect(orderCode('019a2b3c-4d5e-7f60-8a1b-2c3d4eabcdef')).toBe('ABCDEF');
  });
});

describe('fractionText', () => {
  it('writes the halves, thirds and quarters as fractions, a whole flavour as nothing, other parts as a percentage', () => {
    expect([undefined, 0, 1000].map(fractionText)).toEqual(['', '', '']);
    expect(fractionText(500)).toBe('1/2 ');
    expect(fractionText(333)).toBe('1/3 ');
    expect(fractionText(334)).toBe('1/3 ');
    expect(fractionText(250)).toBe('1/4 ');
    expect(fractionText(750)).toBe('75% ');
    expect(fractionText(125)).toBe('13% ');
  });
});
