// Request schemas of payment methods and card brands (002 §3, §7).
import { z } from 'zod';
import { apiMessages } from '../../i18n/api.js';
import { WEEKDAYS } from '../enums.js';
import { id, name, uuid } from './common.js';

/** "Weekday is numeric" (002 §9). */
const weekday = z.union(WEEKDAYS.map((d) => z.literal(d)));
export const paymentMethodAvailability = z.looseObject({ id: id.optional(), weekday: weekday.optional() });
export const bindOrigin = z.looseObject({ originId: uuid });
export const bindUser = z.looseObject({ userId: uuid });
export const bindWeekday = z.looseObject({ weekday });
/** "Card brand: id, paymentMethodId, filter"; created as a list (rules/cardBrands.ts refuses an empty one). */
export const creditCardBanner = z.looseObject({ id: id.optional(), paymentMethodId: id.optional() });
export const creditCardBannersCreate = z.looseObject({ paymentMethodId: id, creditCardBanners: z.array(creditCardBanner) });
export const paymentMethodIntegrator = z.looseObject({ businessIntegratorId: id, paymentMethodId: id });

// What the platform server stores (strict: unknown fields are dropped, client-made ids are UUIDs).
export const PAYMENT_METHOD_TYPES = [
  'money', 'credit', 'debit', 'pix', 'pixMachine', 'mealVoucher', 'voucher', 'bankCheck', 'transfer', 'bankSlip',
  'pendency', 'courtesy', 'orderPadCredit', 'onlinePayment', 'posCredit', 'posDebit', 'others',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

const paymentMethodFields = {
  name,
  type: z.enum(PAYMENT_METHOD_TYPES),
  allowsChange: z.boolean(),
  available: z.boolean(),
  position: z.int().min(0).max(10_000),
};
export const paymentMethodCreate = z.object({
  id: uuid.optional(),
  ...paymentMethodFields,
  allowsChange: paymentMethodFields.allowsChange.default(false),
  available: paymentMethodFields.available.default(true),
  position: paymentMethodFields.position.default(0),
});
/** A change names only what changes: no defaults here, or giving change would turn a method back on and reset its order. */
export const paymentMethodUpdate = z.object(paymentMethodFields).partial();

/** An availability of a payment or delivery method: weekdays, origins, users and a time window. */
const time = z.string().regex(/^\d\d:\d\d$/);
export const availabilityCreate = z.object({
  id: uuid.optional(),
  weekday: z.int().min(0).max(6).optional(),
  weekdays: z.array(z.int().min(0).max(6)).max(7).optional(),
  originIds: z.array(uuid).max(50).optional(),
  userIds: z.array(uuid).max(200).optional(),
  startTime: time.nullish(),
  endTime: time.nullish(),
});
export const availabilityUpdate = availabilityCreate.omit({ id: true });

/**
 * Card brands as the server takes them: a list for one payment method (002 §5: "Creating credit card brands
 * with an empty list is rejected ... 'Ao menos alguma bandeira deve ser informada'"), the same body the typed
 * client sends (`creditCardBannersCreate` above), each brand with its client-made id and name.
 */
export const creditCardBannerListCreate = z.object({
  paymentMethodId: uuid,
  creditCardBanners: z.array(z.object({ id: uuid.optional(), name })).min(1, apiMessages.cardBrandsRequired).max(50),
});
export const creditCardBannerUpdate = z.object({ paymentMethodId: uuid.optional(), name: name.optional() });
