// Services (a table session, balcony or delivery sale): start, update, join, transfer, add tables,
// release a table, print resume, pending tables resume.
import type { FastifyInstance } from 'fastify';
import { services as servicesWrites } from '../../src-shared/writes/index.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  servicePrintResume,
  serviceUpdate,
  emptyBody,
} from '../../src-shared/api/schemas/services.js';
import { serviceTotals, splitByOccupants } from '../../src-shared/domain/orderPad.js';
import { unpaidOnRelease } from '../../src-shared/domain/tables.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { findLive, idExists, insertRow, updateRow } from '../db/rows.js';
import { entities, orderPads, origins, serviceTables, services } from '../db/schema.js';
import type { Executor, Tx } from '../db/tx.js';
import { conflict, found, notFound } from '../http/errors.js';
import { registerRead } from '../http/reads.js';
import { out, outAll } from '../http/serialize.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { liveTables, occupants, padTotals } from './ledger.js';
import { idRefused } from '../http/validate.js';

export type ServiceRow = typeof services.$inferSelect;

export async function openService(db: Executor, businessId: string, id: string): Promise<ServiceRow> {
  const row = found(await findLive(db, services, businessId, id), serverMessages.notFound.service) as unknown as ServiceRow;
  if (row.status !== 'open') throw conflict(serverMessages.conflict.serviceNotOpen);
  return row;
}

/** Links free tables to a service; 404 for an unknown table, 409 when another open service holds it. */
export async function occupyTables(ctx: WriteContext<unknown, unknown>, serviceId: string, tableIds: readonly string[]): Promise<void> {
  const unique = [...new Set(tableIds)];
  const rows = await liveTables(ctx.tx, ctx.businessId, unique);
  if (rows.length !== unique.length) throw notFound(serverMessages.notFound.table);
  const held = await occupants(ctx.tx, ctx.businessId, unique);
  for (const t of rows) {
    const holder = held.get(t.id);
    if (holder === serviceId) continue;
    if (holder) throw conflict(serverMessages.conflict.tableOccupied(t.name));
    await insertRow(ctx.tx, serviceTables, {
      id: newId(),
      businessId: ctx.businessId,
      serviceId,
      tableId: t.id,
      createdAt: ctx.now,
      ...ctx.stamp(),
    });
  }
}

async function releaseAll(ctx: WriteContext<unknown, unknown>, serviceId: string): Promise<void> {
  await ctx.tx
    .update(serviceTables)
    .set({ releasedAt: ctx.now, ...ctx.stamp() })
    .where(and(eq(serviceTables.businessId, ctx.businessId), eq(serviceTables.serviceId, serviceId), isNull(serviceTables.releasedAt)));
}

/** 409 when releasing this table would leave an unpaid bill with no table (the shared rule, unpaidOnRelease). */
async function refuseReleaseWithBalance(ctx: WriteContext<unknown, unknown>, serviceId: string, tableId: string): Promise<void> {
  const links = await ctx.tx
    .select({ tableId: serviceTables.tableId })
    .from(serviceTables)
    .where(and(eq(serviceTables.businessId, ctx.businessId), eq(serviceTables.serviceId, serviceId), isNull(serviceTables.releasedAt), isNull(serviceTables.deletedAt)));
  const left = new Set(links.map((l) => l.tableId).filter((id) => id !== tableId)).size;
  if (left > 0) return;
  const pads = await ctx.tx
    .select()
    .from(orderPads)
    .where(and(eq(orderPads.businessId, ctx.businessId), eq(orderPads.serviceId, serviceId), eq(orderPads.status, 'open'), isNull(orderPads.deletedAt)));
  const balances: number[] = [];
  for (const pad of pads) balances.push((await padTotals(ctx.tx, pad)).balance);
  const unpaid = unpaidOnRelease(left, balances);
  if (unpaid === 0) return;
  const [table] = await liveTables(ctx.tx, ctx.businessId, [tableId]);
  throw conflict(serverMessages.conflict.tableHasBalance(table?.name ?? '', unpaid));
}

/** Closes the service (and frees its tables) once none of its order pads is open. */
export async function closeServiceIfDone(ctx: WriteContext<unknown, unknown>, serviceId: string): Promise<void> {
  const open = await ctx.tx
    .select({ id: orderPads.id })
    .from(orderPads)
    .where(and(eq(orderPads.businessId, ctx.businessId), eq(orderPads.serviceId, serviceId), eq(orderPads.status, 'open'), isNull(orderPads.deletedAt)))
    .limit(1);
  if (open.length > 0) return;
  await ctx.tx.update(services).set({ status: 'closed', closedAt: ctx.now, ...ctx.stamp() }).where(eq(services.id, serviceId));
  await releaseAll(ctx, serviceId);
}

/** The waiter named in a body must be this business's (a report shows the waiter's name by that id). */
async function checkWaiter(ctx: WriteContext<unknown, unknown>, waiterId: string | null | undefined): Promise<void> {
  if (waiterId) found(await findLive(ctx.tx, entities, ctx.businessId, waiterId), serverMessages.notFound.entity);
}

/** Starts a service on the given tables, with its first order pads. */
export async function startService(
  ctx: WriteContext<unknown, unknown>,
  input: { id?: string | undefined; originId?: string | null | undefined; tableIds: string[]; occupants: number; description?: string | null | undefined; waiterId?: string | null | undefined },
): Promise<ServiceRow> {
  const id = ctx.idFor(input.id);
  if (input.id && (await idExists(ctx.tx, services, id))) throw idRefused();
  if (input.originId) found(await findLive(ctx.tx, origins, ctx.businessId, input.originId), serverMessages.notFound.origin);
  await checkWaiter(ctx, input.waiterId);
  const row = (await insertRow(ctx.tx, services, {
    id,
    businessId: ctx.businessId,
    originId: input.originId ?? null,
    occupants: input.occupants,
    description: input.description ?? null,
    waiterId: input.waiterId ?? null,
    userId: ctx.user.id,
    openedAt: ctx.now,
    createdAt: ctx.now,
    ...ctx.stamp(),
  })) as unknown as ServiceRow;
  await occupyTables(ctx, id, input.tableIds);
  return row;
}

export async function serviceResume(db: Executor, businessId: string, service: ServiceRow, onlyPadId?: string | null) {
  const links = await db
    .select({ tableId: serviceTables.tableId })
    .from(serviceTables)
    .where(and(eq(serviceTables.businessId, businessId), eq(serviceTables.serviceId, service.id), isNull(serviceTables.releasedAt), isNull(serviceTables.deletedAt)));
  const tableRows = await liveTables(db, businessId, links.map((l) => l.tableId));
  const pads = await db
    .select()
    .from(orderPads)
    .where(
      and(
        eq(orderPads.businessId, businessId),
        eq(orderPads.serviceId, service.id),
        isNull(orderPads.deletedAt),
        onlyPadId ? eq(orderPads.id, onlyPadId) : undefined,
      ),
    );
  const padResumes = [];
  for (const pad of pads) padResumes.push({ ...out(pad), totals: await padTotals(db, pad) });
  const counted = padResumes.filter((p) => p.status !== 'canceled').map((p) => p.totals);
  const totals = serviceTotals(counted);
  return {
    service: out(service),
    tables: outAll(tableRows),
    orderPads: padResumes,
    totals,
    perOccupant: splitByOccupants(totals.total, service.occupants),
  };
}

async function padsOfService(tx: Tx, businessId: string, serviceId: string) {
  return tx.select({ id: orderPads.id }).from(orderPads).where(and(eq(orderPads.businessId, businessId), eq(orderPads.serviceId, serviceId)));
}

export function registerServices(app: FastifyInstance, deps: WriteDeps): void {
  registerWrite(app, deps, {
    ...routeOf(servicesWrites.servicesCreate),
    permission: 'launch',
    createdId: (b) => b.id,
    async run(ctx) {
      const service = await startService(ctx, ctx.body);
      for (const p of ctx.body.orderPads) {
        const padId = ctx.idFor(p.id);
        if (p.id && (await idExists(ctx.tx, orderPads, padId))) throw idRefused();
        await insertRow(ctx.tx, orderPads, {
          id: padId,
          businessId: ctx.businessId,
          serviceId: service.id,
          description: p.description ?? null,
          occupants: p.occupants ?? ctx.body.occupants,
          userId: ctx.user.id,
          createdAt: ctx.now,
          ...ctx.stamp(),
        });
        await ctx.audit('openOrderPad', 'orderPad', padId, { serviceId: service.id });
      }
      return { status: 201, body: await serviceResume(ctx.tx, ctx.businessId, service) };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'services',
    body: serviceUpdate,
    permission: 'launch',
    async run(ctx) {
      await openService(ctx.tx, ctx.businessId, ctx.body.id);
      await checkWaiter(ctx, ctx.body.waiterId);
      const { id, ...values } = ctx.body;
      return updateRow(ctx.tx, services, id, { ...values, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    ...routeOf(servicesWrites.servicesJoin),
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { id: string };
      if (params.id === ctx.body.targetServiceId) throw conflict(serverMessages.conflict.serviceSame);
      const source = await openService(ctx.tx, ctx.businessId, params.id);
      const target = await openService(ctx.tx, ctx.businessId, ctx.body.targetServiceId);
      const pads = await padsOfService(ctx.tx, ctx.businessId, source.id);
      if (pads.length) {
        await ctx.tx.update(orderPads).set({ serviceId: target.id, ...ctx.stamp() }).where(inArray(orderPads.id, pads.map((p) => p.id)));
      }
      await ctx.tx
        .update(serviceTables)
        .set({ serviceId: target.id, ...ctx.stamp() })
        .where(and(eq(serviceTables.businessId, ctx.businessId), eq(serviceTables.serviceId, source.id), isNull(serviceTables.releasedAt)));
      await ctx.tx
        .update(services)
        .set({ status: 'joined', targetServiceId: target.id, closedAt: ctx.now, ...ctx.stamp() })
        .where(eq(services.id, source.id));
      const merged = await updateRow(ctx.tx, services, target.id, {
        occupants: target.occupants + source.occupants,
        ...ctx.stamp(),
      });
      await ctx.audit('transferService', 'service', source.id, { joinedInto: target.id });
      return serviceResume(ctx.tx, ctx.businessId, merged as unknown as ServiceRow);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(servicesWrites.servicesTransfer),
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { id: string };
      const service = await openService(ctx.tx, ctx.businessId, params.id);
      if (ctx.body.originId) found(await findLive(ctx.tx, origins, ctx.businessId, ctx.body.originId), serverMessages.notFound.origin);
      const before = await ctx.tx
        .select({ tableId: serviceTables.tableId })
        .from(serviceTables)
        .where(and(eq(serviceTables.serviceId, service.id), isNull(serviceTables.releasedAt)));
      await releaseAll(ctx, service.id);
      await occupyTables(ctx, service.id, ctx.body.tableIds);
      const updated = await updateRow(ctx.tx, services, service.id, {
        originId: ctx.body.originId ?? service.originId,
        description: ctx.body.description ?? service.description,
        ...ctx.stamp(),
      });
      await ctx.audit('transferService', 'service', service.id, { from: before.map((b) => b.tableId), to: ctx.body.tableIds });
      return serviceResume(ctx.tx, ctx.businessId, updated as unknown as ServiceRow);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(servicesWrites.servicesAddTables),
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { id: string };
      const service = await openService(ctx.tx, ctx.businessId, params.id);
      await occupyTables(ctx, service.id, [ctx.body.tableId]);
      await ctx.audit('addTablesToService', 'service', service.id, { tableIds: [ctx.body.tableId] });
      return serviceResume(ctx.tx, ctx.businessId, service);
    },
  });

  registerWrite(app, deps, {
    ...routeOf(servicesWrites.servicesReleaseTable),
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { id: string; tableId: string };
      const service = await openService(ctx.tx, ctx.businessId, params.id);
      await refuseReleaseWithBalance(ctx, service.id, params.tableId);
      const released = await ctx.tx
        .update(serviceTables)
        .set({ releasedAt: ctx.now, ...ctx.stamp() })
        .where(
          and(
            eq(serviceTables.businessId, ctx.businessId),
            eq(serviceTables.serviceId, service.id),
            eq(serviceTables.tableId, params.tableId),
            isNull(serviceTables.releasedAt),
          ),
        )
        .returning();
      if (released.length === 0) throw conflict(serverMessages.conflict.tableNotInService);
      await ctx.audit('releaseTable', 'table', params.tableId, { serviceId: service.id });
      return serviceResume(ctx.tx, ctx.businessId, service);
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'services/:id/print-resume',
    body: servicePrintResume,
    permission: 'launch',
    async run(ctx) {
      const params = ctx.params as { id: string };
      const service = found(await findLive(ctx.tx, services, ctx.businessId, params.id), serverMessages.notFound.service) as unknown as ServiceRow;
      if (service.printedAt) await ctx.audit('reprintTicket', 'service', service.id, { orderPadId: ctx.body.orderPadId ?? null });
      const printed = (await updateRow(ctx.tx, services, service.id, { printedAt: ctx.now, ...ctx.stamp() })) as unknown as ServiceRow;
      const resume = await serviceResume(ctx.tx, ctx.businessId, printed, ctx.body.orderPadId);
      const other = ctx.body.otherValues.reduce((a, v) => a + v.value, 0);
      return { ...resume, otherValues: ctx.body.otherValues, totalWithOtherValues: resume.totals.total + other };
    },
  });

  registerRead(app, deps, {
    path: 'services/pending-tables-resume',
    async run({ db, businessId }) {
      return pendingTables(db, businessId);
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'services/print-pending-tables-resume',
    body: emptyBody,
    permission: 'launch',
    async run(ctx) {
      return pendingTables(ctx.tx, ctx.businessId);
    },
  });
}

async function pendingTables(db: Executor, businessId: string) {
  const open = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.status, 'open'), isNull(services.deletedAt)));
  const resumes = [];
  for (const s of open) {
    const r = await serviceResume(db, businessId, s);
    if (r.tables.length > 0) resumes.push(r);
  }
  return { services: resumes, total: resumes.reduce((a, r) => a + r.totals.balance, 0) };
}
