// Text fields, choices and small pieces every counter form uses, sized for a finger.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  onValue: (value: string) => void;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, onValue, hint, className = '', ...rest }, ref) {
  return (
    <label className={`block ${className}`}>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <input
        ref={ref}
        autoComplete="off"
        onChange={(e) => onValue(e.target.value)}
        className="touch-target w-full rounded-lg border border-slate-300 px-3 text-lg focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
        {...rest}
      />
      {hint ? <span className="mt-1 block text-xs text-slate-500">{hint}</span> : null}
    </label>
  );
});

export interface Choice<T extends string> {
  value: T;
  label: string;
  fkey?: string;
}

/** A row of mutually exclusive toggles (filters, payment methods, discount kind). */
export function Segmented<T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-1" data-testid={testId}>
      {choices.map((c) => (
        <button
          key={c.value}
          type="button"
          role="radio"
          aria-checked={c.value === value}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(c.value)}
          className={`touch-target rounded-lg px-3 text-sm font-semibold ${
            c.value === value ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

export function Badge({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'green' | 'red' | 'amber' | 'blue' }) {
  const tones = {
    slate: 'bg-slate-200 text-slate-800',
    green: 'bg-emerald-100 text-emerald-800',
    red: 'bg-red-100 text-red-800',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-blue-100 text-blue-800',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** A labelled list to choose from; `placeholder` is the empty choice ("" as its value) when there is one. */
export function SelectField<T extends string>({
  label,
  value,
  onValue,
  choices,
  placeholder,
  testId,
}: {
  label: string;
  value: T | '';
  onValue: (v: T) => void;
  choices: readonly { value: T; label: string }[];
  placeholder?: string;
  testId: string;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-2 text-lg" value={value} onChange={(e) => onValue(e.target.value as T)} data-testid={testId}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A screen's title row with its actions. */
export function ScreenHeader({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2" data-testid={testId}>
      <h1 className="mr-auto text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** A summary line: label left, amount right. */
export function AmountRow({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1 ${strong ? 'text-xl font-bold' : 'text-base'}`}>
      <span className="text-slate-700">{label}</span>
      <span className="font-mono tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="p-6 text-center text-slate-500">{children}</p>;
}

/** A whole number with − and + for a finger and typing for the keyboard (occupants, parts). */
export function Stepper({ label, value, onChange, min = 1, max = 500, testId }: { label: string; value: number; onChange: (v: number) => void; min?: number; max?: number; testId?: string }) {
  const clamp = (v: number) => Math.max(min, Math.min(max, v));
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <div className="flex items-center gap-2">
        <button type="button" aria-label={`Menos ${label.toLowerCase()}`} onClick={() => onChange(clamp(value - 1))} className="touch-target rounded-lg border border-slate-300 bg-white px-4 text-2xl font-bold">
          −
        </button>
        <input
          aria-label={label}
          data-testid={testId}
          inputMode="numeric"
          value={String(value)}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const n = Number(e.target.value.replace(/\D/g, ''));
            if (Number.isFinite(n) && n > 0) onChange(clamp(n));
          }}
          className="touch-target w-24 rounded-lg border border-slate-300 text-center text-2xl font-bold tabular-nums focus:border-blue-600 focus:outline-none"
        />
        <button type="button" aria-label={`Mais ${label.toLowerCase()}`} onClick={() => onChange(clamp(value + 1))} className="touch-target rounded-lg border border-slate-300 bg-white px-4 text-2xl font-bold">
          +
        </button>
      </div>
    </div>
  );
}
