// Changing an EXISTING pizza or combo from the Cardápio: its rows read from the mirror into the same drafts the
// "Novo produto" editor fills, then the difference sent through the same declared writes the creation uses
// (saveKinds.ts), in the order the server needs: what is added first, changed next, removed last (a combo keeps at
// least one product at every step). A removed size or flavour is only marked deleted: past orders keep their own
// copy of its name and price (the order line's selections), so nothing sold changes. A renamed one keeps its option
// (same id, same prices at each size): the option is pointed at the subproduct of the new name
// (compositionSubproductsUpdate), never the subproduct renamed, which other pizzas may share ("Média").
import { comboShares, inComboOrder } from '../../../src-shared/domain/comboShares.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import { catalog, productKinds } from '../../../src-shared/writes/index.js';
import type { CompositionPriceRow, ProductRow } from '../../db/rows.js';
import { all } from '../../queries/mirrorRead.js';
import { write } from '../../services/write.js';
import { knownSubproducts, subproductNamed, type ComboDraft, type CompositeDraft } from './saveKinds.js';

const k = menuKindMessages;
const key = (name: string) => name.trim().toLocaleLowerCase('pt-BR');

interface Option {
  /** the product-subproduct (option) id */
  id: string;
  name: string;
  price: number;
  position: number;
}

/** An existing pizza as the mirror holds it: its flavours' composition, its sizes' one (if any) and their prices. */
export interface PizzaNow {
  flavoursId: string;
  sizesId: string | null;
  maxFlavors: number;
  sizes: Option[];
  flavours: Option[];
  prices: CompositionPriceRow[];
}

export async function readPizza(businessId: string | null, product: ProductRow): Promise<PizzaNow | null> {
  const [compositions, items, subs, prices] = await Promise.all([
    all('compositions', businessId),
    all('productSubproducts', businessId),
    all('subproducts', businessId),
    all('compositionPrices', businessId),
  ]);
  const name = new Map(subs.map((s) => [s.id, s.name]));
  const mine = compositions.filter((x) => x.productId === product.id);
  const flavoursComp = mine.find((x) => x.flavors);
  if (!flavoursComp) return null;
  const options = (compositionId: string): Option[] =>
    items
      .filter((i) => i.compositionId === compositionId)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, name: name.get(i.subproductId) ?? '—', price: i.price, position: i.position }));
  const ownPrices = prices.filter((p) => p.compositionId === flavoursComp.id);
  // The sizes' composition is the one whose options the flavours' prices name; a pizza whose sizes were all
  // priced away still has its "Tamanho" composition by name.
  const named = new Set(ownPrices.map((p) => p.sizeId).filter(Boolean));
  const others = mine.filter((x) => !x.flavors);
  const sizesComp =
    others.find((x) => items.some((i) => i.compositionId === x.id && named.has(i.id))) ?? others.find((x) => x.name === k.composite.sizeTitle && x.selectionType === 'select') ?? null;
  return {
    flavoursId: flavoursComp.id,
    sizesId: sizesComp?.id ?? null,
    maxFlavors: product.maxFlavors ?? flavoursComp.maxQuantity,
    sizes: sizesComp ? options(sizesComp.id) : [],
    flavours: options(flavoursComp.id),
    prices: ownPrices,
  };
}

const priceAt = (now: PizzaNow, flavour: Option, sizeId: string) => now.prices.find((p) => p.productSubproductId === flavour.id && p.sizeId === sizeId);

/** The draft the editor starts from: each flavour's price at each size (its own price where none was set). */
export function pizzaDraft(now: PizzaNow): CompositeDraft {
  return {
    maxFlavors: now.maxFlavors,
    sizes: now.sizes.map((s) => s.name),
    sizesFrom: now.sizes.map((s) => s.name),
    flavours: now.flavours.map((f) => ({
      name: f.name,
      from: f.name,
      prices: now.sizes.length ? now.sizes.map((s) => priceAt(now, f, s.id)?.price ?? f.price) : [f.price],
    })),
  };
}

/**
 * The existing option each entry of the draft is: the one it was opened as (`from`, kept through a rename), else one
 * of the same name that no renamed entry took (a size removed and typed again); undefined for a new one.
 */
function optionsOf(now: Option[], entries: readonly { name: string; from?: string | undefined }[]): (Option | undefined)[] {
  const named = new Map(now.map((o) => [key(o.name), o]));
  const taken = new Set(entries.flatMap((e) => (e.from !== undefined && named.has(key(e.from)) ? [key(e.from)] : [])));
  return entries.map((e) => {
    if (e.from !== undefined) return named.get(key(e.from));
    return taken.has(key(e.name)) ? undefined : named.get(key(e.name));
  });
}

/** A kept option whose name changed points at the subproduct of its new name; its id (and prices) stay. */
async function renameOption(businessId: string | null, known: Map<string, string>, compositionId: string, had: Option, name: string, kind: 'recipe' | 'nominal') {
  if (key(had.name) === key(name)) return;
  const subproductId = await subproductNamed(businessId, known, name, kind);
  await write(catalog.compositionSubproductsUpdate, { params: { compositionId, id: had.id }, body: { subproductId } }, undefined, [subproductId]);
}

export async function savePizzaChanges(businessId: string | null, productId: string, now: PizzaNow, d: CompositeDraft): Promise<void> {
  const known = await knownSubproducts(businessId);
  const sizeOptions = optionsOf(now.sizes, d.sizes.map((name, i) => ({ name, from: d.sizesFrom?.[i] })));
  const flavourOptions = optionsOf(now.flavours, d.flavours);
  const next = (xs: Option[]) => Math.max(-1, ...xs.map((x) => x.position)) + 1;

  // The first size of a pizza that had none: its "Tamanho" composition, chosen before the flavours.
  let sizesId = now.sizesId;
  if (d.sizes.length && !sizesId) {
    sizesId = newId();
    await write(
      catalog.compositionsCreate,
      { params: {}, body: { id: sizesId, productId, name: k.composite.sizeTitle, selectionType: 'select', minQuantity: 1, maxQuantity: 1, position: 0 } },
      undefined,
      [productId],
    );
    await write(catalog.compositionsUpdate, { params: { id: now.flavoursId }, body: { position: 1 } }, undefined);
  }
  const sizeIds: string[] = [];
  let sizePosition = next(now.sizes);
  for (const [i, name] of d.sizes.entries()) {
    const had = sizeOptions[i];
    if (had) {
      await renameOption(businessId, known, sizesId!, had, name, 'nominal');
      sizeIds.push(had.id);
      continue;
    }
    const subproductId = await subproductNamed(businessId, known, name, 'nominal');
    const id = newId();
    await write(catalog.compositionSubproductsCreate, { params: { compositionId: sizesId! }, body: { id, subproductId, price: 0, position: sizePosition++ } }, undefined, [subproductId]);
    sizeIds.push(id);
  }

  const ownPrices: { productSubproductId: string; price: number }[] = [];
  let flavourPosition = next(now.flavours);
  for (const [i, f] of d.flavours.entries()) {
    const had = flavourOptions[i];
    // An item's own price is its price at the first size, as when the pizza was created.
    const own = f.prices[0] ?? 0;
    let optionId: string;
    if (had) {
      optionId = had.id;
      await renameOption(businessId, known, now.flavoursId, had, f.name, 'recipe');
      if (had.price !== own) ownPrices.push({ productSubproductId: had.id, price: own });
    } else {
      const subproductId = await subproductNamed(businessId, known, f.name, 'recipe');
      optionId = newId();
      await write(
        catalog.compositionSubproductsCreate,
        { params: { compositionId: now.flavoursId }, body: { id: optionId, subproductId, price: own, position: flavourPosition++ } },
        undefined,
        [subproductId],
      );
    }
    for (const [j, sizeId] of sizeIds.entries()) {
      const price = f.prices[j] ?? 0;
      const row = had ? priceAt(now, had, sizeId) : undefined;
      if (row && row.price === price) continue;
      if (row) await write(catalog.compositionPricesUpdate, { params: { compositionId: now.flavoursId, subproductId: optionId, id: row.id }, body: { price } }, undefined);
      else await write(catalog.compositionPricesCreate, { params: { compositionId: now.flavoursId, subproductId: optionId }, body: { id: newId(), sizeId, price } }, undefined, [sizeId]);
    }
  }
  if (ownPrices.length) await write(productKinds.productSubproductPricesBulkUpdate, { params: { productId }, body: { prices: ownPrices } }, undefined);
  if (d.maxFlavors !== now.maxFlavors) await write(productKinds.productCompositesUpdate, { params: { id: productId }, body: { maxFlavors: d.maxFlavors } }, undefined);

  const keptFlavours = new Set(flavourOptions.map((o) => o?.id));
  for (const f of now.flavours) {
    if (!keptFlavours.has(f.id)) await write(catalog.compositionSubproductsDelete, { params: { compositionId: now.flavoursId, id: f.id }, body: {} }, undefined);
  }
  const keptSizes = new Set(sizeOptions.map((o) => o?.id));
  for (const s of now.sizes) {
    if (!keptSizes.has(s.id)) await write(catalog.compositionSubproductsDelete, { params: { compositionId: now.sizesId!, id: s.id }, body: {} }, undefined);
  }
  // No size left: the counter must not ask for one.
  if (d.sizes.length === 0 && now.sizesId) await write(catalog.compositionsDelete, { params: { id: now.sizesId }, body: {} }, undefined);
}

/** An existing combo's products as the server stored them (quantities in thousandths, shares in centavos). */
export interface ComboPartNow {
  id: string;
  productId: string;
  quantity: number;
  price: number;
}

export async function readCombo(businessId: string | null, comboId: string): Promise<ComboPartNow[]> {
  // In the order they were added (a share's leftover centavo goes to the first ones, so the order must hold).
  return inComboOrder((await all('comboProducts', businessId)).filter((x) => x.comboId === comboId)).map(({ id, productId, quantity, price }) => ({ id, productId, quantity, price }));
}

/** The draft of an existing combo: its products still on the menu, in whole units. */
export function comboDraft(now: ComboPartNow[], products: readonly ProductRow[]): Omit<ComboDraft, 'price'> {
  const byId = new Map(products.map((p) => [p.id, p]));
  return { parts: now.flatMap((x) => (byId.has(x.productId) ? [{ product: byId.get(x.productId)!, quantity: Math.max(1, Math.round(x.quantity / 1000)) }] : [])) };
}

/** The combo's products changed: every share recomputed from the combo's price (it may have changed too). */
export async function saveComboChanges(comboId: string, now: ComboPartNow[], d: ComboDraft): Promise<void> {
  const shares = comboShares(
    d.price,
    d.parts.map((p) => ({ price: p.product.price, quantity: p.quantity })),
  );
  const had = new Map(now.map((x) => [x.productId, x]));
  for (const [i, part] of d.parts.entries()) {
    const body = { productId: part.product.id, quantity: part.quantity * 1000, price: shares[i]! };
    const row = had.get(part.product.id);
    if (!row) {
      await write(productKinds.productComboProductsCreate, { params: { productId: comboId }, body: { id: newId(), ...body } }, undefined, [part.product.id]);
    } else if (row.quantity !== body.quantity || row.price !== body.price) {
      await write(productKinds.productComboProductsUpdate, { params: { productId: comboId, id: row.id }, body }, undefined);
    }
  }
  const kept = new Set(d.parts.map((p) => p.product.id));
  for (const x of now) {
    if (!kept.has(x.productId)) await write(productKinds.productComboProductsDelete, { params: { productId: comboId, id: x.id }, body: {} }, undefined);
  }
}
