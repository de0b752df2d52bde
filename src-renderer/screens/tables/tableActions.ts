// The writes of the tables map: open a service, add tables, transfer, join, release, open a pad.
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { write } from '../../hooks/write.js';

const t = m.tables.actions;

/** Opens a service on a table with its first order pad; returns the pad's id (born here, UUIDv7). */
export async function openService(tableId: string, label: string, occupants: number, description: string | null): Promise<string> {
  const serviceId = newId();
  const padId = newId();
  await write({
    method: 'POST',
    path: '/services',
    body: { id: serviceId, tableIds: [tableId], occupants, description, orderPads: [{ id: padId, occupants }] },
    label: t.open(label, occupants),
    kind: 'services.start',
    entityIds: [serviceId, padId, tableId],
  });
  return padId;
}

export async function addTables(serviceId: string, tables: { id: string; label: string }[]): Promise<void> {
  for (const table of tables) {
    await write({
      method: 'POST',
      path: `/services/${serviceId}/tables`,
      body: { tableId: table.id },
      label: t.addTables(table.label),
      kind: 'services.addTables',
      entityIds: [serviceId, table.id],
    });
  }
}

export async function transferService(serviceId: string, from: string, to: { id: string; label: string }): Promise<void> {
  await write({
    method: 'POST',
    path: `/services/${serviceId}/transfer`,
    body: { tableIds: [to.id] },
    label: t.transfer(from, to.label),
    kind: 'services.transfer',
    entityIds: [serviceId, to.id],
  });
}

export async function joinServices(serviceId: string, from: string, target: { id: string; label: string }): Promise<void> {
  await write({
    method: 'POST',
    path: `/services/${serviceId}/join`,
    body: { targetServiceId: target.id },
    label: t.join(from, target.label),
    kind: 'services.join',
    entityIds: [serviceId, target.id],
  });
}

export async function releaseTable(serviceId: string, table: { id: string; label: string }): Promise<void> {
  await write({
    method: 'POST',
    path: `/services/${serviceId}/tables/${table.id}/release`,
    body: {},
    label: t.release(table.label),
    kind: 'services.releaseTable',
    entityIds: [serviceId, table.id],
  });
}

export async function openPad(serviceId: string, label: string, occupants = 1, description: string | null = null): Promise<string> {
  const id = newId();
  await write({
    method: 'POST',
    path: '/order-pads/open/',
    body: { id, serviceId, occupants, description },
    label: m.pad.actions.open(description ?? label),
    kind: 'orderPads.open',
    entityIds: [id, serviceId],
  });
  return id;
}
