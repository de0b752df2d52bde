// The product editor's compositions: the steps a guest chooses in (a pizza's flavours, a dish's sides), each with how
// many items are chosen, the items offered in it (an item the product has in another step may be offered here too,
// or taken out), and the weekdays and hours it shows. Writes: productCompositions*, compositionAvailabilities*.
import { useState } from 'react';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { catalog, productKinds } from '../../../src-shared/writes/index.js';
import { money } from '../../format/money.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Segmented, Stepper, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { sent } from '../payConfig/common.js';
import { daysText, Weekdays } from './ProductRules.js';
import { Panel } from './EditorPanel.js';
import type { AvailabilityView, CompositionView, ItemView, ProductRead, ProductView } from './productEditorData.js';

const c = pe.compositions;
type Selection = CompositionView['selectionType'];
type Draft = { name: string; selectionType: Selection; minQuantity: number; maxQuantity: number; flavors: boolean };
const problemOf = (d: Draft) => (!d.name.trim() ? c.nameRequired : d.minQuantity > d.maxQuantity ? c.minAboveMax : null);

export function Compositions({ product: p, read }: { product: ProductView; read: ProductRead }) {
  const [editing, setEditing] = useState<CompositionView | 'new' | null>(null);
  return (
    <Panel title={c.title} help={c.help} testId="product-compositions">
      {read.compositions.length === 0 ? <p className="text-slate-500">{c.empty}</p> : null}
      <ul className="space-y-3">
        {read.compositions.map((comp) => (
          <CompositionCard key={comp.id} product={p} composition={comp} read={read} onEdit={() => setEditing(comp)} />
        ))}
      </ul>
      <Button tone="secondary" className="mt-3" onClick={() => setEditing('new')} data-testid="composition-new">
        {c.create}
      </Button>
      {editing ? <CompositionDialog product={p} composition={editing === 'new' ? null : editing} position={read.compositions.length} onClose={() => setEditing(null)} /> : null}
    </Panel>
  );
}

function CompositionCard({ product: p, composition: comp, read, onEdit }: { product: ProductView; composition: CompositionView; read: ProductRead; onEdit: () => void }) {
  const items = read.items.filter((i) => i.compositionId === comp.id);
  const here = new Set(items.map((i) => i.subproductId));
  // Items of the product's other steps not offered here yet, one per subproduct.
  const bindable = [...new Map(read.items.filter((i) => !here.has(i.subproductId)).map((i) => [i.subproductId, i])).values()];
  const [binding, setBinding] = useState('');
  const [naming, setNaming] = useState<string | null>(null);
  const [timing, setTiming] = useState<ItemView | null>(null);
  const name = (subproductId: string) => read.subproductNames.get(subproductId) ?? '—';
  const params = { productId: p.id, id: comp.id };
  const remove = () => sent(pe.remove, () => write(productKinds.productCompositionsDelete, { params, body: {} }, undefined));
  const bind = async () => {
    if (!binding) return;
    if (await sent(c.bind, () => write(productKinds.productCompositionsBindSubproducts, { params, body: { productSubproductId: binding } }, undefined))) setBinding('');
  };
  const unbind = (subproductId: string) => sent(c.unbind, () => write(productKinds.productCompositionsUnbindSubproduct, { params: { ...params, subproductId }, body: {} }, undefined));
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="composition" data-name={comp.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-semibold">{comp.name}</span>{' '}
          <span className="text-sm text-slate-600">
            · {c.selectionTypes[comp.selectionType]} · {c.range(comp.minQuantity, comp.maxQuantity)}
            {comp.flavors ? ` · ${c.flavors}` : ''}
          </span>
        </span>
        <span className="space-x-2">
          <Button tone="ghost" onClick={onEdit} aria-label={`${c.edit}: ${comp.name}`}>
            {c.edit}
          </Button>
          <Button tone="ghost" onClick={() => void remove()} aria-label={`${pe.remove}: ${comp.name}`}>
            {pe.remove}
          </Button>
        </span>
      </div>
      <h3 className="mt-2 text-sm font-semibold text-slate-700">{c.items}</h3>
      {items.length === 0 ? <p className="text-sm text-slate-500">{c.noItems}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {items.map((i) => (
          <li key={i.id} className="flex items-center gap-1 rounded-lg bg-slate-50 px-2" data-testid="composition-item">
            <span>
              {read.nominal.has(i.subproductId) ? (
                <button type="button" className="underline decoration-dotted" onClick={() => setNaming(i.subproductId)} aria-label={`${c.itemTitle}: ${name(i.subproductId)}`}>
                  {name(i.subproductId)}
                </button>
              ) : (
                name(i.subproductId)
              )}{' '}
              <span className="text-sm tabular-nums text-slate-500">{money(i.price)}</span>
            </span>
            <Button tone="ghost" onClick={() => setTiming(i)} aria-label={`${c.itemHours}: ${name(i.subproductId)}`}>
              {c.days}
            </Button>
            <Button tone="ghost" onClick={() => void unbind(i.subproductId)} aria-label={`${c.unbind}: ${name(i.subproductId)}`}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      {bindable.length ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{c.bind}</span>
            <select className="touch-target rounded-lg border border-slate-300 bg-white px-2" value={binding} onChange={(e) => setBinding(e.target.value)} data-testid="composition-bind-choice" title={c.bindHelp}>
              <option value="">{pe.none}</option>
              {bindable.map((i) => (
                <option key={i.id} value={i.id}>
                  {name(i.subproductId)}
                </option>
              ))}
            </select>
          </label>
          <Button tone="secondary" onClick={() => void bind()} disabled={!binding} data-testid="composition-bind">
            {pe.add}
          </Button>
        </div>
      ) : null}
      <NewItem product={p} composition={comp} position={items.length} />
      <CompositionHours composition={comp} read={read} />
      {timing ? <ItemHours composition={comp} item={timing} name={name(timing.subproductId)} read={read} onClose={() => setTiming(null)} /> : null}
      {naming ? <ItemDialog subproductId={naming} name={name(naming)} onClose={() => setNaming(null)} /> : null}
    </li>
  );
}

/** A new item made here: a named subproduct (nominal) offered in this composition at its price. */
function NewItem({ product: p, composition: comp, position }: { product: ProductView; composition: CompositionView; position: number }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState(0);
  const create = async () => {
    const itemName = name.trim();
    if (!itemName) return;
    const subproductId = newId();
    const done = await sent(itemName, async () => {
      await write(catalog.nominalSubproductsCreate, { params: {}, body: { id: subproductId, name: itemName } }, undefined);
      // Queued behind the subproduct it offers (its id orders it in the outbox).
      const body = { id: newId(), compositionId: comp.id, subproductId, price, position };
      await write(productKinds.productSubproductsCreate, { params: { productId: p.id }, body }, undefined, [subproductId]);
    });
    if (done) {
      setName('');
      setPrice(0);
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2" data-testid="composition-new-item">
      <TextField label={c.newItem} value={name} onValue={setName} maxLength={120} data-testid="composition-new-item-name" />
      <span className="w-36">
        <MoneyInput label={c.newItemPrice} value={price} onChange={setPrice} testId="composition-new-item-price" />
      </span>
      <Button tone="secondary" onClick={() => void create()} disabled={!name.trim()} data-testid="composition-new-item-add">
        {c.newItemAdd}
      </Button>
    </div>
  );
}

/** A named item's own name (every product offering it reads it) and its removal from the whole menu. */
function ItemDialog({ subproductId, name, onClose }: { subproductId: string; name: string; onClose: () => void }) {
  const [text, setText] = useState(name);
  const rename = async () => {
    const itemName = text.trim();
    if (!itemName || itemName === name) return;
    if (await sent(itemName, () => write(catalog.nominalSubproductsUpdate, { params: { id: subproductId }, body: { name: itemName } }, undefined))) onClose();
  };
  const remove = async () => {
    if (await sent(c.itemDeleted(name), () => write(catalog.nominalSubproductsDelete, { params: { id: subproductId }, body: {} }, undefined))) onClose();
  };
  return (
    <Dialog
      title={`${c.itemTitle}: ${name}`}
      onCancel={onClose}
      onConfirm={() => void rename()}
      confirmLabel={pe.save}
      confirmDisabled={!text.trim() || text.trim() === name}
      testId="item-dialog"
      actions={
        <Button tone="danger" onClick={() => void remove()} data-testid="item-delete">
          {c.itemDelete}
        </Button>
      }
    >
      <p className="mb-2 text-sm text-slate-600">{c.itemHelp}</p>
      <TextField label={c.itemName} value={text} onValue={setText} maxLength={120} data-testid="item-name" />
    </Dialog>
  );
}

function CompositionHours({ composition: comp, read }: { composition: CompositionView; read: ProductRead }) {
  const params = { compositionId: comp.id };
  return (
    <DaysRows
      title={c.hours}
      label={`${c.hours}: ${comp.name}`}
      rows={read.compositionHours.filter((h) => h.ownerType === 'composition' && h.ownerId === comp.id)}
      testId="composition-hours"
      onAdd={(weekdays) => sent(c.addHours, () => write(catalog.compositionAvailabilitiesCreate, { params, body: { id: newId(), weekdays, originIds: [] } }, undefined))}
      onChange={(id, weekdays) => sent(c.useDays, () => write(catalog.compositionAvailabilitiesUpdate, { params: { ...params, id }, body: { weekdays } }, undefined))}
      onRemove={(id) => sent(pe.remove, () => write(catalog.compositionAvailabilitiesDelete, { params: { ...params, id }, body: {} }, undefined))}
    />
  );
}

/** The days an item of a composition is offered there (the counter hides it on the others). */
function ItemHours({ composition: comp, item, name, read, onClose }: { composition: CompositionView; item: ItemView; name: string; read: ProductRead; onClose: () => void }) {
  const params = { compositionId: comp.id, subproductId: item.id };
  return (
    <Dialog title={`${c.itemHours}: ${name}`} onCancel={onClose} cancelLabel={c.close} testId="item-hours-dialog">
      <DaysRows
        title={c.itemHours}
        label={`${c.itemHours}: ${name}`}
        rows={read.compositionHours.filter((h) => h.ownerType === 'productSubproduct' && h.ownerId === item.id)}
        testId="item-hours"
        onAdd={(weekdays) => sent(c.addHours, () => write(catalog.compositionSubproductAvailabilitiesCreate, { params, body: { id: newId(), weekdays, originIds: [] } }, undefined))}
        onChange={(id, weekdays) => sent(c.useDays, () => write(catalog.compositionSubproductAvailabilitiesUpdate, { params: { ...params, id }, body: { weekdays } }, undefined))}
        onRemove={(id) => sent(pe.remove, () => write(catalog.compositionSubproductAvailabilitiesDelete, { params: { ...params, id }, body: {} }, undefined))}
      />
    </Dialog>
  );
}

/** Rows of weekdays (an availability each): add the days marked, replace a row's days by them, or remove a row. */
function DaysRows({
  title,
  label,
  rows,
  testId,
  onAdd,
  onChange,
  onRemove,
}: {
  title: string;
  label: string;
  rows: readonly AvailabilityView[];
  testId: string;
  onAdd: (weekdays: number[]) => Promise<boolean>;
  onChange: (id: string, weekdays: number[]) => Promise<boolean>;
  onRemove: (id: string) => Promise<boolean>;
}) {
  const [days, setDays] = useState<number[]>([]);
  const after = async (done: Promise<boolean>) => {
    if (await done) setDays([]);
  };
  return (
    <div className="mt-2" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {rows.length === 0 ? <li className="text-sm text-slate-500">{c.everyDay}</li> : null}
        {rows.map((h) => (
          <li key={h.id} className="flex items-center gap-1 rounded-lg bg-slate-50 px-2" data-testid={`${testId}-row`}>
            {daysText(h.weekdays)}
            {h.startTime && h.endTime ? ` ${h.startTime.slice(0, 5)}–${h.endTime.slice(0, 5)}` : ''}
            {days.length ? (
              <Button tone="ghost" onClick={() => void after(onChange(h.id, days))} aria-label={`${c.useDays}: ${daysText(h.weekdays)}`}>
                {c.useDays}
              </Button>
            ) : null}
            <Button tone="ghost" onClick={() => void onRemove(h.id)} aria-label={`${pe.remove}: ${daysText(h.weekdays)}`}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-1 flex flex-wrap items-end gap-2">
        <Weekdays value={days} onChange={setDays} label={label} />
        <Button tone="secondary" onClick={() => void after(onAdd(days))} disabled={days.length === 0} data-testid={`${testId}-add`}>
          {c.addHours}
        </Button>
      </div>
    </div>
  );
}

function CompositionDialog({ product: p, composition, position, onClose }: { product: ProductView; composition: CompositionView | null; position: number; onClose: () => void }) {
  const [d, setD] = useState<Draft>(
    composition
      ? { name: composition.name, selectionType: composition.selectionType, minQuantity: composition.minQuantity, maxQuantity: composition.maxQuantity, flavors: composition.flavors }
      : { name: '', selectionType: 'select', minQuantity: 1, maxQuantity: 1, flavors: false },
  );
  const problem = problemOf(d);
  const save = async () => {
    if (problem) return;
    const body = { ...d, name: d.name.trim(), position: composition?.position ?? position };
    const done = composition
      ? await sent(body.name, () => write(productKinds.productCompositionsUpdate, { params: { productId: p.id, id: composition.id }, body }, undefined))
      : await sent(body.name, () => write(productKinds.productCompositionsCreate, { params: { productId: p.id }, body: { id: newId(), ...body } }, undefined));
    if (done) onClose();
  };
  return (
    <Dialog title={composition ? `${c.edit}: ${composition.name}` : c.create} onCancel={onClose} onConfirm={() => void save()} confirmLabel={pe.save} confirmDisabled={problem !== null} testId="composition-dialog">
      <div className="space-y-3">
        <TextField label={c.name} value={d.name} onValue={(name) => setD({ ...d, name })} maxLength={120} data-testid="composition-name" />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{c.selectionType}</span>
          <Segmented<Selection>
            label={c.selectionType}
            value={d.selectionType}
            onChange={(selectionType) => setD({ ...d, selectionType })}
            testId="composition-selection"
            choices={(['select', 'check', 'quantity'] as const).map((v) => ({ value: v, label: c.selectionTypes[v] ?? v }))}
          />
        </div>
        <div className="flex gap-4">
          <Stepper label={c.min} value={d.minQuantity} onChange={(minQuantity) => setD({ ...d, minQuantity })} min={0} max={50} testId="composition-min" />
          <Stepper label={c.max} value={d.maxQuantity} onChange={(maxQuantity) => setD({ ...d, maxQuantity })} min={1} max={50} testId="composition-max" />
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={d.flavors} onChange={(e) => setD({ ...d, flavors: e.target.checked })} />
          {c.flavors}
        </label>
        {problem && d.name ? (
          <p className="text-sm font-semibold text-red-700" role="alert" data-testid="composition-problem">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
