// A voiding request (inutNFe) names the model of the numbers it voids: 65 (NFC-e) or 55 (NF-e), nothing else — a
// request for another model would void nothing of ours and leave the real gap open at SEFAZ.
import { describe, expect, it } from 'vitest';
import { buildVoiding, rangeVoided, type VoidingInput } from '../../../src-shared/fiscal/voiding.js';

const base: VoidingInput = { tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 1, from: 5, to: 7, reason: 'Numeros pulados por falha do sistema' };

describe('the model of a voiding request', () => {
  it('65 unless said, 55 when said, another refused', () => {
    expect(buildVoiding(base).xml).toContain('<mod>65</mod>');
    expect(buildVoiding({ ...base, model: '55' }).xml).toContain('<mod>55</mod>');
    expect(() => buildVoiding({ ...base, model: '57' as VoidingInput['model'] })).toThrow('modelo inválido');
  });
});

describe('an answer that voids the range', () => {
  it('102, or 563 (the same range asked before, its answer lost); any other code does not', () => {
    expect([102, 563, 101, 103, 562, 564, 241, 256].map(rangeVoided)).toEqual([true, true, false, false, false, false, false, false]);
  });
});
