// Request schemas of products and their children (001 §7.1–7.2).
import { z } from 'zod';
import { PRODUCT_TYPES, UNITS } from '../enums.js';
import { centavos, file, filters, id, images, name, uuid } from './common.js';

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
export const productImport = z.looseObject({ file });
export const productReport = z.looseObject({ filters: filters.optional() });
export const productImages = z.looseObject({ images });
export const productAvailability = z.looseObject({ id: id.optional(), productId: id.optional() });
export const productComposition = z.looseObject({
  id: id.optional(), productId: id.optional(), comboProductId: id.nullish(), productCompositionId: id.nullish(),
});
export const bindSubproducts = z.looseObject({ productSubproductId: z.union([id, z.array(id).min(1)]) });
/** "Product integrator: product.id, businessIntegratorId". */
export const productIntegrator = z.looseObject({ product: z.looseObject({ id }), businessIntegratorId: id });
export const productSubproductPrice = z.looseObject({ id: id.optional(), productId: id.optional(), productSubproductId: id.optional() });
export const productSubproductSale = z.looseObject({
  id: id.optional(), productId: id.optional(), productSubproductId: id.optional(), saleId: id.optional(),
});
