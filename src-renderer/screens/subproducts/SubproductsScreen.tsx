// Configurações → Adicionais e insumos: the business's adicionais, insumos and receitas (created, changed, turned
// off, deleted), a recipe's ficha técnica and its cost (Recipe.tsx), and the categories of adicionais and of insumos
// (Categories.tsx). Read from the server (useServerRead), written through the declared writes
// (src-shared/writes/subproducts.ts); a manager's, as the server decides.
import { useState } from 'react';
import { SUBPRODUCT_KINDS, type SubproductKind } from '../../../src-shared/api/enums.js';
import { SUBPRODUCT_KIND_LABEL, subproductsMessages as sm } from '../../../src-shared/i18n/subproducts.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/subproducts.js';
import { useCan } from '../../hooks/permissions.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, Segmented, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { NotForRole, Notice } from '../../ui/Notice.js';
import { money } from '../../format/money.js';
import { NameRequired, sent, useWritesDone } from '../payConfig/common.js';
import { Categories } from './Categories.js';
import { Images } from './Images.js';
import { ProductAddOns } from './ProductAddOns.js';
import { Recipe } from './Recipe.js';
import { loadSubproducts, productInHash, searchKind, type SubproductsRead, type SubproductView } from './subproductsData.js';

const KINDS: ReadonlySet<string> = new Set(Object.values(w).map((x) => x.id));
const KIND_CHOICES = SUBPRODUCT_KINDS.map((k) => ({ value: k, label: SUBPRODUCT_KIND_LABEL[k] ?? k }));
type Filter = SubproductKind | 'all';
type Tab = 'items' | 'categories' | 'addOns';

export function SubproductsScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={sm.screen.title} back={sm.screen.back} screenTestId="subproducts-screen" testId="subproducts-not-yours">
        {sm.screen.notYours}
      </NotForRole>
    );
  }
  return <Subproducts />;
}

function Subproducts() {
  const version = useWritesDone(KINDS);
  // The last answer stays on screen while the server is read again after a write.
  const [read, retry, data] = useServerRead(`subproducts#${version}`, loadSubproducts);
  // `?produto=<id>` opens that product's add-ons.
  const [tab, setTab] = useState<Tab>(productInHash() ? 'addOns' : 'items');

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="subproducts-screen">
      <ScreenHeader title={sm.screen.title}>
        <Segmented<Tab>
          label={sm.screen.title}
          value={tab}
          onChange={setTab}
          choices={[
            { value: 'items', label: sm.screen.tabs.items },
            { value: 'categories', label: sm.screen.tabs.categories },
            { value: 'addOns', label: sm.screen.tabs.addOns },
          ]}
          testId="subproducts-tabs"
        />
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {sm.screen.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        read.state === 'offline' ? (
          <Notice testId="subproducts-offline">
            {sm.screen.offline}{' '}
            <Button tone="secondary" onClick={retry}>
              {sm.screen.retry}
            </Button>
          </Notice>
        ) : (
          <p className="m-4 text-slate-500">{sm.screen.loading}</p>
        )
      ) : tab === 'items' ? (
        <Items data={data} />
      ) : tab === 'categories' ? (
        <Categories data={data} />
      ) : (
        <ProductAddOns subproducts={data.subproducts} />
      )}
    </section>
  );
}

function Items({ data }: { data: SubproductsRead }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [term, setTerm] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Insumos and receitas are searched by the server's own lists (name or internal code); the rest here.
  const searched = filter === 'feedstock' || filter === 'recipe';
  const [found] = useServerRead(`subproducts-search#${filter}#${term}#${data.subproducts.length}`, () => (searched ? searchKind(filter, term) : Promise.resolve(null)));
  const t = term.trim().toLowerCase();
  const shown = data.subproducts.filter((x) => {
    if (filter !== 'all' && x.kind !== filter) return false;
    if (searched) return found.state === 'ready' && found.value ? found.value.includes(x.id) : true;
    return !t || x.name.toLowerCase().includes(t) || (x.internalCode ?? '').toLowerCase().includes(t);
  });
  const selected = data.subproducts.find((x) => x.id === selectedId) ?? null;

  return (
    <div className="grid min-h-0 flex-1 grid-cols-[minmax(18rem,1fr)_2fr] gap-4 p-4">
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        <NewItem onCreated={setSelectedId} />
        <Segmented<Filter> label={sm.list.filter} value={filter} onChange={setFilter} choices={[{ value: 'all', label: sm.list.all }, ...KIND_CHOICES]} testId="subproducts-filter" />
        <TextField label={sm.list.search} value={term} onValue={setTerm} data-testid="subproducts-search" />
        {shown.length === 0 ? <Empty>{sm.list.empty}</Empty> : null}
        <ul className="space-y-1" data-testid="subproducts-list">
          {shown.map((x) => (
            <li key={x.id}>
              <button
                type="button"
                onClick={() => setSelectedId(x.id)}
                aria-current={x.id === selectedId}
                data-testid={`subproduct-${x.name}`}
                className={`touch-target flex w-full items-center justify-between rounded-lg px-3 text-left ${x.id === selectedId ? 'bg-blue-50 ring-2 ring-blue-600' : 'hover:bg-slate-50'}`}
              >
                <span>
                  <span className="block font-semibold">{x.name}</span>
                  <span className="text-sm text-slate-500">
                    {SUBPRODUCT_KIND_LABEL[x.kind] ?? x.kind}
                    {x.internalCode ? ` · ${x.internalCode}` : ''} · {money(x.cost)}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  {x.available ? null : <Badge tone="slate">{sm.list.off}</Badge>}
                  {x.controlStock ? <Badge tone="blue">{sm.list.stock}</Badge> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        {selected ? <Detail key={`${selected.id}#${selected.kind}`} item={selected} data={data} onGone={() => setSelectedId(null)} /> : <Empty>{sm.list.select}</Empty>}
      </div>
    </div>
  );
}

function NewItem({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SubproductKind>('feedstock');
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const id = newId();
    const body = { id, name: name.trim(), kind, controlStock: kind === 'feedstock' };
    if (await sent(body.name, () => write(w.subproductsCreate, { params: {}, body }, undefined))) {
      setName('');
      onCreated(id);
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={sm.list.newItem}
      data-testid="subproduct-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{sm.list.newItem}</span>
      <TextField label={sm.detail.name} value={name} onValue={setName} data-testid="subproduct-new-name" />
      <SelectField label={sm.detail.kind} value={kind} onValue={setKind} choices={KIND_CHOICES} testId="subproduct-new-kind" />
      <NameRequired shown={noName} testId="subproduct-new-error" />
      <Button type="submit" tone="primary" data-testid="subproduct-new-add">
        {sm.list.add}
      </Button>
    </form>
  );
}

const YES_NO = [
  { value: 'yes', label: sm.detail.yes },
  { value: 'no', label: sm.detail.no },
] as const;

function Detail({ item, data, onGone }: { item: SubproductView; data: SubproductsRead; onGone: () => void }) {
  const [name, setName] = useState(item.name);
  const [kind, setKind] = useState<SubproductKind>(item.kind as SubproductKind);
  const [internalCode, setInternalCode] = useState(item.internalCode ?? '');
  const [description, setDescription] = useState(item.description ?? '');
  const [cost, setCost] = useState(item.cost);
  const [controlStock, setControlStock] = useState(item.controlStock);
  const [available, setAvailable] = useState(item.available);
  const [noName, setNoName] = useState(false);
  const save = () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { name: name.trim(), kind, internalCode: internalCode.trim() || null, description: description.trim() || null, controlStock, available, ...(kind === 'recipe' ? {} : { cost }) };
    void sent(body.name, () => write(w.subproductsUpdate, { params: { id: item.id }, body }, undefined));
  };
  const remove = async () => {
    if (await sent(item.name, () => write(w.subproductsDelete, { params: { id: item.id }, body: {} }, undefined))) onGone();
  };

  return (
    <div className="space-y-5" data-testid="subproduct-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{item.name}</h2>
        <Button tone="danger" onClick={() => void remove()} data-testid="subproduct-remove">
          {sm.detail.remove}
        </Button>
      </div>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField label={sm.detail.name} value={name} onValue={setName} data-testid="subproduct-name" />
          <SelectField label={sm.detail.kind} value={kind} onValue={setKind} choices={KIND_CHOICES} testId="subproduct-kind" />
          <TextField label={sm.detail.internalCode} value={internalCode} onValue={setInternalCode} data-testid="subproduct-code" />
          {/* A recipe's cost comes from its ficha técnica (below), not typed. */}
          {kind === 'recipe' ? null : <MoneyInput label={sm.detail.cost} value={cost} onChange={setCost} testId="subproduct-cost" />}
        </div>
        <TextField label={sm.detail.description} value={description} onValue={setDescription} data-testid="subproduct-description" />
        <div className="grid grid-cols-2 gap-3">
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">{sm.detail.controlStock}</span>
            <Segmented<'yes' | 'no'> label={sm.detail.controlStock} value={controlStock ? 'yes' : 'no'} onChange={(v) => setControlStock(v === 'yes')} choices={YES_NO} testId="subproduct-stock" />
          </div>
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">{sm.detail.available}</span>
            <Segmented<'yes' | 'no'> label={sm.detail.available} value={available ? 'yes' : 'no'} onChange={(v) => setAvailable(v === 'yes')} choices={YES_NO} testId="subproduct-available" />
          </div>
        </div>
        <NameRequired shown={noName} testId="subproduct-error" />
        <Button type="submit" tone="primary" data-testid="subproduct-save">
          {sm.detail.save}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-4">
        <Images subproductId={item.id} />
      </div>
      {item.kind === 'recipe' ? (
        <div className="border-t border-slate-200 pt-4">
          <Recipe recipe={item} data={data} />
        </div>
      ) : null}
    </div>
  );
}
