// An amount field in centavos, typed like a cash register: digits enter from the right (2-0-0-0-0 is
// R$ 200,00), Backspace removes the last one, and the numeric keypad works as is. Pasting "200,00" works too.
import { forwardRef, type KeyboardEvent } from 'react';
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
}

const LIMIT = 99_999_999_99;

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, label, id, autoFocus, testId, max = LIMIT, large, format = money, hideLabel },
  ref,
) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      // With the whole amount selected (as on focus), typing starts a new amount, like a cash register.
      const t = e.currentTarget;
      const all = t.selectionStart === 0 && t.selectionEnd === t.value.length && t.value.length > 0;
      onChange(Math.min(max, (all ? 0 : value) * 10 + Number(e.key)));
      requestAnimationFrame(() => t.setSelectionRange(t.value.length, t.value.length));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      const t = e.currentTarget;
      const all = t.selectionStart === 0 && t.selectionEnd === t.value.length;
      onChange(all ? 0 : Math.floor(value / 10));
    } else if (e.key === 'Delete') {
      e.preventDefault();
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
        value={format(value)}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          const parsed = parseMoney(e.target.value.replace('%', ''));
          if (parsed !== null) onChange(Math.min(max, parsed));
        }}
        onFocus={(e) => e.target.select()}
        className={`touch-target w-full rounded-lg border border-slate-300 px-3 text-right font-mono tabular-nums focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 ${
          large ? 'text-3xl' : 'text-xl'
        }`}
      />
    </label>
  );
});
