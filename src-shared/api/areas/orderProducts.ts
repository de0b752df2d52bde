// Order products (002 §7 Order products).
// One entry per call of calls.json (area "Order products"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/orderProducts.js';

export const orderProductsCalls = {
  orderProductsCreate: rest('POST', 'orders/{orderId}/products', { scope: 'business', body: s.orderProductInput }),
  orderProductsUpdate: rest('PUT', 'orders/{orderId}/products/{id}', { scope: 'business', body: s.orderProductUpdate }),
  orderProductsDelete: rest('DELETE', 'orders/{orderId}/products/{id}', { scope: 'business', body: s.orderProductDelete }),
  orderProductsDivide: rest('PUT', 'orders/products/divide', { scope: 'business', body: s.orderProductsDivide }),
  orderProductsTransfer: rest('POST', 'orders/{orderId}/products/transfer', { scope: 'business', body: s.orderProductsTransfer }),
} as const;

export const createOrderProductsApi = (runner: CallRunner) => bindArea(runner, orderProductsCalls);
