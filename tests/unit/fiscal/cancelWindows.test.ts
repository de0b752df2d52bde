// The cancellation windows the server re-checks and the screens show: an NF-e's 24 h and an NFC-e's 30 minutes
// after the authorisation, the last instant included, told apart by the model in the access key.
import { describe, expect, it } from 'vitest';
import { cancelDeadline, cancellable, cancelWindowMs } from '../../../src-shared/fiscal/cancelWindows.js';

const key = (model: '55' | '65') => `43261112345678000195${model}0010000000011875585335`;
const at = '2026-11-27T10:00:00-03:00';
const plus = (ms: number) => new Date(Date.parse(at) + ms);

describe('cancelWindows', () => {
  it('NF-e: 24 hours, the last instant inside, one millisecond later outside', () => {
    expect(cancelWindowMs(key('55'))).toBe(24 * 3600_000);
    expect(cancelDeadline(key('55'), at)?.toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(cancellable(key('55'), at, plus(24 * 3600_000))).toBe(true);
    expect(cancellable(key('55'), at, plus(24 * 3600_000 + 1))).toBe(false);
  });

  it('NFC-e: 30 minutes', () => {
    expect(cancelWindowMs(key('65'))).toBe(30 * 60_000);
    expect(cancellable(key('65'), at, plus(30 * 60_000))).toBe(true);
    expect(cancellable(key('65'), at, plus(30 * 60_000 + 1))).toBe(false);
  });

  it('without an authorisation time nothing is cancellable', () => {
    expect(cancelDeadline(key('55'), null)).toBeNull();
    expect(cancellable(key('55'), 'not a date', new Date())).toBe(false);
  });
});
