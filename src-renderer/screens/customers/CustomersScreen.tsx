// The customers at the counter: found by phone or name, with their phones, addresses and account (fiado): what
// they owe, its entries, the payment that settles it (cash, PIX…) and the printed statement. Offline too: it
// reads the mirror and writes through the outbox; only their orders' history is read from the server.
import { useState } from 'react';
import { customersMessages as cm } from '../../../src-shared/i18n/customers.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { dayAndTime } from '../../format/time.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useCan } from '../../hooks/permissions.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { all } from '../../queries/mirrorRead.js';
import { isCash, loadRegister } from '../../queries/cash.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, Segmented } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { settleAccount } from './accountActions.js';
import { CustomerOrders } from './CustomerOrders.js';
import { CustomerSearch } from './CustomerSearch.js';
import { loadCustomer, type CustomerView } from './customerQueries.js';
import { printAccountResume } from './printResume.js';

export function CustomersScreen() {
  const [customerId, setCustomerId] = useState<string | null>(null);
  const view = useLive(() => loadCustomer(customerId), [customerId], null as CustomerView | null);
  return (
    <section className="flex h-full min-h-0 flex-col md:flex-row" data-testid="customers-screen">
      <div className="flex max-h-[45%] min-h-0 shrink-0 flex-col border-b border-slate-200 bg-white p-3 md:max-h-none md:w-[340px] md:border-r md:border-b-0 lg:w-[400px]">
        <h1 className="mb-2 text-xl font-bold">{cm.title}</h1>
        <CustomerSearch selected={customerId} onPick={setCustomerId} autoFocus />
      </div>
      <div className="min-h-0 min-w-0 flex-1 overflow-y-auto p-4">{view ? <CustomerDetail view={view} /> : <Empty>{cm.pick}</Empty>}</div>
    </section>
  );
}

function CustomerDetail({ view }: { view: CustomerView }) {
  const { customer, account, entries } = view;
  const owes = Number(account?.balance ?? 0);
  const [receiving, setReceiving] = useState(false);
  const mayReceive = useCan('payment');
  useHotkey('F2', () => setReceiving(true), owes > 0 && mayReceive && !receiving);
  useHotkey('F9', () => void printAccountResume(view), !!account && !receiving);
  return (
    <div className="space-y-4" data-testid="customer-detail">
      <header>
        <h2 className="text-2xl font-bold" data-testid="customer-name">
          {customer.name}
        </h2>
        {customer.document ? <p className="text-sm text-slate-600">CPF/CNPJ {customer.document}</p> : null}
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="mb-1 text-sm font-semibold uppercase text-slate-500">{cm.phones}</h3>
          <ul data-testid="customer-phones">
            {view.phones.map((p) => (
              <li key={p.id} className="font-mono">
                {p.number} {p.main ? <Badge tone="blue">principal</Badge> : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold uppercase text-slate-500">{cm.addresses}</h3>
          {view.addresses.length === 0 ? <p className="text-sm text-slate-500">{cm.noAddresses}</p> : null}
          <ul data-testid="customer-addresses" className="space-y-1">
            {view.addresses.map((a) => (
              <li key={a.id}>
                {a.street}, {a.number ?? 's/n'}
                {a.complement ? ` – ${a.complement}` : ''}
                <span className="block text-sm text-slate-600">
                  {[a.neighborhood, a.city, a.state].filter(Boolean).join(', ')}
                  {a.cep ? ` · CEP ${a.cep}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="customer-account">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="flex-1 text-lg font-bold">{cm.account}</h3>
          {account ? <span className="text-sm text-slate-600">{cm.limit(account.creditLimit === null ? null : Number(account.creditLimit))}</span> : null}
        </div>
        {!account ? (
          <p className="mt-2 text-slate-600">{cm.noAccount}</p>
        ) : (
          <>
            <p className={`mt-2 text-3xl font-bold ${owes > 0 ? 'text-red-700' : 'text-emerald-700'}`} data-testid="account-owes">
              {cm.owes} {money(owes)}
            </p>
            {owes === 0 && entries.length > 0 ? (
              <p className="font-semibold text-emerald-800" data-testid="account-settled">
                {cm.settled}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button tone="success" size="lg" fkey="F2" disabled={owes <= 0 || !mayReceive} onClick={() => setReceiving(true)}>
                {cm.receive}
              </Button>
              <Button fkey="F9" onClick={() => void printAccountResume(view)}>
                {cm.printResume}
              </Button>
            </div>
            <h4 className="mt-4 mb-1 text-sm font-semibold uppercase text-slate-500">{cm.entries}</h4>
            {entries.length === 0 ? <p className="text-sm text-slate-500">{cm.noEntries}</p> : null}
            <ul data-testid="account-entries">
              {entries.map((e) => (
                <li key={e.id} className="flex items-center gap-3 border-b border-slate-100 py-1" data-testid="account-entry">
                  <span className="w-28 shrink-0 text-sm text-slate-600 tabular-nums">{dayAndTime(e.occurredAt ?? e.createdAt ?? new Date().toISOString())}</span>
                  <span className="flex-1">
                    {e.type === 'purchase' ? cm.purchase : cm.payment}
                    {e.settles ? ` (${cm.settles})` : ''}
                    {e.description ? <span className="block text-xs text-slate-600">{e.description}</span> : null}
                  </span>
                  {e.pending ? <Badge tone="amber">{m.common.pending}</Badge> : null}
                  <span className={`font-mono tabular-nums ${e.type === 'payment' ? 'text-emerald-700' : ''}`}>
                    {e.type === 'payment' ? '-' : ''}
                    {money(Number(e.amount))}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <CustomerOrders customerId={customer.id} />
      {receiving && account ? <ReceiveDialog view={view} owes={owes} onDone={() => setReceiving(false)} /> : null}
    </div>
  );
}

/** The customer pays what they owe at the counter: the method (cash, PIX…), and the account is settled. */
function ReceiveDialog({ view, owes, onDone }: { view: CustomerView; owes: number; onDone: () => void }) {
  const businessId = useBusinessId();
  // Any of the counter's methods but the account itself.
  const methods = useLive(() => all('paymentMethods', businessId), [businessId], []).filter((x) => x.available !== false && x.type !== 'pendency');
  methods.sort((a, b) => a.position - b.position);
  const [methodId, setMethodId] = useState('');
  const chosen = methodId || methods[0]?.id || '';
  // Cash goes into the drawer: it needs the register open, as a sale's cash does (PaymentScreen).
  const cashRegisterId = useTerminalSetup((s) => s.cashRegisterId);
  const register = useLive(() => loadRegister(businessId, cashRegisterId), [businessId, cashRegisterId], null);
  const chosenMethod = methods.find((x) => x.id === chosen);
  const noRegisterForCash = !!chosenMethod && isCash(chosenMethod) && !register?.audit;
  const confirm = () => {
    if (!chosen || !view.account || noRegisterForCash) return;
    onDone();
    void settleAccount(view.customer, view.account, chosen, register?.audit?.id ?? null)
      .then(() => toast(cm.received(owes), 'success'))
      .catch(failed);
  };
  return (
    <Dialog title={cm.receiveTitle(view.customer.name)} onCancel={onDone} onConfirm={confirm} confirmDisabled={!chosen || noRegisterForCash} confirmTone="success" testId="receive-dialog">
      <p className="mb-3 text-2xl font-bold" data-testid="receive-amount">
        {money(owes)}
      </p>
      <span className="mb-1 block text-sm font-medium text-slate-700">{cm.receiveHow}</span>
      <Segmented label={cm.receiveHow} value={chosen} onChange={setMethodId} choices={methods.map((x) => ({ value: x.id, label: x.name }))} />
      {noRegisterForCash ? (
        <p role="alert" className="mt-3 font-semibold text-red-700" data-testid="receive-needs-register">
          {cm.receiveNeedsRegister}
        </p>
      ) : null}
    </Dialog>
  );
}
