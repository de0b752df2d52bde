// What the platform server takes for the business's setup calls (strict: unknown fields are dropped, client-made
// ids are UUIDs). The typed client's own schemas (business.ts) stay loose: the spec names only some fields.
import { z } from 'zod';
import { DELIVERY_MODES, ORDER_STATUSES } from '../enums.js';
import { businessMessages as bm } from '../../i18n/business.js';
import { centavos, file, name, uuid } from './common.js';
import { PAYMENT_METHOD_TYPES } from './paymentMethods.js';

/** The public address of the menu or store: https://…/{slug}. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/, bm.slug);
/** An image's address (https://), or the image itself sent as multipart (000 §5): the server keeps it and its address. */
const logoUrl = z.string().trim().max(2000).regex(/^https:\/\/\S+$/, bm.logo);
const logo = z.union([logoUrl, file], { error: bm.logo }).nullish();

// The menu and the store go as multipart (their logo): every other field arrives as text there, so a yes/no and
// an amount are also taken as the text the form carried ("true", "3000").
const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const formCentavos = z.union([centavos, z.string().regex(/^\d{1,9}$/).transform(Number).pipe(centavos)]);

export const digitalMenuCreate = z.object({ id: uuid.optional(), slug, logo, active: formBoolean.default(true) });
export const digitalMenuUpdate = z.object({ slug: slug.optional(), logo, active: formBoolean.optional() });

export const linkVendasConfigCreate = z.object({
  id: uuid.optional(),
  slug,
  logo,
  active: formBoolean.default(true),
  deliveryEnabled: formBoolean.default(true),
  pickupEnabled: formBoolean.default(true),
  minimumOrder: formCentavos.default(0),
});
export const linkVendasConfigUpdate = linkVendasConfigCreate.omit({ id: true }).partial();

export const TRACKING_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export const trackingNotificationConfigCreate = z.object({
  id: uuid.optional(),
  enabled: z.boolean().default(true),
  channel: z.enum(TRACKING_CHANNELS).default('whatsapp'),
  statuses: z.array(z.enum(ORDER_STATUSES)).min(1).max(ORDER_STATUSES.length),
  message: z.string().trim().max(500).nullish(),
});
export const trackingNotificationConfigUpdate = trackingNotificationConfigCreate.omit({ id: true }).partial();

/** Pause an origin until a moment (or until it is resumed), or resume it. */
export const originUnavailabilityChange = z.object({
  id: uuid.optional(),
  originId: uuid,
  unavailable: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullish(),
  reason: z.string().trim().max(200).nullish(),
});

export const checkAvailability = z.object({ originId: uuid.optional() });
export const releaseToProduction = z.object({ businessId: uuid.optional() });
export const cleanCache = z.object({}).loose();

/** A printer that prints a delivery method's orders: the spec's `conditionalDeliveryMethodPrinterId` is the printer. */
export const deliveryMethodConditionalPrinterCreate = z.object({ id: uuid.optional(), conditionalDeliveryMethodPrinterId: uuid });

export const paymentMethodIntegratorSave = z.object({ id: uuid.optional(), paymentMethodId: uuid, businessIntegratorId: uuid.nullable() });

export const tableTokenCreate = z.object({ tableId: uuid });

// The platform's base catalogues (admin): what a new business copies its methods and brands from.

export const deliveryMethodBaseCreate = z.object({ id: uuid.optional(), name, mode: z.enum(DELIVERY_MODES), available: z.boolean().default(true) });
export const deliveryMethodBaseUpdate = deliveryMethodBaseCreate.omit({ id: true }).partial();
export const paymentMethodBaseCreate = z.object({
  id: uuid.optional(),
  name,
  type: z.enum(PAYMENT_METHOD_TYPES),
  allowsChange: z.boolean().default(false),
  available: z.boolean().default(true),
});
export const paymentMethodBaseUpdate = paymentMethodBaseCreate.omit({ id: true }).partial();
export const creditCardBannerBaseCreate = z.object({ id: uuid.optional(), name, paymentMethodType: z.enum(PAYMENT_METHOD_TYPES).nullish(), available: z.boolean().default(true) });
export const creditCardBannerBaseUpdate = creditCardBannerBaseCreate.omit({ id: true }).partial();
