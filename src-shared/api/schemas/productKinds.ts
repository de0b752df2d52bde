// Request schemas of the product types (composite, combo, all you can eat) and of a product's children that the
// typed client's calls do not carry themselves: what the platform server stores (strict; ids are UUIDs, money in
// integer centavos). The children whose calls carry a schema are in products.ts (the call's own is the write's).
import { z } from 'zod';
import { productKindMessages as m } from '../../i18n/productKinds.js';
import { COMPOSITE_PRICE_RULES } from '../enums.js';
import { availabilityCreate, availabilityUpdate } from './paymentMethods.js';
import { centavos, name, uuid } from './common.js';

const text = (max: number) => z.string().trim().max(max);
const position = z.int().min(0).max(10_000);
/** Thousandths of a unit (1000 = one). */
const quantity = z.int().min(1).max(1_000_000);

/** What every product type has (an update changes only what it sends: no defaults there). */
const productBase = {
  name,
  description: text(1000).nullish(),
  internalCode: text(60).nullish(),
  barcode: text(60).nullish(),
  categoryId: uuid.nullish(),
  kitchenId: uuid.nullish(),
  price: centavos,
  available: z.boolean(),
  position,
};
const productFields = { ...productBase, price: centavos.default(0), available: z.boolean().default(true), position: position.default(0) };
const productUpdateFields = z.object(productBase).partial().shape;

export const flavor = z.object({ id: uuid.optional(), subproductId: uuid, price: centavos });

/** A composite (pizza): its price rule, how many flavours, and the flavours with their prices (at least one). */
export const productCompositeCreate = z.object({
  id: uuid.optional(),
  ...productFields,
  priceRule: z.enum(COMPOSITE_PRICE_RULES).default('highest'),
  maxFlavors: z.int().min(1).max(8).default(2),
  /** the client-made id of the flavours' composition */
  compositionId: uuid.optional(),
  flavorsName: name.default('Sabores'),
  flavors: z.array(flavor, { error: m.flavorsRequired }).min(1, m.flavorsRequired).max(100),
});
export const productCompositeUpdate = z.object({
  ...productUpdateFields,
  priceRule: z.enum(COMPOSITE_PRICE_RULES).optional(),
  maxFlavors: z.int().min(1).max(8).optional(),
});

const comboItemBase = z.object({ productId: uuid, quantity, price: centavos });
export const comboItem = z.object({ id: uuid.optional(), productId: uuid, quantity: quantity.default(1000), price: centavos.default(0) });
/** A combo: its price and its products (at least one), each with its share of the price. */
export const productComboCreate = z.object({
  id: uuid.optional(),
  ...productFields,
  products: z.array(comboItem, { error: m.comboProductsRequired }).min(1, m.comboProductsRequired).max(50),
});
export const productComboUpdate = z.object(productUpdateFields);
export const comboProductCreate = comboItem;
export const comboProductUpdate = comboItemBase.partial();

/** An all-you-can-eat (rodízio) product: a price per person. */
export const productAllYouCanEatCreate = z.object({ id: uuid.optional(), ...productFields });
export const productAllYouCanEatUpdate = z.object(productUpdateFields);
export const allowedProductCreate = z.object({ id: uuid.optional(), allowedProductId: uuid, price: centavos.default(0) });
export const allowedProductUpdate = z.object({ allowedProductId: uuid, price: centavos }).partial();
export const allowedCategoryCreate = z.object({ id: uuid.optional(), categoryId: uuid });
export const allowedCategoryUpdate = allowedCategoryCreate.omit({ id: true });

export const secondaryKitchenCreate = z.object({ id: uuid.optional(), kitchenId: uuid });
export const secondaryKitchenUpdate = secondaryKitchenCreate.omit({ id: true });

/** A subproduct offered in one of the product's compositions, at its price there. */
export const productSubproductCreate = z.object({
  id: uuid.optional(),
  compositionId: uuid,
  subproductId: uuid,
  price: centavos,
  maxQuantity: z.int().min(1).max(50).default(1),
  position: position.default(0),
  available: z.boolean().default(true),
});
export const productSubproductUpdate = z.object({ price: centavos, maxQuantity: z.int().min(1).max(50), position, available: z.boolean() }).partial();
export const productSubproductAvailabilityCreate = availabilityCreate;
export const productSubproductAvailabilityUpdate = availabilityUpdate;

const saleFields = {
  price: centavos,
  startsAt: z.iso.datetime({ offset: true }).nullish(),
  endsAt: z.iso.datetime({ offset: true }).nullish(),
  weekdays: z.array(z.int().min(0).max(6)).max(7).default([]),
};
const saleWindow = (s: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) => !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt);
export const productSubproductSaleCreate = z
  .object({ id: uuid.optional(), productSubproductId: uuid, ...saleFields })
  .refine(saleWindow, { message: m.endBeforeStart, path: ['endsAt'] });
export const saleBody = z.object({ id: uuid.optional(), ...saleFields, price: centavos.optional(), weekdays: saleFields.weekdays.unwrap().optional() }).refine(saleWindow, { message: m.endBeforeStart, path: ['endsAt'] });

export const comboPriceCreate = z.object({ id: uuid.optional(), comboProductId: uuid, price: centavos, available: z.boolean().default(true) });
export const comboPriceUpdate = z.object({ price: centavos.optional(), available: z.boolean().optional() });

/** The counter's prices of several of the product's items at once: all or none. */
export const productSubproductPricesBulk = z.object({
  prices: z.array(z.object({ productSubproductId: uuid, price: centavos })).min(1).max(1000),
});

const fiscalFields = {
  ncm: z.string().regex(/^\d{8}$/, m.ncm),
  cest: z.string().regex(/^\d{7}$/, m.cest).nullish(),
  cfop: z.string().regex(/^\d{4}$/, m.cfop),
  cst: z.string().regex(/^\d{2,3}$/, m.cst).nullish(),
  csosn: z.string().regex(/^\d{3}$/, m.csosn).nullish(),
  origin: z.int().min(0).max(8).default(0),
  /** Regime normal: the ICMS, PIS and COFINS of the item, rates in basis points (1800 = 18 %). */
  icmsRateBps: z.int(m.rate).min(0, m.rate).max(10000, m.rate).nullish(),
  pisCst: z.string().regex(/^\d{2}$/, m.contributionCst).nullish(),
  pisRateBps: z.int(m.rate).min(0, m.rate).max(10000, m.rate).nullish(),
  cofinsCst: z.string().regex(/^\d{2}$/, m.contributionCst).nullish(),
  cofinsRateBps: z.int(m.rate).min(0, m.rate).max(10000, m.rate).nullish(),
  approxTaxRateBps: z.int(m.rate).min(0, m.rate).max(10000, m.rate).nullish(),
};
const cstOrCsosn = (f: { cst?: string | null | undefined; csosn?: string | null | undefined }) => Boolean(f.cst || f.csosn);
export const productFiscalConfigCreate = z
  .object({ id: uuid.optional(), productId: uuid, ...fiscalFields })
  .refine(cstOrCsosn, { message: m.cstOrCsosn, path: ['cst'] });
export const productFiscalConfigUpdate = z.object(fiscalFields).refine(cstOrCsosn, { message: m.cstOrCsosn, path: ['cst'] });

/** The fields every product type's create carries, parsed. */
export type ProductFields = z.output<typeof productAllYouCanEatCreate>;
