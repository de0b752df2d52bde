// Survivors of the mutation run on src-shared/fiscal (mutation/README.md): which SEFAZ answers decide a note's
// status, and where the terminal sends a contingency note, an event and a voiding. A wrong code here marks a
// rejected note authorized (or the reverse) and the sale's fiscal record is wrong.
import { describe, expect, it } from 'vitest';
import { eventWrite, statusForCStat, transmissionWrite } from '../../../src-shared/fiscal/tracking.js';
import { voidingWrite } from '../../../src-shared/fiscal/voiding.js';

describe('a SEFAZ answer decides the note', () => {
  it('authorized, denied, cancelled, undecided or rejected by its cStat', () => {
    const expected: [number, string | null][] = [
      [100, 'autorizada'], [150, 'autorizada'],
      [110, 'denegada'], [301, 'denegada'], [302, 'denegada'], [303, 'denegada'],
      [101, 'cancelada'], [151, 'cancelada'], [135, 'cancelada'], [155, 'cancelada'],
      // lot states and a stopped service say nothing about this note yet
      [103, null], [104, null], [105, null], [106, null], [108, null], [109, null],
      // just outside the lot range, and ordinary refusals
      [102, 'rejeitada'], [107, 'rejeitada'], [204, 'rejeitada'], [539, 'rejeitada'],
    ];
    for (const [cStat, status] of expected) expect([cStat, statusForCStat(cStat)]).toEqual([cStat, status]);
  });
});

describe('the writes that carry signed XML to the server', () => {
  it('go to their own endpoint with the key, the xml and the idempotency key', () => {
    expect(transmissionWrite('b1', 'k1', '3526', '<NFe/>')).toEqual({ method: 'POST', path: '/businesses/b1/fiscal/nfce/contingency', body: { key: '3526', xml: '<NFe/>' }, idempotencyKey: 'k1' });
    expect(eventWrite('b1', 'k2', '3526', '<evento/>')).toEqual({ method: 'POST', path: '/businesses/b1/fiscal/nfce/events', body: { key: '3526', xml: '<evento/>' }, idempotencyKey: 'k2' });
    expect(voidingWrite('b1', { callId: 'c', idempotencyKey: 'k3' }, '<inutNFe/>')).toEqual({ method: 'POST', path: '/businesses/b1/fiscal/nfce/voidings', body: { xml: '<inutNFe/>' }, idempotencyKey: 'k3' });
  });
});
