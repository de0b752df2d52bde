// Checkout of an order pad or of a whole table (a service with several pads): service fee (10 % by default,
// removable), discount by value or percentage, split by occupants or by value, extras above the bill, several
// payment methods (cash with change, cards with their brand and the card machine's instruction, PIX, meal vouchers…), receipt and
// NFC-e, and closing the bill.
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { extraTotalKeys, extraWords, extrasOf, extrasSum, paymentExtraKeys, settlePayment, splitByOccupants, type ExtraAmounts, type PaymentExtra } from '../../../src-shared/domain/index.js';
import { brl } from '../../../src-shared/fiscal/format.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money, percent } from '../../format/money.js';
import { isCash, loadRegister } from '../../queries/cash.js';
import { all } from '../../queries/mirrorRead.js';
import { emitNfce, nfceDocuments, receiptDocument, reprintNfce } from '../../services/printing.js';
import { useReprint } from '../../printing/PreviewDialog.js';
import type { PaymentMethodRow } from '../../db/rows.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { navigate } from '../../hooks/useRoute.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AmountRow, Badge, Empty, Segmented } from '../../ui/fields.js';
import { Keypad, keypadMoney, startsNew } from '../../ui/Keypad.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { loadBill, spreadDiscount, type BillRef, type BillView } from './bill.js';
import { discountWithinLimit, type DiscountLimitConfig } from '../../../src-shared/domain/discountLimit.js';
import { passCodeMessages as pc } from '../../../src-shared/i18n/passCode.js';
import { useShell } from '../../store/shell.js';
import { BuyerDialog } from './BuyerDialog.js';
import type { BuyerDocument } from '../../../src-shared/fiscal/documents.js';
import { closeBill, payBill, removePayment, setBillDiscount, setBillServiceFee } from './paymentActions.js';
import { useManagerPass } from '../../ui/ManagerPass.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { useCan } from '../../hooks/permissions.js';
import { OnAccountPanel, onAccountRefusal, useOnAccountCustomer } from '../customers/OnAccountPanel.js';
import { buyOnAccount } from '../customers/accountActions.js';
import { customersMessages as cm } from '../../../src-shared/i18n/customers.js';

const p = m.payment;
const METHOD_KEYS = ['F2', 'F3', 'F4', 'F5', 'F6'];
const isCard = (method: PaymentMethodRow | undefined) => !!method && (method.type === 'credit' || method.type === 'debit' || method.type.toLowerCase().includes('card'));

export function PaymentScreen({ bill: ref }: { bill: BillRef }) {
  const businessId = useBusinessId();
  const cashRegisterId = useTerminalSetup((s) => s.cashRegisterId);
  const refKey = ref.kind === 'pad' ? ref.padId : ref.serviceId;
  const view = useLive(() => loadBill(ref), [ref.kind, refKey], null as BillView | null);
  const label = view?.label ?? '';
  const padIds = view?.pads.map((v) => v.pad.id) ?? [];
  const goBack = () => navigate(...(view?.back ?? ['mesas']));
  const register = useLive(() => loadRegister(businessId, cashRegisterId), [businessId, cashRegisterId], null);
  const brands = useLive(() => all('creditCardBanners', businessId), [businessId], []);
  const methods = register?.methods ?? [];
  const reprint = useReprint();

  const [methodId, setMethodId] = useState<string | null>(null);
  const [brandId, setBrandId] = useState<string | null>(null);
  const [amount, setAmount] = useState(0);
  const [tendered, setTendered] = useState(0);
  const [extras, setExtras] = useState<ExtraAmounts>(() => extrasOf({}));
  const [split, setSplit] = useState<'value' | 'occupants'>('value');
  const [discountOpen, setDiscountOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  // Why the NFC-e needs the buyer's CPF/CNPJ (R$ 10.000,00 or delivery), while the cashier is asked for it.
  const [buyerAsk, setBuyerAsk] = useState<string | null>(null);
  const emitterCnpj = useTerminalSetup((s) => s.fiscal?.cnpj ?? '');
  const amountField = useRef<HTMLInputElement>(null);
  const tenderedField = useRef<HTMLInputElement>(null);
  const extraFields = useRef<Partial<Record<PaymentExtra, HTMLInputElement | null>>>({});

  const totals = view?.totals;
  const balance = totals?.balance ?? 0;
  const occupants = view?.occupants ?? 1;
  const shares = useMemo(() => splitByOccupants(totals?.total ?? 0, occupants), [totals?.total, occupants]);
  const method = methods.find((x) => x.id === methodId);
  const cash = method ? isCash(method) || method.allowsChange : false;
  const methodBrands = brands.filter((b) => b.paymentMethodId === methodId);
  const noRegisterForCash = !!method && isCash(method) && !register?.audit;
  // "Na conta" (fiado): the bill goes onto a customer's account, to be paid another day.
  const onAccount = method?.type === 'pendency';
  const [accountCustomerId, setAccountCustomerId] = useState<string | null>(null);
  const accountCustomer = useOnAccountCustomer(onAccount ? accountCustomerId : null);

  // The amount to pay follows the balance until the cashier types another.
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) return;
    setAmount(split === 'occupants' ? Math.min(balance, shares[0] ?? balance) : balance);
  }, [balance, split, shares]);

  // The extras are paid with the same method, on top of the amount: cash must cover both.
  const above = extrasSum(extras);
  const given = cash ? Math.max(tendered, amount + above) : amount + above;
  const decision = settlePayment(balance, amount, given, cash, extras);
  const accountRefusal = onAccount ? onAccountRefusal(accountCustomer, amount + above) : null;
  const change = decision.ok ? decision.change : 0;

  // Counts the cashier's choices of method: a payment that finishes after she already chose the next
  // method must not clear that choice.
  const choices = useRef(0);
  const [chosen, setChosen] = useState(0);
  const choose = (id: string) => {
    choices.current++;
    setChosen(choices.current);
    setMethodId(id);
    setBrandId(null);
    setTendered(0);
  };
  // The cursor goes where the cashier types next (the amount given, for cash) as the chosen method is drawn, within
  // the same click or key: an Enter pressed right after it takes the payment. (Focused a moment later, an Enter
  // could come first and press the method's button again.)
  useLayoutEffect(() => {
    if (chosen) (cash ? tenderedField : amountField).current?.focus();
  }, [chosen]);

  // F11: the first time emits the NFC-e (its DANFE prints at once); once the bill has one, its DANFE shows first.
  const nfce = async () => {
    if (!view) return;
    const emitted = await nfceDocuments(padIds, view.groupId);
    if (emitted) return reprint.show(emitted.docs, () => void reprintNfce(emitted.key));
    const r = await emitNfce(padIds, label, view.groupId);
    setBuyerAsk(r.needsBuyer ?? null);
  };
  const pay = async () => {
    if (!view || !method || !decision.ok || noRegisterForCash) return;
    if (methodBrands.length > 0 && !brandId) return;
    if (accountRefusal) return;
    const choice = choices.current;
    try {
      await payBill(view, {
        paymentMethodId: method.id,
        methodName: method.name,
        creditCardBannerId: brandId,
        amount: decision.amount,
        ...extrasOf(decision),
        tendered: decision.tendered,
        cashRegisterAuditId: register?.audit?.id ?? null,
      });
      if (onAccount && accountCustomer) await buyOnAccount(accountCustomer.customer, decision.amount + extrasSum(decision), cm.onAccount.description(label));
      if (choices.current !== choice) return;
      typed.current = false;
      setTendered(0);
      setExtras(extrasOf({}));
      setMethodId(null);
    } catch (err) {
      failed(err);
    }
  };

  // The keypad types into the focused field: an extra, the cash handed over, or else the amount.
  const keypadTarget = (): [HTMLInputElement | null, (f: (v: number) => number) => void] => {
    const extra = paymentExtraKeys.find((k) => document.activeElement === extraFields.current[k]);
    if (extra) return [extraFields.current[extra] ?? null, (f) => setExtras((e) => ({ ...e, [extra]: f(e[extra]) }))];
    return cash && document.activeElement === tenderedField.current ? [tenderedField.current, setTendered] : [amountField.current, setAmount];
  };

  const mayPay = useCan('payment');
  useHotkey('Enter', () => void pay(), !!method && decision.ok && mayPay && !accountRefusal);
  useHotkey('Escape', goBack);

  // Reached by a link by whom may not take payments (a waiter): say so, offer nothing the server would refuse.
  if (!mayPay) {
    return (
      <section className="p-6" data-testid="payment-screen">
        <Empty>{am.notForRole.payment}</Empty>
      </section>
    );
  }
  if (!view || !totals) {
    return (
      <section className="p-6" data-testid="payment-screen">
        <Empty>{m.common.loading}</Empty>
      </section>
    );
  }
  const settled = totals.balance === 0 && totals.total > 0;
  const several = view.pads.length > 1;

  return (
    <section className="flex h-full min-h-0" data-testid="payment-screen">
      {/* the bill */}
      <div className="flex w-[320px] shrink-0 flex-col border-r border-slate-200 bg-white lg:w-[400px]">
        <h1 className="border-b border-slate-200 px-4 py-2 text-xl font-bold">{p.title(label)}</h1>
        <div className="flex-1 overflow-y-auto px-4 py-2" data-testid="bill">
          <AmountRow label={m.pad.subtotal} value={money(totals.subtotal)} />
          {totals.discount ? <AmountRow label={p.discount} value={`-${money(totals.discount)}`} testId="bill-discount" /> : null}
          {several ? <AmountRow label={m.tables.pads} value={String(view.pads.length)} testId="bill-pads" /> : null}
          <AmountRow
            label={view.serviceFeeEnabled ? m.pad.serviceFee(percent(view.serviceFeeRate)) : p.serviceFeeOff}
            value={money(totals.serviceFee)}
            testId="bill-service-fee"
          />
          {totals.extras ? <AmountRow label={m.checkout.deliveryFee} value={money(totals.extras)} /> : null}
          <AmountRow label={p.total} value={money(totals.total)} strong testId="bill-total" />
          <AmountRow label={p.paid} value={money(totals.paid)} testId="bill-paid" />
          {extraTotalKeys.map((t) => (totals[t] ? <AmountRow key={t} label={extraWords[t] ?? t} value={money(totals[t])} testId={`bill-${t}`} /> : null))}
          <AmountRow label={p.balance} value={money(totals.balance)} strong testId="bill-balance" />
          {settled ? (
            <p className="mt-2 rounded-lg bg-emerald-100 p-2 text-center text-lg font-bold text-emerald-800" data-testid="bill-settled">
              {p.settled}
            </p>
          ) : null}

          <h2 className="mt-4 mb-1 text-sm font-semibold uppercase text-slate-500">{p.payments}</h2>
          {view.payments.length === 0 ? <p className="text-sm text-slate-500">{p.noPayments}</p> : null}
          <ul data-testid="payments-list">
            {view.payments.map((pay) => {
              const name = methods.find((x) => x.id === pay.paymentMethodId)?.name ?? '';
              const brand = brands.find((b) => b.id === pay.creditCardBannerId)?.name;
              return (
                <li key={pay.id} className="flex items-center gap-2 border-b border-slate-100 py-1">
                  <span className="flex-1">
                    {name}
                    {brand ? ` · ${brand}` : ''}
                    {several ? <span className="block text-xs text-slate-600">{view.padLabels.get(pay.orderPadId) ?? ''}</span> : null}
                    {paymentExtraKeys.map((k) =>
                      pay[k] ? (
                        <span key={k} className="block text-xs text-slate-600">
                          {p.extraIs(extraWords[k] ?? k, pay[k])}
                        </span>
                      ) : null,
                    )}
                    {pay.change ? <span className="block text-xs text-slate-600">{p.changeIs(pay.change)}</span> : null}
                  </span>
                  {pay.pending ? <Badge tone="amber">{m.common.pending}</Badge> : null}
                  <span className="font-mono whitespace-nowrap tabular-nums">{money(pay.amount)}</span>
                  <Button tone="ghost" onClick={() => void removePayment(pay.orderPadId, pay.id, name, pay.amount).catch(failed)} aria-label={`${p.remove} ${name}`}>
                    {p.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-2">
          <Button fkey="F7" onClick={() => void setBillServiceFee(view, !view.serviceFeeEnabled).catch(failed)} disabled={!view.open}>
            {view.serviceFeeEnabled ? p.serviceFeeOff : p.serviceFeeOn}
          </Button>
          <Button fkey="F8" onClick={() => setDiscountOpen(true)} disabled={!view.open}>
            {p.discount}
          </Button>
          <Button fkey="F9" onClick={() => void reprint.ask(`receipt ${padIds.join(' ')}`, () => receiptDocument(padIds, label), p.receiptPrinted)}>
            {p.printReceipt}
          </Button>
          <Button fkey="F11" onClick={() => void nfce().catch(failed)} disabled={!settled}>
            {p.printNfce}
          </Button>
          <Button tone="success" fkey="F10" size="lg" className="col-span-2" disabled={!settled || !view.open} onClick={() => setClosing(true)}>
            {p.close}
          </Button>
          <Button tone="ghost" hint="Esc" className="col-span-2" onClick={goBack}>
            {m.common.back}
          </Button>
        </div>
      </div>

      {/* taking a payment */}
      <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        <div>
          <h2 className="mb-2 text-sm font-semibold uppercase text-slate-500">{p.methods}</h2>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-2" data-testid="payment-methods">
            {methods.map((x, i) => (
              <Button key={x.id} tone={x.id === methodId ? 'primary' : 'secondary'} fkey={METHOD_KEYS[i]} onClick={() => choose(x.id)} disabled={settled} size="lg" aria-pressed={x.id === methodId}>
                {x.name}
              </Button>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold uppercase text-slate-500">{p.split}</span>
          <Segmented<'value' | 'occupants'>
            label={p.split}
            value={split}
            onChange={(v) => {
              typed.current = false;
              setSplit(v);
            }}
            choices={[
              { value: 'value', label: p.splitByValue },
              { value: 'occupants', label: p.splitByOccupants },
            ]}
          />
          {split === 'occupants' ? (
            <span className="text-sm text-slate-700" data-testid="split-share">
              {p.perPerson(occupants, shares[0] ?? 0)}
            </span>
          ) : null}
        </div>
        {method ? (
          // A narrower keypad where the window is narrow (the portrait tablet), so it stays in the window.
          <div className="grid grid-cols-[1fr_200px] gap-4 lg:grid-cols-[1fr_280px]">
            <div className="space-y-3">
              <MoneyInput
                ref={amountField}
                label={p.amount}
                value={amount}
                onChange={(v) => {
                  typed.current = true;
                  setAmount(v);
                }}
                testId="payment-amount"
                large
              />
              {paymentExtraKeys.map((k) => (
                <MoneyInput
                  key={k}
                  ref={(el) => {
                    extraFields.current[k] = el;
                  }}
                  label={extraWords[k] ?? k}
                  value={extras[k]}
                  onChange={(v) => setExtras((e) => ({ ...e, [k]: v }))}
                  testId={`payment-${k}`}
                />
              ))}
              {cash ? <MoneyInput ref={tenderedField} label={p.tendered} value={tendered} onChange={setTendered} testId="payment-tendered" large /> : null}
              {cash ? (
                <p className="text-2xl font-bold text-emerald-800" data-testid="payment-change">
                  {p.changeIs(change)}
                </p>
              ) : null}
              {methodBrands.length > 0 ? (
                <div>
                  <span className="mb-1 block text-sm font-medium text-slate-700">{p.brand}</span>
                  <Segmented
                    label={p.brand}
                    value={brandId ?? ''}
                    onChange={(id) => {
                      setBrandId(id);
                      // Back to the amount, so Enter takes the payment.
                      amountField.current?.focus();
                    }}
                    choices={methodBrands.map((b) => ({ value: b.id, label: b.name }))}
                  />
                </div>
              ) : null}
              {isCard(method) ? (
                <p className="rounded-lg border-2 border-blue-300 bg-blue-50 p-3 text-lg font-semibold text-blue-900" role="status" data-testid="card-machine">
                  {p.cardMachine}
                </p>
              ) : null}
              {onAccount ? <OnAccountPanel view={accountCustomer} onPick={setAccountCustomerId} amount={decision.ok ? decision.amount + extrasSum(decision) : amount + above} /> : null}
              {noRegisterForCash ? (
                <p className="rounded-lg bg-red-100 p-3 font-semibold text-red-800" role="alert">
                  {p.needsRegister}{' '}
                  <button type="button" className="underline" onClick={() => navigate('caixa')}>
                    {m.cash.open}
                  </button>
                </p>
              ) : null}
              {!decision.ok && amount > 0 ? <p className="font-medium text-red-700">{p.refusals[decision.reason]}</p> : null}
              <Button
                tone="success"
                size="lg"
                hint="Enter"
                className="w-full"
                onClick={() => void pay()}
                disabled={!decision.ok || noRegisterForCash || (methodBrands.length > 0 && !brandId) || !!accountRefusal}
              >
                {p.add}
              </Button>
            </div>
            <Keypad
              onDigits={(d) => {
                const [field, set] = keypadTarget();
                // Read before the update: the first key on a prefilled (selected) amount replaces it.
                const fresh = startsNew(field);
                if (field === amountField.current) typed.current = true;
                set((v) => keypadMoney(fresh ? 0 : v, d));
              }}
              onBackspace={() => keypadTarget()[1]((v) => Math.floor(v / 10))}
              onClear={() => keypadTarget()[1](() => 0)}
            />
          </div>
        ) : null}
      </div>

      {reprint.dialog}
      {discountOpen ? <DiscountDialog padIds={view.pads.map((v) => v.pad.id)} subtotals={view.pads.map((v) => v.totals.subtotal)} onCancel={() => setDiscountOpen(false)} onConfirm={(d, grants) => {
        setDiscountOpen(false);
        void setBillDiscount(view, d, grants).catch(failed);
      }} /> : null}
      {buyerAsk ? (
        <BuyerDialog
          why={buyerAsk}
          emitterCnpj={emitterCnpj}
          onCancel={() => setBuyerAsk(null)}
          onConfirm={(buyer: BuyerDocument) => {
            setBuyerAsk(null);
            void emitNfce(padIds, label, view.groupId, buyer).then((r) => setBuyerAsk(r.needsBuyer ?? null));
          }}
        />
      ) : null}
      {closing ? (
        <Dialog
          title={p.close}
          onCancel={() => setClosing(false)}
          onConfirm={() => {
            setClosing(false);
            void closeBill(view, register?.audit?.id ?? null)
              .then(() => navigate('mesas'))
              .catch(failed);
          }}
        >
          <p>
            {label}: {money(totals.total)}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}

function DiscountDialog({
  padIds,
  subtotals,
  onCancel,
  onConfirm,
}: {
  padIds: string[];
  subtotals: number[];
  onCancel: () => void;
  onConfirm: (d: { type: 'value' | 'percentage'; value: number } | null, grants: Map<string, AuthorizedBy | null>) => void;
}) {
  const [type, setType] = useState<'value' | 'percentage'>('value');
  const [value, setValue] = useState(0);
  const [busy, setBusy] = useState(false);
  // A discount lowers a sale: one who may not give it alone needs a manager's pass here (one grant per comanda),
  // unless every comanda's share stays within the business's discount limit.
  const giving = value > 0;
  const limit = useShell((s) => (s.business?.config as DiscountLimitConfig | undefined)?.discountLimit ?? null);
  const shares = type === 'value' ? spreadDiscount(subtotals, value) : subtotals.map(() => Math.min(value, 10_000));
  const mayPay = useCan('payment');
  const within = giving && mayPay && subtotals.every((sub, i) => discountWithinLimit({ type, value: shares[i] ?? 0 }, sub, { discountLimit: limit }));
  const pass = useManagerPass('discount', within);
  const ok = (!giving || pass.ready) && !busy;
  const confirm = async () => {
    if (!ok) return;
    const d = giving ? { type, value: type === 'percentage' ? Math.min(value, 10_000) : value } : null;
    setBusy(true);
    try {
      const grants = new Map<string, AuthorizedBy | null>();
      if (d) for (const id of padIds) grants.set(id, await pass.authorize(id));
      onConfirm(d, grants);
    } catch {
      // The pass shows why; no discount was sent.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={p.discount} onCancel={onCancel} onConfirm={() => void confirm()} confirmDisabled={!ok} testId="discount-dialog">
      <div className="space-y-3">
        <Segmented<'value' | 'percentage'>
          label={p.discount}
          value={type}
          onChange={setType}
          choices={[
            { value: 'value', label: p.discountValue },
            { value: 'percentage', label: p.discountPercent },
          ]}
        />
        {type === 'value' ? (
          <MoneyInput label={p.discountValue} value={value} onChange={setValue} autoFocus />
        ) : (
          <MoneyInput label={p.discountPercentLabel} value={value} onChange={setValue} max={10_000} autoFocus format={(v) => `${brl(v)} %`} />
        )}
        {giving && limit ? <p className={`text-sm font-semibold ${within ? 'text-emerald-800' : 'text-amber-900'}`} data-testid="discount-limit">{within ? pc.withinLimit(`${brl(limit)} %`) : pc.overLimit(`${brl(limit)} %`)}</p> : null}
        {giving ? pass.fields : null}
      </div>
    </Dialog>
  );
}
