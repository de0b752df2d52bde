// The transmission window of contingency NFC-e per state (src-shared/fiscal/deadlines.ts) and the deadline report
// the fiscal guardian shows: 24 h from emission where the state follows ENCAT's rule, the end of the first business
// day after emission in MG; warnings and overdue notes measured against each note's own state.
import { describe, expect, it } from 'vitest';
import { CONTINGENCY_WINDOWS, transmissionDeadline, ufOfKey, windowOf } from '../../../src-shared/fiscal/deadlines.js';
import { UFS } from '../../../src-shared/fiscal/states.js';
import { deadlineReport, type NfceRecord } from '../../../src-shared/fiscal/tracking.js';

const TZ = 'America/Sao_Paulo';

function note(cUF: string, emittedAt: string, status: NfceRecord['status'] = 'pendente', tpEmis: 1 | 9 = 9): NfceRecord {
  return {
    id: `${cUF}-${emittedAt}`,
    key: `${cUF}2611112223330001816500100000000191234567${cUF === '31' ? '1' : '2'}`,
    businessId: null,
    groupPaymentId: 'g',
    cnpj: '11222333000181',
    serie: 1,
    nNF: 1,
    tpEmis,
    tpAmb: '2',
    dhEmi: emittedAt,
    emittedAt,
    vNF: 1000,
    status,
    cStat: null,
    reason: null,
    nProt: null,
    authorizedAt: null,
    attempts: 0,
    lastAttemptAt: null,
    lastError: null,
    events: [],
    outbox: null,
    substitutedBy: null,
  };
}

describe('contingency transmission windows by state', () => {
  it('has a rule with its source for every state', () => {
    for (const uf of UFS) {
      expect(CONTINGENCY_WINDOWS[uf].source.length).toBeGreaterThan(5);
    }
    expect(windowOf('SP')).toMatchObject({ kind: 'hours', hours: 24 });
    expect(windowOf('MG')).toMatchObject({ kind: 'firstBusinessDay' });
    expect(ufOfKey('31...')).toBe('MG');
    expect(ufOfKey('99...')).toBeNull();
  });

  it('24 h from emission in SP; in MG the end of the first business day after it (a Friday sale: Monday night)', () => {
    expect(transmissionDeadline(windowOf('SP'), new Date('2026-11-27T13:00:00Z'), TZ).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    // Friday 27/11 10:00 in Belo Horizonte → Monday 30/11 23:59:59.999 local (UTC-3).
    expect(transmissionDeadline(windowOf('MG'), new Date('2026-11-27T13:00:00Z'), TZ).toISOString()).toBe('2026-12-01T02:59:59.999Z');
    // Monday 23:30 local (already Tuesday in UTC) → Tuesday night, local.
    expect(transmissionDeadline(windowOf('MG'), new Date('2026-11-24T02:30:00Z'), TZ).toISOString()).toBe('2026-11-25T02:59:59.999Z');
  });

  it("the report measures each pending contingency note against its own state's window", () => {
    const now = new Date('2026-11-28T09:00:00Z'); // Saturday 06:00 local
    const sp = note('35', '2026-11-27T13:00:00Z'); // deadline Sat 10:00 UTC: 1 h away → warning
    const spLate = note('35', '2026-11-27T08:00:00Z'); // deadline Sat 08:00 UTC: past → overdue
    const mg = note('31', '2026-11-27T08:00:00Z'); // Friday: until Monday night → neither
    const online = note('35', '2026-11-26T08:00:00Z', 'pendente', 1); // online notes have no window
    const done = note('35', '2026-11-26T08:00:00Z', 'autorizada');
    const report = deadlineReport([sp, spLate, mg, online, done], now, 6 * 3600_000, TZ);
    expect(report.warning.map((r) => r.id)).toEqual([sp.id]);
    expect(report.overdue.map((r) => r.id)).toEqual([spLate.id]);
    expect(report.nextDeadline).toBe('2026-11-28T08:00:00.000Z');
    expect(report.nextRule).toBe('de 24 h');
    const onlyMg = deadlineReport([mg], now, 6 * 3600_000, TZ);
    expect(onlyMg).toMatchObject({ warning: [], overdue: [], nextDeadline: '2026-12-01T02:59:59.999Z', nextRule: 'do primeiro dia útil após a emissão' });
  });

  it('a note is overdue from the instant its window closes and warned from exactly warnWithin before; a rejected contingency note still has to go', () => {
    const emitted = '2026-11-27T13:00:00Z'; // SP: closes 2026-11-28T13:00:00Z
    const closes = new Date('2026-11-28T13:00:00Z').getTime();
    const warn = 6 * 3600_000;
    const sp = note('35', emitted);
    expect(deadlineReport([sp], new Date(closes), warn, TZ).overdue).toEqual([sp]);
    expect(deadlineReport([sp], new Date(closes - 1), warn, TZ)).toMatchObject({ overdue: [], warning: [sp] });
    expect(deadlineReport([sp], new Date(closes - warn), warn, TZ).warning).toEqual([sp]);
    expect(deadlineReport([sp], new Date(closes - warn - 1), warn, TZ)).toMatchObject({ overdue: [], warning: [] });
    // SEFAZ refused it: it is fixed and sent again inside the same window, so it is still counted.
    const rejected = note('35', emitted, 'rejeitada');
    expect(deadlineReport([rejected], new Date(closes + 1), warn, TZ).overdue).toEqual([rejected]);
  });
});
