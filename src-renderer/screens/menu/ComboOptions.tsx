// A combo's options (compositionComboProductCompositionSubproduct*): for each product in the combo that has choices
// (the X-Burger's "Ponto da carne"), which of its items the combo offers and at what price inside the combo. An item
// not ticked is not offered in the combo; a price of zero is included in the combo's price.
import { useState } from 'react';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { catalog } from '../../../src-shared/writes/index.js';
import type { ProductRow } from '../../db/rows.js';
import { money } from '../../format/money.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { all } from '../../queries/mirrorRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { sent } from '../payConfig/common.js';
import { Panel } from './EditorPanel.js';
import type { ComboOptionView, ItemView, ProductRead } from './productEditorData.js';

const t = pe.combo;

export function ComboOptions({ read }: { read: ProductRead }) {
  const businessId = useBusinessId();
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  const productName = (id: string) => products.find((x) => x.id === id)?.name ?? '—';
  const { parts, compositions, items, options } = read.combo;
  const withChoices = parts.filter((part) => compositions.some((c) => c.productId === part.productId));
  return (
    <Panel title={t.title} help={t.help} testId="combo-options">
      {withChoices.length === 0 ? <p className="text-slate-500">{t.empty}</p> : null}
      {withChoices.map((part) => (
        <div key={part.id} className="mt-2" data-testid="combo-part" data-name={productName(part.productId)}>
          <h3 className="font-semibold">{productName(part.productId)}</h3>
          {compositions
            .filter((c) => c.productId === part.productId)
            .map((comp) => (
              <div key={comp.id} className="ml-2 mt-1">
                <h4 className="text-sm font-semibold text-slate-700">{comp.name}</h4>
                <ul className="space-y-1">
                  {items
                    .filter((i) => i.compositionId === comp.id)
                    .map((item) => (
                      <OptionRow
                        key={item.id}
                        item={item}
                        name={read.subproductNames.get(item.subproductId) ?? '—'}
                        option={options.find((o) => o.comboProductId === part.id && o.productSubproductId === item.id) ?? null}
                        comboProductId={part.id}
                        compositionId={comp.id}
                      />
                    ))}
                </ul>
              </div>
            ))}
        </div>
      ))}
    </Panel>
  );
}

function OptionRow({ item, name, option, comboProductId, compositionId }: { item: ItemView; name: string; option: ComboOptionView | null; comboProductId: string; compositionId: string }) {
  const [price, setPrice] = useState(option?.price ?? 0);
  const params = { compositionId };
  const toggle = () =>
    option
      ? sent(t.removed(name), () => write(catalog.compositionComboProductCompositionSubproductDelete, { params: { ...params, id: option.id }, body: {} }, undefined))
      : sent(t.offered(name), () => write(catalog.compositionComboProductCompositionSubproductCreate, { params, body: { id: newId(), comboProductId, productSubproductId: item.id, price } }, undefined));
  const save = () => option && sent(t.priced(name), () => write(catalog.compositionComboProductCompositionSubproductUpdate, { params: { ...params, id: option.id }, body: { price } }, undefined));
  return (
    <li className="flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 px-2 py-1" data-testid="combo-option" data-name={name}>
      <label className="flex min-w-48 items-center gap-2 self-center">
        <input type="checkbox" className="h-5 w-5" checked={option !== null} onChange={() => void toggle()} aria-label={`${t.inCombo}: ${name}`} />
        {name} <span className="text-sm text-slate-500">({t.outside(money(item.price))})</span>
      </label>
      <span className="w-52">
        <MoneyInput label={`${t.price}: ${name}`} value={price} onChange={setPrice} testId="combo-option-price" />
      </span>
      {option ? (
        <Button tone="ghost" onClick={() => void save()} disabled={price === option.price} aria-label={`${pe.save}: ${name}`}>
          {pe.save}
        </Button>
      ) : null}
    </li>
  );
}
