// Configurações → Cobrança (#/configuracoes/cobranca): the platform admin's back office of billing. The invoices of
// every business; an invoice's duplicates (duplicatas), a new one in a payment plan's installments; a duplicate's
// boleto (generate, cancel, e-mail; its linha digitável shown), its entries (lançamentos) and its history
// (ocorrências); the payment plans; the two files. Read from the server (useServerRead: billing is the platform's,
// never mirrored) and written with the declared billing writes, the screen waiting for each answer. Only a person
// with the platform role admin sees it (the server refuses anyone else all the same).
import { useState } from 'react';
import { todayIn } from '../../../src-shared/domain/financialDates.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { DUPLICATE_ENTRY_KIND_LABELS, DUPLICATE_STATUS_LABELS, INVOICE_STATUS_LABELS, PAYMENT_PLAN_METHOD_LABELS, billingMessages as bm } from '../../../src-shared/i18n/billing.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/billing.js';
import { businessTimeZone } from '../../format/time.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { saveFile } from '../../services/download.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { OfflineNotice } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { toast } from '../../ui/toast.js';
import { isPlatformAdmin, loadDuplicate, loadDuplicates, loadInvoices, report, send, type BusinessOption, type DuplicateView, type PaymentPlanView } from './billingData.js';

const s = bm.screen;
type Status = 'open' | 'paid' | 'cancelled';
const TONE: Record<Status, 'amber' | 'green' | 'slate'> = { open: 'amber', paid: 'green', cancelled: 'slate' };
/** 2031-05-09 → 09/05/2031; 2031-05 → 05/2031 */
const brDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const brMonth = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

/** Runs a write, says it went, and reads again; a refusal is shown as the server said it. */
async function done(what: string, run: () => Promise<unknown>, after: () => void): Promise<boolean> {
  try {
    await run();
    toast(what, 'success');
    after();
    return true;
  } catch (err) {
    failed(err);
    return false;
  }
}

export function BillingScreen() {
  const [admin] = useServerRead('platform-admin', isPlatformAdmin);
  if (admin.state === 'ready' && admin.value) return <Billing />;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="billing-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
      </ScreenHeader>
      <p className="m-4 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="billing-not-yours">
        {admin.state === 'loading' ? s.loading : admin.state === 'offline' ? s.offline : bm.onlyOperator}
      </p>
    </section>
  );
}

function Billing() {
  const [version, setVersion] = useState(0);
  const again = () => setVersion((v) => v + 1);
  const [read, retry] = useServerRead(`invoices#${version}`, loadInvoices);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  const [plansOpen, setPlansOpen] = useState(false);
  const data = read.state === 'ready' ? read.value : null;
  const invoice = data?.invoices.find((i) => i.id === invoiceId) ?? null;

  const download = (which: 'duplicates' | 'entries') =>
    void report(which, which === 'entries' ? (duplicateId ?? undefined) : undefined).then(
      (file) => {
        saveFile(file, which === 'duplicates' ? `${bm.report.duplicatesFile}.pdf` : `${bm.report.entriesFile}.pdf`);
        toast(s.done.report, 'success');
      },
      failed,
    );

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="billing-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        <Button tone="secondary" onClick={() => setPlansOpen(true)} data-testid="billing-plans">
          {s.paymentPlans}
        </Button>
        <Button tone="secondary" onClick={() => download('duplicates')} data-testid="billing-report-duplicates">
          {s.duplicateReport}
        </Button>
        <Button tone="secondary" onClick={() => download('entries')} data-testid="billing-report-entries">
          {s.entriesReport}
        </Button>
      </ScreenHeader>
      {read.state === 'offline' ? (
        <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={retry} testId="billing-offline" />
      ) : null}
      <div className="grid min-h-0 flex-1 grid-cols-3 gap-3 p-3">
        <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-3 shadow-sm" data-testid="billing-invoices">
          <h2 className="mb-2 text-lg font-semibold text-slate-800">{s.invoices}</h2>
          {data ? <NewInvoice businesses={data.businesses} plans={data.plans} onChanged={again} /> : null}
          {!data ? (
            <Empty>{s.loading}</Empty>
          ) : data.invoices.length === 0 ? (
            <Empty>{s.noInvoices}</Empty>
          ) : (
            <ul className="space-y-2">
              {data.invoices.map((i) => (
                <li key={i.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setInvoiceId(i.id);
                      setDuplicateId(null);
                    }}
                    className={`w-full rounded-lg border p-2 text-left ${i.id === invoiceId ? 'border-blue-600 bg-blue-50' : 'border-slate-200 hover:bg-slate-50'}`}
                    data-testid={`billing-invoice-${i.id}`}
                  >
                    <span className="flex justify-between gap-2">
                      <span className="font-medium text-slate-900">{i.businessName}</span>
                      <Badge tone={TONE[i.status]}>{INVOICE_STATUS_LABELS[i.status]}</Badge>
                    </span>
                    <span className="flex justify-between text-sm text-slate-600">
                      <span>
                        {s.month} {brMonth(i.referenceMonth)} · {s.due} {brDate(i.dueDate)}
                      </span>
                      <span className="font-semibold tabular-nums text-slate-900">{formatBRL(i.amount)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-3 shadow-sm" data-testid="billing-duplicates">
          {invoice ? (
            <Duplicates key={`${invoice.id}#${version}`} invoiceId={invoice.id} left={invoice.left} plans={data?.plans ?? []} selected={duplicateId} onSelect={setDuplicateId} onChanged={again} />
          ) : (
            <Empty>{s.pickInvoice}</Empty>
          )}
        </div>
        <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-3 shadow-sm" data-testid="billing-duplicate">
          {invoice && duplicateId ? <DuplicateDetail key={`${duplicateId}#${version}`} invoiceId={invoice.id} duplicateId={duplicateId} onChanged={again} onGone={() => setDuplicateId(null)} /> : <Empty>{s.pickDuplicate}</Empty>}
        </div>
      </div>
      {plansOpen ? <PaymentPlans plans={data?.plans ?? []} onClose={() => setPlansOpen(false)} onChanged={again} /> : null}
    </section>
  );
}

/** A business's month billed: its invoice opened from its contract plans, its duplicates in a payment plan's installments. */
function NewInvoice({ businesses, plans, onChanged }: { businesses: BusinessOption[]; plans: PaymentPlanView[]; onChanged: () => void }) {
  const [businessId, setBusinessId] = useState('');
  const [month, setMonth] = useState(() => todayIn(businessTimeZone()).slice(0, 7));
  const [planId, setPlanId] = useState('');
  const bill = () =>
    void done(s.done.billed, () => send(w.duplicatesCreate, {}, { id: newId(), businessId, referenceMonth: month, ...(planId ? { paymentPlanId: planId } : {}) }), onChanged);
  return (
    <div className="mb-3 grid grid-cols-2 gap-2 rounded-lg border border-slate-200 p-2" title={s.newInvoiceHint} data-testid="billing-new-invoice">
      <h3 className="col-span-2 font-semibold text-slate-800">{s.newInvoice}</h3>
      <select aria-label={s.business} className="touch-target col-span-2 rounded-lg border border-slate-300 bg-white px-2" value={businessId} onChange={(e) => setBusinessId(e.target.value)} data-testid="billing-invoice-business">
        <option value="">{s.chooseBusiness}</option>
        {businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {b.tradeName ?? b.name}
          </option>
        ))}
      </select>
      <input aria-label={s.month} type="month" className="touch-target rounded-lg border border-slate-300 px-2" value={month} onChange={(e) => setMonth(e.target.value)} data-testid="billing-invoice-month" />
      <select aria-label={s.paymentPlan} className="touch-target rounded-lg border border-slate-300 bg-white px-2" value={planId} onChange={(e) => setPlanId(e.target.value)} data-testid="billing-invoice-plan">
        <option value="">{s.noPlan}</option>
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.installments}x)
          </option>
        ))}
      </select>
      <Button tone="primary" className="col-span-2" disabled={!businessId} onClick={bill} data-testid="billing-invoice-bill">
        {s.bill}
      </Button>
    </div>
  );
}

function Duplicates({ invoiceId, left, plans, selected, onSelect, onChanged }: { invoiceId: string; left: number; plans: PaymentPlanView[]; selected: string | null; onSelect: (id: string) => void; onChanged: () => void }) {
  const [read] = useServerRead(`duplicates:${invoiceId}`, () => loadDuplicates(invoiceId));
  const [amount, setAmount] = useState(left);
  const [dueDate, setDueDate] = useState('');
  const [planId, setPlanId] = useState('');
  const create = () =>
    void done(
      s.done.created,
      () => send(w.duplicatesCreate, {}, { id: newId(), invoiceId, ...(amount > 0 ? { amount } : {}), ...(dueDate ? { dueDate } : {}), ...(planId ? { paymentPlanId: planId } : {}) }),
      onChanged,
    );
  const list = read.state === 'ready' ? read.value : null;
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold text-slate-800">{s.duplicates}</h2>
      {!list ? (
        <Empty>{s.loading}</Empty>
      ) : list.length === 0 ? (
        <Empty>{s.noDuplicates}</Empty>
      ) : (
        <ul className="space-y-2">
          {list.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => onSelect(d.id)}
                className={`w-full rounded-lg border p-2 text-left ${d.id === selected ? 'border-blue-600 bg-blue-50' : 'border-slate-200 hover:bg-slate-50'}`}
                data-testid={`billing-duplicate-${d.number}`}
              >
                <span className="flex justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {s.number} {d.number} · {s.due} {brDate(d.dueDate)}
                  </span>
                  <Badge tone={TONE[d.status]}>{DUPLICATE_STATUS_LABELS[d.status]}</Badge>
                </span>
                <span className="flex justify-between text-sm text-slate-600">
                  <span>{d.ourNumber ? `${s.ourNumber} ${d.ourNumber}` : ''}</span>
                  <span className="tabular-nums">
                    {formatBRL(d.amount)} · {s.balance} <span className="font-semibold text-slate-900">{formatBRL(d.balance)}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {left > 0 ? (
        <div className="mt-3 space-y-2 rounded-lg border border-slate-200 p-2" data-testid="billing-new-duplicate">
          <h3 className="font-semibold text-slate-800">{s.newDuplicate}</h3>
          <MoneyInput label={s.duplicateAmount} value={amount} onChange={setAmount} testId="billing-new-amount" />
          <TextField label={s.dueDate} type="date" value={dueDate} onValue={setDueDate} data-testid="billing-new-due" />
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.paymentPlan}</span>
            <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-2" value={planId} onChange={(e) => setPlanId(e.target.value)} data-testid="billing-new-plan">
              <option value="">{s.noPlan}</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.installments}x)
                </option>
              ))}
            </select>
          </label>
          <Button tone="primary" onClick={create} data-testid="billing-new-create">
            {s.create}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function DuplicateDetail({ invoiceId, duplicateId, onChanged, onGone }: { invoiceId: string; duplicateId: string; onChanged: () => void; onGone: () => void }) {
  const [dupRead] = useServerRead(`duplicate:${invoiceId}:${duplicateId}`, () => loadDuplicates(invoiceId));
  const [read] = useServerRead(`duplicate-detail:${duplicateId}`, () => loadDuplicate(duplicateId));
  const [emailing, setEmailing] = useState(false);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<'payment' | 'discount' | 'interest'>('payment');
  const [amount, setAmount] = useState(0);
  const [date, setDate] = useState(() => todayIn(businessTimeZone()));
  const d: DuplicateView | undefined = dupRead.state === 'ready' ? dupRead.value.find((x) => x.id === duplicateId) : undefined;
  const params = { id: duplicateId };
  if (!d) return <Empty>{s.loading}</Empty>;
  return (
    <>
      <h2 className="mb-1 text-lg font-semibold text-slate-800">
        {s.number} {d.number} · {formatBRL(d.amount)}
      </h2>
      {d.note ? <p className="text-sm text-slate-600">{d.note}</p> : null}
      <div className="my-2 flex flex-wrap gap-2">
        {d.status === 'open' && !d.ourNumber ? (
          <Button tone="primary" onClick={() => void done(s.done.generated, () => send(w.duplicatesGenerateTransaction, params, {}), onChanged)} data-testid="billing-generate">
            {s.generate}
          </Button>
        ) : null}
        {d.ourNumber ? (
          <Button tone="secondary" onClick={() => void done(s.done.cancelled, () => send(w.duplicatesCancelBoleto, params, {}), onChanged)} data-testid="billing-cancel-boleto">
            {s.cancelBoleto}
          </Button>
        ) : null}
        {d.ourNumber && d.status === 'open' ? (
          <Button tone="secondary" onClick={() => setEmailing(true)} data-testid="billing-email">
            {s.email}
          </Button>
        ) : null}
        {d.status === 'open' ? (
          <Button
            tone="ghost"
            onClick={() =>
              void done(s.done.removed, () => send(w.duplicatesDelete, params, {}), () => {
                onGone();
                onChanged();
              })
            }
            data-testid="billing-remove"
          >
            {s.remove}
          </Button>
        ) : null}
      </div>
      {d.digitableLine ? (
        <div className="rounded-lg bg-slate-50 p-2" data-testid="billing-boleto">
          <span className="block text-xs text-slate-500">
            {s.digitableLine} · {s.ourNumber} {d.ourNumber}
          </span>
          <span className="select-all font-mono text-sm tracking-tight text-slate-900" data-testid="billing-digitable-line">
            {d.digitableLine}
          </span>
        </div>
      ) : null}
      <h3 className="mt-3 font-semibold text-slate-800">{s.entries}</h3>
      {read.state !== 'ready' ? (
        <Empty>{s.loading}</Empty>
      ) : read.value.entries.length === 0 ? (
        <p className="text-sm text-slate-500">{s.noEntries}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="billing-entries">
          {read.value.entries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-2 py-1">
              <span>
                {brDate(e.date)} · {DUPLICATE_ENTRY_KIND_LABELS[e.kind]}
                {e.note ? ` · ${e.note}` : ''}
              </span>
              <span className="flex items-center gap-1">
                <span className="tabular-nums">{formatBRL(e.amount)}</span>
                <Button tone="ghost" onClick={() => void done(s.done.entryRemoved, () => send(w.duplicateEntriesDelete, { duplicateId, id: e.id }, {}), onChanged)} aria-label={s.remove}>
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {d.status !== 'cancelled' ? (
        <div className="mt-2 grid grid-cols-2 gap-2" data-testid="billing-new-entry">
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.entryKind}</span>
            <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-2" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} data-testid="billing-entry-kind">
              {(['payment', 'discount', 'interest'] as const).map((k) => (
                <option key={k} value={k}>
                  {DUPLICATE_ENTRY_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <MoneyInput label={s.amount} value={amount} onChange={setAmount} testId="billing-entry-amount" />
          <TextField label={s.entryDate} type="date" value={date} onValue={setDate} data-testid="billing-entry-date" />
          <div className="flex items-end">
            <Button tone="success" onClick={() => void done(s.done.entry, () => send(w.duplicateEntriesCreate, { duplicateId }, { id: newId(), kind, amount, date }), onChanged)} data-testid="billing-entry-add">
              {s.newEntry}
            </Button>
          </div>
        </div>
      ) : null}
      <h3 className="mt-3 font-semibold text-slate-800">{s.occurrences}</h3>
      {read.state === 'ready' && read.value.occurrences.length > 0 ? (
        <ol className="space-y-1 text-sm text-slate-700" data-testid="billing-occurrences">
          {read.value.occurrences.map((o) => (
            <li key={o.id}>
              <span className="text-xs text-slate-500">{new Date(o.createdAt).toLocaleString('pt-BR', { timeZone: businessTimeZone(), dateStyle: 'short', timeStyle: 'short' })}</span> {o.description}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500">{s.noOccurrences}</p>
      )}
      {emailing ? (
        <Dialog
          title={s.email}
          onCancel={() => setEmailing(false)}
          confirmLabel={s.send}
          onConfirm={() => void done(s.done.emailed, () => send(w.duplicatesSendBoletoByEmail, params, email.trim() ? { email: email.trim() } : {}), onChanged).then((ok) => ok && setEmailing(false))}
          testId="billing-email-dialog"
        >
          <TextField label={s.emailTo} type="email" value={email} onValue={setEmail} data-testid="billing-email-to" />
        </Dialog>
      ) : null}
    </>
  );
}

function PaymentPlans({ plans, onClose, onChanged }: { plans: PaymentPlanView[]; onClose: () => void; onChanged: () => void }) {
  const blank = { id: '', name: '', installments: '1', intervalDays: '30', method: 'boleto' as PaymentPlanView['method'] };
  const [form, setForm] = useState(blank);
  const editing = form.id !== '';
  const save = () => {
    const body = { name: form.name, installments: Number(form.installments), intervalDays: Number(form.intervalDays), method: form.method };
    void done(s.done.planSaved, () => (editing ? send(w.paymentPlanUpdate, { id: form.id }, body) : send(w.paymentPlanCreate, {}, { id: newId(), ...body })), () => {
      setForm(blank);
      onChanged();
    });
  };
  return (
    <Dialog title={s.paymentPlans} onCancel={onClose} onConfirm={save} confirmLabel={s.save} wide testId="billing-plans-dialog">
      {plans.length === 0 ? (
        <p className="text-sm text-slate-500">{s.noPaymentPlans}</p>
      ) : (
        <table className="mb-3 w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th>{s.planName}</th>
              <th>{s.installments}</th>
              <th>{s.intervalDays}</th>
              <th>{s.method}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {plans.map((p) => (
              <tr key={p.id} className="border-t border-slate-100" data-testid={`billing-plan-${p.id}`}>
                <td className="py-1">{p.name}</td>
                <td>{p.installments}</td>
                <td>{p.intervalDays}</td>
                <td>{PAYMENT_PLAN_METHOD_LABELS[p.method]}</td>
                <td className="flex justify-end gap-1 py-1">
                  <Button tone="secondary" onClick={() => setForm({ id: p.id, name: p.name, installments: String(p.installments), intervalDays: String(p.intervalDays), method: p.method })}>
                    {s.edit}
                  </Button>
                  <Button tone="ghost" onClick={() => void done(s.done.planRemoved, () => send(w.paymentPlanDelete, { id: p.id }, {}), onChanged)}>
                    {s.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="grid grid-cols-4 gap-2">
        <TextField label={s.planName} value={form.name} onValue={(name) => setForm({ ...form, name })} data-testid="billing-plan-name" />
        <TextField label={s.installments} type="number" min={1} max={48} value={form.installments} onValue={(installments) => setForm({ ...form, installments })} data-testid="billing-plan-installments" />
        <TextField label={s.intervalDays} type="number" min={0} max={365} value={form.intervalDays} onValue={(intervalDays) => setForm({ ...form, intervalDays })} data-testid="billing-plan-interval" />
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{s.method}</span>
          <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-2" value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value as PaymentPlanView['method'] })} data-testid="billing-plan-method">
            {(['boleto', 'pix', 'card'] as const).map((m) => (
              <option key={m} value={m}>
                {PAYMENT_PLAN_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {editing ? (
        <Button tone="ghost" className="mt-2" onClick={() => setForm(blank)}>
          {s.cancel}
        </Button>
      ) : null}
    </Dialog>
  );
}
