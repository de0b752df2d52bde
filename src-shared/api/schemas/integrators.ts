// Request schemas of the delivery-marketplace integrators (000 §7 Integrators). The spec shows no identifiers for most
// of these calls (they are "read as unscoped"): our reading puts the business in the body where no path id names a
// business integrator or an order, and the order in the body where a call acts on one.
import { z } from 'zod';

const uuid = z.uuid('Identificador inválido');
/** The business a root-scoped call acts for; checked by the server's tenant guard (absent: not found). */
const businessRef = z.string().max(64).optional();

/** "deliveryMuch: PUT change-status (newStatus)"; the status values are not shown (000 §4): ours are the order statuses. */
export const deliveryMuchChangeStatus = z.looseObject({ newStatus: z.string().min(1).max(40), orderId: uuid.optional() });
/** "PUT change-average-times (pickUpTime, deliveryTime)", in minutes. */
export const deliveryMuchChangeAverageTimes = z.looseObject({
  pickUpTime: z.number().int().min(0).max(600),
  deliveryTime: z.number().int().min(0).max(600),
  businessId: businessRef,
});

/** POST integrators/{provider}/auth: the store's id at the provider and, by flow, the portal's code or an API key. */
export const integratorsAuth = z.object({
  businessId: businessRef,
  merchantId: z.string().trim().min(1, 'Informe o código da loja no marketplace').max(100),
  authorizationCode: z.string().trim().min(1).max(100).optional(),
  apiKey: z.string().trim().min(1).max(200).optional(),
});
export type IntegratorsAuth = z.infer<typeof integratorsAuth>;

/** POST integrators/{ifood|uaiRango}/user-code. */
export const integratorsUserCode = z.object({ businessId: businessRef });

/** PUT integrators/{id}: the settings the back office edits. */
export const integratorsUpdate = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  /** pull new orders by itself every few minutes (the worker does) */
  autoPull: z.boolean().optional(),
  /** disconnect (false) or connect again (true) without losing the catalogue and the pulled orders */
  active: z.boolean().optional(),
});

/** POST entregas10/cancel-shipping: the order whose delivery is cancelled. */
export const entregas10CancelShipping = z.object({ orderId: uuid.optional() });

/** The calls with no body of their own (pull, import, push of the catalogue, dispatch). */
export const integratorsEmpty = z.object({});
