// Request schemas of entities (001 §3 Entities, §7.6).
import { z } from 'zod';
import { ADDRESS_TYPES, USER_TYPES } from '../enums.js';
import { GUARDED_ACTIONS } from '../../domain/permissions.js';
import { isValidCnpj, isValidCpf } from '../../fiscal/documents.js';
import { entitiesMessages as em } from '../../i18n/entities.js';
import { centavos, file, filters, id, name, uuid } from './common.js';

export const entity = z.looseObject({ id: id.optional(), type: z.enum(USER_TYPES).optional(), available: z.boolean().optional() });
export const changeAvailability = z.looseObject({ available: z.boolean() });
export const customersBulk = z.looseObject({ customers: z.array(z.looseObject({})).min(1) });
export const entitiesImport = z.looseObject({ file });
export const entitiesReport = z.looseObject({ filters: filters.optional() });
/** "/link-vendas/login: credentials; returns a token that is then set as the authorization header". */
export const entityChild = z.looseObject({ id: id.optional(), entityId: id.optional() });
export const entityTransactionAccount = z.looseObject({ id: id.optional(), entityId: id.optional(), transactionAccountId: id.nullish() });
export const transactionAccountEntry = z.looseObject({
  id: id.optional(), entityId: id.optional(), transactionAccountId: id.optional(),
  dateRange: z.looseObject({ start: z.string().optional(), end: z.string().optional() }).optional(),
});
export const deliveryAdjustment = z.looseObject({ id: id.optional(), deliveryManId: id.optional() });

// What the platform server stores (strict: unknown fields are dropped, client-made ids are UUIDs).
export const entityCreate = z.object({
  id: uuid.optional(),
  type: z.enum(USER_TYPES).default('customer'),
  name,
  document: z
    .string()
    .trim()
    .regex(/^\d{11}$|^\d{14}$/, 'CPF (11 dígitos) ou CNPJ (14 dígitos), só números')
    .refine((d) => (d.length === 11 ? isValidCpf(d) : isValidCnpj(d)), em.badDocument)
    .nullish(),
  email: z.email().nullish(),
  userId: uuid.nullish(),
  available: z.boolean().default(true),
  note: z.string().max(500).nullish(),
});
// An update names only what changes: zod 4 applies a default inside .partial(), which would turn a renamed waiter
// into an active customer; so the fields with a default are made plainly optional here.
export const entityUpdate = entityCreate
  .omit({ id: true })
  .extend({ type: z.enum(USER_TYPES), available: z.boolean() })
  .partial();

export const addressCreate = z.object({
  id: uuid.optional(),
  type: z.enum(ADDRESS_TYPES).default('residential'),
  cep: z.string().regex(/^\d{8}$/, 'CEP com 8 dígitos, só números').nullish(),
  street: z.string().trim().min(1).max(200),
  number: z.string().trim().max(20).nullish(),
  complement: z.string().trim().max(100).nullish(),
  neighborhood: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().length(2).nullish(),
  reference: z.string().trim().max(200).nullish(),
});
export const addressUpdate = addressCreate.omit({ id: true }).extend({ type: z.enum(ADDRESS_TYPES) }).partial();

export const phoneCreate = z.object({
  id: uuid.optional(),
  number: z.string().regex(/^\d{10,13}$/, 'Telefone com DDD, só números (10 a 13 dígitos)'),
  main: z.boolean().default(false),
});
export const phoneUpdate = phoneCreate.omit({ id: true }).extend({ main: z.boolean() }).partial();

// ---------------------------------------------------------------- what the entity calls carry (server and client)

/** A customer of a bulk create: the customer, with their phones and addresses. */
export const bulkCustomer = entityCreate.omit({ type: true }).extend({
  phones: z.array(phoneCreate).max(10).default([]),
  addresses: z.array(addressCreate).max(10).default([]),
});
export const customersBulkCreate = z.object({ customers: z.array(bulkCustomer).min(1).max(1000) });

/** The filters of the entities' CSV file and of the pending transactions report. */
export const entitiesFilters = z.object({
  filters: z
    .object({ type: z.enum(USER_TYPES).optional(), term: z.string().trim().max(100).optional(), available: z.boolean().optional() })
    .default({}),
});

/** A manager's pass code: 4 to 8 digits. */
export const passCode = z.string().regex(/^\d{4,8}$/, em.passCodeFormat);
/**
 * The pass code check: which manager, the code typed, and (optionally) the guarded action and row it authorises,
 * for which the answer carries a grant as the manager's password check does (auth/managerAuthorization.ts).
 */
export const validatePassCode = z.object({ userId: uuid, passCode, action: z.enum(GUARDED_ACTIONS).optional(), entityId: uuid.optional() });
/** A manager sets their own pass code (stored hashed, never answered). */
export const setPassCode = z.object({ passCode });

export const transactionAccountCreate = z.object({
  id: uuid.optional(),
  name: z.string().trim().min(1).max(60).default('Fiado'),
  creditLimit: centavos.nullish(),
  available: z.boolean().default(true),
  note: z.string().trim().max(500).nullish(),
});
export const transactionAccountUpdate = transactionAccountCreate.omit({ id: true }).partial();

export const ACCOUNT_ENTRY_TYPES = ['purchase', 'payment'] as const;
/** A purchase on the account or a payment of it; `settle` pays off everything owed (the amount is the balance). */
export const accountEntryCreate = z
  .object({
    id: uuid.optional(),
    type: z.enum(ACCOUNT_ENTRY_TYPES),
    amount: z.int().min(1).max(100_000_000).optional(),
    settle: z.boolean().default(false),
    description: z.string().trim().max(200).nullish(),
    orderId: uuid.nullish(),
    paymentMethodId: uuid.nullish(),
    /** a payment: the register session receiving it (absent: the only one open, as for a sale's payment) */
    cashRegisterAuditId: uuid.nullish(),
    occurredAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.settle && b.type !== 'payment') ctx.addIssue({ code: 'custom', path: ['settle'], message: em.settleIsPayment });
    if (!b.settle && b.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: em.amountRequired });
  });

export const deliveryAdjustmentCreate = z.object({
  id: uuid.optional(),
  amount: z.int().min(-10_000_000).max(10_000_000).refine((v) => v !== 0, em.adjustmentZero),
  description: z.string().trim().min(1).max(200),
});
export const deliveryAdjustmentUpdate = deliveryAdjustmentCreate.omit({ id: true }).partial();
/** Checks the given adjustments of a delivery man, or all his unchecked ones. */
export const deliveryAdjustmentsCheck = z.object({ ids: z.array(uuid).max(500).optional() });
