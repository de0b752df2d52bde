// The writes of the order pad: fire the draft to the kitchen as an order, change or remove a sent item
// (with the reason, audited on the server), transfer and divide items, close, cancel and reopen the pad.
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { quantity as qtyText } from '../../format/money.js';
import { write } from '../../hooks/write.js';
import type { OrderProductRow } from '../../hooks/rows.js';
import { printKitchenTickets } from '../../hooks/printing.js';
import type { DraftLine } from './draft.js';

const a = m.pad.actions;

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
  deliveryMethodId?: string | null;
  deliveryFee?: number;
}

/** Fires the draft lines as one order on the pad; the kitchen's printers print the ticket at once. */
export async function fire(ctx: FireContext, lines: readonly DraftLine[]): Promise<string> {
  const orderId = newId();
  await write({
    method: 'POST',
    path: '/orders',
    body: {
      id: orderId,
      orderPadId: ctx.padId,
      originType: ctx.originType ?? 'saloon',
      deliveryMode: ctx.deliveryMode ?? 'saloon',
      status: 'confirmed',
      originId: ctx.originId ?? null,
      entityId: ctx.entityId ?? null,
      entityAddressId: ctx.entityAddressId ?? null,
      deliveryMethodId: ctx.deliveryMethodId ?? null,
      ...(ctx.deliveryFee ? { deliveryFee: ctx.deliveryFee } : {}),
      products: lines.map((l) => ({
        id: l.id,
        productId: l.productId,
        quantity: l.quantity,
        selections: l.selections.map((s) => ({ productSubproductId: s.productSubproductId, quantity: s.quantity, ...(s.fraction ? { fraction: s.fraction } : {}) })),
        observation: l.observation,
      })),
    },
    label: a.fire(lines.length, ctx.padLabel),
    kind: 'orders.create',
    entityIds: [orderId, ctx.padId, ...lines.map((l) => l.id)],
  });
  await printKitchenTickets(orderId, ctx.padLabel, lines);
  return orderId;
}

export async function removeLine(line: OrderProductRow, padLabel: string, reason: string, authorizedBy: AuthorizedBy | null = null): Promise<void> {
  await write({
    method: 'DELETE',
    path: `/orders/${line.orderId}/products/${line.id}?reason=${encodeURIComponent(reason)}`,
    body: { reason, ...(authorizedBy ? { authorizedBy } : {}) },
    label: a.remove(line.name, padLabel),
    kind: 'orderProducts.remove',
    entityIds: [line.id, line.orderId],
  });
}

export async function updateLine(
  line: OrderProductRow,
  padLabel: string,
  patch: { quantity?: number; observation?: string | null },
  reason: string,
  authorizedBy: AuthorizedBy | null = null,
): Promise<void> {
  await write({
    method: 'PUT',
    path: `/orders/${line.orderId}/products/${line.id}`,
    body: { ...patch, reason, ...(authorizedBy ? { authorizedBy } : {}) },
    label: `${a.edit(line.name, padLabel)}${patch.quantity ? ` (${qtyText(patch.quantity, false)})` : ''}`,
    kind: 'orderProducts.update',
    entityIds: [line.id, line.orderId],
  });
}

export async function transferLines(lines: readonly OrderProductRow[], fromLabel: string, target: { id: string; label: string }): Promise<void> {
  const first = lines[0];
  if (!first) return;
  const targetOrderId = newId();
  await write({
    method: 'POST',
    path: `/orders/${first.orderId}/products/transfer`,
    body: { orderProductIds: lines.map((l) => l.id), targetOrderPadId: target.id, targetOrderId },
    label: a.transfer(lines.length, fromLabel, target.label),
    kind: 'orderProducts.transfer',
    entityIds: [first.orderId, target.id, targetOrderId, ...lines.map((l) => l.id)],
  });
}

export async function divideLine(line: OrderProductRow, parts: number): Promise<void> {
  const newIds = Array.from({ length: parts - 1 }, () => newId());
  await write({
    method: 'PUT',
    path: '/orders/products/divide',
    body: { id: line.id, parts, newIds },
    label: a.divide(line.name, parts),
    kind: 'orderProducts.divide',
    entityIds: [line.id, line.orderId, ...newIds],
  });
}

export async function closePad(padId: string, padLabel: string, cashRegisterAuditId: string | null): Promise<void> {
  await write({
    method: 'PUT',
    path: `/order-pads/${padId}/close`,
    body: { cashRegisterAuditId },
    label: a.close(padLabel),
    kind: 'orderPads.close',
    entityIds: [padId],
  });
}

export async function cancelPad(padId: string, padLabel: string, reason: string): Promise<void> {
  await write({ method: 'PUT', path: `/order-pads/${padId}/cancel`, body: { reason }, label: a.cancel(padLabel), kind: 'orderPads.cancel', entityIds: [padId] });
}

export async function reopenPad(padId: string, padLabel: string, reason: string | null): Promise<void> {
  await write({ method: 'PUT', path: `/order-pads/${padId}/reopen`, body: { reason }, label: a.reopen(padLabel), kind: 'orderPads.reopen', entityIds: [padId] });
}

export async function updatePad(padId: string, padLabel: string, patch: Record<string, unknown>, label?: string): Promise<void> {
  await write({ method: 'PUT', path: `/order-pads/${padId}`, body: patch, label: label ?? a.update(padLabel), kind: 'orderPads.update', entityIds: [padId] });
}
