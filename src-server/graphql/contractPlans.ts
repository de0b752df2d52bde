// GraphQL reads of the contract plans: the platform's plans (anyone working in a business may see what there is to
// contract) and the plans a business has been on (its people, its partner, the platform).
import { and, asc, eq, getTableColumns, ilike, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';
import { typeSdl } from './sdl.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const contractPlansSdl = /* GraphQL */ `
${typeSdl('ContractPlan', cols(t.contractPlans))}

${typeSdl('BusinessContractPlan', cols(t.businessContractPlans), `  "the platform's plan it is on"\n  contractPlan: ContractPlan`)}

extend type Query {
  "gqlContractPlans: the platform's plans (filters: term on the name, available)"
  contractPlans(businessId: ID!, filters: JSON): [ContractPlan!]!
  "our addition: the contract plans a business has been on, latest first, with their platform plan"
  businessContractPlans(businessId: ID!): [BusinessContractPlan!]!
}
`;

type Args = { businessId: string };
export interface Filters {
  term?: string;
  available?: boolean;
}

export const contractPlansResolvers = {
  contractPlans: async (args: Args & { filters?: Filters | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const f = args.filters ?? {};
    const rows = await ctx.deps.db
      .select()
      .from(t.contractPlans)
      .where(
        and(
          isNull(t.contractPlans.deletedAt),
          typeof f.term === 'string' && f.term ? ilike(t.contractPlans.name, `%${f.term}%`) : undefined,
          typeof f.available === 'boolean' ? eq(t.contractPlans.available, f.available) : undefined,
        ),
      )
      .orderBy(asc(t.contractPlans.monthlyPrice), asc(t.contractPlans.name));
    return rows.map(out);
  },
  businessContractPlans: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const bcp = t.businessContractPlans;
    const rows = await ctx.deps.db
      .select({ row: bcp, plan: t.contractPlans })
      .from(bcp)
      .leftJoin(t.contractPlans, eq(t.contractPlans.id, bcp.contractPlanId))
      .where(and(eq(bcp.businessId, args.businessId), isNull(bcp.deletedAt)))
      .orderBy(asc(bcp.startsOn));
    return rows.reverse().map(({ row, plan }) => ({ ...out(row), contractPlan: plan ? out(plan) : null }));
  },
};
