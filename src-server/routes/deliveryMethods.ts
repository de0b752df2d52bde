// Delivery methods' conditional printers (001 §7.5): a printer that also prints a delivery method's orders,
// with availabilities (when it prints them); and the platform's base delivery methods (admin context).
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { deliveryMethodBaseCreate, deliveryMethodBaseUpdate } from '../../src-shared/api/schemas/businessSetup.js';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import * as w from '../../src-shared/writes/business.js';
import type { Db } from '../db/database.js';
import { findLive, insertRow, updateRow } from '../db/rows.js';
import { deliveryMethodConditionalPrinters, deliveryMethods, deliveryMethodsBase, printers } from '../db/schema.js';
import { conflict, found } from '../http/errors.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { registerBaseCatalog } from './baseCatalogs.js';
import { registerAvailabilities } from './config.js';

export function registerDeliveryMethods(app: FastifyInstance, deps: WriteDeps & { db: Db }): void {
  registerWrite(app, deps, {
    ...routeOf(w.deliveryMethodConditionalPrintersCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const { deliveryMethodId } = ctx.params as { deliveryMethodId: string };
      found(await findLive(ctx.tx, deliveryMethods, ctx.businessId, deliveryMethodId), serverMessages.notFound.deliveryMethod);
      const printerId = ctx.body.conditionalDeliveryMethodPrinterId;
      found(await findLive(ctx.tx, printers, ctx.businessId, printerId), bm.notFound.printer);
      const twin = await ctx.tx
        .select({ id: deliveryMethodConditionalPrinters.id })
        .from(deliveryMethodConditionalPrinters)
        .where(
          and(
            eq(deliveryMethodConditionalPrinters.businessId, ctx.businessId),
            eq(deliveryMethodConditionalPrinters.deliveryMethodId, deliveryMethodId),
            eq(deliveryMethodConditionalPrinters.printerId, printerId),
            isNull(deliveryMethodConditionalPrinters.deletedAt),
          ),
        );
      if (twin[0]) throw conflict(bm.alreadyExists.conditionalPrinter);
      const row = await insertRow(ctx.tx, deliveryMethodConditionalPrinters, {
        id: ctx.idFor(ctx.body.id),
        businessId: ctx.businessId,
        deliveryMethodId,
        printerId,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: row };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.deliveryMethodConditionalPrintersDelete),
    permission: 'manage',
    async run(ctx) {
      const { deliveryMethodId, printerId } = ctx.params as { deliveryMethodId: string; printerId: string };
      const row = await findLive(ctx.tx, deliveryMethodConditionalPrinters, ctx.businessId, printerId);
      if (!row || row.deliveryMethodId !== deliveryMethodId) throw found(null, bm.notFound.conditionalPrinter);
      return updateRow(ctx.tx, deliveryMethodConditionalPrinters, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
  registerAvailabilities(
    app,
    deps,
    'deliveries/delivery-methods/conditional-printers/:printerId',
    deliveryMethodConditionalPrinters,
    'deliveryMethodConditionalPrinter',
    bm.notFound.conditionalPrinter,
    {
      create: w.deliveryMethodConditionalPrinterAvailabilitiesCreate,
      update: w.deliveryMethodConditionalPrinterAvailabilitiesUpdate,
      delete: w.deliveryMethodConditionalPrinterAvailabilitiesDelete,
    },
  );
  // The spec puts the base under the context base URL; only the platform admin's (/admin) writes it.
  registerBaseCatalog(app, deps, { url: '/admin/delivery-methods-base', table: deliveryMethodsBase, create: deliveryMethodBaseCreate, update: deliveryMethodBaseUpdate });
}
