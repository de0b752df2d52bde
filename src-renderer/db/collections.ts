// The server's collections the counter screens read, each with the fields the mirror pulls and the
// indexes the screens query by. Field names are the server's (src-server/db/schema.ts, camelCase).
const base = ['id', 'businessId', 'createdAt', 'updatedAt', 'deletedAt', 'changeSeq'] as const;

export const collections = {
  tables: { indexes: ['type'], fields: ['type', 'name', 'number', 'token', 'capacity'] },
  services: {
    indexes: ['status'],
    fields: ['originId', 'status', 'description', 'occupants', 'waiterId', 'userId', 'targetServiceId', 'openedAt', 'closedAt', 'printedAt'],
  },
  serviceTables: { indexes: ['serviceId', 'tableId'], fields: ['serviceId', 'tableId', 'releasedAt'] },
  orderPads: {
    indexes: ['serviceId', 'status'],
    fields: [
      'serviceId', 'description', 'status', 'occupants', 'serviceFeeEnabled', 'serviceFeeRate', 'discountType', 'discountValue',
      'entityId', 'userId', 'cashRegisterAuditId', 'closedAt', 'canceledAt', 'cancelReason',
    ],
  },
  orders: {
    indexes: ['orderPadId', 'serviceId', 'status'],
    fields: [
      'number', 'orderPadId', 'serviceId', 'originId', 'originType', 'deliveryMode', 'status', 'trackingStatus', 'paymentState',
      'paymentMode', 'entityId', 'entityAddressId', 'deliveryManId', 'deliveryMethodId', 'deliveryFee', 'message', 'userId',
      'kdsStatus', 'kdsIds', 'kitchenNotifiedAt', 'deliveryCheckedAt', 'dispatchedAt', 'canceledAt', 'cashRegisterAuditId',
    ],
  },
  orderProducts: {
    indexes: ['orderId', 'productId'],
    fields: [
      'orderId', 'productId', 'comboId', 'allYouCanEatOrderProductId', 'name', 'quantity', 'unitPrice', 'totalPrice', 'selections',
      'observation', 'kitchenStatus', 'userId',
    ],
  },
  payments: {
    indexes: ['orderPadId', 'cashRegisterAuditId'],
    fields: ['orderPadId', 'paymentMethodId', 'creditCardBannerId', 'amount', 'tendered', 'change', 'cashRegisterAuditId', 'userId', 'note'],
  },
  paymentMethods: { indexes: [], fields: ['name', 'type', 'allowsChange', 'available', 'position'] },
  creditCardBanners: { indexes: ['paymentMethodId'], fields: ['paymentMethodId', 'name'] },
  cashRegisters: { indexes: [], fields: ['name'] },
  cashRegisterAudits: {
    indexes: ['cashRegisterId', 'status'],
    fields: ['cashRegisterId', 'userId', 'status', 'openingAmount', 'openedAt', 'closedAt', 'closedBy', 'counted', 'note'],
  },
  cashRegisterEntries: { indexes: ['cashRegisterAuditId'], fields: ['cashRegisterAuditId', 'type', 'amount', 'description', 'userId'] },
  categories: { indexes: ['categoryId'], fields: ['name', 'categoryId', 'kitchenId', 'position', 'available'] },
  products: {
    indexes: ['categoryId', 'internalCode'],
    // The order pad draws its first tiles by position and a scanned barcode is found before the whole
    // catalog is in memory (mirror version 3).
    addedIndexes: ['position', 'barcode'],
    fields: [
      'type', 'name', 'description', 'internalCode', 'barcode', 'categoryId', 'kitchenId', 'price', 'unit', 'fractionalQuantity',
      'priceRule', 'maxFlavors', 'available', 'position',
    ],
  },
  compositions: { remote: 'productCompositions', indexes: ['productId'], fields: ['productId', 'name', 'selectionType', 'minQuantity', 'maxQuantity', 'flavors', 'position'] },
  productSubproducts: {
    indexes: ['productId', 'compositionId'],
    fields: ['productId', 'compositionId', 'subproductId', 'price', 'maxQuantity', 'position', 'available'],
  },
  subproducts: { indexes: [], fields: ['name', 'kind', 'internalCode', 'description', 'controlStock', 'available', 'cost'] },
  comboProducts: { indexes: ['comboId'], fields: ['comboId', 'productId', 'quantity', 'price'] },
  origins: { indexes: [], fields: ['name', 'type', 'deliveryMode', 'available'] },
  entities: { indexes: ['type'], fields: ['type', 'name', 'document', 'email', 'userId', 'available', 'note'] },
  entityPhones: { remote: 'phones', indexes: ['entityId', 'number'], fields: ['entityId', 'number', 'main'] },
  entityAddresses: {
    indexes: ['entityId'],
    fields: ['entityId', 'type', 'cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'reference'],
  },
  deliveryMethods: { indexes: [], fields: ['name', 'mode', 'fee', 'available'] },
  printers: {
    indexes: [],
    fields: ['name', 'model', 'size', 'connection', 'address', 'port', 'codePage', 'copies', 'templates'],
  },
  kitchens: { indexes: [], fields: ['name', 'printerId'] },
  // When a product may be sold (mirror version 4): the counter refuses the rodízio outside its hours offline too.
  availabilities: { since: 4, indexes: ['ownerId'], fields: ['ownerType', 'ownerId', 'weekdays', 'originIds', 'startTime', 'endTime'] },
  // The menu's configuration (mirror version 5): catalogs, sales, prices per size, other fees, KDS.
  catalogs: { since: 5, indexes: [], fields: ['name', 'originIds'] },
  catalogCategories: { since: 5, indexes: ['catalogId'], fields: ['catalogId', 'catalogCategoryId', 'position'] },
  categorySales: { since: 5, indexes: ['categoryId'], fields: ['categoryId', 'name', 'discountType', 'discount', 'startDate', 'endDate'] },
  categoryIntegrators: { since: 5, indexes: ['categoryId'], fields: ['categoryId', 'businessIntegratorId', 'externalCode'] },
  compositionPrices: { since: 5, indexes: ['productSubproductId'], fields: ['compositionId', 'productSubproductId', 'sizeId', 'price'] },
  comboProductCompositionSubproducts: {
    since: 5,
    indexes: ['comboProductId'],
    fields: ['compositionId', 'comboProductId', 'productSubproductId', 'price', 'available'],
  },
  otherFees: { since: 5, indexes: [], fields: ['name', 'type', 'value', 'originIds', 'automatic', 'available'] },
  kds: { since: 5, indexes: [], fields: ['name', 'kitchenIds', 'originIds', 'warningMinutes', 'lateMinutes', 'available'] },
  kitchenConditionalKds: { since: 5, indexes: ['kitchenId'], fields: ['kitchenId', 'kdsId', 'originIds'] },
  subproductCategories: { since: 5, indexes: [], fields: ['name', 'position'] },
  feedstockCategories: { since: 5, indexes: [], fields: ['name', 'position'] },
  subproductTrees: { since: 5, indexes: ['subproductParentId'], fields: ['subproductParentId', 'subproductId', 'quantity'] },
} as const satisfies Record<string, { remote?: string; since?: number; indexes: readonly string[]; addedIndexes?: readonly string[]; fields: readonly string[] }>;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];

/** The collection's field in the server's `counterChanges` (the spec's query name where it differs). */
export function remoteName(name: CollectionName): string {
  const def = collections[name];
  return 'remote' in def ? def.remote : name;
}

export function fieldsOf(name: CollectionName): string[] {
  return [...base, ...collections[name].fields];
}

/** The mirror's current schema version (Dexie's); each version's stores are declared in mirror.ts. */
export const MIRROR_VERSION = 5;

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
