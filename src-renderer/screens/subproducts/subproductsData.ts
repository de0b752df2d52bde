// What Configurações → Adicionais e insumos reads from the server: the subproducts (adicionais, insumos, receitas),
// a search among insumos or receitas by name or code (the server's own lists), the recipes' lines and the two kinds
// of category. Read from the server (the screen waits for its answer), not the mirror.
import { bindCall, gql } from '../../../src-shared/api/core/define.js';
import { serverApi } from '../../services/serverApi.js';

export interface SubproductView {
  id: string;
  name: string;
  kind: string;
  internalCode: string | null;
  description: string | null;
  controlStock: boolean;
  available: boolean;
  cost: number;
}
export interface TreeLineView {
  id: string;
  subproductParentId: string;
  subproductId: string;
  quantity: number;
}
export interface CategoryView {
  id: string;
  name: string;
  position: number;
}
export interface SubproductsRead {
  subproducts: SubproductView[];
  trees: TreeLineView[];
  subproductCategories: CategoryView[];
  feedstockCategories: CategoryView[];
}

const FIELDS = 'id name kind internalCode description controlStock available cost';
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');
const byPosition = (a: CategoryView, b: CategoryView) => a.position - b.position || byName(a, b);

export async function loadSubproducts(): Promise<SubproductsRead> {
  const api = serverApi().subproducts;
  const [subproducts, trees, subproductCategories, feedstockCategories] = await Promise.all([
    api.gqlSubproducts({}, FIELDS) as Promise<SubproductView[]>,
    api.gqlSubproductTrees({}, 'id subproductParentId subproductId quantity') as Promise<TreeLineView[]>,
    api.gqlSubproductCategories({}, 'id name position') as Promise<CategoryView[]>,
    api.gqlFeedstockCategories({}, 'id name position') as Promise<CategoryView[]>,
  ]);
  return {
    subproducts: [...subproducts].sort(byName),
    trees,
    subproductCategories: [...subproductCategories].sort(byPosition),
    feedstockCategories: [...feedstockCategories].sort(byPosition),
  };
}

/** The server's search among insumos (allFeedstock) or receitas (recipes) by name or internal code: the ids it found. */
export async function searchKind(kind: 'feedstock' | 'recipe', term: string): Promise<string[]> {
  const api = serverApi().subproducts;
  const args = term.trim() ? { term: term.trim() } : {};
  const rows = (await (kind === 'recipe' ? api.gqlRecipeList(args, 'id') : api.gqlAllFeedstockList(args, 'id'))) as { id: string }[];
  return rows.map((r) => r.id);
}

/** "0,250" or "1" (kg, l or un) as thousandths of the unit (250, 1000); null when it is not a positive quantity. */
export function parseQuantity(text: string): number | null {
  // With a comma the dots group thousands (pt-BR); without one a dot is the decimal point.
  const raw = text.trim();
  const t = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return null;
  const thousandths = Math.round(Number(t) * 1000);
  return thousandths > 0 && thousandths <= 100_000_000 ? thousandths : null;
}

/** Thousandths of the unit as a person writes them: 250 → "0,250", 1000 → "1". */
export function showQuantity(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const rest = thousandths % 1000;
  return rest ? `${whole},${String(rest).padStart(3, '0')}` : String(whole);
}

export interface ProductView {
  id: string;
  name: string;
}
export interface CompositionView {
  id: string;
  productId: string;
  name: string;
  position: number;
}
export interface ProductSubproductView {
  id: string;
  productId: string;
  compositionId: string;
  subproductId: string;
  price: number;
  maxQuantity: number;
  position: number;
  available: boolean;
}
export interface SizePriceView {
  id: string;
  productSubproductId: string;
  size: string;
  price: number;
}
export interface AddOnsRead {
  products: ProductView[];
  compositions: CompositionView[];
  items: ProductSubproductView[];
  sizePrices: SizePriceView[];
}

const live = <T extends { deletedAt?: string | null }>(rows: T[]) => rows.filter((r) => !r.deletedAt);

/** A product's add-ons: the products to pick one from, their compositions (groups), the items offered in each and their prices by size. */
export async function loadAddOns(): Promise<AddOnsRead> {
  const api = serverApi();
  const [products, compositions, items, sizePrices] = await Promise.all([
    api.products.gqlProducts({}, 'id name deletedAt') as Promise<(ProductView & { deletedAt: string | null })[]>,
    api.productChildren.gqlProductCompositions({}, 'id productId name position deletedAt') as Promise<(CompositionView & { deletedAt: string | null })[]>,
    api.productChildren.gqlProductSubproducts({}, 'id productId compositionId subproductId price maxQuantity position available deletedAt') as Promise<(ProductSubproductView & { deletedAt: string | null })[]>,
    api.productChildren.gqlProductSubproductPrices({}, 'id productSubproductId size price deletedAt') as Promise<(SizePriceView & { deletedAt: string | null })[]>,
  ]);
  return {
    products: live(products).sort(byName),
    compositions: live(compositions).sort((a, b) => a.position - b.position),
    items: live(items).sort((a, b) => a.position - b.position),
    sizePrices: live(sizePrices),
  };
}

/** The product named in `#/configuracoes/adicionais?produto=<id>`, if any. */
export function productInHash(): string | null {
  const query = location.hash.split('?')[1];
  return query ? new URLSearchParams(query).get('produto') : null;
}

export interface SubproductImageView {
  id: string;
  subproductId: string;
  type: string;
  fileName: string;
  size: number;
}

/** A subproduct's pictures (our server's subproductImages read; no call of the spec lists them). */
export async function loadImages(subproductId: string): Promise<SubproductImageView[]> {
  const rows = (await bindCall(serverApi().client, 'subproductImages', gql('subproductImages'))({}, 'id subproductId type fileName size deletedAt')) as (SubproductImageView & { deletedAt: string | null })[];
  return rows.filter((r) => r.subproductId === subproductId && !r.deletedAt);
}

/**
 * Sends a picture now: a subproduct's pictures have no declared write (the server keeps them apart, like a
 * category's), so they go online with the manager waiting; the server's refusal (not an image) is thrown, in Portuguese.
 */
export async function uploadImage(subproductId: string, file: File): Promise<void> {
  const data = new Uint8Array(await file.arrayBuffer());
  await serverApi().subproducts.subproductImagesCreate({ params: { id: subproductId }, body: { images: [{ type: 'main', image: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } }] } });
}

export async function removeImage(subproductId: string, imageId: string): Promise<void> {
  await serverApi().subproducts.subproductImagesDelete({ params: { id: subproductId, imageId } });
}
