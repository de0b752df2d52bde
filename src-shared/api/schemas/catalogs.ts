// Request schemas of catalogs, categories, compositions, other fees and KDS (001 §3, §7.4). The document names
// few fields ("Field lists are partial"); these are the fields the server keeps, the same for the typed client,
// the outbox and the server route (src-shared/writes/catalog.ts). Money in centavos, percentages in hundredths
// (10000 = 100 %), weekdays 0 (Sunday) to 6, times "HH:MM", days "YYYY-MM-DD".
import { z } from 'zod';
import { catalogMessages as m } from '../../i18n/catalog.js';
import { DISCOUNT_TYPES, IMAGE_KINDS, SUBPRODUCT_SELECTION_TYPES } from '../enums.js';
import { centavos, file, name, uuid } from './common.js';

const clientId = uuid.optional();
const position = z.int().min(0).max(100_000);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);
const day = z.iso.date();
const ids = z.array(uuid).max(50);
const code = z.string().trim().max(60);
/** A percentage in hundredths: 10000 is 100 %. */
const PERCENT_MAX = 10_000;

/** A percentage above 100 % is refused on `field` (the value is centavos otherwise). */
function percentAtMost(type: unknown, value: unknown, field: string, ctx: z.RefinementCtx): void {
  if (type === 'percentage' && typeof value === 'number' && value > PERCENT_MAX) ctx.addIssue({ code: 'custom', path: [field], message: m.percentAbove100 });
}

// ---------------------------------------------------------------- catalogs and categories
export const catalogShape = { name, originIds: ids };
export const catalogCreate = z.object({ id: clientId, name, originIds: ids.default([]) });
export const catalogUpdate = z.object(catalogShape).partial();

/** One category linked to a catalog: "linked catalog categories (catalogId, catalogCategoryId)". */
export const catalogCategory = z.object({ catalogCategoryId: uuid, position }).partial();
/** Creating catalog categories takes a list; an empty one is refused on the client (rules/catalogCategories.ts). */
export const catalogCategoriesCreate = z.object({
  categories: z.array(z.object({ id: clientId, catalogCategoryId: uuid, position: position.default(0) })).min(1, m.categoriesRequired).max(500),
});

const categoryShape = { name, categoryId: uuid.nullable(), kitchenId: uuid.nullable(), position, available: z.boolean() };
/** A category: its parent (`categoryId`, a subcategory), the kitchen its products go to, its place on the menu. */
export const categoryCreate = z.object({
  id: clientId,
  name,
  categoryId: uuid.nullish(),
  kitchenId: uuid.nullish(),
  position: position.default(0),
  available: z.boolean().default(true),
});
export const categoryUpdate = z.object(categoryShape).partial();
/** Kept for readers of the old name: a category's body. */
export const category = categoryCreate;

/** When something may be sold or used: weekdays, origins and a time window (src-shared/domain/availability.ts). */
export const availabilityCreate = z.object({
  id: clientId,
  weekdays: z.array(z.int().min(0).max(6)).max(7).default([]),
  originIds: ids.default([]),
  startTime: time.nullish(),
  endTime: time.nullish(),
});
export const availabilityUpdate = z
  .object({ weekdays: z.array(z.int().min(0).max(6)).max(7), originIds: ids, startTime: time.nullable(), endTime: time.nullable() })
  .partial();

const saleShape = {
  name: z.string().trim().max(120).nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discount: z.int().min(0).max(100_000_000),
  startDate: day,
  endDate: day,
};
/** The rules of a sale's fields that need two of them: its period and its percentage. */
export function checkSale(v: { discountType?: unknown; discount?: unknown; startDate?: unknown; endDate?: unknown }, ctx: z.RefinementCtx): void {
  percentAtMost(v.discountType, v.discount, 'discount', ctx);
  if (typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
}
/** A promotional price on a category's products over a period (both days included). */
export const categorySaleCreate = z.object({ id: clientId, ...saleShape, name: saleShape.name.optional() }).superRefine(checkSale);
export const categorySaleUpdate = z.object(saleShape).partial().superRefine(checkSale);

/** "images (type, image)": a picture of the category, sent as multipart. */
export const categoryImage = z.object({ id: clientId, type: z.enum(IMAGE_KINDS), image: file });
export const categoryIntegrator = z.object({ id: clientId, businessIntegratorId: uuid, externalCode: code.nullish() });
export const categoryIntegratorUpdate = z.object({ businessIntegratorId: uuid, externalCode: code.nullable() }).partial();

// ---------------------------------------------------------------- compositions
function minAtMostMax(v: { minQuantity?: unknown; maxQuantity?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof v.minQuantity === 'number' && typeof v.maxQuantity === 'number' && v.minQuantity > v.maxQuantity) {
    ctx.addIssue({ code: 'custom', path: ['maxQuantity'], message: m.maxBelowMin });
  }
}
const compositionShape = {
  name,
  selectionType: z.enum(SUBPRODUCT_SELECTION_TYPES),
  minQuantity: z.int().min(0).max(100),
  maxQuantity: z.int().min(1).max(100),
  flavors: z.boolean(),
  position,
};
/** A step of a product's choices (size, flavours, add-ons): how many of its options may be picked. */
export const compositionCreate = z
  .object({
    id: clientId,
    productId: uuid,
    ...compositionShape,
    minQuantity: compositionShape.minQuantity.default(0),
    maxQuantity: compositionShape.maxQuantity.default(1),
    flavors: z.boolean().default(false),
    position: position.default(0),
  })
  .superRefine(minAtMostMax);
export const compositionUpdate = z.object(compositionShape).partial().superRefine(minAtMostMax);

/** An option of a composition: a subproduct with its price there. */
export const compositionSubproductCreate = z.object({
  id: clientId,
  subproductId: uuid,
  price: centavos.default(0),
  maxQuantity: z.int().min(1).max(100).default(1),
  position: position.default(0),
  available: z.boolean().default(true),
});
/** `subproductId` points the option at another subproduct: a size or flavour renamed keeps its option (its id). */
export const compositionSubproductUpdate = z.object({ subproductId: uuid, price: centavos, maxQuantity: z.int().min(1).max(100), position, available: z.boolean() }).partial();

/** An option's price at one size (`sizeId`: the option of the product's size composition; none: every size). */
export const compositionPriceCreate = z.object({ id: clientId, sizeId: uuid.nullish(), price: centavos });
export const compositionPriceUpdate = z.object({ sizeId: uuid.nullable(), price: centavos }).partial();

/** Which option of this composition a combo's item offers, and its price inside the combo. */
export const comboCompositionSubproductCreate = z.object({
  id: clientId,
  comboProductId: uuid,
  productSubproductId: uuid,
  price: centavos.default(0),
  available: z.boolean().default(true),
});
export const comboCompositionSubproductUpdate = z.object({ price: centavos, available: z.boolean() }).partial();

/** A subproduct that is only a name on the menu (no stock, no recipe): "sem cebola", "ao ponto". */
export const nominalSubproductCreate = z.object({
  id: clientId,
  name,
  internalCode: code.nullish(),
  description: z.string().trim().max(500).nullish(),
  available: z.boolean().default(true),
});
export const nominalSubproductUpdate = z.object({ name, internalCode: code.nullable(), description: z.string().trim().max(500).nullable(), available: z.boolean() }).partial();

// ---------------------------------------------------------------- other fees, KDS, conditional KDS
const feeRule = (v: { type?: unknown; value?: unknown }, ctx: z.RefinementCtx) => percentAtMost(v.type, v.value, 'value', ctx);
/** A fee besides the service fee: `value` in centavos, or hundredths of a percent when `type` is percentage. */
export const otherFeeCreate = z
  .object({
    id: clientId,
    name,
    type: z.enum(DISCOUNT_TYPES),
    value: z.int().min(0).max(100_000_000),
    originIds: ids.default([]),
    automatic: z.boolean().default(false),
    available: z.boolean().default(true),
  })
  .superRefine(feeRule);
export const otherFeeUpdate = z
  .object({ name, type: z.enum(DISCOUNT_TYPES), value: z.int().min(0).max(100_000_000), originIds: ids, automatic: z.boolean(), available: z.boolean() })
  .partial()
  .superRefine(feeRule);
/** The percentage rule again for a merged update (the type in the row, the value in the body). */
export const feeTooHigh = (type: unknown, value: unknown) => type === 'percentage' && typeof value === 'number' && value > PERCENT_MAX;

const minutes = z.int().min(1).max(600);
function warningBeforeLate(v: { warningMinutes?: unknown; lateMinutes?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof v.warningMinutes === 'number' && typeof v.lateMinutes === 'number' && v.warningMinutes > v.lateMinutes) {
    ctx.addIssue({ code: 'custom', path: ['lateMinutes'], message: m.lateBeforeWarning });
  }
}
/** A kitchen display: the kitchens it shows, for which origins (none: all), and when an order turns yellow and red. */
export const kdsCreate = z
  .object({
    id: clientId,
    name,
    kitchenIds: ids.default([]),
    originIds: ids.default([]),
    warningMinutes: minutes.default(10),
    lateMinutes: minutes.default(20),
    available: z.boolean().default(true),
  })
  .superRefine(warningBeforeLate);
export const kdsUpdate = z
  .object({ name, kitchenIds: ids, originIds: ids, warningMinutes: minutes, lateMinutes: minutes, available: z.boolean() })
  .partial()
  .superRefine(warningBeforeLate);
/** "kds (with update-bulk/{firstKdsId}, body kdsIds)": the first display's settings copied to these. */
export const kdsUpdateBulk = z.object({ kdsIds: z.array(uuid).min(1).max(50) });

/** A kitchen's items also shown on a KDS for some origins (none: every origin). */
export const conditionalKdsCreate = z.object({ id: clientId, kdsId: uuid, originIds: ids.default([]) });
export const conditionalKdsUpdate = z.object({ kdsId: uuid, originIds: ids }).partial();

/** DELETE carries no body. */
export const noBody = z.object({});
