// A big square to touch: a table on the map, a product on the order pad.
import type { ReactNode } from 'react';

export interface TileProps {
  title: ReactNode;
  subtitle?: ReactNode;
  corner?: ReactNode;
  footer?: ReactNode;
  tone?: 'free' | 'busy' | 'neutral' | 'selected' | 'warning';
  onClick?: () => void;
  testId?: string;
  label?: string;
  disabled?: boolean;
}

const tones = {
  free: 'border-emerald-300 bg-emerald-50 hover:bg-emerald-100',
  busy: 'border-amber-400 bg-amber-50 hover:bg-amber-100',
  neutral: 'border-slate-200 bg-white hover:bg-slate-50',
  selected: 'border-blue-600 bg-blue-50 ring-2 ring-blue-300',
  warning: 'border-red-300 bg-red-50 hover:bg-red-100',
};

export function Tile({ title, subtitle, corner, footer, tone = 'neutral', onClick, testId, label, disabled }: TileProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      // A touch or a click selects without taking the focus, so Enter still confirms the dialog.
      onMouseDown={(e) => e.preventDefault()}
      disabled={disabled}
      data-testid={testId}
      aria-label={label}
      className={`touch-target flex min-h-24 flex-col rounded-xl border-2 p-2 text-left transition-colors disabled:opacity-50 ${tones[tone]}`}
    >
      <div className="flex w-full items-start gap-1">
        <span className="flex-1 text-base leading-tight font-bold text-slate-900">{title}</span>
        {corner}
      </div>
      {subtitle ? <span className="mt-1 text-sm text-slate-600">{subtitle}</span> : null}
      {footer ? <span className="mt-auto w-full pt-1 text-sm font-semibold text-slate-800">{footer}</span> : null}
    </button>
  );
}
