// A payment method's integrator (002 §7 "integrators save": the card machine, TEF or online payment it goes
// through) and the platform's base payment methods and card brands (global, written by the platform admin).
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  creditCardBannerBaseCreate,
  creditCardBannerBaseUpdate,
  paymentMethodBaseCreate,
  paymentMethodBaseUpdate,
} from '../../src-shared/api/schemas/businessSetup.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import * as w from '../../src-shared/writes/business.js';
import type { Db } from '../db/database.js';
import { findLive, insertRow, updateRow } from '../db/rows.js';
import { creditCardBannersBase, paymentMethodIntegrators, paymentMethods, paymentMethodsBase } from '../db/schema.js';
import { found } from '../http/errors.js';
import { registerWrite, routeOf, type WriteDeps } from '../http/writes.js';
import { registerBaseCatalog } from './baseCatalogs.js';

export function registerPaymentMethods(app: FastifyInstance, deps: WriteDeps & { db: Db }): void {
  // One integrator per payment method: saving again replaces it (null unbinds it).
  registerWrite(app, deps, {
    ...routeOf(w.paymentMethodIntegratorsSave),
    permission: 'manage',
    async run(ctx) {
      const b = ctx.body;
      found(await findLive(ctx.tx, paymentMethods, ctx.businessId, b.paymentMethodId), serverMessages.notFound.paymentMethod);
      const [current] = await ctx.tx
        .select()
        .from(paymentMethodIntegrators)
        .where(and(eq(paymentMethodIntegrators.businessId, ctx.businessId), eq(paymentMethodIntegrators.paymentMethodId, b.paymentMethodId)));
      if (current) return updateRow(ctx.tx, paymentMethodIntegrators, current.id, { businessIntegratorId: b.businessIntegratorId, deletedAt: null, ...ctx.stamp() });
      const row = await insertRow(ctx.tx, paymentMethodIntegrators, {
        id: ctx.idFor(b.id),
        businessId: ctx.businessId,
        paymentMethodId: b.paymentMethodId,
        businessIntegratorId: b.businessIntegratorId,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: row };
    },
  });
  registerBaseCatalog(app, deps, { url: '/payments/payment-methods-base', table: paymentMethodsBase, create: paymentMethodBaseCreate, update: paymentMethodBaseUpdate });
  registerBaseCatalog(app, deps, { url: '/payments/credit-card-banners-base', table: creditCardBannersBase, create: creditCardBannerBaseCreate, update: creditCardBannerBaseUpdate });
}
