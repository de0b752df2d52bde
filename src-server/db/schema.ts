// Tables of the platform, in the Postgres dialect shared by PGlite and PostgreSQL.
// After changing this file: `npx drizzle-kit generate` writes the next migration under db/migrations.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  tradeName: text('trade_name'),
  document: text('document'),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
});
