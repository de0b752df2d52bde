// A product's add-ons: for each of its groups (composições) the items offered (adicionais, sabores, insumos), each
// with its price, the most a customer may take, on or off, and prices by size (a pizza flavour's price per size).
// Opened from the tab or with `#/configuracoes/adicionais?produto=<id>`. Written through the declared writes of
// src-shared/writes/productKinds.ts.
import { useState } from 'react';
import { subproductsMessages as sm } from '../../../src-shared/i18n/subproducts.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as pw from '../../../src-shared/writes/productKinds.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { money } from '../../format/money.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, Segmented, SelectField, Stepper, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Notice } from '../../ui/Notice.js';
import { sent, useWritesDone } from '../payConfig/common.js';
import { loadAddOns, productInHash, type AddOnsRead, type CompositionView, type ProductSubproductView, type SubproductView } from './subproductsData.js';

const a = sm.addOns;
export const ADD_ON_WRITES: ReadonlySet<string> = new Set(
  [pw.productSubproductsCreate, pw.productSubproductsUpdate, pw.productSubproductsDelete, pw.productSubproductPricesCreate, pw.productSubproductPricesUpdate, pw.productSubproductPricesDelete].map((x) => x.id),
);

export function ProductAddOns({ subproducts }: { subproducts: SubproductView[] }) {
  const version = useWritesDone(ADD_ON_WRITES);
  const [read, retry, data] = useServerRead(`product-add-ons#${version}`, loadAddOns);
  const [productId, setProductId] = useState(productInHash() ?? '');
  if (!data) {
    return read.state === 'offline' ? (
      <Notice testId="add-ons-offline">
        {sm.screen.offline}{' '}
        <Button tone="secondary" onClick={retry}>
          {sm.screen.retry}
        </Button>
      </Notice>
    ) : (
      <p className="m-4 text-slate-500">{sm.screen.loading}</p>
    );
  }
  const compositions = data.compositions.filter((c) => c.productId === productId);
  return (
    <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4" data-testid="add-ons">
      <div className="max-w-md">
        <SelectField label={a.product} value={productId} onValue={setProductId} placeholder={a.pickProduct} choices={data.products.map((p) => ({ value: p.id, label: p.name }))} testId="add-ons-product" />
      </div>
      {!productId ? <Empty>{a.noProduct}</Empty> : compositions.length === 0 ? <Empty>{a.noCompositions}</Empty> : null}
      {compositions.map((c) => (
        <Group key={c.id} composition={c} data={data} subproducts={subproducts} />
      ))}
    </div>
  );
}

function Group({ composition, data, subproducts }: { composition: CompositionView; data: AddOnsRead; subproducts: SubproductView[] }) {
  const items = data.items.filter((i) => i.compositionId === composition.id);
  const names = new Map(subproducts.map((x) => [x.id, x.name]));
  const offered = new Set(items.map((i) => i.subproductId));
  return (
    <section className="space-y-2 rounded-xl bg-white p-4 shadow-sm" data-testid={`add-ons-group-${composition.name}`}>
      <h2 className="text-lg font-semibold">{composition.name}</h2>
      {items.length === 0 ? <Empty>{a.noItems}</Empty> : null}
      <ul className="space-y-3">
        {items.map((i) => (
          <Item key={`${i.id}#${i.price}#${i.maxQuantity}#${i.available}`} item={i} name={names.get(i.subproductId) ?? '—'} data={data} />
        ))}
      </ul>
      <NewItem composition={composition} position={items.length} options={subproducts.filter((x) => !offered.has(x.id) && x.available)} />
    </section>
  );
}

const YES_NO = [
  { value: 'yes', label: sm.detail.yes },
  { value: 'no', label: sm.detail.no },
] as const;

function Item({ item, name, data }: { item: ProductSubproductView; name: string; data: AddOnsRead }) {
  const [price, setPrice] = useState(item.price);
  const [maxQuantity, setMaxQuantity] = useState(item.maxQuantity);
  const [available, setAvailable] = useState(item.available);
  const params = { productId: item.productId, id: item.id };
  const testId = `add-on-${name}`;
  return (
    <li className="space-y-2 border-t border-slate-200 pt-3" data-testid={testId}>
      <div className="grid grid-cols-[2fr_1fr_1fr_auto_auto] items-end gap-2">
        <span className="self-center font-semibold">{name}</span>
        <MoneyInput label={a.price} value={price} onChange={setPrice} testId={`${testId}-price`} />
        <Stepper label={a.maxQuantity} value={maxQuantity} min={1} max={50} onChange={setMaxQuantity} testId={`${testId}-max`} />
        <Segmented<'yes' | 'no'> label={a.available} value={available ? 'yes' : 'no'} onChange={(v) => setAvailable(v === 'yes')} choices={YES_NO} testId={`${testId}-available`} />
        <div className="flex gap-1">
          <Button onClick={() => void sent(a.label(name), () => write(pw.productSubproductsUpdate, { params, body: { price, maxQuantity, available } }, undefined))} data-testid={`${testId}-save`}>
            {a.save}
          </Button>
          <Button tone="ghost" onClick={() => void sent(a.label(name), () => write(pw.productSubproductsDelete, { params, body: {} }, undefined))} data-testid={`${testId}-remove`}>
            {a.remove}
          </Button>
        </div>
      </div>
      <SizePrices item={item} data={data} testId={testId} />
    </li>
  );
}

/** Prices of an item by the product's size (a pizza flavour on the large one costs more). */
function SizePrices({ item, data, testId }: { item: ProductSubproductView; data: AddOnsRead; testId: string }) {
  const list = data.sizePrices.filter((p) => p.productSubproductId === item.id);
  const [size, setSize] = useState('');
  const [price, setPrice] = useState(0);
  const [noSize, setNoSize] = useState(false);
  const params = { productId: item.productId, sid: item.id };
  const add = async () => {
    setNoSize(!size.trim());
    if (!size.trim()) return;
    if (await sent(size.trim(), () => write(pw.productSubproductPricesCreate, { params, body: { id: newId(), size: size.trim(), price } }, undefined))) {
      setSize('');
      setPrice(0);
    }
  };
  return (
    <div className="ml-4 space-y-1" data-testid={`${testId}-sizes`}>
      <span className="text-sm font-medium text-slate-600">{a.sizes}</span>
      <ul className="flex flex-wrap gap-2">
        {list.map((p) => (
          <li key={p.id} className="flex items-center gap-1 rounded-lg bg-slate-50 px-2" data-testid={`${testId}-size-${p.size}`}>
            {p.size}: {money(p.price)}
            <Button tone="ghost" onClick={() => void sent(p.size, () => write(pw.productSubproductPricesDelete, { params: { ...params, id: p.id }, body: {} }, undefined))} data-testid={`${testId}-size-${p.size}-remove`}>
              {a.remove}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="grid grid-cols-[1fr_1fr_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField label={a.size} value={size} onValue={setSize} data-testid={`${testId}-size-new`} />
        <MoneyInput label={a.price} value={price} onChange={setPrice} testId={`${testId}-size-new-price`} />
        <Button type="submit" data-testid={`${testId}-size-add`}>
          {a.addSize}
        </Button>
      </form>
      {noSize ? (
        <p role="alert" className="text-sm text-red-700">
          {a.sizeRequired}
        </p>
      ) : null}
    </div>
  );
}

function NewItem({ composition, position, options }: { composition: CompositionView; position: number; options: SubproductView[] }) {
  const [subproductId, setSubproductId] = useState('');
  const [price, setPrice] = useState(0);
  const [error, setError] = useState(false);
  const testId = `add-ons-group-${composition.name}-new`;
  const add = async () => {
    setError(!subproductId);
    if (!subproductId) return;
    const body = { id: newId(), compositionId: composition.id, subproductId, price, position };
    const name = options.find((x) => x.id === subproductId)?.name ?? '';
    if (await sent(a.label(name), () => write(pw.productSubproductsCreate, { params: { productId: composition.productId }, body }, undefined))) {
      setSubproductId('');
      setPrice(0);
    }
  };
  return (
    <form
      className="grid grid-cols-[2fr_1fr_auto] items-end gap-2 border-t border-slate-200 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
      data-testid={testId}
    >
      <SelectField label={a.item} value={subproductId} onValue={setSubproductId} placeholder={a.pick} choices={options.map((x) => ({ value: x.id, label: x.name }))} testId={`${testId}-item`} />
      <MoneyInput label={a.price} value={price} onChange={setPrice} testId={`${testId}-price`} />
      <Button type="submit" data-testid={`${testId}-add`}>
        {a.add}
      </Button>
      {error ? (
        <p role="alert" className="col-span-3 text-sm text-red-700" data-testid={`${testId}-error`}>
          {a.pickRequired}
        </p>
      ) : null}
    </form>
  );
}
