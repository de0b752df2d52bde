// GraphQL reads. Query names exactly as ../shared/spec/calls.json spells them.
import { buildSchema, type GraphQLSchema } from 'graphql';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { businesses } from '../db/schema.js';

const sdl = /* GraphQL */ `
  type Business {
    id: ID!
    name: String!
    tradeName: String
    document: String
    timeZone: String!
    updatedAt: String!
  }

  type Query {
    "gqlBusiness: one business by id"
    business(businessId: ID!): Business
  }
`;

export interface GraphqlContext {
  db: Db;
}

export const schema: GraphQLSchema = buildSchema(sdl);

export const rootValue = {
  business: async (args: { businessId: string }, ctx: GraphqlContext) => {
    const rows = await ctx.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, args.businessId), isNull(businesses.deletedAt)));
    return rows[0] ?? null;
  },
};
