// Service / order-pad conference (pre-bill): the items, service fee, discount, total and the split by occupants.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney, formatQuantity } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { ConferenceData } from './schemas.js';
import { itemRows } from './parts.js';

const m = printingMessages.paper;

/** Split in whole centavos: the first shares carry the leftover centavos, so the shares add up to the total. */
export function splitTotal(total: number, people: number): number[] {
  const base = Math.floor(total / people);
  const rest = total - base * people;
  return Array.from({ length: people }, (_, i) => base + (i < rest ? 1 : 0));
}

export function conference(input: ConferenceData): ReceiptDocument {
  const d = ConferenceData.parse(input);
  const blocks: Block[] = [
    doc.text(d.businessName, { bold: true, align: 'center' }),
    doc.text(m.conference, { bold: true, width: 2, align: 'center' }),
    doc.text(m.notFiscal, { align: 'center' }),
    doc.separator('='),
  ];
  if (d.table) blocks.push(doc.text(m.table(d.table), { bold: true, height: 2 }));
  if (d.orderPad) blocks.push(doc.text(m.orderPad(d.orderPad), { bold: true, height: 2 }));
  if (d.waiter) blocks.push(doc.text(`${m.waiter}: ${d.waiter}`));
  blocks.push(doc.pair(m.openedAt, formatDateTime(d.openedAt, d.timeZone)), doc.separator());
  blocks.push(...itemRows(d.items.map((i) => ({ ...i, quantityText: formatQuantity(i.quantity, i.unit) }))));
  blocks.push(doc.separator(), doc.pair(m.subtotal, formatMoney(d.subtotal)));
  if (d.serviceFee) blocks.push(doc.pair(m.serviceFee(d.serviceFeePercent), formatMoney(d.serviceFee)));
  if (d.discount) blocks.push(doc.pair(m.discount, formatMoney(-d.discount)));
  blocks.push(doc.pair(m.total, formatMoney(d.total), { bold: true, height: 2 }));
  if (d.occupants > 1) {
    const shares = splitTotal(d.total, d.occupants);
    blocks.push(doc.separator(), doc.text(m.perPerson(d.occupants), { bold: true }));
    const first = shares[0] ?? 0;
    const last = shares[shares.length - 1] ?? 0;
    blocks.push(doc.pair(m.eachPays, first === last ? formatMoney(first) : `${formatMoney(last)} a ${formatMoney(first)}`, { bold: true }));
  }
  blocks.push(doc.separator(), doc.pair(m.printedAt, formatDateTime(d.printedAt, d.timeZone)), doc.feed(4), doc.cut('partial'));
  return { blocks };
}
