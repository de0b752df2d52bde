// The categories of adicionais and of insumos, each list added to, renamed, reordered and emptied the same way.
import { useState } from 'react';
import { subproductsMessages as sm } from '../../../src-shared/i18n/subproducts.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/subproducts.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, TextField } from '../../ui/fields.js';
import { NameRequired, sent } from '../payConfig/common.js';
import type { CategoryView, SubproductsRead } from './subproductsData.js';

const c = sm.categories;

interface CategoryWrites {
  create: typeof w.subproductsCategoriesCreate | typeof w.feedstocksCategoriesCreate;
  update: typeof w.subproductsCategoriesUpdate | typeof w.feedstocksCategoriesUpdate;
  remove: typeof w.subproductsCategoriesDelete | typeof w.feedstocksCategoriesDelete;
}
const SUBPRODUCT: CategoryWrites = { create: w.subproductsCategoriesCreate, update: w.subproductsCategoriesUpdate, remove: w.subproductsCategoriesDelete };
const FEEDSTOCK: CategoryWrites = { create: w.feedstocksCategoriesCreate, update: w.feedstocksCategoriesUpdate, remove: w.feedstocksCategoriesDelete };

export function Categories({ data }: { data: SubproductsRead }) {
  return (
    <div className="grid min-h-0 flex-1 grid-cols-2 gap-4 p-4">
      <CategoryList title={c.subproduct} list={data.subproductCategories} writes={SUBPRODUCT} testId="subproduct-categories" />
      <CategoryList title={c.feedstock} list={data.feedstockCategories} writes={FEEDSTOCK} testId="feedstock-categories" />
    </div>
  );
}

function CategoryList({ title, list, writes, testId }: { title: string; list: CategoryView[]; writes: CategoryWrites; testId: string }) {
  const [name, setName] = useState('');
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim(), position: list.length };
    if (await sent(body.name, () => write(writes.create, { params: {}, body }, undefined))) setName('');
  };
  return (
    <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {list.length === 0 ? <Empty>{c.empty}</Empty> : null}
      <ul className="space-y-2">
        {list.map((x) => (
          <Category key={`${x.id}#${x.name}`} category={x} writes={writes} testId={`${testId}-${x.name}`} />
        ))}
      </ul>
      <form
        className="grid grid-cols-[1fr_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid={`${testId}-new-name`} />
        <Button type="submit" data-testid={`${testId}-add`}>
          {c.add}
        </Button>
      </form>
      <NameRequired shown={noName} testId={`${testId}-new-error`} />
    </div>
  );
}

function Category({ category, writes, testId }: { category: CategoryView; writes: CategoryWrites; testId: string }) {
  const [name, setName] = useState(category.name);
  const params = { id: category.id };
  return (
    <li className="flex items-end gap-2" data-testid={testId}>
      <TextField label={`${c.position} ${category.position + 1}`} value={name} onValue={setName} className="flex-1" data-testid={`${testId}-name`} />
      <Button onClick={() => name.trim() && void sent(name.trim(), () => write(writes.update, { params, body: { name: name.trim() } }, undefined))} data-testid={`${testId}-save`}>
        {c.rename}
      </Button>
      <Button tone="ghost" onClick={() => void sent(category.name, () => write(writes.remove, { params, body: {} }, undefined))} data-testid={`${testId}-remove`}>
        {c.remove}
      </Button>
    </li>
  );
}
