// Survivor of the mutation spot-check (issue 20): a body's keys are sorted before hashing, at every depth, so a
// repeat written in another key order is the same content (and another content is not).
import { describe, expect, it } from 'vitest';
import { bodyHash } from '../../../src-server/http/idempotency.js';

describe('idempotency body hash', () => {
  it('hashes the same body the same whatever the order of its keys, nested ones too', () => {
    const a = { amount: 700, paymentMethodId: 'pix', counted: { x: 1, y: 2 }, lines: [{ q: 1, p: 2 }] };
    const b = { lines: [{ p: 2, q: 1 }], counted: { y: 2, x: 1 }, paymentMethodId: 'pix', amount: 700 };
    expect(bodyHash(b)).toBe(bodyHash(a));
  });

  it('hashes another content differently (values, array order, a key more)', () => {
    const base = bodyHash({ a: 1, b: [1, 2] });
    expect(bodyHash({ a: 2, b: [1, 2] })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [2, 1] })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [1, 2], c: null })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [1, 2], c: undefined })).toBe(base);
  });
});
