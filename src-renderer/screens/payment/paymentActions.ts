// The writes of the payment screen: payments (add, reverse), the service fee and the discount of the pad,
// and the same for a whole bill (one pad or a table's pads), once per pad.
import type { z } from 'zod';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import type { paymentCreate } from '../../../src-shared/api/schemas/orderPads.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { orderPads as w } from '../../../src-shared/writes/index.js';
import { write } from '../../services/write.js';
import { closePad } from '../orderPads/padActions.js';
import { allocatePayment, spreadDiscount, type BillView } from './bill.js';

/** A payment as the write takes its body (its id is made here), with the names the pending screen shows. */
export type NewPayment = Omit<z.input<typeof paymentCreate>, 'id'> & { padId: string; padLabel: string; methodName: string };

export async function addPayment({ padId, padLabel, methodName, ...body }: NewPayment): Promise<string> {
  const id = newId();
  await write(w.orderPadPaymentsCreate, { params: { orderPadId: padId }, body: { id, ...body } }, { padLabel, methodName });
  return id;
}

export async function removePayment(padId: string, paymentId: string, methodName: string, amount: number): Promise<void> {
  await write(w.orderPadPaymentsDelete, { params: { orderPadId: padId, id: paymentId }, body: {} }, { methodName, amount });
}

export async function setServiceFee(padId: string, padLabel: string, enabled: boolean): Promise<void> {
  await write(w.orderPadsUpdate, { params: { id: padId }, body: { serviceFeeEnabled: enabled } }, { padLabel });
}

export async function setDiscount(
  padId: string,
  padLabel: string,
  discount: { type: 'value' | 'percentage'; value: number } | null,
  authorizedBy: AuthorizedBy | null = null,
): Promise<void> {
  await write(w.orderPadsUpdate, { params: { id: padId }, body: { discount, ...(authorizedBy ? { authorizedBy } : {}) } }, { padLabel });
}


/** One payment of a whole bill: spread over its pads by allocatePayment, one write per pad. */
export type BillPayment = Omit<NewPayment, 'padId' | 'padLabel'>;

export async function payBill(bill: BillView, p: BillPayment): Promise<void> {
  const parts = allocatePayment(
    bill.pads.map((v) => ({ padId: v.pad.id, balance: v.totals.balance })),
    p,
  );
  for (const part of parts) await addPayment({ ...p, ...part, padLabel: bill.padLabels.get(part.padId) ?? bill.label });
}

export async function setBillServiceFee(bill: BillView, enabled: boolean): Promise<void> {
  for (const v of bill.pads) if (v.pad.serviceFeeEnabled !== enabled) await setServiceFee(v.pad.id, bill.padLabels.get(v.pad.id) ?? bill.label, enabled);
}

/** `grants`: a manager's grant per comanda (ui/ManagerPass.tsx), for one who may not give a discount alone. */
export async function setBillDiscount(
  bill: BillView,
  discount: { type: 'value' | 'percentage'; value: number } | null,
  grants: ReadonlyMap<string, AuthorizedBy | null> = new Map(),
): Promise<void> {
  const shares = discount?.type === 'value' ? spreadDiscount(bill.pads.map((v) => v.totals.subtotal), discount.value) : null;
  for (const [i, v] of bill.pads.entries()) {
    const mine = !discount ? null : shares ? (shares[i] ? { type: 'value' as const, value: shares[i] } : null) : discount;
    await setDiscount(v.pad.id, bill.padLabels.get(v.pad.id) ?? bill.label, mine, grants.get(v.pad.id) ?? null);
  }
}

export async function closeBill(bill: BillView, cashRegisterAuditId: string | null): Promise<void> {
  for (const v of bill.pads) await closePad(v.pad.id, bill.padLabels.get(v.pad.id) ?? bill.label, cashRegisterAuditId);
}
