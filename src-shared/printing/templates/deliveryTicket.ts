// Delivery ticket: who, where (address large for the courier), what, and how the customer pays.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney, formatQuantity } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { DeliveryTicketData } from './schemas.js';
import { itemRows } from './parts.js';

const m = printingMessages.paper;

export function deliveryTicket(input: DeliveryTicketData): ReceiptDocument {
  const d = DeliveryTicketData.parse(input);
  const a = d.address;
  const blocks: Block[] = [
    doc.text(d.businessName, { bold: true, align: 'center' }),
    doc.text(m.delivery, { bold: true, width: 2, height: 2, align: 'center' }),
    doc.text(m.order(d.orderNumber), { bold: true, width: 2, height: 2, align: 'center' }),
    doc.text(formatDateTime(d.createdAt, d.timeZone), { align: 'center' }),
    doc.separator('='),
    doc.text(`${m.customer}: ${d.customer.name}`, { bold: true }),
  ];
  if (d.customer.phone) blocks.push(doc.text(`${m.phone}: ${d.customer.phone}`));
  blocks.push(doc.text(`${m.address}:`, { bold: true }));
  blocks.push(doc.text(`${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`, { bold: true, height: 2 }));
  blocks.push(doc.text(`${a.neighborhood} - ${a.city}${a.zipCode ? ` - CEP ${a.zipCode}` : ''}`, { bold: true, height: 2 }));
  if (a.reference) blocks.push(doc.text(`${m.reference2}: ${a.reference}`));
  blocks.push(doc.separator());
  blocks.push(...itemRows(d.items.map((i) => ({ ...i, quantityText: formatQuantity(i.quantity, i.unit) }))));
  blocks.push(doc.separator(), doc.pair(m.subtotal, formatMoney(d.subtotal)));
  if (d.deliveryFee) blocks.push(doc.pair(m.deliveryFee, formatMoney(d.deliveryFee)));
  if (d.discount) blocks.push(doc.pair(m.discount, formatMoney(-d.discount)));
  blocks.push(doc.pair(m.total, formatMoney(d.total), { bold: true, height: 2 }));
  blocks.push(doc.pair(m.payment, d.paymentMethod, { bold: true }));
  if (d.changeFor !== undefined) {
    blocks.push(doc.text(m.changeFor(formatMoney(d.changeFor)), { bold: true }));
    blocks.push(doc.pair(m.change, formatMoney(d.changeFor - d.total), { bold: true }));
  }
  if (d.notes) blocks.push(doc.separator(), doc.text(`${m.note}: ${d.notes}`, { bold: true }));
  blocks.push(doc.feed(4), doc.cut('partial'));
  return { blocks };
}
