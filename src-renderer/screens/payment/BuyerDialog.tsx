// Asks the buyer's CPF or CNPJ before an NFC-e that SEFAZ would refuse without it (from R$ 10.000,00, home
// delivery): the check digits and the emitter's own CNPJ are checked as the cashier types, so nothing is emitted
// (and no number taken) with a document SEFAZ rejects.
import { useState } from 'react';
import { buyerDocumentProblem, documentChars, parseBuyerDocument, type BuyerDocument } from '../../../src-shared/fiscal/documents.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/fields.js';

const p = m.payment;

export function BuyerDialog({ why, emitterCnpj, onCancel, onConfirm }: { why: string; emitterCnpj: string; onCancel: () => void; onConfirm: (buyer: BuyerDocument) => void }) {
  const [text, setText] = useState('');
  const doc = parseBuyerDocument(text);
  const problem = text.trim() === '' ? null : doc ? buyerDocumentProblem(doc, documentChars(emitterCnpj)) : p.nfceBuyerShape;
  const ready = !!doc && !problem;
  return (
    <Dialog title={p.nfceBuyerTitle} onCancel={onCancel} onConfirm={() => ready && onConfirm(doc)} confirmDisabled={!ready} confirmLabel={p.nfceBuyerEmit} testId="nfce-buyer-dialog">
      <p className="mb-3 text-slate-700">{why}</p>
      <TextField label={p.nfceBuyerLabel} hint={p.nfceBuyerHint} value={text} onValue={setText} maxLength={18} />
      {problem ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
