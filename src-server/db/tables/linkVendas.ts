// The online store's (link de vendas) customers' logins: a customer entity of one business, the phone they sign in
// with and their password's hash. Not mirrored: a counter never receives a customer's password hash.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const linkVendasCustomers = pgTable(
  'link_vendas_customers',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    /** the business's customer entity this login is (entities.id) */
    entityId: uuid('entity_id').notNull(),
    /** digits only, with the area code */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('link_vendas_customers_phone_idx').on(t.businessId, t.phone), uniqueIndex('link_vendas_customers_entity_idx').on(t.entityId)],
);
