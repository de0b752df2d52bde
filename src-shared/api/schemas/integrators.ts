// Request schemas of the delivery-marketplace integrators (000 §7 Integrators).
import { z } from 'zod';

/** "deliveryMuch: PUT change-status (newStatus)"; the status values are not shown (000 §4). */
export const deliveryMuchChangeStatus = z.looseObject({ newStatus: z.string().min(1) });
/** "PUT change-average-times (pickUpTime, deliveryTime)". */
export const deliveryMuchChangeAverageTimes = z.looseObject({ pickUpTime: z.number().int().min(0), deliveryTime: z.number().int().min(0) });
