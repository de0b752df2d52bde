// Short notices: what went through, what did not and where to fix it. Logged in, they sit in the session strip
// under the app bar (SyncBar), in its free space, so they cover no button: floating at the top right they hid the
// PIX buttons for 10 s (issue 16); at the bottom, a dialog's. Brief, and each can be closed.
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
  setTimeout(() => dismiss(id), action ? 8_000 : kind === 'error' ? 6_000 : 3_000);
}

function dismiss(id: number): void {
  useToasts.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

const colors: Record<ToastKind, string> = {
  info: 'bg-slate-800',
  success: 'bg-emerald-700',
  error: 'bg-red-700',
};

/** `inline`: in the flow of the session strip, side by side; else floating (the login screen). */
export function Toasts({ inline = false }: { inline?: boolean }) {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div
      className={inline ? 'flex min-w-0 gap-2' : 'pointer-events-none fixed right-3 top-[4.5rem] z-50 flex w-[min(420px,60vw)] flex-col gap-2'}
      aria-live="polite"
      data-testid="toasts"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex min-w-0 items-center gap-2 rounded-lg text-sm text-white ${inline ? 'flex-1 px-3 py-0.5' : 'px-4 py-2 shadow-lg'} ${colors[t.kind]}`}
        >
          <span className="min-w-0 flex-1 line-clamp-2">{t.text}</span>
          {t.action ? (
            <button
              type="button"
              className={`${inline ? '' : 'touch-target '}shrink-0 rounded bg-white/20 px-3 py-1 font-semibold`}
              onClick={() => {
                t.action?.run();
                dismiss(t.id);
              }}
            >
              {t.action.label}
            </button>
          ) : null}
          <button type="button" aria-label="Fechar aviso" className={`${inline ? 'px-2' : 'touch-target'} shrink-0 text-xl`} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
