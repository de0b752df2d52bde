// The product editor's rules (manager only): when the product may be sold (its availabilities: weekdays and hours;
// the counter refuses it outside them) and, for a product with items (pizza flavours, add-ons), each item's sale
// (a promotional price between two dates, on some weekdays). Both are declared writes through the outbox.
import { useState } from 'react';
import { localClock } from '../../../src-shared/domain/availability.js';
import { localDay } from '../../../src-shared/domain/sales.js';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { catalog, productKinds } from '../../../src-shared/writes/index.js';
import type { AvailabilityRow, ProductRow, ProductSubproductRow, ProductSubproductSaleRow } from '../../db/rows.js';
import { money } from '../../format/money.js';
import { businessTimeZone } from '../../format/time.js';
import { useLive } from '../../hooks/useLive.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { all } from '../../queries/mirrorRead.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';

const r = menuMessages.screen.rules;

/** Toggle buttons for the seven weekdays (0 = Sunday, as the spec numbers them). */
export function Weekdays({ value, onChange, label }: { value: number[]; onChange: (v: number[]) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {r.weekdays.map((day, i) => {
        const on = value.includes(i);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={on}
            className={`touch-target min-w-12 rounded-lg border px-2 text-sm font-semibold ${on ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
            onClick={() => onChange(on ? value.filter((d) => d !== i) : [...value, i].sort())}
          >
            {day}
          </button>
        );
      })}
    </div>
  );
}

export const daysText = (days: readonly number[]) => (days.length === 0 || days.length === 7 ? r.everyDay : days.map((d) => r.weekdays[d]).join(', '));

function TimeField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <input type="time" className="touch-target rounded-lg border border-slate-300 px-2 text-lg" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

export function DateField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <input type="date" className="touch-target rounded-lg border border-slate-300 px-2 text-lg" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

export function ProductAvailabilities({ product }: { product: ProductRow }) {
  const businessId = useBusinessId();
  const rows = useLive(
    async () => (await all('availabilities', businessId)).filter((a) => a.ownerType === 'product' && a.ownerId === product.id && !a.deletedAt),
    [businessId, product.id],
    [] as AvailabilityRow[],
  );
  const [days, setDays] = useState<number[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const problem = Boolean(from) !== Boolean(to) ? r.hoursRequired : null;
  const add = async () => {
    if (problem) return;
    try {
      await write(catalog.productAvailabilitiesCreate, { params: { productId: product.id }, body: { id: newId(), weekdays: days, originIds: [], startTime: from || null, endTime: to || null } }, undefined);
      setDays([]);
      setFrom('');
      setTo('');
    } catch (err) {
      failed(err);
    }
  };
  const change = async (a: AvailabilityRow) => {
    try {
      await write(catalog.productAvailabilitiesUpdate, { params: { productId: product.id, id: a.id }, body: { weekdays: days, startTime: from || null, endTime: to || null } }, undefined);
      setDays([]);
      setFrom('');
      setTo('');
    } catch (err) {
      failed(err);
    }
  };
  const remove = async (a: AvailabilityRow) => {
    try {
      await write(catalog.productAvailabilitiesDelete, { params: { productId: product.id, id: a.id }, body: {} }, undefined);
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="product-availabilities" aria-label={r.availabilities}>
      <h3 className="text-lg font-semibold">{r.availabilities}</h3>
      <p className="text-sm text-slate-600">{r.availabilitiesHelp}</p>
      <ul className="my-2 space-y-1">
        {rows.length === 0 ? <li className="text-slate-500">{r.noAvailabilities}</li> : null}
        {rows.map((a) => (
          <li key={a.id} className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-1" data-testid="availability-row">
            <span>
              {daysText(a.weekdays)}, {a.startTime && a.endTime ? r.hours(a.startTime.slice(0, 5), a.endTime.slice(0, 5)) : r.allDay}
            </span>
            {/* The days and hours marked below replace this row's (nothing marked: nothing to change). */}
            {days.length && !problem ? (
              <Button tone="ghost" onClick={() => void change(a)} aria-label={`${pe.compositions.useDays}: ${daysText(a.weekdays)}`}>
                {pe.compositions.useDays}
              </Button>
            ) : null}
            <Button tone="ghost" onClick={() => void remove(a)} aria-label={`${r.remove}: ${daysText(a.weekdays)}`}>
              {r.remove}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <Weekdays value={days} onChange={setDays} label={r.availabilities} />
        <TimeField label={r.from} value={from} onChange={setFrom} testId="availability-from" />
        <TimeField label={r.to} value={to} onChange={setTo} testId="availability-to" />
        <Button tone="secondary" onClick={() => void add()} disabled={problem !== null} data-testid="availability-add">
          {r.add}
        </Button>
      </div>
      {problem && (from || to) ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

type Item = ProductSubproductRow & { name: string };

/**
 * The instant a wall-clock time of a day is in the business's zone (the sale's dates are the restaurant's days,
 * whatever zone the terminal runs in): the zone's offset at that moment taken off the same reading in UTC.
 */
function instantIn(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}Z`);
  const wall = Date.parse(`${localDay(guess, timeZone)}T${localClock(guess, timeZone).time}:${time.slice(6, 8)}Z`);
  return new Date(guess.getTime() - (wall - guess.getTime())).toISOString();
}
export const startOf = (day: string) => instantIn(day, '00:00:00', businessTimeZone());
export const endOf = (day: string) => instantIn(day, '23:59:59', businessTimeZone());
const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('pt-BR', { timeZone: businessTimeZone() }) : '…');

export function ItemSales({ product }: { product: ProductRow }) {
  const businessId = useBusinessId();
  const data = useLive(
    async () => {
      const [items, subs, sales] = await Promise.all([all('productSubproducts', businessId), all('subproducts', businessId), all('productSubproductSales', businessId)]);
      const name = new Map(subs.map((x) => [x.id, x.name]));
      const mine = items.filter((i) => i.productId === product.id && !i.deletedAt).sort((a, b) => a.position - b.position);
      const ids = new Set(mine.map((i) => i.id));
      return {
        items: mine.map((i) => ({ ...i, name: name.get(i.subproductId) ?? '—' })) as Item[],
        sales: sales.filter((s) => ids.has(s.productSubproductId) && !s.deletedAt),
      };
    },
    [businessId, product.id],
    { items: [] as Item[], sales: [] as ProductSubproductSaleRow[] },
  );
  const today = localDay(new Date(), businessTimeZone());
  const [itemId, setItemId] = useState('');
  const [price, setPrice] = useState(0);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [days, setDays] = useState<number[]>([]);
  const [sent, setSent] = useState(false);
  if (data.items.length === 0) return null;
  const itemName = new Map(data.items.map((i) => [i.id, i]));
  const problem = !itemId ? r.pickItem : !start || !end ? r.datesRequired : end < start ? r.endBeforeStart : null;
  const add = async () => {
    if (problem) return;
    try {
      await write(
        productKinds.productSubproductSalesCreate,
        { params: { productId: product.id }, body: { id: newId(), productSubproductId: itemId, price, startsAt: startOf(start), endsAt: endOf(end), weekdays: days } },
        undefined,
      );
      setSent(true);
      setItemId('');
      setPrice(0);
      setDays([]);
    } catch (err) {
      failed(err);
    }
  };
  const remove = async (sale: ProductSubproductSaleRow) => {
    try {
      await write(productKinds.productSubproductSalesDelete, { params: { productId: product.id, sid: sale.productSubproductId, saleId: sale.id }, body: {} }, undefined);
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="item-sales" aria-label={r.sales}>
      <h3 className="text-lg font-semibold">{r.sales}</h3>
      <p className="text-sm text-slate-600">{r.salesHelp}</p>
      <ul className="my-2 space-y-1">
        {data.sales.length === 0 ? <li className="text-slate-500">{sent ? r.pending : r.noSales}</li> : null}
        {data.sales.map((sale) => {
          const item = itemName.get(sale.productSubproductId);
          return (
            <li key={sale.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1" data-testid="sale-row">
              <span>
                <span className="font-semibold">{item?.name}</span> {money(sale.price)}
                {item ? <span className="ml-1 text-sm text-slate-500 line-through">{money(item.price)}</span> : null}
                <span className="ml-2 text-sm text-slate-600">
                  {r.period(dayOf(sale.startsAt), dayOf(sale.endsAt))} · {daysText(sale.weekdays)}
                </span>
              </span>
              <Button tone="ghost" onClick={() => void remove(sale)} aria-label={`${r.remove}: ${item?.name ?? ''}`}>
                {r.remove}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{r.item}</span>
          <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-2 text-lg" value={itemId} onChange={(e) => setItemId(e.target.value)} data-testid="sale-item">
            <option value="">{r.pickItem}</option>
            {data.items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name} ({money(i.price)})
              </option>
            ))}
          </select>
        </label>
        <MoneyInput label={r.salePrice} value={price} onChange={setPrice} testId="sale-price" />
        <DateField label={r.startDate} value={start} onChange={setStart} testId="sale-start" />
        <DateField label={r.endDate} value={end} onChange={setEnd} testId="sale-end" />
      </div>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <Weekdays value={days} onChange={setDays} label={r.sales} />
        <Button tone="secondary" onClick={() => void add()} disabled={problem !== null} data-testid="sale-add">
          {r.add}
        </Button>
      </div>
    </section>
  );
}
