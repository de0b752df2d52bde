// A table is occupied while an open service holds it and has not released it; otherwise it is released.
import type { TableStatus } from '../api/enums.js';

export interface ServiceTableLink {
  serviceId: string;
  tableId: string;
  releasedAt: string | null;
  deletedAt?: string | null;
}

export interface ServiceState {
  id: string;
  status: string;
  deletedAt?: string | null;
}

export function tableStatus(tableId: string, links: readonly ServiceTableLink[], services: readonly ServiceState[]): TableStatus {
  return occupyingService(tableId, links, services) ? 'occupied' : 'released';
}

/** The open service holding the table, if any. */
export function occupyingService(
  tableId: string,
  links: readonly ServiceTableLink[],
  services: readonly ServiceState[],
): string | null {
  const open = new Set(services.filter((s) => s.status === 'open' && !s.deletedAt).map((s) => s.id));
  const link = links.find((l) => l.tableId === tableId && !l.releasedAt && !l.deletedAt && open.has(l.serviceId));
  return link?.serviceId ?? null;
}

/**
 * What still has to be received before a table may be released, in centavos (0: it may be). Releasing the last
 * table of a service whose open comandas owe money would leave the bill with no table: an anonymous comanda nobody
 * collects (issue 16). With other tables left, the bill stays with them. Server and screen decide with this.
 */
export function unpaidOnRelease(tablesLeftAfter: number, openPadBalances: readonly number[]): number {
  if (tablesLeftAfter > 0) return 0;
  return openPadBalances.reduce((a, b) => a + Math.max(b, 0), 0);
}
