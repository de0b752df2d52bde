// Contract plans: the platform operator's plans (no business: one list for the whole platform) and which plan each
// business is on, from when and at what monthly price (centavos). A business's row is mirrored like every
// collection (business_id, updated_at, deleted_at, change_seq) so its change cursor carries it.
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

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
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
    contractPlanId: uuid('contract_plan_id').notNull(),
    /** the business's first day on the plan, and its last (null: still on it) */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** the monthly price agreed with this business, in centavos */
    monthlyPrice: integer('monthly_price').notNull(),
    note: text('note'),
  },
  (t) => [index('business_contract_plans_cursor_idx').on(t.businessId, t.changeSeq)],
);
