// How `npm run mutation` tells a listed equivalent mutant from a new survivor (mutation/equivalents.ts): by file,
// line, mutator AND the replacement text, so an edit that puts another mutant on a listed line is not excused by a
// stale listing, and listings whose mutant is gone are reported.
import { describe, expect, it } from 'vitest';
import { equivalentOf, staleEquivalents, withoutReplacement, type Equivalent } from '../../../mutation/equivalents.js';

const money = 'src-shared/domain/money.ts';
const list: Equivalent[] = [
  { file: money, line: 9, mutator: 'EqualityOperator', replacement: 'num <= 0n', why: 'num 0: no sign either way' },
  { file: money, line: 9, mutator: 'EqualityOperator', replacement: 'den <= 0n', why: 'den 0 was refused above' },
];

describe('a listed equivalent mutant', () => {
  it('explains a survivor only with the same replacement: two of one kind on one line each get their own why', () => {
    expect(equivalentOf(list, { file: money, line: 9, mutator: 'EqualityOperator', replacement: 'den <= 0n' })?.why).toBe('den 0 was refused above');
    expect(equivalentOf(list, { file: money, line: 9, mutator: 'EqualityOperator', replacement: 'num <= 0n' })?.why).toBe('num 0: no sign either way');
  });

  it('does not excuse a new mutant that an edit put on the listed line', () => {
    expect(equivalentOf(list, { file: money, line: 9, mutator: 'EqualityOperator', replacement: 'total >= 0' })).toBeUndefined();
    expect(equivalentOf(list, { file: money, line: 10, mutator: 'EqualityOperator', replacement: 'num <= 0n' })).toBeUndefined();
    expect(equivalentOf(list, { file: 'src-shared/domain/pricing.ts', line: 9, mutator: 'EqualityOperator', replacement: 'num <= 0n' })).toBeUndefined();
    expect(equivalentOf(list, { file: money, line: 9, mutator: 'ConditionalExpression', replacement: 'num <= 0n' })).toBeUndefined();
  });

  it('is reported stale when no survivor matches it any more', () => {
    const left = [{ file: money, line: 9, mutator: 'EqualityOperator', replacement: 'num <= 0n' }];
    expect(staleEquivalents(list, left)).toEqual([list[1]]);
    expect(staleEquivalents(list, [])).toEqual(list);
  });

  it('must carry its replacement text (the old form without it is refused by the runner)', () => {
    const old = [{ file: money, line: 9, mutator: 'EqualityOperator', why: 'x' }, list[0]!];
    expect(withoutReplacement(old)).toEqual([old[0]]);
  });
});
