// The writes of the payment screen: payments (add, reverse), the service fee and the discount of the pad.
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { write } from '../../hooks/write.js';

const a = m.payment.actions;

export interface NewPayment {
  padId: string;
  padLabel: string;
  methodId: string;
  methodName: string;
  brandId: string | null;
  amount: number;
  tendered: number;
  cashRegisterAuditId: string | null;
}

export async function addPayment(p: NewPayment): Promise<string> {
  const id = newId();
  await write({
    method: 'POST',
    path: `/order-pads/${p.padId}/payments`,
    body: {
      id,
      paymentMethodId: p.methodId,
      creditCardBannerId: p.brandId,
      amount: p.amount,
      tendered: p.tendered,
      cashRegisterAuditId: p.cashRegisterAuditId,
    },
    label: a.pay(p.methodName, p.amount, p.padLabel),
    kind: 'payments.create',
    entityIds: [id, p.padId],
  });
  return id;
}

export async function removePayment(padId: string, paymentId: string, methodName: string, amount: number): Promise<void> {
  await write({
    method: 'DELETE',
    path: `/order-pads/${padId}/payments/${paymentId}`,
    label: a.remove(methodName, amount),
    kind: 'payments.delete',
    entityIds: [paymentId, padId],
  });
}

export async function setServiceFee(padId: string, padLabel: string, enabled: boolean): Promise<void> {
  await write({ method: 'PUT', path: `/order-pads/${padId}`, body: { serviceFeeEnabled: enabled }, label: a.fee(padLabel, enabled), kind: 'orderPads.update', entityIds: [padId] });
}

export async function setDiscount(padId: string, padLabel: string, discount: { type: 'value' | 'percentage'; value: number } | null): Promise<void> {
  await write({ method: 'PUT', path: `/order-pads/${padId}`, body: { discount }, label: a.discount(padLabel), kind: 'orderPads.update', entityIds: [padId] });
}
