// The collections a terminal mirrors, with their GraphQL type names. Each is readable on its own
// (`<name>(businessId, sinceSeq)`) and together through `counterChanges`.
import * as t from '../db/schema.js';
import type { MirroredTable } from '../db/rows.js';

export interface Collection {
  /** the GraphQL query and counterChanges field */
  name: string;
  type: string;
  table: MirroredTable;
  /** true when the spec names this query (calls.json); false marks our addition */
  inSpec: boolean;
}

export const collections: Collection[] = [
  { name: 'tables', type: 'Table', table: t.tables, inSpec: false },
  { name: 'services', type: 'Service', table: t.services, inSpec: false },
  { name: 'serviceTables', type: 'ServiceTable', table: t.serviceTables, inSpec: false },
  { name: 'orderPads', type: 'OrderPad', table: t.orderPads, inSpec: false },
  { name: 'orders', type: 'Order', table: t.orders, inSpec: false },
  { name: 'orderProducts', type: 'OrderProduct', table: t.orderProducts, inSpec: false },
  { name: 'payments', type: 'Payment', table: t.payments, inSpec: false },
  { name: 'transactionAccounts', type: 'TransactionAccount', table: t.transactionAccounts, inSpec: false },
  { name: 'transactionAccountEntries', type: 'TransactionAccountEntry', table: t.transactionAccountEntries, inSpec: true },
  { name: 'cashRegisters', type: 'CashRegister', table: t.cashRegisters, inSpec: true },
  { name: 'cashRegisterAudits', type: 'CashRegisterAudit', table: t.cashRegisterAudits, inSpec: false },
  { name: 'cashRegisterEntries', type: 'CashRegisterEntry', table: t.cashRegisterEntries, inSpec: false },
  { name: 'paymentMethods', type: 'PaymentMethod', table: t.paymentMethods, inSpec: true },
  { name: 'creditCardBanners', type: 'CreditCardBanner', table: t.creditCardBanners, inSpec: true },
  { name: 'availabilities', type: 'Availability', table: t.availabilities, inSpec: false },
  { name: 'printers', type: 'Printer', table: t.printers, inSpec: true },
  { name: 'kitchens', type: 'Kitchen', table: t.kitchens, inSpec: false },
  { name: 'kitchenConditionalPrinters', type: 'KitchenConditionalPrinter', table: t.kitchenConditionalPrinters, inSpec: false },
  { name: 'entities', type: 'Entity', table: t.entities, inSpec: true },
  { name: 'entityAddresses', type: 'EntityAddress', table: t.entityAddresses, inSpec: true },
  { name: 'phones', type: 'EntityPhone', table: t.entityPhones, inSpec: true },
  { name: 'deliveryMethods', type: 'DeliveryMethod', table: t.deliveryMethods, inSpec: true },
  { name: 'origins', type: 'Origin', table: t.origins, inSpec: true },
  { name: 'catalogs', type: 'Catalog', table: t.catalogs, inSpec: false },
  { name: 'categories', type: 'Category', table: t.categories, inSpec: false },
  { name: 'catalogCategories', type: 'CatalogCategory', table: t.catalogCategories, inSpec: false },
  { name: 'products', type: 'Product', table: t.products, inSpec: true },
  { name: 'productCompositions', type: 'Composition', table: t.compositions, inSpec: true },
  { name: 'subproducts', type: 'Subproduct', table: t.subproducts, inSpec: true },
  { name: 'productSubproducts', type: 'ProductSubproduct', table: t.productSubproducts, inSpec: true },
  { name: 'categorySales', type: 'CategorySale', table: t.categorySales, inSpec: false },
  { name: 'categoryIntegrators', type: 'CategoryIntegrator', table: t.categoryIntegrators, inSpec: false },
  { name: 'categoryImages', type: 'CategoryImage', table: t.categoryImages, inSpec: false },
  { name: 'compositionPrices', type: 'CompositionPrice', table: t.compositionPrices, inSpec: false },
  { name: 'comboProductCompositionSubproducts', type: 'ComboProductCompositionSubproduct', table: t.comboProductCompositionSubproducts, inSpec: false },
  { name: 'otherFees', type: 'OtherFee', table: t.otherFees, inSpec: false },
  { name: 'kds', type: 'Kds', table: t.kds, inSpec: false },
  { name: 'kitchenConditionalKds', type: 'KitchenConditionalKds', table: t.kitchenConditionalKds, inSpec: false },
  { name: 'subproductCategories', type: 'SubproductCategory', table: t.subproductCategories, inSpec: true },
  { name: 'feedstockCategories', type: 'FeedstockCategory', table: t.feedstockCategories, inSpec: true },
  { name: 'subproductImages', type: 'SubproductImage', table: t.subproductImages, inSpec: false },
  { name: 'subproductTrees', type: 'SubproductTree', table: t.subproductTrees, inSpec: true },
  { name: 'comboProducts', type: 'ComboProduct', table: t.comboProducts, inSpec: false },
  { name: 'productSubproductPrices', type: 'ProductSubproductPrice', table: t.productSubproductPrices, inSpec: true },
  { name: 'productIntegrators', type: 'ProductIntegrator', table: t.productIntegrators, inSpec: true },
  { name: 'secondaryKitchens', type: 'ProductSecondaryKitchen', table: t.productSecondaryKitchens, inSpec: true },
  { name: 'productAllowedProducts', type: 'ProductAllowedProduct', table: t.productAllowedProducts, inSpec: false },
  { name: 'productAllowedCategories', type: 'ProductAllowedCategory', table: t.productAllowedCategories, inSpec: false },
  { name: 'productSubproductSalePrices', type: 'ProductSubproductSalePrice', table: t.productSubproductSales, inSpec: false },
  { name: 'comboProductProductSubproducts', type: 'ComboProductProductSubproduct', table: t.comboProductProductSubproducts, inSpec: false },
  { name: 'auditEvents', type: 'AuditEvent', table: t.auditEvents, inSpec: false },
  { name: 'userBusinesses', type: 'UserBusiness', table: t.userBusinesses, inSpec: false },
  { name: 'entityTransactionAccounts', type: 'EntityTransactionAccount', table: t.entityTransactionAccounts, inSpec: false },
  { name: 'entityTransactionAccountEntries', type: 'EntityTransactionAccountEntry', table: t.entityTransactionAccountEntries, inSpec: false },
];
