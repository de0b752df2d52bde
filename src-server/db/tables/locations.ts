// Places: the platform's states and cities (a base catalogue, not a business's), and a business's neighborhoods
// with their delivery fees and limits, addresses and neighborhood templates.
import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const stamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  ...stamps(),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

export const states = pgTable(
  'states',
  { id: uuid('id').primaryKey(), name: text('name').notNull(), uf: text('uf').notNull(), ibge: text('ibge'), ...stamps() },
  (t) => [uniqueIndex('states_uf_idx').on(t.uf).where(sql`deleted_at is null`)],
);

export const cities = pgTable(
  'cities',
  { id: uuid('id').primaryKey(), stateId: uuid('state_id').notNull(), name: text('name').notNull(), ibge: text('ibge'), ...stamps() },
  (t) => [index('cities_state_idx').on(t.stateId)],
);

/** A neighborhood a business delivers to, and what it charges there (centavos). */
export const neighborhoods = pgTable(
  'neighborhoods',
  {
    ...mirrored(),
    cityId: uuid('city_id').notNull(),
    name: text('name').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** minutes the delivery takes there */
    deliveryTime: integer('delivery_time'),
    available: boolean('available').notNull().default(true),
  },
  (t) => [index('neighborhoods_cursor_idx').on(t.businessId, t.changeSeq), index('neighborhoods_city_idx').on(t.businessId, t.cityId)],
);

/** The outline of a neighborhood on the map (a polygon of at least 3 points); limits of one business never cross. */
export const neighborhoodLimits = pgTable(
  'neighborhood_limits',
  {
    ...mirrored(),
    neighborhoodId: uuid('neighborhood_id').notNull(),
    points: jsonb('points').$type<{ lat: number; lng: number }[]>().notNull(),
  },
  (t) => [index('neighborhood_limits_cursor_idx').on(t.businessId, t.changeSeq)],
);

/** A neighborhood as an integrator (a delivery platform) names it. */
export const neighborhoodIntegrators = pgTable(
  'neighborhood_integrators',
  { ...mirrored(), neighborhoodId: uuid('neighborhood_id').notNull(), businessIntegratorId: uuid('business_integrator_id').notNull(), externalId: text('external_id') },
  (t) => [index('neighborhood_integrators_cursor_idx').on(t.businessId, t.changeSeq)],
);

/** A business's own addresses (the kitchen, a pick-up point). */
export const locationAddresses = pgTable(
  'location_addresses',
  {
    ...mirrored(),
    name: text('name'),
    cep: text('cep'),
    street: text('street').notNull(),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    neighborhoodId: uuid('neighborhood_id'),
    cityId: uuid('city_id'),
    city: text('city'),
    state: text('state'),
    reference: text('reference'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('location_addresses_cursor_idx').on(t.businessId, t.changeSeq)],
);

/** A list of neighborhoods and fees a business can start from. */
export const neighborhoodTemplates = pgTable(
  'neighborhood_templates',
  {
    ...mirrored(),
    name: text('name').notNull(),
    cityId: uuid('city_id'),
    template: jsonb('template').$type<{ name: string; deliveryFee: number; deliveryTime?: number | null }[]>().notNull(),
  },
  (t) => [index('neighborhood_templates_cursor_idx').on(t.businessId, t.changeSeq)],
);
