// The financial area's files (001 §7.7 "Reports"): the entries of a period as PDF or Excel (entries-report, through
// sendReport like the other reports) and as CSV (entries-csv), the cash flow's CSV and the DRE's CSV. They only read:
// who keeps the finances and the accountant may ask for them (graphql/financial.ts allowFinancial says who).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { FINANCIAL_ENTRY_KIND_LABELS, FINANCIAL_ENTRY_STATUS_LABELS } from '../../src-shared/api/enums.js';
import { financialEntriesReport, financialEntryFilters, financialPeriod, type FinancialEntryView } from '../../src-shared/api/schemas/financial.js';
import { brlDigits } from '../../src-shared/domain/money.js';
import { financialMessages as fm } from '../../src-shared/i18n/financial.js';
import { menuReportWords as words } from '../../src-shared/i18n/menuReports.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext } from '../auth/guard.js';
import { allows } from '../auth/permissions.js';
import { businesses } from '../db/schema.js';
import { forbidden, found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import type { WriteDeps } from '../http/writes.js';
import { entriesOf, totalsOf } from '../graphql/financial.js';
import { cashFlowOf, dreAnalysisOf } from '../graphql/financialStatements.js';
import { businessToday } from './financial.js';
import { formatDateTime, sendReport } from './reportFiles.js';

const r = fm.report;
/** 2031-05-09 → 09/05/2031 */
const brDate = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '');
const signed = (x: FinancialEntryView) => (x.kind === 'income' ? x.amount : -x.amount);

/** A CSV a spreadsheet in Portuguese opens as it is: `;` between fields, a BOM for the accents, money as 1.234,56. */
function sendCsv(reply: FastifyReply, name: string, rows: (string | number | null)[][]): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(`\uFEFF${stringify(rows, { delimiter: ';' })}`);
}

export function registerFinancialReports(app: FastifyInstance, deps: WriteDeps): void {
  /** The person, the business and today there, once the tenant and the role are checked. */
  const reader = async (req: FastifyRequest) => {
    const { businessId } = req.params as { businessId: string };
    const user = await deps.guard.user(req);
    const roles = await deps.guard.business(user, businessId, requestContext(req), 'read');
    if (!allows(roles, 'finance') && !roles.includes('business_accountant')) throw forbidden(fm.forbiddenRead);
    const business = found((await deps.db.select().from(businesses).where(eq(businesses.id, businessId)))[0], serverMessages.notFound.business);
    return { user, business, today: await businessToday(deps.db, businessId) };
  };
  const url = (path: string) => `/businesses/:businessId/${path}`;

  app.post(url('financial/entry/entries-report'), async (req, reply) => {
    const { user, business, today } = await reader(req);
    const body = parse(financialEntriesReport, req.body ?? {});
    const entries = await entriesOf(deps.db, business.id, body, today);
    const now = new Date().toISOString();
    return sendReport(
      reply,
      {
        title: r.entriesTitle,
        subtitle: [business.tradeName ?? business.name, r.period(brDate(body.start), brDate(body.end)), words.generated(formatDateTime(now, business.timeZone), user.name)],
        columns: [
          { header: r.due, kind: 'text', width: 10 },
          { header: r.description, kind: 'text', width: 26 },
          { header: r.category, kind: 'text', width: 14 },
          { header: r.account, kind: 'text', width: 14 },
          { header: r.kind, kind: 'text', width: 9 },
          { header: r.status, kind: 'text', width: 9 },
          { header: r.amount, kind: 'money', width: 12 },
          { header: r.paidDate, kind: 'text', width: 10 },
        ],
        rows: entries.map((x) => [brDate(x.dueDate), x.description, x.categoryName ?? '', x.accountName ?? '', FINANCIAL_ENTRY_KIND_LABELS[x.kind], FINANCIAL_ENTRY_STATUS_LABELS[x.status], signed(x), brDate(x.paidDate)]),
        totals: [r.total, null, null, null, null, null, totalsOf(entries).balance, null],
        empty: r.empty,
        timeZone: business.timeZone,
        fileName: `${r.entriesFile}-${body.start}-${body.end}`,
      },
      body.format,
    );
  });

  app.post(url('financial/entry/entries-csv'), async (req, reply) => {
    const { business, today } = await reader(req);
    const body = parse(financialEntryFilters, req.body ?? {});
    const entries = await entriesOf(deps.db, business.id, body, today);
    return sendCsv(reply, `${r.entriesFile}-${body.start}-${body.end}`, [
      [r.due, r.description, r.category, r.account, r.kind, r.status, r.amount, r.paidDate],
      ...entries.map((x) => [brDate(x.dueDate), x.description, x.categoryName ?? '', x.accountName ?? '', FINANCIAL_ENTRY_KIND_LABELS[x.kind], FINANCIAL_ENTRY_STATUS_LABELS[x.status], brlDigits(signed(x)), brDate(x.paidDate)]),
    ]);
  });

  app.post(url('financial/entry/cash-flow-csv'), async (req, reply) => {
    const { business } = await reader(req);
    const p = parse(financialPeriod, req.body ?? {});
    const flow = await cashFlowOf(deps.db, business.id, p);
    return sendCsv(reply, `${r.cashFlowFile}-${p.start}-${p.end}`, [
      [r.date, r.income, r.expense, r.pendingIncome, r.pendingExpense, r.net, r.balance],
      [r.opening, '', '', '', '', '', brlDigits(flow.opening)],
      ...flow.days.map((d) => [brDate(d.date), brlDigits(d.income), brlDigits(d.expense), brlDigits(d.pendingIncome), brlDigits(d.pendingExpense), brlDigits(d.net), brlDigits(d.balance)]),
    ]);
  });

  app.post(url('financial/dre/dre-analysis-csv'), async (req, reply) => {
    const { business } = await reader(req);
    const p = parse(financialPeriod, req.body ?? {});
    const dre = await dreAnalysisOf(deps.db, business.id, p);
    return sendCsv(reply, `${r.dreFile}-${p.start}-${p.end}`, [
      [r.line, r.value, r.share],
      ...dre.lines.map((l) => [l.label, brlDigits(l.value), l.share === null ? '' : `${brlDigits(l.share)} %`]),
    ]);
  });
}
