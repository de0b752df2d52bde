// The server's collections the counter screens read, each with the indexes the screens query by. The fields
// the mirror pulls are every column of the server's table (src-shared/mirror/fields.ts, generated from
// src-server/db/schema.ts), so a new column reaches the terminals without being listed here.
import { mirrorFields } from '../../src-shared/mirror/fields.js';
const base = ['id', 'businessId', 'createdAt', 'updatedAt', 'deletedAt', 'changeSeq'] as const;

export const collections = {
  tables: { indexes: ['type'] },
  services: {
    indexes: ['status'],
  },
  serviceTables: { indexes: ['serviceId', 'tableId'] },
  orderPads: {
    indexes: ['serviceId', 'status'],
  },
  orders: {
    indexes: ['orderPadId', 'serviceId', 'status'],
  },
  orderProducts: {
    indexes: ['orderId', 'productId'],
  },
  payments: {
    indexes: ['orderPadId', 'cashRegisterAuditId'],
  },
  paymentMethods: { indexes: [] },
  creditCardBanners: { indexes: ['paymentMethodId'] },
  cashRegisters: { indexes: [] },
  cashRegisterAudits: {
    indexes: ['cashRegisterId', 'status'],
  },
  cashRegisterEntries: { indexes: ['cashRegisterAuditId'] },
  categories: { indexes: ['categoryId'] },
  products: {
    indexes: ['categoryId', 'internalCode'],
    // The order pad draws its first tiles by position and a scanned barcode is found before the whole
    // catalog is in memory (mirror version 3).
    addedIndexes: ['position', 'barcode'],
  },
  compositions: { remote: 'productCompositions', indexes: ['productId'] },
  productSubproducts: {
    indexes: ['productId', 'compositionId'],
  },
  subproducts: { indexes: [] },
  comboProducts: { indexes: ['comboId'] },
  origins: { indexes: [] },
  entities: { indexes: ['type'] },
  entityPhones: { remote: 'phones', indexes: ['entityId', 'number'] },
  entityAddresses: {
    indexes: ['entityId'],
  },
  deliveryMethods: { indexes: [] },
  printers: {
    indexes: [],
  },
  kitchens: { indexes: [] },
  // When a product may be sold (mirror version 4): the counter refuses the rodízio outside its hours offline too.
  availabilities: { since: 4, indexes: ['ownerId'] },
  // A customer's account (fiado) and its entries (mirror version 5): a purchase on account or its payment goes offline too.
  entityTransactionAccounts: { since: 5, indexes: ['entityId'] },
  entityTransactionAccountEntries: {
    since: 5,
    indexes: ['transactionAccountId', 'entityId'],
  },
  // The menu's configuration (mirror version 6): catalogs, sales, prices per size, other fees, KDS.
  catalogs: { since: 6, indexes: [] },
  catalogCategories: { since: 6, indexes: ['catalogId'] },
  categorySales: { since: 6, indexes: ['categoryId'] },
  categoryIntegrators: { since: 6, indexes: ['categoryId'] },
  compositionPrices: { since: 6, indexes: ['productSubproductId'] },
  comboProductCompositionSubproducts: {
    since: 6,
    indexes: ['comboProductId'],
  },
  otherFees: { since: 6, indexes: [] },
  kds: { since: 6, indexes: [] },
  kitchenConditionalKds: { since: 6, indexes: ['kitchenId'] },
  subproductCategories: { since: 6, indexes: [] },
  feedstockCategories: { since: 6, indexes: [] },
  subproductTrees: { since: 6, indexes: ['subproductParentId'] },
  // The kitchen routing of fired tickets (mirror version 7): a product's other kitchens, a kitchen's printers by origin and hours.
  secondaryKitchens: { since: 7, indexes: ['productId'] },
  kitchenConditionalPrinters: { since: 7, indexes: ['kitchenId'] },
  // Items' sales (mirror version 8): an item on sale is priced at the counter as the server charges it, offline too.
  productSubproductSales: { remote: 'productSubproductSalePrices', since: 8, indexes: ['productSubproductId'] },
} as const satisfies Record<string, { remote?: string; since?: number; indexes: readonly string[]; addedIndexes?: readonly string[] }>;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];

/** The collection's field in the server's `counterChanges` (the spec's query name where it differs). */
export function remoteName(name: CollectionName): string {
  const def = collections[name];
  return 'remote' in def ? def.remote : name;
}

export function fieldsOf(name: CollectionName): string[] {
  return [...base, ...mirrorFields[remoteName(name) as keyof typeof mirrorFields]];
}

// Every collection names one the server hands out (a wrong name fails the type check, not the first pull).
type Remote<N extends CollectionName> = (typeof collections)[N] extends { remote: infer R } ? R : N;
type NotServed = Exclude<{ [N in CollectionName]: Remote<N> }[CollectionName], keyof typeof mirrorFields>;
export const everyCollectionServed: [NotServed] extends [never] ? true : NotServed = true;

/** The mirror's current schema version (Dexie's); each version's stores are declared in mirror.ts. */
export const MIRROR_VERSION = 8;

/**
 * Dexie's store spec at a schema version: primary key, then indexes (per business, and the cursor for
 * repairs). Version 2's spec stays as it was, so Dexie creates the indexes added in 3 on an upgrade.
 */
export function storeSpecs(version = MIRROR_VERSION): Record<string, string> {
  const specs: Record<string, string> = {};
  for (const name of collectionNames) {
    const def: { since?: number; indexes: readonly string[]; addedIndexes?: readonly string[] } = collections[name];
    // A collection added in a later version is not in the earlier ones' stores, so Dexie creates it on the upgrade.
    if ((def.since ?? 2) > version) continue;
    const added = version >= 3 ? (def.addedIndexes ?? []) : [];
    specs[name] = ['id', 'businessId', ...def.indexes, ...added].join(', ');
  }
  return specs;
}
