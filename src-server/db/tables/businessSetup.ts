// What a restaurant types when it goes live (issue 18): its address, the fiscal data its NFC-e needs, its opening
// hours. One row of address and of fiscal data per business; hours are a small collection. Same columns as every
// mirrored collection (business_id, updated_at, deleted_at, change_seq), so the change cursor carries them.
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// Repeated from schema.ts: importing it from there would be a cycle (schema.ts re-exports this file).
const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

export const businessAddresses = pgTable(
  'business_addresses',
  {
    ...mirrored(),
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    /** IBGE city code (7 digits): the NFC-e's cMun. */
    cityCode: text('city_code'),
    state: text('state').notNull(),
    phone: text('phone'),
  },
  (t) => [uniqueIndex('business_addresses_business_idx').on(t.businessId), index('business_addresses_cursor_idx').on(t.businessId, t.changeSeq)],
);

export const businessFiscalConfigs = pgTable(
  'business_fiscal_configs',
  {
    ...mirrored(),
    cnpj: text('cnpj').notNull(),
    ie: text('ie').notNull(),
    /** 1 Simples Nacional, 2 Simples excesso de sublimite, 3 Regime Normal, 4 MEI. */
    crt: integer('crt').notNull(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    environment: text('environment').notNull(),
    cscId: text('csc_id').notNull(),
    /** Never answered by a read: reads say only whether it is set. */
    cscToken: text('csc_token').notNull(),
    series: integer('series').notNull(),
  },
  (t) => [uniqueIndex('business_fiscal_configs_business_idx').on(t.businessId), index('business_fiscal_configs_cursor_idx').on(t.businessId, t.changeSeq)],
);

export const businessHours = pgTable(
  'business_hours',
  {
    ...mirrored(),
    /** 0 Sunday … 6 Saturday, as Date.getDay(). */
    weekday: integer('weekday').notNull(),
    /** 'HH:MM'; a closing at or before the opening runs past midnight. */
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [index('business_hours_cursor_idx').on(t.businessId, t.changeSeq)],
);
