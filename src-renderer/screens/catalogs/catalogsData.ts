// What Configurações → "Categorias e cozinhas", → "Taxas" and → "Mesas" read from the server: the mirrored
// collections of the menu's structure (categories, catalogs, kitchens, KDS, fees, tables) with what they name
// (origins, printers, integrators), live rows only. Read from the server (the screens wait for its answer).
import { bindCall, gql } from '../../../src-shared/api/core/define.js';
import { serverApi } from '../../services/serverApi.js';
import type { AvailabilityView, Named } from '../payConfig/payConfigData.js';

export type { AvailabilityView, Named };
export interface CategoryView extends Named {
  categoryId: string | null;
  kitchenId: string | null;
  position: number;
  available: boolean;
}
export interface CatalogView extends Named {
  originIds: string[];
}
export interface CatalogCategoryView {
  id: string;
  catalogId: string;
  catalogCategoryId: string;
  position: number;
}
export interface SaleView {
  id: string;
  categoryId: string;
  name: string | null;
  discountType: 'value' | 'percentage';
  discount: number;
  startDate: string;
  endDate: string;
}
export interface CategoryIntegratorView {
  id: string;
  categoryId: string;
  businessIntegratorId: string;
  externalCode: string | null;
}
export interface CategoryImageView {
  id: string;
  categoryId: string;
  type: string;
  fileName: string;
}
export interface KitchenView extends Named {
  printerId: string | null;
}
export interface ConditionalView {
  id: string;
  kitchenId: string;
  printerId?: string;
  kdsId?: string;
  originIds: string[];
}
export interface KdsView extends Named {
  kitchenIds: string[];
  originIds: string[];
  warningMinutes: number;
  lateMinutes: number;
  available: boolean;
}
export interface OtherFeeView extends Named {
  type: 'value' | 'percentage';
  value: number;
  originIds: string[];
  automatic: boolean;
  available: boolean;
}
export interface TableView extends Named {
  type: string;
  number: number | null;
  capacity: number | null;
  status: string;
}

/** A mirrored collection's live rows (our server's read `<name>(businessId)`, bound from the typed client's gql). */
async function live<T>(name: string, fields: string): Promise<T[]> {
  const rows = (await bindCall(serverApi().client, name, gql(name))({}, `${fields} deletedAt`)) as (T & { deletedAt: string | null })[];
  return rows.filter((r) => !r.deletedAt);
}
const byName = <T extends Named>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');
const AVAILABILITY = 'id ownerType ownerId weekdays originIds userIds startTime endTime';
const availabilitiesOf = async (...ownerTypes: string[]) => (await live<AvailabilityView>('availabilities', AVAILABILITY)).filter((a) => ownerTypes.includes(a.ownerType));

export interface MenuStructureRead {
  categories: CategoryView[];
  catalogs: CatalogView[];
  catalogCategories: CatalogCategoryView[];
  sales: SaleView[];
  integrators: CategoryIntegratorView[];
  images: CategoryImageView[];
  businessIntegrators: Named[];
  kitchens: KitchenView[];
  conditionalPrinters: ConditionalView[];
  conditionalKds: ConditionalView[];
  kds: KdsView[];
  availabilities: AvailabilityView[];
  printers: Named[];
  origins: Named[];
}

/** Everything the "Categorias e cozinhas" screen shows, in one read. */
export async function loadMenuStructure(businessId: string): Promise<MenuStructureRead> {
  const api = serverApi();
  const [categories, catalogs, catalogCategories, sales, integrators, images, businessIntegrators, kitchens, conditionalPrinters, conditionalKds, kds, availabilities, printers, origins] =
    await Promise.all([
      live<CategoryView>('categories', 'id name categoryId kitchenId position available'),
      live<CatalogView>('catalogs', 'id name originIds'),
      live<CatalogCategoryView>('catalogCategories', 'id catalogId catalogCategoryId position'),
      live<SaleView>('categorySales', 'id categoryId name discountType discount startDate endDate'),
      live<CategoryIntegratorView>('categoryIntegrators', 'id categoryId businessIntegratorId externalCode'),
      live<CategoryImageView>('categoryImages', 'id categoryId type fileName'),
      bindCall(api.client, 'businessIntegrators', gql('businessIntegrators'))({ businessId }, 'id provider') as Promise<{ id: string; provider: string }[]>,
      live<KitchenView>('kitchens', 'id name printerId'),
      live<ConditionalView>('kitchenConditionalPrinters', 'id kitchenId printerId originIds'),
      live<ConditionalView>('kitchenConditionalKds', 'id kitchenId kdsId originIds'),
      live<KdsView>('kds', 'id name kitchenIds originIds warningMinutes lateMinutes available'),
      availabilitiesOf('category', 'kitchenConditionalPrinter', 'kitchenConditionalKds'),
      live<Named>('printers', 'id name'),
      api.printersPlansUsers.gqlOrigins({}, 'id name') as Promise<Named[]>,
    ]);
  return {
    categories: categories.sort((a, b) => a.position - b.position || byName(a, b)),
    catalogs: catalogs.sort(byName),
    catalogCategories: catalogCategories.sort((a, b) => a.position - b.position),
    sales,
    integrators,
    images,
    businessIntegrators: businessIntegrators.map((b) => ({ id: b.id, name: b.provider })),
    kitchens: kitchens.sort(byName),
    conditionalPrinters,
    conditionalKds,
    kds: kds.sort(byName),
    availabilities,
    printers,
    origins,
  };
}

export interface FeesRead {
  fees: OtherFeeView[];
  availabilities: AvailabilityView[];
  origins: Named[];
}
export async function loadFees(): Promise<FeesRead> {
  const [fees, availabilities, origins] = await Promise.all([
    live<OtherFeeView>('otherFees', 'id name type value originIds automatic available'),
    availabilitiesOf('otherFee'),
    serverApi().printersPlansUsers.gqlOrigins({}, 'id name') as Promise<Named[]>,
  ]);
  return { fees: fees.sort(byName), availabilities, origins };
}

export async function loadTables(): Promise<TableView[]> {
  const rows = await live<TableView>('tables', 'id name type number capacity status');
  return rows.sort((a, b) => a.type.localeCompare(b.type) || (a.number ?? 0) - (b.number ?? 0) || byName(a, b));
}
