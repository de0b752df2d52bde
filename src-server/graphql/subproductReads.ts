// The Subproducts area's reads (001 §7.9 "feedstock, all-feedstock and recipe lists", inventorySubproducts):
// subproducts of a kind, by name or internal code. Their SDL joins Query in schema.ts; the tenant guard applies.
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { subproducts } from '../db/schema.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';

export const subproductReadsSdl = `  "gqlFeedstock: one feedstock"
  feedstock(businessId: ID!, id: ID!): Subproduct
  "gqlAllFeedstockList: every live feedstock, by name or internal code"
  allFeedstock(businessId: ID!, term: String): [Subproduct!]!
  "gqlRecipeList: every live recipe, by name or internal code"
  recipes(businessId: ID!, term: String): [Subproduct!]!
  "gqlInventorySubproducts: the subproducts whose stock is controlled, by name or internal code"
  inventorySubproducts(businessId: ID!, term: String): [Subproduct!]!`;

type Args = { businessId: string; term?: string | null };

async function listed(ctx: GraphqlContext, args: Args, where: SQL) {
  await ctx.allow(args.businessId);
  const term = args.term?.trim();
  const rows = await ctx.deps.db
    .select()
    .from(subproducts)
    .where(
      and(
        eq(subproducts.businessId, args.businessId),
        isNull(subproducts.deletedAt),
        where,
        term ? or(ilike(subproducts.name, `%${term}%`), eq(subproducts.internalCode, term)) : undefined,
      ),
    )
    .orderBy(asc(subproducts.name), asc(subproducts.id));
  return rows.map(out);
}

export const subproductReads = {
  feedstock: async (args: Args & { id: string }, ctx: GraphqlContext) => (await listed(ctx, args, and(eq(subproducts.kind, 'feedstock'), eq(subproducts.id, args.id))!))[0] ?? null,
  allFeedstock: (args: Args, ctx: GraphqlContext) => listed(ctx, args, eq(subproducts.kind, 'feedstock')),
  recipes: (args: Args, ctx: GraphqlContext) => listed(ctx, args, eq(subproducts.kind, 'recipe')),
  inventorySubproducts: (args: Args, ctx: GraphqlContext) => listed(ctx, args, eq(subproducts.controlStock, true)),
};
