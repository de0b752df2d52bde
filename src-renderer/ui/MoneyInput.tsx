// An amount field in centavos, typed like a cash register: digits enter from the right (2-0-0-0-0 is
// R$ 200,00), Backspace removes the last one, and the numeric keypad works as is. Pasting "200,00" works too.
// The first digit typed after the field takes the focus (by Tab or a click) starts a new amount, so a
// prefilled value is replaced, never appended to; an amount above the maximum is refused with a message.
import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { money, parseMoney } from '../format/money.js';

export interface MoneyInputProps {
  value: number;
  onChange: (centavos: number) => void;
  label: string;
  id?: string;
  autoFocus?: boolean;
  testId?: string;
  max?: number;
  large?: boolean;
  /** How the value reads (default R$ 1.234,56); a percentage in basis points reads "12,50 %". */
  format?: (value: number) => string;
  /** The label is read aloud but not shown (a table row already names the field). */
  hideLabel?: boolean;
  /** Shown, not changed (a blind count once checked). */
  readOnly?: boolean;
}

/** The largest amount a money field takes: the API's limit for any amount (R$ 1.000.000,00). */
export const MONEY_MAX = 100_000_000;

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, label, id, autoFocus, testId, max = MONEY_MAX, large, format = money, hideLabel, readOnly },
  ref,
) {
  // True from focus until the first key: a click leaves a caret, not a selection, yet typing must replace.
  const fresh = useRef(false);
  const [over, setOver] = useState(false);
  const take = (next: number) => {
    setOver(next > max);
    if (next <= max) onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      // With the whole amount selected (as on focus), typing starts a new amount, like a cash register.
      const t = e.currentTarget;
      const all = t.selectionStart === 0 && t.selectionEnd === t.value.length && t.value.length > 0;
      take((all || fresh.current ? 0 : value) * 10 + Number(e.key));
      fresh.current = false;
      requestAnimationFrame(() => t.setSelectionRange(t.value.length, t.value.length));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const t = e.currentTarget;
      const all = t.selectionStart === 0 && t.selectionEnd === t.value.length;
      fresh.current = false;
      setOver(false);
      onChange(all ? 0 : Math.floor(value / 10));
    } else if (e.key === 'Delete') {
      e.preventDefault();
      fresh.current = false;
      setOver(false);
      onChange(0);
    }
  };
  return (
    <label className="block">
      <span className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>{label}</span>
      <input
        ref={ref}
        id={id}
        data-testid={testId}
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        readOnly={readOnly}
        aria-invalid={over}
        value={format(value)}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          if (readOnly) return;
          const parsed = parseMoney(e.target.value.replace('%', ''));
          if (parsed !== null) take(parsed);
        }}
        onFocus={(e) => {
          fresh.current = true;
          e.target.select();
        }}
        // The click that gave the focus would drop the selection made on focus; keep it, so it shows.
        onMouseUp={(e) => fresh.current && e.preventDefault()}
        className={`touch-target w-full rounded-lg border border-slate-300 px-3 text-right font-mono tabular-nums focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 ${
          large ? 'text-3xl' : 'text-xl'
        } ${readOnly ? 'bg-slate-100 text-slate-600' : ''}`}
      />
      {over ? (
        <span role="alert" className="mt-1 block text-sm font-medium text-red-700" data-testid={testId ? `${testId}-over` : undefined}>
          {m.common.amountAboveMax(format(max))}
        </span>
      ) : null}
    </label>
  );
});
