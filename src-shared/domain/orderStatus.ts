// The order status transition table behind the nextStatuses query. The spec does not show the product's
// rules; these are ours, by delivery mode: a saloon order is consumed at the table, a balcony order is picked
// up, a delivery order goes out with a delivery man (or to a logistics partner).
import type { DeliveryMode, OrderStatus } from '../api/enums.js';

type Table = Partial<Record<OrderStatus, readonly OrderStatus[]>>;

const common: Table = {
  pendingPayment: ['pending', 'canceled'],
  pending: ['confirmed', 'canceled'],
};

const byMode: Record<'saloon' | 'balcony' | 'delivery', Table> = {
  saloon: {
    ...common,
    confirmed: ['readyToConsumption', 'consumed', 'canceled'],
    readyToConsumption: ['consumed', 'canceled'],
    consumed: [],
  },
  balcony: {
    ...common,
    confirmed: ['readyToPickUp', 'canceled'],
    readyToPickUp: ['pickedUp', 'canceled'],
    pickedUp: [],
  },
  delivery: {
    ...common,
    confirmed: ['readyToDelivery', 'canceled'],
    readyToDelivery: ['delivering', 'sentLogistics', 'canceled'],
    sentLogistics: ['delivering', 'delivered', 'customerNotFound', 'canceled'],
    delivering: ['delivered', 'customerNotFound'],
    customerNotFound: ['delivering', 'canceled'],
    delivered: [],
  },
};

function family(mode: DeliveryMode): keyof typeof byMode {
  if (mode === 'delivery') return 'delivery';
  if (mode === 'saloon' || mode === 'self_service') return 'saloon';
  return 'balcony';
}

/** The statuses an order may move to next. Cancelled and finished orders go nowhere. */
export function nextStatuses(status: OrderStatus, mode: DeliveryMode): OrderStatus[] {
  return [...(byMode[family(mode)][status] ?? [])];
}

export function canTransition(from: OrderStatus, to: OrderStatus, mode: DeliveryMode): boolean {
  return nextStatuses(from, mode).includes(to);
}

/** An order served to its end: consumed at the table, picked up, delivered (an NF-e may be issued for it then). */
export const FINISHED_STATUSES: readonly OrderStatus[] = ['consumed', 'pickedUp', 'delivered'];

/** Orders in these statuses no longer take payments or changes. */
export function isFinal(status: OrderStatus): boolean {
  return status === 'canceled' || status === 'consumed' || status === 'pickedUp' || status === 'delivered';
}

/** The statuses a delivery order walks through when it is dispatched, from where it is (the server's rule). */
export function dispatchWalk(status: OrderStatus): OrderStatus[] {
  const walk: OrderStatus[] = [];
  let at = status;
  for (const step of ['confirmed', 'readyToDelivery', 'delivering'] as const) {
    if (canTransition(at, step, 'delivery')) walk.push((at = step));
  }
  return walk;
}

/** Whether a delivery order can go out with a delivery man now (once checked: the board checks it first). */
export function canDispatch(order: { status: OrderStatus; deliveryMode: string; dispatchedAt?: string | null }): boolean {
  return order.deliveryMode === 'delivery' && !order.dispatchedAt && dispatchWalk(order.status).at(-1) === 'delivering';
}
