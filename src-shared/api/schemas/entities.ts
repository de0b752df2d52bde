// Request schemas of entities (001 §3 Entities, §7.6).
import { z } from 'zod';
import { USER_TYPES } from '../enums.js';
import { file, filters, id } from './common.js';

export const entity = z.looseObject({ id: id.optional(), type: z.enum(USER_TYPES).optional(), available: z.boolean().optional() });
export const changeAvailability = z.looseObject({ available: z.boolean() });
export const customersBulk = z.looseObject({ customers: z.array(z.looseObject({})).min(1) });
export const entitiesImport = z.looseObject({ file });
export const entitiesReport = z.looseObject({ filters: filters.optional() });
/** "/link-vendas/login: credentials; returns a token that is then set as the authorization header". */
export const linkVendasCredentials = z.looseObject({ credentials: z.looseObject({}) });
export const entityChild = z.looseObject({ id: id.optional(), entityId: id.optional() });
export const entityTransactionAccount = z.looseObject({ id: id.optional(), entityId: id.optional(), transactionAccountId: id.nullish() });
export const transactionAccountEntry = z.looseObject({
  id: id.optional(), entityId: id.optional(), transactionAccountId: id.optional(),
  dateRange: z.looseObject({ start: z.string().optional(), end: z.string().optional() }).optional(),
});
export const deliveryAdjustment = z.looseObject({ id: id.optional(), deliveryManId: id.optional() });
