// Kitchen / bar ticket: what a cook reads from a metre away. Order, table and items large and bold;
// compositions and notes indented under their item.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatQuantity, formatTime } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { KitchenTicketData } from './schemas.js';

const m = printingMessages.paper;
const BIG = { bold: true, width: 2, height: 2 } as const;
const TALL = { bold: true, height: 2 } as const;

export function kitchenTicket(input: KitchenTicketData): ReceiptDocument {
  const d = KitchenTicketData.parse(input);
  const blocks: Block[] = [];
  if (d.reprint) blocks.push(doc.text(m.reprint, { bold: true, align: 'center' }));
  blocks.push(doc.text(`${d.destination === 'bar' ? m.bar : m.kitchen} - ${d.stationName}`, { bold: true, align: 'center' }));
  if (d.orderNumber !== undefined) blocks.push(doc.text(m.order(d.orderNumber), { ...BIG, align: 'center' }));
  if (d.heading) blocks.push(doc.text(d.heading.toUpperCase(), { ...BIG, align: 'center' }));
  if (d.table) blocks.push(doc.text(m.table(d.table), { ...BIG, align: 'center' }));
  if (d.orderPad) blocks.push(doc.text(m.orderPad(d.orderPad), { ...BIG, align: 'center' }));
  if (d.waiter) blocks.push(doc.pair(`${m.waiter}: ${d.waiter}`, `${m.firedAt} ${formatTime(d.firedAt, d.timeZone)}`));
  else blocks.push(doc.text(`${m.firedAt} ${formatTime(d.firedAt, d.timeZone)}`));
  if (d.customerName) blocks.push(doc.text(`${m.customer}: ${d.customerName}`));
  blocks.push(doc.separator('='));
  const qty = (i: (typeof d.items)[number]): string => `${formatQuantity(i.quantity, i.unit)}${i.unit === 'kg' ? 'kg' : 'x'}`;
  const w = Math.max(3, ...d.items.map((i) => qty(i).length)) + 1;
  for (const item of d.items) {
    blocks.push(
      doc.columns(
        [
          { text: qty(item), width: w },
          { text: item.name },
        ],
        TALL,
      ),
    );
    for (const c of item.compositions) {
      blocks.push(doc.columns([{ text: '', width: w }, { text: `+ ${c.quantity && c.quantity !== 1 ? `${c.quantity}x ` : ''}${c.name}` }], { bold: true }));
    }
    if (item.notes) blocks.push(doc.columns([{ text: '', width: w }, { text: `${m.note}: ${item.notes}` }], { bold: true, underline: true }));
    blocks.push(doc.separator('-'));
  }
  if (d.notes) {
    blocks.push(doc.text(m.orderNotes, { bold: true }));
    blocks.push(doc.text(d.notes, TALL));
  }
  blocks.push(doc.text(m.items(d.items.length), { align: 'end' }));
  blocks.push(doc.feed(4), doc.cut('partial'), doc.beep());
  return { blocks };
}
