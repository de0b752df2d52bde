// What the menu-structure screens share: which origins a row is for (chips a finger reaches; none marked = every
// origin), an availability's actions sent as the menu's availabilities take them (no people, unlike a payment
// method's), and a row of a list to pick one from.
import type { ReactNode } from 'react';
import { catalogScreenMessages as cm } from '../../../src-shared/i18n/catalogScreens.js';
import { Badge } from '../../ui/fields.js';
import type { AvailabilityActions } from '../payConfig/Availabilities.js';
import { sent } from '../payConfig/common.js';
import type { AvailabilityView, Named } from './catalogsData.js';

export const c = cm.common;
/** "12,5" → 1250 hundredths of a percent (the server's unit); null when not a number. */
export const percentOf = (text: string): number | null => {
  const n = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
};
export const toggle = <T,>(list: readonly T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));

/** The origins a row is for: one chip each, none marked meaning every origin. */
export function OriginChips({ origins, value, onChange, testId, disabled }: { origins: Named[]; value: string[]; onChange: (ids: string[]) => void; testId: string; disabled?: boolean }): ReactNode {
  return (
    <div className="space-y-1" data-testid={testId}>
      <span className="block text-sm font-medium text-slate-700">{c.origins}</span>
      <div className="flex flex-wrap gap-1">
        {origins.map((o) => {
          const on = value.includes(o.id);
          return (
            <button
              key={o.id}
              type="button"
              role="switch"
              aria-checked={on}
              disabled={disabled}
              onClick={() => onChange(toggle(value, o.id, !on))}
              data-testid={`${testId}-${o.name}`}
              className={`touch-target rounded-full px-3 text-sm font-semibold ${on ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-600'}`}
            >
              {o.name}
            </button>
          );
        })}
      </div>
      {value.length === 0 ? <span className="block text-xs text-slate-500">{c.allOrigins}</span> : null}
    </div>
  );
}

type AvailabilityBody = { weekdays: number[]; originIds: string[]; startTime: string | null; endTime: string | null };
/** Availability actions that send the whole availability again (weekdays, origins, hours). */
export function menuAvailability(
  send: { update: (a: AvailabilityView, body: AvailabilityBody) => Promise<unknown>; remove: (a: AvailabilityView) => Promise<unknown>; create: (startTime: string | null, endTime: string | null) => Promise<unknown> },
  label: string,
): AvailabilityActions {
  const body = (a: AvailabilityView): AvailabilityBody => ({ weekdays: a.weekdays, originIds: a.originIds, startTime: a.startTime, endTime: a.endTime });
  const change = (a: AvailabilityView, patch: Partial<AvailabilityBody>) => void sent(label, () => send.update(a, { ...body(a), ...patch }));
  return {
    weekday: (a, day, on) => change(a, { weekdays: toggle(a.weekdays, day, on).sort() }),
    origin: (a, id, on) => change(a, { originIds: toggle(a.originIds, id, on) }),
    user: () => undefined,
    hours: (a, startTime, endTime) => change(a, { startTime, endTime }),
    remove: (a) => void sent(label, () => send.remove(a)),
    create: (startTime, endTime) => void sent(label, () => send.create(startTime, endTime)),
  };
}

/** One row of a list to pick from: name, a detail line, on or off. */
export function PickRow({ name, detail, on, selected, onSelect, testId, extra }: { name: string; detail?: ReactNode; on?: boolean; selected: boolean; onSelect: () => void; testId: string; extra?: ReactNode }): ReactNode {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected}
        data-testid={testId}
        className={`touch-target flex w-full items-center justify-between rounded-lg px-3 text-left ${selected ? 'bg-blue-50 ring-2 ring-blue-600' : 'hover:bg-slate-50'}`}
      >
        <span>
          <span className="block font-semibold">{name}</span>
          {detail ? <span className="text-sm text-slate-500">{detail}</span> : null}
        </span>
        <span className="flex flex-col items-end gap-1">
          {on === undefined ? null : <Badge tone={on ? 'green' : 'slate'}>{on ? c.on : c.off}</Badge>}
          {extra}
        </span>
      </button>
    </li>
  );
}
