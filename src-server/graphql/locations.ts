// GraphQL reads of places: the platform's states and cities (any logged-in person), a business's neighborhoods with
// their fees and limits, integrator links, addresses and neighborhood templates, and the place search.
import { and, asc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';
import { typeSdl } from './sdl.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const locationsSdl = /* GraphQL */ `
${typeSdl('State', cols(t.states))}

${typeSdl('City', cols(t.cities), '  state: State')}

${typeSdl('Neighborhood', cols(t.neighborhoods), '  limits: [NeighborhoodLimit!]!')}

${typeSdl('NeighborhoodLimit', cols(t.neighborhoodLimits))}

${typeSdl('NeighborhoodIntegrator', cols(t.neighborhoodIntegrators))}

${typeSdl('LocationAddress', cols(t.locationAddresses))}

${typeSdl('NeighborhoodTemplate', cols(t.neighborhoodTemplates))}

"A place found by the search: a city of the platform or a neighborhood of the business (our search, not a map service's)"
type Place {
  "the city's or neighborhood's id; place(placeId) reads it"
  placeId: ID!
  type: String!
  description: String!
  city: City
  neighborhood: Neighborhood
}

extend type Query {
  "gqlAddress"
  address(businessId: ID!, id: ID!): LocationAddress
  "gqlAddresses"
  addresses(businessId: ID!): [LocationAddress!]!
  "gqlAddressesByTerm: street, neighborhood, city or CEP"
  addressesByTerm(businessId: ID!, term: String!): [LocationAddress!]!
  "gqlCity"
  city(businessId: ID!, id: ID!): City
  "gqlCities: the cities of a state"
  cities(businessId: ID!, stateId: ID!): [City!]!
  "gqlAllCities"
  allCities(businessId: ID!): [City!]!
  "our addition: the platform's states"
  states(businessId: ID!): [State!]!
  "gqlCitiesByBusiness: the cities the business delivers to"
  citiesByBusiness(businessId: ID!): [City!]!
  "gqlNeighborhood"
  neighborhood(businessId: ID!, id: ID!): Neighborhood
  "gqlNeighborhoods"
  neighborhoods(businessId: ID!): [Neighborhood!]!
  "gqlNeighborhoodsByCity"
  neighborhoodsByCity(businessId: ID!, cityId: ID!): [Neighborhood!]!
  "gqlNeighborhoodsByCityForLinkVendas: the ones delivered to now"
  neighborhoodsByCityForLinkVendas(businessId: ID!, cityId: ID!): [Neighborhood!]!
  "gqlNeighborhoodsLimits"
  neighborhoodsLimits(businessId: ID!, neighborhoodId: ID): [NeighborhoodLimit!]!
  "gqlNeighborhoodIntegrators"
  neighborhoodIntegrators(businessId: ID!, neighborhoodId: ID): [NeighborhoodIntegrator!]!
  "gqlSearchTerm: the platform's cities and the business's neighborhoods by name"
  searchTerm(businessId: ID!, term: String!, sessionToken: String): [Place!]!
  "gqlPlace"
  place(businessId: ID!, placeId: ID!, sessionToken: String): Place
  "gqlNeighborhoodTemplate"
  neighborhoodTemplate(businessId: ID!, id: ID!): NeighborhoodTemplate
  "gqlNeighborhoodTemplates"
  neighborhoodTemplates(businessId: ID!): [NeighborhoodTemplate!]!
}
`;

type Args = Record<string, unknown> & { businessId: string };
type Live = PgTable & { businessId: PgColumn; deletedAt: PgColumn; id: PgColumn };

/** The platform's cities and states are read by a person of a business, like every read (the tenant walk). */
const loggedIn = (ctx: GraphqlContext, args: { businessId: string }) => ctx.allow(args.businessId);

async function rowsOf(ctx: GraphqlContext, table: Live, businessId: string, more?: SQL, order?: PgColumn) {
  const rows = await ctx.deps.db
    .select()
    .from(table)
    .where(and(eq(table.businessId, businessId), isNull(table.deletedAt), more))
    .orderBy(asc(order ?? table.id));
  return (rows as Record<string, unknown>[]).map((r) => out(r));
}

/** Cities with their state. */
async function citiesWhere(ctx: GraphqlContext, where: SQL | undefined) {
  const rows = await ctx.deps.db
    .select({ city: t.cities, state: t.states })
    .from(t.cities)
    .leftJoin(t.states, eq(t.states.id, t.cities.stateId))
    .where(and(isNull(t.cities.deletedAt), where))
    .orderBy(asc(t.cities.name))
    .limit(2000);
  return rows.map((r) => ({ ...out(r.city), state: r.state ? out(r.state) : null }));
}

/** Neighborhoods with their limits. */
async function hoods(ctx: GraphqlContext, businessId: string, more?: SQL) {
  const rows = await rowsOf(ctx, t.neighborhoods, businessId, more, t.neighborhoods.name);
  const ids = rows.map((r) => r.id as string);
  const limits = ids.length
    ? await ctx.deps.db
        .select()
        .from(t.neighborhoodLimits)
        .where(and(eq(t.neighborhoodLimits.businessId, businessId), inArray(t.neighborhoodLimits.neighborhoodId, ids), isNull(t.neighborhoodLimits.deletedAt)))
    : [];
  return rows.map((r) => ({ ...r, id: r.id as string, name: r.name as string, limits: limits.filter((l) => l.neighborhoodId === r.id).map(out) }));
}

export const locationsResolvers = {
  address: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await rowsOf(ctx, t.locationAddresses, args.businessId, eq(t.locationAddresses.id, args.id)))[0] ?? null;
  },
  addresses: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, t.locationAddresses, args.businessId, undefined, t.locationAddresses.street);
  },
  addressesByTerm: async (args: Args & { term: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const a = t.locationAddresses;
    const term = `%${args.term.trim()}%`;
    const digits = args.term.replace(/\D/g, '');
    return rowsOf(ctx, a, args.businessId, or(ilike(a.street, term), ilike(a.neighborhood, term), ilike(a.city, term), ilike(a.name, term), digits.length >= 5 ? ilike(a.cep, `${digits}%`) : undefined), a.street);
  },
  city: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    return (await citiesWhere(ctx, eq(t.cities.id, args.id)))[0] ?? null;
  },
  cities: async (args: Args & { stateId: string }, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    return citiesWhere(ctx, eq(t.cities.stateId, args.stateId));
  },
  allCities: async (args: Args, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    return citiesWhere(ctx, undefined);
  },
  states: async (args: Args, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    const rows = await ctx.deps.db.select().from(t.states).where(isNull(t.states.deletedAt)).orderBy(asc(t.states.uf));
    return rows.map(out);
  },
  citiesByBusiness: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return citiesWhere(ctx, sql`${t.cities.id} in (select city_id from neighborhoods where business_id = ${args.businessId} and deleted_at is null)`);
  },
  neighborhood: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await hoods(ctx, args.businessId, eq(t.neighborhoods.id, args.id)))[0] ?? null;
  },
  neighborhoods: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return hoods(ctx, args.businessId);
  },
  neighborhoodsByCity: async (args: Args & { cityId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return hoods(ctx, args.businessId, eq(t.neighborhoods.cityId, args.cityId));
  },
  neighborhoodsByCityForLinkVendas: async (args: Args & { cityId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return hoods(ctx, args.businessId, and(eq(t.neighborhoods.cityId, args.cityId), eq(t.neighborhoods.available, true)));
  },
  neighborhoodsLimits: async (args: Args & { neighborhoodId?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, t.neighborhoodLimits, args.businessId, args.neighborhoodId ? eq(t.neighborhoodLimits.neighborhoodId, args.neighborhoodId) : undefined);
  },
  neighborhoodIntegrators: async (args: Args & { neighborhoodId?: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, t.neighborhoodIntegrators, args.businessId, args.neighborhoodId ? eq(t.neighborhoodIntegrators.neighborhoodId, args.neighborhoodId) : undefined);
  },
  searchTerm: async (args: Args & { term: string }, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    const term = args.term.trim();
    if (term.length < 2) return [];
    const found = await citiesWhere(ctx, ilike(t.cities.name, `%${term}%`));
    const places = found.slice(0, 20).map((c) => ({ placeId: c.id, type: 'city', description: `${c.name}${c.state ? ` - ${c.state.uf}` : ''}`, city: c, neighborhood: null }));
    for (const n of await hoods(ctx, args.businessId, ilike(t.neighborhoods.name, `%${term}%`))) {
      places.push({ placeId: n.id, type: 'neighborhood', description: n.name, city: null as never, neighborhood: n as never });
    }
    return places;
  },
  place: async (args: Args & { placeId: string }, ctx: GraphqlContext) => {
    await loggedIn(ctx, args);
    const [c] = await citiesWhere(ctx, eq(t.cities.id, args.placeId));
    if (c) return { placeId: c.id, type: 'city', description: `${c.name}${c.state ? ` - ${c.state.uf}` : ''}`, city: c, neighborhood: null };
    const [n] = await hoods(ctx, args.businessId, eq(t.neighborhoods.id, args.placeId));
    return n ? { placeId: n.id, type: 'neighborhood', description: n.name, city: null, neighborhood: n } : null;
  },
  neighborhoodTemplate: async (args: Args & { id: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return (await rowsOf(ctx, t.neighborhoodTemplates, args.businessId, eq(t.neighborhoodTemplates.id, args.id)))[0] ?? null;
  },
  neighborhoodTemplates: async (args: Args, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    return rowsOf(ctx, t.neighborhoodTemplates, args.businessId, undefined, t.neighborhoodTemplates.name);
  },
};
