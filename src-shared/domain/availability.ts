// When a product (or a payment or delivery method) may be sold: its availabilities, each a set of weekdays,
// origins and a time window, read on the business's clock. No availability: always. Several: any of them.
// Weekdays are 0 (Sunday) to 6; times "HH:MM"; a window whose end is before its start runs past midnight.

export interface Availability {
  weekdays: readonly number[];
  originIds: readonly string[];
  startTime?: string | null;
  endTime?: string | null;
}

export interface SaleMoment {
  at: Date;
  /** The business's time zone (America/Manaus…). */
  timeZone: string;
  /** The sale's origin; null when the sale names none (then origins do not restrict it). */
  originId: string | null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday and "HH:MM" of an instant on a zone's clock. */
export function localClock(at: Date, timeZone: string): { weekday: number; time: string } {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

function inWindow(time: string, start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start && !end) return true;
  const from = start ?? '00:00';
  const to = end ?? '23:59';
  return from <= to ? time >= from && time <= to : time >= from || time <= to;
}

export function isAvailable(availabilities: readonly Availability[], moment: SaleMoment): boolean {
  if (availabilities.length === 0) return true;
  const { weekday, time } = localClock(moment.at, moment.timeZone);
  return availabilities.some(
    (a) =>
      (a.weekdays.length === 0 || a.weekdays.includes(weekday)) &&
      (moment.originId === null || a.originIds.length === 0 || a.originIds.includes(moment.originId)) &&
      inWindow(time, a.startTime, a.endTime),
  );
}

const DAY_NAMES = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** When it is available, as a person reads it: "ter, qua, qui, sex, sáb, dom das 18:00 às 23:59". */
export function describeAvailability(availabilities: readonly Availability[]): string {
  return availabilities
    .map((a) => {
      const days = a.weekdays.length === 0 || a.weekdays.length === 7 ? 'todos os dias' : [...a.weekdays].sort((x, y) => ((x + 6) % 7) - ((y + 6) % 7)).map((d) => DAY_NAMES[d]).join(', ');
      const hours = a.startTime || a.endTime ? ` das ${a.startTime ?? '00:00'} às ${a.endTime ?? '23:59'}` : '';
      return `${days}${hours}`;
    })
    .join('; ');
}
