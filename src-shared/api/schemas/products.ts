// Request schemas of products and their children (001 §7.1–7.2).
import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums.js';
import { file, filters, id, images } from './common.js';

export const productCopy = z.looseObject({ newProductName: z.string().trim().min(1) });
export const productChangeType = z.looseObject({ type: z.enum(PRODUCT_TYPES) });
/** "product; images as multipart". */
export const productUniqueCreate = z.looseObject({ images: images.optional() });
export const productsUniquesBulk = z.looseObject({ products: z.array(z.looseObject({})).min(1), businessId: id, createdBy: id });
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
