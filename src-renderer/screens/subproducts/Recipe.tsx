// A recipe's ficha técnica: how much of each insumo or receita goes into one unit of it (thousandths of the unit),
// what that costs now from the ingredients' costs (the same sum the server stores), and the button that has the
// server store it on the recipe (update-recipe-cost).
import { useState } from 'react';
import { recipeCost } from '../../../src-shared/domain/recipeCost.js';
import { SUBPRODUCT_KIND_LABEL, subproductsMessages as sm } from '../../../src-shared/i18n/subproducts.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/subproducts.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { money } from '../../format/money.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { AmountRow, Empty, SelectField, TextField } from '../../ui/fields.js';
import { sent } from '../payConfig/common.js';
import { parseQuantity, showQuantity, type SubproductsRead, type SubproductView, type TreeLineView } from './subproductsData.js';

const r = sm.recipe;

/** The recipe's cost from the lines read, as the server would store it. */
function costNow(recipeId: string, data: SubproductsRead): Promise<number> {
  return recipeCost(recipeId, {
    linesOf: async (id) => data.trees.filter((t) => t.subproductParentId === id),
    subproduct: async (id) => data.subproducts.find((x) => x.id === id),
  });
}

export function Recipe({ recipe, data }: { recipe: SubproductView; data: SubproductsRead }) {
  const lines = data.trees.filter((t) => t.subproductParentId === recipe.id);
  const [cost] = useServerRead(`recipe-cost#${recipe.id}#${JSON.stringify(lines)}#${data.subproducts.map((x) => x.cost).join()}`, () => costNow(recipe.id, data));
  const byId = new Map(data.subproducts.map((x) => [x.id, x]));
  return (
    <div className="space-y-3" data-testid="recipe">
      <h3 className="font-semibold">{r.title}</h3>
      <p className="text-sm text-slate-500">{r.hint}</p>
      {lines.length === 0 ? <Empty>{r.empty}</Empty> : null}
      <ul className="space-y-1">
        {lines.map((line) => (
          <Line key={line.id} line={line} name={byId.get(line.subproductId)?.name ?? '—'} />
        ))}
      </ul>
      <NewLine recipe={recipe} options={data.subproducts.filter((x) => x.id !== recipe.id && x.kind !== 'nominal' && !lines.some((l) => l.subproductId === x.id))} />
      <div className="space-y-1 rounded-lg bg-slate-50 p-3">
        <AmountRow label={r.cost} value={cost.state === 'ready' ? money(cost.value) : '…'} strong testId="recipe-cost-now" />
        <AmountRow label={r.storedCost} value={money(recipe.cost)} testId="recipe-cost-stored" />
        <Button onClick={() => void sent(r.updateCost, () => write(w.subproductsUpdateRecipeCost, { params: { id: recipe.id }, body: {} }, undefined))} data-testid="recipe-update-cost">
          {r.updateCost}
        </Button>
      </div>
    </div>
  );
}

function Line({ line, name }: { line: TreeLineView; name: string }) {
  const [text, setText] = useState(showQuantity(line.quantity));
  const [bad, setBad] = useState(false);
  const params = { id: line.subproductParentId, treeId: line.id };
  const change = () => {
    const quantity = parseQuantity(text);
    setBad(quantity === null);
    if (quantity !== null) void sent(name, () => write(w.subproductTreesUpdate, { params, body: { quantity } }, undefined));
  };
  return (
    <li className="space-y-1" data-testid={`recipe-line-${name}`}>
      <div className="flex items-end gap-2">
        <TextField label={name} value={text} onValue={setText} inputMode="decimal" className="flex-1" data-testid={`recipe-line-${name}-quantity`} />
        <Button onClick={change} data-testid={`recipe-line-${name}-save`}>
          {r.change}
        </Button>
        <Button tone="ghost" onClick={() => void sent(name, () => write(w.subproductTreesDelete, { params, body: {} }, undefined))} data-testid={`recipe-line-${name}-remove`}>
          {r.remove}
        </Button>
      </div>
      {bad ? (
        <p role="alert" className="text-sm text-red-700">
          {r.quantityInvalid}
        </p>
      ) : null}
    </li>
  );
}

function NewLine({ recipe, options }: { recipe: SubproductView; options: SubproductView[] }) {
  const [subproductId, setSubproductId] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const quantity = parseQuantity(text);
    const problem = !subproductId ? r.pickRequired : quantity === null ? r.quantityInvalid : null;
    setError(problem);
    if (problem || quantity === null) return;
    const body = { id: newId(), subproductParentId: recipe.id, subproductId, quantity };
    const name = options.find((x) => x.id === subproductId)?.name ?? '';
    if (await sent(name, () => write(w.subproductTreesCreate, { params: { id: recipe.id }, body }, undefined))) {
      setSubproductId('');
      setText('');
    }
  };
  return (
    <form
      className="grid grid-cols-[2fr_1fr_auto] items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
      data-testid="recipe-new"
    >
      <SelectField
        label={r.ingredient}
        value={subproductId}
        onValue={setSubproductId}
        placeholder={r.pick}
        choices={options.map((x) => ({ value: x.id, label: `${x.name} (${SUBPRODUCT_KIND_LABEL[x.kind] ?? x.kind})` }))}
        testId="recipe-new-ingredient"
      />
      <TextField label={r.quantity} value={text} onValue={setText} inputMode="decimal" placeholder="0,250" data-testid="recipe-new-quantity" />
      <Button type="submit" data-testid="recipe-new-add">
        {r.add}
      </Button>
      {error ? (
        <p role="alert" className="col-span-3 text-sm text-red-700" data-testid="recipe-new-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
