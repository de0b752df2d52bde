// Reads that decisions share: an order pad's totals, a table's occupant, the open cash register audit.
import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { padTotals as padTotalsRule, type PadTerms, type Totals } from '../../src-shared/domain/orderPad.js';
import { paymentExtraKeys, paymentExtras, type ExtraTotal } from '../../src-shared/domain/paymentExtras.js';
import { cashRegisterAudits, orderPads, payments, serviceTables, services, tables } from '../db/schema.js';
import { PLANNED_FOR_ITS_VALUES } from '../db/batch.js';
import { preparedOn } from '../db/prepared.js';
import { checkPadTotal } from '../http/bounds.js';
import type { Executor } from '../db/tx.js';

export type OrderPadRow = typeof orderPads.$inferSelect;

export async function padTotals(db: Executor, pad: OrderPadRow): Promise<Totals> {
  return (await padState(db, pad)).totals;
}

/**
 * A comanda's sums, as select fields: live lines of live orders, their delivery fees, live payments and their
 * extras (one field each, named as in the totals). Lines are filtered by business too, so the (business_id,
 * order_id) index serves the join instead of a scan of every line. Planned for the comanda at hand each time (db/batch.ts). The one SQL form of the pad's sums:
 * a payment, a read and a report all take it from here.
 */
function sums(businessId: SQL | Placeholder | string, padId: SQL | Placeholder) {
  return {
    items: sql<number>`${sql.raw(PLANNED_FOR_ITS_VALUES)} (select coalesce(sum(op.total_price), 0)::bigint from order_products op join orders o on o.id = op.order_id
      where o.business_id = ${businessId} and o.order_pad_id = ${padId} and o.status <> 'canceled'
        and o.deleted_at is null and op.business_id = ${businessId} and op.deleted_at is null)`,
    fees: sql<number>`(select coalesce(sum(o.delivery_fee), 0)::bigint from orders o
      where o.business_id = ${businessId} and o.order_pad_id = ${padId} and o.status <> 'canceled' and o.deleted_at is null)`,
    paid: paymentSum('amount', businessId, padId),
    ...(Object.fromEntries(paymentExtraKeys.map((k) => [paymentExtras[k].total, paymentSum(k, businessId, padId)])) as Record<ExtraTotal, SQL<number>>),
  };
}

/** The sum of one money column over a comanda's live payments. */
function paymentSum(column: 'amount' | keyof typeof paymentExtras, businessId: SQL | Placeholder | string, padId: SQL | Placeholder) {
  return sql<number>`(select coalesce(sum(p.${sql.identifier(payments[column].name)}), 0)::bigint from payments p
      where p.business_id = ${businessId} and p.order_pad_id = ${padId} and p.deleted_at is null)`;
}

type SumsRow = { items: unknown; fees: unknown; paid: unknown } & Partial<Record<ExtraTotal, unknown>>;

/** The business's open cash register audits, as a select field (a payment attaches to the only one open). */
function openAudits(businessId: SQL | Placeholder) {
  return sql<string[] | string>`array(select a.id::text from cash_register_audits a
      where a.business_id = ${businessId} and a.status = 'open' and a.deleted_at is null limit 2)`;
}

/** The totals of many comandas of one business in one query (a report's rows), by the same sums and rule. */
export async function padsTotals(db: Executor, businessId: string, pads: readonly OrderPadRow[]): Promise<Map<string, Totals>> {
  const totals = new Map<string, Totals>();
  if (pads.length === 0) return totals;
  const rows = await db
    // qualified by hand: drizzle writes a one-table select's columns bare, and a bare id in the sums' subqueries
    // would be their own table's id
    .select({ pad: orderPads.id, ...sums(businessId, sql.raw('order_pads.id')) })
    .from(orderPads)
    .where(and(eq(orderPads.businessId, businessId), inArray(orderPads.id, pads.map((p) => p.id))));
  const byId = new Map(rows.map((r) => [r.pad, r]));
  for (const pad of pads) {
    const r = byId.get(pad.id);
    totals.set(pad.id, totalsOf(pad, r ?? { items: 0, fees: 0, paid: 0 }));
  }
  return totals;
}

/** A comanda's totals and the sole open cash register audit, in one round trip. */
export async function padState(db: Executor, pad: OrderPadRow): Promise<{ totals: Totals; soleOpenAudit: string | null }> {
  const query = preparedOn(db, 'ledger:pad-state', () =>
    db
      .select({ ...sums(sql.placeholder('businessId'), sql.placeholder('padId')), audits: openAudits(sql.placeholder('businessId')) })
      .from(orderPads)
      .where(and(eq(orderPads.businessId, sql.placeholder('businessId')), eq(orderPads.id, sql.placeholder('padId')))),
  );
  const row = (await query.execute({ businessId: pad.businessId, padId: pad.id }))[0] ?? { items: 0, fees: 0, paid: 0, audits: [] };
  const audits = auditIds(row.audits);
  return {
    totals: totalsOf(pad, row),
    soleOpenAudit: audits.length === 1 ? (audits[0] ?? null) : null,
  };
}

/**
 * An order pad with its totals and the sole open cash register audit, in one round trip (a payment's only read
 * under the business row lock). Undefined when the pad does not exist (or is deleted).
 */
export async function padWithState(
  db: Executor,
  businessId: string,
  padId: string,
): Promise<{ pad: OrderPadRow; totals: Totals; soleOpenAudit: string | null } | undefined> {
  const b = sql.placeholder('businessId');
  const pad = sql.placeholder('padId');
  const query = preparedOn(db, 'ledger:pad-with-state', () =>
    db
      .select({ pad: orderPads, ...sums(b, pad), audits: openAudits(b) })
      .from(orderPads)
      .where(and(eq(orderPads.businessId, b), eq(orderPads.id, pad), isNull(orderPads.deletedAt))),
  );
  const rows = await query.execute({ businessId, padId });
  const row = rows[0];
  if (!row) return undefined;
  const audits = auditIds(row.audits);
  return {
    pad: row.pad,
    totals: totalsOf(row.pad, row),
    soleOpenAudit: audits.length === 1 ? (audits[0] ?? null) : null,
  };
}

/**
 * Refuses (400) the write that took a comanda's items and fees past MAX_PAD_TOTAL: called after the write, in its
 * transaction, so every way a comanda grows (new order, new line, quantity, transfer, delivery fee) is counted.
 */
export async function checkPadBound(db: Executor, businessId: string, padId: string | null | undefined): Promise<void> {
  if (!padId) return;
  const state = await padWithState(db, businessId, padId);
  if (state) checkPadTotal(state.totals.subtotal + state.totals.extras);
}

/** A text[] as either driver answers it (an array, or PostgreSQL's literal `{a,b}`). */
function auditIds(value: string[] | string): string[] {
  return Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',').filter(Boolean);
}

/** Totals from the sums, by the pad's one totals rule (also used to show the effect of a payment without re-reading). */
export function totalsOf(pad: OrderPadRow, sums: SumsRow): Totals {
  const one = (v: unknown) => [Number(v ?? 0)];
  const extras = Object.fromEntries(paymentExtraKeys.map((k) => [paymentExtras[k].total, one(sums[paymentExtras[k].total])])) as Record<ExtraTotal, number[]>;
  return padTotalsRule(pad as PadTerms, { items: one(sums.items), deliveryFees: one(sums.fees), payments: one(sums.paid), ...extras });
}

/** The open service holding each of these tables (tableId → serviceId). */
export async function occupants(db: Executor, businessId: string, tableIds: readonly string[]): Promise<Map<string, string>> {
  if (tableIds.length === 0) return new Map();
  const rows = await db
    .select({ tableId: serviceTables.tableId, serviceId: serviceTables.serviceId })
    .from(serviceTables)
    .innerJoin(services, eq(services.id, serviceTables.serviceId))
    .where(
      and(
        eq(serviceTables.businessId, businessId),
        inArray(serviceTables.tableId, [...tableIds]),
        isNull(serviceTables.releasedAt),
        isNull(serviceTables.deletedAt),
        eq(services.status, 'open'),
        isNull(services.deletedAt),
      ),
    );
  return new Map(rows.map((r) => [r.tableId, r.serviceId]));
}

export async function liveTables(db: Executor, businessId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.businessId, businessId), inArray(tables.id, [...ids]), isNull(tables.deletedAt)));
}

/** The business's open cash register audit when there is exactly one (payments attach to it). */
export async function soleOpenAudit(db: Executor, businessId: string): Promise<string | null> {
  const rows = await db
    .select({ id: cashRegisterAudits.id })
    .from(cashRegisterAudits)
    .where(and(eq(cashRegisterAudits.businessId, businessId), eq(cashRegisterAudits.status, 'open'), isNull(cashRegisterAudits.deletedAt)))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
