// Saving a new pizza or combo from the Cardápio: the same rows the demo's pizzas and combo have (and the counter
// reads), each through its declared write in the outbox, in the order the server needs them (a child after its
// parent: the outbox holds a write until the earlier ones sharing one of its ids have gone; the ids a body refers to
// beyond the write's own are named for that, the last argument of write()).
//  - Pizza: the composite with its flavours' composition and one item per flavour; with sizes, a "Tamanho"
//    composition (pick one) before the flavours, one item per size and each flavour's price at each size.
//  - Combo: the combo with its products, each with its share of the combo's price.
// Sizes and flavours are subproducts: one the restaurant already has (same name) is used again, not doubled.
import { comboShares } from '../../../src-shared/domain/comboShares.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import { catalog, productKinds, subproducts as subproductWrites } from '../../../src-shared/writes/index.js';
import type { ProductRow } from '../../db/rows.js';
import { all } from '../../queries/mirrorRead.js';
import { write } from '../../services/write.js';

const k = menuKindMessages;

/** What every product type's create carries from the editor's common fields. */
export interface BaseFields {
  name: string;
  internalCode: string | null;
  barcode: string | null;
  categoryId: string | null;
  kitchenId: string | null;
}

export interface FlavourDraft {
  name: string;
  /** one price per size, in the sizes' order; one price when the pizza has no sizes */
  prices: number[];
  /** An existing pizza's flavour: the name it had when the editor opened (a rename keeps the same option). */
  from?: string;
}
export interface CompositeDraft {
  maxFlavors: number;
  sizes: string[];
  /** An existing pizza's sizes: the name each had when the editor opened, in the sizes' order (none: a new size). */
  sizesFrom?: (string | undefined)[];
  flavours: FlavourDraft[];
}

export interface ComboPartDraft {
  product: ProductRow;
  /** whole units */
  quantity: number;
}
export interface ComboDraft {
  price: number;
  parts: ComboPartDraft[];
}

const key = (name: string) => name.trim().toLocaleLowerCase('pt-BR');

/** What is wrong with a pizza before it is sent (the server says the same); null when it may be saved. */
export function compositeProblem(d: CompositeDraft): string | null {
  if (d.flavours.length === 0) return k.composite.flavoursRequired;
  for (const f of d.flavours) {
    const columns = d.sizes.length ? d.sizes : [null];
    for (const [i, size] of columns.entries()) if (!(f.prices[i]! > 0)) return k.composite.priceRequired(f.name, size);
  }
  return null;
}

export function comboProblem(d: ComboDraft): string | null {
  if (d.parts.length === 0) return k.combo.productsRequired;
  if (d.price <= 0) return k.combo.priceRequired;
  return null;
}

/** The subproduct named so (sizes and flavours), made when the restaurant has none yet: its id. */
export async function subproductNamed(businessId: string | null, known: Map<string, string>, name: string, kind: 'recipe' | 'nominal'): Promise<string> {
  const found = known.get(key(name));
  if (found) return found;
  const id = newId();
  await write(subproductWrites.subproductsCreate, { params: {}, body: { id, name: name.trim(), kind } }, undefined);
  known.set(key(name), id);
  return id;
}

export async function knownSubproducts(businessId: string | null): Promise<Map<string, string>> {
  return new Map((await all('subproducts', businessId)).map((s) => [key(s.name), s.id]));
}

export async function saveComposite(businessId: string | null, base: BaseFields, d: CompositeDraft): Promise<string> {
  const known = await knownSubproducts(businessId);
  const sizeSubs: string[] = [];
  for (const s of d.sizes) sizeSubs.push(await subproductNamed(businessId, known, s, 'nominal'));
  const flavourSubs: string[] = [];
  for (const f of d.flavours) flavourSubs.push(await subproductNamed(businessId, known, f.name, 'recipe'));

  const productId = newId();
  const flavoursId = newId();
  const optionIds = d.flavours.map(() => newId());
  await write(
    productKinds.productCompositesCreate,
    {
      params: {},
      body: {
        id: productId,
        compositionId: flavoursId,
        ...base,
        price: 0,
        priceRule: 'highest',
        maxFlavors: d.maxFlavors,
        // An item's own price is its price at the first size: the counter takes the size's price when one is chosen.
        flavors: d.flavours.map((f, i) => ({ id: optionIds[i], subproductId: flavourSubs[i]!, price: f.prices[0] ?? 0 })),
      },
    },
    undefined,
    flavourSubs,
  );
  if (d.sizes.length === 0) return productId;

  // The size is chosen first (one of them), then the flavours, priced at that size.
  const sizesId = newId();
  await write(
    catalog.compositionsCreate,
    { params: {}, body: { id: sizesId, productId, name: k.composite.sizeTitle, selectionType: 'select', minQuantity: 1, maxQuantity: 1, position: 0 } },
    undefined,
    [productId],
  );
  await write(catalog.compositionsUpdate, { params: { id: flavoursId }, body: { position: 1 } }, undefined);
  const sizeOptions = d.sizes.map(() => newId());
  for (const [i, subproductId] of sizeSubs.entries()) {
    await write(catalog.compositionSubproductsCreate, { params: { compositionId: sizesId }, body: { id: sizeOptions[i], subproductId, price: 0, position: i } }, undefined, [subproductId]);
  }
  for (const [i, f] of d.flavours.entries()) {
    for (const [j, sizeId] of sizeOptions.entries()) {
      await write(
        catalog.compositionPricesCreate,
        { params: { compositionId: flavoursId, subproductId: optionIds[i]! }, body: { id: newId(), sizeId, price: f.prices[j] ?? 0 } },
        undefined,
        [sizeId],
      );
    }
  }
  return productId;
}

export async function saveCombo(base: BaseFields, d: ComboDraft): Promise<string> {
  const id = newId();
  const shares = comboShares(
    d.price,
    d.parts.map((p) => ({ price: p.product.price, quantity: p.quantity })),
  );
  await write(
    productKinds.productComboCreate,
    {
      params: {},
      body: { id, ...base, price: d.price, products: d.parts.map((p, i) => ({ id: newId(), productId: p.product.id, quantity: p.quantity * 1000, price: shares[i]! })) },
    },
    undefined,
    // A product made a moment ago goes to the server before the combo that holds it.
    d.parts.map((p) => p.product.id),
  );
  return id;
}
