// The numbering check's arithmetic (src-shared/fiscal/voiding.ts): which numbers of a series were taken and never
// used at SEFAZ, as ranges to void, and the inutNFe it builds.
import { describe, expect, it } from 'vitest';
import { buildVoiding, IN_FLIGHT_MS, numberingGaps } from '../../../src-shared/fiscal/voiding.js';

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
      { serie: 5, from: 2, to: 4, year: '26' },
      { serie: 5, from: 7, to: 7, year: '26' },
    ]);
    const later = new Date(now.getTime() + IN_FLIGHT_MS);
    expect(numberingGaps(counter, records, [{ serie: 5, from: 2, to: 4, status: 'pendente' }], later, TZ)).toEqual([
      { serie: 5, from: 7, to: 7, year: '26' },
      { serie: 5, from: 10, to: 10, year: '26' },
    ]);
    // A rejected voiding leaves its numbers to void.
    expect(numberingGaps(counter, records, [{ serie: 5, from: 2, to: 4, status: 'rejeitada' }], now, TZ)[0]).toMatchObject({ from: 2, to: 4 });
  });

  it('never spans two years: a range is split where the notes change year', () => {
    const records = [at(1, 'autorizada', 1, '2025-12-31T20:00:00Z'), at(3, 'autorizada', 1, '2026-01-01T12:00:00Z')];
    const counter = { serie: 5, firstNumber: 1, next: 5, lastTakenAt: null };
    expect(numberingGaps(counter, records, [], now, TZ)).toEqual([
      { serie: 5, from: 2, to: 2, year: '25' },
      { serie: 5, from: 4, to: 4, year: '26' },
    ]);
  });

  it('builds the inutNFe with the Id of its fields and refuses a bad range', () => {
    const v = buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 2, to: 4, reason: 'Numeração pulada por queda do terminal' });
    expect(v.id).toBe('ID35261122233300018165005000000002000000004');
    expect(v.xml).toContain('<xServ>INUTILIZAR</xServ><cUF>35</cUF><ano>26</ano><CNPJ>11222333000181</CNPJ><mod>65</mod><serie>5</serie><nNFIni>2</nNFIni><nNFFin>4</nNFFin>');
    expect(() => buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 4, to: 2, reason: 'Numeração pulada por queda' })).toThrow();
    expect(() => buildVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: '11222333000181', serie: 5, from: 2, to: 2, reason: 'curta' })).toThrow();
  });
});
