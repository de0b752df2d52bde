// Request shapes of cash registers, their audits (open, update, close) and entries (supply, bleeding).
import { z } from 'zod';
import { CASH_MOVEMENT_TYPES } from '../enums.js';
import { authorizedBy } from './authorization.js';

const id = z.uuid();
const centavos = z.int().min(0).max(100_000_000);

export const cashRegisterCreate = z.object({ id: id.optional(), name: z.string().trim().min(1).max(60) });
export const cashRegisterUpdate = z.object({ name: z.string().trim().min(1).max(60) });

export const cashRegisterAuditOpen = z.object({
  id: id.optional(),
  cashRegisterId: id,
  userId: id.nullish(),
  /** cash in the drawer at opening (troco inicial) */
  openingAmount: centavos.default(0),
});
export type CashRegisterAuditOpen = z.infer<typeof cashRegisterAuditOpen>;

export const cashRegisterAuditUpdate = z.object({ openingAmount: centavos.optional(), note: z.string().max(500).nullish() });

export const cashRegisterAuditClose = z.object({
  /** counted amount per payment method id (centavos) */
  counted: z.record(z.uuid(), centavos),
  note: z.string().max(500).nullish(),
});
export type CashRegisterAuditClose = z.infer<typeof cashRegisterAuditClose>;

export const cashRegisterEntryCreate = z.object({
  id: id.optional(),
  entry: z.object({
    type: z.enum(CASH_MOVEMENT_TYPES),
    amount: z.int().min(1).max(100_000_000),
    description: z.string().trim().max(300).nullish(),
  }),
  /** a manager's authorisation, for a supply or bleeding by someone who may not make one alone */
  authorizedBy: authorizedBy.nullish(),
});
export type CashRegisterEntryCreate = z.infer<typeof cashRegisterEntryCreate>;

/** The entry delete is sent as POST carrying userId (002 §7). */
export const cashRegisterEntryDelete = z.object({ userId: id.nullish() });
