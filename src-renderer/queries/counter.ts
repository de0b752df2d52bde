// What the counter screens compute from the mirror: table states, a service's pads, a pad's lines and totals.
// The rules (totals, table status) are the shared domain's, so the screen agrees with the server offline.
import { TABLE_KIND_LABELS } from '../../src-shared/api/enums.js';
import { occupyingService, padSums, padTotals as padTotalsRule, type PadTerms, type Totals } from '../../src-shared/domain/index.js';
import { all, byId, where, whereIn } from './mirrorRead.js';
import type { OrderPadRow, OrderProductRow, OrderRow, PaymentRow, ServiceRow, TableRow } from '../db/rows.js';

/** "Mesa 5", "Comanda 12", "Ponto de Referência Balcão". */
export function tableLabel(t: Pick<TableRow, 'type' | 'name' | 'number'>): string {
  const kind = TABLE_KIND_LABELS[t.type] ?? '';
  if (t.name.toLowerCase().startsWith(kind.toLowerCase())) return t.name;
  return `${kind} ${t.name || (t.number ?? '')}`.trim();
}

export interface PadView {
  pad: OrderPadRow;
  orders: OrderRow[];
  lines: OrderProductRow[];
  payments: PaymentRow[];
  totals: Totals;
}

const liveOrder = (o: OrderRow) => o.status !== 'canceled';

/**
 * A pad's totals by the one rule the server and the mirror's effects use (domain/orderPad.ts padTotals): its live
 * orders' lines and delivery fees, the discount, the service fee, the payments. `unsent` are lines on screen not
 * fired yet (the draft): counted in, so the total shown is what the pad will owe once they are sent.
 */
export function padTotals(pad: OrderPadRow, orders: readonly OrderRow[], lines: readonly OrderProductRow[], payments: readonly PaymentRow[], unsent: readonly number[] = []): Totals {
  const sums = padSums(orders, lines, payments);
  return padTotalsRule(pad as PadTerms, { ...sums, items: [...sums.items, ...unsent] });
}

export async function loadPad(padId: string): Promise<PadView | null> {
  const pad = await byId('orderPads', padId);
  if (!pad) return null;
  const orders = (await where('orders', 'orderPadId', padId)).filter(liveOrder).sort((a, b) => a.number - b.number);
  const lines = await whereIn(
    'orderProducts',
    'orderId',
    orders.map((o) => o.id),
  );
  const payments = await where('payments', 'orderPadId', padId);
  return { pad, orders, lines, payments, totals: padTotals(pad, orders, lines, payments) };
}

export interface TableView {
  table: TableRow;
  label: string;
  service: ServiceRow | null;
  amount: number;
  padIds: string[];
}

/** Every table with the open service holding it, the service's time open and amount. */
export async function loadTablesMap(businessId: string | null): Promise<TableView[]> {
  const [tables, services, links, pads] = await Promise.all([
    all('tables', businessId),
    all('services', businessId),
    all('serviceTables', businessId),
    all('orderPads', businessId),
  ]);
  // The server closes a service when its last open pad closes; the map shows the same at once, offline too.
  const withOpenPad = new Set(pads.filter((p) => p.status === 'open').map((p) => p.serviceId));
  const withPads = new Set(pads.map((p) => p.serviceId));
  const openServices = services.filter((s) => s.status === 'open' && (withOpenPad.has(s.id) || !withPads.has(s.id)));
  const openIds = new Set(openServices.map((s) => s.id));
  const padsByService = new Map<string, OrderPadRow[]>();
  for (const p of pads) {
    if (!openIds.has(p.serviceId) || p.status === 'canceled') continue;
    const list = padsByService.get(p.serviceId) ?? [];
    list.push(p);
    padsByService.set(p.serviceId, list);
  }
  // Amounts only for open services' pads: a handful of rows, not the whole history.
  const padIds = [...padsByService.values()].flat().map((p) => p.id);
  const orders = (await whereIn('orders', 'orderPadId', padIds)).filter(liveOrder);
  const lines = await whereIn(
    'orderProducts',
    'orderId',
    orders.map((o) => o.id),
  );
  // Each pad's total by the pad's one rule (service fee, discount, delivery fees included): the tile shows what the
  // pad's panel and the bill show.
  const amountByPad = new Map<string, number>();
  for (const pads of padsByService.values()) {
    for (const pad of pads) {
      const own = orders.filter((o) => o.orderPadId === pad.id);
      const ids = new Set(own.map((o) => o.id));
      amountByPad.set(pad.id, padTotals(pad, own, lines.filter((l) => ids.has(l.orderId)), []).total);
    }
  }
  const byId = new Map(services.map((s) => [s.id, s]));
  return tables
    .map((table) => {
      const serviceId = occupyingService(table.id, links, openServices);
      const service = serviceId ? (byId.get(serviceId) ?? null) : null;
      const servicePads = serviceId ? (padsByService.get(serviceId) ?? []) : [];
      const amount = servicePads.reduce((a, p) => a + (amountByPad.get(p.id) ?? 0), 0);
      return { table, label: tableLabel(table), service, amount, padIds: servicePads.map((p) => p.id) };
    })
    .sort((a, b) => kindOrder(a.table.type) - kindOrder(b.table.type) || (a.table.number ?? 0) - (b.table.number ?? 0) || a.label.localeCompare(b.label, 'pt-BR'));
}

function kindOrder(kind: string): number {
  return kind === 'table' ? 0 : kind === 'order-slip' ? 1 : 2;
}

export interface ServiceView {
  service: ServiceRow;
  tables: TableRow[];
  pads: OrderPadRow[];
}

export async function loadService(serviceId: string): Promise<ServiceView | null> {
  const service = await byId('services', serviceId);
  if (!service) return null;
  const links = (await where('serviceTables', 'serviceId', serviceId)).filter((l) => !l.releasedAt);
  // One table once, even while the mirror briefly holds both the optimistic link and the server's.
  const tableIds = [...new Set(links.map((l) => l.tableId))];
  const tables = (await Promise.all(tableIds.map((id) => byId('tables', id)))).filter((t): t is TableRow => !!t);
  const pads = (await where('orderPads', 'serviceId', serviceId)).filter((p) => p.status !== 'canceled');
  return { service, tables, pads: pads.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')) };
}

/** A name for a pad: its description, else the tables of its service, else its short id. */
export async function padLabel(pad: OrderPadRow): Promise<string> {
  if (pad.description) return pad.description;
  const view = await loadService(pad.serviceId);
  const names = view?.tables.map(tableLabel) ?? [];
  return names.length > 0 ? names.join(' + ') : `Comanda ${pad.id.slice(-4)}`;
}
