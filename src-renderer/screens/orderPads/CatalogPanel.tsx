// The order pad's catalog: search by name or code (a barcode scanner types the code and Enter), the
// categories, and the product grid. Its own component, so a keystroke redraws the catalog only, not the
// pad's items, totals and buttons beside it.
import { forwardRef, memo, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { orderPadCatalogMessages as cm } from '../../../src-shared/i18n/orderPadCatalog.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { catalogFilter, findByCode } from '../../queries/catalogSearch.js';
import { useImage, useImagePaths } from '../../queries/productImages.js';
import type { ProductRow } from '../../db/rows.js';
import { Empty } from '../../ui/fields.js';
import { findProductByCode, priceToday, saleDay, type Catalog } from './catalog.js';
import { isWeighed } from './weighed.js';

export interface CatalogPanelHandle {
  focus(): void;
  /** Empties the search; false when it was empty already. */
  clear(): boolean;
}

interface Props {
  catalog: Catalog;
  businessId: string | null;
  open: boolean;
  onPick: (p: ProductRow) => void;
}

export const CatalogPanel = memo(
  forwardRef<CatalogPanelHandle, Props>(function CatalogPanel({ catalog, businessId, open, onPick }, ref) {
    const [term, setTerm] = useState('');
    const [category, setCategory] = useState<string | null>(null);
    const search = useRef<HTMLInputElement>(null);
    const termNow = useRef(term);
    termNow.current = term;
    // Codes scanned before the whole catalog was read are looked up in the mirror one after another, so two
    // quick scans go in in the order they were made; while one is picked, what was typed since stays.
    const lookups = useRef<Promise<void>>(Promise.resolve());
    const pending = useRef(0);
    const keepTyped = useRef(false);
    useImperativeHandle(ref, () => ({
      focus: () => search.current?.focus(),
      clear: () => {
        if (!termNow.current || keepTyped.current) return false;
        setTerm('');
        return true;
      },
    }));

    const lookUp = (code: string) => {
      setTerm(''); // the next scan starts on an empty field
      pending.current++;
      lookups.current = lookups.current.then(async () => {
        try {
          const p = await findProductByCode(businessId, code);
          // Not in the catalog: the code comes back to the field (if nothing was typed since), as when it is read.
          if (!p) {
            if (!termNow.current) setTerm(code);
            return;
          }
          keepTyped.current = true;
          try {
            onPick(p);
          } finally {
            keepTyped.current = false;
          }
        } catch {
          if (!termNow.current) setTerm(code);
        } finally {
          pending.current--;
        }
      });
    };

    const filter = useMemo(() => catalogFilter(catalog.index), [catalog]);
    const images = useImagePaths(catalog);
    const shown = useMemo(() => filter(term, term ? null : category), [filter, term, category]);
    // The tiles' prices of today (a category's sale); the day is read again when the tiles shown change.
    const priceOf = useMemo(() => {
      const day = shown && saleDay();
      return (p: ProductRow) => priceToday(catalog, p, day);
    }, [catalog, shown]);

    return (
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-white p-2">
          <input
            ref={search}
            autoFocus
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              // A scanner types the code and Enter; a typed name with one result goes in too. The field's own
              // value: a scanner's Enter can come before the last keystroke was drawn.
              const typed = e.currentTarget.value;
              // Behind a code still being looked up, the next one waits its turn.
              if (pending.current > 0 && typed.trim()) return lookUp(typed.trim());
              const byCode = findByCode(catalog.index, typed);
              const first = byCode ?? (typed === term && shown.length === 1 ? shown[0] : undefined);
              if (first) onPick(first);
              // Scanned before the whole catalog was read: the mirror's code indexes answer.
              else if (!catalog.complete && typed.trim()) lookUp(typed.trim());
            }}
            placeholder={m.pad.search}
            aria-label={m.pad.search}
            title={m.pad.searchHint}
            aria-keyshortcuts="F2"
            data-testid="product-search"
            className="touch-target flex-1 rounded-lg border border-slate-300 px-3 text-lg"
          />
          <kbd className="rounded bg-slate-200 px-1.5 py-0.5 font-mono text-xs text-slate-700" aria-hidden="true">
            F2
          </kbd>
        </div>
        <div className="flex gap-1 overflow-x-auto border-b border-slate-200 bg-white px-2 py-1" role="tablist" aria-label={m.pad.categories}>
          {[{ id: null as string | null, name: m.pad.allCategories }, ...catalog.categories].map((c) => (
            <button
              key={c.id ?? 'all'}
              type="button"
              role="tab"
              aria-selected={category === c.id && !term}
              onClick={() => {
                setCategory(c.id);
                setTerm('');
              }}
              className={`touch-target shrink-0 rounded-lg px-3 text-sm font-semibold ${category === c.id && !term ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              {c.name}
            </button>
          ))}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="catalog" data-complete={catalog.complete ? 'true' : 'false'}>
          {catalog.complete || (!term && !category) ? (
            <ProductGrid products={shown} priceOf={priceOf} images={images} disabled={!open} onPick={onPick} />
          ) : (
            <>
              {shown.length ? <ProductGrid products={shown} priceOf={priceOf} images={images} disabled={!open} onPick={onPick} /> : null}
              <p className="p-2 text-sm text-slate-600" role="status">
                {cm.loadingCatalog}
              </p>
            </>
          )}
        </div>
      </div>
    );
  }),
);

interface GridProps {
  products: ProductRow[];
  priceOf: (p: ProductRow) => number;
  /** the picture path of each product that has one */
  images: Map<string, string>;
  disabled: boolean;
  onPick: (p: ProductRow) => void;
}

/** A tile's picture, fetched when the tile is drawn; a fixed box so the tile does not jump when it arrives. */
function TilePicture({ path, name }: { path: string; name: string }) {
  const url = useImage(path);
  return (
    <span className="mb-1 block h-20 w-full overflow-hidden rounded-md bg-slate-100">
      {url ? <img src={url} alt={cm.photoOf(name)} data-testid="tile-image" className="h-full w-full object-cover" draggable={false} /> : null}
    </span>
  );
}

const ProductGrid = memo(function ProductGrid({ products, priceOf, images, disabled, onPick }: GridProps) {
  if (products.length === 0) return <Empty>{m.pad.noProducts}</Empty>;
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-2" data-testid="product-grid">
      {products.map((p, i) => {
        const price = priceOf(p);
        const onSale = price < p.price;
        return (
          // Keyed by place, not by product: as the cashier types, the tiles are patched, not rebuilt.
          <button
            key={i}
            type="button"
            disabled={disabled}
            onClick={() => onPick(p)}
            data-testid="product-tile"
            className="touch-target flex min-h-20 flex-col rounded-lg border border-slate-200 bg-white p-2 text-left hover:border-blue-400 disabled:opacity-50"
          >
            {images.has(p.id) ? <TilePicture path={images.get(p.id)!} name={p.name} /> : null}
            <span className="text-sm leading-tight font-semibold text-slate-900">{p.name}</span>
            <span className="mt-auto flex w-full items-center justify-between pt-1 text-sm">
              <span className="font-mono text-slate-500">{p.internalCode ?? ''}</span>
              <span className="text-right font-semibold" data-testid="tile-price">
                {onSale ? (
                  <>
                    <s className="block text-xs font-normal text-slate-500" aria-label={cm.wasPrice(money(p.price))}>
                      {money(p.price)}
                    </s>
                    <span className="text-emerald-700">{money(price)}</span>
                  </>
                ) : p.type === 'composite' && !p.price ? (
                  m.pad.composite.build
                ) : (
                  money(price)
                )}
                {isWeighed(p) ? '/kg' : ''}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
});
