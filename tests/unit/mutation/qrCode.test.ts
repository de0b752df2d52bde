// Survivor of the mutation spot-check (issue 20) in the NFC-e QR code: the offline QR's day (DD) is the day of
// dhEmi as written (Brasília time), not the UTC day, which is the next day for sales from 21:00 to 23:59.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';
import { qrParamsOffline } from '../../../src-shared/fiscal/qrCode.js';

const input = {
  key: '35261112345678000195650010000001239000001234',
  tpAmb: '2' as const,
  cscId: '000001',
  csc: 'CSC-DE-TESTE-0001',
  vNF: '87.40',
  digestValue: 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0=',
};

describe('offline QR code day', () => {
  for (const [dhEmi, dd] of [
    ['2026-11-24T21:00:00-03:00', '24'],
    ['2026-11-24T23:59:59-03:00', '24'],
    ['2026-11-30T22:15:00-03:00', '30'],
    ['2026-12-31T23:30:00-03:00', '31'],
    ['2026-11-25T00:10:00-03:00', '25'],
  ] as const) {
    it(`a sale at ${dhEmi} carries day ${dd} (Brasília), not the UTC day`, () => {
      const p = qrParamsOffline({ ...input, dhEmi }, nodeHasher);
      const parts = p.split('|');
      expect(parts[3]).toBe(dd);
      // the hash covers that day too (computed here with node:crypto, not with the code under test)
      const base = parts.slice(0, 7).join('|');
      expect(parts[7]).toBe(createHash('sha1').update(base + input.csc, 'utf8').digest('hex').toUpperCase());
    });
  }
});
