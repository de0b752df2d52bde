// A report as a table (title, period, columns, rows, totals) written as the file a manager opens: PDF (jsPDF:
// standard fonts inside the library, so the bundled server needs no font files) or Excel (write-excel-file).
// Money is centavos in the table: R$ text in the PDF, reais numbers in Excel.
import type { FastifyReply } from 'fastify';
import { jsPDF } from 'jspdf';
import writeXlsxFile from 'write-excel-file/node';
import type { Row as XlsxRow } from 'write-excel-file/node';
import { formatBRL } from '../../src-shared/domain/money.js';
import { reportWords } from '../../src-shared/i18n/platform.js';
import { isoTimestamp } from '../http/serialize.js';

/** quantity: thousandths of a unit (1500 = 1,500); percent: basis points (6150 = 61,50 %) */
export type CellKind = 'text' | 'money' | 'count' | 'datetime' | 'quantity' | 'percent';
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** relative width (PDF) and characters (Excel) */
  width: number;
}

export interface ReportTable {
  title: string;
  /** lines under the title: business, period, filters */
  subtitle: string[];
  columns: ReportColumn[];
  rows: Cell[][];
  totals?: Cell[];
  /** the business's time zone: how date-times are shown */
  timeZone: string;
  /** file name without extension */
  fileName: string;
  /** what the PDF says when there are no rows (the services' reports: nothing in the period) */
  empty?: string;
}

const decimals = (value: number, digits: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatDateTime(value: string, timeZone: string): string {
  const time = Date.parse(isoTimestamp(value));
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(time));
}

function cellText(value: Cell, kind: CellKind, timeZone: string): string {
  if (value === null || value === '') return '';
  if (kind === 'money' && typeof value === 'number') return formatBRL(value);
  if (kind === 'datetime' && typeof value === 'string') return formatDateTime(value, timeZone);
  if (kind === 'quantity' && typeof value === 'number') return decimals(value / 1000, 3);
  if (kind === 'percent' && typeof value === 'number') return `${decimals(value / 100, 2)} %`;
  return String(value);
}

export async function renderPdf(report: ReportTable): Promise<Buffer> {
  const landscape = report.columns.length > 6;
  const doc = new jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: report.title });
  const margin = 36;
  const pageWidth = doc.internal.pageSize.getWidth();
  const bottom = doc.internal.pageSize.getHeight() - margin;
  const usable = pageWidth - 2 * margin;
  const total = report.columns.reduce((a, c) => a + c.width, 0);
  const widths = report.columns.map((c) => (c.width / total) * usable);
  const rowHeight = 16;

  let y = margin + 12;
  doc.setFont('helvetica', 'bold').setFontSize(14).text(report.title, margin, y);
  doc.setFont('helvetica', 'normal').setFontSize(9);
  for (const line of report.subtitle) {
    y += 12;
    doc.text(line, margin, y);
  }
  y += 10;

  /** Cut to the column's width: a long table name never runs into the next column. */
  const fit = (text: string, width: number) => {
    if (doc.getTextWidth(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && doc.getTextWidth(`${cut}...`) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
  };
  /** `raw` rows (the header, the totals) are written as given. */
  const drawRow = (cells: Cell[], bold: boolean, raw = false) => {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = margin;
    }
    doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(8.5);
    let x = margin;
    report.columns.forEach((col, i) => {
      const w = widths[i] ?? 0;
      const text = fit(raw ? String(cells[i] ?? '') : cellText(cells[i] ?? null, col.kind, report.timeZone), w - 4);
      const right = col.kind !== 'text' && col.kind !== 'datetime';
      doc.text(text, right ? x + w - 2 : x + 2, y + 11, right ? { align: 'right' } : {});
      x += w;
    });
    y += rowHeight;
    doc.setDrawColor(153).setLineWidth(0.3).line(margin, y, margin + usable, y);
  };

  drawRow(report.columns.map((c) => c.header), true, true);
  if (report.rows.length === 0) {
    doc.setFont('helvetica', 'normal').setFontSize(9).text(report.empty ?? reportWords.noRecords, margin, y + 14);
  }
  for (const row of report.rows) drawRow(row, false);
  if (report.totals) drawRow(report.totals.map((v, i) => (report.columns[i]?.kind === 'money' && typeof v === 'number' ? formatBRL(v) : v)), true, true);
  return Buffer.from(doc.output('arraybuffer'));
}

export async function renderExcel(report: ReportTable): Promise<Buffer> {
  const head = (value: string): XlsxRow => [{ value, fontWeight: 'bold' }];
  const cell = (value: Cell, kind: CellKind, bold = false) => {
    if (value === null || value === '') return null;
    const weight = bold ? { fontWeight: 'bold' as const } : {};
    if (kind === 'money' && typeof value === 'number') return { value: value / 100, type: Number, format: '"R$" #,##0.00', ...weight };
    if (kind === 'count' && typeof value === 'number') return { value, type: Number, ...weight };
    if (kind === 'quantity' && typeof value === 'number') return { value: value / 1000, type: Number, format: '0.000', ...weight };
    if (kind === 'percent' && typeof value === 'number') return { value: value / 10_000, type: Number, format: '0.00%', ...weight };
    if (kind === 'datetime' && typeof value === 'string') return { value: formatDateTime(value, report.timeZone), type: String, ...weight };
    return { value: String(value), type: String, ...weight };
  };
  const data: XlsxRow[] = [
    head(report.title),
    ...report.subtitle.map((line): XlsxRow => [{ value: line, type: String }]),
    [],
    report.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    ...report.rows.map((row): XlsxRow => report.columns.map((c, i) => cell(row[i] ?? null, c.kind))),
  ];
  if (report.totals) data.push(report.columns.map((c, i) => cell(report.totals?.[i] ?? null, c.kind, true)));
  return writeXlsxFile(data, { columns: report.columns.map((c) => ({ width: c.width })), sheet: reportWords.sheet }).toBuffer();
}

/** Answers the report as the file asked for, under its name (the screen saves it as the server names it). */
export async function sendReport(reply: FastifyReply, table: ReportTable, format: 'pdf' | 'excel'): Promise<FastifyReply> {
  const excel = format === 'excel';
  const file = excel ? await renderExcel(table) : await renderPdf(table);
  return reply
    .header('content-type', excel ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${table.fileName}.${excel ? 'xlsx' : 'pdf'}"`)
    .send(file);
}
