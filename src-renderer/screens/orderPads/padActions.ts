// The writes of the order pad: fire the draft to the kitchen as an order, change or remove a sent item
// (with the reason, audited on the server), transfer and divide items, close, cancel and reopen the pad.
import type { DeliveryMode, OrderChannel } from '../../../src-shared/api/enums.js';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import type { OrderPadUpdate } from '../../../src-shared/api/schemas/orderPads.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { quantity as qtyText } from '../../format/money.js';
import { orderPads, orders } from '../../../src-shared/writes/index.js';
import { write } from '../../services/write.js';
import type { OrderProductRow } from '../../db/rows.js';
import { printKitchenTickets } from '../../services/printing.js';
import type { DraftLine } from './draft.js';

export interface FireContext {
  padId: string;
  padLabel: string;
  serviceId: string | null;
  originType?: string;
  deliveryMode?: string;
  /** Balcony and delivery sales: what the checkout flow chose. */
  originId?: string | null;
  entityId?: string | null;
  entityAddressId?: string | null;
  /** The delivery method of a delivery sale: the server charges its fee on every delivery order. */
  deliveryMethodId?: string | null;
}

/** Fires the draft lines as one order on the pad; the kitchen's printers print the ticket at once. */
export async function fire(ctx: FireContext, lines: readonly DraftLine[]): Promise<string> {
  const orderId = newId();
  await write(
    orders.ordersCreate,
    {
      params: {},
      body: {
        id: orderId,
        orderPadId: ctx.padId,
        originType: (ctx.originType ?? 'saloon') as OrderChannel,
        deliveryMode: (ctx.deliveryMode ?? 'saloon') as DeliveryMode,
        status: 'confirmed',
        originId: ctx.originId ?? null,
        entityId: ctx.entityId ?? null,
        entityAddressId: ctx.entityAddressId ?? null,
        deliveryMethodId: ctx.deliveryMethodId ?? null,
        products: lines.map((l) => ({
          id: l.id,
          productId: l.productId,
          quantity: l.quantity,
          selections: l.selections.map((s) => ({ productSubproductId: s.productSubproductId, quantity: s.quantity, ...(s.fraction ? { fraction: s.fraction } : {}) })),
          observation: l.observation,
        })),
      },
    },
    { padLabel: ctx.padLabel },
  );
  await printKitchenTickets(orderId, ctx.padLabel, lines, ctx.originId ?? null);
  return orderId;
}

export async function removeLine(line: OrderProductRow, padLabel: string, reason: string, authorizedBy: AuthorizedBy | null = null): Promise<void> {
  await write(
    orders.orderProductsDelete,
    { params: { orderId: line.orderId, id: line.id }, body: { reason, ...(authorizedBy ? { authorizedBy } : {}) } },
    { name: line.name, padLabel },
  );
}

export async function updateLine(
  line: OrderProductRow,
  padLabel: string,
  patch: { quantity?: number; observation?: string | null },
  reason: string,
  authorizedBy: AuthorizedBy | null = null,
): Promise<void> {
  // The reason is asked for, but the server's schema has no place for it yet (dropped by it, as before).
  void reason;
  await write(
    orders.orderProductsUpdate,
    { params: { orderId: line.orderId, id: line.id }, body: { ...patch, ...(authorizedBy ? { authorizedBy } : {}) } },
    { name: line.name, padLabel, ...(patch.quantity ? { quantityText: qtyText(patch.quantity, false) } : {}) },
  );
}

export async function transferLines(lines: readonly OrderProductRow[], fromLabel: string, target: { id: string; label: string }): Promise<void> {
  const first = lines[0];
  if (!first) return;
  const targetOrderId = newId();
  await write(
    orders.orderProductsTransfer_,
    { params: { orderId: first.orderId }, body: { orderProductIds: lines.map((l) => l.id), targetOrderPadId: target.id, targetOrderId } },
    { from: fromLabel, to: target.label },
  );
}

export async function divideLine(line: OrderProductRow, parts: number): Promise<void> {
  const newIds = Array.from({ length: parts - 1 }, () => newId());
  await write(orders.orderProductsDivide_, { params: {}, body: { id: line.id, parts, newIds } }, { name: line.name });
}

export async function closePad(padId: string, padLabel: string, cashRegisterAuditId: string | null): Promise<void> {
  await write(orderPads.orderPadsClose, { params: { id: padId }, body: { cashRegisterAuditId } }, { padLabel });
}

export async function cancelPad(padId: string, padLabel: string, reason: string): Promise<void> {
  await write(orderPads.orderPadsCancel, { params: { id: padId }, body: { reason } }, { padLabel });
}

export async function reopenPad(padId: string, padLabel: string, reason: string | null): Promise<void> {
  await write(orderPads.orderPadsReopen, { params: { id: padId }, body: { reason } }, { padLabel });
}

export async function updatePad(padId: string, padLabel: string, patch: OrderPadUpdate): Promise<void> {
  await write(orderPads.orderPadsUpdate, { params: { id: padId }, body: patch }, { padLabel });
}
