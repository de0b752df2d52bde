// Configurações → Cardápio (#/configuracoes/cardapio): the menu as the mirror holds it. A manager searches and
// filters it, creates simple products, pizzas (sizes and flavours) and combos, edits them and their photo, marks one
// "esgotado" with one click (every terminal then refuses to sell it), and changes prices of the filtered list by
// percentage or value. Others only read it.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import { productEditorMessages } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { changedPrice, type PriceChangeType } from '../../../src-shared/domain/priceChange.js';
import { productKinds, products as productWrites } from '../../../src-shared/writes/index.js';
import { money, percent } from '../../format/money.js';
import { all } from '../../queries/mirrorRead.js';
import type { CategoryRow, KitchenRow, ProductRow, ProductSubproductSaleRow } from '../../db/rows.js';
import { businessTimeZone } from '../../format/time.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { useImagePaths } from '../../queries/productImages.js';
import { navigate, useRoute } from '../../hooks/useRoute.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Badge, ScreenHeader, Segmented, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { buildMenuIndex, filterMenu, sortMenu } from './menuFilter.js';
import { ImportDialog } from './ImportDialog.js';
import { ProductEditor } from './ProductEditor.js';
import { MenuTools } from './MenuTools.js';
import { ItemSales, ProductAvailabilities } from './ProductRules.js';
import { ProductSale, productsOnSale } from './ProductSale.js';
import { NewProductImage, ProductImage, ProductThumb } from './ProductImage.js';
import { isOnline, onPhotoArrived, queuePhoto } from '../../services/photoUploads.js';
import { ComboFields, CompositeFields } from './ProductKinds.js';
import { comboDraft, pizzaDraft, readCombo, readPizza, saveComboChanges, savePizzaChanges, type ComboPartNow, type PizzaNow } from './editKinds.js';
import { comboProblem, compositeProblem, saveCombo, saveComposite, type ComboDraft, type CompositeDraft } from './saveKinds.js';

const s = menuMessages.screen;
const pe = productEditorMessages;

type Editing = { kind: 'create' } | { kind: 'edit'; product: ProductRow } | null;

export function MenuScreen() {
  // A product's own editor (its compositions, kitchens, rodízio…): #/configuracoes/cardapio/produto/<id>.
  const route = useRoute();
  if (route[2] === 'produto' && route[3]) return <ProductEditor productId={route[3]} />;
  return <MenuList />;
}

function MenuList() {
  const businessId = useBusinessId();
  const mayManage = useCan('settings');
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  const categories = useLive(async () => (await all('categories', businessId)).sort((a, b) => a.position - b.position), [businessId], [] as CategoryRow[]);
  const kitchens = useLive(() => all('kitchens', businessId), [businessId], [] as KitchenRow[]);
  const itemSales = useLive(() => all('productSubproductSales', businessId), [businessId], [] as ProductSubproductSaleRow[]);
  const onSale = useMemo(() => productsOnSale(itemSales, new Date(), businessTimeZone()), [itemSales]);
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [bulk, setBulk] = useState(false);
  const [importing, setImporting] = useState(false);
  // Typing stays immediate; the list follows a moment later when the catalogue is large.
  const deferredTerm = useDeferredValue(term);
  // The photos (which product has one) are read again when the menu changes or a photo was just sent.
  const [photosSent, setPhotosSent] = useState(0);
  useEffect(() => onPhotoArrived(() => setPhotosSent((n) => n + 1)), []);
  const images = useImagePaths(useMemo(() => [products, photosSent], [products, photosSent]));

  const categoryName = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const index = useMemo(() => buildMenuIndex(sortMenu(products, new Map(categories.map((c) => [c.id, c.position])))), [products, categories]);
  const match = useMemo(() => filterMenu(index, deferredTerm, categoryId || null), [index, deferredTerm, categoryId]);
  const { rows, total } = match;

  const toggle = async (p: ProductRow) => {
    try {
      await write(productWrites.productsUpdate, { params: { id: p.id }, body: { available: !p.available } }, { name: p.name });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="menu-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        {mayManage ? (
          <>
            <Button tone="secondary" fkey="F7" onClick={() => setImporting(true)}>
              {s.import}
            </Button>
            <Button tone="secondary" fkey="F6" onClick={() => setBulk(true)} disabled={total === 0}>
              {s.bulk}
            </Button>
            <Button tone="primary" fkey="F2" onClick={() => setEditing({ kind: 'create' })}>
              {s.create}
            </Button>
          </>
        ) : null}
      </ScreenHeader>
      <div className="flex flex-wrap items-end gap-3 px-4 pt-3">
        <TextField className="w-80" label={s.search} hint={s.searchHint} value={term} onValue={setTerm} data-testid="menu-search" type="search" />
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{s.category}</span>
          <select
            className="touch-target rounded-lg border border-slate-300 bg-white px-3 text-lg"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            data-testid="menu-category"
          >
            <option value="">{s.allCategories}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <span className="mb-6 text-sm text-slate-600" data-testid="menu-count">
          {s.shown(rows.length, total)}
        </span>
        {mayManage ? (
          <span className="mb-6 ml-auto flex flex-wrap gap-2">
            <MenuTools categories={categories} />
          </span>
        ) : null}
      </div>
      {mayManage ? null : (
        <Notice testId="menu-read-only" className="mx-4 mt-2">
          {s.readOnly}
        </Notice>
      )}
      <div className="m-4 min-h-0 flex-1 overflow-y-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left">
          <thead className="sticky top-0 bg-slate-100 text-sm text-slate-600">
            <tr>
              <th className="px-3 py-2">{s.columns.name}</th>
              <th className="hidden px-3 py-2 lg:table-cell">{s.columns.code}</th>
              <th className="hidden px-3 py-2 lg:table-cell">{s.columns.category}</th>
              <th className="px-3 py-2 text-right">{s.columns.price}</th>
              <th className="px-3 py-2">{s.columns.status}</th>
              {mayManage ? <th className="px-3 py-2 text-right">{s.columns.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id} className="border-t border-slate-100" data-testid="menu-row" data-name={p.name}>
                <td className="px-3 py-1">
                  {images.has(p.id) ? (
                    <span className="mr-2 align-middle">
                      <ProductThumb path={images.get(p.id)} name={p.name} />
                    </span>
                  ) : null}
                  {mayManage ? (
                    <button type="button" className="text-left font-semibold hover:underline" onClick={() => navigate('configuracoes', 'cardapio', 'produto', p.id)} title={pe.open}>
                      {p.name}
                    </button>
                  ) : (
                    <span className="font-semibold">{p.name}</span>
                  )}
                  {/* On a tablet the code column gives way to the actions: the code goes under the name. */}
                  {p.internalCode ? <span className="ml-2 text-xs tabular-nums text-slate-500 lg:hidden">{p.internalCode}</span> : null}
                  {p.type !== 'unique' ? <span className="ml-2 text-xs text-slate-500">{s.types[p.type] ?? p.type}</span> : null}
                </td>
                <td className="hidden px-3 py-1 tabular-nums text-slate-600 lg:table-cell">{p.internalCode ?? '—'}</td>
                <td className="hidden px-3 py-1 text-slate-600 lg:table-cell">{p.categoryId ? (categoryName.get(p.categoryId) ?? '—') : s.noCategory}</td>
                <td className="whitespace-nowrap px-3 py-1 text-right tabular-nums" data-testid="menu-price">
                  {p.type === 'composite' && !p.price ? s.byFlavours : money(p.price)}
                </td>
                <td className="px-3 py-1">
                  {/* The badges stack on a tablet, so the actions keep their column. */}
                  <div className="flex flex-col items-start gap-1 xl:flex-row">
                    {p.available ? <Badge tone="green">{s.available}</Badge> : <Badge tone="red">{s.soldOut}</Badge>}
                    {onSale.has(p.id) ? <Badge tone="amber">{s.onSale}</Badge> : null}
                  </div>
                </td>
                {mayManage ? (
                  <td className="space-x-2 whitespace-nowrap px-3 py-1 text-right">
                    <Button tone={p.available ? 'secondary' : 'success'} onClick={() => void toggle(p)} aria-label={`${p.available ? s.markSoldOut : s.markAvailable}: ${p.name}`}>
                      {p.available ? s.markSoldOut : s.markAvailable}
                    </Button>
                    <Button tone="ghost" onClick={() => setEditing({ kind: 'edit', product: p })} aria-label={`${s.edit}: ${p.name}`}>
                      {s.edit}
                    </Button>
                    <Button tone="ghost" onClick={() => navigate('configuracoes', 'cardapio', 'produto', p.id)} aria-label={`${pe.open}: ${p.name}`}>
                      {pe.open}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {/* An empty catalogue (a new restaurant) says what to do, not that a search found nothing. */}
        {products.length === 0 ? (
          <p className="p-6 text-center text-slate-500" data-testid="menu-empty">
            {mayManage ? s.emptyMenu : s.emptyMenuReadOnly}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-slate-500">{s.empty}</p>
        ) : null}
      </div>
      {editing ? (
        <ProductDialog
          editing={editing}
          products={products}
          categories={categories}
          kitchens={kitchens}
          imagePath={editing.kind === 'edit' ? images.get(editing.product.id) : undefined}
          onPhotoSent={() => setPhotosSent((n) => n + 1)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {bulk ? <BulkDialog products={match.all()} onClose={() => setBulk(false)} /> : null}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </section>
  );
}

function ProductDialog({
  editing,
  products,
  categories,
  kitchens,
  imagePath,
  onPhotoSent,
  onClose,
}: {
  editing: NonNullable<Editing>;
  products: readonly ProductRow[];
  categories: readonly CategoryRow[];
  kitchens: readonly KitchenRow[];
  imagePath: string | undefined;
  onPhotoSent: () => void;
  onClose: () => void;
}) {
  const f = s.form;
  const businessId = useBusinessId();
  const p = editing.kind === 'edit' ? editing.product : null;
  const [name, setName] = useState(p?.name ?? '');
  const [code, setCode] = useState(p?.internalCode ?? '');
  const [barcode, setBarcode] = useState(p?.barcode ?? '');
  const [price, setPrice] = useState(p?.price ?? 0);
  const [categoryId, setCategoryId] = useState(p?.categoryId ?? '');
  const [kitchenId, setKitchenId] = useState(p?.kitchenId ?? '');
  // A new product's type; an existing one keeps its own (its sizes, flavours and combo items are its rows).
  const [kind, setKind] = useState<NewKind>(p?.type === 'composite' || p?.type === 'combo' ? p.type : 'unique');
  const [composite, setComposite] = useState<CompositeDraft>({ maxFlavors: 2, sizes: [], flavours: [] });
  const [combo, setCombo] = useState<Omit<ComboDraft, 'price'>>({ parts: [] });
  // An existing pizza's or combo's rows as they were when the editor opened: its draft starts from them and the
  // save sends only what changed.
  const [before, setBefore] = useState<{ pizza: PizzaNow | null; combo: ComboPartNow[] } | null>(null);
  const loads = p !== null && kind !== 'unique';
  useEffect(() => {
    if (!p || !loads) return;
    let live = true;
    void (async () => {
      const pizza = kind === 'composite' ? await readPizza(businessId, p) : null;
      const parts = kind === 'combo' ? await readCombo(businessId, p.id) : [];
      if (!live) return;
      if (pizza) setComposite(pizzaDraft(pizza));
      setCombo(comboDraft(parts, products));
      setBefore({ pizza, combo: parts });
    })();
    return () => {
      live = false;
    };
    // Read once when the editor opens: a later change of the mirror must not throw away the manager's edits.
  }, []);
  // A new product's photo, sent once the product is on the server.
  const [photo, setPhoto] = useState<File | null>(null);
  // A pizza is several writes: the dialog stays until all are in the outbox, and is not saved twice meanwhile.
  const [saving, setSaving] = useState(false);
  // The same checks as the server's, here first: the manager fixes them before anything is queued.
  const problem = (() => {
    if (!name.trim()) return f.nameRequired;
    const others = products.filter((x) => x.id !== p?.id);
    if (code.trim() && others.some((x) => x.internalCode === code.trim())) return f.codeTaken(code.trim());
    if (barcode.trim() && others.some((x) => x.barcode === barcode.trim())) return f.barcodeTaken(barcode.trim());
    if (kind === 'composite' && (!p || before?.pizza)) return compositeProblem(composite);
    if (kind === 'combo') return comboProblem({ ...combo, price });
    return null;
  })();
  const save = async () => {
    if (problem || saving || (loads && !before)) return;
    setSaving(true);
    const body = {
      name: name.trim(),
      internalCode: code.trim() || null,
      barcode: barcode.trim() || null,
      price,
      categoryId: categoryId || null,
      kitchenId: kitchenId || null,
    };
    try {
      if (p) {
        // A combo's and a rodízio's own fields go by their type's update (the server checks the type).
        if (p.type === 'combo') await write(productKinds.productComboUpdate, { params: { id: p.id }, body }, undefined);
        else if (p.type === 'allYouCanEat') await write(productKinds.productAllYouCanEatUpdate, { params: { id: p.id }, body }, undefined);
        else await write(productWrites.productsUpdate, { params: { id: p.id }, body }, { name: p.name });
        if (before?.pizza) await savePizzaChanges(businessId, p.id, before.pizza, composite);
        if (kind === 'combo' && before) await saveComboChanges(p.id, before.combo, { ...combo, price });
      } else {
        let id: string;
        if (kind === 'composite') id = await saveComposite(businessId, { ...body }, composite);
        else if (kind === 'combo') id = await saveCombo({ ...body }, { ...combo, price });
        else if (kind === 'allYouCanEat') await write(productKinds.productAllYouCanEatCreate, { params: {}, body: { id: (id = newId()), ...body } }, undefined);
        else await write(productWrites.productsUniquesCreate, { params: {}, body: { id: (id = newId()), ...body } }, undefined);
        // Queued behind the product's writes (same id): it goes once the product is on the server.
        if (photo) await queuePhoto(id, body.name, photo);
      }
      // Offline, the photo chosen waits: said again here, where the manager looks after saving.
      toast(!p && photo && !isOnline() ? mk.image.savedPhotoLater(body.name) : f.saved(body.name), 'success');
      onClose();
    } catch (err) {
      failed(err);
      setSaving(false);
    }
  };
  return (
    <Dialog
      title={p ? f.editTitle(p.name) : f.createTitle}
      onCancel={onClose}
      onConfirm={() => void save()}
      confirmLabel={f.save}
      confirmDisabled={problem !== null || saving || (loads && !before)}
      testId="product-dialog"
      wide={p !== null || kind !== 'unique'}
    >
      {p ? null : (
        <div className="mb-3">
          <span className="mb-1 block text-sm font-medium text-slate-700">{mk.kind}</span>
          <Segmented<NewKind>
            label={mk.kind}
            value={kind}
            onChange={setKind}
            testId="product-kind"
            choices={[
              { value: 'unique', label: mk.kinds.unique },
              { value: 'composite', label: mk.kinds.composite },
              { value: 'combo', label: mk.kinds.combo },
              { value: 'allYouCanEat', label: s.types.allYouCanEat ?? '' },
            ]}
          />
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField className="col-span-2" label={f.name} value={name} onValue={setName} maxLength={120} />
        <TextField label={f.code} value={code} onValue={setCode} maxLength={30} />
        <TextField label={f.barcode} value={barcode} onValue={setBarcode} maxLength={50} inputMode="numeric" />
        {/* A pizza is priced by its flavours; its own price stays zero. */}
        {kind === 'composite' ? null : <MoneyInput label={f.price} value={price} onChange={setPrice} testId="product-price" />}
        <Choose label={f.category} value={categoryId} onChange={setCategoryId} options={categories} none={f.none} />
        <Choose label={f.kitchen} value={kitchenId} onChange={setKitchenId} options={kitchens} none={f.none} />
      </div>
      {problem && name ? (
        <p className="mt-3 text-sm font-semibold text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
      {kind === 'composite' && (!p || before?.pizza) ? <CompositeFields draft={composite} onChange={setComposite} /> : null}
      {kind === 'combo' && (!p || before) ? <ComboFields draft={{ ...combo, price }} onChange={({ parts }) => setCombo({ parts })} products={products.filter((x) => x.id !== p?.id)} /> : null}
      {/* A product's hours and items' sales are its own rows: edited once it exists; its photo may be chosen before. */}
      {p ? <ProductImage product={p} path={imagePath} onSent={onPhotoSent} /> : <NewProductImage file={photo} onChange={setPhoto} />}
      {p ? <ProductAvailabilities product={p} /> : null}
      {p ? <ProductSale product={p} /> : null}
      {p ? <ItemSales product={p} /> : null}
    </Dialog>
  );
}

type NewKind = 'unique' | 'composite' | 'combo' | 'allYouCanEat';
const mk = menuKindMessages;

function Choose({ label, value, onChange, options, none }: { label: string; value: string; onChange: (v: string) => void; options: readonly { id: string; name: string }[]; none: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-3 text-lg" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function BulkDialog({ products, onClose }: { products: readonly ProductRow[]; onClose: () => void }) {
  const b = s.bulkForm;
  const [kind, setKind] = useState<PriceChangeType>('percentage');
  const [direction, setDirection] = useState<'raise' | 'lower'>('raise');
  const [amount, setAmount] = useState(0);
  const change = { type: kind, value: direction === 'raise' ? amount : -amount };
  const sample = products[0];
  const below = products.find((p) => changedPrice(p.price, change) === null);
  const apply = async () => {
    if (below || amount === 0) return;
    try {
      // One write per 5,000 products keeps each request small; each is all or nothing on the server.
      for (let i = 0; i < products.length; i += 5_000) {
        const part = products.slice(i, i + 5_000);
        await write(productWrites.productsBulkUpdate, { params: {}, body: { products: part.map((p) => ({ id: p.id })), priceChange: change } }, undefined);
      }
      toast(b.done(products.length), 'success');
      onClose();
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Dialog title={b.title} onCancel={onClose} onConfirm={() => void apply()} confirmLabel={b.apply} confirmDisabled={amount === 0 || Boolean(below)} testId="bulk-dialog">
      <p className="mb-3 text-slate-700">{b.scope(products.length)}</p>
      <div className="space-y-3">
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{b.kind}</span>
          <Segmented<PriceChangeType>
            label={b.kind}
            value={kind}
            onChange={(k) => {
              setKind(k);
              setAmount(0);
            }}
            choices={[
              { value: 'percentage', label: b.percentage },
              { value: 'value', label: b.value },
            ]}
          />
        </div>
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{b.direction}</span>
          <Segmented<'raise' | 'lower'>
            label={b.direction}
            value={direction}
            onChange={setDirection}
            choices={[
              { value: 'raise', label: b.raise },
              { value: 'lower', label: b.lower },
            ]}
          />
        </div>
        <MoneyInput label={b.amount} value={amount} onChange={setAmount} testId="bulk-amount" {...(kind === 'percentage' ? { format: percent, max: 100_000 } : {})} />
        {sample && amount > 0 && !below ? <p className="text-sm text-slate-600">{b.example(sample.name, money(sample.price), money(changedPrice(sample.price, change) ?? 0))}</p> : null}
        {below ? (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {b.negative(below.name)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
