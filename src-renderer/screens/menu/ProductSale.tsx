// "Promoção do produto": the whole product on sale at once.
// Decision (the spec has no call for a product's sale, only for an item's): the editor writes the existing
// item-sale call (productSubproductSalesCreate) for every priced item of the product (each flavour, add-on or
// size with a price of its own) with one period, one set of weekdays and one price or percentage; a percentage is
// taken off each item's own price. Items priced zero (a pizza's size options: the flavours carry the price) get
// none: nothing to take off. A simple product has no items, so it has no product sale (its category's sale is
// the way). The list shows a product as "Em promoção" while a sale of one of its items holds (productsOnSale).
// A pizza whose flavours are priced per size gets a sale by price only: an item sale has one price, and the
// counter takes it where it is lower than the size's price, so a percentage taken off one size's price would
// sell a larger size at the smaller one's discounted price.
// Decision on a sale price PER SIZE (issue 17, not built): the spec cannot carry it. A subproduct sale is "id,
// productId, productSubproductId, saleId" (001 §3) with one price, created by POST products/{id}/subproducts/sales
// and changed by PUT .../subproducts/{sid}/sales/{saleId}: no call names a size. A pizza has one item per flavour
// (the sizes are items of its "Tamanho" step, priced zero), not one per (flavour, size), so there is no item a
// per-size sale could be put on either. Giving the sale a sizeId of our own would be a field the spec's clients
// do not send or read; a restaurant that wants a cheaper Grande on Tuesdays changes that size's price instead.
import { useState } from 'react';
import { discounted, itemSaleActive, localDay } from '../../../src-shared/domain/sales.js';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { productKinds } from '../../../src-shared/writes/index.js';
import type { ProductRow, ProductSubproductRow, ProductSubproductSaleRow } from '../../db/rows.js';
import { percent } from '../../format/money.js';
import { businessTimeZone } from '../../format/time.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { all } from '../../queries/mirrorRead.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Segmented } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { DateField, endOf, startOf, Weekdays } from './ProductRules.js';

const r = menuMessages.screen.rules;
type Kind = 'price' | 'percent';

/** The products with an item on sale now (the list's "Em promoção"). */
export function productsOnSale(sales: readonly ProductSubproductSaleRow[], at: Date, timeZone: string): Set<string> {
  return new Set(sales.filter((s) => !s.deletedAt && itemSaleActive(s, at, timeZone)).map((s) => s.productId));
}

/** Each priced item's sale price: the one price, or its own price less the percentage (basis points). */
export function itemSalePrices(items: readonly Pick<ProductSubproductRow, 'id' | 'price'>[], kind: Kind, value: number): { id: string; price: number }[] {
  return items.filter((i) => i.price > 0).map((i) => ({ id: i.id, price: kind === 'price' ? value : discounted(i.price, { discountType: 'percentage', discount: value }) }));
}

export function ProductSale({ product }: { product: ProductRow }) {
  const businessId = useBusinessId();
  const items = useLive(
    async () => (await all('productSubproducts', businessId)).filter((i) => i.productId === product.id && i.price > 0),
    [businessId, product.id],
    [] as ProductSubproductRow[],
  );
  const pricedBySize = useLive(
    async () => {
      const ids = new Set((await all('productSubproducts', businessId)).filter((i) => i.productId === product.id).map((i) => i.id));
      return (await all('compositionPrices', businessId)).some((p) => !p.deletedAt && ids.has(p.productSubproductId));
    },
    [businessId, product.id],
    false,
  );
  const today = localDay(new Date(), businessTimeZone());
  const [chosen, setKind] = useState<Kind>('percent');
  const kind: Kind = pricedBySize ? 'price' : chosen;
  const [value, setValue] = useState(0);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [days, setDays] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  if (items.length === 0) {
    return product.type === 'unique' ? null : (
      <p className="mt-3 text-sm text-slate-500" data-testid="product-sale-none">
        {r.productSaleNoItems}
      </p>
    );
  }
  const problem = value <= 0 ? (kind === 'percent' ? r.percentRequired : r.priceRequired) : !start || !end ? r.datesRequired : end < start ? r.endBeforeStart : null;
  const apply = async () => {
    if (problem || sending) return;
    setSending(true);
    try {
      const startsAt = startOf(start);
      const endsAt = endOf(end);
      for (const x of itemSalePrices(items, kind, value)) {
        await write(
          productKinds.productSubproductSalesCreate,
          { params: { productId: product.id }, body: { id: newId(), productSubproductId: x.id, price: x.price, startsAt, endsAt, weekdays: days } },
          undefined,
        );
      }
      toast(r.onSaleSent(product.name), 'success');
      setValue(0);
      setDays([]);
    } catch (err) {
      failed(err);
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="product-sale" aria-label={r.productSale}>
      <h3 className="text-lg font-semibold">{r.productSale}</h3>
      <p className="text-sm text-slate-600">{r.productSaleHelp}</p>
      <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className="col-span-2">
          <span className="mb-1 block text-sm font-medium text-slate-700">{r.saleKind}</span>
          <Segmented<Kind>
            label={r.saleKind}
            value={kind}
            onChange={(k) => {
              setKind(k);
              setValue(0);
            }}
            choices={pricedBySize ? [{ value: 'price', label: r.saleByPrice }] : [
              { value: 'percent', label: r.saleByPercent },
              { value: 'price', label: r.saleByPrice },
            ]}
          />
          {pricedBySize ? (
            <p className="mt-1 text-xs text-slate-500" data-testid="product-sale-price-only">
              {r.productSalePriceOnly}
            </p>
          ) : null}
        </div>
        {kind === 'percent' ? (
          <MoneyInput label={r.salePercent} value={value} onChange={setValue} format={percent} max={10_000} testId="product-sale-value" />
        ) : (
          <MoneyInput label={r.salePrice} value={value} onChange={setValue} testId="product-sale-value" />
        )}
        <DateField label={r.startDate} value={start} onChange={setStart} testId="product-sale-start" />
        <DateField label={r.endDate} value={end} onChange={setEnd} testId="product-sale-end" />
      </div>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <Weekdays value={days} onChange={setDays} label={r.productSale} />
        <Button tone="secondary" onClick={() => void apply()} disabled={problem !== null || sending} data-testid="product-sale-apply">
          {r.putOnSale(items.length)}
        </Button>
      </div>
      {problem && value > 0 ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
