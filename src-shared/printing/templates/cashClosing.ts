// Cash register audit closing resume: expected against counted per payment method, supplies and bleedings.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { CashClosingData } from './schemas.js';

const m = printingMessages.paper;

export function cashClosing(input: CashClosingData): ReceiptDocument {
  const d = CashClosingData.parse(input);
  const blocks: Block[] = [
    doc.text(d.businessName, { bold: true, align: 'center' }),
    doc.text(m.cashClosing, { bold: true, width: 2, align: 'center' }),
    doc.separator('='),
    doc.pair(m.terminal, d.terminal),
    doc.pair(m.operator, d.operator),
    doc.pair(m.openedAt, formatDateTime(d.openedAt, d.timeZone)),
    doc.pair(m.closedAt, formatDateTime(d.closedAt, d.timeZone)),
    doc.separator(),
    doc.pair(m.openingBalance, formatMoney(d.openingBalance)),
    doc.pair(m.supplies, formatMoney(d.supplies)),
    doc.pair(m.bleedings, formatMoney(-d.bleedings)),
    doc.separator(),
    doc.columns([{ text: m.method }, { text: m.expected, align: 'end', width: 12 }, { text: m.counted, align: 'end', width: 12 }], { bold: true }),
  ];
  let expected = 0;
  let counted = 0;
  for (const row of d.methods) {
    expected += row.expected;
    counted += row.counted;
    blocks.push(doc.columns([{ text: row.method }, { text: formatMoney(row.expected), align: 'end', width: 12 }, { text: formatMoney(row.counted), align: 'end', width: 12 }]));
    if (row.counted !== row.expected) blocks.push(doc.pair(`  ${m.difference}`, formatMoney(row.counted - row.expected), { font: 'B' }));
  }
  blocks.push(
    doc.separator(),
    doc.columns([{ text: m.totals }, { text: formatMoney(expected), align: 'end', width: 12 }, { text: formatMoney(counted), align: 'end', width: 12 }], { bold: true }),
    doc.pair(m.difference, formatMoney(counted - expected), { bold: true, height: 2 }),
    doc.separator(),
    doc.pair(m.sales, String(d.salesCount)),
    doc.pair(m.cancelled, String(d.cancelledCount)),
  );
  if (d.notes) blocks.push(doc.text(d.notes));
  blocks.push(doc.feed(3), doc.text('_'.repeat(30), { align: 'center' }), doc.text(`${m.signature}: ${d.operator}`, { align: 'center' }));
  blocks.push(doc.feed(4), doc.cut('full'));
  return { blocks };
}
