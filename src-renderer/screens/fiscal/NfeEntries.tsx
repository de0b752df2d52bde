// Configurações → Fiscal → Notas de entrada: the supplier's NF-e XML imported (uploaded), its items with the product
// each was matched to and its installments; processed into stock and into the payables, reverted, deleted. Writes go
// through the outbox (the note's own declared writes); the list reads again when the server has taken one.
import { useRef, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { fiscalScreenMessages as fm } from '../../../src-shared/i18n/fiscalScreens.js';
import * as w from '../../../src-shared/writes/fiscal.js';
import type { ProductRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import type { ServerRead } from '../../hooks/useServerRead.js';
import { all } from '../../queries/mirrorRead.js';
import { saveFile } from '../../services/download.js';
import { failed, toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { purchaseNotePdf, type PurchaseNoteView } from './fiscalData.js';

const e = fm.entries;
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const qty = (thousandths: number) => (thousandths / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 3 });
const numberOf = (n: PurchaseNoteView) => `${n.number} / ${n.series}`;

const sent = (what: string, run: () => Promise<unknown>) => toastAfter(fm.sent(what), run);

export function NfeEntries({ read, mayWrite }: { read: ServerRead<PurchaseNoteView[]>; mayWrite: boolean }) {
  const notes = read.state === 'ready' ? read.value : [];
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ note: PurchaseNoteView; action: 'revert' | 'remove' } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = notes.find((n) => n.id === openId) ?? notes[0] ?? null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const data = new Uint8Array(await file.arrayBuffer());
    await sent(e.done.imported, () => write(w.nfeImport, { params: {}, body: { file: { fileName: file.name, contentType: file.type || 'application/xml', data } } }, undefined));
    if (input.current) input.current.value = '';
  };
  const act = async (note: PurchaseNoteView, action: 'process' | 'financial' | 'revert' | 'remove') => {
    const ok = await sent(e.done[action], () =>
      action === 'process'
        ? write(w.nfeProcess, { params: {}, body: { id: note.id } }, undefined)
        : action === 'financial'
          ? write(w.nfeProcessFinancial, { params: {}, body: { id: note.id } }, undefined)
          : action === 'revert'
            ? write(w.nfeRevertProcess, { params: {}, body: { id: note.id } }, undefined)
            : write(w.nfeImportDelete, { params: { id: note.id }, body: {} }, undefined),
    );
    if (ok) setConfirm(null);
  };
  const pdf = async (note: PurchaseNoteView) => {
    try {
      toast(fm.files.done(saveFile(await purchaseNotePdf(note.id), `nfe-${note.number}.pdf`)), 'success');
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-5" data-testid="fiscal-entries">
      <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm lg:col-span-2">
        {mayWrite ? (
          <div className="mb-3">
            <Button tone="primary" onClick={() => input.current?.click()} data-testid="nfe-import">
              {e.import}
            </Button>
            <input ref={input} type="file" accept=".xml,application/xml,text/xml" className="hidden" onChange={(ev) => void upload(ev.target.files?.[0])} data-testid="nfe-import-file" />
            <p className="mt-1 text-xs text-slate-500">{e.importHint}</p>
          </div>
        ) : null}
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
          {read.state === 'ready' && notes.length === 0 ? <Empty>{e.none}</Empty> : null}
          {notes.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={`touch-target flex w-full items-center gap-2 px-2 py-2 text-left ${open?.id === n.id ? 'bg-blue-50' : 'hover:bg-slate-50'}`}
                onClick={() => setOpenId(n.id)}
                data-testid="nfe-entry-row"
              >
                <span className="flex-1">
                  <span className="block font-semibold">{n.issuerName}</span>
                  <span className="block text-xs text-slate-500">
                    {numberOf(n)} · {brDate(n.issuedAt)}
                  </span>
                </span>
                <span className="font-mono tabular-nums">{formatBRL(n.total)}</span>
                <StatusBadges note={n} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open ? <NoteDetail note={open} mayWrite={mayWrite} onAct={(a) => (a === 'revert' || a === 'remove' ? setConfirm({ note: open, action: a }) : void act(open, a))} onPdf={() => void pdf(open)} /> : null}
      {confirm ? (
        <Dialog
          title={confirm.action === 'remove' ? e.remove : e.revert}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void act(confirm.note, confirm.action)}
          confirmLabel={confirm.action === 'remove' ? e.remove : e.revert}
          confirmTone="danger"
          testId="nfe-confirm"
        >
          <p>{confirm.action === 'remove' ? e.removeConfirm(numberOf(confirm.note)) : e.revertConfirm(numberOf(confirm.note))}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

function StatusBadges({ note }: { note: PurchaseNoteView }) {
  return (
    <span className="flex flex-col items-end gap-1" data-testid="nfe-status">
      <Badge tone={note.status === 'processed' ? 'green' : 'amber'}>{e.statusLabel[note.status] ?? note.status}</Badge>
      {note.financialProcessed ? <Badge tone="blue">{e.financial}</Badge> : null}
    </span>
  );
}

function NoteDetail({ note, mayWrite, onAct, onPdf }: { note: PurchaseNoteView; mayWrite: boolean; onAct: (a: 'process' | 'financial' | 'revert' | 'remove') => void; onPdf: () => void }) {
  const businessId = useBusinessId();
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  const nameOf = (id: string | null) => (id ? (products.find((p) => p.id === id)?.name ?? '—') : null);
  const processed = note.status === 'processed';
  const touched = processed || note.financialProcessed;
  return (
    <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm lg:col-span-3" data-testid="nfe-detail">
      <div className="flex flex-wrap items-start gap-2">
        <div className="mr-auto">
          <h2 className="text-lg font-semibold">{note.issuerName}</h2>
          <p className="text-sm text-slate-500">
            {e.number} {numberOf(note)} · {e.issuedAt} {brDate(note.issuedAt)} · {formatBRL(note.total)}
          </p>
          <p className="font-mono text-xs text-slate-500">{note.key}</p>
        </div>
        <StatusBadges note={note} />
      </div>
      {mayWrite ? (
        <div className="my-3 flex flex-wrap gap-2">
          <Button tone="success" disabled={processed} onClick={() => onAct('process')} data-testid="nfe-process">
            {e.process}
          </Button>
          <Button tone="primary" disabled={note.financialProcessed} onClick={() => onAct('financial')} data-testid="nfe-process-financial">
            {e.processFinancial}
          </Button>
          <Button tone="secondary" disabled={!touched} onClick={() => onAct('revert')} data-testid="nfe-revert">
            {e.revert}
          </Button>
          <Button tone="danger" disabled={touched} onClick={() => onAct('remove')} data-testid="nfe-remove">
            {e.remove}
          </Button>
          <Button tone="ghost" onClick={onPdf} data-testid="nfe-download">
            {e.download}
          </Button>
        </div>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto">
        <table className="w-full text-left text-sm" data-testid="nfe-items">
          <thead className="sticky top-0 bg-white text-slate-500">
            <tr>
              <th className="py-1">#</th>
              <th className="py-1">{e.items}</th>
              <th className="py-1">{e.itemProduct}</th>
              <th className="py-1 text-right">{e.quantity}</th>
              <th className="py-1 text-right">{e.unitPrice}</th>
              <th className="py-1 text-right">{e.total}</th>
            </tr>
          </thead>
          <tbody>
            {note.items.map((i) => (
              <tr key={i.n} className="border-t border-slate-100" data-testid="nfe-item">
                <td className="py-1">{i.n}</td>
                <td className="py-1">
                  {i.description}
                  <span className="block font-mono text-xs text-slate-500">{i.code}</span>
                </td>
                <td className="py-1">
                  {nameOf(i.productId) ?? (i.insumo ? null : <Badge tone="red">{e.noProduct}</Badge>)}
                  {i.insumo ? (
                    <span className="block">
                      <Badge tone="green">{e.insumo(i.insumo.name)}</Badge>
                    </span>
                  ) : null}
                </td>
                <td className="py-1 text-right tabular-nums">{qty(i.quantity)}</td>
                <td className="py-1 text-right tabular-nums">{formatBRL(i.unitPrice)}</td>
                <td className="py-1 text-right tabular-nums">{formatBRL(i.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {note.installments.length ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="nfe-installments">
            {e.installments}: {note.installments.map((d) => `${d.number} – ${brDate(d.dueDate)} – ${formatBRL(d.amount)}`).join(' · ')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
