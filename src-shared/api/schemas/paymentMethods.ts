// Request schemas of payment methods and card brands (002 §3, §7).
import { z } from 'zod';
import { WEEKDAYS } from '../enums.js';
import { id } from './common.js';

/** "Weekday is numeric" (002 §9). */
const weekday = z.union(WEEKDAYS.map((d) => z.literal(d)));
export const paymentMethodAvailability = z.looseObject({ id: id.optional(), weekday: weekday.optional() });
export const bindOrigin = z.looseObject({ originId: id });
export const bindUser = z.looseObject({ userId: id });
export const bindWeekday = z.looseObject({ weekday });
/** "Card brand: id, paymentMethodId, filter"; created as a list (rules/cardBrands.ts refuses an empty one). */
export const creditCardBanner = z.looseObject({ id: id.optional(), paymentMethodId: id.optional() });
export const creditCardBannersCreate = z.looseObject({ paymentMethodId: id, creditCardBanners: z.array(creditCardBanner) });
export const paymentMethodIntegrator = z.looseObject({ businessIntegratorId: id, paymentMethodId: id });
