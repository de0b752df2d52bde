// The on-screen numeric keypad for touch: the same digits a keyboard's numeric keypad types.
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { MONEY_MAX } from './MoneyInput.js';

export interface KeypadProps {
  onDigits: (digits: string) => void;
  onBackspace: () => void;
  onClear: () => void;
}

export function Keypad({ onDigits, onBackspace, onClear }: KeypadProps) {
  const key = (label: string, action: () => void, aria?: string) => (
    <button
      key={label}
      type="button"
      tabIndex={-1}
      aria-label={aria ?? label}
      onMouseDown={(e) => e.preventDefault() /* keep the focus in the amount field */}
      onClick={action}
      className="touch-target min-h-14 rounded-lg border border-slate-300 bg-white text-2xl font-semibold text-slate-800 active:bg-slate-200"
    >
      {label}
    </button>
  );
  return (
    <div className="grid grid-cols-3 gap-2" data-testid="keypad">
      {['7', '8', '9', '4', '5', '6', '1', '2', '3'].map((d) => key(d, () => onDigits(d)))}
      {key('00', () => onDigits('00'))}
      {key('0', () => onDigits('0'))}
      {key('⌫', onBackspace, m.common.backspace)}
      <button
        type="button"
        tabIndex={-1}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClear}
        className="touch-target col-span-3 rounded-lg border border-slate-300 bg-slate-50 text-base font-medium text-slate-700"
      >
        {m.common.clear}
      </button>
    </div>
  );
}

/**
 * Whether keypad digits start a new amount in this field: its whole text is selected, as MoneyInput leaves it when it
 * takes the focus (by Tab, a click or a shortcut). So the first key replaces a prefilled amount, like typing does;
 * the keys after it append (setting the value puts the caret at its end).
 */
export function startsNew(field: HTMLInputElement | null): boolean {
  if (!field || document.activeElement !== field || field.value.length === 0) return false;
  return field.selectionStart === 0 && field.selectionEnd === field.value.length;
}

/** Applies keypad input to an amount in centavos the way MoneyInput does; digits past the maximum are refused. */
export function keypadMoney(value: number, digits: string, max = MONEY_MAX): number {
  let v = value;
  for (const d of digits) {
    const next = v * 10 + Number(d);
    if (next > max) break;
    v = next;
  }
  return v;
}
