// The writes of the orders board: change an order's status, dispatch it with a delivery man; and its resume file.
import type { OrderStatus } from '../../../src-shared/api/enums.js';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { onlinePayment, orders } from '../../../src-shared/writes/index.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { reportsMessages } from '../../../src-shared/i18n/reports.js';
import { saveFile } from '../../services/download.js';
import { serverApi } from '../../services/serverApi.js';
import { write } from '../../services/write.js';
import { toast } from '../../ui/toast.js';

export async function changeStatus(
  order: { id: string; number: number },
  status: OrderStatus,
  statusLabel: string,
  /** a cancel's reason, and the manager's grant when the person may not cancel alone */
  extra: { reason?: string; authorizedBy?: AuthorizedBy | null } = {},
): Promise<void> {
  const body = { status, ...(extra.reason ? { reason: extra.reason } : {}), ...(extra.authorizedBy ? { authorizedBy: extra.authorizedBy } : {}) };
  await write(orders.ordersChangeStatus, { params: { orderId: order.id }, body }, { code: orderCode(order.id), statusLabel });
}

export async function dispatch(order: { id: string; number: number; deliveryCheckedAt?: string | null }, deliveryMan: { id: string; name: string }): Promise<void> {
  // A delivery is checked (packed and conferred) before it leaves; the outbox keeps the two in order.
  if (!order.deliveryCheckedAt) {
    await write(orders.ordersCheckDelivery_, { params: {}, body: { orderIds: [order.id] } }, { code: orderCode(order.id) });
  }
  await write(
    orders.ordersDispatchDelivery_,
    { params: {}, body: { orderId: order.id, deliveryManId: deliveryMan.id, isDispatchNotification: false } },
    { code: orderCode(order.id), deliveryMan: deliveryMan.name },
  );
}

/** Puts the order on the kitchen display (the KDS screen, `#/cozinha`). */
export async function sendToKds(order: { id: string }): Promise<void> {
  await write(orders.ordersSendKds, { params: { id: order.id }, body: {} }, { code: orderCode(order.id) });
}

/** Takes an order sent by mistake off the kitchen display (it goes back to not sent). */
export async function revertSendToKds(order: { id: string }): Promise<void> {
  await write(orders.ordersRevertSendKds, { params: { id: order.id }, body: {} }, { code: orderCode(order.id) });
}

/** Names the customer an order is for (or changes it), found in the mirror as the cashier types. */
export async function setCustomer(order: { id: string }, customer: { id: string; name: string }): Promise<void> {
  await write(orders.ordersSetEntity, { params: { orderId: order.id }, body: { entityId: customer.id } }, { code: orderCode(order.id), customer: customer.name });
}

/** The order's resume as the server has it (002 §7 orders/{id}/order-resume-report), saved as a PDF. */
export async function downloadResume(order: { id: string }): Promise<void> {
  const file = await serverApi().orders.ordersOrderResumeReport({ params: { id: order.id }, body: { format: 'pdf' } });
  toast(reportsMessages.downloaded(saveFile(file, `pedido-${orderCode(order.id)}.pdf`)), 'success');
}

/** An order of the online store paid online (its card was charged): cancelling it refunds the card. */
export function paidOnline(order: { paymentState?: unknown; originType?: unknown }): boolean {
  return order.paymentState === 'prepaid' && String(order.originType).startsWith('linkVendas');
}

/** Cancels an order paid online: the server refunds the charge through the provider, then cancels the order. */
export async function cancelPaidOnline(order: { id: string }, reason: string): Promise<void> {
  await write(onlinePayment.onlinePaymentCancelOrder, { params: {}, body: { orderId: order.id, reason } }, undefined);
}
