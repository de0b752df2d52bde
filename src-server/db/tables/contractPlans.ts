// Contract plans: the platform operator's plans (no business: one list for the whole platform) and which plan each
// business is on, from when and at what monthly price (centavos). A business's row is mirrored like every
// collection (business_id, updated_at, deleted_at, change_seq) so its change cursor carries it.
import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored, ts } from '../columns.js';

export const contractPlans = pgTable('contract_plans', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** what the plan costs a month, in centavos (a business's own contract may say another price) */
  monthlyPrice: integer('monthly_price').notNull(),
  available: boolean('available').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const businessContractPlans = pgTable(
  'business_contract_plans',
  {
    ...mirrored(),
    contractPlanId: uuid('contract_plan_id').notNull(),
    /** the business's first day on the plan, and its last (null: still on it) */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** the monthly price agreed with this business, in centavos */
    monthlyPrice: integer('monthly_price').notNull(),
    note: text('note'),
  },
  (t) => [cursorIndex('business_contract_plans')(t)],
);
