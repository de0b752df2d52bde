// Orders (002 §7 Orders): creation, delivery, kitchens, KDS, status, reports, reads.
// One entry per call of calls.json (area "Orders"); see COVERAGE.md for the readings behind each path.
import { answer, bindArea, gql, rest, type CallRunner } from '../core/define.js';
import { linkVendasOrderCreate } from '../schemas/onlinePayment.js';
import * as s from '../schemas/orders.js';
import type { KdsTrack, LastCustomerOrdersVariables, OrderRead, OrdersByEntityVariables, OrdersToEmitNfeVariables } from '../schemas/orderReads.js';
import type { CategorySales, DeliveryManDeliveries, PaymentMethodUse, SalesDay } from '../schemas/salesReports.js';

/** The sales reads' arguments (src-shared/api/schemas/salesReports.ts validates them on the server). */
type SalesVariables = { origins?: string[]; dateFilters?: { start: string; end: string } };

export const ordersCalls = {
  ordersCreate: rest('POST', 'orders', { scope: 'business', body: s.orderCreate }),
  ordersBulkCreate: rest('POST', 'orders/bulk', { scope: 'business', body: s.ordersBulk }),
  // The store's order as the server takes it (routes/linkVendasPayment.ts): the counter's order shape drops `payment`.
  linkVendasOrdersCreate: rest('POST', '{businessId}/orders', { scope: 'linkVendas', body: linkVendasOrderCreate }),
  ordersCheckDelivery: rest('PUT', 'orders/check-delivery', { scope: 'business', body: s.ordersCheckDelivery }),
  ordersDispatchDelivery: rest('PUT', 'orders/dispatch-delivery', { scope: 'business', body: s.ordersDispatchDelivery }),
  ordersSetDeliveryMan: rest('PUT', 'orders/{orderId}/delivery-men', { scope: 'business', body: s.orderDeliveryMan }),
  ordersSetEntity: rest('PUT', 'orders/{orderId}/entity', { scope: 'business', body: s.orderEntity }),
  ordersChangeDeliveryMethod: rest('PUT', 'orders/{orderId}/change-delivery-method', { scope: 'business', body: s.orderChangeDeliveryMethod }),
  ordersKitchenNotify: rest('POST', 'orders/{orderId}/kitchens/{kitchenId}/notify', { scope: 'business', body: s.orderKitchenNotify }),
  ordersPrintResume: rest('POST', 'orders/{orderId}/print-resume', { scope: 'business' }),
  ordersKitchensPrintResume: rest('POST', 'orders/{orderId}/kitchens/print-resume', { scope: 'business' }),
  ordersFinishOpenOrders: rest('PUT', 'orders/finish-open-orders', { scope: 'business', body: s.ordersFinishOpenOrders }),
  ordersSendKds: rest('PUT', 'orders/{id}/send-kds', { scope: 'business' }),
  ordersRevertSendKds: rest('PUT', 'orders/{id}/revert-send-kds', { scope: 'business' }),
  ordersFinishKdsOrder: rest('PUT', 'orders/{id}/finish-kds-order', { scope: 'business', body: s.orderFinishKds }),
  ordersRevertFinishKdsOrder: rest('PUT', 'orders/{id}/revert-finish-kds-order', { scope: 'business' }),
  ordersSendStatusNotification: rest('POST', 'orders/{orderId}/send-status-notification', { scope: 'business', body: s.orderStatusNotification }),
  ordersChangeStatus: rest('PUT', 'orders/{orderId}/change-status', { scope: 'business', body: s.orderChangeStatus }),
  ordersDeliveryReport: rest('POST', 'orders/delivery-report', { scope: 'business', binary: true }),
  ordersLeadTimeReport: rest('POST', 'orders/lead-time-report', { scope: 'business', binary: true }),
  ordersOrderResumeReport: rest('POST', 'orders/{id}/order-resume-report', { scope: 'business', binary: true, body: s.orderResumeReport }),
  ordersProductsOrderedReport: rest('POST', 'orders/products/ordered-report', { scope: 'business', binary: true }),
  ordersProductsOrderedCompositionsReport: rest('POST', 'orders/products/ordered-compositions-report', { scope: 'business', binary: true }),
  ordersProductsAbcCurveReport: rest('POST', 'orders/products/abc-curve-report', { scope: 'business', binary: true }),
  gqlSalesPerDay: gql('salesPerDay', { variables: answer<SalesVariables>(), answer: answer<SalesDay[]>() }),
  gqlSalesByCategory: gql('salesByCategory', { variables: answer<SalesVariables>(), answer: answer<CategorySales[]>() }),
  gqlDeliveriesByDeliveryMan: gql('deliveriesByDeliveryMan', { variables: answer<SalesVariables>(), answer: answer<DeliveryManDeliveries[]>() }),
  gqlPaymentMethodsPerUse: gql('paymentMethodsPerUse', { variables: answer<SalesVariables>(), answer: answer<PaymentMethodUse[]>() }),
  gqlOrderDetails: gql('orderDetails'),
  gqlOrdersDetails: gql('ordersDetails'),
  gqlKdsTracking: gql('kdsTracking', { answer: answer<KdsTrack[]>() }),
  gqlKdsOrders: gql('kdsOrders'),
  gqlOrdersByEntity: gql('ordersByEntity', { variables: answer<OrdersByEntityVariables>(), answer: answer<OrderRead[]>() }),
  gqlNextStatuses: gql('nextStatuses'),
  gqlDeliveryUncheckedOrders: gql('deliveryUncheckedOrders'),
  gqlLastCustomerOrders: gql('lastCustomerOrders', { variables: answer<LastCustomerOrdersVariables>(), answer: answer<OrderRead[]>() }),
  gqlDeliveryOrdersToDispatch: gql('deliveryOrdersToDispatch'),
  gqlOrdersToEmitNfe: gql('ordersToEmitNfe', { variables: answer<OrdersToEmitNfeVariables>(), answer: answer<OrderRead[]>() }),
  gqlPendingPaymentOrder: gql('pendingPaymentOrder'),
  gqlOrderProductsToPay: gql('orderProductsToPay'),
} as const;

export const createOrdersApi = (runner: CallRunner) => bindArea(runner, ordersCalls);
