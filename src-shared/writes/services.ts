// The writes of the tables map: start a service (with its tables and pads), add a table, transfer, join, release.
import { servicesCalls as calls } from '../api/areas/services.js';
import * as s from '../api/schemas/services.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite, num, type EffectScope } from './define.js';
import { openPadRow } from './orderPads.js';

const t = m.tables.actions;

async function linkTable(sc: EffectScope, serviceId: string, tableId: string): Promise<void> {
  await sc.put('serviceTables', { id: `pending:${serviceId}:${tableId}`, serviceId, tableId, releasedAt: null });
}

async function releaseLinks(sc: EffectScope, serviceId: string, tableId: string | null): Promise<void> {
  for (const link of await sc.where('serviceTables', 'serviceId', serviceId)) {
    if (link.releasedAt || (tableId && link.tableId !== tableId)) continue;
    await sc.patch('serviceTables', link.id, { releasedAt: sc.change.createdAt });
  }
}

/** Its label is the screen's: a table opened with people, or a balcony/delivery sale. */
export const servicesCreate = declareWrite('servicesCreate', calls.servicesCreate, {
  schema: s.serviceStart,
  label: (_i, n: { label: string }) => n.label,
  entityIds: ({ body }) => [body.id, ...body.orderPads.map((p) => p.id), ...body.tableIds].filter((x): x is string => Boolean(x)),
  effect: async (sc, { body: b }) => {
    if (!b.id) return;
    await sc.put('services', {
      id: b.id,
      status: 'open',
      description: b.description ?? null,
      occupants: b.occupants,
      originId: b.originId ?? null,
      openedAt: sc.change.createdAt,
      closedAt: null,
    });
    for (const tableId of b.tableIds) await linkTable(sc, b.id, tableId);
    for (const pad of b.orderPads) if (pad.id) await openPadRow(sc, pad.id, b.id, pad.occupants ?? b.occupants, pad.description ?? null);
  },
});

export const servicesAddTables = declareWrite('servicesAddTables', calls.servicesAddTables, {
  schema: s.serviceAddTables,
  label: (_i, n: { tableLabel: string }) => t.addTables(n.tableLabel),
  entityIds: ({ params, body }) => [params.id, body.tableId],
  effect: async (sc, { params, body }) => linkTable(sc, params.id, body.tableId),
});

export const servicesReleaseTable = declareWrite('servicesReleaseTable', calls.servicesReleaseTable, {
  schema: s.emptyBody,
  label: (_i, n: { tableLabel: string }) => t.release(n.tableLabel),
  entityIds: ({ params }) => [params.id, params.tableId],
  effect: async (sc, { params }) => releaseLinks(sc, params.id, params.tableId),
});

export const servicesTransfer = declareWrite('servicesTransfer', calls.servicesTransfer, {
  schema: s.serviceTransfer,
  label: (_i, n: { from: string; to: string }) => t.transfer(n.from, n.to),
  entityIds: ({ params, body }) => [params.id, ...body.tableIds],
  effect: async (sc, { params, body }) => {
    await releaseLinks(sc, params.id, null);
    for (const tableId of body.tableIds) await linkTable(sc, params.id, tableId);
  },
});

export const servicesJoin = declareWrite('servicesJoin', calls.servicesJoin, {
  schema: s.serviceJoin,
  label: (_i, n: { from: string; to: string }) => t.join(n.from, n.to),
  entityIds: ({ params, body }) => [params.id, body.targetServiceId],
  // As the server joins them: the pads and the tables still held move to the target, which seats both parties.
  effect: async (sc, { params, body }) => {
    const target = body.targetServiceId;
    for (const pad of await sc.where('orderPads', 'serviceId', params.id)) await sc.patch('orderPads', pad.id, { serviceId: target });
    for (const link of await sc.where('serviceTables', 'serviceId', params.id)) if (!link.releasedAt) await sc.patch('serviceTables', link.id, { serviceId: target });
    const [source, into] = [await sc.get('services', params.id), await sc.get('services', target)];
    if (into) await sc.patch('services', target, { occupants: num(into.occupants) + num(source?.occupants) });
    await sc.patch('services', params.id, { status: 'joined', targetServiceId: target, closedAt: sc.change.createdAt });
  },
});
