// The numbering check's arithmetic (src-shared/fiscal/voiding.ts): which numbers of a series were taken and never
// used at SEFAZ, as ranges to void, and the inutNFe it builds.
import { describe, expect, it } from 'vitest';
import { buildVoiding, IN_FLIGHT_MS, MAX_NUMBER, numberingGaps } from '../../../src-shared/fiscal/voiding.js';

const TZ = 'America/Sao_Paulo';
const now = new Date('2026-11-26T15:00:00Z');
const at = (n: number, status = 'autorizada', tpEmis: 1 | 9 = 1, emittedAt = '2026-11-26T12:00:00Z') => ({ serie: 5, nNF: n, status: status as never, tpEmis, emittedAt });

describe('numbering gaps', () => {
  it('lists numbers without a note, never received, or rejected online, as ranges; contingency and voided numbers never', () => {
    const records = [at(1), at(3, 'inutilizar'), at(4, 'rejeitada'), at(5, 'rejeitada', 9), at(6), at(8, 'pendente'), at(9)];
    const counter = { serie: 5, firstNumber: 1, next: 11, lastTakenAt: new Date(now.getTime() - 60_000).toISOString() };
    // 2 (lost), 3-4 (never counted), 7 (lost); 5 is a rejected contingency note (sent again, never voided); 10 was
    // taken a minute ago and may still be being saved.
    expect(numberingGaps(counter, records, [], now, TZ)).toEqual([
      { model: '65', serie: 5, from: 2, to: 4, year: '26' },
      { model: '65', serie: 5, from: 7, to: 7, year: '26' },
    ]);
    const later = new Date(now.getTime() + IN_FLIGHT_MS);
    expect(numberingGaps(counter, records, [{ serie: 5, from: 2, to: 4, status: 'pendente' }], later, TZ)).toEqual([
      { model: '65', serie: 5, from: 7, to: 7, year: '26' },
      { model: '65', serie: 5, from: 10, to: 10, year: '26' },
    ]);
    // A rejected voiding leaves its numbers to void.
    expect(numberingGaps(counter, records, [{ serie: 5, from: 2, to: 4, status: 'rejeitada' }], now, TZ)[0]).toMatchObject({ from: 2, to: 4 });
  });

  it('never spans two years: a range is split where the notes change year', () => {
    const records = [at(1, 'autorizada', 1, '2025-12-31T20:00:00Z'), at(3, 'autorizada', 1, '2026-01-01T12:00:00Z')];
    const counter = { serie: 5, firstNumber: 1, next: 5, lastTakenAt: null };
    expect(numberingGaps(counter, records, [], now, TZ)).toEqual([
      { model: '65', serie: 5, from: 2, to: 2, year: '25' },
      { model: '65', serie: 5, from: 4, to: 4, year: '26' },
    ]);
  });

  it('one rule for both models: an NF-e (55) series is checked apart, and only a 55 voiding covers its numbers', () => {
    const records = [at(1), at(3)];
    const counter = { model: '55' as const, serie: 5, firstNumber: 1, next: 4, lastTakenAt: null };
    expect(numberingGaps(counter, records, [], now, TZ)).toEqual([{ model: '55', serie: 5, from: 2, to: 2, year: '26' }]);
    // The NFC-e's series 5 voided its number 2: the NF-e's number 2 is still to void.
    expect(numberingGaps(counter, records, [{ serie: 5, from: 2, to: 2, status: 'homologada' }], now, TZ)).toHaveLength(1);
    expect(numberingGaps(counter, records, [{ model: '55', serie: 5, from: 2, to: 2, status: 'homologada' }], now, TZ)).toEqual([]);
    const v = buildVoiding({ tpAmb: '2', model: '55', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 2, to: 2, reason: 'Numeração pulada por queda do terminal' });
    expect(v.id).toBe('ID35261122233300018155005000000002000000002');
    expect(v.xml).toContain('<CNPJ>11222333000181</CNPJ><mod>55</mod><serie>5</serie>');
  });

  it('builds the inutNFe with the Id of its fields and refuses a bad range', () => {
    const v = buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 2, to: 4, reason: 'Numeração pulada por queda do terminal' });
    expect(v.id).toBe('ID35261122233300018165005000000002000000004');
    expect(v.xml).toContain('<xServ>INUTILIZAR</xServ><cUF>35</cUF><ano>26</ano><CNPJ>11222333000181</CNPJ><mod>65</mod><serie>5</serie><nNFIni>2</nNFIni><nNFFin>4</nNFFin>');
    expect(() => buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 4, to: 2, reason: 'Numeração pulada por queda' })).toThrow();
    expect(() => buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 2, to: 2, reason: 'curta' })).toThrow();
  });

  it('writes every field of the inutNFe and refuses each bad field with its own message', () => {
    const ok = { tpAmb: '2' as const, cUF: '35', year: '26', cnpj: '11222333000181', serie: 0, from: 1, to: MAX_NUMBER, reason: 'Numeração pulada por queda do terminal' };
    expect(buildVoiding(ok).xml).toBe(
      '<inutNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><infInut Id="ID35261122233300018165000000000001999999999">' +
        '<tpAmb>2</tpAmb><xServ>INUTILIZAR</xServ><cUF>35</cUF><ano>26</ano><CNPJ>11222333000181</CNPJ><mod>65</mod><serie>0</serie>' +
        '<nNFIni>1</nNFIni><nNFFin>999999999</nNFFin><xJust>Numeração pulada por queda do terminal</xJust></infInut></inutNFe>',
    );
    expect(buildVoiding({ ...ok, serie: 999 }).id).toBe('ID35261122233300018165999000000001999999999');
    for (const range of [{ from: 0 }, { to: MAX_NUMBER + 1 }, { from: 1.5 }, { to: 2.5 }, { from: 3, to: 2 }]) {
      expect(() => buildVoiding({ ...ok, ...range })).toThrow('faixa de numeração inválida');
    }
    expect(buildVoiding({ ...ok, from: 3, to: 3 }).id).toMatch(/000000003000000003$/);
    for (const serie of [-1, 1000, 1.5]) expect(() => buildVoiding({ ...ok, serie })).toThrow('série inválida');
    for (const bad of [{ year: '2026' }, { year: '6' }, { cUF: '350' }, { cUF: 'SP' }]) {
      expect(() => buildVoiding({ ...ok, ...bad })).toThrow('ano ou UF inválidos');
    }
  });

  it('a series only counts its own notes and voidings; notes numbered below the first number still count', () => {
    const counter = { serie: 5, firstNumber: 4, next: 7, lastTakenAt: null };
    // Number 5 was used in series 6 and voided in series 6: both say nothing about series 5. Number 2 (below the
    // first number this terminal hands out) is a note of this series, so 3 is a gap too.
    const records = [at(2), { ...at(5), serie: 6 }, at(6)];
    expect(numberingGaps(counter, records, [{ serie: 6, from: 5, to: 5, status: 'autorizada' as never }], now, TZ)).toEqual([{ model: '65', serie: 5, from: 3, to: 5, year: '26' }]);
    // the same notes in another order: the lowest is still number 2
    expect(numberingGaps(counter, [at(6), at(2)], [], now, TZ)).toEqual([{ model: '65', serie: 5, from: 3, to: 5, year: '26' }]);
    // a voiding covers only its own range
    expect(numberingGaps(counter, records, [{ serie: 5, from: 4, to: 4, status: 'pendente' as never }], now, TZ)).toEqual([
      { model: '65', serie: 5, from: 3, to: 3, year: '26' },
      { model: '65', serie: 5, from: 5, to: 5, year: '26' },
    ]);
  });

  it('a number counts once any of its notes counted; a number taken exactly IN_FLIGHT_MS ago is settled', () => {
    const counter = { serie: 5, firstNumber: 1, next: 4, lastTakenAt: new Date(now.getTime() - IN_FLIGHT_MS).toISOString() };
    // 2: rejected online, then authorized under the same number; 3: taken and never saved.
    expect(numberingGaps(counter, [at(1), at(2, 'rejeitada'), at(2)], [], now, TZ)).toEqual([{ model: '65', serie: 5, from: 3, to: 3, year: '26' }]);
    const justTaken = { ...counter, lastTakenAt: new Date(now.getTime() - IN_FLIGHT_MS + 1).toISOString() };
    expect(numberingGaps(justTaken, [at(1), at(2)], [], now, TZ)).toEqual([]);
  });

  it('two neighbouring gaps of different years are two ranges', () => {
    const records = [at(1, 'autorizada', 1, '2025-12-31T20:00:00Z'), at(2, 'inutilizar', 1, '2025-12-31T21:00:00Z'), at(3, 'inutilizar', 1, '2026-01-01T12:00:00Z'), at(4)];
    expect(numberingGaps({ serie: 5, firstNumber: 1, next: 5, lastTakenAt: null }, records, [], now, TZ)).toEqual([
      { model: '65', serie: 5, from: 2, to: 2, year: '25' },
      { model: '65', serie: 5, from: 3, to: 3, year: '26' },
    ]);
  });
});
