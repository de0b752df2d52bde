// The manager's text for an NF-e event: the cancellation's justification (15–255) or the correction letter's text
// (15–1000). Main signs the event with the terminal's certificate and the server sends it to SEFAZ; a refusal
// (late, rejected) stays in the dialog, in the words it came with.
import { useState } from 'react';
import type { IssuedNfe } from '../../../src-shared/bridge/areas/nfe.js';
import type { BridgeError } from '../../../src-shared/bridge/protocol.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { command } from '../../services/write.js';
import { Dialog } from '../../ui/Dialog.js';

const t = fiscalActionMessages.screen;

export interface NfeRow {
  id: string;
  key: string;
  number: number;
  protocol: string | null;
  corrections: number;
}

type Outcome = { state: 'done' | 'pending'; note: IssuedNfe | null; message: string | null };

/** The refusal as a person reads it: the field's own message when the bridge named one. */
export function refusalText(err: unknown): string {
  const e = err as Partial<BridgeError>;
  return e.issues?.[0]?.message ?? (err instanceof Error ? err.message : String(err));
}

export function NfeActionDialog({ kind, note, onDone, onCancel }: { kind: 'cancel' | 'correct'; note: NfeRow; onDone: (o: Outcome) => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = kind === 'cancel' ? 255 : 1000;
  const length = text.trim().length;
  const fits = length >= 15 && length <= max;
  const seq = note.corrections + 1;

  async function send() {
    if (!fits || busy) return;
    setBusy(true);
    setError(null);
    try {
      const outcome =
        kind === 'cancel'
          ? await command<Outcome>('nfe.cancel', { id: note.id, key: note.key, protocol: note.protocol ?? '', justification: text.trim() })
          : await command<Outcome>('nfe.correct', { id: note.id, key: note.key, seq, text: text.trim() });
      onDone(outcome);
    } catch (err) {
      setError(refusalText(err));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={kind === 'cancel' ? t.cancelTitle(note.number) : t.correctTitle(note.number, seq)}
      onCancel={onCancel}
      onConfirm={() => void send()}
      confirmLabel={busy ? t.sending : t.confirm}
      confirmTone={kind === 'cancel' ? 'danger' : 'primary'}
      confirmDisabled={!fits || busy}
      cancelLabel={t.close}
      testId={kind === 'cancel' ? 'nfe-cancel-dialog' : 'nfe-correct-dialog'}
    >
      <label className="block text-sm font-medium text-slate-700">
        {kind === 'cancel' ? t.justification : t.correction}
        <textarea
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2 text-base"
          rows={kind === 'cancel' ? 3 : 5}
          maxLength={max}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, as in every dialog (the dialog's hotkeys skip a textarea); Shift+Enter breaks the line.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
      </label>
      <p className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{kind === 'correct' ? t.correctionHint : ''}</span>
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
