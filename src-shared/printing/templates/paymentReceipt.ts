// Payment receipt (non-fiscal): what was paid, how, what was given above the bill (paymentExtras.ts), and the change.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { extraTotals, extraWords, type ExtraTotal } from '../../domain/paymentExtras.js';
import { PaymentReceiptData } from './schemas.js';

const m = printingMessages.paper;

export function paymentReceipt(input: PaymentReceiptData): ReceiptDocument {
  const d = PaymentReceiptData.parse(input);
  const blocks: Block[] = [
    doc.text(d.businessName, { bold: true, align: 'center' }),
    doc.text(m.paymentReceipt, { bold: true, align: 'center' }),
    doc.text(m.notFiscal, { align: 'center' }),
    doc.separator('='),
    doc.pair(m.reference, d.reference),
    doc.pair(m.paidAt, formatDateTime(d.paidAt, d.timeZone)),
  ];
  if (d.operator) blocks.push(doc.pair(m.operator, d.operator));
  blocks.push(doc.separator());
  for (const p of d.payments) {
    blocks.push(doc.pair(p.method, formatMoney(p.amount)));
    if (p.detail) blocks.push(doc.text(p.detail, { font: 'B' }));
  }
  blocks.push(doc.separator(), doc.pair(m.total, formatMoney(d.total), { bold: true, height: 2 }));
  const paid = d.payments.reduce((s, p) => s + p.amount, 0);
  blocks.push(doc.pair(m.paid, formatMoney(paid)));
  // The extras are not part of the bill: each prints after what was paid of it, before the change.
  for (const [total, sum] of Object.entries(extraTotals(d.payments)) as [ExtraTotal, number][]) {
    if (sum) blocks.push(doc.pair(extraWords[total] ?? total, formatMoney(sum)));
  }
  if (d.change) blocks.push(doc.pair(m.change, formatMoney(d.change), { bold: true }));
  blocks.push(doc.feed(4), doc.cut('partial'));
  return { blocks };
}
