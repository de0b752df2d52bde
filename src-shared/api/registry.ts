// The platform's typed client: one module per area, one function per call of calls.json.
// `createApi(config)` binds every area to one client; `allCalls` is the table of definitions.
import { ApiClient, type ApiClientConfig } from './core/client.js';
import { billingCalls, createBillingApi } from './areas/billing.js';
import { businessCalls, createBusinessApi } from './areas/business.js';
import { integratorsCalls, createIntegratorsApi } from './areas/integrators.js';
import { loginCalls, createLoginApi } from './areas/login.js';
import { productsCalls, createProductsApi } from './areas/products.js';
import { productChildrenCalls, createProductChildrenApi } from './areas/productChildren.js';
import { subproductsCalls, createSubproductsApi } from './areas/subproducts.js';
import { catalogsCalls, createCatalogsApi } from './areas/catalogs.js';
import { deliveryMethodsCalls, createDeliveryMethodsApi } from './areas/deliveryMethods.js';
import { entitiesCalls, createEntitiesApi } from './areas/entities.js';
import { financialCalls, createFinancialApi } from './areas/financial.js';
import { fiscalCalls, createFiscalApi } from './areas/fiscal.js';
import { inventoryCalls, createInventoryApi } from './areas/inventory.js';
import { locationsCalls, createLocationsApi } from './areas/locations.js';
import { ordersCalls, createOrdersApi } from './areas/orders.js';
import { orderProductsCalls, createOrderProductsApi } from './areas/orderProducts.js';
import { orderPadsCalls, createOrderPadsApi } from './areas/orderPads.js';
import { servicesCalls, createServicesApi } from './areas/services.js';
import { tablesCalls, createTablesApi } from './areas/tables.js';
import { cashCalls, createCashApi } from './areas/cash.js';
import { paymentMethodsCalls, createPaymentMethodsApi } from './areas/paymentMethods.js';
import { onlinePaymentCalls, createOnlinePaymentApi } from './areas/onlinePayment.js';
import { printersPlansUsersCalls, createPrintersPlansUsersApi } from './areas/printersPlansUsers.js';

export const allCalls = {
  ...billingCalls,
  ...businessCalls,
  ...integratorsCalls,
  ...loginCalls,
  ...productsCalls,
  ...productChildrenCalls,
  ...subproductsCalls,
  ...catalogsCalls,
  ...deliveryMethodsCalls,
  ...entitiesCalls,
  ...financialCalls,
  ...fiscalCalls,
  ...inventoryCalls,
  ...locationsCalls,
  ...ordersCalls,
  ...orderProductsCalls,
  ...orderPadsCalls,
  ...servicesCalls,
  ...tablesCalls,
  ...cashCalls,
  ...paymentMethodsCalls,
  ...onlinePaymentCalls,
  ...printersPlansUsersCalls,
} as const;
export type CallId = keyof typeof allCalls;

/** Area name → its call definitions, the module each lives in. */
export const areaCalls = {
  billing: billingCalls,
  business: businessCalls,
  integrators: integratorsCalls,
  login: loginCalls,
  products: productsCalls,
  productChildren: productChildrenCalls,
  subproducts: subproductsCalls,
  catalogs: catalogsCalls,
  deliveryMethods: deliveryMethodsCalls,
  entities: entitiesCalls,
  financial: financialCalls,
  fiscal: fiscalCalls,
  inventory: inventoryCalls,
  locations: locationsCalls,
  orders: ordersCalls,
  orderProducts: orderProductsCalls,
  orderPads: orderPadsCalls,
  services: servicesCalls,
  tables: tablesCalls,
  cash: cashCalls,
  paymentMethods: paymentMethodsCalls,
  onlinePayment: onlinePaymentCalls,
  printersPlansUsers: printersPlansUsersCalls,
} as const;
export type AreaName = keyof typeof areaCalls;

export function bindAllAreas(client: ApiClient) {
  return {
    billing: createBillingApi(client),
    business: createBusinessApi(client),
    integrators: createIntegratorsApi(client),
    login: createLoginApi(client),
    products: createProductsApi(client),
    productChildren: createProductChildrenApi(client),
    subproducts: createSubproductsApi(client),
    catalogs: createCatalogsApi(client),
    deliveryMethods: createDeliveryMethodsApi(client),
    entities: createEntitiesApi(client),
    financial: createFinancialApi(client),
    fiscal: createFiscalApi(client),
    inventory: createInventoryApi(client),
    locations: createLocationsApi(client),
    orders: createOrdersApi(client),
    orderProducts: createOrderProductsApi(client),
    orderPads: createOrderPadsApi(client),
    services: createServicesApi(client),
    tables: createTablesApi(client),
    cash: createCashApi(client),
    paymentMethods: createPaymentMethodsApi(client),
    onlinePayment: createOnlinePaymentApi(client),
    printersPlansUsers: createPrintersPlansUsersApi(client),
  };
}

export type Api = ReturnType<typeof bindAllAreas> & { client: ApiClient };

export function createApi(config: ApiClientConfig): Api {
  const client = new ApiClient(config);
  return { client, ...bindAllAreas(client) };
}
