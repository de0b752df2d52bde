// Opening hours on the week's circle: a shift closing at or before it opens runs past midnight (18:00–02:00), and
// Saturday night runs into Sunday. Two shifts overlap when they share a minute of the week.
const DAY = 24 * 60;
const WEEK = 7 * DAY;

export interface Shift {
  id?: string;
  weekday: number;
  opensAt: string;
  closesAt: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The shift's start and end in minutes from Sunday 00:00 (end may pass the week's end). */
export function span(s: Shift): { start: number; end: number } {
  const start = s.weekday * DAY + minutes(s.opensAt);
  const open = minutes(s.closesAt) - minutes(s.opensAt);
  return { start, end: start + (open > 0 ? open : open + DAY) };
}

/** The first of `others` that shares a minute with `shift` (itself, by id, left out). */
export function overlapping<T extends Shift>(shift: Shift, others: readonly T[]): T | undefined {
  const a = span(shift);
  return others.find((o) => {
    if (shift.id && o.id === shift.id) return false;
    const b = span(o);
    return [-WEEK, 0, WEEK].some((k) => a.start < b.end + k && b.start + k < a.end);
  });
}
