// Request schemas of products and their children (001 §7.1–7.2).
import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums.js';
import { productKindMessages } from '../../i18n/productKinds.js';
import { centavos, file, filters, id, images, name, uuid } from './common.js';
import { saleBody } from './productKinds.js';

export const productCopy = z.looseObject({ newProductName: z.string().trim().min(1) });
export const productChangeType = z.looseObject({ type: z.enum(PRODUCT_TYPES) });
/** "product; images as multipart". */
export const productUniqueCreate = z.looseObject({ images: images.optional() });
export const productsUniquesBulk = z.looseObject({ products: z.array(z.looseObject({})).min(1), businessId: id, createdBy: id });
export const productImport = z.looseObject({ file });
export const productReport = z.looseObject({ filters: filters.optional() });
export const productImages = z.looseObject({ images });
export const productAvailability = z.looseObject({ id: id.optional(), productId: id.optional() });
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
