// The technician's test page: every style, accents, columns, a QR code and both barcodes.
import { doc, type ReceiptDocument } from '../document.js';
import { formatDateTime, formatMoney } from '../format.js';
import { printingMessages } from '../../i18n/printing.js';
import { TestPageData } from './schemas.js';

const m = printingMessages.paper;

export function testPage(input: TestPageData): ReceiptDocument {
  const d = TestPageData.parse(input);
  return {
    blocks: [
      doc.text(m.testPage, { bold: true, width: 2, height: 2, align: 'center' }),
      doc.text(d.printerName, { bold: true, align: 'center' }),
      doc.pair(m.testModel, d.model),
      doc.pair(m.testSize, d.size),
      doc.pair(m.at, formatDateTime(d.at, d.timeZone)),
      doc.separator('='),
      doc.text(m.testStyles, { bold: true }),
      doc.text(m.testNormal),
      doc.text(m.testBold, { bold: true }),
      doc.text(m.testUnderline, { underline: true }),
      doc.text(m.testDoubleWidth, { width: 2 }),
      doc.text(m.testDoubleHeight, { height: 2 }),
      doc.text(m.testBig, { width: 2, height: 2, bold: true }),
      doc.text(m.testFontB, { font: 'B' }),
      doc.text(m.testAlignCenter, { align: 'center' }),
      doc.text(m.testAlignEnd, { align: 'end' }),
      doc.runs([{ text: 'Normal, ' }, { text: 'negrito', bold: true }, { text: ' e ' }, { text: 'sublinhado', underline: true }, { text: ' na mesma linha.' }]),
      doc.separator(),
      doc.text(m.testAccents, { bold: true }),
      doc.text(m.testAccentLine),
      doc.text(m.testPangram),
      doc.separator(),
      doc.text(m.testColumns, { bold: true }),
      doc.columns([{ text: '2x', width: 4 }, { text: 'Pão de queijo com requeijão cremoso e orégano' }, { text: formatMoney(1234), align: 'end', width: 11 }]),
      doc.pair('Total', formatMoney(123456)),
      doc.separator(),
      doc.text(m.testQr, { bold: true }),
      doc.qr('https://www.nfce.fazenda.sp.gov.br/qrcode?p=35251112345678000199650010000001231000001234|2|1|1|ABCDEF', { align: 'center' }),
      doc.text(m.testBarcode, { bold: true }),
      doc.barcode('EAN13', '7891234567895', { align: 'center' }),
      doc.barcode('CODE128', 'PDV-12345', { align: 'center' }),
      doc.separator('='),
      doc.text(m.testEnd, { bold: true, align: 'center' }),
      doc.feed(4),
      doc.cut('partial'),
    ],
  };
}
