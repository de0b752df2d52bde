// What the reports screen reads from the server (the sales reads of 002 §7 Orders) and the report files it
// downloads (the services' and the menu's report calls). Reports are read from the server, not the mirror: they sum
// every terminal's sales, and a manager reads them where the server answers.
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import type { CategorySales, DeliveryManDeliveries, PaymentMethodUse, SalesDay } from '../../../src-shared/api/schemas/salesReports.js';
import { reportsMessages as s } from '../../../src-shared/i18n/reports.js';
import { serverApi } from '../../services/serverApi.js';
import { extraTotalKeys } from '../../../src-shared/domain/paymentExtras.js';

export type PeriodKey = keyof typeof s.periods;

/** A type, not an interface: GraphQL variables must be plain JSON objects. */
export type Period = { start: string; end: string };


/** From the start of the terminal's day (today, 6 or 29 days back) to now: the restaurant's calendar. */
export function periodOf(key: PeriodKey, now = new Date()): Period {
  const back = key === 'today' ? 0 : key === 'week' ? 6 : 29;
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  return { start: first.toISOString(), end: now.toISOString() };
}

export interface SalesView {
  days: SalesDay[];
  categories: CategorySales[];
  methods: PaymentMethodUse[];
  deliveries: DeliveryManDeliveries[];
}

export async function loadSales(period: Period): Promise<SalesView> {
  const o = serverApi().orders;
  const v = { dateFilters: period };
  const [days, categories, methods, deliveries] = await Promise.all([
    o.gqlSalesPerDay(v, 'day orders total averageTicket'),
    o.gqlSalesByCategory(v, 'categoryId name quantity total'),
    o.gqlPaymentMethodsPerUse(v, ['paymentMethodId name type uses amount', ...extraTotalKeys].join(' ')),
    o.gqlDeliveriesByDeliveryMan(v, 'deliveryManId name deliveries deliveryFees total'),
  ]);
  return { days, categories, methods, deliveries };
}

export type FileFormat = 'pdf' | 'excel';

export interface ReportFile {
  key: keyof typeof s.fileNames;
  /** true: the file covers the chosen period; false: the menu as it is now */
  ofPeriod: boolean;
  download: (format: FileFormat, period: Period) => Promise<BinaryAnswer>;
}

/** The report files a manager takes away: the period's services and orders reports, then the menu's. */
export const REPORT_FILES: readonly ReportFile[] = [
  { key: 'soldValues', ofPeriod: true, download: (format, p) => serverApi().services.servicesSoldValuesReport({ body: { format, detail: 'resumed', dateFilters: p } }) },
  { key: 'closedService', ofPeriod: true, download: (format, p) => serverApi().services.servicesClosedServiceReport({ body: { format, detail: 'detailed', dateFilters: p } }) },
  { key: 'feeValues', ofPeriod: true, download: (format, p) => serverApi().services.servicesFeeValuesReport({ body: { format, detail: 'resumed', dateFilters: p } }) },
  { key: 'productsOrdered', ofPeriod: true, download: (format, p) => serverApi().orders.ordersProductsOrderedReport({ body: { format, detail: 'resumed', dateFilters: p } }) },
  { key: 'compositionsOrdered', ofPeriod: true, download: (format, p) => serverApi().orders.ordersProductsOrderedCompositionsReport({ body: { format, detail: 'resumed', dateFilters: p } }) },
  { key: 'abcCurve', ofPeriod: true, download: (format, p) => serverApi().orders.ordersProductsAbcCurveReport({ body: { format, dateFilters: p } }) },
  { key: 'deliveries', ofPeriod: true, download: (format, p) => serverApi().orders.ordersDeliveryReport({ body: { format, detail: 'detailed', dateFilters: p } }) },
  { key: 'leadTime', ofPeriod: true, download: (format, p) => serverApi().orders.ordersLeadTimeReport({ body: { format, detail: 'resumed', dateFilters: p } }) },
  { key: 'occurrences', ofPeriod: true, download: (format, p) => serverApi().services.servicesOccurrencesReport({ body: { format, detail: 'detailed', dateFilters: p } }) },
  { key: 'cmv', ofPeriod: false, download: (format) => serverApi().products.productsCmvReport({ body: { filters: { format } } }) },
  { key: 'fiscalConfig', ofPeriod: false, download: (format) => serverApi().products.productsFiscalConfigReport({ body: { filters: { format } } }) },
  { key: 'recipeFeedstock', ofPeriod: false, download: (format) => serverApi().subproducts.subproductsRecipeFeedstockReport({ body: { filters: { format } } }) },
];
