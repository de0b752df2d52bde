// The writes of the tables map: open a service, add tables, transfer, join, release, open a pad.
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { orderPads, services } from '../../../src-shared/writes/index.js';
import { write } from '../../services/write.js';

const t = m.tables.actions;

/** Opens a service on a table with its first order pad; returns the pad's id (born here, UUIDv7). */
export async function openService(tableId: string, label: string, occupants: number, description: string | null): Promise<string> {
  const serviceId = newId();
  const padId = newId();
  await write(
    services.servicesCreate,
    { params: {}, body: { id: serviceId, tableIds: [tableId], occupants, description, orderPads: [{ id: padId, occupants }] } },
    { label: t.open(label, occupants) },
  );
  return padId;
}

export async function addTables(serviceId: string, tables: { id: string; label: string }[]): Promise<void> {
  for (const table of tables) {
    await write(services.servicesAddTables, { params: { id: serviceId }, body: { tableId: table.id } }, { tableLabel: table.label });
  }
}

export async function transferService(serviceId: string, from: string, to: { id: string; label: string }): Promise<void> {
  await write(services.servicesTransfer, { params: { id: serviceId }, body: { tableIds: [to.id] } }, { from, to: to.label });
}

export async function joinServices(serviceId: string, from: string, target: { id: string; label: string }): Promise<void> {
  await write(services.servicesJoin, { params: { id: serviceId }, body: { targetServiceId: target.id } }, { from, to: target.label });
}

export async function releaseTable(serviceId: string, table: { id: string; label: string }): Promise<void> {
  await write(services.servicesReleaseTable, { params: { id: serviceId, tableId: table.id }, body: {} }, { tableLabel: table.label });
}

export async function openPad(serviceId: string, label: string, occupants = 1, description: string | null = null): Promise<string> {
  const id = newId();
  await write(orderPads.orderPadsOpen, { params: {}, body: { id, serviceId, occupants, description } }, { padLabel: description ?? label });
  return id;
}
