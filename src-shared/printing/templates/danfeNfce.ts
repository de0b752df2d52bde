// DANFE NFC-e layout (Manual de Padrões Técnicos do DANFE NFC-e e QR Code v6.0): issuer, items, totals, payments,
// consultation URL and access key, consumer, number/series/date with the copy's label, protocol or the contingency
// notice, QR code (the printer's own QR command, error correction M), additional information.
// In contingency the two highlighted lines "EMITIDA EM CONTINGÊNCIA / Pendente de autorização" go right below the
// header and again right below the identification (nfce-contingency.md §2.3).
// The NFC-e module builds the data (access key, QR payload); this only lays it out.
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatMoney, groupDigits } from '../format.js';
import { fiscalMessages } from '../../i18n/fiscal.js';
import { printingMessages } from '../../i18n/printing.js';
import { DanfeNfceData } from './schemas.js';

const m = printingMessages.paper;
const plain = (cents: number): string => formatMoney(cents).replace('R$ ', '');

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "21/11/2025 19:42:05" in the business's time zone (the DANFE prints dhEmi as local time). */
function localDateTime(iso: string, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(iso)).replace(',', '');
}

export function danfeNfce(input: DanfeNfceData): ReceiptDocument {
  const d = DanfeNfceData.parse(input);
  const contingencyLines = (): Block[] => [
    doc.text(m.danfeContingency, { bold: true, align: 'center' }),
    doc.text(m.danfeContingencyPending, { bold: true, align: 'center' }),
  ];
  const blocks: Block[] = [doc.text(d.issuer.tradeName ?? d.issuer.name, { bold: true, align: 'center' })];
  if (d.issuer.tradeName) blocks.push(doc.text(d.issuer.name, { align: 'center', font: 'B' }));
  blocks.push(
    doc.text(`CNPJ: ${d.issuer.cnpj}${d.issuer.ie ? ` IE: ${d.issuer.ie}` : ''}`, { align: 'center', font: 'B' }),
    doc.text(d.issuer.address, { align: 'center', font: 'B' }),
  );
  if (d.contingency) blocks.push(...contingencyLines());
  blocks.push(doc.separator(), doc.text(m.danfeTitle, { align: 'center', bold: true, font: 'B' }));
  if (d.environment === 'homologation') blocks.push(doc.text(m.danfeHomologation, { bold: true, align: 'center' }));
  blocks.push(doc.separator(), doc.text(m.danfeItemHeader, { font: 'B', bold: true }));
  for (const [i, item] of d.items.entries()) {
    blocks.push(doc.text(`${String(i + 1).padStart(3, '0')} ${item.code} ${item.description}`, { font: 'B' }));
    const qty = item.quantityText ?? String(item.quantity).replace('.', ',');
    blocks.push(doc.columns([{ text: `${qty} ${item.unit} x ${plain(item.unitPrice)}`, align: 'end' }, { text: plain(item.total), align: 'end', width: 12 }], { font: 'B' }));
  }
  blocks.push(doc.separator(), doc.pair(m.danfeItemsCount, String(d.items.length)), doc.pair(m.danfeTotal, plain(d.totals.items)));
  if (d.totals.discount) blocks.push(doc.pair(m.danfeDiscount, plain(d.totals.discount)));
  if (d.totals.surcharge) blocks.push(doc.pair(m.danfeSurcharge, plain(d.totals.surcharge)));
  blocks.push(doc.pair(m.danfePayable, plain(d.totals.total), { bold: true }));
  blocks.push(doc.pair(m.danfePaymentHeader, m.danfePaidHeader, { font: 'B', bold: true }));
  for (const p of d.payments) blocks.push(doc.pair(p.method, plain(p.amount)));
  if (d.change) blocks.push(doc.pair(m.danfeChange, plain(d.change)));
  if (d.approximateTaxes !== undefined) blocks.push(doc.text(m.danfeTaxes(formatMoney(d.approximateTaxes)), { font: 'B' }));
  blocks.push(
    doc.separator(),
    doc.text(m.danfeConsult, { align: 'center', bold: true, font: 'B' }),
    doc.text(d.consultUrl, { align: 'center', font: 'B' }),
    doc.text(groupDigits(d.accessKey), { align: 'center', font: 'B' }),
    doc.separator(),
  );
  if (d.consumer) {
    const kind = d.consumer.documentType ? `${d.consumer.documentType}: ` : '';
    blocks.push(doc.text(`${m.danfeConsumer} ${kind}${d.consumer.document}${d.consumer.name ? ` - ${d.consumer.name}` : ''}`, { align: 'center', font: 'B' }));
    if (d.consumer.address) blocks.push(doc.text(fiscalMessages.danfe.deliveryAddress(d.consumer.address), { align: 'center', font: 'B' }));
  } else blocks.push(doc.text(m.danfeNoConsumer, { align: 'center', font: 'B' }));
  blocks.push(doc.text(m.danfeNumber(d.number, d.series, localDateTime(d.issuedAt, d.timeZone)), { align: 'center', bold: true, font: 'B' }));
  // The copy kept in the shop is told apart next to the emission date (segunda via, §2.3).
  if (d.copy) blocks.push(doc.text(d.copy === 'consumer' ? fiscalMessages.danfe.consumerCopy : fiscalMessages.danfe.establishmentCopy, { align: 'center', bold: true, font: 'B' }));
  if (d.protocol) blocks.push(doc.text(m.danfeProtocol(d.protocol.number, localDateTime(d.protocol.at, d.timeZone)), { align: 'center', font: 'B' }));
  if (d.contingency) blocks.push(...contingencyLines());
  blocks.push(doc.qr(d.qrPayload, { moduleSize: 4, ecc: 'M', align: 'center' }));
  if (d.environment === 'homologation') blocks.push(doc.text(m.danfeHomologation, { bold: true, align: 'center' }));
  if (d.additionalInfo) blocks.push(doc.text(d.additionalInfo, { align: 'center', font: 'B' }));
  blocks.push(doc.feed(4), doc.cut('full'));
  return { blocks };
}
