// The services' reports (002 §7 Services: "Reports: sold-values, closed-service, fee-values, occurrences"),
// POST /businesses/{businessId}/services/<name> on the report API: a binary answer, PDF or Excel, resumed or
// detailed (000 §3), filtered by the Service filters of 002 §3 (period, users, payment methods, origins, delivery
// men). Reads only: no transaction, no key. Totals by the shared rules (src-shared/domain via ledger.padsTotals).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { AUDIT_EVENT_LABELS, type AuditEventType } from '../../src-shared/api/enums.js';
import { serviceReportFilters, type ServiceReportFilters } from '../../src-shared/api/schemas/services.js';
import { serviceTotals, type Totals } from '../../src-shared/domain/orderPad.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import {
  auditEvents,
  businesses,
  creditCardBanners,
  entities,
  orderPads,
  paymentMethods,
  payments,
  serviceTables,
  services,
  tables,
  users,
} from '../db/schema.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import type { WriteDeps } from '../http/writes.js';
import { reportWords as w } from '../../src-shared/i18n/platform.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { padsTotals } from './ledger.js';
import { formatDateTime, sendReport, type ReportColumn, type ReportTable } from './reportFiles.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows read for one report at most: a month of a busy restaurant fits; beyond it, narrow the period. */
const MAX_ROWS = 20_000;

export interface ReportScope {
  db: Db;
  businessId: string;
  filters: ServiceReportFilters;
  start: string;
  end: string;
}

export type ReportBody = Omit<ReportTable, 'subtitle' | 'timeZone' | 'fileName'>;
type Body = ReportBody;

const col = (header: string, kind: ReportColumn['kind'], width: number): ReportColumn => ({ header, kind, width });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const SEVERITY_LABELS: Record<string, string> = { info: w.info, warning: w.warning, error: w.error };

/** Ids of order pads with an order carried by one of the delivery men (the deliveryMenIds filter). */
function padsOfDeliveryMen(businessId: string, deliveryMenIds: readonly string[]): SQL {
  return sql`(select o.order_pad_id from orders o where o.business_id = ${businessId} and o.deleted_at is null and o.delivery_man_id in (${sql.join(
    deliveryMenIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** Closed services of the period with their counted pads' totals, tables and waiter. */
async function closedServices(s: ReportScope) {
  const f = s.filters;
  const rows = await s.db
    .select({ service: services, waiter: entities.name })
    .from(services)
    .leftJoin(entities, and(eq(entities.id, services.waiterId), eq(entities.businessId, services.businessId)))
    .where(
      and(
        eq(services.businessId, s.businessId),
        eq(services.status, 'closed'),
        isNull(services.deletedAt),
        gte(services.closedAt, s.start),
        lte(services.closedAt, s.end),
        f.usersIds?.length ? inArray(services.userId, f.usersIds) : undefined,
        f.origins?.length ? inArray(services.originId, f.origins) : undefined,
        f.deliveryMenIds?.length
          ? sql`${services.id} in (select p.service_id from order_pads p where p.id in ${padsOfDeliveryMen(s.businessId, f.deliveryMenIds)})`
          : undefined,
      ),
    )
    .orderBy(asc(services.closedAt))
    .limit(MAX_ROWS);
  const ids = rows.map((r) => r.service.id);
  if (ids.length === 0) return [];
  const pads = await s.db
    .select()
    .from(orderPads)
    .where(and(eq(orderPads.businessId, s.businessId), inArray(orderPads.serviceId, ids), isNull(orderPads.deletedAt), ne(orderPads.status, 'canceled')));
  const sums = await padsTotals(s.db, s.businessId, pads);
  const tableRows = await s.db
    .select({ serviceId: serviceTables.serviceId, name: tables.name })
    .from(serviceTables)
    .innerJoin(tables, eq(tables.id, serviceTables.tableId))
    .where(and(eq(serviceTables.businessId, s.businessId), inArray(serviceTables.serviceId, ids), isNull(serviceTables.deletedAt)));
  return rows.map(({ service, waiter }) => {
    const padTotals: Totals[] = pads
      .filter((p) => p.serviceId === service.id)
      .flatMap((p) => sums.get(p.id) ?? []);
    const names = [...new Set(tableRows.filter((t) => t.serviceId === service.id).map((t) => t.name))];
    return { service, waiter, totals: serviceTotals(padTotals), label: names.join(', ') || service.description || w.balcony };
  });
}

async function closedServiceReport(s: ReportScope): Promise<Body> {
  const list = await closedServices(s);
  const totals = serviceTotals(list.map((l) => l.totals));
  if (s.filters.detail === 'resumed') {
    return {
      title: w.closedServicesTitle,
      columns: [col(w.services, 'count', 14), col(w.occupants, 'count', 10), col(w.consumption, 'money', 14), col(w.discounts, 'money', 14), col(w.serviceFee, 'money', 14), col(w.total, 'money', 14), col(w.paid, 'money', 14)],
      rows: [[list.length, sum(list.map((l) => l.service.occupants)), totals.subtotal, totals.discount, totals.serviceFee, totals.total, totals.paid]],
    };
  }
  return {
    title: w.closedServicesTitle,
    columns: [
      col(w.service, 'text', 22),
      col(w.openedAt, 'datetime', 16),
      col(w.closedAt, 'datetime', 16),
      col(w.occupants, 'count', 8),
      col(w.consumption, 'money', 13),
      col(w.discount, 'money', 12),
      col(w.serviceFee, 'money', 13),
      col(w.total, 'money', 13),
      col(w.paid, 'money', 13),
    ],
    rows: list.map((l) => [l.label, l.service.openedAt, l.service.closedAt, l.service.occupants, l.totals.subtotal, l.totals.discount, l.totals.serviceFee, l.totals.total, l.totals.paid]),
    totals: [w.total, null, null, sum(list.map((l) => l.service.occupants)), totals.subtotal, totals.discount, totals.serviceFee, totals.total, totals.paid],
  };
}

async function feeValuesReport(s: ReportScope): Promise<Body> {
  const list = await closedServices(s);
  const fee = (t: Totals) => t.serviceFee;
  const base = (t: Totals) => t.subtotal - t.discount;
  if (s.filters.detail === 'resumed') {
    const byWaiter = new Map<string, { services: number; base: number; fee: number }>();
    for (const l of list) {
      const key = l.waiter ?? w.noWaiter;
      const acc = byWaiter.get(key) ?? { services: 0, base: 0, fee: 0 };
      byWaiter.set(key, { services: acc.services + 1, base: acc.base + base(l.totals), fee: acc.fee + fee(l.totals) });
    }
    const rows = [...byWaiter].sort(([a], [b]) => a.localeCompare(b, 'pt-BR'));
    return {
      title: w.feeByWaiterTitle,
      columns: [col(w.waiter, 'text', 26), col(w.services, 'count', 12), col(w.consumptionAfterDiscount, 'money', 18), col(w.serviceFee, 'money', 16)],
      rows: rows.map(([name, v]) => [name, v.services, v.base, v.fee]),
      totals: [w.total, list.length, sum(list.map((l) => base(l.totals))), sum(list.map((l) => fee(l.totals)))],
    };
  }
  return {
    title: w.feeByServiceTitle,
    columns: [col(w.service, 'text', 22), col(w.waiter, 'text', 18), col(w.closedAt, 'datetime', 16), col(w.consumptionAfterDiscount, 'money', 16), col(w.serviceFee, 'money', 14)],
    rows: list.map((l) => [l.label, l.waiter ?? w.noWaiter, l.service.closedAt, base(l.totals), fee(l.totals)]),
    totals: [w.total, null, null, sum(list.map((l) => base(l.totals))), sum(list.map((l) => fee(l.totals)))],
  };
}

async function soldValuesReport(s: ReportScope): Promise<Body> {
  const f = s.filters;
  const rows = await s.db
    .select({ payment: payments, method: paymentMethods.name, brand: creditCardBanners.name, pad: orderPads.description })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(creditCardBanners, eq(creditCardBanners.id, payments.creditCardBannerId))
    .leftJoin(orderPads, eq(orderPads.id, payments.orderPadId))
    .where(
      and(
        eq(payments.businessId, s.businessId),
        isNull(payments.deletedAt),
        gte(payments.createdAt, s.start),
        lte(payments.createdAt, s.end),
        f.paymentMethodsIds?.length ? inArray(payments.paymentMethodId, f.paymentMethodsIds) : undefined,
        f.usersIds?.length ? inArray(payments.userId, f.usersIds) : undefined,
        f.origins?.length
          ? sql`${payments.orderPadId} in (select p.id from order_pads p join services sv on sv.id = p.service_id where sv.business_id = ${s.businessId} and sv.origin_id in (${sql.join(
              f.origins.map((id) => sql`${id}`),
              sql`, `,
            )}))`
          : undefined,
        f.deliveryMenIds?.length ? sql`${payments.orderPadId} in ${padsOfDeliveryMen(s.businessId, f.deliveryMenIds)}` : undefined,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(MAX_ROWS);
  const amount = sum(rows.map((r) => r.payment.amount));
  const change = sum(rows.map((r) => r.payment.change));
  if (f.detail === 'resumed') {
    const byMethod = new Map<string, { count: number; amount: number; change: number }>();
    for (const r of rows) {
      const acc = byMethod.get(r.method) ?? { count: 0, amount: 0, change: 0 };
      byMethod.set(r.method, { count: acc.count + 1, amount: acc.amount + r.payment.amount, change: acc.change + r.payment.change });
    }
    return {
      title: w.soldByMethodTitle,
      columns: [col(w.paymentMethod, 'text', 26), col(w.payments, 'count', 12), col(w.amount, 'money', 16), col(w.changeGiven, 'money', 14)],
      rows: [...byMethod].sort(([a], [b]) => a.localeCompare(b, 'pt-BR')).map(([name, v]) => [name, v.count, v.amount, v.change]),
      totals: [w.total, rows.length, amount, change],
    };
  }
  return {
    title: w.soldPaymentsTitle,
    columns: [col(w.dateTime, 'datetime', 16), col(w.orderPad, 'text', 18), col(w.paymentMethod, 'text', 20), col(w.brand, 'text', 14), col(w.amount, 'money', 13), col(w.tendered, 'money', 13), col(w.change, 'money', 11)],
    rows: rows.map((r) => [r.payment.createdAt, r.pad ?? '', r.method, r.brand ?? '', r.payment.amount, r.payment.tendered, r.payment.change]),
    totals: [w.total, null, null, null, amount, sum(rows.map((r) => r.payment.tendered)), change],
  };
}

async function occurrencesReport(s: ReportScope): Promise<Body> {
  const f = s.filters;
  const rows = await s.db
    .select({ event: auditEvents, user: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(
      and(
        eq(auditEvents.businessId, s.businessId),
        isNull(auditEvents.deletedAt),
        gte(auditEvents.createdAt, s.start),
        lte(auditEvents.createdAt, s.end),
        f.usersIds?.length ? inArray(auditEvents.userId, f.usersIds) : undefined,
      ),
    )
    .orderBy(asc(auditEvents.createdAt))
    .limit(MAX_ROWS);
  const label = (type: string) => AUDIT_EVENT_LABELS[type as AuditEventType] ?? type;
  const severity = (value: string) => SEVERITY_LABELS[value] ?? value;
  if (f.detail === 'resumed') {
    const byType = new Map<string, { severity: string; count: number }>();
    for (const r of rows) byType.set(r.event.type, { severity: r.event.severity, count: (byType.get(r.event.type)?.count ?? 0) + 1 });
    return {
      title: w.occurrencesTitle,
      columns: [col(w.occurrence, 'text', 30), col(w.severity, 'text', 14), col(w.quantity, 'count', 12)],
      rows: [...byType].sort(([a], [b]) => label(a).localeCompare(label(b), 'pt-BR')).map(([type, v]) => [label(type), severity(v.severity), v.count]),
      totals: [w.total, null, rows.length],
    };
  }
  return {
    title: w.occurrencesTitle,
    columns: [col(w.dateTime, 'datetime', 16), col(w.occurrence, 'text', 26), col(w.severity, 'text', 12), col(w.user, 'text', 20), col(w.reason, 'text', 26)],
    rows: rows.map((r) => {
      const reason = (r.event.data as { reason?: unknown }).reason;
      return [r.event.createdAt, label(r.event.type), severity(r.event.severity), r.user ?? '', typeof reason === 'string' ? reason : ''];
    }),
    totals: [w.total, w.occurrenceCount(rows.length), null, null, null],
  };
}

const REPORTS = {
  'sold-values': { build: soldValuesReport, file: 'valores-vendidos' },
  'closed-service': { build: closedServiceReport, file: 'atendimentos-encerrados' },
  'fee-values': { build: feeValuesReport, file: 'taxa-de-servico' },
  occurrences: { build: occurrencesReport, file: 'ocorrencias' },
} as const;

export function registerReports(app: FastifyInstance, deps: WriteDeps): void {
  registerPeriodReports(app, deps, 'services', REPORTS);
}

/** A period report's route: POST /businesses/{businessId}/<prefix>/<name>, the Service filters, PDF or Excel. */
export function registerPeriodReports(
  app: FastifyInstance,
  deps: WriteDeps,
  prefix: string,
  reports: Record<string, { build: (s: ReportScope) => Promise<ReportBody>; file: string }>,
): void {
  for (const [name, report] of Object.entries(reports)) {
    app.post(`/businesses/:businessId/${prefix}/${name}`, async (req: FastifyRequest, reply: FastifyReply) => {
      const { businessId } = req.params as { businessId: string };
      // The tenant guard first: another business's token learns nothing, not even a 400.
      const user = await deps.guard.user(req);
      await deps.guard.business(user, businessId, requestContext(req), 'read');
      const filters = parse(serviceReportFilters, req.body);
      const business = found((await deps.db.select().from(businesses).where(eq(businesses.id, businessId)))[0], serverMessages.notFound.business);
      const now = Date.now();
      const start = filters.dateFilters ? new Date(filters.dateFilters.start).toISOString() : new Date(now - DAY_MS).toISOString();
      const end = filters.dateFilters ? new Date(filters.dateFilters.end).toISOString() : new Date(now).toISOString();
      const body = await report.build({ db: deps.db, businessId, filters, start, end });
      const tz = business.timeZone;
      const table: ReportTable = {
        ...body,
        timeZone: tz,
        subtitle: [
          business.tradeName ?? business.name,
          w.period(formatDateTime(start, tz), formatDateTime(end, tz), !filters.dateFilters),
          w.generated(filters.detail === 'resumed' ? w.resumed : w.detailed, formatDateTime(new Date(now).toISOString(), tz), user.name),
        ],
        fileName: `${report.file}-${start.slice(0, 10)}`,
      };
      return sendReport(reply, table, filters.format);
    });
  }
}
