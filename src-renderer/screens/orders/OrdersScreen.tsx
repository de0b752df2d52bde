// The orders board: orders by status, moved along the statuses the rules allow next, delivery orders
// dispatched with a delivery man.
import { useMemo, useState } from 'react';
import { ORDER_CHANNEL_LABELS, ORDER_STATUS_LABELS, type DeliveryMode, type OrderChannel, type OrderStatus } from '../../../src-shared/api/enums.js';
import { canDispatch, FINISHED_STATUSES, nextStatuses } from '../../../src-shared/domain/orderStatus.js';
import { orderProductTotal } from '../../../src-shared/domain/pricing.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money, quantity as qtyText } from '../../format/money.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { elapsed } from '../../format/time.js';
import { padLabel } from '../../queries/counter.js';
import { partsOf } from '../../queries/orderParts.js';
import { all, byId, whereIn } from '../../queries/mirrorRead.js';
import type { EntityRow, OrderProductRow, OrderRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useDayNfcesByGroup } from '../../hooks/useDayNfces.js';
import { useLive } from '../../hooks/useLive.js';
import { useNow } from '../../hooks/useNow.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';
import { useCan } from '../../hooks/permissions.js';
import { boardStatus, type DayNfce } from '../../services/nfceOfDay.js';
import { hasIdentifiedCustomer } from '../../services/nfeIssue.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { kdsMessages } from '../../../src-shared/i18n/kds.js';
import { CancelOrderDialog } from './CancelOrderDialog.js';
import { NfeIssueDialog } from './NfeIssueDialog.js';
import { ToEmitNfeDialog } from './ToEmitNfeDialog.js';
import { cancelPaidOnline, changeStatus, dispatch, downloadResume, paidOnline, revertSendToKds, sendToKds, setCustomer } from './orderActions.js';
import { CustomerSearch } from '../customers/CustomerSearch.js';

const o = m.orders;

const columns: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'Pendentes', statuses: ['pendingPayment', 'pending'] },
  { title: 'Em preparo', statuses: ['confirmed'] },
  { title: 'Prontos', statuses: ['readyToPickUp', 'readyToDelivery', 'readyToConsumption'] },
  { title: 'Em entrega', statuses: ['sentLogistics', 'delivering', 'customerNotFound'] },
  { title: 'Finalizados', statuses: ['pickedUp', 'delivered', 'consumed'] },
];

interface OrderCard {
  order: OrderRow;
  lines: OrderProductRow[];
  total: number;
  customer: EntityRow | null;
  /** Where the order goes: the table, ficha or comanda its kitchen ticket named. */
  where: string;
  /** Per line: its halves and add-ons, as the kitchen ticket lists them. */
  parts: Map<string, string[]>;
  /** The sales its NFC-e may be under: its comanda's, and the table service's the comanda belongs to. */
  groups: string[];
}

async function loadBoard(businessId: string | null): Promise<{ cards: OrderCard[]; deliveryMen: EntityRow[] }> {
  const [orders, entities] = await Promise.all([all('orders', businessId), all('entities', businessId)]);
  // The board is about today's work: the last 300 orders are plenty for a shift.
  const recent = orders.filter((x) => x.status !== 'canceled').sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, 300);
  const lines = await whereIn(
    'orderProducts',
    'orderId',
    recent.map((x) => x.id),
  );
  const byOrder = new Map<string, OrderProductRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  const people = new Map(entities.map((e) => [e.id, e]));
  const pads = new Map<string, Promise<{ label: string; serviceId: string | null }>>();
  const padOf = (padId: string | null): Promise<{ label: string; serviceId: string | null }> => {
    if (!padId) return Promise.resolve({ label: '', serviceId: null });
    if (!pads.has(padId)) pads.set(padId, byId('orderPads', padId).then(async (pad) => (pad ? { label: await padLabel(pad), serviceId: pad.serviceId ?? null } : { label: '', serviceId: null })));
    return pads.get(padId)!;
  };
  const names = new Map<string, string>();
  return {
    cards: await Promise.all(
      recent.map(async (order) => {
        const ls = byOrder.get(order.id) ?? [];
        const parts = new Map<string, string[]>();
        for (const l of ls) parts.set(l.id, await partsOf(l, names));
        const pad = await padOf(order.orderPadId);
        return {
          order,
          lines: ls,
          total: ls.reduce((a, l) => a + (l.totalPrice ?? orderProductTotal(l.unitPrice, l.quantity)), 0) + (order.deliveryFee ?? 0),
          customer: order.entityId ? (people.get(order.entityId) ?? null) : null,
          where: pad.label,
          parts,
          groups: [order.orderPadId, pad.serviceId].filter((g): g is string => !!g),
        };
      }),
    ),
    deliveryMen: entities.filter((e) => e.type === 'deliveryMan' && e.available !== false),
  };
}

/** The order's total and, once the sale has one, its NFC-e's situation. */
function CardFooter({ total, nfce }: { total: string; nfce: DayNfce | null }) {
  const st = nfce ? boardStatus(nfce) : null;
  return (
    <span className="flex flex-wrap items-center justify-between gap-1">
      <span>{total}</span>
      {st ? (
        <span data-testid="order-nfce">
          <Badge tone={st.tone}>{st.text}</Badge>
        </span>
      ) : null}
    </span>
  );
}

export function OrdersScreen() {
  const businessId = useBusinessId();
  const board = useLive(() => loadBoard(businessId), [businessId], { cards: [] as OrderCard[], deliveryMen: [] as EntityRow[] });
  const now = useNow();
  const nfces = useDayNfcesByGroup();
  const nfceOf = (c: OrderCard) => c.groups.map((g) => nfces.get(g)).find(Boolean) ?? null;
  const [openId, setOpenId] = useState<string | null>(null);
  const [dispatching, setDispatching] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [listingToEmit, setListingToEmit] = useState(false);
  const [choosingCustomer, setChoosingCustomer] = useState(false);
  // The NF-e is the back office's: a manager issues it for a finished order whose customer has a CPF or CNPJ.
  const mayIssue = useCan('settings');
  const open = board.cards.find((c) => c.order.id === openId) ?? null;
  // The server's answer when the mirror carries it for the status it knows; offline, or with a change
  // still waiting, the same shared rule on the terminal.
  const next = useMemo(() => {
    if (!open) return [];
    const o = open.order;
    if (!o.pending && Array.isArray(o.nextStatuses)) return o.nextStatuses;
    return nextStatuses(o.status, o.deliveryMode as DeliveryMode);
  }, [open]);

  const act = (fn: () => Promise<void>) => {
    setOpenId(null);
    setDispatching(false);
    setCanceling(false);
    setChoosingCustomer(false);
    void fn().catch(failed);
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="orders-screen">
      <ScreenHeader title={o.title}>
        <Button tone="ghost" onClick={() => (location.hash = '/cozinha')} data-testid="open-kds">
          {kdsMessages.openKds}
        </Button>
        <Button tone="ghost" onClick={() => (location.hash = '/painel')} title={kdsMessages.panelHint} data-testid="open-pickup-panel">
          {kdsMessages.openPanel}
        </Button>
        {mayIssue ? (
          <Button tone="secondary" onClick={() => setListingToEmit(true)} data-testid="to-emit-open">
            {fiscalActionMessages.screen.toEmit}
          </Button>
        ) : null}
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-5 gap-2 overflow-hidden p-2">
        {columns.map((col) => {
          const cards = board.cards.filter((c) => col.statuses.includes(c.order.status));
          return (
            <div key={col.title} className="flex min-h-0 flex-col rounded-xl bg-slate-200/60" data-testid={`column-${col.title}`}>
              <h2 className="flex items-center justify-between px-3 py-2 font-bold">
                {col.title} <Badge>{cards.length}</Badge>
              </h2>
              <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-2 pb-2">
                {cards.length === 0 ? <p className="p-2 text-sm text-slate-500">{o.noOrders}</p> : null}
                {cards.map((c) => (
                  <Tile
                    key={c.order.id}
                    testId={`order-card-${c.order.number || 'novo'}`}
                    title={`${o.number(orderCode(c.order.id))} · ${ORDER_STATUS_LABELS[c.order.status]}`}
                    subtitle={[c.where, c.customer?.name ?? ORDER_CHANNEL_LABELS[c.order.originType as OrderChannel] ?? c.order.originType, o.items(c.lines.length), c.order.createdAt ? elapsed(c.order.createdAt, now) : '']
                      .filter(Boolean)
                      .join(' · ')}
                    footer={<CardFooter total={money(c.total)} nfce={nfceOf(c)} />}
                    corner={c.order.pending ? <Badge tone="amber">{m.common.pending}</Badge> : undefined}
                    onClick={() => setOpenId(c.order.id)}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {open && !dispatching && !canceling && !issuing && !choosingCustomer ? (
        <Dialog title={`${o.number(orderCode(open.order.id))} · ${ORDER_STATUS_LABELS[open.order.status]}`} wide onCancel={() => setOpenId(null)} testId="order-dialog">
          {open.where ? (
            <p className="mb-2 text-lg font-semibold" data-testid="order-where">
              {open.where}
            </p>
          ) : null}
          <ul className="mb-3">
            {open.lines.map((l) => (
              <li key={l.id} className="border-b border-slate-100 py-1" data-testid="order-line">
                <div className="flex justify-between">
                  <span>
                    {l.quantity % 1000 !== 0 ? qtyText(l.quantity, true) : `${qtyText(l.quantity, false)}×`} {l.name}
                  </span>
                  <span className="font-mono">{money(l.totalPrice)}</span>
                </div>
                {(open.parts.get(l.id) ?? []).map((part, i) => (
                  <p key={i} className="pl-6 text-sm text-slate-700">
                    + {part}
                  </p>
                ))}
                {l.observation ? (
                  <p className="pl-6 text-sm font-medium text-amber-800">
                    {o.note} {l.observation}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mb-3 flex flex-wrap items-center gap-2">
            {open.customer ? (
              <span data-testid="order-customer">
                {o.customer}: {open.customer.name}
              </span>
            ) : null}
            {/* A customer named after the order was taken (for a delivery, an NF-e, the account): while it is open. */}
            {!FINISHED_STATUSES.includes(open.order.status) ? (
              <Button tone="secondary" onClick={() => setChoosingCustomer(true)} data-testid="order-set-customer">
                {open.customer ? o.changeCustomer : o.setCustomer}
              </Button>
            ) : null}
          </p>
          <p className="mb-3">
            {/* The server writes the file: an order still waiting in the outbox has none yet. */}
            <Button tone="secondary" disabled={!!open.order.pending} title={open.order.pending ? o.resumeWaits : undefined} onClick={() => void downloadResume(open.order).catch(failed)} data-testid="order-resume">
              {o.resume}
            </Button>
          </p>
          <h3 className="mb-1 text-sm font-semibold uppercase text-slate-500">{o.change}</h3>
          <div className="flex flex-wrap gap-2">
            {next.length === 0 ? <p className="text-slate-500">{m.common.none}</p> : null}
            {next.map((s) => (
              // A cancel undoes a fired order: it asks for confirmation, a reason and (for whom it needs one) a manager.
              <Button key={s} tone={s === 'canceled' ? 'danger' : 'primary'} onClick={() => (s === 'canceled' ? setCanceling(true) : act(() => changeStatus(open.order, s, ORDER_STATUS_LABELS[s])))}>
                {ORDER_STATUS_LABELS[s]}
              </Button>
            ))}
            {open.order.kdsStatus === 'none' && !FINISHED_STATUSES.includes(open.order.status) ? (
              <Button tone="secondary" onClick={() => act(() => sendToKds(open.order))} data-testid="order-send-kds">
                {kdsMessages.sendToKds}
              </Button>
            ) : null}
            {open.order.kdsStatus === 'sent' && !FINISHED_STATUSES.includes(open.order.status) ? (
              <Button tone="secondary" onClick={() => act(() => revertSendToKds(open.order))} data-testid="order-revert-kds">
                {kdsMessages.revertSendToKds}
              </Button>
            ) : null}
            {canDispatch(open.order) ? (
              <Button tone="success" fkey="F6" onClick={() => setDispatching(true)}>
                {o.dispatch}
              </Button>
            ) : null}
          </div>
          {mayIssue && FINISHED_STATUSES.includes(open.order.status) ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
              {hasIdentifiedCustomer(open.customer) ? (
                <Button tone="primary" onClick={() => setIssuing(true)} data-testid="nfe-issue">
                  {fiscalActionMessages.screen.issue}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">{fiscalActionMessages.screen.needsCustomer}</p>
              )}
            </div>
          ) : null}
        </Dialog>
      ) : null}
      {open && canceling ? (
        <CancelOrderDialog
          order={open.order}
          total={open.total}
          onCancel={() => setCanceling(false)}
          refund={paidOnline(open.order)}
          onDone={(reason, authorizedBy) =>
            act(() => (paidOnline(open.order) ? cancelPaidOnline(open.order, reason) : changeStatus(open.order, 'canceled', ORDER_STATUS_LABELS.canceled, { reason, authorizedBy })))
          }
        />
      ) : null}
      {open && issuing && open.customer ? (
        <NfeIssueDialog
          order={open.order}
          lines={open.lines}
          customer={open.customer}
          total={open.total}
          onClose={() => {
            setIssuing(false);
            setOpenId(null);
          }}
        />
      ) : null}
      {listingToEmit ? (
        <ToEmitNfeDialog
          customerOf={(id) => board.cards.find((c) => c.order.id === id)?.customer?.name ?? null}
          onBoard={(id) => board.cards.some((c) => c.order.id === id)}
          onPick={(id) => {
            setListingToEmit(false);
            setOpenId(id);
            setIssuing(true);
          }}
          onClose={() => setListingToEmit(false)}
        />
      ) : null}
      {open && choosingCustomer ? (
        <Dialog title={o.chooseCustomer} wide onCancel={() => setChoosingCustomer(false)} testId="order-customer-dialog">
          <div className="flex h-[50vh] flex-col">
            <CustomerSearch
              selected={open.order.entityId ?? null}
              autoFocus
              onPick={(id) =>
                act(async () => {
                  const customer = await byId('entities', id);
                  if (customer) await setCustomer(open.order, { id, name: customer.name });
                })
              }
            />
          </div>
        </Dialog>
      ) : null}
      {open && dispatching ? (
        <Dialog title={o.chooseDeliveryMan} wide onCancel={() => setDispatching(false)} testId="dispatch-dialog">
          {board.deliveryMen.length === 0 ? <Empty>{m.common.none}</Empty> : null}
          <div className="grid grid-cols-3 gap-2">
            {board.deliveryMen.map((d) => (
              <Tile key={d.id} title={d.name} onClick={() => act(() => dispatch(open.order, d))} />
            ))}
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
