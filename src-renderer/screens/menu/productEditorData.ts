// What the product editor reads from the server (every terminal's data, not the mirror): the product as the counter
// sells it (gqlProduct), its compositions with the items bound to each, its secondary kitchens, marketplace links,
// what a rodízio allows, its stored pictures and its fiscal data, and the business's marketplaces to link.
import { bindCall, gql } from '../../../src-shared/api/core/define.js';
import { createCatalogImagesApi } from '../../../src-shared/api/ours/catalogImages.js';
import { createIntegratorReadsApi } from '../../../src-shared/api/ours/integrators.js';
import { serverApi } from '../../services/serverApi.js';

export interface ProductView {
  id: string;
  type: string;
  name: string;
  internalCode: string | null;
  price: number;
  available: boolean;
  kitchenId: string | null;
  categoryId: string | null;
}
export interface CompositionView {
  id: string;
  productId: string;
  name: string;
  selectionType: 'select' | 'check' | 'quantity';
  minQuantity: number;
  maxQuantity: number;
  flavors: boolean;
  position: number;
  deletedAt: string | null;
}
/** An item of the product (a product-subproduct): which subproduct, in which composition. */
export interface ItemView {
  id: string;
  compositionId: string;
  subproductId: string;
  price: number;
}
export interface Linked {
  id: string;
  productId: string;
  deletedAt: string | null;
}
export interface SecondaryKitchenView extends Linked {
  kitchenId: string;
}
export interface ProductIntegratorView extends Linked {
  businessIntegratorId: string;
  externalCode: string | null;
}
export interface AllowedProductView extends Linked {
  allowedProductId: string;
  price: number;
}
export interface AllowedCategoryView extends Linked {
  categoryId: string;
}
export interface AvailabilityView {
  id: string;
  ownerType: string;
  ownerId: string;
  weekdays: number[];
  startTime: string | null;
  endTime: string | null;
  deletedAt: string | null;
}
export interface ImageView {
  id: string;
  productId: string;
  type: string;
  fileName: string;
}
export interface FiscalView {
  id: string;
  productId: string;
  ncm: string;
  cfop: string;
}
export interface IntegratorView {
  id: string;
  provider: string;
}
export interface AyceCategory {
  category: { id: string; name: string };
  products: { id: string; name: string; price: number }[];
}

/** An item of a combo (another product) and the options of its compositions the combo offers, at their price there. */
export interface ComboPartView {
  id: string;
  productId: string;
}
export interface ComboOptionView {
  id: string;
  compositionId: string;
  comboProductId: string;
  productSubproductId: string;
  price: number;
  deletedAt: string | null;
}

export interface ProductRead {
  product: ProductView | null;
  comboItems: number;
  availabilities: number;
  compositions: CompositionView[];
  /** the product's items (product-subproducts), in every composition */
  items: ItemView[];
  /** the subproducts' names, by id */
  subproductNames: Map<string, string>;
  /** the subproducts that are plain named items (nominal): the editor may rename or remove them */
  nominal: Set<string>;
  /** the weekdays of the compositions and of their items (availabilities owned by either) */
  compositionHours: AvailabilityView[];
  kitchens: SecondaryKitchenView[];
  integrators: ProductIntegratorView[];
  marketplaces: IntegratorView[];
  allowedProducts: AllowedProductView[];
  allowedCategories: AllowedCategoryView[];
  images: ImageView[];
  fiscal: FiscalView | null;
  /** a combo's items, the compositions of their products with their items, and the options the combo offers */
  combo: { parts: ComboPartView[]; compositions: CompositionView[]; items: ItemView[]; options: ComboOptionView[] };
}

const live = <T extends { deletedAt: string | null }>(rows: T[]) => rows.filter((r) => !r.deletedAt);
const PRODUCT = 'id type name internalCode price available kitchenId categoryId';
const LINK = 'id productId deletedAt';

/** Our server's reads no call of the spec names (a rodízio's rules, availabilities): the typed client's gql, bound here. */
function ours<T>(field: string, selection: string): Promise<T[]> {
  return bindCall(serverApi().client, field, gql(field))({}, selection) as Promise<T[]>;
}

/** One product and everything the editor shows of it; `product` null when the server has none (deleted). */
export async function loadProduct(productId: string): Promise<ProductRead> {
  const api = serverApi();
  const [one, compositions, allItems, subproducts, hours, kitchens, integrators, marketplaces, allowedProducts, allowedCategories, images, fiscal, comboOptions] = await Promise.all([
    api.products.gqlProduct({ id: productId }, `product { ${PRODUCT} } comboItems { id productId } availabilities { id }`) as Promise<{
      product: ProductView;
      comboItems: ComboPartView[];
      availabilities: unknown[];
    } | null>,
    api.productChildren.gqlProductCompositions({}, 'id productId name selectionType minQuantity maxQuantity flavors position deletedAt') as Promise<CompositionView[]>,
    api.productChildren.gqlSubproductCompositionBinds({}, 'id productId compositionId subproductId price') as Promise<(ItemView & { productId: string })[]>,
    api.subproducts.gqlSubproducts({}, 'id name kind deletedAt') as Promise<{ id: string; name: string; kind: string; deletedAt: string | null }[]>,
    ours<AvailabilityView>('availabilities', 'id ownerType ownerId weekdays startTime endTime deletedAt'),
    api.productChildren.gqlSecondaryKitchens({}, `${LINK} kitchenId`) as Promise<SecondaryKitchenView[]>,
    api.productChildren.gqlProductIntegrators({}, `${LINK} businessIntegratorId externalCode`) as Promise<ProductIntegratorView[]>,
    createIntegratorReadsApi(api.client).gqlBusinessIntegrators({}, 'id provider') as Promise<IntegratorView[]>,
    ours<AllowedProductView>('productAllowedProducts', `${LINK} allowedProductId price`),
    ours<AllowedCategoryView>('productAllowedCategories', `${LINK} categoryId`),
    createCatalogImagesApi(api.client).gqlProductImages({}, 'id productId type fileName') as unknown as Promise<ImageView[]>,
    api.fiscal.gqlProductFiscalConfigs({ productId }, 'id productId ncm cfop') as Promise<FiscalView[]>,
    ours<ComboOptionView>('comboProductCompositionSubproducts', 'id compositionId comboProductId productSubproductId price deletedAt'),
  ]);
  const items = allItems.filter((i) => i.productId === productId);
  const parts = one?.comboItems ?? [];
  const partProducts = new Set(parts.map((x) => x.productId));
  const partComps = live(compositions).filter((c) => partProducts.has(c.productId));
  const partIds = new Set(parts.map((x) => x.id));
  const mine = <T extends Linked>(rows: T[]) => live(rows).filter((r) => r.productId === productId);
  const comps = live(compositions)
    .filter((c) => c.productId === productId)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'pt-BR'));
  const compIds = new Set(comps.map((c) => c.id));
  const itemIds = new Set(items.map((i) => i.id));
  return {
    product: one?.product ?? null,
    comboItems: one?.comboItems.length ?? 0,
    availabilities: one?.availabilities.length ?? 0,
    compositions: comps,
    items,
    subproductNames: new Map(subproducts.map((s) => [s.id, s.name])),
    nominal: new Set(live(subproducts).filter((s) => s.kind === 'nominal').map((s) => s.id)),
    compositionHours: live(hours).filter((h) => (h.ownerType === 'composition' && compIds.has(h.ownerId)) || (h.ownerType === 'productSubproduct' && itemIds.has(h.ownerId))),
    kitchens: mine(kitchens),
    integrators: mine(integrators),
    marketplaces,
    allowedProducts: mine(allowedProducts),
    allowedCategories: mine(allowedCategories),
    images: images.filter((i) => i.productId === productId),
    fiscal: fiscal.find((f) => f.productId === productId) ?? null,
    combo: {
      parts,
      compositions: partComps.sort((a, b) => a.position - b.position),
      items: allItems.filter((i) => partProducts.has(i.productId)),
      options: live(comboOptions).filter((o) => partIds.has(o.comboProductId)),
    },
  };
}

/** The rodízio as a waiter orders it: the categories with the products its guests may ask for. */
export async function loadAyce(): Promise<AyceCategory[]> {
  return (await serverApi().products.gqlListByCategoryToAYCE({}, 'category { id name } products { id name price }')) as AyceCategory[];
}

/** The rodízios on sale on a weekday, as the counter lists them to sell (gqlAllYouCanEatProductCatalog). */
export async function loadAyceOnSale(weekday: number): Promise<{ id: string; name: string }[]> {
  const rows = (await serverApi().products.gqlAllYouCanEatProductCatalog({ weekday }, 'product { id name }')) as { product: { id: string; name: string } }[];
  return rows.map((r) => r.product);
}
