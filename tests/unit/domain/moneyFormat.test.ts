// One money formatter: the screens, the messages, the print templates and the DANFE read the same text.
import { describe, expect, it } from 'vitest';
import { brlDigits, formatBRL } from '../../../src-shared/domain/money.js';
import { brl } from '../../../src-shared/fiscal/format.js';
import { formatMoney } from '../../../src-shared/printing/format.js';
import { money } from '../../../src-renderer/format/money.js';

describe('money as a Brazilian reads it', () => {
  it('is one function everywhere', () => {
    expect(formatMoney).toBe(formatBRL);
    expect(money).toBe(formatBRL);
    expect(brl).toBe(brlDigits);
  });

  it('reads R$ 1.234,56, -R$ 0,05 and R$ 1.000.000,00', () => {
    expect([123456, -5, 0, 100_000_000, 99].map(formatBRL)).toEqual(['R$ 1.234,56', '-R$ 0,05', 'R$ 0,00', 'R$ 1.000.000,00', 'R$ 0,99']);
    expect(brlDigits(-123456)).toBe('-1.234,56');
  });
});
