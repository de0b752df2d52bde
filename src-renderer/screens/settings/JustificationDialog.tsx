// The manager's text for a fiscal event: a cancellation's justification (15–255) or a correction letter's text
// (15–1000), counted as it is typed; Enter sends. What the terminal answered wrong (late, rejected) stays in the
// dialog, in the words it came with.
import { useState } from 'react';
import type { BridgeError } from '../../../src-shared/bridge/protocol.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { Dialog } from '../../ui/Dialog.js';

const t = fiscalActionMessages.screen;

/** The refusal as a person reads it: the field's own message when the bridge named one. */
export function refusalText(err: unknown): string {
  const e = err as Partial<BridgeError>;
  return e.issues?.[0]?.message ?? (err instanceof Error ? err.message : String(err));
}

export interface JustificationDialogProps {
  title: string;
  label: string;
  max: 255 | 1000;
  hint?: string;
  danger: boolean;
  testId: string;
  /** Sends the trimmed text; a throw is shown in the dialog. */
  send: (text: string) => Promise<void>;
  onCancel: () => void;
}

export function JustificationDialog({ title, label, max, hint, danger, testId, send, onCancel }: JustificationDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;
  const fits = length >= 15 && length <= max;

  async function go() {
    if (!fits || busy) return;
    setBusy(true);
    setError(null);
    try {
      await send(text.trim());
    } catch (err) {
      setError(refusalText(err));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      onCancel={onCancel}
      onConfirm={() => void go()}
      confirmLabel={busy ? t.sending : t.confirm}
      confirmTone={danger ? 'danger' : 'primary'}
      confirmDisabled={!fits || busy}
      cancelLabel={t.close}
      testId={testId}
    >
      <label className="block text-sm font-medium text-slate-700">
        {label}
        <textarea
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-base"
          rows={max === 255 ? 3 : 5}
          maxLength={max}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, as in every dialog (the dialog's hotkeys skip a textarea); Shift+Enter breaks the line.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void go();
            }
          }}
        />
      </label>
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{hint ?? ''}</span>
        <span className={`tabular-nums ${fits ? '' : 'text-red-700'}`}>{t.chars(length, max)}</span>
      </p>
      {error ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
