// The writes of the orders board: change an order's status, dispatch it with a delivery man.
import type { OrderStatus } from '../../../src-shared/api/enums.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { orderCode } from '../../format/orderCode.js';
import { write } from '../../hooks/write.js';

export async function changeStatus(order: { id: string; number: number }, status: OrderStatus, statusLabel: string): Promise<void> {
  await write({
    method: 'PUT',
    path: `/orders/${order.id}/change-status`,
    body: { status },
    label: m.orders.actions.status(orderCode(order.id), statusLabel),
    kind: 'orders.changeStatus',
    entityIds: [order.id],
  });
}

export async function dispatch(order: { id: string; number: number; deliveryCheckedAt?: string | null }, deliveryMan: { id: string; name: string }): Promise<void> {
  // A delivery is checked (packed and conferred) before it leaves; the outbox keeps the two in order.
  if (!order.deliveryCheckedAt) {
    await write({
      method: 'PUT',
      path: '/orders/check-delivery',
      body: { orderIds: [order.id] },
      label: m.orders.actions.check(orderCode(order.id)),
      kind: 'orders.checkDelivery',
      entityIds: [order.id],
    });
  }
  await write({
    method: 'PUT',
    path: '/orders/dispatch-delivery',
    body: { orderId: order.id, deliveryManId: deliveryMan.id, isDispatchNotification: false },
    label: m.orders.actions.dispatch(orderCode(order.id), deliveryMan.name),
    kind: 'orders.dispatchDelivery',
    entityIds: [order.id],
  });
}
