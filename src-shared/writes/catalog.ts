// The menu's configuration writes (001 §7.4): catalogs and their categories, categories with their availabilities,
// sales and integrator links, compositions with their options, availabilities and prices per size, the options a
// combo offers, nominal subproducts, other fees, KDS and a kitchen's conditional KDS and availabilities.
// Each collection's create, update and delete are one shape: the create puts the row (its parent from the path),
// the update patches the fields sent, the delete marks it deleted; `collection` below builds the three.
import type { z } from 'zod';
import { catalogsCalls as calls } from '../api/areas/catalogs.js';
import { productChildrenCalls as productCalls } from '../api/areas/productChildren.js';
import * as s from '../api/schemas/catalogs.js';
import { catalogMessages as m } from '../i18n/catalog.js';
import { declareWrite, str, type CallDef, type Collection, type EffectScope } from './define.js';

const l = m.label;
type Params = Record<string, string>;
type Body = Record<string, unknown>;
/** The fields a row takes from its path (its parent), read from the mirror where the path does not say them. */
type ParentOf = (params: Params, sc: EffectScope) => Promise<Record<string, unknown>>;

const byParam =
  (param: string, field = param): ParentOf =>
  async (params) => ({ [field]: params[param] });
/** An availability belongs to its owner by type and id (one collection for all owners). */
const ownedBy =
  (ownerType: string, param: string): ParentOf =>
  async (params) => ({ ownerType, ownerId: params[param] });

const bodyId = (b: Body) => (typeof b.id === 'string' ? b.id : null);
const defined = (...ids: (string | null | undefined)[]) => ids.filter((x): x is string => Boolean(x));

/** A write's label from its body's name when it has one. */
type Label = string | ((name: string) => string);
const say = (label: Label, b: Body) => (typeof label === 'string' ? label : label(str(b.name) ?? ''));

/**
 * The create, update and delete of one mirrored collection. `parent` names the path parameters the row belongs to
 * (all three carry them in their entity ids, so a child waits for its parent in the outbox); `fixed` are columns the
 * server sets on every create (a nominal subproduct's kind).
 */
export function collection<PC extends string, PU extends string, PD extends string, C extends z.ZodType, U extends z.ZodType>(
  prefix: string,
  name: Collection,
  defs: { create: CallDef<PC> & { schema?: C }; update: CallDef<PU> & { schema?: U }; delete: CallDef<PD> },
  schemas: { create: C; update: U },
  opts: { label: Label; parent?: ParentOf; parentParams?: string[]; fixed?: Record<string, unknown> },
) {
  const parents = (params: Params) => (opts.parentParams ?? []).map((p) => params[p]);
  const create = declareWrite(`${prefix}Create`, defs.create, {
    schema: schemas.create,
    label: ({ body }) => say(opts.label, body as Body),
    entityIds: ({ params, body }) => defined(bodyId(body as Body), ...parents(params as Params)),
    effect: async (sc, { params, body }) => {
      const b = body as Body;
      const id = bodyId(b);
      if (!id) return;
      await sc.put(name, { ...b, ...opts.fixed, ...(await opts.parent?.(params as Params, sc)), id });
    },
  });
  const update = declareWrite(`${prefix}Update`, defs.update, {
    schema: schemas.update,
    label: ({ body }) => l.changed(say(opts.label, body as Body)),
    entityIds: ({ params }) => defined((params as Params).id, ...parents(params as Params)),
    effect: async (sc, { params, body }) => {
      await sc.patch(name, (params as Params).id!, body as Body);
    },
  });
  const remove = declareWrite(`${prefix}Delete`, defs.delete, {
    schema: s.noBody,
    label: () => l.deleted(say(opts.label, {})),
    entityIds: ({ params }) => defined((params as Params).id, ...parents(params as Params)),
    effect: async (sc, { params }) => {
      await sc.patch(name, (params as Params).id!, { deletedAt: sc.change.createdAt });
    },
  });
  return { create, update, remove };
}

const availabilities = (prefix: string, defs: Parameters<typeof collection>[2], ownerType: string, param: string, parentParams: string[]) =>
  collection(prefix, 'availabilities', defs, { create: s.availabilityCreate, update: s.availabilityUpdate }, { label: l.availability, parent: ownedBy(ownerType, param), parentParams });

// ---------------------------------------------------------------- catalogs
const catalogs = collection(
  'catalogs',
  'catalogs',
  { create: calls.catalogsCreate, update: calls.catalogsUpdate, delete: calls.catalogsDelete },
  { create: s.catalogCreate, update: s.catalogUpdate },
  { label: (n) => l.catalog(n) },
);
export const catalogsCreate = catalogs.create;
export const catalogsUpdate = catalogs.update;
export const catalogsDelete = catalogs.remove;

/** Several categories joined to a catalog at once (the body is a list: "Ao menos alguma categoria deve ser informada"). */
export const catalogCategoriesCreate = declareWrite('catalogCategoriesCreate', calls.catalogCategoriesCreate, {
  schema: s.catalogCategoriesCreate,
  label: ({ body }) => l.catalogCategories(body.categories.length),
  entityIds: ({ params, body }) => defined(params.catalogId, ...body.categories.map((c) => c.id)),
  effect: async (sc, { params, body }) => {
    for (const c of body.categories) if (c.id) await sc.put('catalogCategories', { id: c.id, catalogId: params.catalogId, catalogCategoryId: c.catalogCategoryId, position: c.position });
  },
});
const catalogCategories = collection(
  'catalogCategories',
  'catalogCategories',
  { create: calls.catalogCategoriesCreate, update: calls.catalogCategoriesUpdate, delete: calls.catalogCategoriesDelete },
  { create: s.catalogCategoriesCreate, update: s.catalogCategory },
  { label: l.catalogCategory, parentParams: ['catalogId'] },
);
export const catalogCategoriesUpdate = catalogCategories.update;
export const catalogCategoriesDelete = catalogCategories.remove;

// ---------------------------------------------------------------- categories
const categories = collection(
  'categories',
  'categories',
  { create: calls.categoriesCreate, update: calls.categoriesUpdate, delete: calls.categoriesDelete },
  { create: s.categoryCreate, update: s.categoryUpdate },
  { label: (n) => l.category(n) },
);
export const categoriesCreate = categories.create;
export const categoriesUpdate = categories.update;
export const categoriesDelete = categories.remove;

const categoryAvailabilities = availabilities(
  'categoryAvailabilities',
  { create: calls.categoryAvailabilitiesCreate, update: calls.categoryAvailabilitiesUpdate, delete: calls.categoryAvailabilitiesDelete },
  'category',
  'categoryId',
  ['categoryId'],
);
export const categoryAvailabilitiesCreate = categoryAvailabilities.create;
export const categoryAvailabilitiesUpdate = categoryAvailabilities.update;
export const categoryAvailabilitiesDelete = categoryAvailabilities.remove;

const categorySales = collection(
  'categorySales',
  'categorySales',
  { create: calls.categorySalesCreate, update: calls.categorySalesUpdate, delete: calls.categorySalesDelete },
  { create: s.categorySaleCreate, update: s.categorySaleUpdate },
  { label: l.categorySale, parent: byParam('categoryId'), parentParams: ['categoryId'] },
);
export const categorySalesCreate = categorySales.create;
export const categorySalesUpdate = categorySales.update;
export const categorySalesDelete = categorySales.remove;

const categoryIntegrators = collection(
  'categoryIntegrators',
  'categoryIntegrators',
  { create: calls.categoryIntegratorsCreate, update: calls.categoryIntegratorsUpdate, delete: calls.categoryIntegratorsDelete },
  { create: s.categoryIntegrator, update: s.categoryIntegratorUpdate },
  { label: l.categoryIntegrator, parent: byParam('categoryId'), parentParams: ['categoryId'] },
);
export const categoryIntegratorsCreate = categoryIntegrators.create;
export const categoryIntegratorsUpdate = categoryIntegrators.update;
export const categoryIntegratorsDelete = categoryIntegrators.remove;

// ---------------------------------------------------------------- products
/** When and where a product may be sold (the counter refuses it outside them): the spec's productAvailabilities*. */
const productAvailabilities = availabilities(
  'productAvailabilities',
  { create: productCalls.productAvailabilitiesCreate, update: productCalls.productAvailabilitiesUpdate, delete: productCalls.productAvailabilitiesDelete },
  'product',
  'productId',
  ['productId'],
);
export const productAvailabilitiesCreate = productAvailabilities.create;
export const productAvailabilitiesUpdate = productAvailabilities.update;
export const productAvailabilitiesDelete = productAvailabilities.remove;

// ---------------------------------------------------------------- compositions
const compositions = collection(
  'compositions',
  'compositions',
  { create: calls.compositionsCreate, update: calls.compositionsUpdate, delete: calls.compositionsDelete },
  { create: s.compositionCreate, update: s.compositionUpdate },
  { label: (n) => l.composition(n) },
);
export const compositionsCreate = compositions.create;
export const compositionsUpdate = compositions.update;
export const compositionsDelete = compositions.remove;

const compositionAvailabilities = availabilities(
  'compositionAvailabilities',
  { create: calls.compositionAvailabilitiesCreate, update: calls.compositionAvailabilitiesUpdate, delete: calls.compositionAvailabilitiesDelete },
  'composition',
  'compositionId',
  ['compositionId'],
);
export const compositionAvailabilitiesCreate = compositionAvailabilities.create;
export const compositionAvailabilitiesUpdate = compositionAvailabilities.update;
export const compositionAvailabilitiesDelete = compositionAvailabilities.remove;

/** An option of a composition is a product subproduct: its product is the composition's. */
const compositionSubproducts = collection(
  'compositionSubproducts',
  'productSubproducts',
  { create: calls.compositionSubproductsCreate, update: calls.compositionSubproductsUpdate, delete: calls.compositionSubproductsDelete },
  { create: s.compositionSubproductCreate, update: s.compositionSubproductUpdate },
  {
    label: l.compositionSubproduct,
    parentParams: ['compositionId'],
    parent: async (params, sc) => ({ compositionId: params.compositionId, productId: (await sc.get('compositions', params.compositionId))?.productId ?? null }),
  },
);
export const compositionSubproductsCreate = compositionSubproducts.create;
export const compositionSubproductsUpdate = compositionSubproducts.update;
export const compositionSubproductsDelete = compositionSubproducts.remove;

const compositionSubproductAvailabilities = availabilities(
  'compositionSubproductAvailabilities',
  {
    create: calls.compositionSubproductAvailabilitiesCreate,
    update: calls.compositionSubproductAvailabilitiesUpdate,
    delete: calls.compositionSubproductAvailabilitiesDelete,
  },
  'productSubproduct',
  'subproductId',
  ['compositionId', 'subproductId'],
);
export const compositionSubproductAvailabilitiesCreate = compositionSubproductAvailabilities.create;
export const compositionSubproductAvailabilitiesUpdate = compositionSubproductAvailabilities.update;
export const compositionSubproductAvailabilitiesDelete = compositionSubproductAvailabilities.remove;

const compositionPrices = collection(
  'compositionPrices',
  'compositionPrices',
  { create: calls.compositionPricesCreate, update: calls.compositionPricesUpdate, delete: calls.compositionPricesDelete },
  { create: s.compositionPriceCreate, update: s.compositionPriceUpdate },
  {
    label: l.compositionPrice,
    parentParams: ['compositionId', 'subproductId'],
    parent: async (params) => ({ compositionId: params.compositionId, productSubproductId: params.subproductId }),
  },
);
export const compositionPricesCreate = compositionPrices.create;
export const compositionPricesUpdate = compositionPrices.update;
export const compositionPricesDelete = compositionPrices.remove;

const comboCompositionSubproducts = collection(
  'compositionComboProductCompositionSubproduct',
  'comboProductCompositionSubproducts',
  {
    create: calls.compositionComboProductCompositionSubproductCreate,
    update: calls.compositionComboProductCompositionSubproductUpdate,
    delete: calls.compositionComboProductCompositionSubproductDelete,
  },
  { create: s.comboCompositionSubproductCreate, update: s.comboCompositionSubproductUpdate },
  { label: l.comboCompositionSubproduct, parent: byParam('compositionId'), parentParams: ['compositionId'] },
);
export const compositionComboProductCompositionSubproductCreate = comboCompositionSubproducts.create;
export const compositionComboProductCompositionSubproductUpdate = comboCompositionSubproducts.update;
export const compositionComboProductCompositionSubproductDelete = comboCompositionSubproducts.remove;

const nominalSubproducts = collection(
  'nominalSubproducts',
  'subproducts',
  { create: calls.nominalSubproductsCreate, update: calls.nominalSubproductsUpdate, delete: calls.nominalSubproductsDelete },
  { create: s.nominalSubproductCreate, update: s.nominalSubproductUpdate },
  { label: (n) => l.nominalSubproduct(n), fixed: { kind: 'nominal', controlStock: false } },
);
export const nominalSubproductsCreate = nominalSubproducts.create;
export const nominalSubproductsUpdate = nominalSubproducts.update;
export const nominalSubproductsDelete = nominalSubproducts.remove;

// ---------------------------------------------------------------- other fees
const otherFees = collection(
  'otherFees',
  'otherFees',
  { create: calls.otherFeesCreate, update: calls.otherFeesUpdate, delete: calls.otherFeesDelete },
  { create: s.otherFeeCreate, update: s.otherFeeUpdate },
  { label: (n) => l.otherFee(n) },
);
export const otherFeesCreate = otherFees.create;
export const otherFeesUpdate = otherFees.update;
export const otherFeesDelete = otherFees.remove;

const otherFeeAvailabilities = availabilities(
  'otherFeeAvailabilities',
  { create: calls.otherFeeAvailabilitiesCreate, update: calls.otherFeeAvailabilitiesUpdate, delete: calls.otherFeeAvailabilitiesDelete },
  'otherFee',
  'otherFeeId',
  ['otherFeeId'],
);
export const otherFeeAvailabilitiesCreate = otherFeeAvailabilities.create;
export const otherFeeAvailabilitiesUpdate = otherFeeAvailabilities.update;
export const otherFeeAvailabilitiesDelete = otherFeeAvailabilities.remove;

// ---------------------------------------------------------------- KDS and kitchens
const kdsWrites = collection(
  'kds',
  'kds',
  { create: calls.kdsCreate, update: calls.kdsUpdate, delete: calls.kdsDelete },
  { create: s.kdsCreate, update: s.kdsUpdate },
  { label: (n) => l.kds(n) },
);
export const kdsCreate = kdsWrites.create;
export const kdsUpdate = kdsWrites.update;
export const kdsDelete = kdsWrites.remove;

/** The settings a KDS passes on in a bulk update (not its name: each display keeps its own). */
export const KDS_BULK_FIELDS = ['kitchenIds', 'originIds', 'warningMinutes', 'lateMinutes', 'available'] as const;

/** The first display's settings copied to the others (001 §7.4 "update-bulk/{firstKdsId}, body kdsIds"). */
export const kdsUpdateBulk = declareWrite('kdsUpdateBulk', calls.kdsUpdateBulk, {
  schema: s.kdsUpdateBulk,
  label: ({ body }) => l.kdsBulk(body.kdsIds.length),
  entityIds: ({ params, body }) => defined(params.firstKdsId, ...body.kdsIds),
  effect: async (sc, { params, body }) => {
    const first = await sc.get('kds', params.firstKdsId);
    if (!first) return;
    const settings = Object.fromEntries(KDS_BULK_FIELDS.map((f) => [f, first[f]]));
    for (const id of body.kdsIds) if (id !== params.firstKdsId) await sc.patch('kds', id, settings);
  },
});

const conditionalPrinterAvailabilities = availabilities(
  'kitchenConditionalPrinterAvailabilities',
  {
    create: calls.kitchenConditionalPrinterAvailabilitiesCreate,
    update: calls.kitchenConditionalPrinterAvailabilitiesUpdate,
    delete: calls.kitchenConditionalPrinterAvailabilitiesDelete,
  },
  'kitchenConditionalPrinter',
  'conditionalPrinterId',
  ['kitchenId', 'conditionalPrinterId'],
);
export const kitchenConditionalPrinterAvailabilitiesCreate = conditionalPrinterAvailabilities.create;
export const kitchenConditionalPrinterAvailabilitiesUpdate = conditionalPrinterAvailabilities.update;
export const kitchenConditionalPrinterAvailabilitiesDelete = conditionalPrinterAvailabilities.remove;

const conditionalKds = collection(
  'kitchenConditionalKds',
  'kitchenConditionalKds',
  { create: calls.kitchenConditionalKdsCreate, update: calls.kitchenConditionalKdsUpdate, delete: calls.kitchenConditionalKdsDelete },
  { create: s.conditionalKdsCreate, update: s.conditionalKdsUpdate },
  { label: l.conditionalKds, parent: byParam('kitchenId'), parentParams: ['kitchenId'] },
);
export const kitchenConditionalKdsCreate = conditionalKds.create;
export const kitchenConditionalKdsUpdate = conditionalKds.update;
export const kitchenConditionalKdsDelete = conditionalKds.remove;

const conditionalKdsAvailabilities = availabilities(
  'kitchenConditionalKdsAvailabilities',
  {
    create: calls.kitchenConditionalKdsAvailabilitiesCreate,
    update: calls.kitchenConditionalKdsAvailabilitiesUpdate,
    delete: calls.kitchenConditionalKdsAvailabilitiesDelete,
  },
  'kitchenConditionalKds',
  'conditionalKdsId',
  ['kitchenId', 'conditionalKdsId'],
);
export const kitchenConditionalKdsAvailabilitiesCreate = conditionalKdsAvailabilities.create;
export const kitchenConditionalKdsAvailabilitiesUpdate = conditionalKdsAvailabilities.update;
export const kitchenConditionalKdsAvailabilitiesDelete = conditionalKdsAvailabilities.remove;
