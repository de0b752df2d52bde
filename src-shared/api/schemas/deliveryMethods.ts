// Request schemas of delivery methods (001 §3 Delivery, §7.5).
import { z } from 'zod';
import { id } from './common.js';

export const deliveryMethodAvailability = z.looseObject({ id: id.optional(), deliveryMethodId: id.optional() });
export const deliveryMethodConditionalPrinter = z.looseObject({ conditionalDeliveryMethodPrinterId: id, deliveryMethodId: id.optional() });
