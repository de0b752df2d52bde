// The parts of the product editor for a pizza (its sizes, its flavours and each flavour's price at each size) and a
// combo (its products and how many of each), new or existing. Only the drafts live here; saveKinds.ts sends a new
// one, editKinds.ts what changed in an existing one.
import { useRef, useState } from 'react';
import { comboShares } from '../../../src-shared/domain/comboShares.js';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import type { ProductRow } from '../../db/rows.js';
import { money } from '../../format/money.js';
import { Button } from '../../ui/Button.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { TextField } from '../../ui/fields.js';
import type { ComboDraft, CompositeDraft } from './saveKinds.js';

const c = menuKindMessages.composite;
const b = menuKindMessages.combo;
const same = (a: string, z: string) => a.trim().toLocaleLowerCase('pt-BR') === z.trim().toLocaleLowerCase('pt-BR');

/** A name typed and added to a list with Enter or the button (Enter here adds, it does not save the dialog). */
function AddName({ label, button, taken, onAdd, testId }: { label: string; button: string; taken: (name: string) => string | null; onAdd: (name: string) => void; testId: string }) {
  const [name, setName] = useState('');
  const problem = name.trim() ? taken(name) : null;
  const add = () => {
    if (!name.trim() || problem) return;
    onAdd(name.trim());
    setName('');
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={label}
          value={name}
          onValue={setName}
          maxLength={120}
          data-testid={testId}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // Enter adds the name typed; with the field empty it saves the dialog as anywhere else.
            if (name.trim()) {
              e.preventDefault();
              e.stopPropagation();
              add();
            }
          }}
        />
        <Button tone="secondary" onClick={add} disabled={!name.trim() || problem !== null}>
          {button}
        </Button>
      </div>
      {problem ? (
        <p className="mt-1 text-sm font-semibold text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A size's or flavour's name with a way to rename it in place (the option keeps its id and prices): the pencil opens
 * a field; Enter keeps the new name, Esc leaves it as it was (neither saves nor closes the dialog).
 */
function Renamable({ name, taken, onRename, testId }: { name: string; taken: (name: string) => string | null; onRename: (name: string) => void; testId: string }) {
  const [typed, setTyped] = useState<string | null>(null);
  // Esc closes the field without its blur keeping what was typed.
  const cancelled = useRef(false);
  if (typed === null) {
    return (
      <span className="inline-flex items-center gap-1">
        <span className="font-semibold">{name}</span>
        <Button
          tone="ghost"
          onClick={() => {
            cancelled.current = false;
            setTyped(name);
          }}
          aria-label={c.rename(name)}
        >
          ✎
        </Button>
      </span>
    );
  }
  const problem = !typed.trim() ? c.nameRequired : same(typed, name) ? null : taken(typed);
  const done = () => {
    if (cancelled.current || problem) return;
    if (typed.trim() !== name) onRename(typed.trim());
    setTyped(null);
  };
  return (
    <span className="inline-block">
      <input
        autoFocus
        className="touch-target w-44 rounded-lg border border-blue-600 px-2 text-lg focus:outline-none focus:ring-2 focus:ring-blue-200"
        aria-label={c.newName(name)}
        data-testid={testId}
        value={typed}
        maxLength={120}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== 'Escape') return;
          e.preventDefault();
          e.stopPropagation();
          if (e.key === 'Enter') return done();
          cancelled.current = true;
          setTyped(null);
        }}
        onBlur={done}
      />
      {problem ? (
        <span className="block text-sm font-semibold text-red-700" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

export function CompositeFields({ draft, onChange }: { draft: CompositeDraft; onChange: (d: CompositeDraft) => void }) {
  const columns: (string | null)[] = draft.sizes.length ? draft.sizes : [null];
  // The first size takes each flavour's single price; a further size starts at zero.
  const addSize = (name: string) =>
    onChange({
      ...draft,
      sizes: [...draft.sizes, name],
      sizesFrom: draft.sizesFrom ? [...draft.sizesFrom, undefined] : undefined,
      flavours: draft.flavours.map((f) => ({ ...f, prices: draft.sizes.length ? [...f.prices, 0] : [f.prices[0] ?? 0] })),
    });
  // A rename keeps where the size came from (sizesFrom), so saving changes its name and not the option.
  const renameSize = (i: number, name: string) => onChange({ ...draft, sizes: draft.sizes.map((s, j) => (j === i ? name : s)) });
  const renameFlavour = (i: number, name: string) => onChange({ ...draft, flavours: draft.flavours.map((f, j) => (j === i ? { ...f, name } : f)) });
  const sizeTaken = (n: string) => (draft.sizes.some((s) => same(s, n)) ? c.sizeTaken(n.trim()) : null);
  const flavourTaken = (n: string) => (draft.flavours.some((f) => same(f.name, n)) ? c.flavourTaken(n.trim()) : null);
  // The last size removed, each flavour keeps that size's price as its only one.
  const removeSize = (i: number) =>
    onChange({
      ...draft,
      sizes: draft.sizes.filter((_, j) => j !== i),
      sizesFrom: draft.sizesFrom?.filter((_, j) => j !== i),
      flavours: draft.flavours.map((f) => ({ ...f, prices: draft.sizes.length > 1 ? f.prices.filter((_, j) => j !== i) : [f.prices[i] ?? 0] })),
    });
  const setPrice = (fi: number, si: number, price: number) =>
    onChange({ ...draft, flavours: draft.flavours.map((f, j) => (j === fi ? { ...f, prices: columns.map((_, k) => (k === si ? price : (f.prices[k] ?? 0))) } : f)) });
  return (
    <section className="mt-4 space-y-3 border-t border-slate-200 pt-3" data-testid="composite-editor" aria-label={c.flavours}>
      <label className="block w-48">
        <span className="mb-1 block text-sm font-medium text-slate-700">{c.maxFlavors}</span>
        <select
          className="touch-target w-full rounded-lg border border-slate-300 bg-white px-3 text-lg"
          value={draft.maxFlavors}
          onChange={(e) => onChange({ ...draft, maxFlavors: Number(e.target.value) })}
        >
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div>
        <h3 className="text-lg font-semibold">{c.sizes}</h3>
        <p className="text-sm text-slate-600">{c.sizesHelp}</p>
        <ul className="my-2 flex flex-wrap gap-2">
          {draft.sizes.map((s, i) => (
            <li key={s} className="flex items-center gap-1 rounded-lg bg-slate-100 pl-3" data-testid="size-chip">
              <Renamable name={s} taken={sizeTaken} onRename={(name) => renameSize(i, name)} testId="size-rename" />
              <Button tone="ghost" onClick={() => removeSize(i)} aria-label={`${c.remove}: ${s}`}>
                ×
              </Button>
            </li>
          ))}
        </ul>
        <AddName label={c.sizeName} button={c.addSize} taken={sizeTaken} onAdd={addSize} testId="size-name" />
      </div>
      <div>
        <h3 className="text-lg font-semibold">{c.flavours}</h3>
        <p className="text-sm text-slate-600">{c.flavoursHelp}</p>
        {draft.flavours.length ? (
          <table className="my-2 w-full text-left">
            <thead className="text-sm text-slate-600">
              <tr>
                <th className="py-1 pr-2">{c.flavour}</th>
                {columns.map((s) => (
                  <th key={s ?? '-'} className="py-1 pr-2">
                    {s ?? c.price}
                  </th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {draft.flavours.map((f, fi) => (
                <tr key={f.name} className="border-t border-slate-100" data-testid="flavour-row" data-name={f.name}>
                  <td className="py-1 pr-2">
                    <Renamable name={f.name} taken={flavourTaken} onRename={(name) => renameFlavour(fi, name)} testId="flavour-rename" />
                  </td>
                  {columns.map((s, si) => (
                    <td key={s ?? '-'} className="py-1 pr-2">
                      <MoneyInput hideLabel label={c.priceOf(f.name, s)} value={f.prices[si] ?? 0} onChange={(v) => setPrice(fi, si, v)} />
                    </td>
                  ))}
                  <td className="py-1 text-right">
                    <Button tone="ghost" onClick={() => onChange({ ...draft, flavours: draft.flavours.filter((_, j) => j !== fi) })} aria-label={`${c.remove}: ${f.name}`}>
                      {c.remove}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <AddName
          label={c.flavourName}
          button={c.addFlavour}
          taken={flavourTaken}
          onAdd={(name) => onChange({ ...draft, flavours: [...draft.flavours, { name, prices: columns.map(() => 0) }] })}
          testId="flavour-name"
        />
      </div>
    </section>
  );
}

export function ComboFields({ draft, onChange, products }: { draft: ComboDraft; onChange: (d: ComboDraft) => void; products: readonly ProductRow[] }) {
  const [pick, setPick] = useState('');
  const [quantity, setQuantity] = useState(1);
  // A combo holds simple products (a pizza or another combo inside one is chosen at the counter, not here).
  const offered = products.filter((p) => p.type === 'unique').sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'));
  const shares = comboShares(
    draft.price,
    draft.parts.map((p) => ({ price: p.product.price, quantity: p.quantity })),
  );
  const setQuantityAt = (i: number, q: number) => onChange({ ...draft, parts: draft.parts.map((p, j) => (j === i ? { ...p, quantity: Math.max(1, Math.min(50, q)) } : p)) });
  const add = () => {
    const product = offered.find((p) => p.id === pick);
    if (!product || quantity < 1) return;
    const at = draft.parts.findIndex((p) => p.product.id === product.id);
    const parts = at >= 0 ? draft.parts.map((p, i) => (i === at ? { ...p, quantity: p.quantity + quantity } : p)) : [...draft.parts, { product, quantity }];
    onChange({ ...draft, parts });
    setPick('');
    setQuantity(1);
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="combo-editor" aria-label={b.products}>
      <h3 className="text-lg font-semibold">{b.products}</h3>
      <p className="text-sm text-slate-600">{b.productsHelp}</p>
      <ul className="my-2 space-y-1">
        {draft.parts.map((p, i) => (
          <li key={p.product.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1" data-testid="combo-part">
            <span>
              <span className="font-semibold">
                {p.quantity}× {p.product.name}
              </span>
              <span className="ml-2 text-sm text-slate-600">{b.share(money(shares[i] ?? 0))}</span>
            </span>
            <span className="flex items-center gap-1">
              <Button tone="ghost" onClick={() => setQuantityAt(i, p.quantity - 1)} disabled={p.quantity <= 1} aria-label={b.less(p.product.name)}>
                −
              </Button>
              <Button tone="ghost" onClick={() => setQuantityAt(i, p.quantity + 1)} disabled={p.quantity >= 50} aria-label={b.more(p.product.name)}>
                +
              </Button>
              <Button tone="ghost" onClick={() => onChange({ ...draft, parts: draft.parts.filter((_, j) => j !== i) })} aria-label={`${b.remove}: ${p.product.name}`}>
                {b.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-1">
          <span className="mb-1 block text-sm font-medium text-slate-700">{b.pick}</span>
          <select className="touch-target w-full rounded-lg border border-slate-300 bg-white px-3 text-lg" value={pick} onChange={(e) => setPick(e.target.value)} data-testid="combo-pick">
            <option value="">{b.pick}</option>
            {offered.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({money(p.price)})
              </option>
            ))}
          </select>
        </label>
        <TextField className="w-28" label={b.quantity} type="number" min={1} max={50} inputMode="numeric" value={String(quantity)} onValue={(v) => setQuantity(Math.max(1, Math.min(50, Math.trunc(Number(v)) || 1)))} />
        <Button tone="secondary" onClick={add} disabled={!pick} data-testid="combo-add">
          {b.add}
        </Button>
      </div>
    </section>
  );
}
