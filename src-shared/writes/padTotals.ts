// A pad's totals from the mirror's rows, by the shared rule (domain/orderPad.ts padTotals): what a payment's
// effect settles against, so change and balance show offline as the server will decide them.
import { padSums, padTotals, type PadTerms, type Totals } from '../domain/orderPad.js';
import type { EffectScope, Row } from './define.js';

export async function padTotalsOf(s: EffectScope, pad: Row): Promise<Totals> {
  const orders = await s.where('orders', 'orderPadId', pad.id);
  const lines: Row[] = [];
  for (const o of orders) lines.push(...(await s.where('orderProducts', 'orderId', o.id)));
  const payments = await s.where('payments', 'orderPadId', pad.id);
  return padTotals(pad as unknown as PadTerms, padSums(orders, lines as Parameters<typeof padSums>[1], payments as Parameters<typeof padSums>[2]));
}
