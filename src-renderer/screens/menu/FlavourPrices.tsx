// An existing pizza's flavour prices in the product editor: one row per flavour, one column per size (or one price
// when it has no sizes), read from the mirror. The changed prices go when the manager saves them: each price at a
// size through its declared write, the prices without sizes in one write (all or none).
import { useState } from 'react';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import { catalog, productKinds } from '../../../src-shared/writes/index.js';
import type { CompositionPriceRow, ProductRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { all } from '../../queries/mirrorRead.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { toast } from '../../ui/toast.js';

const c = menuKindMessages.composite;

interface Grid {
  flavoursId: string | null;
  sizes: { id: string; name: string }[];
  flavours: { id: string; name: string; price: number }[];
  prices: CompositionPriceRow[];
}
const empty: Grid = { flavoursId: null, sizes: [], flavours: [], prices: [] };

async function readGrid(businessId: string | null, productId: string): Promise<Grid> {
  const [compositions, items, subs, prices] = await Promise.all([
    all('compositions', businessId),
    all('productSubproducts', businessId),
    all('subproducts', businessId),
    all('compositionPrices', businessId),
  ]);
  const name = new Map(subs.map((s) => [s.id, s.name]));
  const mine = compositions.filter((x) => x.productId === productId);
  const flavoursComp = mine.find((x) => x.flavors);
  if (!flavoursComp) return empty;
  const options = (compositionId: string) =>
    items
      .filter((i) => i.compositionId === compositionId)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, name: name.get(i.subproductId) ?? '—', price: i.price }));
  const flavours = options(flavoursComp.id);
  const ownPrices = prices.filter((p) => p.compositionId === flavoursComp.id);
  // The sizes are the options the flavours' prices name (the pizza's "Tamanho" composition).
  const sizeIds = new Set(ownPrices.map((p) => p.sizeId).filter(Boolean));
  const sizes = mine.filter((x) => !x.flavors).flatMap((x) => options(x.id).filter((o) => sizeIds.has(o.id)));
  return { flavoursId: flavoursComp.id, sizes, flavours, prices: ownPrices };
}

export function FlavourPrices({ product }: { product: ProductRow }) {
  const businessId = useBusinessId();
  const grid = useLive(() => readGrid(businessId, product.id), [businessId, product.id], empty);
  const [edits, setEdits] = useState<Map<string, number>>(new Map());
  if (!grid.flavoursId || grid.flavours.length === 0) return null;
  const flavoursId = grid.flavoursId;
  const priceRow = (flavourId: string, sizeId: string) => grid.prices.find((p) => p.productSubproductId === flavourId && p.sizeId === sizeId);
  const cellKey = (flavourId: string, sizeId: string | null) => `${flavourId}/${sizeId ?? ''}`;
  const valueOf = (f: Grid['flavours'][number], sizeId: string | null) =>
    edits.get(cellKey(f.id, sizeId)) ?? (sizeId ? (priceRow(f.id, sizeId)?.price ?? f.price) : f.price);
  const columns: ({ id: string; name: string } | null)[] = grid.sizes.length ? grid.sizes : [null];
  const save = async () => {
    try {
      const single: { productSubproductId: string; price: number }[] = [];
      for (const [key, price] of edits) {
        const [flavourId, sizeId] = key.split('/') as [string, string];
        if (!sizeId) {
          single.push({ productSubproductId: flavourId, price });
          continue;
        }
        const row = priceRow(flavourId, sizeId);
        if (row) await write(catalog.compositionPricesUpdate, { params: { compositionId: flavoursId, subproductId: flavourId, id: row.id }, body: { price } }, undefined);
      }
      if (single.length) await write(productKinds.productSubproductPricesBulkUpdate, { params: { productId: product.id }, body: { prices: single } }, undefined);
      toast(c.pricesSaved(product.name), 'success');
      setEdits(new Map());
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="flavour-prices" aria-label={c.flavours}>
      <h3 className="text-lg font-semibold">{c.flavours}</h3>
      <p className="text-sm text-slate-600">{c.flavoursHelp}</p>
      <table className="my-2 w-full text-left">
        <thead className="text-sm text-slate-600">
          <tr>
            <th className="py-1 pr-2">{c.flavour}</th>
            {columns.map((s) => (
              <th key={s?.id ?? '-'} className="py-1 pr-2">
                {s?.name ?? c.price}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.flavours.map((f) => (
            <tr key={f.id} className="border-t border-slate-100">
              <td className="py-1 pr-2 font-semibold">{f.name}</td>
              {columns.map((s) => (
                <td key={s?.id ?? '-'} className="py-1 pr-2">
                  <MoneyInput
                    hideLabel
                    label={c.priceOf(f.name, s?.name ?? null)}
                    value={valueOf(f, s?.id ?? null)}
                    onChange={(v) => setEdits((m) => new Map(m).set(cellKey(f.id, s?.id ?? null), v))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end">
        <Button tone="secondary" onClick={() => void save()} disabled={edits.size === 0} data-testid="flavour-prices-save">
          {c.savePrices}
        </Button>
      </div>
    </section>
  );
}
