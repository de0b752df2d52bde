// Configurações → Categorias e cozinhas → Cardápios: the business's catalogs (a set of categories for some origins:
// the iFood one, the saloon one) and which categories each holds, in what order.
import { useState } from 'react';
import { catalogScreenMessages as cm } from '../../../src-shared/i18n/catalogScreens.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/catalog.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, SelectField, TextField } from '../../ui/fields.js';
import { NameRequired, sent } from '../payConfig/common.js';
import type { CatalogView, MenuStructureRead } from './catalogsData.js';
import { c, OriginChips, PickRow } from './common.js';

const s = cm.catalogs;
const l = (name: string) => `Cardápio ${name}`;

export function CatalogsPanel({ data }: { data: MenuStructureRead }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data.catalogs.find((x) => x.id === selectedId) ?? data.catalogs[0] ?? null;
  const [name, setName] = useState('');
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim() };
    if (await sent(l(body.name), () => write(w.catalogsCreate, { params: {}, body }, undefined))) setName('');
  };
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        <form
          className="space-y-2 rounded-lg bg-slate-50 p-3"
          data-testid="catalog-new"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <span className="block text-sm font-semibold text-slate-700">{s.newCatalog}</span>
          <span className="block text-xs text-slate-500">{s.hint}</span>
          <TextField label={c.name} value={name} onValue={setName} data-testid="catalog-new-name" />
          <NameRequired shown={noName} testId="catalog-new-error" />
          <Button type="submit" tone="primary" data-testid="catalog-new-add">
            {c.add}
          </Button>
        </form>
        {data.catalogs.length === 0 ? <Empty>{s.empty}</Empty> : null}
        <ul className="space-y-1" data-testid="catalogs-list">
          {data.catalogs.map((x) => (
            <PickRow key={x.id} name={x.name} detail={`${data.catalogCategories.filter((cc) => cc.catalogId === x.id).length} ${cm.categories.tabCategories.toLowerCase()}`} selected={x.id === selected?.id} onSelect={() => setSelectedId(x.id)} testId={`catalog-${x.name}`} />
          ))}
        </ul>
      </div>
      <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        {selected ? <CatalogDetail key={selected.id} catalog={selected} data={data} /> : <Empty>{s.select}</Empty>}
      </div>
    </div>
  );
}

function CatalogDetail({ catalog, data }: { catalog: CatalogView; data: MenuStructureRead }) {
  const [name, setName] = useState(catalog.name);
  const [categoryId, setCategoryId] = useState('');
  const linked = data.catalogCategories.filter((x) => x.catalogId === catalog.id);
  const nameOf = (id: string) => data.categories.find((x) => x.id === id)?.name ?? '';
  const params = { catalogId: catalog.id };
  const update = (body: { name?: string; originIds?: string[] }) => void sent(l(catalog.name), () => write(w.catalogsUpdate, { params: { id: catalog.id }, body }, undefined));
  const include = () => {
    const body = { categories: [{ id: newId(), catalogCategoryId: categoryId, position: linked.length }] };
    void sent(s.categories, () => write(w.catalogCategoriesCreate, { params, body }, undefined)).then((ok) => ok && setCategoryId(''));
  };
  /** Swaps a category with its neighbour: both positions sent. */
  const move = (i: number, by: -1 | 1) => {
    const a = linked[i]!;
    const b = linked[i + by]!;
    void sent(s.categories, async () => {
      await write(w.catalogCategoriesUpdate, { params: { ...params, id: a.id }, body: { position: i + by } }, undefined);
      await write(w.catalogCategoriesUpdate, { params: { ...params, id: b.id }, body: { position: i } }, undefined);
    });
  };
  return (
    <div className="space-y-5" data-testid="catalog-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{catalog.name}</h2>
        <Button tone="danger" onClick={() => void sent(l(catalog.name), () => write(w.catalogsDelete, { params: { id: catalog.id }, body: {} }, undefined))} data-testid="catalog-remove">
          {c.remove}
        </Button>
      </div>
      <form
        className="grid grid-cols-[1fr_auto] items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ name: name.trim() });
        }}
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid="catalog-name" />
        <Button type="submit" tone="primary" data-testid="catalog-save">
          {c.save}
        </Button>
      </form>
      <OriginChips origins={data.origins} value={catalog.originIds} onChange={(originIds) => update({ originIds })} testId="catalog-origins" />
      <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="catalog-categories">
        <h3 className="font-semibold">{s.categories}</h3>
        {linked.length === 0 ? <Empty>{s.noCategories}</Empty> : null}
        <ol className="space-y-1">
          {linked.map((x, i) => (
            <li key={x.id} className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-1" data-testid={`catalog-category-${nameOf(x.catalogCategoryId)}`}>
              <span className="font-medium">{nameOf(x.catalogCategoryId)}</span>
              <span className="flex gap-1">
                <Button tone="ghost" disabled={i === 0} onClick={() => move(i, -1)} data-testid={`catalog-category-${nameOf(x.catalogCategoryId)}-up`}>
                  {s.up}
                </Button>
                <Button tone="ghost" disabled={i === linked.length - 1} onClick={() => move(i, 1)} data-testid={`catalog-category-${nameOf(x.catalogCategoryId)}-down`}>
                  {s.down}
                </Button>
                <Button tone="ghost" onClick={() => void sent(s.categories, () => write(w.catalogCategoriesDelete, { params: { ...params, id: x.id }, body: {} }, undefined))} data-testid={`catalog-category-${nameOf(x.catalogCategoryId)}-remove`}>
                  {c.remove}
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <div className="grid grid-cols-[1fr_auto] items-end gap-2">
          <SelectField
            label={s.addCategory}
            value={categoryId}
            onValue={setCategoryId}
            placeholder={c.choose}
            choices={data.categories.filter((x) => !linked.some((cc) => cc.catalogCategoryId === x.id)).map((x) => ({ value: x.id, label: x.name }))}
            testId="catalog-category-choose"
          />
          <Button onClick={include} disabled={!categoryId} data-testid="catalog-category-add">
            {c.add}
          </Button>
        </div>
      </div>
    </div>
  );
}
