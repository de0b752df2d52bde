// The counter's button: at least 44 px for a finger, its F-key shown on it and answering the keyboard.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHotkey } from '../hooks/useHotkey.js';

export type ButtonTone = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost';

const tones: Record<ButtonTone, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300',
  secondary: 'bg-white text-slate-800 border border-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  success: 'bg-emerald-600 text-white hover:bg-emerald-700 disabled:bg-emerald-300',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-200 disabled:text-slate-400',
};

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  tone?: ButtonTone;
  /** "F2"…"F12": pressing it clicks the button; shown on the button. */
  fkey?: string;
  /** A key shown but bound elsewhere (the dialog's "Enter" and "Esc"). */
  hint?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
}

export function Button({ tone = 'secondary', fkey, hint, children, className = '', size = 'md', disabled, onClick, type, ...rest }: ButtonProps) {
  useHotkey(
    fkey,
    () => {
      if (!disabled && onClick) onClick(new MouseEvent('click') as unknown as React.MouseEvent<HTMLButtonElement>);
    },
    !disabled && !!onClick,
  );
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled}
      onClick={onClick}
      aria-keyshortcuts={fkey}
      className={`touch-target inline-flex items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors disabled:cursor-not-allowed ${
        size === 'lg' ? 'min-h-14 text-lg' : 'text-base'
      } ${tones[tone]} ${className}`}
      {...rest}
    >
      <span>{children}</span>
      {fkey || hint ? (
        <kbd
          aria-hidden="true"
          className={`rounded px-1.5 py-0.5 font-mono text-xs ${tone === 'secondary' || tone === 'ghost' ? 'bg-slate-200 text-slate-700' : 'bg-white/25'}`}
        >
          {fkey ?? hint}
        </kbd>
      ) : null}
    </button>
  );
}
