// Calls of our own server for the pictures on the order pad's tiles (like ours/setup.ts): the list of which
// picture each product has (GraphQL `productImages`, no bytes) and a picture's bytes. The spec has the uploads
// (productImagesCreate) but no read of them.
import { answer, bindArea, gql, rest, type CallRunner } from '../core/define.js';

export interface ProductImageRef {
  id: string;
  productId: string;
  /** 'main' for the product's main picture. */
  type: string;
  /** Where the server serves its bytes, under the business. */
  url: string;
}

export const catalogImageCalls = {
  gqlProductImages: gql<Record<string, never>, ProductImageRef[]>('productImages', { contexts: ['business'], answer: answer<ProductImageRef[]>() }),
  productImagesDownload: rest('GET', 'products/{productId}/images/{imageId}', { scope: 'business', binary: true }),
} as const;

export const createCatalogImagesApi = (runner: CallRunner) => bindArea(runner, catalogImageCalls);
