// Building a composite product: flavours priced by the product's rule (half-and-half pizza by the highest
// half, for example), single choices (select), several (check) and counted extras (quantity). Options follow the
// chosen size (a flavour of the G pizza), an item's sale holding now and the category's sale of the day apply: the server's rule (linePrice).
import { useMemo, useState } from 'react';
import { linePrice, optionPrice, type LineOption } from '../../../src-shared/domain/pricing.js';
import { itemSalePrice, type CategorySale } from '../../../src-shared/domain/sales.js';
import { businessTimeZone } from '../../format/time.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import type { ProductRow } from '../../db/rows.js';
import { Dialog } from '../../ui/Dialog.js';
import { AmountRow, Stepper, TextField } from '../../ui/fields.js';
import { loadComposite, saleDay, type CompositeOptions } from './catalog.js';
import type { DraftLine, DraftSelection } from './draft.js';

const c = m.pad.composite;

interface Props {
  product: ProductRow;
  /** the sales of the product's category */
  sales: readonly CategorySale[];
  onCancel: () => void;
  onAdd: (line: Omit<DraftLine, 'id'>) => void;
}

export function CompositeDialog({ product, sales, onCancel, onAdd }: Props) {
  const businessId = useBusinessId();
  const data = useLive(() => loadComposite(businessId, product.id), [businessId, product.id], null as CompositeOptions | null);
  /** chosen count per product_subproducts id */
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');

  const compositions = data?.compositions ?? [];
  const countIn = (compositionId: string) => (data?.options.get(compositionId) ?? []).reduce((a, o) => a + (chosen[o.id] ?? 0), 0);
  const maxOf = (compositionId: string) => {
    const comp = compositions.find((x) => x.id === compositionId);
    if (!comp) return 0;
    return comp.flavors && product.maxFlavors ? Math.min(product.maxFlavors, comp.maxQuantity) : comp.maxQuantity;
  };

  const toggle = (compositionId: string, optionId: string, kind: 'select' | 'check' | 'quantity', delta = 1) => {
    setChosen((prev) => {
      const options = data?.options.get(compositionId) ?? [];
      const next = { ...prev };
      if (kind === 'select' && maxOf(compositionId) === 1) {
        for (const o of options) delete next[o.id];
        if (!prev[optionId]) next[optionId] = 1;
        return next;
      }
      const current = prev[optionId] ?? 0;
      const option = options.find((o) => o.id === optionId);
      const total = options.reduce((a, o) => a + (prev[o.id] ?? 0), 0);
      if (kind === 'quantity') {
        const v = Math.max(0, Math.min(current + delta, option?.maxQuantity ?? 99));
        if (delta > 0 && total >= maxOf(compositionId)) return prev;
        if (v === 0) delete next[optionId];
        else next[optionId] = v;
        return next;
      }
      if (current) delete next[optionId];
      else if (total < maxOf(compositionId)) next[optionId] = 1;
      return next;
    });
  };

  const chosenIds = useMemo(() => new Set(Object.keys(chosen)), [chosen]);
  /** An option's price at the size chosen so far (shown on its button). */
  // an option's price as the line will charge it: at the chosen size, or at its sale holding now when lower
  const priceOf = (o: { id: string; price: number }) =>
    itemSalePrice(o.id, optionPrice(o, data?.sizePrices ?? [], chosenIds), data?.itemSales ?? [], new Date(), businessTimeZone());

  const { price, selections, missing } = useMemo(() => {
    const options: LineOption[] = [];
    const sel: DraftSelection[] = [];
    let miss: string | null = null;
    for (const comp of compositions) {
      const picked = (data?.options.get(comp.id) ?? []).filter((o) => chosen[o.id]);
      const count = picked.reduce((a, o) => a + (chosen[o.id] ?? 0), 0);
      if (count < comp.minQuantity && !miss) miss = c.missing(comp.name, comp.minQuantity);
      if (comp.flavors) {
        const n = picked.length;
        const equal = Math.floor(1000 / Math.max(1, n));
        picked.forEach((o, i) => {
          const fraction = i === n - 1 ? 1000 - equal * (n - 1) : equal;
          options.push({ id: o.id, price: o.price, flavors: true, quantity: 1000, fraction });
          sel.push({ productSubproductId: o.id, name: o.name, quantity: 1000, fraction });
        });
      } else {
        for (const o of picked) {
          const q = (chosen[o.id] ?? 0) * 1000;
          options.push({ id: o.id, price: o.price, flavors: false, quantity: q });
          sel.push({ productSubproductId: o.id, name: o.name, quantity: q });
        }
      }
    }
    const at = new Date();
    const priced = linePrice({ product, options, sizePrices: data?.sizePrices ?? [], sales, day: saleDay(at), itemSales: data?.itemSales ?? [], at, timeZone: businessTimeZone() });
    return { price: priced.unitPrice, selections: sel, missing: miss };
  }, [compositions, chosen, data, product, sales]);

  const confirm = () => {
    if (missing) return;
    onAdd({
      productId: product.id,
      name: product.name,
      quantity: quantity * 1000,
      weighed: false,
      unitPrice: price,
      totalPrice: price * quantity,
      selections,
      observation: note.trim() || null,
    });
  };

  return (
    <Dialog title={c.title(product.name)} wide testId="composite-dialog" onCancel={onCancel} onConfirm={confirm} confirmDisabled={!!missing} confirmLabel={m.pad.add} confirmTone="success">
      <div className="space-y-4">
        {product.priceRule ? <p className="text-sm font-medium text-blue-800">{c.priceRule[product.priceRule]}</p> : null}
        {compositions.map((comp) => {
          const max = maxOf(comp.id);
          const kind = comp.selectionType;
          return (
            <fieldset key={comp.id} className="rounded-lg border border-slate-200 p-3" aria-label={comp.name}>
              <legend className="px-1 font-semibold">
                {comp.name}{' '}
                <span className="text-sm font-normal text-slate-500">
                  {comp.flavors ? c.flavors(max) : c.choose(comp.minQuantity, max)} · {countIn(comp.id)}/{max}
                </span>
              </legend>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-2">
                {(data?.options.get(comp.id) ?? []).map((o) => {
                  const n = chosen[o.id] ?? 0;
                  return kind === 'quantity' ? (
                    <div key={o.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-1">
                      <button type="button" aria-label={`Menos ${o.name}`} onMouseDown={(e) => e.preventDefault()} className="touch-target rounded bg-slate-100 text-xl" onClick={() => toggle(comp.id, o.id, kind, -1)}>
                        −
                      </button>
                      <span className="flex-1 text-sm">
                        {o.name} <span className="text-slate-500">{priceOf(o) ? money(priceOf(o)) : ''}</span>
                      </span>
                      <span className="w-6 text-center font-bold">{n}</span>
                      <button type="button" aria-label={`Mais ${o.name}`} onMouseDown={(e) => e.preventDefault()} className="touch-target rounded bg-slate-100 text-xl" onClick={() => toggle(comp.id, o.id, kind, 1)}>
                        +
                      </button>
                    </div>
                  ) : (
                    <button
                      key={o.id}
                      type="button"
                      role={kind === 'select' && max === 1 ? 'radio' : 'checkbox'}
                      aria-checked={n > 0}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => toggle(comp.id, o.id, kind)}
                      className={`touch-target rounded-lg border-2 px-3 py-2 text-left ${n > 0 ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white'}`}
                    >
                      <span className="block font-semibold">{o.name}</span>
                      <span className="text-sm text-slate-600">{priceOf(o) ? money(priceOf(o)) : ''}</span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <div className="grid grid-cols-2 gap-4">
          <Stepper label={m.pad.quantity} value={quantity} onChange={setQuantity} max={99} />
          <TextField label={m.pad.note} value={note} onValue={setNote} placeholder={m.pad.notePlaceholder} maxLength={300} />
        </div>
        {missing ? <p className="text-sm font-medium text-red-700">{missing}</p> : null}
        <AmountRow label={m.common.total} value={money(price * quantity)} strong testId="composite-price" />
      </div>
    </Dialog>
  );
}
