// A modal dialog: Enter confirms, Esc cancels, and its keys take precedence over the screen beneath.
import { useEffect, useRef, type ReactNode } from 'react';
import { HotkeyLayer, useHotkey, useNewLayer } from '../hooks/useHotkey.js';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { Button } from './Button.js';

export interface DialogProps {
  title: string;
  children: ReactNode;
  onCancel: () => void;
  /** Enter (and the confirm button) call it; absent: the dialog only informs. */
  onConfirm?: () => void;
  confirmLabel?: string;
  confirmTone?: 'primary' | 'danger' | 'success';
  confirmDisabled?: boolean;
  cancelLabel?: string;
  wide?: boolean;
  testId?: string;
  /** Extra buttons left of cancel/confirm. */
  actions?: ReactNode;
}

export function Dialog(props: DialogProps) {
  const layer = useNewLayer();
  return (
    <HotkeyLayer.Provider value={layer}>
      <DialogBody {...props} />
    </HotkeyLayer.Provider>
  );
}

function DialogBody({ title, children, onCancel, onConfirm, confirmLabel, confirmTone = 'primary', confirmDisabled, cancelLabel, wide, testId, actions }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  useHotkey('Escape', onCancel);
  useHotkey('Enter', () => onConfirm?.(), !!onConfirm && !confirmDisabled);
  useEffect(() => {
    // The first field takes the focus, so the person types at once.
    const first = box.current?.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]');
    (first ?? box.current)?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        tabIndex={-1}
        className={`flex max-h-[92vh] w-full flex-col rounded-xl bg-white shadow-2xl outline-none ${wide ? 'max-w-5xl' : 'max-w-lg'}`}
      >
        <h2 className="border-b border-slate-200 px-5 py-3 text-xl font-bold text-slate-900">{title}</h2>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
          {actions}
          <Button onClick={onCancel} tone="secondary" hint="Esc">
            {cancelLabel ?? m.common.cancel}
          </Button>
          {onConfirm ? (
            <Button onClick={onConfirm} tone={confirmTone} disabled={confirmDisabled} hint="Enter">
              {confirmLabel ?? m.common.confirm}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
