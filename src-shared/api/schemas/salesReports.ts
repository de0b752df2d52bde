// Arguments of the sales reads of 002 §7 Orders (GQL salesPerDay, salesByCategory, paymentMethodsPerUse,
// deliveriesByDeliveryMan). The spec names paymentMethodsPerUse's arguments (origins, dateFilters) and no more; the
// other three take the same, so one period and one origin filter answer all four and the reports screen's charts.
// dateFilters as the Service filters of 002 §3 (start and end, ISO with offset); without it, the last 30 days.
import { z } from 'zod';
import { platformMessages } from '../../i18n/platform.js';
import { uuid } from './common.js';
import type { ExtraTotals } from '../../domain/paymentExtras.js';

/** The longest period one read covers: a quarter, so a per-day answer stays a chart's worth of bars. */
export const SALES_REPORT_MAX_DAYS = 93;
const DAY_MS = 24 * 60 * 60 * 1000;

export const salesReportArgs = z.object({
  origins: z.array(uuid).max(100).nullish(),
  dateFilters: z
    .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
    .refine((d) => Date.parse(d.start) <= Date.parse(d.end), { message: platformMessages.periodOrder, path: ['end'] })
    .refine((d) => Date.parse(d.end) - Date.parse(d.start) <= SALES_REPORT_MAX_DAYS * DAY_MS, { message: platformMessages.periodTooLong(SALES_REPORT_MAX_DAYS), path: ['end'] })
    .nullish(),
});
export type SalesReportArgs = z.infer<typeof salesReportArgs>;

/** One day of the business's calendar: its orders (not canceled) and what they sold, items plus delivery fees. */
export interface SalesDay {
  /** AAAA-MM-DD in the business's time zone */
  day: string;
  orders: number;
  /** centavos */
  total: number;
  /** centavos: total ÷ orders, rounded down; 0 on a day without orders */
  averageTicket: number;
}

export interface CategorySales {
  categoryId: string | null;
  name: string;
  /** thousandths of a unit, as order lines carry it */
  quantity: number;
  /** centavos */
  total: number;
}

/** With the payments' extras (paymentExtras.ts) by their totals' names, centavos. */
export type PaymentMethodUse = ExtraTotals & {
  paymentMethodId: string;
  name: string;
  type: string;
  uses: number;
  /** centavos settled (the extras apart) */
  amount: number;
};

export interface DeliveryManDeliveries {
  deliveryManId: string;
  name: string;
  deliveries: number;
  /** centavos of delivery fees */
  deliveryFees: number;
  /** centavos: the delivered orders' items plus fees */
  total: number;
}
