// The product editor's links: secondary kitchens (where its tickets also print), marketplace codes, a rodízio's
// allowed categories and products (with the waiter's view of them), its stored pictures and its fiscal data. Each
// list is read from the server by productEditorData.ts and changed through its declared writes.
import { useState } from 'react';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { productKinds } from '../../../src-shared/writes/index.js';
import type { CategoryRow, KitchenRow, ProductRow } from '../../db/rows.js';
import { money } from '../../format/money.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { all } from '../../queries/mirrorRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { TextField } from '../../ui/fields.js';
import { sent } from '../payConfig/common.js';
import { Panel } from './EditorPanel.js';
import { loadAyce, loadAyceOnSale, type ProductRead, type ProductView } from './productEditorData.js';

type Props = { product: ProductView; read: ProductRead };

/** A choice among named rows (kitchens, categories, products), with "none" first. */
function Pick({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (v: string) => void; options: readonly { id: string; name: string }[]; testId: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <select className="touch-target rounded-lg border border-slate-300 bg-white px-2" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{pe.none}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A row's "change to…" choice: picking one sends the change at once (nothing to type, nothing to lose). */
function SwapSelect({ label, options, onPick }: { label: string; options: readonly { id: string; name: string }[]; onPick: (id: string) => void }) {
  if (options.length === 0) return null;
  return (
    <select className="ml-2 rounded border border-slate-300 bg-white px-1 text-sm" aria-label={label} value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
      <option value="">{pe.kitchens.change}…</option>
      {options.map((x) => (
        <option key={x.id} value={x.id}>
          {x.name}
        </option>
      ))}
    </select>
  );
}

/** One row of a list with its remove button. */
function Line({ children, onRemove, name, testId }: { children: React.ReactNode; onRemove: () => void; name: string; testId: string }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1" data-testid={testId} data-name={name}>
      <span>{children}</span>
      <Button tone="ghost" onClick={onRemove} aria-label={`${pe.remove}: ${name}`}>
        {pe.remove}
      </Button>
    </li>
  );
}

const Problem = ({ text, testId }: { text: string | null; testId: string }) =>
  text ? (
    <p className="mt-1 text-sm font-semibold text-red-700" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;

function useMirror() {
  const businessId = useBusinessId();
  const kitchens = useLive(() => all('kitchens', businessId), [businessId], [] as KitchenRow[]);
  const categories = useLive(() => all('categories', businessId), [businessId], [] as CategoryRow[]);
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  return { kitchens, categories, products };
}

export function SecondaryKitchens({ product: p, read }: Props) {
  const k = pe.kitchens;
  const { kitchens, categories } = useMirror();
  const [kitchenId, setKitchenId] = useState('');
  const name = (id: string) => kitchens.find((x) => x.id === id)?.name ?? '—';
  // The product's own kitchen, else its category's: where its tickets already print.
  const main = p.kitchenId ?? categories.find((c) => c.id === p.categoryId)?.kitchenId ?? null;
  const problem = !kitchenId ? null : kitchenId === main ? k.main : read.kitchens.some((x) => x.kitchenId === kitchenId) ? k.taken : null;
  const add = async () => {
    if (!kitchenId || problem) return;
    if (await sent(name(kitchenId), () => write(productKinds.productSecondaryKitchensCreate, { params: { productId: p.id }, body: { id: newId(), kitchenId } }, undefined))) setKitchenId('');
  };
  const change = (id: string, to: string) => sent(name(to), () => write(productKinds.productSecondaryKitchensUpdate, { params: { productId: p.id, id }, body: { kitchenId: to } }, undefined));
  const remove = (id: string) => sent(pe.remove, () => write(productKinds.productSecondaryKitchensDelete, { params: { productId: p.id, id }, body: {} }, undefined));
  const others = (current: string) => kitchens.filter((x) => x.id !== current && x.id !== main && !read.kitchens.some((r) => r.kitchenId === x.id));
  return (
    <Panel title={k.title} help={k.help} testId="secondary-kitchens">
      <ul className="space-y-1">
        {read.kitchens.length === 0 ? <li className="text-slate-500">{k.empty}</li> : null}
        {read.kitchens.map((r) => (
          <Line key={r.id} name={name(r.kitchenId)} onRemove={() => void remove(r.id)} testId="secondary-kitchen">
            {name(r.kitchenId)}
            <SwapSelect label={`${k.change}: ${name(r.kitchenId)}`} options={others(r.kitchenId)} onPick={(to) => void change(r.id, to)} />
          </Line>
        ))}
      </ul>
      <div className="mt-2 flex items-end gap-2">
        <Pick label={k.kitchen} value={kitchenId} onChange={setKitchenId} options={kitchens} testId="secondary-kitchen-choice" />
        <Button tone="secondary" onClick={() => void add()} disabled={!kitchenId || problem !== null} data-testid="secondary-kitchen-add">
          {pe.add}
        </Button>
      </div>
      <Problem text={problem} testId="secondary-kitchen-problem" />
    </Panel>
  );
}

export function Integrators({ product: p, read }: Props) {
  const t = pe.integrators;
  const [integratorId, setIntegratorId] = useState('');
  const [code, setCode] = useState('');
  const provider = (id: string) => read.marketplaces.find((m) => m.id === id)?.provider ?? '—';
  const problem = integratorId && read.integrators.some((r) => r.businessIntegratorId === integratorId) ? t.taken : null;
  const add = async () => {
    if (!integratorId || problem) return;
    const body = { product: { id: p.id }, businessIntegratorId: integratorId, externalCode: code.trim() || null };
    if (await sent(provider(integratorId), () => write(productKinds.productIntegratorsCreate, { params: { productId: p.id }, body }, undefined))) {
      setIntegratorId('');
      setCode('');
    }
  };
  return (
    <Panel title={t.title} help={t.help} testId="product-integrators">
      <ul className="space-y-1">
        {read.integrators.length === 0 ? <li className="text-slate-500">{t.empty}</li> : null}
        {read.integrators.map((r) => (
          <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-1" data-testid="product-integrator">
            {provider(r.businessIntegratorId)} {r.externalCode ? <span className="tabular-nums text-slate-600">· {r.externalCode}</span> : null}
          </li>
        ))}
      </ul>
      {read.marketplaces.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t.noIntegrators}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Pick label={t.integrator} value={integratorId} onChange={setIntegratorId} options={read.marketplaces.map((m) => ({ id: m.id, name: m.provider }))} testId="product-integrator-choice" />
          <TextField label={t.externalCode} value={code} onValue={setCode} maxLength={60} data-testid="product-integrator-code" />
          <Button tone="secondary" onClick={() => void add()} disabled={!integratorId || problem !== null} data-testid="product-integrator-add">
            {pe.add}
          </Button>
        </div>
      )}
      <Problem text={problem} testId="product-integrator-problem" />
    </Panel>
  );
}

export function AllYouCanEat({ product: p, read }: Props) {
  const t = pe.allYouCanEat;
  const { categories, products } = useMirror();
  const [categoryId, setCategoryId] = useState('');
  const [productId, setProductId] = useState('');
  const [extra, setExtra] = useState(0);
  const catName = (id: string) => categories.find((x) => x.id === id)?.name ?? '—';
  const prodName = (id: string) => products.find((x) => x.id === id)?.name ?? '—';
  const catProblem = categoryId && read.allowedCategories.some((r) => r.categoryId === categoryId) ? t.categoryTaken : null;
  const prodProblem = productId && read.allowedProducts.some((r) => r.allowedProductId === productId) ? t.productTaken : null;
  const params = { productId: p.id };
  const addCategory = async () => {
    if (!categoryId || catProblem) return;
    if (await sent(catName(categoryId), () => write(productKinds.productAllowedCategoriesCreate, { params, body: { id: newId(), categoryId } }, undefined))) setCategoryId('');
  };
  const addProduct = async () => {
    if (!productId || prodProblem) return;
    if (await sent(prodName(productId), () => write(productKinds.productAllowedProductsCreate, { params, body: { id: newId(), allowedProductId: productId, price: extra } }, undefined))) {
      setProductId('');
      setExtra(0);
    }
  };
  const changePrice = (id: string, price: number) => sent(t.extra, () => write(productKinds.productAllowedProductsUpdate, { params: { ...params, id }, body: { price } }, undefined));
  return (
    <Panel title={t.title} help={t.help} testId="all-you-can-eat">
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t.categories}</h3>
          <ul className="space-y-1">
            {read.allowedCategories.length === 0 ? <li className="text-slate-500">{t.noCategories}</li> : null}
            {read.allowedCategories.map((r) => (
              <Line
                key={r.id}
                name={catName(r.categoryId)}
                testId="allowed-category"
                onRemove={() => void sent(pe.remove, () => write(productKinds.productAllowedCategoriesDelete, { params: { ...params, id: r.id }, body: {} }, undefined))}
              >
                {catName(r.categoryId)}
                <SwapSelect
                  label={`${pe.kitchens.change}: ${catName(r.categoryId)}`}
                  options={categories.filter((x) => !read.allowedCategories.some((a) => a.categoryId === x.id))}
                  onPick={(categoryId) => void sent(catName(categoryId), () => write(productKinds.productAllowedCategoriesUpdate, { params: { ...params, id: r.id }, body: { categoryId } }, undefined))}
                />
              </Line>
            ))}
          </ul>
          <div className="mt-2 flex items-end gap-2">
            <Pick label={t.category} value={categoryId} onChange={setCategoryId} options={categories} testId="allowed-category-choice" />
            <Button tone="secondary" onClick={() => void addCategory()} disabled={!categoryId || catProblem !== null} data-testid="allowed-category-add">
              {pe.add}
            </Button>
          </div>
          <Problem text={catProblem} testId="allowed-category-problem" />
        </div>
        <div>
          <h3 className="font-semibold">{t.products}</h3>
          <ul className="space-y-1">
            {read.allowedProducts.length === 0 ? <li className="text-slate-500">{t.noProducts}</li> : null}
            {read.allowedProducts.map((r) => (
              <Line
                key={r.id}
                name={prodName(r.allowedProductId)}
                testId="allowed-product"
                onRemove={() => void sent(pe.remove, () => write(productKinds.productAllowedProductsDelete, { params: { ...params, id: r.id }, body: {} }, undefined))}
              >
                {prodName(r.allowedProductId)} <span className="tabular-nums text-slate-600">· {r.price ? money(r.price) : t.free}</span>
                <AllowedPrice label={`${t.extra}: ${prodName(r.allowedProductId)}`} price={r.price} onSave={(v) => void changePrice(r.id, v)} />
              </Line>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <Pick label={t.product} value={productId} onChange={setProductId} options={products.filter((x) => x.id !== p.id && x.type !== 'allYouCanEat' && !x.deletedAt)} testId="allowed-product-choice" />
            <span className="w-36">
              <MoneyInput label={t.extra} value={extra} onChange={setExtra} testId="allowed-product-extra" />
            </span>
            <Button tone="secondary" onClick={() => void addProduct()} disabled={!productId || prodProblem !== null} data-testid="allowed-product-add">
              {pe.add}
            </Button>
          </div>
          <Problem text={prodProblem} testId="allowed-product-problem" />
        </div>
      </div>
      <AycePreview version={`${read.allowedCategories.length}#${read.allowedProducts.length}`} />
      <AyceOnSale productId={p.id} />
    </Panel>
  );
}

/** An allowed product's extra price: typed here, sent once with its button (not at each digit). */
function AllowedPrice({ label, price, onSave }: { label: string; price: number; onSave: (v: number) => void }) {
  const [value, setValue] = useState(price);
  return (
    <span className="ml-2 inline-flex items-end gap-1 align-middle">
      <span className="w-32">
        <MoneyInput label={label} value={value} onChange={setValue} testId="allowed-product-price" />
      </span>
      <Button tone="ghost" onClick={() => onSave(value)} disabled={value === price} aria-label={`${pe.save}: ${label}`}>
        {pe.save}
      </Button>
    </span>
  );
}

/** The waiter's side of the rodízio: the categories and products its guests may order (gqlListByCategoryToAYCE). */
function AycePreview({ version }: { version: string }) {
  const t = pe.allYouCanEat;
  const [read] = useServerRead(`ayce#${version}`, loadAyce);
  if (read.state !== 'ready') return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-testid="ayce-preview">
      <h3 className="font-semibold">{t.preview}</h3>
      {read.value.length === 0 ? <p className="text-sm text-slate-500">{t.previewEmpty}</p> : null}
      {read.value.map((c) => (
        <p key={c.category.id} className="text-sm">
          <span className="font-semibold">{c.category.name}:</span> {c.products.map((x) => x.name).join(', ')}
        </p>
      ))}
    </div>
  );
}

/** The rodízios the counter sells today (gqlAllYouCanEatProductCatalog, by today's weekday): this one among them or not. */
function AyceOnSale({ productId }: { productId: string }) {
  const t = pe.allYouCanEat;
  const weekday = new Date().getDay();
  const [read] = useServerRead(`ayceCatalog#${weekday}`, () => loadAyceOnSale(weekday));
  if (read.state !== 'ready') return null;
  return (
    <p className="mt-2 text-sm" data-testid="ayce-on-sale">
      <span className="font-semibold">{t.onSale}:</span>{' '}
      {read.value.length === 0 ? t.noneOnSale : read.value.map((x) => (x.id === productId ? `${x.name} ✓` : x.name)).join(', ')}
    </p>
  );
}

export function StoredImages({ product: p, read }: Props) {
  const t = pe.images;
  const remove = (imageId: string) => sent(t.removed, () => write(productKinds.productImagesDelete, { params: { productId: p.id, imageId }, body: {} }, undefined));
  return (
    <Panel title={t.title} help="" testId="stored-images">
      <ul className="space-y-1">
        {read.images.length === 0 ? <li className="text-slate-500">{t.empty}</li> : null}
        {read.images.map((i) => (
          <Line key={i.id} name={i.fileName} onRemove={() => void remove(i.id)} testId="stored-image">
            {i.fileName} {i.type === 'main' ? <span className="text-sm text-slate-500">· {t.main}</span> : null}
          </Line>
        ))}
      </ul>
    </Panel>
  );
}

export function FiscalData({ product: p, read }: Props) {
  const t = pe.fiscal;
  const f = read.fiscal;
  const remove = (id: string) => sent(t.remove, () => write(productKinds.productFiscalConfigDelete, { params: { id }, body: {} }, undefined));
  return (
    <Panel title={t.title} help={f ? t.removeHelp : ''} testId="product-fiscal">
      {f ? (
        <div className="flex items-center justify-between gap-2" data-product={p.id}>
          <span data-testid="product-fiscal-summary">{t.summary(f.ncm, f.cfop)}</span>
          <Button tone="ghost" onClick={() => void remove(f.id)} data-testid="product-fiscal-remove">
            {t.remove}
          </Button>
        </div>
      ) : (
        <p className="text-slate-500">{t.none}</p>
      )}
    </Panel>
  );
}
