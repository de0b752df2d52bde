// Request schemas of the contract plans (002 §7 contract plans, 000 §7 business contract plans). Money in centavos.
import { z } from 'zod';
import { contractPlanMessages as m } from '../../i18n/contractPlans.js';

const uuid = z.uuid({ error: m.contractPlanId });
const centavos = z.number({ error: m.monthlyPrice }).int(m.monthlyPrice).min(0, m.monthlyPrice);
const day = z.iso.date({ error: m.day });
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** POST /contract-plans: a plan of the platform. */
export const contractPlanCreate = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: m.name }).trim().min(1, m.name).max(80),
  description: optionalText(500),
  monthlyPrice: centavos,
  available: z.boolean().default(true),
});
/** PUT /contract-plans/{id}: the fields given change. */
export const contractPlanUpdate = contractPlanCreate.omit({ id: true }).partial().extend({ available: z.boolean().optional() });

const businessPlanFields = {
  contractPlanId: uuid,
  startsOn: day,
  endsOn: day.nullish().transform((v) => v ?? null),
  /** absent: the plan's own price */
  monthlyPrice: centavos.optional(),
  note: optionalText(500),
};
const endsAfterStart = (v: { startsOn?: string; endsOn?: string | null }) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn;

/** POST /businesses/{businessId}/business-contract-plans: the business goes on a plan from a day. */
export const businessContractPlanCreate = z
  .object({ id: z.uuid().optional(), ...businessPlanFields })
  .refine(endsAfterStart, { path: ['endsOn'], message: m.endsBeforeStart });
/** PUT /businesses/{businessId}/business-contract-plans/{id}: the fields given change. */
export const businessContractPlanUpdate = z
  .object(businessPlanFields)
  .partial()
  .refine(endsAfterStart, { path: ['endsOn'], message: m.endsBeforeStart });
