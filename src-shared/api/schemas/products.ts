// Request schemas of products and their children (001 §7.1–7.2).
import { z } from 'zod';
import { PRODUCT_TYPES, UNITS } from '../enums.js';
import { centavos, file, filters, id, images, name, uuid } from './common.js';
import { productKindMessages } from '../../i18n/productKinds.js';
import { saleBody } from './productKinds.js';

/** The copy's client-made id travels with the name (the copy is born on the terminal like any product). */
export const productCopy = z.looseObject({ id: uuid.optional(), newProductName: z.string().trim().min(1).max(120) });
export const productChangeType = z.looseObject({ type: z.enum(PRODUCT_TYPES) });
/** A code a person types or a scanner reads: trimmed; blank is kept as none by the server. */
const code = (max: number) => z.string().trim().max(max).nullish();

/**
 * The fields of a product the menu edits (001 §3 "Product": the documents list only some; these are the columns the
 * counter sells by). `available: false` is "esgotado": the counter refuses to sell it (store events of 000 §3).
 */
export const productFields = {
  name,
  description: z.string().trim().max(500).nullish(),
  internalCode: code(30),
  barcode: code(50),
  categoryId: uuid.nullish(),
  kitchenId: uuid.nullish(),
  price: centavos,
  unit: z.enum(UNITS).optional(),
  fractionalQuantity: z.boolean().optional(),
  available: z.boolean().optional(),
  position: z.int().min(0).max(1_000_000).optional(),
};

/** "product; images as multipart": a unique product with the client-made id. */
export const productUniqueCreate = z.looseObject({ id: uuid.optional(), ...productFields, images: images.optional() });
/** "product fields": any of them; the price never below zero. */
export const productUpdate = z.looseObject({ ...z.object(productFields).partial().shape, images: images.optional() });
export const productsUniquesBulk = z.looseObject({ products: z.array(z.looseObject({ id: uuid.optional(), ...productFields })).min(1), businessId: id, createdBy: id });
/**
 * "list of products" (PUT products/bulk): each product's id and the fields to set, and optionally a price change by
 * percentage (basis points) or value (centavos) applied to each listed product's current price.
 */
export const productsBulkUpdate = z.looseObject({
  products: z.array(z.looseObject({ id: uuid, ...z.object(productFields).partial().shape })).min(1).max(20_000),
  priceChange: z.object({ type: z.enum(['percentage', 'value']), value: z.int().min(-100_000_000).max(100_000_000) }).optional(),
});
/** "not shown" payload of products/{id}/subproduct-convert: the new subproduct's id when the terminal makes it. */
export const subproductConvert = z.looseObject({ id: uuid.optional() });
export const productImport = z.looseObject({ file });
export const productReport = z.looseObject({ filters: filters.optional() });
export const productImages = z.looseObject({ images });
/** A composition of a product (its flavours, its add-ons): how many of its items are chosen. */
export const productComposition = z
  .object({
    id: uuid.optional(),
    name,
    /** select (one), check (several), quantity (several of each) */
    selectionType: z.enum(['select', 'check', 'quantity']),
    minQuantity: z.int().min(0).max(50).default(0),
    maxQuantity: z.int().min(1).max(50).default(1),
    /** the flavours priced by the product's price rule (a pizza's halves) */
    flavors: z.boolean().default(false),
    position: z.int().min(0).max(10_000).default(0),
  })
  .refine((c) => c.minQuantity <= c.maxQuantity, { message: productKindMessages.minAboveMax, path: ['minQuantity'] });
/** Offers items the product already has (by their product-subproduct ids) in this composition too. */
export const bindSubproducts = z.object({ productSubproductId: z.union([uuid, z.array(uuid).min(1).max(200)]) });
/** "Product integrator: product.id, businessIntegratorId". */
export const productIntegrator = z.object({ product: z.object({ id: uuid }), businessIntegratorId: uuid, externalCode: z.string().trim().max(60).nullish() });
/** The price of an item (a flavour) in one size of the product. */
export const productSubproductPrice = z.object({ id: uuid.optional(), size: name, price: centavos });
/** A promotional price of an item over a period (the sale is created with products/{productId}/subproducts/sales). */
export const productSubproductSale = saleBody;
