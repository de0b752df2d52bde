// Configurações → Financeiro (#/configuracoes/financeiro): contas a pagar e a receber. The entries of a month with
// their totals and filters (kind, status, account), each account's balance, a form for an entry (one, in installments
// or recurring), marking paid, transfers between accounts, and the accounts and categories. Read from the server
// (useServerRead: totals and balances are its sums); written through the declared writes, so an entry typed offline
// waits in the outbox, and the month reads again when the server has taken it. The accountant reads only.
import { useEffect, useMemo, useRef, useState } from 'react';
import { FINANCIAL_RECURRENCES, type FinancialRecurrence } from '../../../src-shared/api/enums.js';
import type { FinancialEntryView } from '../../../src-shared/api/schemas/financial.js';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { todayIn } from '../../../src-shared/domain/financialDates.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { financialMessages as fm } from '../../../src-shared/i18n/financial.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/financial.js';
import { businessTimeZone } from '../../format/time.js';
import { useCan } from '../../hooks/permissions.js';
import { useCounterSession } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { bridge } from '../../services/bridge.js';
import { toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { NotForRole, OfflineNotice } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, Segmented, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { loadFinancial, monthRange, shiftMonth, type FinancialAccountView, type FinancialCategoryView, type FinancialFilters, type FinancialRead } from './financialData.js';

const s = fm.screen;
const FINANCIAL_WRITES: ReadonlySet<string> = new Set(Object.values(w).map((x) => x.id));
type Kind = 'income' | 'expense';
type Status = 'pending' | 'paid' | 'overdue';
type Scope = 'this' | 'subsequent' | 'all';

/** 2031-05-09 → 09/05/2031 */
const brDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const monthTitle = (month: string) => {
  const name = s.months[Number(month.slice(5, 7)) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${month.slice(0, 4)}`;
};
const STATUS_TONE: Record<Status, 'green' | 'amber' | 'red'> = { paid: 'green', pending: 'amber', overdue: 'red' };
const STATUS_LABEL: Record<Status, string> = { paid: 'Pago', pending: 'Pendente', overdue: 'Vencido' };

const sent = (what: string, run: () => Promise<unknown>) => toastAfter(s.sent(what), run);

export function FinancialScreen() {
  const mayWrite = useCan('financial');
  const roles = useCounterSession((x) => x.roles);
  if (!mayWrite && !roles.includes('business_accountant')) {
    return (
      <NotForRole title={s.title} back={s.back} screenTestId="financial-screen" testId="financial-not-yours">
        {s.notYours}
      </NotForRole>
    );
  }
  return <Financial mayWrite={mayWrite} />;
}

function Financial({ mayWrite }: { mayWrite: boolean }) {
  const [month, setMonth] = useState(() => todayIn(businessTimeZone()).slice(0, 7));
  const [kind, setKind] = useState<Kind | 'all'>('all');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [accountId, setAccountId] = useState('');
  const [version, setVersion] = useState(0);
  const filters: FinancialFilters = { ...monthRange(month), ...(kind !== 'all' ? { kind } : {}), ...(status !== 'all' ? { status } : {}), ...(accountId ? { accountId } : {}) };
  const filtersKey = JSON.stringify(filters);
  const [read, retry] = useServerRead(`${filtersKey}#${version}`, () => loadFinancial(filters));
  // Reading again after a write keeps the month on screen (and its buttons where the finger is) until the answer.
  const last = useRef<{ key: string; value: FinancialRead } | null>(null);
  if (read.state === 'ready') last.current = { key: filtersKey, value: read.value };
  const [form, setForm] = useState<{ kind: Kind; entry?: FinancialEntryView } | null>(null);
  const [removing, setRemoving] = useState<FinancialEntryView | null>(null);
  const [dialog, setDialog] = useState<'transfer' | 'accounts' | 'categories' | null>(null);

  // A write reaches the server through the outbox: read again when it did (a refusal is told by write()).
  useEffect(
    () =>
      bridge().on('sync.settled', (settled: Settled) => {
        if (FINANCIAL_WRITES.has(settled.kind) && settled.state === 'done') setVersion((v) => v + 1);
      }),
    [],
  );

  const data = read.state === 'ready' ? read.value : last.current?.key === filtersKey ? last.current.value : null;
  const accounts = data?.accounts ?? [];
  const categories = data?.categories ?? [];

  const togglePaid = (x: FinancialEntryView) =>
    void sent(fm.label.paid(!x.paid), () => write(w.financialEntryChangePaid, { params: { id: x.id }, body: { paid: !x.paid } }, undefined));

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="financial-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        {mayWrite ? (
          <>
            <Button tone="success" disabled={!accounts.length} onClick={() => setForm({ kind: 'income' })} data-testid="financial-new-income">
              {s.newIncome}
            </Button>
            <Button tone="danger" disabled={!accounts.length} onClick={() => setForm({ kind: 'expense' })} data-testid="financial-new-expense">
              {s.newExpense}
            </Button>
            <Button tone="secondary" disabled={accounts.length < 2} onClick={() => setDialog('transfer')} data-testid="financial-transfer">
              {s.transfer}
            </Button>
            <Button tone="secondary" onClick={() => setDialog('accounts')} data-testid="financial-accounts">
              {s.accounts}
            </Button>
            <Button tone="secondary" onClick={() => setDialog('categories')} data-testid="financial-categories">
              {s.categories}
            </Button>
          </>
        ) : null}
      </ScreenHeader>
      {!mayWrite ? (
        <p className="mx-4 mt-3 rounded-lg bg-amber-50 p-2 text-amber-900" data-testid="financial-read-only">
          {s.readOnly}
        </p>
      ) : null}
      {read.state === 'offline' ? (
        <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={retry} testId="financial-offline" />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 px-4 pt-3">
        <Button tone="secondary" onClick={() => setMonth(shiftMonth(month, -1))} aria-label={s.previous} data-testid="financial-prev">
          ‹
        </Button>
        <span className="min-w-44 text-center text-lg font-semibold text-slate-900" data-testid="financial-month">
          {monthTitle(month)}
        </span>
        <Button tone="secondary" onClick={() => setMonth(shiftMonth(month, 1))} aria-label={s.next} data-testid="financial-next">
          ›
        </Button>
        <Segmented<Kind | 'all'>
          label={s.filters.kind}
          value={kind}
          onChange={setKind}
          choices={[
            { value: 'all', label: s.filters.all },
            { value: 'income', label: s.totals.income },
            { value: 'expense', label: s.totals.expense },
          ]}
          testId="financial-filter-kind"
        />
        <Segmented<Status | 'all'>
          label={s.filters.status}
          value={status}
          onChange={setStatus}
          choices={[{ value: 'all', label: s.filters.all }, ...(['pending', 'overdue', 'paid'] as const).map((x) => ({ value: x, label: STATUS_LABEL[x] }))]}
          testId="financial-filter-status"
        />
        <select aria-label={s.filters.account} className="touch-target rounded-lg border border-slate-300 bg-white px-2" value={accountId} onChange={(e) => setAccountId(e.target.value)} data-testid="financial-filter-account">
          <option value="">{s.filters.allAccounts}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      {data ? <Totals totals={data.month.totals} /> : null}
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-4 lg:overflow-visible">
        <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm lg:col-span-3">
          <div className="min-h-0 flex-1 overflow-y-auto">
            {!data && read.state === 'loading' ? (
              <Empty>{s.loading}</Empty>
            ) : !data ? null : !accounts.length ? (
              <Empty>{s.noAccounts}</Empty>
            ) : data.month.entries.length === 0 ? (
              <Empty>{s.none}</Empty>
            ) : (
              <table className="w-full text-left">
                <thead className="sticky top-0 bg-white text-sm text-slate-500">
                  <tr>
                    <th className="py-1 pr-3">{s.columns.due}</th>
                    <th className="py-1">{s.columns.description}</th>
                    <th className="py-1">{s.columns.account}</th>
                    <th className="py-1 text-right">{s.columns.amount}</th>
                    <th className="py-1 pl-2">{s.columns.status}</th>
                    <th className="py-1" />
                  </tr>
                </thead>
                <tbody>
                  {data.month.entries.map((x) => (
                    <tr key={x.id} className="border-t border-slate-100" data-testid={`financial-entry-${x.id}`}>
                      <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{brDate(x.dueDate)}</td>
                      <td className="py-2">
                        <span className="font-medium text-slate-900">{x.description}</span>
                        <span className="block text-xs text-slate-500">
                          {[x.categoryName, x.installment && x.installments && !x.isRecurring ? s.installment(x.installment, x.installments) : null, x.isRecurring ? s.recurring : null, x.transferId ? s.transferTag : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </td>
                      <td className="py-2 text-slate-700">{x.accountName}</td>
                      <td className={`whitespace-nowrap py-2 text-right font-semibold tabular-nums ${x.kind === 'income' ? 'text-emerald-700' : 'text-red-700'}`} data-testid="financial-entry-amount">
                        {x.kind === 'income' ? '' : '-'}
                        {formatBRL(x.amount)}
                      </td>
                      <td className="py-2 pl-2" data-testid="financial-entry-status">
                        <Badge tone={STATUS_TONE[x.status]}>{STATUS_LABEL[x.status]}</Badge>
                      </td>
                      <td className="py-2 pl-2">
                        {mayWrite ? (
                          <span className="flex justify-end gap-1 whitespace-nowrap">
                            <Button tone="secondary" onClick={() => togglePaid(x)} data-testid={`financial-paid-${x.id}`}>
                              {x.paid ? s.markPending : s.markPaid}
                            </Button>
                            {!x.transferId ? (
                              <Button tone="secondary" onClick={() => setForm({ kind: x.kind, entry: x })} data-testid={`financial-edit-${x.id}`}>
                                {s.edit}
                              </Button>
                            ) : null}
                            <Button tone="ghost" onClick={() => setRemoving(x)} data-testid={`financial-remove-${x.id}`}>
                              {s.remove}
                            </Button>
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
        <Balances accounts={data?.month.accounts ?? []} />
      </div>
      {form ? <EntryForm kind={form.kind} entry={form.entry} accounts={accounts} categories={categories} onClose={() => setForm(null)} /> : null}
      {removing ? <RemoveEntry entry={removing} onClose={() => setRemoving(null)} /> : null}
      {dialog === 'transfer' ? <TransferForm accounts={accounts} onClose={() => setDialog(null)} /> : null}
      {dialog === 'accounts' ? <AccountsDialog accounts={accounts} onClose={() => setDialog(null)} /> : null}
      {dialog === 'categories' ? <CategoriesDialog categories={categories} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

function Totals({ totals }: { totals: { income: number; expense: number; balance: number; paid: number; pending: number; overdue: number } }) {
  const cards: [keyof typeof s.totals, number, string][] = [
    ['income', totals.income, 'text-emerald-700'],
    ['expense', totals.expense, 'text-red-700'],
    ['balance', totals.balance, totals.balance < 0 ? 'text-red-700' : 'text-slate-900'],
    ['paid', totals.paid, 'text-slate-900'],
    ['pending', totals.pending, 'text-slate-900'],
    ['overdue', totals.overdue, totals.overdue !== 0 ? 'text-red-700' : 'text-slate-900'],
  ];
  return (
    <div className="grid grid-cols-3 gap-3 px-4 pt-3 lg:grid-cols-6" data-testid="financial-totals">
      {cards.map(([key, value, tone]) => (
        <div key={key} className="rounded-xl bg-white p-3 shadow-sm" data-testid={`financial-total-${key}`}>
          <span className="block text-xs text-slate-500">{s.totals[key]}</span>
          <span className={`text-lg font-semibold tabular-nums ${tone}`}>{formatBRL(value)}</span>
        </div>
      ))}
    </div>
  );
}

function Balances({ accounts }: { accounts: { accountId: string; name: string; balance: number; currentBalance: number }[] }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm" data-testid="financial-balances">
      <h2 className="text-lg font-semibold text-slate-800">{s.balances}</h2>
      <p className="mb-2 text-xs text-slate-500">{s.balanceNow}</p>
      <ul className="divide-y divide-slate-100">
        {accounts.map((a) => (
          <li key={a.accountId} className="py-2" data-testid={`financial-balance-${a.accountId}`}>
            <div className="flex justify-between gap-2">
              <span className="font-medium text-slate-900">{a.name}</span>
              <span className={`font-semibold tabular-nums ${a.currentBalance < 0 ? 'text-red-700' : 'text-slate-900'}`} data-testid="financial-balance-now">
                {formatBRL(a.currentBalance)}
              </span>
            </div>
            <div className="text-xs text-slate-500">
              {s.inPeriod}: <span className="tabular-nums">{formatBRL(a.balance)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AccountSelect({ label, value, onChange, accounts, testId }: { label: string; value: string; onChange: (id: string) => void; accounts: FinancialAccountView[]; testId: string }) {
  return <SelectField label={label} value={value} onValue={onChange} choices={accounts.map((a) => ({ value: a.id, label: a.name }))} placeholder={s.form.chooseAccount} testId={testId} />;
}

function DateField({ label, value, onValue, testId }: { label: string; value: string; onValue: (v: string) => void; testId: string }) {
  return <TextField label={label} type="date" value={value} onValue={onValue} data-testid={testId} />;
}

/** A new entry (one, in installments, or recurring), or a change to one, with the scope over its group. */
function EntryForm({ kind, entry, accounts, categories, onClose }: { kind: Kind; entry?: FinancialEntryView | undefined; accounts: FinancialAccountView[]; categories: FinancialCategoryView[]; onClose: () => void }) {
  const today = todayIn(businessTimeZone());
  const [description, setDescription] = useState(entry?.description ?? '');
  const [amount, setAmount] = useState(entry?.amount ?? 0);
  const [dueDate, setDueDate] = useState(entry?.dueDate ?? today);
  const [accountId, setAccountId] = useState(entry?.accountId ?? accounts[0]?.id ?? '');
  const [categoryId, setCategoryId] = useState(entry?.categoryId ?? '');
  const [mode, setMode] = useState<'fixed' | 'installment' | 'recurring'>('fixed');
  const [installments, setInstallments] = useState('2');
  const [occurrences, setOccurrences] = useState('12');
  const [recurrence, setRecurrence] = useState<FinancialRecurrence>('monthly');
  const [paid, setPaid] = useState(entry?.paid ?? false);
  const [note, setNote] = useState(entry?.note ?? '');
  const [scope, setScope] = useState<Scope>('this');
  const [error, setError] = useState<string | null>(null);
  const mine = useMemo(() => categories.filter((c) => c.kind === kind), [categories, kind]);
  const grouped = Boolean(entry?.installmentGroupKey);
  // What was said about the form goes once the person changes it.
  useEffect(() => setError(null), [description, amount, dueDate, accountId]);

  const save = async () => {
    if (!description.trim()) return setError(s.form.badDescription);
    if (amount <= 0) return setError(s.form.badAmount);
    if (!dueDate) return setError(s.form.badDate);
    if (!accountId) return setError(s.form.chooseAccount);
    const base = { kind, description: description.trim(), amount, dueDate, accountId, categoryId: categoryId || null, paid, note: note.trim() || null };
    const what = fm.label.entry(kind, base.description, amount);
    const ok = await sent(what, () => {
      if (entry) {
        const body = { ...base, paidDate: paid ? (entry.paidDate ?? null) : null, updateType: scope, installmentGroupKey: entry.installmentGroupKey };
        return scope === 'this' || !grouped ? write(w.financialEntryUpdate, { params: { id: entry.id }, body }, undefined) : write(w.financialEntryRecurrenceUpdate, { params: { id: entry.id }, body }, undefined);
      }
      if (mode === 'recurring') return write(w.financialEntryRecurrenceCreate, { params: {}, body: { ...base, id: newId(), isRecurring: true, recurrence, occurrences: Number(occurrences) } }, undefined);
      if (mode === 'installment') return write(w.financialEntryCreate, { params: {}, body: { ...base, id: newId(), mode: 'installment', installments: Number(installments), recurrence } }, undefined);
      return write(w.financialEntryCreate, { params: {}, body: { ...base, id: newId(), mode: 'fixed' } }, undefined);
    });
    if (ok) onClose();
  };

  return (
    <Dialog
      title={entry ? s.form.edit : kind === 'income' ? s.form.newIncome : s.form.newExpense}
      onCancel={onClose}
      onConfirm={() => void save()}
      confirmLabel={s.form.save}
      cancelLabel={s.form.cancel}
      wide
      testId="financial-entry-form"
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField className="col-span-2" label={s.form.description} value={description} maxLength={200} onValue={setDescription} data-testid="financial-form-description" />
        <MoneyInput label={mode === 'installment' ? s.form.totalAmount : s.form.amount} value={amount} onChange={setAmount} testId="financial-form-amount" />
        <DateField label={mode === 'fixed' ? s.form.dueDate : s.form.firstDueDate} value={dueDate} onValue={setDueDate} testId="financial-form-due" />
        <AccountSelect label={s.form.account} value={accountId} onChange={setAccountId} accounts={accounts} testId="financial-form-account" />
        <SelectField label={s.form.category} value={categoryId} onValue={setCategoryId} choices={mine.map((c) => ({ value: c.id, label: c.name }))} placeholder={s.form.noCategory} testId="financial-form-category" />
        {!entry ? (
          <div className="col-span-2">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.form.mode}</span>
            <Segmented
              label={s.form.mode}
              value={mode}
              onChange={setMode}
              choices={(['fixed', 'installment', 'recurring'] as const).map((x) => ({ value: x, label: s.form.modes[x] }))}
              testId="financial-form-mode"
            />
          </div>
        ) : null}
        {mode === 'installment' ? <TextField label={s.form.installments} type="number" min={2} max={120} value={installments} onValue={setInstallments} data-testid="financial-form-installments" /> : null}
        {mode === 'recurring' ? <TextField label={s.form.occurrences} type="number" min={2} max={120} value={occurrences} onValue={setOccurrences} data-testid="financial-form-occurrences" /> : null}
        {mode !== 'fixed' ? (
          <SelectField<FinancialRecurrence> label={s.form.recurrence} value={recurrence} onValue={setRecurrence} choices={FINANCIAL_RECURRENCES.map((r) => ({ value: r, label: s.recurrences[r] }))} testId="financial-form-recurrence" />
        ) : null}
        {entry && grouped ? (
          <div className="col-span-2">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.scope.label}</span>
            <Segmented<Scope> label={s.scope.label} value={scope} onChange={setScope} choices={(['this', 'subsequent', 'all'] as const).map((x) => ({ value: x, label: s.scope[x] }))} testId="financial-form-scope" />
          </div>
        ) : null}
        <label className="col-span-2 flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={paid} onChange={(e) => setPaid(e.target.checked)} data-testid="financial-form-paid" />
          <span>{mode === 'fixed' || entry ? s.form.paid : s.form.firstPaid}</span>
        </label>
        <TextField className="col-span-2" label={s.form.note} value={note} maxLength={500} onValue={setNote} data-testid="financial-form-note" />
      </div>
      {error ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-red-800" role="alert" data-testid="financial-form-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

function RemoveEntry({ entry, onClose }: { entry: FinancialEntryView; onClose: () => void }) {
  const [scope, setScope] = useState<Scope>('this');
  const grouped = Boolean(entry.installmentGroupKey) && !entry.transferId;
  const remove = async () => {
    const ok = await sent(fm.label.entryDeleted, () =>
      grouped && scope !== 'this'
        ? write(w.financialEntryRecurrenceDelete, { params: { id: entry.id }, body: { updateType: scope } }, undefined)
        : write(w.financialEntryDelete, { params: { id: entry.id }, body: {} }, undefined),
    );
    if (ok) onClose();
  };
  return (
    <Dialog title={s.removeTitle} onCancel={onClose} onConfirm={() => void remove()} confirmLabel={s.remove} confirmTone="danger" cancelLabel={s.form.cancel} testId="financial-remove">
      <p className="mb-3">{s.removeAsk(entry.description)}</p>
      {entry.transferId ? <p className="text-sm text-slate-600">{s.removeTransfer}</p> : null}
      {grouped ? <Segmented<Scope> label={s.scope.label} value={scope} onChange={setScope} choices={(['this', 'subsequent', 'all'] as const).map((x) => ({ value: x, label: s.scope[x] }))} testId="financial-remove-scope" /> : null}
    </Dialog>
  );
}

function TransferForm({ accounts, onClose }: { accounts: FinancialAccountView[]; onClose: () => void }) {
  const t = s.transferForm;
  const [from, setFrom] = useState(accounts[0]?.id ?? '');
  const [to, setTo] = useState(accounts[1]?.id ?? '');
  const [amount, setAmount] = useState(0);
  const [date, setDate] = useState(todayIn(businessTimeZone()));
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!from || !to) return setError(s.form.chooseAccount);
    if (from === to) return setError(t.sameAccount);
    if (amount <= 0) return setError(s.form.badAmount);
    const body = { id: newId(), incomeId: newId(), accountId: from, accountDestinationId: to, amount, dueDate: date, description: description.trim() || null, paid: true };
    if (await sent(fm.label.transfer(amount), () => write(w.financialEntryTransferCreate, { params: {}, body }, undefined))) onClose();
  };
  return (
    <Dialog title={t.title} onCancel={onClose} onConfirm={() => void save()} confirmLabel={s.form.save} cancelLabel={s.form.cancel} testId="financial-transfer-form">
      <div className="space-y-3">
        <AccountSelect label={t.from} value={from} onChange={setFrom} accounts={accounts} testId="financial-transfer-from" />
        <AccountSelect label={t.to} value={to} onChange={setTo} accounts={accounts} testId="financial-transfer-to" />
        <MoneyInput label={s.form.amount} value={amount} onChange={setAmount} testId="financial-transfer-amount" />
        <DateField label={t.date} value={date} onValue={setDate} testId="financial-transfer-date" />
        <TextField label={t.description} value={description} maxLength={200} onValue={setDescription} />
      </div>
      {error ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-red-800" role="alert" data-testid="financial-transfer-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

function AccountsDialog({ accounts, onClose }: { accounts: FinancialAccountView[]; onClose: () => void }) {
  const a = s.accountsForm;
  const [name, setName] = useState('');
  const [initial, setInitial] = useState(0);
  const add = async () => {
    if (!name.trim()) return;
    if (await sent(fm.label.account(name.trim()), () => write(w.financialAccountCreate, { params: {}, body: { id: newId(), name: name.trim(), initialBalance: initial } }, undefined))) {
      setName('');
      setInitial(0);
    }
  };
  return (
    <Dialog title={a.title} onCancel={onClose} cancelLabel={s.back} wide testId="financial-accounts-form">
      <ul className="mb-3 divide-y divide-slate-100">
        {accounts.length === 0 ? <Empty>{a.none}</Empty> : null}
        {accounts.map((x) => (
          <li key={x.id} className="flex items-center justify-between gap-2 py-2">
            <span className="font-medium">{x.name}</span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{formatBRL(x.balance)}</span>
              <Button tone="ghost" onClick={() => void sent(fm.label.accountDeleted, () => write(w.financialAccountDelete, { params: { id: x.id }, body: {} }, undefined))}>
                {s.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-3 items-end gap-2">
        <TextField label={a.name} value={name} maxLength={80} onValue={setName} data-testid="financial-account-name" />
        <MoneyInput label={a.initialBalance} value={initial} onChange={setInitial} testId="financial-account-initial" />
        <Button tone="primary" disabled={!name.trim()} onClick={() => void add()} data-testid="financial-account-add">
          {a.add}
        </Button>
      </div>
    </Dialog>
  );
}

function CategoriesDialog({ categories, onClose }: { categories: FinancialCategoryView[]; onClose: () => void }) {
  const c = s.categoriesForm;
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('expense');
  const add = async () => {
    if (!name.trim()) return;
    if (await sent(fm.label.category(name.trim()), () => write(w.financialCategoryCreate, { params: {}, body: { id: newId(), name: name.trim(), kind } }, undefined))) setName('');
  };
  return (
    <Dialog title={c.title} onCancel={onClose} cancelLabel={s.back} wide testId="financial-categories-form">
      <ul className="mb-3 max-h-72 divide-y divide-slate-100 overflow-y-auto">
        {categories.length === 0 ? <Empty>{c.none}</Empty> : null}
        {categories.map((x) => (
          <li key={x.id} className="flex items-center justify-between gap-2 py-2">
            <span className="font-medium">{x.name}</span>
            <span className="flex items-center gap-2">
              <Badge tone={x.kind === 'income' ? 'green' : 'red'}>{x.kind === 'income' ? s.totals.income : s.totals.expense}</Badge>
              <Button tone="ghost" onClick={() => void sent(fm.label.categoryDeleted, () => write(w.financialCategoryDelete, { params: { id: x.id }, body: {} }, undefined))}>
                {s.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-3 items-end gap-2">
        <TextField label={c.name} value={name} maxLength={80} onValue={setName} data-testid="financial-category-name" />
        <Segmented<Kind>
          label={c.kind}
          value={kind}
          onChange={setKind}
          choices={[
            { value: 'expense', label: s.totals.expense },
            { value: 'income', label: s.totals.income },
          ]}
          testId="financial-category-kind"
        />
        <Button tone="primary" disabled={!name.trim()} onClick={() => void add()} data-testid="financial-category-add">
          {c.add}
        </Button>
      </div>
    </Dialog>
  );
}
