// Products (001 §7.1 and the product reads of §7.9).
// One entry per call of calls.json (area "Products"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/products.js';

export const productsCalls = {
  productsCopy: rest('POST', 'products/{id}/copy', { scope: 'business', body: s.productCopy }),
  productsUpdate: rest('PUT', 'products/{id}', { scope: 'business', body: s.productUpdate }),
  productsDelete: rest('DELETE', 'products/{id}', { scope: 'business' }),
  productsBulkUpdate: rest('PUT', 'products/bulk', { scope: 'business', contexts: ['business'], body: s.productsBulkUpdate }),
  productsChangeType: rest('PUT', 'products/{id}/type', { scope: 'business', body: s.productChangeType }),
  productsUniquesCreate: rest('POST', 'products/uniques', { scope: 'business', multipart: true, body: s.productUniqueCreate }),
  productsUniquesBulkCreate: rest('POST', 'products/uniques/bulk', { scope: 'business', contexts: ['business'], body: s.productsUniquesBulk }),
  productsSubproductConvert: rest('POST', 'products/{id}/subproduct-convert', { scope: 'business', body: s.subproductConvert }),
  productsImport: rest('POST', 'products/import', { scope: 'business', multipart: true, body: s.productImport }),
  productsCmvReport: rest('POST', 'products/cmv-report', { scope: 'business', binary: true, body: s.productReport }),
  productsFiscalConfigReport: rest('POST', 'products/fiscal-config-report', { scope: 'business', binary: true, body: s.productReport }),
  productsExportToScale: rest('POST', 'products/export-to-scale', { scope: 'business', binary: true, body: s.productReport }),
  gqlProducts: gql('products'),
  gqlProductsWithFilter: gql('productsWithFilter'),
  gqlProduct: gql('product'),
  gqlProductCatalog: gql('productCatalog'),
  gqlAllYouCanEatProductCatalog: gql('allYouCanEatProductCatalog'),
  gqlListByCategoryToAYCE: gql('listByCategoryToAYCE'),
  gqlProductDigitalMenu: gql('productDigitalMenu'),
  gqlProductsToMassEdit: gql('productsToMassEdit'),
  gqlProductForLinkVendas: gql('productForLinkVendas'),
  gqlListSaleProducts: gql('listSaleProducts'),
} as const;

export const createProductsApi = (runner: CallRunner) => bindArea(runner, productsCalls);
