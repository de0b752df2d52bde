// The order pad (comanda): the catalog on the left (categories, search by name or code, a barcode scanner
// types into the search), the pad on the right (sent items, items to fire, totals) and its actions.
import { useCallback, useRef, useState } from 'react';
import { lineTotal } from '../../../src-shared/domain/money.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money, percent, quantity as qtyText } from '../../format/money.js';
import { describeAvailability, isAvailable } from '../../../src-shared/domain/availability.js';
import { businessTimeZone } from '../../format/time.js';
import { all, byIds } from '../../queries/mirrorRead.js';
import { loadPad, padLabel, padTotals, type PadView } from '../../queries/counter.js';
import { loadRegister } from '../../queries/cash.js';
import { preBillDocument } from '../../services/printing.js';
import { useReprint } from '../../printing/PreviewDialog.js';
import type { AvailabilityRow, OrderProductRow, ProductRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { navigate } from '../../hooks/useRoute.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AmountRow, Badge, Empty } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { loadCombo, priceToday, useCatalog } from './catalog.js';
import { CatalogPanel, type CatalogPanelHandle } from './CatalogPanel.js';
import { isWeighed } from './weighed.js';
import { CompositeDialog } from './CompositeDialog.js';
import { checkoutContextOf, useCheckoutContexts } from '../checkout/checkoutContext.js';
import { useDraft, useDrafts, type DraftLine } from './draft.js';
import { DivideDialog, EditLineDialog, ReasonDialog, TransferDialog, WeightDialog } from './LineDialogs.js';
import { cancelPad, closePad, divideLine, fire, removeLine, reopenPad, transferLines, updateLine } from './padActions.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { useCan } from '../../hooks/permissions.js';

type LineDialog = { kind: 'edit' | 'remove' | 'divide'; line: OrderProductRow } | { kind: 'transfer' } | { kind: 'cancelPad' } | { kind: 'closePad' } | null;

interface PadScreenData {
  view: PadView;
  label: string;
  /** The products the pad's lines name, read by id: the pad draws right without the whole catalog. */
  lineProducts: Map<string, ProductRow>;
}

/** Everything the pad's side shows, in one read, so it draws once with its name and its lines. */
async function loadPadScreen(padId: string): Promise<PadScreenData | null> {
  const view = await loadPad(padId);
  if (!view) return null;
  const [label, lineProducts] = await Promise.all([padLabel(view.pad), byIds('products', [...new Set(view.lines.map((l) => l.productId))])]);
  return { view, label, lineProducts };
}

export function OrderPadScreen({ padId }: { padId: string }) {
  const businessId = useBusinessId();
  const mayPay = useCan('payment');
  const mayManage = useCan('managerActions');
  const catalog = useCatalog(businessId);
  const productHours = useLive(
    async () => {
      const byProduct = new Map<string, AvailabilityRow[]>();
      for (const a of await all('availabilities', businessId)) {
        if (a.ownerType !== 'product' || typeof a.ownerId !== 'string') continue;
        byProduct.set(a.ownerId, [...(byProduct.get(a.ownerId) ?? []), a]);
      }
      return byProduct;
    },
    [businessId],
    new Map<string, AvailabilityRow[]>(),
  );
  const data = useLive(() => loadPadScreen(padId), [padId], null as PadScreenData | null);
  const view = data?.view ?? null;
  const label = data?.label ?? '';
  const draft = useDraft(padId);
  const drafts = useDrafts();
  const cashRegisterId = useTerminalSetup((s) => s.cashRegisterId);
  const sale = useCheckoutContexts((s) => s.byPad[padId]);

  const [composing, setComposing] = useState<ProductRow | null>(null);
  const [weighing, setWeighing] = useState<ProductRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<LineDialog>(null);
  const [firing, setFiring] = useState(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const reprint = useReprint();
  const panel = useRef<CatalogPanelHandle>(null);

  const open = view?.pad.status === 'open';
  const lines = view?.lines ?? [];
  const draftTotal = draft.reduce((a, l) => a + l.totalPrice, 0);
  const selectedLines = lines.filter((l) => selected.includes(l.id));
  const oneSelected = selectedLines.length === 1 ? selectedLines[0] : undefined;

  const addDraft = (line: Omit<DraftLine, 'id'>) => {
    drafts.add(padId, line);
    setComposing(null);
    setWeighing(null);
    panel.current?.clear();
    panel.current?.focus();
  };

  const pick = async (p: ProductRow) => {
    if (!open) return;
    // A product with hours (the rodízio from 18:00) is refused outside them, on the business's clock. Read from
    // a live query, not looked up here: an await before the line goes in would let a scan typed meanwhile be lost.
    const hours = productHours.get(p.id) ?? [];
    if (!isAvailable(hours, { at: new Date(), timeZone: businessTimeZone(), originId: null })) {
      toast(m.pad.notAvailableNow(p.name, describeAvailability(hours)), 'error');
      return;
    }
    if (p.type === 'composite' || catalog.composed.has(p.id)) return setComposing(p);
    if (isWeighed(p)) return setWeighing(p);
    const combo = p.type === 'combo' ? await loadCombo(businessId, p.id, catalog.products) : [];
    // All-you-can-eat is charged per person: one for each of the pad's occupants.
    const units = p.type === 'allYouCanEat' ? Math.max(1, view?.pad.occupants ?? 1) : 1;
    // Today's price: the category's sale of the day, as the server charges it.
    const price = priceToday(catalog, p);
    addDraft({
      productId: p.id,
      name: p.name,
      quantity: units * 1000,
      weighed: false,
      unitPrice: price,
      totalPrice: price * units,
      selections: [],
      observation: combo.length ? m.pad.combo(combo.map((c) => `${qtyText(c.quantity, false)} ${c.name}`).join(', ')) : null,
    });
  };

  // A stable handler so the grid redraws only when the products shown change.
  const pickLatest = useRef(pick);
  pickLatest.current = pick;
  const pickRef = useCallback((p: ProductRow) => void pickLatest.current(p), []);

  const fireDraft = async (shown: PadView): Promise<boolean> => {
    setFiring(true);
    try {
      const sale = checkoutContextOf(padId);
      // A delivery sale's orders name its delivery method: the fee is the server's rule (every delivery order).
      const ctx = sale
        ? { padId, padLabel: label, serviceId: shown.pad.serviceId, ...sale }
        : { padId, padLabel: label, serviceId: shown.pad.serviceId };
      // The kitchen tickets' notice says what was fired and what printed (services/printing.ts).
      await fire(ctx, draft);
      drafts.clear(padId);
      // A balcony or delivery sale goes on to its checkout.
      if (sale && mayPay) navigate('comandas', padId, 'pagamento');
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setFiring(false);
    }
  };

  /** Sends the draft; true once it is in the outbox. A second F4, or F8 pressed while the first fire is still on
   * its way, waits for that fire instead of being dropped (the cashier who fires and pays at once gets the bill). */
  const doFire = (): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    if (!view) return Promise.resolve(false);
    if (draft.length === 0) {
      toast(m.pad.nothingToFire);
      return Promise.resolve(false);
    }
    const run = fireDraft(view);
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  };

  // The other open pads and their names only while items are being transferred: with hundreds of tables
  // open, naming every pad on each open would compete with the pad's own first draw.
  const transferring = dialog?.kind === 'transfer';
  const openPads = useLive(
    async () => {
      if (!transferring) return [];
      const pads = (await all('orderPads', businessId)).filter((p) => p.status === 'open' && p.id !== padId);
      return Promise.all(pads.map(async (p) => ({ id: p.id, label: await padLabel(p) })));
    },
    [businessId, padId, transferring],
    [] as { id: string; label: string }[],
  );

  useHotkey('F2', () => panel.current?.focus());
  useHotkey('Escape', () => {
    if (panel.current?.clear()) return;
    if (selected.length) setSelected([]);
    else navigate('mesas');
  });

  const weighedLine = (l: OrderProductRow) => {
    const product = data?.lineProducts.get(l.productId) ?? catalog.products.get(l.productId);
    return !!product && isWeighed(product);
  };
  const toggleLine = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const act = async (fn: () => Promise<void>) => {
    setDialog(null);
    setSelected([]);
    try {
      await fn();
    } catch (err) {
      failed(err);
    }
  };

  if (!view) {
    return (
      <section className="p-6" data-testid="order-pad-screen">
        <Empty>{m.common.loading}</Empty>
      </section>
    );
  }
  // One total, by the pad's rule, with the items not sent yet counted in and said so.
  const t = draft.length ? padTotals(view.pad, view.orders, view.lines, view.payments, draft.map((l) => l.totalPrice)) : view.totals;
  // Paying sends what is still on screen first: the payment screen then charges it.
  const pay = async () => {
    const sending = inFlight.current ?? (draft.length ? doFire() : null);
    if (sending && !(await sending)) return;
    navigate('comandas', padId, 'pagamento');
  };

  return (
    <section className="flex h-full min-h-0" data-testid="order-pad-screen">
      {/* catalog */}
      <CatalogPanel ref={panel} catalog={catalog} businessId={businessId} open={open} onPick={pickRef} />

      {/* the pad */}
      <aside className="flex w-[440px] shrink-0 flex-col border-l border-slate-200 bg-white" aria-label={m.pad.items}>
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
          <h1 className="flex-1 truncate text-xl font-bold" data-testid="pad-title">
            {label}
          </h1>
          {view.pad.status === 'closed' ? <Badge tone="blue">{m.pad.closed}</Badge> : null}
          {sale ? <Badge tone="blue">{sale.originName}</Badge> : null}
          {view.pad.status === 'canceled' ? <Badge tone="red">{m.pad.canceled}</Badge> : null}
        </div>
        {sale?.customerName ? (
          <p className="border-b border-slate-200 bg-blue-50 px-3 py-1 text-sm text-blue-900" data-testid="sale-context">
            {sale.customerName}
            {sale.addressText ? ` · ${sale.addressText}` : ''}
            {sale.deliveryFee ? ` · ${m.checkout.deliveryFee} ${money(sale.deliveryFee)}` : ''}
          </p>
        ) : null}
        <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="pad-lines">
          {lines.length === 0 && draft.length === 0 ? <Empty>{m.pad.noItems}</Empty> : null}
          {lines.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                onClick={() => open && toggleLine(l.id)}
                aria-pressed={selected.includes(l.id)}
                data-testid="pad-line"
                className={`flex w-full items-start gap-2 border-b border-slate-100 px-3 py-2 text-left ${selected.includes(l.id) ? 'bg-blue-50' : ''}`}
              >
                <span className="w-20 shrink-0 font-mono text-sm whitespace-nowrap">{weighedLine(l) ? qtyText(l.quantity, true) : `${qtyText(l.quantity, false)}×`}</span>
                <span className="flex-1">
                  <span className="font-medium">{l.name}</span>
                  {l.selections.length ? (
                    <span className="block text-xs text-slate-600">
                      {l.selections.map((s) => `${s.fraction === 500 ? '½ ' : ''}${s.name ?? catalog.optionNames.get(s.productSubproductId) ?? ''}`).filter((x) => x.trim()).join(' / ')}
                    </span>
                  ) : null}
                  {l.observation ? <span className="block text-xs text-amber-800">{l.observation}</span> : null}
                </span>
                {l.pending ? <Badge tone="amber">{m.common.pending}</Badge> : null}
                <span className="font-mono text-sm tabular-nums">{money(l.totalPrice)}</span>
              </button>
            </li>
          ))}
          {draft.map((l) => (
            <li key={l.id} className="flex items-start gap-2 border-b border-slate-100 bg-amber-50 px-3 py-2" data-testid="draft-line">
              <span className="w-20 shrink-0 font-mono text-sm whitespace-nowrap">{qtyText(l.quantity, l.weighed)}{l.weighed ? '' : '×'}</span>
              <span className="flex-1">
                <span className="font-medium">{l.name}</span>
                {l.selections.length ? (
                  <span className="block text-xs text-slate-600">{l.selections.map((s) => `${s.fraction ? `${s.fraction === 500 ? '½' : `${Math.round(s.fraction / 10) / 100}`} ` : ''}${s.name}`).join(' / ')}</span>
                ) : null}
                {l.observation ? <span className="block text-xs text-amber-800">{l.observation}</span> : null}
                <Badge tone="amber">{m.pad.draft}</Badge>
              </span>
              <span className="font-mono text-sm tabular-nums">{money(l.totalPrice)}</span>
              <button type="button" aria-label={`${m.pad.remove}: ${l.name}`} className="touch-target rounded text-xl text-red-700" onClick={() => drafts.remove(padId, l.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
        {selectedLines.length > 0 ? (
          <div className="grid grid-cols-2 gap-2 border-t border-slate-200 bg-blue-50 p-2" data-testid="line-actions">
            <Button onClick={() => oneSelected && setDialog({ kind: 'edit', line: oneSelected })} disabled={!oneSelected}>
              {m.pad.edit}
            </Button>
            <Button tone="danger" onClick={() => oneSelected && setDialog({ kind: 'remove', line: oneSelected })} disabled={!oneSelected}>
              {m.pad.remove}
            </Button>
            <Button onClick={() => oneSelected && setDialog({ kind: 'divide', line: oneSelected })} disabled={!oneSelected}>
              {m.pad.divide}
            </Button>
            <Button onClick={() => setDialog({ kind: 'transfer' })}>{m.pad.transferItems}</Button>
          </div>
        ) : null}
        <div className="border-t border-slate-200 px-3 py-2" data-testid="pad-totals">
          <AmountRow label={m.pad.subtotal} value={money(t.subtotal)} />
          {t.discount ? <AmountRow label={m.pad.discount} value={`-${money(t.discount)}`} /> : null}
          {view.pad.serviceFeeEnabled ? <AmountRow label={m.pad.serviceFee(percent(view.pad.serviceFeeRate))} value={money(t.serviceFee)} /> : null}
          {draftTotal ? <AmountRow label={m.pad.draft} value={money(draftTotal)} /> : null}
          <AmountRow label={draftTotal ? m.pad.totalWithDraft : m.pad.total} value={money(t.total)} strong testId="pad-total" />
          {t.paid ? <AmountRow label={m.pad.balance} value={money(t.balance)} testId="pad-balance" /> : null}
        </div>
        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-2">
          {open ? (
            <>
              <Button tone="success" fkey="F4" size="lg" className="col-span-2" onClick={() => void doFire()} disabled={firing || draft.length === 0}>
                {firing ? m.pad.firing : `${m.pad.fire}${draft.length ? ` (${draft.length})` : ''}`}
              </Button>
              <Button tone="primary" fkey="F8" onClick={() => void pay()} disabled={!mayPay} title={mayPay ? undefined : am.notForRole.payment}>
                {m.pad.pay}
              </Button>
              <Button fkey="F9" onClick={() => void reprint.ask(`preBill ${padId}`, () => preBillDocument(padId, label), m.pad.preBillPrinted)}>
                {m.pad.preBill}
              </Button>
              <Button fkey="F10" onClick={() => setDialog({ kind: 'closePad' })} disabled={!mayPay || t.balance > 0 || draft.length > 0 || lines.length === 0} title={mayPay ? undefined : am.notForRole.payment}>
                {m.pad.closeShort}
              </Button>
              <Button tone="danger" onClick={() => setDialog({ kind: 'cancelPad' })} disabled={!mayManage} title={mayManage ? undefined : am.notForRole.managerActions}>
                {m.pad.cancelShort}
              </Button>
            </>
          ) : (
            <Button
              tone="primary"
              className="col-span-2"
              onClick={() => void act(() => reopenPad(padId, label, null))}
              disabled={view.pad.status !== 'closed' || !mayManage}
              title={mayManage ? undefined : am.notForRole.managerActions}
            >
              {m.pad.reopen}
            </Button>
          )}
          <Button tone="ghost" hint="Esc" className="col-span-2" onClick={() => navigate('mesas')}>
            {m.common.back}
          </Button>
        </div>
      </aside>

      {reprint.dialog}
      {composing ? <CompositeDialog product={composing} sales={(composing.categoryId && catalog.sales.get(composing.categoryId)) || []} onCancel={() => setComposing(null)} onAdd={addDraft} /> : null}
      {weighing ? (
        <WeightDialog
          name={weighing.name}
          price={priceToday(catalog, weighing)}
          onCancel={() => setWeighing(null)}
          onConfirm={(grams) =>
            addDraft({
              productId: weighing.id,
              name: weighing.name,
              quantity: grams,
              weighed: true,
              unitPrice: priceToday(catalog, weighing),
              totalPrice: lineTotal(priceToday(catalog, weighing), grams),
              selections: [],
              observation: null,
            })
          }
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditLineDialog line={dialog.line} weighed={weighedLine(dialog.line)} onCancel={() => setDialog(null)} onConfirm={(patch, reason, authorizedBy) => void act(() => updateLine(dialog.line, label, patch, reason, authorizedBy))} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ReasonDialog
          title={`${m.pad.remove}: ${dialog.line.name}`}
          question={m.pad.removeReason}
          confirmLabel={m.pad.remove}
          danger
          guard={{ action: 'removeOrderProduct', entityId: dialog.line.id }}
          onCancel={() => setDialog(null)}
          onConfirm={(reason, authorizedBy) => void act(() => removeLine(dialog.line, label, reason, authorizedBy))}
        />
      ) : null}
      {dialog?.kind === 'divide' ? <DivideDialog line={dialog.line} onCancel={() => setDialog(null)} onConfirm={(parts) => void act(() => divideLine(dialog.line, parts))} /> : null}
      {dialog?.kind === 'transfer' ? (
        <TransferDialog count={selectedLines.length} targets={openPads} onCancel={() => setDialog(null)} onConfirm={(target) => void act(() => transferLines(selectedLines, label, target))} />
      ) : null}
      {dialog?.kind === 'cancelPad' ? (
        <ReasonDialog title={m.pad.cancelPad} question={m.pad.cancelConfirm} confirmLabel={m.pad.cancelPad} danger onCancel={() => setDialog(null)} onConfirm={(reason) => void act(() => cancelPad(padId, label, reason))} />
      ) : null}
      {dialog?.kind === 'closePad' ? (
        <Dialog
          title={m.pad.closePad}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            void act(async () => {
              const reg = await loadRegister(businessId, cashRegisterId);
              await closePad(padId, label, reg.audit?.id ?? null);
              navigate('mesas');
            })
          }
        >
          <p>
            {label}: {money(t.total)}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}
