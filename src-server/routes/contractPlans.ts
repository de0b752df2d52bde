// Contract plans (002 §7, 000 §7): the platform's plans, written by a platform admin only (unscoped, through the
// root write pipeline), and a business's contract plan (which plan, from when to when, at what monthly price),
// written by the business's partner or a platform admin: the business's own people only read it.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { contractPlanCreate, contractPlanUpdate } from '../../src-shared/api/schemas/contractPlans.js';
import type { RequestContext } from '../../src-shared/api/enums.js';
import { contractPlanMessages as m } from '../../src-shared/i18n/contractPlans.js';
import * as w from '../../src-shared/writes/contractPlans.js';
import type { AuthUser } from '../auth/guard.js';
import type { PlatformDeps } from '../app.js';
import { businessContractPlans, businesses, contractPlans } from '../db/schema.js';
import type { Row } from '../db/rows.js';
import type { Tx } from '../db/tx.js';
import { badRequest, conflict, forbidden, found } from '../http/errors.js';
import { out } from '../http/serialize.js';
import type { WriteContext } from '../http/writes.js';
import { emptyObject, registerDeclaredCrud } from './crud.js';
import { registerRootWrite } from './rootWrites.js';

/** A platform admin in admin context; anyone else 403 before the body is read. */
function onlyOperator(user: AuthUser, context: RequestContext): void {
  if (context !== 'admin' || !user.platformRoles.includes('admin')) throw forbidden(m.onlyOperator);
}

async function livePlan(tx: Tx, id: string) {
  return found((await tx.select().from(contractPlans).where(and(eq(contractPlans.id, id), isNull(contractPlans.deletedAt))))[0], m.notFound);
}

/** The business's partner (franchise context, the business's partnerId) or a platform admin; its own people 403. */
async function partnerOrAdmin(ctx: WriteContext<unknown, Record<string, string>>): Promise<void> {
  if (ctx.roles.includes('admin')) return;
  const [business] = await ctx.tx.select({ partnerId: businesses.partnerId }).from(businesses).where(eq(businesses.id, ctx.businessId));
  if (!ctx.roles.includes('franchise') || business?.partnerId !== ctx.user.id) throw forbidden(m.onlyPartner);
}

/** Two contracts of one business never cover the same day: which plan a business is on is one answer. */
async function noOverlap(ctx: WriteContext<unknown, Record<string, string>>, startsOn: string, endsOn: string | null, self: string | null): Promise<void> {
  const others = await ctx.tx
    .select()
    .from(businessContractPlans)
    .where(and(eq(businessContractPlans.businessId, ctx.businessId), isNull(businessContractPlans.deletedAt), self ? ne(businessContractPlans.id, self) : undefined));
  const clash = others.find((o) => (o.endsOn === null || o.endsOn >= startsOn) && (endsOn === null || endsOn >= o.startsOn));
  if (clash) {
    const message = m.overlaps(clash.startsOn, clash.endsOn);
    throw badRequest(message, [{ path: 'startsOn', message }]);
  }
}

export function registerContractPlans(app: FastifyInstance, deps: PlatformDeps): void {
  registerRootWrite(app, deps, {
    method: 'POST',
    url: '/contract-plans',
    body: contractPlanCreate,
    authorize: onlyOperator,
    createdId: (b) => b.id,
    async run(ctx) {
      const { id, ...values } = ctx.body;
      const [row] = await ctx.tx
        .insert(contractPlans)
        .values({ ...values, id: ctx.idFor(id), createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      return { status: 201, body: out(row as Record<string, unknown>) };
    },
  });
  registerRootWrite<typeof contractPlanUpdate, { id: string }>(app, deps, {
    method: 'PUT',
    url: '/contract-plans/:id',
    body: contractPlanUpdate,
    authorize: onlyOperator,
    async run(ctx) {
      await livePlan(ctx.tx, ctx.params.id);
      const [row] = await ctx.tx
        .update(contractPlans)
        .set({ ...(ctx.body as z.output<typeof contractPlanUpdate>), updatedAt: ctx.now })
        .where(eq(contractPlans.id, ctx.params.id))
        .returning();
      return out(row as Record<string, unknown>);
    },
  });
  registerRootWrite<typeof emptyObject, { id: string }>(app, deps, {
    method: 'DELETE',
    url: '/contract-plans/:id',
    body: emptyObject,
    authorize: onlyOperator,
    async run(ctx) {
      await livePlan(ctx.tx, ctx.params.id);
      // A plan a business is on stays: its invoices are priced from it.
      const inUse = await ctx.tx
        .select({ id: businessContractPlans.id })
        .from(businessContractPlans)
        .where(and(eq(businessContractPlans.contractPlanId, ctx.params.id), isNull(businessContractPlans.deletedAt)))
        .limit(1);
      if (inUse[0]) throw conflict(m.planInUse);
      const [row] = await ctx.tx.update(contractPlans).set({ deletedAt: ctx.now, updatedAt: ctx.now }).where(eq(contractPlans.id, ctx.params.id)).returning();
      return out(row as Record<string, unknown>);
    },
  });

  registerDeclaredCrud(app, deps, {
    table: businessContractPlans,
    writes: { create: w.businessContractPlansCreate, update: w.businessContractPlansUpdate, delete: w.businessContractPlansDelete },
    permission: 'manage',
    notFound: m.businessPlanNotFound,
    async prepare(values, ctx, existing: Row | null) {
      await partnerOrAdmin(ctx);
      const planId = (values.contractPlanId as string | undefined) ?? (existing?.contractPlanId as string);
      if (values.contractPlanId !== undefined || values.monthlyPrice === undefined) {
        const plan = await livePlan(ctx.tx, planId).catch(() => {
          throw badRequest(m.notFound, [{ path: 'contractPlanId', message: m.notFound }]);
        });
        // Absent on a create: the plan's own price.
        if (values.monthlyPrice === undefined && !existing) values.monthlyPrice = plan.monthlyPrice;
      }
      const startsOn = (values.startsOn as string | undefined) ?? (existing?.startsOn as string);
      const endsOn = values.endsOn !== undefined ? (values.endsOn as string | null) : ((existing?.endsOn as string | null) ?? null);
      if (endsOn !== null && endsOn < startsOn) throw badRequest(m.endsBeforeStart, [{ path: 'endsOn', message: m.endsBeforeStart }]);
      await noOverlap(ctx, startsOn, endsOn, existing?.id ?? null);
    },
    beforeDelete: async (_row, ctx) => partnerOrAdmin(ctx),
  });
}
