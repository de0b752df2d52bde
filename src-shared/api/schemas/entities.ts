// Request schemas of entities (001 §3 Entities, §7.6).
import { z } from 'zod';
import { ADDRESS_TYPES, USER_TYPES } from '../enums.js';
import { file, filters, id, name, uuid } from './common.js';

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

// What the platform server stores (strict: unknown fields are dropped, client-made ids are UUIDs).
export const entityCreate = z.object({
  id: uuid.optional(),
  type: z.enum(USER_TYPES).default('customer'),
  name,
  document: z.string().trim().regex(/^\d{11}$|^\d{14}$/, 'CPF (11 dígitos) ou CNPJ (14 dígitos), só números').nullish(),
  email: z.email().nullish(),
  userId: uuid.nullish(),
  available: z.boolean().default(true),
  note: z.string().max(500).nullish(),
});
export const entityUpdate = entityCreate.omit({ id: true }).partial();

export const addressCreate = z.object({
  id: uuid.optional(),
  type: z.enum(ADDRESS_TYPES).default('residential'),
  cep: z.string().regex(/^\d{8}$/, 'CEP com 8 dígitos, só números').nullish(),
  street: z.string().trim().min(1).max(200),
  number: z.string().trim().max(20).nullish(),
  complement: z.string().trim().max(100).nullish(),
  neighborhood: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().length(2).nullish(),
  reference: z.string().trim().max(200).nullish(),
});
export const addressUpdate = addressCreate.omit({ id: true }).partial();

export const phoneCreate = z.object({
  id: uuid.optional(),
  number: z.string().regex(/^\d{10,13}$/, 'Telefone com DDD, só números (10 a 13 dígitos)'),
  main: z.boolean().default(false),
});
export const phoneUpdate = phoneCreate.omit({ id: true }).partial();
