// The kitchen display (KDS, 002 §2): the shift's orders sent to it and not yet handed over, oldest first, with their
// items as the kitchen ticket lists them. "Pronto" finishes an order on this display (its kdsIds); "Voltar ao
// preparo" undoes that. It reads the mirror, so it keeps working when the link drops (its writes wait in the
// outbox). A display with kitchens shows only their items; a card turns amber at the display's warning minutes and
// red when late.
import { useState } from 'react';
import type { OrderStatus } from '../../../src-shared/api/enums.js';
import { FINISHED_STATUSES } from '../../../src-shared/domain/orderStatus.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { kdsMessages as k } from '../../../src-shared/i18n/kds.js';
import { catalog, orders as orderWrites } from '../../../src-shared/writes/index.js';
import type { KitchenRow, OrderProductRow, OrderRow } from '../../db/rows.js';
import { quantity as qtyText } from '../../format/money.js';
import { elapsed } from '../../format/time.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { useNow } from '../../hooks/useNow.js';
import { padLabel } from '../../queries/counter.js';
import { all, byId, whereIn } from '../../queries/mirrorRead.js';
import { partsOf } from '../../queries/orderParts.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';

const DISPLAY_KEY = 'pos.kdsDisplay';
const MINUTE_MS = 60_000;
/** A shift: the display shows nothing older. */
const SHIFT_MS = 12 * 60 * MINUTE_MS;

interface Card {
  order: OrderRow;
  where: string;
  lines: { line: OrderProductRow; parts: string[] }[];
}

interface Board {
  displays: { id: string; name: string; kitchenIds: string[]; warningMinutes: number; lateMinutes: number }[];
  kitchens: KitchenRow[];
  preparing: Card[];
  ready: Card[];
}

/** The kitchen of a line: its product's, else its category's. */
function kitchenOf(productId: string, products: Map<string, { kitchenId?: string | null; categoryId: string | null }>, categories: Map<string, { kitchenId?: string | null }>): string | null {
  const p = products.get(productId);
  return p?.kitchenId ?? (p?.categoryId ? (categories.get(p.categoryId)?.kitchenId ?? null) : null);
}

async function loadBoard(businessId: string | null, displayId: string | null): Promise<Board> {
  const [displays, kitchens, orders, products, categories] = await Promise.all([all('kds', businessId), all('kitchens', businessId), all('orders', businessId), all('products', businessId), all('categories', businessId)]);
  const display = displays.find((d) => d.id === displayId) ?? null;
  // The shift's orders still to hand over, as the pickup panel reads them (kdsTracking): not cancelled, not finished.
  const since = new Date(Date.now() - SHIFT_MS).toISOString();
  const sent = orders
    .filter((o) => (o.kdsStatus === 'sent' || o.kdsStatus === 'finished') && o.status !== 'canceled' && !FINISHED_STATUSES.includes(o.status as OrderStatus) && (o.createdAt ?? '') >= since)
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  const lines = await whereIn('orderProducts', 'orderId', sent.map((o) => o.id));
  const productMap = new Map(products.map((p) => [p.id, p]));
  const categoryMap = new Map(categories.map((c) => [c.id, c]));
  const mine = (l: OrderProductRow) => !display || display.kitchenIds.length === 0 || display.kitchenIds.includes(kitchenOf(l.productId, productMap, categoryMap) ?? '');
  const names = new Map<string, string>();
  const cards: Card[] = [];
  for (const order of sent) {
    const ls = lines.filter((l) => l.orderId === order.id && mine(l));
    if (ls.length === 0) continue;
    const pad = order.orderPadId ? await byId('orderPads', order.orderPadId) : undefined;
    cards.push({ order, where: pad ? await padLabel(pad) : '', lines: await Promise.all(ls.map(async (line) => ({ line, parts: await partsOf(line, names) }))) });
  }
  return {
    displays: displays.filter((d) => d.available !== false),
    kitchens,
    preparing: cards.filter((c) => c.order.kdsStatus === 'sent'),
    // The last ready ones, to undo a tap by mistake.
    ready: cards.filter((c) => c.order.kdsStatus === 'finished').slice(-6).reverse(),
  };
}

export function KdsScreen() {
  const businessId = useBusinessId();
  const [displayId, setDisplayId] = useState<string | null>(() => localStorage.getItem(DISPLAY_KEY));
  const board = useLive(() => loadBoard(businessId, displayId), [businessId, displayId], null);
  const now = useNow(15_000);
  const display = board?.displays.find((d) => d.id === displayId) ?? null;
  const choose = (id: string) => {
    localStorage.setItem(DISPLAY_KEY, id);
    setDisplayId(id);
  };

  if (board && !display) return <ChooseDisplay displays={board.displays} onChosen={choose} />;

  const tone = (order: OrderRow) => {
    const minutes = (now - Date.parse(order.createdAt ?? '')) / MINUTE_MS;
    if (display && minutes >= display.lateMinutes) return 'border-red-500 bg-red-50';
    if (display && minutes >= display.warningMinutes) return 'border-amber-400 bg-amber-50';
    return 'border-slate-200 bg-white';
  };
  const kitchenNames = display?.kitchenIds.map((id) => board?.kitchens.find((x) => x.id === id)?.name).filter(Boolean).join(', ');

  return (
    <section className="flex h-full min-h-0 flex-col bg-slate-100" data-testid="kds-screen">
      <ScreenHeader title={`${k.title}${display ? `: ${display.name}` : ''}`}>
        {kitchenNames ? <span className="text-sm text-slate-600">{k.onlyKitchens(kitchenNames)}</span> : null}
        <Button tone="ghost" onClick={() => (location.hash = '/pedidos')}>
          {k.back}
        </Button>
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-[3fr_1fr]">
        <div>
          <h2 className="mb-2 text-lg font-semibold text-slate-700">{k.preparing}</h2>
          {board && board.preparing.length === 0 ? <Empty>{k.empty}</Empty> : null}
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="kds-preparing">
            {board?.preparing.map((c) => (
              <li key={c.order.id} className={`flex flex-col rounded-xl border-2 p-3 shadow-sm ${tone(c.order)}`} data-testid="kds-order">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-mono text-2xl font-bold">{orderCode(c.order.id)}</span>
                  <span className="text-sm text-slate-600">{elapsed(c.order.createdAt ?? '', now)}</span>
                </div>
                {c.where ? <p className="text-sm font-medium text-slate-700">{c.where}</p> : null}
                <ul className="my-2 flex-1 space-y-1 text-lg">
                  {c.lines.map(({ line, parts }) => (
                    <li key={line.id}>
                      <span className="font-semibold">{line.quantity % 1000 !== 0 ? qtyText(line.quantity, true) : `${qtyText(line.quantity, false)}×`}</span> {line.name}
                      {parts.length ? <span className="block pl-6 text-base text-slate-600">{parts.join(', ')}</span> : null}
                      {line.observation ? <span className="block pl-6 text-base font-medium text-red-700">{line.observation}</span> : null}
                    </li>
                  ))}
                </ul>
                <Button tone="primary" size="lg" onClick={() => void finish(c.order, display!.id)} data-testid="kds-done">
                  {k.done}
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <aside>
          <h2 className="mb-2 text-lg font-semibold text-slate-700">{k.ready}</h2>
          <ul className="space-y-2" data-testid="kds-ready">
            {board?.ready.map((c) => (
              <li key={c.order.id} className="flex items-center justify-between gap-2 rounded-lg bg-emerald-50 p-2" data-testid="kds-ready-order">
                <span className="font-mono text-xl font-bold text-emerald-800">{orderCode(c.order.id)}</span>
                <Button tone="ghost" onClick={() => void undo(c.order)} data-testid="kds-undo">
                  {k.undo}
                </Button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

async function finish(order: OrderRow, displayId: string) {
  try {
    await write(orderWrites.ordersFinishKdsOrder, { params: { id: order.id }, body: { kdsIds: [displayId] } }, { code: orderCode(order.id) });
  } catch (err) {
    failed(err);
  }
}

async function undo(order: OrderRow) {
  try {
    await write(orderWrites.ordersRevertFinishKdsOrder, { params: { id: order.id }, body: {} }, { code: orderCode(order.id) });
  } catch (err) {
    failed(err);
  }
}

/** Which display this screen is: one of the business's, or a new one named here. */
function ChooseDisplay({ displays, onChosen }: { displays: Board['displays']; onChosen: (id: string) => void }) {
  const [name, setName] = useState('');
  const create = async () => {
    const id = newId();
    try {
      await write(catalog.kdsCreate, { params: {}, body: { id, name: name.trim() } }, { name: name.trim() });
      onChosen(id);
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="kds-screen">
      <ScreenHeader title={k.title} />
      <div className="m-4 max-w-lg space-y-4 rounded-xl bg-white p-4 shadow-sm">
        {displays.length ? (
          <SelectField label={k.chooseDisplay} value="" onValue={onChosen} choices={displays.map((d) => ({ value: d.id, label: d.name }))} placeholder={k.display} testId="kds-display" />
        ) : (
          <p className="text-slate-700">{k.noDisplays}</p>
        )}
        <TextField label={k.newDisplayName} value={name} onValue={setName} data-testid="kds-new-name" />
        <Button tone="primary" disabled={!name.trim()} onClick={() => void create()} data-testid="kds-create">
          {k.createDisplay}
        </Button>
      </div>
    </section>
  );
}
