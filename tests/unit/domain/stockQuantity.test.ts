// Stock quantities as people read and type them: thousandths of the unit with a comma, never a float on the way.
import { describe, expect, it } from 'vitest';
import { formatStock, parseStock } from '../../../src-shared/domain/stockQuantity.js';

describe('formatStock', () => {
  it('shows up to three decimals with a comma, none when whole, thousands with a dot, the sign of a loss', () => {
    expect(formatStock(1500)).toBe('1,5');
    expect(formatStock(2000)).toBe('2');
    expect(formatStock(0)).toBe('0');
    expect(formatStock(5)).toBe('0,005');
    expect(formatStock(1_234_560)).toBe('1.234,56');
    expect(formatStock(-250)).toBe('-0,25');
  });
});

describe('parseStock', () => {
  it('reads a comma or a dot and up to three decimals as integer thousandths', () => {
    expect(parseStock('1,5')).toBe(1500);
    expect(parseStock(' 2 ')).toBe(2000);
    // spaces inside are dropped ("1 500" typed with a thousands space)
    expect(parseStock('1 500,5')).toBe(1_500_500);
    expect(parseStock('0.005')).toBe(5);
    expect(parseStock('0,1')).toBe(100);
    expect(parseStock('1,234')).toBe(1234);
    expect(parseStock('0')).toBe(0);
  });

  it('refuses what is not such a number', () => {
    for (const bad of ['', '-1', '1,2345', 'abc', '1,5kg', '1.000,5', ',5']) expect(parseStock(bad), bad).toBeNull();
  });

  it('reads back what it shows', () => {
    for (const n of [0, 1, 10, 999, 1000, 1001, 123_456]) expect(parseStock(formatStock(n).replace(/\./g, ''))).toBe(n);
  });
});
