// Request schemas of delivery methods (001 §3 Delivery, §7.5).
import { z } from 'zod';
import { DELIVERY_MODES } from '../enums.js';
import { centavos, id, name, uuid } from './common.js';

export const deliveryMethodAvailability = z.looseObject({ id: id.optional(), deliveryMethodId: id.optional() });
export const deliveryMethodConditionalPrinter = z.looseObject({ conditionalDeliveryMethodPrinterId: id, deliveryMethodId: id.optional() });

/** A delivery method as the platform server stores it (strict; its availabilities use paymentMethods.availabilityCreate). */
export const deliveryMethodCreate = z.object({
  id: uuid.optional(),
  name,
  mode: z.enum(DELIVERY_MODES),
  fee: centavos.default(0),
  available: z.boolean().default(true),
});
export const deliveryMethodUpdate = deliveryMethodCreate.omit({ id: true }).partial();
