// Request schemas of delivery methods (001 §3 Delivery, §7.5).
import { z } from 'zod';
import { DELIVERY_MODES } from '../enums.js';
import { centavos, id, name, uuid } from './common.js';

export const deliveryMethodAvailability = z.looseObject({ id: id.optional(), deliveryMethodId: id.optional() });
export const deliveryMethodConditionalPrinter = z.looseObject({ conditionalDeliveryMethodPrinterId: id, deliveryMethodId: id.optional() });

/** A delivery method as the platform server stores it (strict; its availabilities use paymentMethods.availabilityCreate). */
const deliveryMethodFields = { name, mode: z.enum(DELIVERY_MODES), fee: centavos, available: z.boolean() };
export const deliveryMethodCreate = z.object({
  id: uuid.optional(),
  ...deliveryMethodFields,
  fee: deliveryMethodFields.fee.default(0),
  available: deliveryMethodFields.available.default(true),
});
/** A change names only what changes: no defaults here, or a rename would zero the fee and turn the method back on. */
export const deliveryMethodUpdate = z.object(deliveryMethodFields).partial();
