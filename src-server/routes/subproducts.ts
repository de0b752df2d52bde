// Subproducts (feedstocks, recipes, nominal), their categories, feedstock categories and recipe trees (ficha
// técnica), 001 §7.3; each write declared once in src-shared/writes/subproducts.ts. A recipe line names a
// subproduct of this business, and a recipe never contains itself, however deep.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { catalogMessages as cm } from '../../src-shared/i18n/catalog.js';
import { validationMessages } from '../../src-shared/i18n/validation.js';
import * as w from '../../src-shared/writes/subproducts.js';
import { findLive, idExists, insertRow, updateRow, type Row } from '../db/rows.js';
import { feedstockCategories, subproductCategories, subproducts, subproductTrees } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest, conflict, found } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { recipeCost } from '../../src-shared/domain/recipeCost.js';
import { registerChild } from './catalog.js';
import { registerSubproductImages } from './subproductImages.js';

const nf = cm.notFound;
type Ctx = WriteContext<unknown, Record<string, string>>;

/** Every subproduct a recipe takes, however deep (its lines, their lines...). */
async function ingredientsOf(tx: Executor, businessId: string, recipeId: string): Promise<Set<string>> {
  const seen = new Set<string>();
  let frontier = [recipeId];
  while (frontier.length > 0) {
    const lines = await tx
      .select({ id: subproductTrees.subproductId })
      .from(subproductTrees)
      .where(and(eq(subproductTrees.businessId, businessId), inArray(subproductTrees.subproductParentId, frontier), isNull(subproductTrees.deletedAt)));
    frontier = lines.map((l) => l.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return seen;
}

async function recipeOf(ctx: Ctx): Promise<Row> {
  const recipe = found(await findLive(ctx.tx, subproducts, ctx.businessId, ctx.params.id!), nf.subproduct);
  if (recipe.kind !== 'recipe') throw conflict(cm.conflict.notARecipe);
  return recipe;
}

async function lineOf(ctx: Ctx): Promise<Row> {
  const line = found(await findLive(ctx.tx, subproductTrees, ctx.businessId, ctx.params.treeId!), nf.subproductTree);
  if (line.subproductParentId !== ctx.params.id) found(null, nf.subproductTree);
  return line;
}

export function registerSubproducts(app: FastifyInstance, deps: WriteDeps): void {
  registerChild(app, deps, {
    writes: { create: w.subproductsCreate, update: w.subproductsUpdate, delete: w.subproductsDelete },
    table: subproducts,
    notFound: nf.subproduct,
  });
  registerChild(app, deps, {
    writes: { create: w.subproductsCategoriesCreate, update: w.subproductsCategoriesUpdate, delete: w.subproductsCategoriesDelete },
    table: subproductCategories,
    notFound: nf.subproductCategory,
  });
  registerChild(app, deps, {
    writes: { create: w.feedstocksCategoriesCreate, update: w.feedstocksCategoriesUpdate, delete: w.feedstocksCategoriesDelete },
    table: feedstockCategories,
    notFound: nf.feedstockCategory,
  });
  registerSubproductImages(app, deps);
  // The recipe's unit cost from its tree as it is now (src-shared/domain/recipeCost.ts, the mirror's rule too).
  registerWrite(app, deps, {
    ...routeOf(w.subproductsUpdateRecipeCost),
    permission: 'manage',
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      const recipe = await recipeOf(ctx);
      const cost = await recipeCost(recipe.id, {
        linesOf: async (id) =>
          ctx.tx
            .select({ subproductId: subproductTrees.subproductId, quantity: subproductTrees.quantity })
            .from(subproductTrees)
            .where(and(eq(subproductTrees.businessId, ctx.businessId), eq(subproductTrees.subproductParentId, id), isNull(subproductTrees.deletedAt))),
        subproduct: async (id) => {
          const row = await findLive(ctx.tx, subproducts, ctx.businessId, id);
          return row ? { kind: row.kind as string, cost: row.cost as number } : undefined;
        },
      });
      return updateRow(ctx.tx, subproducts, recipe.id, { cost, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.subproductTreesCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      const body = raw.body;
      if (body.subproductParentId !== ctx.params.id) {
        const issues = [{ path: 'subproductParentId', message: cm.conflict.treeOfOtherRecipe }];
        throw badRequest(validationMessages.summary(issues), issues);
      }
      const recipe = await recipeOf(ctx);
      found(await findLive(ctx.tx, subproducts, ctx.businessId, body.subproductId), nf.subproduct);
      if (body.subproductId === recipe.id || (await ingredientsOf(ctx.tx, ctx.businessId, body.subproductId)).has(recipe.id)) throw conflict(cm.conflict.recipeLoop);
      const id = ctx.idFor(body.id);
      if (body.id && (await idExists(ctx.tx, subproductTrees, id))) throw idRefused();
      const row = await insertRow(ctx.tx, subproductTrees, {
        id,
        businessId: ctx.businessId,
        subproductParentId: recipe.id,
        subproductId: body.subproductId,
        quantity: body.quantity,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: row };
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.subproductTreesUpdate),
    permission: 'manage',
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      await recipeOf(ctx);
      const line = await lineOf(ctx);
      return updateRow(ctx.tx, subproductTrees, line.id, { quantity: raw.body.quantity, ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.subproductTreesDelete),
    permission: 'manage',
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      await recipeOf(ctx);
      const line = await lineOf(ctx);
      return updateRow(ctx.tx, subproductTrees, line.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
}
