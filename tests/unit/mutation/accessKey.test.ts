// Survivors of the mutation run on src-shared/fiscal/accessKey.ts (mutation/README.md): a key built from a field
// out of range, or a cNF SEFAZ refuses (NT 2019.001), is a note SEFAZ rejects; each field is refused at its edge.
import { describe, expect, it } from 'vitest';
import { buildAccessKey, checkDigit, generateCnf, isAcceptableCnf, parseAccessKey } from '../../../src-shared/fiscal/accessKey.js';

const parts = { cUF: '35', aamm: '2611', cnpjCpf: '11222333000181', mod: '65', serie: 1, nNF: 123, tpEmis: 9, cNF: '28374651' };

describe('access key fields', () => {
  it('takes every field at its edges and parses them back', () => {
    for (const edge of [{ serie: 0 }, { serie: 999 }, { nNF: 1 }, { nNF: 999_999_999 }, { tpEmis: 0 }, { tpEmis: 9 }]) {
      const key = buildAccessKey({ ...parts, ...edge });
      const back = parseAccessKey(key);
      expect([back.serie, back.nNF, back.tpEmis]).toEqual([String(edge.serie ?? 1).padStart(3, '0'), String(edge.nNF ?? 123).padStart(9, '0'), String(edge.tpEmis ?? 9)]);
    }
  });

  it('pads a CPF to 14 with zeros and takes an alphanumeric CNPJ in capitals', () => {
    expect(parseAccessKey(buildAccessKey({ ...parts, cnpjCpf: '12345678909' })).cnpjCpf).toBe('00012345678909');
    expect(parseAccessKey(buildAccessKey({ ...parts, cnpjCpf: '12abc34501de35' })).cnpjCpf).toBe('12ABC34501DE35');
  });

  it('refuses each field out of range with its own message', () => {
    const refused: [Partial<typeof parts>, string][] = [
      [{ cUF: '3' }, 'cUF must have 2 digits'], [{ cUF: '350' }, 'cUF must have 2 digits'], [{ cUF: 'S35' }, 'cUF must have 2 digits'], [{ cUF: '35S' }, 'cUF must have 2 digits'],
      [{ aamm: '261' }, 'AAMM must have 4 digits'], [{ aamm: '26111' }, 'AAMM must have 4 digits'], [{ aamm: 'x2611' }, 'AAMM must have 4 digits'],
      [{ cnpjCpf: '1122233300018A' }, 'CNPJ/CPF of the emitter is malformed'], [{ cnpjCpf: '112223330001810' }, 'CNPJ/CPF of the emitter is malformed'], [{ cnpjCpf: '-1122233300018' }, 'CNPJ/CPF of the emitter is malformed'],
      [{ mod: '650' }, 'mod must have 2 digits'],
      [{ serie: -1 }, 'serie out of 0-999'], [{ serie: 1000 }, 'serie out of 0-999'], [{ serie: 1.5 }, 'serie out of 0-999'],
      [{ nNF: 0 }, 'nNF out of 1-999999999'], [{ nNF: 1_000_000_000 }, 'nNF out of 1-999999999'], [{ nNF: 2.5 }, 'nNF out of 1-999999999'],
      [{ tpEmis: -1 }, 'tpEmis must be one digit'], [{ tpEmis: 10 }, 'tpEmis must be one digit'], [{ tpEmis: 1.5 }, 'tpEmis must be one digit'],
      [{ cNF: '1234567' }, 'cNF must have 8 digits'], [{ cNF: '928374651' }, 'cNF must have 8 digits'], [{ cNF: 'x2837465' }, 'cNF must have 8 digits'],
    ];
    for (const [bad, message] of refused) expect(() => buildAccessKey({ ...parts, ...bad })).toThrow(message);
    expect(() => parseAccessKey('3526')).toThrow('access key must have 44 positions');
    expect(() => checkDigit('1'.repeat(42))).toThrow('43 characters');
    expect(() => checkDigit('1'.repeat(44))).toThrow('43 characters');
  });
});

describe('the random code cNF', () => {
  it('is 8 digits, not the number, not one digit repeated, not a run up or down', () => {
    expect(isAcceptableCnf('28374651', 123)).toBe(true);
    for (const cNF of ['928374651', '2837465', '00000123', '77777777', '12345678', '98765432', '23456789', '87654321']) {
      expect([cNF, isAcceptableCnf(cNF, 123)]).toEqual([cNF, false]);
    }
  });

  it('pads the draw to 8 digits and gives up after 100 bad draws', () => {
    expect(generateCnf(1, () => 283_746)).toBe('00283746');
    let draws = 0;
    expect(() => generateCnf(1, () => (draws++, 11_111_111))).toThrow('could not draw an acceptable cNF');
    expect(draws).toBe(100);
  });
});
