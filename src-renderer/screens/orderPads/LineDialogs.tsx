// Dialogs for one item: its weight, a change or removal with the reason, a division, a transfer.
import { useState } from 'react';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { lineTotal } from '../../../src-shared/domain/money.js';
import { money, quantity as qtyText } from '../../format/money.js';
import type { OrderProductRow } from '../../db/rows.js';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import type { GuardedAction } from '../../../src-shared/domain/permissions.js';
import { Dialog } from '../../ui/Dialog.js';
import { Stepper, TextField } from '../../ui/fields.js';
import { useManagerPass } from '../../ui/ManagerPass.js';
import { Tile } from '../../ui/Tile.js';
import { MAX_GRAMS, parseWeight } from './weighed.js';

/** The weight of a plate by the kilo, typed in grams as the scale shows it; the kilograms and price show as typed. */
export function WeightDialog({ name, price, onCancel, onConfirm }: { name: string; price: number; onCancel: () => void; onConfirm: (grams: number) => void }) {
  const [text, setText] = useState('');
  const grams = parseWeight(text);
  const ok = grams !== null && grams > 0 && grams <= MAX_GRAMS;
  return (
    <Dialog title={name} onCancel={onCancel} confirmDisabled={!ok} onConfirm={() => ok && onConfirm(grams)} confirmLabel={m.pad.add} confirmTone="success" testId="weight-dialog">
      <TextField label={m.pad.weight} hint={m.pad.weightHint} value={text} onValue={setText} inputMode="decimal" autoFocus />
      {grams !== null && grams > MAX_GRAMS ? (
        <p role="alert" className="mt-2 font-medium text-red-700" data-testid="weight-refused">
          {m.pad.weightTooHigh(qtyText(MAX_GRAMS, true))}
        </p>
      ) : ok ? (
        <p className="mt-2 text-lg font-semibold" data-testid="weight-reading">
          {m.pad.weightReading(grams, qtyText(grams, true), money(price), money(lineTotal(price, grams)))}
        </p>
      ) : null}
    </Dialog>
  );
}

export function ReasonDialog({
  title,
  question,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
  danger,
  guard,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string, authorizedBy: AuthorizedBy | null) => void;
  children?: React.ReactNode;
  danger?: boolean;
  /** an action that needs a manager's pass from whom may not do it alone, on this row */
  guard?: { action: GuardedAction; entityId: string };
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const pass = useManagerPass(guard?.action ?? 'removeOrderProduct');
  const reasoned = reason.trim().length >= 3;
  const ok = reasoned && (!guard || pass.ready) && !busy;
  const confirm = async () => {
    if (!ok) return;
    setBusy(true);
    try {
      onConfirm(reason.trim(), guard ? await pass.authorize(guard.entityId) : null);
    } catch {
      // The pass shows why; the dialog stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onCancel={onCancel} confirmDisabled={!ok} onConfirm={() => void confirm()} confirmLabel={confirmLabel} confirmTone={danger ? 'danger' : 'primary'} testId="reason-dialog">
      <div className="space-y-4">
        {children}
        <TextField label={question} value={reason} onValue={setReason} maxLength={300} hint={reasoned ? undefined : m.common.reasonRequired} />
        {guard ? pass.fields : null}
      </div>
    </Dialog>
  );
}

export function EditLineDialog({
  line,
  weighed,
  onCancel,
  onConfirm,
}: {
  line: OrderProductRow;
  /** A weighed plate keeps its weight: only its note changes here. */
  weighed?: boolean;
  onCancel: () => void;
  onConfirm: (patch: { quantity: number; observation: string | null }, reason: string, authorizedBy: AuthorizedBy | null) => void;
}) {
  const [units, setUnits] = useState(Math.max(1, Math.round(line.quantity / 1000)));
  const [note, setNote] = useState(line.observation ?? '');
  const quantity = weighed ? line.quantity : units * 1000;
  return (
    <ReasonDialog
      title={`${m.pad.edit}: ${line.name}`}
      question={m.pad.editReason}
      confirmLabel={m.common.save}
      onCancel={onCancel}
      // Fewer of a fired item is removing part of it: a manager's pass for whom may not remove alone.
      guard={quantity < line.quantity ? { action: 'removeOrderProduct', entityId: line.id } : undefined}
      onConfirm={(reason, authorizedBy) => onConfirm({ quantity, observation: note.trim() || null }, reason, authorizedBy)}
    >
      {weighed ? <p className="text-lg font-semibold">{qtyText(line.quantity, true)}</p> : <Stepper label={m.pad.quantity} value={units} onChange={setUnits} max={999} />}
      <TextField label={m.pad.note} value={note} onValue={setNote} maxLength={300} />
    </ReasonDialog>
  );
}

export function DivideDialog({ line, onCancel, onConfirm }: { line: OrderProductRow; onCancel: () => void; onConfirm: (parts: number) => void }) {
  const [parts, setParts] = useState(2);
  return (
    <Dialog title={`${m.pad.divide}: ${line.name}`} onCancel={onCancel} onConfirm={() => onConfirm(parts)} testId="divide-dialog">
      <Stepper label={m.pad.divideParts} value={parts} onChange={setParts} min={2} max={50} />
    </Dialog>
  );
}

export function TransferDialog({
  count,
  targets,
  onCancel,
  onConfirm,
}: {
  count: number;
  targets: { id: string; label: string }[];
  onCancel: () => void;
  onConfirm: (target: { id: string; label: string }) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const target = targets.find((t) => t.id === picked);
  return (
    <Dialog title={`${m.pad.transferItems} (${count})`} wide onCancel={onCancel} confirmDisabled={!target} onConfirm={() => target && onConfirm(target)} testId="transfer-dialog">
      <p className="mb-2 text-slate-600">{m.pad.transferTo}</p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(160px,1fr))] gap-2">
        {targets.map((t) => (
          <Tile key={t.id} title={t.label} tone={picked === t.id ? 'selected' : 'neutral'} onClick={() => setPicked(t.id)} />
        ))}
      </div>
    </Dialog>
  );
}
