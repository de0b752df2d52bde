// Request shapes of order pads (comandas): open, update, close, cancel, reopen; payments; transaction accounts.
import { z } from 'zod';
import { DISCOUNT_TYPES } from '../enums.js';
import { authorizedBy } from './authorization.js';
import { paymentExtraKeys, type PaymentExtra } from '../../domain/paymentExtras.js';

const id = z.uuid();
const centavos = z.int().min(0).max(100_000_000);
/** A payment's extras, each optional centavos. */
const extraInputs = Object.fromEntries(paymentExtraKeys.map((k) => [k, centavos.optional()])) as Record<PaymentExtra, z.ZodOptional<typeof centavos>>;

export const discount = z
  .object({
    type: z.enum(DISCOUNT_TYPES),
    /** centavos for value; basis points (1000 = 10 %) for percentage */
    value: centavos,
  })
  .refine((d) => d.type !== 'percentage' || d.value <= 10_000, { message: 'Percentual máximo é 100 %', path: ['value'] });

export const orderPadOpen = z.object({
  id: id.optional(),
  /** the service the pad belongs to; when absent a service is started (on tableId if given) */
  serviceId: id.nullish(),
  tableId: id.nullish(),
  originId: id.nullish(),
  description: z.string().trim().max(100).nullish(),
  occupants: z.int().min(1).max(500).default(1),
  serviceFeeEnabled: z.boolean().optional(),
  entityId: id.nullish(),
});
export type OrderPadOpen = z.infer<typeof orderPadOpen>;

export const orderPadUpdate = z.object({
  description: z.string().trim().max(100).nullish(),
  occupants: z.int().min(1).max(500).optional(),
  serviceFeeEnabled: z.boolean().optional(),
  discount: discount.nullish(),
  entityId: id.nullish(),
  /** a manager's authorisation, for a discount given by someone who may not give one alone */
  authorizedBy: authorizedBy.nullish(),
});
export type OrderPadUpdate = z.infer<typeof orderPadUpdate>;

export const orderPadClose = z.object({ cashRegisterAuditId: id.nullish() });
export const orderPadCancel = z.object({ reason: z.string().trim().min(3).max(300) });
export const orderPadReopen = z.object({ reason: z.string().trim().max(300).nullish() });

export const paymentCreate = z.object({
  id: id.optional(),
  paymentMethodId: id,
  creditCardBannerId: id.nullish(),
  /** the part of the bill this payment settles (centavos) */
  amount: z.int().min(1).max(100_000_000),
  /** what the customer handed over (cash); the rest is change */
  tendered: z.int().min(1).max(100_000_000).optional(),
  /** what it takes above the bill (paymentExtras.ts): settles nothing (centavos) */
  ...extraInputs,
  cashRegisterAuditId: id.nullish(),
  note: z.string().max(300).nullish(),
  /** 002 §3 Payment: the one payment this part belongs to when a payment is spread over several comandas */
  paymentId: id.nullish(),
  /** 002 §3 Payment: the comandas that one payment covers (this pad among them) */
  orderPads: z.array(id).min(1).max(100).optional(),
});
export type PaymentCreate = z.infer<typeof paymentCreate>;

export const paymentUpdate = paymentCreate.omit({ id: true }).partial();
export type PaymentUpdate = z.infer<typeof paymentUpdate>;

export const transactionAccountCreate = z.object({
  id: id.optional(),
  entityId: id,
  transactionAccountId: id.nullish(),
});
export const transactionAccountUpdate = z.object({ entityId: id.optional(), transactionAccountId: id.nullish() });
export const transactionAccountEntryCreate = z.object({
  id: id.optional(),
  /** positive adds to the account's debt, negative pays it */
  amount: z.int().min(-100_000_000).max(100_000_000).refine((v) => v !== 0, { message: 'O valor não pode ser zero' }),
  description: z.string().max(300).nullish(),
});
