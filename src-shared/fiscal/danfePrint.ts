// DANFE NFC-e data → printer commands, for the encoders of src-shared/printing. The QR code goes as the printer's
// own QR command (ECC level M, as the manual asks), never as a raster image.
// Interim layout: src-shared/printing is getting a document model and a DANFE template; this moves there when it
// lands, keeping danfeData() as the input.
import type { Command } from '../printing/commands.js';
import type { DanfeData } from './danfe.js';

function wrap(text: string, columns: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (word.length > columns) {
      if (line) out.push(line);
      for (let i = 0; i < word.length; i += columns) out.push(word.slice(i, i + columns));
      line = '';
      continue;
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= columns) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

function leftRight(left: string, right: string, columns: number): string {
  const space = columns - left.length - right.length;
  return space >= 1 ? left + ' '.repeat(space) + right : `${left.slice(0, Math.max(0, columns - right.length - 1))} ${right}`;
}

export function danfeCommands(d: DanfeData, columns: number): Command[] {
  const c: Command[] = [{ op: 'init' }, { op: 'codePage', page: 'cp850' }];
  const line = (text: string) => c.push({ op: 'text', text }, { op: 'newline' });
  const lines = (text: string) => wrap(text, columns).forEach(line);
  const rule = () => line('-'.repeat(columns));
  const highlighted = (pair: [string, string]) => {
    c.push({ op: 'align', align: 'center' }, { op: 'bold', on: true });
    line(pair[0]);
    line(pair[1]);
    c.push({ op: 'bold', on: false });
  };

  c.push({ op: 'align', align: 'center' }, { op: 'bold', on: true });
  lines(d.header.tradeName ?? d.header.legalName);
  c.push({ op: 'bold', on: false });
  if (d.header.tradeName) lines(d.header.legalName);
  lines(`${d.header.cnpj} ${d.header.ie}`);
  lines(d.header.address);
  if (d.contingency) highlighted(d.contingency);
  rule();
  lines(d.title);
  rule();
  c.push({ op: 'align', align: 'start' });
  line(leftRight('CÓDIGO DESCRIÇÃO', 'QTD UN VL.UNIT VL.TOTAL', columns));
  for (const it of d.items) {
    lines(`${it.code} ${it.description}`);
    line(leftRight('', `${it.quantity} ${it.unit} x ${it.unitPrice} = ${it.total}`, columns));
  }
  rule();
  line(leftRight('QTD. TOTAL DE ITENS', d.totals.itemsCount, columns));
  line(leftRight('Valor total R$', d.totals.products, columns));
  if (d.totals.discount) line(leftRight('Descontos R$', d.totals.discount, columns));
  if (d.totals.otherCharges) line(leftRight('Acréscimos R$', d.totals.otherCharges, columns));
  c.push({ op: 'bold', on: true });
  line(leftRight('VALOR A PAGAR R$', d.totals.toPay, columns));
  c.push({ op: 'bold', on: false });
  line(leftRight('FORMA DE PAGAMENTO', 'VALOR PAGO R$', columns));
  for (const p of d.payments) line(leftRight(p.label, p.amount, columns));
  if (d.change) line(leftRight('Troco R$', d.change, columns));
  rule();
  c.push({ op: 'align', align: 'center' });
  if (d.homologation) lines(d.homologation);
  lines('Consulte pela Chave de Acesso em');
  lines(d.consultUrl);
  lines(d.accessKey);
  rule();
  lines(d.consumer);
  rule();
  c.push({ op: 'bold', on: true });
  lines(d.identification);
  c.push({ op: 'bold', on: false });
  if (d.copyLabel) lines(d.copyLabel);
  if (d.protocol) lines(d.protocol);
  if (d.contingency) highlighted(d.contingency);
  c.push({ op: 'qr', data: d.qrCode, moduleSize: 4, ecc: 'M' }, { op: 'newline' });
  if (d.approxTaxes) lines(`Tributos Totais Incidentes (Lei Federal 12.741/2012) R$ ${d.approxTaxes}`);
  if (d.additionalInfo) lines(d.additionalInfo);
  c.push({ op: 'feed', lines: 3 }, { op: 'cut', mode: 'partial' });
  return c;
}
