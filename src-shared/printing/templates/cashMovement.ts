// Supply (suprimento) and bleeding (sangria) voucher, with a signature line; it opens the drawer.
import { doc, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { CashMovementData } from './schemas.js';

const m = printingMessages.paper;

export function cashMovement(input: CashMovementData): ReceiptDocument {
  const d = CashMovementData.parse(input);
  return {
    blocks: [
      doc.drawer(2),
      doc.text(d.businessName, { bold: true, align: 'center' }),
      doc.text(d.kind === 'supply' ? m.supply : m.bleeding, { bold: true, width: 2, align: 'center' }),
      doc.separator('='),
      doc.pair(m.terminal, d.terminal),
      doc.pair(m.operator, d.operator),
      doc.pair(m.at, formatDateTime(d.at, d.timeZone)),
      ...(d.reason ? [doc.text(`${m.reason}: ${d.reason}`)] : []),
      doc.separator(),
      doc.pair(m.amount, formatMoney(d.amount), { bold: true, width: 2, height: 2 }),
      doc.feed(3),
      doc.text('_'.repeat(30), { align: 'center' }),
      doc.text(`${m.signature}: ${d.operator}`, { align: 'center' }),
      doc.feed(4),
      doc.cut('partial'),
    ],
  };
}
