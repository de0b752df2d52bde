// Short notices under the app bar, on the right: what went through, what did not and where to fix it. Not at the
// bottom, where they would cover a dialog's buttons (Cancelar, Adicionar) just when the cashier reaches for them.
import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** A place to go to fix it (a refused change opens the pending screen). */
  action?: { label: string; run: () => void };
}

interface ToastState {
  toasts: Toast[];
}
const useToasts = create<ToastState>(() => ({ toasts: [] }));
let nextId = 1;

export function toast(text: string, kind: ToastKind = 'info', action?: Toast['action']): void {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts.slice(-1), { id, kind, text, action }] }));
  setTimeout(() => dismiss(id), kind === 'error' ? 10_000 : 3_000);
}

function dismiss(id: number): void {
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

const colors: Record<ToastKind, string> = {
  info: 'bg-slate-800',
  success: 'bg-emerald-700',
  error: 'bg-red-700',
};

export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className="pointer-events-none fixed right-3 top-[4.5rem] z-50 flex w-[min(420px,60vw)] flex-col gap-2" aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-center gap-3 rounded-lg px-4 py-2 text-sm text-white shadow-lg ${colors[t.kind]}`}
        >
          <span className="flex-1">{t.text}</span>
          {t.action ? (
            <button
              type="button"
              className="touch-target rounded bg-white/20 px-3 font-semibold"
              onClick={() => {
                t.action?.run();
                dismiss(t.id);
              }}
            >
              {t.action.label}
            </button>
          ) : null}
          <button type="button" aria-label="Fechar aviso" className="touch-target text-xl" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
