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

  it('names every weekday on the zone clock', () => {
    // 2026-11-22 is a Sunday; noon UTC is 09:00 in São Paulo, the same day.
    for (let day = 0; day < 7; day++) expect(localClock(new Date(Date.UTC(2026, 10, 22 + day, 12)), SP).weekday).toBe(day);
  });

  it('a window includes its first and last minute, may be open on one side, and may run past midnight', () => {
    const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00-03:00`); // a Tuesday in São Paulo
    const sell = (a: { startTime?: string | null; endTime?: string | null }, hhmm: string) => isAvailable([{ weekdays: [], originIds: [], ...a }], { at: at(hhmm), timeZone: SP, originId: null });
    expect(sell({ startTime: '18:00', endTime: '22:00' }, '18:00')).toBe(true);
    expect(sell({ startTime: '18:00', endTime: '22:00' }, '22:00')).toBe(true);
    expect(sell({ startTime: '18:00', endTime: '22:00' }, '17:59')).toBe(false);
    expect(sell({ startTime: '18:00', endTime: '22:00' }, '22:01')).toBe(false);
    expect(sell({ startTime: '18:00' }, '23:59')).toBe(true);
    expect(sell({ startTime: '18:00' }, '17:59')).toBe(false);
    expect(sell({ endTime: '11:00' }, '00:00')).toBe(true);
    expect(sell({ endTime: '11:00' }, '11:01')).toBe(false);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '23:00')).toBe(true);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '01:00')).toBe(true);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '12:00')).toBe(false);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '22:00')).toBe(true);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '02:00')).toBe(true);
    expect(sell({ startTime: '22:00', endTime: '02:00' }, '02:01')).toBe(false);
    expect(sell({ startTime: '12:00', endTime: '12:00' }, '12:00')).toBe(true);
    expect(sell({ startTime: '12:00', endTime: '12:00' }, '12:01')).toBe(false);
    expect(sell({}, '03:00')).toBe(true);
  });

  it('any one availability is enough; origins restrict only a sale that names one', () => {
    const tuesdayNoon = { at: new Date('2026-11-24T12:00:00-03:00'), timeZone: SP };
    const lunch = { weekdays: [2], originIds: ['salao'], startTime: '11:00', endTime: '15:00' };
    const dinner = { weekdays: [2], originIds: [], startTime: '18:00', endTime: '23:00' };
    expect(isAvailable([dinner, lunch], { ...tuesdayNoon, originId: 'salao' })).toBe(true);
    expect(isAvailable([dinner, lunch], { ...tuesdayNoon, originId: 'delivery' })).toBe(false);
    expect(isAvailable([lunch], { ...tuesdayNoon, originId: null })).toBe(true);
    expect(isAvailable([{ ...lunch, originIds: [] }], { ...tuesdayNoon, originId: 'delivery' })).toBe(true);
  });

  it('describes the days and the hours as a person reads them', () => {
    expect(describeAvailability([{ weekdays: [0, 1, 2, 3, 4, 5, 6], originIds: [] }])).toBe('todos os dias');
    expect(describeAvailability([{ weekdays: [], originIds: [], startTime: '18:00' }])).toBe('todos os dias das 18:00 às 23:59');
    expect(describeAvailability([{ weekdays: [], originIds: [], endTime: '11:00' }])).toBe('todos os dias das 00:00 às 11:00');
    expect(describeAvailability([{ weekdays: [0, 1], originIds: [] }, { weekdays: [6], originIds: [] }])).toBe('seg, dom; sáb');
  });
});
