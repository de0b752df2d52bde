// "Emitir NF-e" of a finished order with an identified customer: the recipient as the records have it, completed by
// the manager (IE of a contributor, the city's IBGE code, e-mail), then issued by the terminal (nfe.issue). A
// refusal (the digits, the address, the certificate, SEFAZ) stays in the dialog, in the words it came with.
import { useEffect, useState } from 'react';
import type { IssuedNfe } from '../../../src-shared/bridge/areas/nfe.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import type { EntityRow, OrderProductRow, OrderRow } from '../../db/rows.js';
import { recipientDraft, recipientOf, saleOfOrder, type RecipientDraft } from '../../services/nfeIssue.js';
import { command } from '../../services/write.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { refusalText } from '../settings/JustificationDialog.js';

const t = fiscalActionMessages.screen;
const LABELS: Record<keyof RecipientDraft, string> = {
  document: 'CPF ou CNPJ',
  name: 'Nome ou razão social',
  ie: t.recipientIe,
  email: t.recipientEmail,
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  cityName: 'Município',
  cityCode: t.cityCode,
  uf: 'UF',
  cep: 'CEP',
};

export function NfeIssueDialog({ order, lines, customer, total, onClose }: { order: OrderRow; lines: OrderProductRow[]; customer: EntityRow; total: number; onClose: () => void }) {
  const [draft, setDraft] = useState<RecipientDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read once per order: the board re-reads the mirror while the dialog is open, which must not wipe what was typed.
  const [orderId, customerId] = [order.id, customer.id];
  useEffect(() => {
    void recipientDraft(order, customer).then(setDraft);
  }, [orderId, customerId]);

  async function issue() {
    if (!draft || busy) return;
    setBusy(true);
    setError(null);
    try {
      const sale = await saleOfOrder(order, lines);
      const outcome = await command<{ state: 'done' | 'pending'; note: IssuedNfe | null; message: string | null }>('nfe.issue', { sale, recipient: recipientOf(draft) });
      if (outcome.note) toast(t.issued(outcome.note.number, outcome.note.protocol ?? ''), 'success');
      else toast(outcome.message ?? fiscalActionMessages.pending, 'info');
      onClose();
    } catch (err) {
      setError(refusalText(err));
      setBusy(false);
    }
  }

  const field = (k: keyof RecipientDraft, extra: { inputMode?: 'numeric'; hint?: string; className?: string } = {}) => (
    <TextField label={LABELS[k]} value={draft?.[k] ?? ''} onValue={(v) => setDraft((d) => (d ? { ...d, [k]: v } : d))} {...extra} />
  );
  return (
    <Dialog
      title={t.issueTitle}
      wide
      onCancel={onClose}
      onConfirm={() => void issue()}
      confirmLabel={busy ? t.sending : t.issue}
      confirmDisabled={!draft || busy}
      cancelLabel={t.close}
      testId="nfe-issue-dialog"
    >
      <p className="mb-3 text-lg font-semibold">{t.issueFor(customer.name, total)}</p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {field('document', { inputMode: 'numeric' })}
        {field('name', { className: 'col-span-2 md:col-span-3' })}
        {field('ie', { inputMode: 'numeric', hint: t.ieHint, className: 'col-span-2' })}
        {field('email', { className: 'col-span-2' })}
        {field('street', { className: 'col-span-2' })}
        {field('number')}
        {field('complement')}
        {field('district', { className: 'col-span-2' })}
        {field('cityName', { className: 'col-span-2' })}
        {field('uf')}
        {field('cep', { inputMode: 'numeric' })}
        {field('cityCode', { inputMode: 'numeric', className: 'col-span-2' })}
      </div>
      {error ? (
        <p className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
