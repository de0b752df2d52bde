// Configurações → Categorias e cozinhas → Categorias: the menu's categories (name, parent, kitchen, position, on or
// off), when each may be sold (availabilities), its sales (a discount over some days), the integrators it is linked
// to (its code at iFood…) and its pictures. Written through the declared writes; pictures go online at once (the
// server keeps no queued file: src-server/routes/catalogImages.ts).
import { useState, type ChangeEvent } from 'react';
import { DISCOUNT_TYPES, IMAGE_KINDS, type DiscountType, type ImageKind } from '../../../src-shared/api/enums.js';
import type { z } from 'zod';
import { categorySaleCreate, categorySaleUpdate, type categoryUpdate } from '../../../src-shared/api/schemas/catalogs.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { catalogScreenMessages as cm, FEE_TYPE_LABEL, IMAGE_KIND_LABEL } from '../../../src-shared/i18n/catalogScreens.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/catalog.js';
import { serverApi } from '../../services/serverApi.js';
import { toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Availabilities } from '../payConfig/Availabilities.js';
import { NameRequired, sent } from '../payConfig/common.js';
import type { CategoryView, MenuStructureRead, SaleView } from './catalogsData.js';
import { c, menuAvailability, percentOf, PickRow } from './common.js';

const s = cm.categories;
const l = (name: string) => `Categoria ${name}`;
const percentText = (hundredths: number) => `${(hundredths / 100).toLocaleString('pt-BR')}%`;
const brDate = (day: string) => day.split('-').reverse().join('/');

export function CategoriesPanel({ data, onChanged }: { data: MenuStructureRead; onChanged: () => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data.categories.find((x) => x.id === selectedId) ?? data.categories[0] ?? null;
  const nameOf = (id: string | null) => data.categories.find((x) => x.id === id)?.name ?? '';
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        <NewCategory data={data} />
        {data.categories.length === 0 ? <Empty>{s.empty}</Empty> : null}
        <ul className="space-y-1" data-testid="categories-list">
          {data.categories.map((x) => (
            <PickRow
              key={x.id}
              name={x.name}
              detail={x.categoryId ? s.subcategoryOf(nameOf(x.categoryId)) : data.kitchens.find((k) => k.id === x.kitchenId)?.name}
              on={x.available}
              selected={x.id === selected?.id}
              onSelect={() => setSelectedId(x.id)}
              testId={`category-${x.name}`}
            />
          ))}
        </ul>
      </div>
      <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        {selected ? <CategoryDetail key={selected.id} category={selected} data={data} onChanged={onChanged} /> : <Empty>{s.select}</Empty>}
      </div>
    </div>
  );
}

function NewCategory({ data }: { data: MenuStructureRead }) {
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim(), categoryId: parent || null, position: data.categories.length };
    if (await sent(l(body.name), () => write(w.categoriesCreate, { params: {}, body }, undefined))) {
      setName('');
      setParent('');
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={s.newCategory}
      data-testid="category-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newCategory}</span>
      <TextField label={c.name} value={name} onValue={setName} data-testid="category-new-name" />
      <SelectField label={s.parent} value={parent} onValue={setParent} placeholder={c.none} choices={data.categories.filter((x) => !x.categoryId).map((x) => ({ value: x.id, label: x.name }))} testId="category-new-parent" />
      <NameRequired shown={noName} testId="category-new-error" />
      <Button type="submit" tone="primary" data-testid="category-new-add">
        {c.add}
      </Button>
    </form>
  );
}

function CategoryDetail({ category, data, onChanged }: { category: CategoryView; data: MenuStructureRead; onChanged: () => void }) {
  const [name, setName] = useState(category.name);
  const [parent, setParent] = useState(category.categoryId ?? '');
  const [kitchen, setKitchen] = useState(category.kitchenId ?? '');
  const [position, setPosition] = useState(String(category.position));
  const update = (body: z.input<typeof categoryUpdate>) =>
    void sent(l(category.name), () => write(w.categoriesUpdate, { params: { id: category.id }, body }, undefined));
  const availabilities = data.availabilities.filter((a) => a.ownerType === 'category' && a.ownerId === category.id);
  const params = { categoryId: category.id };
  const actions = menuAvailability(
    {
      update: (a, body) => write(w.categoryAvailabilitiesUpdate, { params: { ...params, id: a.id }, body }, undefined),
      remove: (a) => write(w.categoryAvailabilitiesDelete, { params: { ...params, id: a.id }, body: {} }, undefined),
      create: (startTime, endTime) => write(w.categoryAvailabilitiesCreate, { params, body: { id: newId(), startTime, endTime } }, undefined),
    },
    cm.availabilities.title,
  );
  return (
    <div className="space-y-5" data-testid="category-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{category.name}</h2>
        <div className="flex gap-2">
          <Button tone={category.available ? 'secondary' : 'success'} onClick={() => update({ available: !category.available })} data-testid="category-toggle">
            {category.available ? c.turnOff : c.turnOn}
          </Button>
          <Button tone="danger" onClick={() => void sent(l(category.name), () => write(w.categoriesDelete, { params: { id: category.id }, body: {} }, undefined))} data-testid="category-remove">
            {c.remove}
          </Button>
        </div>
      </div>
      <form
        className="grid grid-cols-2 items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ name: name.trim(), categoryId: parent || null, kitchenId: kitchen || null, position: Number(position) || 0 });
        }}
        data-testid="category-form"
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid="category-name" />
        <TextField label={s.position} type="number" min={0} value={position} onValue={setPosition} data-testid="category-position" />
        <SelectField
          label={s.parent}
          value={parent}
          onValue={setParent}
          placeholder={c.none}
          choices={data.categories.filter((x) => x.id !== category.id && !x.categoryId).map((x) => ({ value: x.id, label: x.name }))}
          testId="category-parent"
        />
        <SelectField label={s.kitchen} value={kitchen} onValue={setKitchen} placeholder={c.none} choices={data.kitchens.map((k) => ({ value: k.id, label: k.name }))} testId="category-kitchen" />
        <Button type="submit" tone="primary" data-testid="category-save">
          {c.save}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-4">
        <Availabilities list={availabilities} origins={data.origins} users={[]} actions={actions} mayWrite prefix="category-availability" />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Sales category={category} data={data} />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Integrators category={category} data={data} />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Images category={category} data={data} onChanged={onChanged} />
      </div>
    </div>
  );
}

function Sales({ category, data }: { category: CategoryView; data: MenuStructureRead }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<DiscountType>('percentage');
  const [value, setValue] = useState(0);
  const [percent, setPercent] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [bad, setBad] = useState(false);
  const mine = data.sales.filter((x) => x.categoryId === category.id);
  const params = { categoryId: category.id };
  const add = async () => {
    const discount = type === 'percentage' ? percentOf(percent) : value;
    const body = { id: newId(), name: name.trim() || null, discountType: type, discount: discount ?? -1, startDate: start, endDate: end };
    // Checked here with the write's own rules (period, 100 %): said under the form, the typed rest kept.
    const ok = discount !== null && categorySaleCreate.safeParse(body).success;
    setBad(!ok);
    if (ok && (await sent(s.sales, () => write(w.categorySalesCreate, { params, body }, undefined)))) {
      setName('');
      setPercent('');
      setValue(0);
    }
  };
  return (
    <div className="space-y-3" data-testid="category-sales">
      <h3 className="font-semibold">{s.sales}</h3>
      {mine.length === 0 ? <Empty>{s.noSales}</Empty> : null}
      <ul className="space-y-1">
        {mine.map((x) => (
          <SaleRow key={`${x.id}-${x.discount}-${x.startDate}-${x.endDate}`} sale={x} />
        ))}
      </ul>
      <form
        className="grid grid-cols-3 items-end gap-2 rounded-lg bg-slate-50 p-3"
        data-testid="category-sale-new"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField label={s.saleName} value={name} onValue={setName} data-testid="category-sale-name" />
        <SelectField label={s.discountType} value={type} onValue={setType} choices={DISCOUNT_TYPES.map((t) => ({ value: t, label: FEE_TYPE_LABEL[t] ?? t }))} testId="category-sale-type" />
        {type === 'percentage' ? (
          <TextField label={s.percent} inputMode="decimal" value={percent} onValue={setPercent} data-testid="category-sale-percent" />
        ) : (
          <MoneyInput label={s.discount} value={value} onChange={setValue} testId="category-sale-value" />
        )}
        <TextField label={s.startDate} type="date" value={start} onValue={setStart} data-testid="category-sale-start" />
        <TextField label={s.endDate} type="date" value={end} onValue={setEnd} data-testid="category-sale-end" />
        <Button type="submit" data-testid="category-sale-add">
          {c.add}
        </Button>
        {bad ? (
          <p role="alert" className="col-span-3 text-sm text-red-700" data-testid="category-sale-error">
            {s.badSale}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** A sale as it is, and its discount and period changed in place (checked with the write's own rules first). */
function SaleRow({ sale }: { sale: SaleView }) {
  const [percent, setPercent] = useState(sale.discountType === 'percentage' ? String(sale.discount / 100).replace('.', ',') : '');
  const [value, setValue] = useState(sale.discountType === 'value' ? sale.discount : 0);
  const [start, setStart] = useState(sale.startDate);
  const [end, setEnd] = useState(sale.endDate);
  const [bad, setBad] = useState(false);
  const params = { categoryId: sale.categoryId, id: sale.id };
  const testId = `category-sale-${sale.name ?? sale.id}`;
  const save = () => {
    const discount = sale.discountType === 'percentage' ? percentOf(percent) : value;
    const body = { discountType: sale.discountType, discount: discount ?? -1, startDate: start, endDate: end };
    const ok = discount !== null && categorySaleUpdate.safeParse(body).success;
    setBad(!ok);
    if (ok) void sent(s.sales, () => write(w.categorySalesUpdate, { params, body }, undefined));
  };
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 px-3 py-2" data-testid={testId}>
      <div className="flex items-center justify-between">
        <span>
          <span className="font-medium">{sale.name ?? s.sales}</span>{' '}
          <span className="text-sm text-slate-500">· {s.saleLine(sale.discountType === 'percentage' ? percentText(sale.discount) : formatBRL(sale.discount), brDate(sale.startDate), brDate(sale.endDate))}</span>
        </span>
        <Button tone="ghost" onClick={() => void sent(s.sales, () => write(w.categorySalesDelete, { params, body: {} }, undefined))} data-testid={`${testId}-remove`}>
          {c.remove}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {sale.discountType === 'percentage' ? (
          <TextField label={s.percent} inputMode="decimal" value={percent} onValue={setPercent} data-testid={`${testId}-percent`} className="w-32" />
        ) : (
          <MoneyInput label={s.discount} value={value} onChange={setValue} testId={`${testId}-value`} />
        )}
        <TextField label={s.startDate} type="date" value={start} onValue={setStart} data-testid={`${testId}-start`} className="w-44" />
        <TextField label={s.endDate} type="date" value={end} onValue={setEnd} data-testid={`${testId}-end`} className="w-44" />
        <Button onClick={save} data-testid={`${testId}-save`}>
          {c.save}
        </Button>
      </div>
      {bad ? (
        <p role="alert" className="text-sm text-red-700" data-testid={`${testId}-error`}>
          {s.badSale}
        </p>
      ) : null}
    </li>
  );
}

function Integrators({ category, data }: { category: CategoryView; data: MenuStructureRead }) {
  const [integrator, setIntegrator] = useState('');
  const [code, setCode] = useState('');
  const mine = data.integrators.filter((x) => x.categoryId === category.id);
  const params = { categoryId: category.id };
  const nameOf = (id: string) => data.businessIntegrators.find((b) => b.id === id)?.name ?? id;
  const add = async () => {
    const body = { id: newId(), businessIntegratorId: integrator, externalCode: code.trim() || null };
    if (await sent(s.integrators, () => write(w.categoryIntegratorsCreate, { params, body }, undefined))) setCode('');
  };
  return (
    <div className="space-y-3" data-testid="category-integrators">
      <h3 className="font-semibold">{s.integrators}</h3>
      {mine.length === 0 ? <Empty>{s.noIntegrators}</Empty> : null}
      {mine.map((x) => (
        <IntegratorRow key={x.id} name={nameOf(x.businessIntegratorId)} code={x.externalCode ?? ''} onSave={(externalCode) => void sent(s.integrators, () => write(w.categoryIntegratorsUpdate, { params: { ...params, id: x.id }, body: { externalCode: externalCode || null } }, undefined))} onRemove={() => void sent(s.integrators, () => write(w.categoryIntegratorsDelete, { params: { ...params, id: x.id }, body: {} }, undefined))} />
      ))}
      {data.businessIntegrators.length > 0 ? (
        <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <SelectField label={s.integrator} value={integrator} onValue={setIntegrator} placeholder={c.choose} choices={data.businessIntegrators.map((b) => ({ value: b.id, label: b.name }))} testId="category-integrator-choose" />
          <TextField label={s.externalCode} value={code} onValue={setCode} data-testid="category-integrator-code" />
          <Button onClick={() => void add()} disabled={!integrator} data-testid="category-integrator-add">
            {c.add}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function IntegratorRow({ name, code, onSave, onRemove }: { name: string; code: string; onSave: (code: string) => void; onRemove: () => void }) {
  const [value, setValue] = useState(code);
  return (
    <div className="grid grid-cols-[8rem_1fr_auto_auto] items-end gap-2" data-testid={`category-integrator-${name}`}>
      <span className="pb-3 font-medium">{name}</span>
      <TextField label={s.externalCode} value={value} onValue={setValue} data-testid={`category-integrator-${name}-code`} />
      <Button onClick={() => onSave(value.trim())} data-testid={`category-integrator-${name}-save`}>
        {c.save}
      </Button>
      <Button tone="ghost" onClick={onRemove} data-testid={`category-integrator-${name}-remove`}>
        {c.remove}
      </Button>
    </div>
  );
}

/** A category's pictures: sent to the server at once (uploads are not queued), the server's refusal said as it is. */
function Images({ category, data, onChanged }: { category: CategoryView; data: MenuStructureRead; onChanged: () => void }) {
  const [kind, setKind] = useState<ImageKind>('main');
  const mine = data.images.filter((x) => x.categoryId === category.id);
  const api = () => serverApi().catalogs;
  const params = { categoryId: category.id };
  const imageOf = async (file: File) => ({ fileName: file.name, contentType: file.type || 'application/octet-stream', data: new Uint8Array(await file.arrayBuffer()) });
  const upload = async (file: File) => {
    const image = await imageOf(file);
    if (await toastAfter(s.imageSent, () => api().categoryImagesCreate({ params, body: { id: newId(), type: kind, image } }))) onChanged();
  };
  /** Another file in the place of a picture (same kind): the server keeps the row, with the new bytes. */
  const replace = async (id: string, type: ImageKind, file: File) => {
    const image = await imageOf(file);
    if (await toastAfter(s.imageSent, () => api().categoryImagesUpdate({ params: { ...params, id }, body: { type, image } }))) onChanged();
  };
  const pick = (e: ChangeEvent<HTMLInputElement>, then: (file: File) => Promise<void>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void then(file);
  };
  const remove = async (id: string) => {
    if (await toastAfter(s.imageRemoved, () => api().categoryImagesDelete({ params: { ...params, id } }))) onChanged();
  };
  return (
    <div className="space-y-3" data-testid="category-images">
      <h3 className="font-semibold">{s.images}</h3>
      {mine.length === 0 ? <Empty>{s.noImages}</Empty> : null}
      <ul className="space-y-1">
        {mine.map((x) => (
          <li key={x.id} className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2" data-testid={`category-image-${x.fileName}`}>
            <span>
              {x.fileName} <span className="text-sm text-slate-500">· {IMAGE_KIND_LABEL[x.type] ?? x.type}</span>
            </span>
            <span className="flex items-center gap-2">
              <label className="touch-target flex cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold">
                {s.replaceImage}
                <input type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" data-testid={`category-image-${x.fileName}-replace`} onChange={(e) => pick(e, (file) => replace(x.id, x.type as ImageKind, file))} />
              </label>
              <Button tone="ghost" onClick={() => void remove(x.id)} data-testid={`category-image-${x.fileName}-remove`}>
                {c.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-[10rem_1fr] items-end gap-2">
        <SelectField label={s.imageKind} value={kind} onValue={setKind} choices={IMAGE_KINDS.map((k) => ({ value: k, label: IMAGE_KIND_LABEL[k] ?? k }))} testId="category-image-kind" />
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{s.chooseImage}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="category-image-file"
            onChange={(e) => pick(e, upload)}
          />
        </label>
      </div>
    </div>
  );
}
