// A customer's orders, as the server has them from every terminal: the last few with what they ordered (to repeat it
// on the phone: lastCustomerOrders) and, on request, the whole history with its count and sum (ordersByEntity).
// Offline the card says so and offers to try again; the rest of the customer's screen works from the mirror.
import { useEffect, useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src-shared/api/enums.js';
import type { OrderRead } from '../../../src-shared/api/schemas/orderReads.js';
import { customersMessages } from '../../../src-shared/i18n/customers.js';
import { money, quantity as qtyText } from '../../format/money.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { dayAndTime } from '../../format/time.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { serverApi } from '../../services/serverApi.js';
import { Button } from '../../ui/Button.js';
import { Badge } from '../../ui/fields.js';

const c = customersMessages.orders;
const LINE_FIELDS = 'id number createdAt status total products { productId name quantity totalPrice observation }';
const HISTORY_FIELDS = 'id number createdAt status originType total';

const statusTone = (status: string) => (status === 'canceled' ? 'red' : 'slate');

export function CustomerOrders({ customerId }: { customerId: string }) {
  const [last, retry] = useServerRead(customerId, () => serverApi().orders.gqlLastCustomerOrders({ entityId: customerId, limit: 5 }, LINE_FIELDS));
  const [showHistory, setShowHistory] = useState(false);
  useEffect(() => setShowHistory(false), [customerId]);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="customer-orders">
      <h3 className="mb-2 text-lg font-bold">{c.last}</h3>
      {last.state === 'loading' ? <p className="text-sm text-slate-500">…</p> : null}
      {last.state === 'offline' ? <Offline onRetry={retry} /> : null}
      {last.state === 'ready' && last.value.length === 0 ? <p className="text-sm text-slate-500">{c.none}</p> : null}
      {last.state === 'ready' ? (
        <ul className="space-y-2">
          {last.value.map((o) => (
            <li key={o.id} className="rounded-lg border border-slate-100 p-2" data-testid="customer-last-order">
              <OrderHeading order={o} />
              <ul className="pl-2 text-sm text-slate-700">
                {o.products.map((l, i) => (
                  <li key={i}>
                    {l.quantity % 1000 !== 0 ? qtyText(l.quantity, true) : `${qtyText(l.quantity, false)}×`} {l.name}
                    {l.observation ? <span className="text-amber-800"> · {l.observation}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {last.state === 'ready' && last.value.length > 0 && !showHistory ? (
        <Button tone="secondary" className="mt-3" onClick={() => setShowHistory(true)} data-testid="customer-history-open">
          {c.showHistory}
        </Button>
      ) : null}
      {showHistory ? <History customerId={customerId} /> : null}
    </div>
  );
}

function History({ customerId }: { customerId: string }) {
  const [history, retry] = useServerRead(customerId, () => serverApi().orders.gqlOrdersByEntity({ entityId: customerId, limit: 200 }, HISTORY_FIELDS));
  if (history.state === 'loading') return <p className="mt-3 text-sm text-slate-500">…</p>;
  if (history.state === 'offline') return <Offline onRetry={retry} />;
  const sold = history.value.filter((o) => o.status !== 'canceled');
  return (
    <div className="mt-4" data-testid="customer-history">
      <h4 className="text-sm font-semibold uppercase text-slate-500">{c.history}</h4>
      <p className="mb-1 text-sm text-slate-700" data-testid="customer-history-count">
        {c.historyCount(history.value.length, sold.reduce((a, o) => a + o.total, 0))}
      </p>
      <ul>
        {history.value.map((o) => (
          <li key={o.id} className="border-b border-slate-100 py-1" data-testid="customer-history-order">
            <OrderHeading order={o} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OrderHeading({ order }: { order: Pick<OrderRead, 'id' | 'createdAt' | 'status' | 'total'> }) {
  // Wraps on a narrow (tablet) column: the total then goes to the next line, at the right.
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="w-24 shrink-0 text-sm text-slate-600 tabular-nums">{dayAndTime(order.createdAt)}</span>
      <span className="flex-1 font-semibold whitespace-nowrap">Pedido {orderCode(order.id)}</span>
      <span className="whitespace-nowrap">
        <Badge tone={statusTone(order.status)}>{ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}</Badge>
      </span>
      <span className="ml-auto w-24 text-right font-mono whitespace-nowrap tabular-nums">{money(order.total)}</span>
    </div>
  );
}

function Offline({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="customer-orders-offline">
      <p className="text-sm">{c.offline}</p>
      <Button tone="secondary" className="mt-2" onClick={onRetry}>
        {c.retry}
      </Button>
    </div>
  );
}
