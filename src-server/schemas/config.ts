// Request shapes of the counter's configuration areas served here (payment methods, card brands,
// printers, kitchens, entities, delivery methods, business, users). Server-side until the typed-client
// schemas of these areas land in src-shared/api.
import { z } from 'zod';
import { ADDRESS_TYPES, DELIVERY_MODES, PRINTER_MODELS, PRINTER_SIZES, ROLES, USER_TYPES } from '../../src-shared/api/enums.js';

const id = z.uuid();
const name = z.string().trim().min(1).max(120);
const centavos = z.int().min(0).max(100_000_000);

export const PAYMENT_METHOD_TYPES = [
  'money', 'credit', 'debit', 'pix', 'pixMachine', 'mealVoucher', 'voucher', 'bankCheck', 'transfer', 'bankSlip',
  'pendency', 'courtesy', 'orderPadCredit', 'onlinePayment', 'posCredit', 'posDebit', 'others',
] as const;

export const paymentMethodCreate = z.object({
  id: id.optional(),
  name,
  type: z.enum(PAYMENT_METHOD_TYPES),
  allowsChange: z.boolean().default(false),
  available: z.boolean().default(true),
  position: z.int().min(0).max(10_000).default(0),
});
export const paymentMethodUpdate = paymentMethodCreate.omit({ id: true }).partial();

const weekdays = z.array(z.int().min(0).max(6)).max(7);
const time = z.string().regex(/^\d\d:\d\d$/);
export const availabilityCreate = z.object({
  id: id.optional(),
  weekday: z.int().min(0).max(6).optional(),
  weekdays: weekdays.optional(),
  originIds: z.array(id).max(50).optional(),
  userIds: z.array(id).max(200).optional(),
  startTime: time.nullish(),
  endTime: time.nullish(),
});
export const availabilityUpdate = availabilityCreate.omit({ id: true });
export const bindOrigin = z.object({ originId: id });
export const bindUser = z.object({ userId: id });
export const bindWeekday = z.object({ weekday: z.int().min(0).max(6) });

export const creditCardBannerCreate = z.object({ id: id.optional(), paymentMethodId: id, name });
export const creditCardBannerUpdate = z.object({ paymentMethodId: id.optional(), name: name.optional() });

export const printerCreate = z.object({
  id: id.optional(),
  name,
  model: z.enum(PRINTER_MODELS),
  size: z.enum(PRINTER_SIZES),
  connection: z.enum(['tcp', 'usb', 'serial', 'spooler']).default('tcp'),
  address: z.string().trim().max(200).nullish(),
  port: z.int().min(1).max(65535).nullish(),
  codePage: z.string().max(20).default('CP850'),
  copies: z.int().min(1).max(5).default(1),
  templates: z.record(z.string(), z.unknown()).default({}),
});
export const printerUpdate = printerCreate.omit({ id: true }).partial();

export const kitchenCreate = z.object({ id: id.optional(), name, printerId: id.nullish() });
export const kitchenUpdate = kitchenCreate.omit({ id: true }).partial();
export const conditionalPrinterCreate = z.object({ id: id.optional(), printerId: id, originIds: z.array(id).max(50).default([]) });
export const conditionalPrinterUpdate = conditionalPrinterCreate.omit({ id: true }).partial();

export const entityCreate = z.object({
  id: id.optional(),
  type: z.enum(USER_TYPES).default('customer'),
  name,
  document: z.string().trim().regex(/^\d{11}$|^\d{14}$/, 'CPF (11 dígitos) ou CNPJ (14 dígitos), só números').nullish(),
  email: z.email().nullish(),
  userId: id.nullish(),
  available: z.boolean().default(true),
  note: z.string().max(500).nullish(),
});
export const entityUpdate = entityCreate.omit({ id: true }).partial();
export const entityAvailability = z.object({ available: z.boolean() });

export const addressCreate = z.object({
  id: id.optional(),
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
  id: id.optional(),
  number: z.string().regex(/^\d{10,13}$/, 'Telefone com DDD, só números (10 a 13 dígitos)'),
  main: z.boolean().default(false),
});
export const phoneUpdate = phoneCreate.omit({ id: true }).partial();

export const deliveryMethodCreate = z.object({
  id: id.optional(),
  name,
  mode: z.enum(DELIVERY_MODES),
  fee: centavos.default(0),
  available: z.boolean().default(true),
});
export const deliveryMethodUpdate = deliveryMethodCreate.omit({ id: true }).partial();

export const businessUpdate = z.object({
  name: name.optional(),
  tradeName: z.string().trim().max(120).nullish(),
  document: z.string().regex(/^\d{14}$/, 'CNPJ com 14 dígitos, só números').nullish(),
  timeZone: z.string().max(60).optional(),
  config: z
    .object({
      serviceFee: z.object({ enabled: z.boolean(), rate: z.int().min(0).max(3000) }).optional(),
    })
    .loose()
    .optional(),
});

export const userCreate = z.object({
  id: id.optional(),
  name,
  email: z.email().max(200),
  password: z.string().min(6).max(200),
  type: z.enum(USER_TYPES).default('employee'),
  roles: z.array(z.enum(ROLES)).min(1).max(11),
});
export const userUpdate = z.object({
  name: name.optional(),
  email: z.email().max(200).optional(),
  password: z.string().min(6).max(200).optional(),
  type: z.enum(USER_TYPES).optional(),
  roles: z.array(z.enum(ROLES)).min(1).max(11).optional(),
});
export const userValidate = z.object({ password: z.string().min(1).max(200), userId: id.optional(), email: z.email().optional() });
