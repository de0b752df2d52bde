// The manager's cancellation or correction letter of an NF-e: main signs the event with the terminal's certificate
// and the server sends it to SEFAZ (nfe.cancel, nfe.correct).
import type { IssuedNfe } from '../../../src-shared/bridge/areas/nfe.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { command } from '../../services/write.js';
import { JustificationDialog } from './JustificationDialog.js';

const t = fiscalActionMessages.screen;

export interface NfeRow {
  id: string;
  key: string;
  number: number;
  protocol: string | null;
  corrections: number;
}

type Outcome = { state: 'done' | 'pending'; note: IssuedNfe | null; message: string | null };

export function NfeActionDialog({ kind, note, onDone, onCancel }: { kind: 'cancel' | 'correct'; note: NfeRow; onDone: (o: Outcome) => void; onCancel: () => void }) {
  const seq = note.corrections + 1;
  const send = async (text: string) =>
    onDone(
      kind === 'cancel'
        ? await command<Outcome>('nfe.cancel', { id: note.id, key: note.key, protocol: note.protocol ?? '', justification: text })
        : await command<Outcome>('nfe.correct', { id: note.id, key: note.key, seq, text }),
    );
  return kind === 'cancel' ? (
    <JustificationDialog title={t.cancelTitle(note.number)} label={t.justification} max={255} danger testId="nfe-cancel-dialog" send={send} onCancel={onCancel} />
  ) : (
    <JustificationDialog
      title={t.correctTitle(note.number, seq)}
      label={t.correction}
      max={1000}
      hint={t.correctionHint}
      danger={false}
      testId="nfe-correct-dialog"
      send={send}
      onCancel={onCancel}
    />
  );
}
