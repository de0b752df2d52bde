// The availability rule on the business's clock (issue 16, items 16 and 17): the rodízio sold at 11:09 is
// refused, at 19:00 taken; the same instant is another hour in Manaus than in São Paulo.
import { describe, expect, it } from 'vitest';
import { describeAvailability, isAvailable, localClock } from '../../../src-shared/domain/availability.js';

const rodizio = [{ weekdays: [0, 2, 3, 4, 5, 6], originIds: ['salao'], startTime: '18:00', endTime: '23:59' }];
const SP = 'America/Sao_Paulo';

describe('availability', () => {
  it('reads the weekday and time on the zone clock', () => {
    // 2026-11-24 is a Tuesday; 14:09 UTC is 11:09 in São Paulo, 10:09 in Manaus, 9:09 in Rio Branco, 12:09 in Noronha.
    const at = new Date('2026-11-24T14:09:00Z');
    expect(localClock(at, SP)).toEqual({ weekday: 2, time: '11:09' });
    expect(localClock(at, 'America/Manaus')).toEqual({ weekday: 2, time: '10:09' });
    expect(localClock(at, 'America/Rio_Branco')).toEqual({ weekday: 2, time: '09:09' });
    expect(localClock(at, 'America/Noronha')).toEqual({ weekday: 2, time: '12:09' });
    // 02:30 UTC on Wednesday is still Tuesday evening in São Paulo.
    expect(localClock(new Date('2026-11-25T02:30:00Z'), SP)).toEqual({ weekday: 2, time: '23:30' });
  });

  it('refuses the rodízio at 11:09 and on Monday, takes it at 19:00 in the saloon', () => {
    expect(isAvailable(rodizio, { at: new Date('2026-11-24T14:09:00Z'), timeZone: SP, originId: null })).toBe(false);
    expect(isAvailable(rodizio, { at: new Date('2026-11-24T22:00:00Z'), timeZone: SP, originId: null })).toBe(true);
    expect(isAvailable(rodizio, { at: new Date('2026-11-24T22:00:00Z'), timeZone: SP, originId: 'balcao' })).toBe(false);
    expect(isAvailable(rodizio, { at: new Date('2026-11-23T22:00:00Z'), timeZone: SP, originId: null })).toBe(false);
    // 18:30 in São Paulo is 17:30 in Manaus: not yet there.
    expect(isAvailable(rodizio, { at: new Date('2026-11-24T21:30:00Z'), timeZone: 'America/Manaus', originId: null })).toBe(false);
  });

  it('takes anything with no availability, and windows that run past midnight', () => {
    expect(isAvailable([], { at: new Date(), timeZone: SP, originId: null })).toBe(true);
    const night = [{ weekdays: [], originIds: [], startTime: '22:00', endTime: '02:00' }];
    expect(isAvailable(night, { at: new Date('2026-11-25T04:30:00Z'), timeZone: SP, originId: null })).toBe(true);
    expect(isAvailable(night, { at: new Date('2026-11-25T06:30:00Z'), timeZone: SP, originId: null })).toBe(false);
  });

  it('says when it is available', () => {
    expect(describeAvailability(rodizio)).toBe('ter, qua, qui, sex, sáb, dom das 18:00 às 23:59');
  });
});
