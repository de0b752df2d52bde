// What the payment screen settles: one order pad, or a whole table (a service with several pads) at once.
// A service's bill adds up its open pads (each with its own service fee and discount), and its payments
// are spread over the pads, because the platform records payments per pad.
import { extrasOf, serviceTotals, type ExtraAmounts, type Totals } from '../../../src-shared/domain/index.js';
import { mulDiv } from '../../../src-shared/domain/money.js';
import { loadPad, loadService, padLabel, tableLabel, type PadView } from '../../queries/counter.js';
import type { PaymentRow } from '../../db/rows.js';

export type BillRef = { kind: 'pad'; padId: string } | { kind: 'service'; serviceId: string };

export interface BillView {
  ref: BillRef;
  label: string;
  /** The open pads the bill covers (one for a pad's bill). */
  pads: PadView[];
  /** Each pad's name, to tell whose a payment is. */
  padLabels: Map<string, string>;
  totals: Totals;
  payments: PaymentRow[];
  occupants: number;
  /** Every pad charges the service fee. */
  serviceFeeEnabled: boolean;
  serviceFeeRate: number;
  open: boolean;
  /** Where Esc goes back to. */
  back: string[];
  /** Groups the NFC-e of this bill (its groupPaymentId). */
  groupId: string;
}

export async function loadBill(ref: BillRef): Promise<BillView | null> {
  if (ref.kind === 'pad') {
    const view = await loadPad(ref.padId);
    if (!view) return null;
    const label = await padLabel(view.pad);
    return {
      ref,
      label,
      pads: [view],
      padLabels: new Map([[view.pad.id, label]]),
      totals: view.totals,
      payments: view.payments,
      occupants: Math.max(1, view.pad.occupants),
      serviceFeeEnabled: view.pad.serviceFeeEnabled,
      serviceFeeRate: view.pad.serviceFeeRate,
      open: view.pad.status === 'open',
      back: ['comandas', view.pad.id],
      groupId: view.pad.id,
    };
  }
  const service = await loadService(ref.serviceId);
  if (!service) return null;
  const open = service.pads.filter((p) => p.status === 'open');
  const pads = (await Promise.all(open.map((p) => loadPad(p.id)))).filter((p): p is PadView => !!p);
  const label = service.tables.map(tableLabel).join(' + ') || service.service.description || '';
  const padLabels = new Map<string, string>();
  service.pads.forEach((p, i) => padLabels.set(p.id, p.description ?? `Comanda ${i + 1}`));
  return {
    ref,
    label,
    pads,
    padLabels,
    totals: serviceTotals(pads.map((p) => p.totals)),
    payments: pads.flatMap((p) => p.payments).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')),
    occupants: Math.max(1, service.service.occupants),
    serviceFeeEnabled: pads.length > 0 && pads.every((p) => p.pad.serviceFeeEnabled),
    serviceFeeRate: pads[0]?.pad.serviceFeeRate ?? 1000,
    open: pads.length > 0,
    back: ['mesas'],
    groupId: service.service.id,
  };
}

export type PaymentPart = { padId: string; amount: number; tendered: number } & ExtraAmounts;

/**
 * One payment of the whole bill spread over its pads, in order, each taking what it still owes; its extras
 * (paymentExtras.ts) and the cash handed over above the amount (the change) go with the last part. A pad's bill
 * gets a single part.
 */
export function allocatePayment(
  pads: readonly { padId: string; balance: number }[],
  payment: { amount: number; tendered?: number } & Partial<ExtraAmounts>,
): PaymentPart[] {
  const { amount, tendered = amount } = payment;
  const parts: PaymentPart[] = [];
  let left = amount;
  for (const pad of pads) {
    if (left <= 0) break;
    const part = Math.min(left, pad.balance);
    if (part <= 0) continue;
    parts.push({ padId: pad.padId, amount: part, ...extrasOf({}), tendered: part });
    left -= part;
  }
  const last = parts[parts.length - 1];
  if (last) {
    Object.assign(last, extrasOf(payment));
    last.tendered += Math.max(0, tendered - amount);
  }
  return parts;
}

/** A discount in centavos over several pads, in proportion to what each consumed; the shares add up exactly. */
export function spreadDiscount(subtotals: readonly number[], value: number): number[] {
  const sum = subtotals.reduce((a, b) => a + b, 0);
  if (sum <= 0) return subtotals.map(() => 0);
  const shares = subtotals.map((s) => Math.min(s, mulDiv(value, s, sum)));
  // Rounding leftovers go to the pads with room for them.
  let rest = Math.min(value, sum) - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest !== 0 && i < shares.length; i++) {
    const room = rest > 0 ? (subtotals[i] ?? 0) - (shares[i] ?? 0) : (shares[i] ?? 0);
    const step = Math.sign(rest) * Math.min(Math.abs(rest), room);
    shares[i] = (shares[i] ?? 0) + step;
    rest -= step;
  }
  return shares;
}
