// When a payment or delivery method may be used: each availability's weekdays, hours, origins and people, as
// toggles a finger reaches, and the form of a new one. The screen says how a change is sent (binds for a payment
// method, the whole availability for a delivery method).
import { useState } from 'react';
import { payConfigMessages as pm, WEEKDAY_SHORT } from '../../../src-shared/i18n/payConfig.js';
import { Button } from '../../ui/Button.js';
import { Empty, TextField } from '../../ui/fields.js';
import type { AvailabilityView, Named } from './payConfigData.js';

const c = pm.common;
const TIME = /^\d\d:\d\d$/;

export interface AvailabilityActions {
  weekday(a: AvailabilityView, day: number, on: boolean): void;
  origin(a: AvailabilityView, originId: string, on: boolean): void;
  user(a: AvailabilityView, userId: string, on: boolean): void;
  hours(a: AvailabilityView, startTime: string | null, endTime: string | null): void;
  remove(a: AvailabilityView): void;
  create(startTime: string | null, endTime: string | null): void;
}

/** Both hours or neither ("o dia todo"); anything else is said before anything is sent. */
export function hoursOf(start: string, end: string): { ok: true; start: string | null; end: string | null } | { ok: false } {
  const s = start.trim();
  const e = end.trim();
  if (!s && !e) return { ok: true, start: null, end: null };
  if (!TIME.test(s) || !TIME.test(e)) return { ok: false };
  return { ok: true, start: s, end: e };
}

function Chip({ on, label, onClick, testId }: { on: boolean; label: string; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onClick}
      data-testid={testId}
      className={`touch-target rounded-full px-3 text-sm font-semibold ${on ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-600'}`}
    >
      {label}
    </button>
  );
}

function Hours({ startTime, endTime, onSave, testId, action }: { startTime: string | null; endTime: string | null; onSave: (s: string | null, e: string | null) => void; testId: string; action: string }) {
  const [start, setStart] = useState(startTime ?? '');
  const [end, setEnd] = useState(endTime ?? '');
  const [bad, setBad] = useState(false);
  const save = () => {
    const h = hoursOf(start, end);
    setBad(!h.ok);
    if (h.ok) onSave(h.start, h.end);
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <TextField label={c.from} type="time" value={start} onValue={setStart} data-testid={`${testId}-start`} className="w-32" />
        <TextField label={c.to} type="time" value={end} onValue={setEnd} data-testid={`${testId}-end`} className="w-32" />
        <Button onClick={save} data-testid={`${testId}-save`}>
          {action}
        </Button>
      </div>
      {bad ? (
        <p role="alert" className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {c.badTime}
        </p>
      ) : null}
    </div>
  );
}

export function Availabilities({
  list,
  origins,
  users,
  actions,
  mayWrite,
  prefix = 'availability',
}: {
  list: AvailabilityView[];
  origins: Named[];
  users: Named[];
  actions: AvailabilityActions;
  mayWrite: boolean;
  /** The test ids' prefix (a printer's availabilities sit inside its delivery method's). */
  prefix?: string;
}) {
  return (
    <div className="space-y-3" data-testid={`${prefix}-list`}>
      <h3 className="font-semibold">{c.availabilities}</h3>
      {list.length === 0 ? <Empty>{c.noAvailability}</Empty> : null}
      {list.map((a, i) => (
        <div key={a.id} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid={`${prefix}-${i}`}>
          <div className="flex items-center justify-between">
            <span className="font-medium">
              {a.weekdays.length ? a.weekdays.map((d) => WEEKDAY_SHORT[d]).join(', ') : c.everyDay} · {c.time(a.startTime, a.endTime)}
            </span>
            {mayWrite ? (
              <Button tone="ghost" onClick={() => actions.remove(a)} data-testid={`${prefix}-${i}-remove`}>
                {c.remove}
              </Button>
            ) : null}
          </div>
          <fieldset disabled={!mayWrite} className="space-y-2">
            <div className="flex flex-wrap items-center gap-1" aria-label={c.weekdays}>
              <span className="w-24 text-sm text-slate-500">{c.weekdays}</span>
              {WEEKDAY_SHORT.map((label, d) => (
                <Chip key={label} on={a.weekdays.includes(d)} label={label} onClick={() => actions.weekday(a, d, !a.weekdays.includes(d))} testId={`${prefix}-${i}-weekday-${d}`} />
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-1" aria-label={c.origins}>
              <span className="w-24 text-sm text-slate-500">{c.origins}</span>
              {origins.map((o) => (
                <Chip key={o.id} on={a.originIds.includes(o.id)} label={o.name} onClick={() => actions.origin(a, o.id, !a.originIds.includes(o.id))} testId={`${prefix}-${i}-origin-${o.name}`} />
              ))}
            </div>
            {/* The menu's availabilities name no people (none given): no row for them. */}
            {users.length > 0 ? (
              <div className="flex flex-wrap items-center gap-1" aria-label={c.users}>
                <span className="w-24 text-sm text-slate-500">{c.users}</span>
                {users.map((u) => (
                  <Chip key={u.id} on={a.userIds.includes(u.id)} label={u.name} onClick={() => actions.user(a, u.id, !a.userIds.includes(u.id))} testId={`${prefix}-${i}-user-${u.name}`} />
                ))}
              </div>
            ) : null}
            {mayWrite ? <Hours key={`${a.startTime}-${a.endTime}`} startTime={a.startTime} endTime={a.endTime} onSave={(s, e) => actions.hours(a, s, e)} testId={`${prefix}-${i}-hours`} action={c.save} /> : null}
          </fieldset>
        </div>
      ))}
      {mayWrite ? (
        <div className="rounded-lg bg-slate-50 p-3" data-testid={`${prefix}-new`}>
          <span className="mb-1 block text-sm font-semibold text-slate-700">{c.newAvailability}</span>
          {/* Keyed by the count: the form empties once the new availability is read back. */}
          <Hours key={list.length} startTime={null} endTime={null} onSave={(s, e) => actions.create(s, e)} testId={`${prefix}-new-hours`} action={c.add} />
        </div>
      ) : null}
    </div>
  );
}
