// Request schemas of business setup (000 §3, §7 Business).
import { z } from 'zod';
import { ROLES } from '../enums.js';
import { file, id, name } from './common.js';
import { passCodeMessages as pc } from '../../i18n/passCode.js';

/** Who does each guarded action alone (domain/permissions.ts); absent: managers. */
const authorizers = z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional();

export const releaseToProduction = z.looseObject({ businessId: id });
export const checkBusinessAvailability = z.looseObject({ originId: id });
/** "POST and PUT fiscal-config (multipart, certificateFile)". */
export const fiscalConfig = z.looseObject({ certificateFile: file.optional() });
/** "POST and PUT digital-menu[/{id}] (logo)"; 000 §3 "digital menu config (slug, logo)". */
export const digitalMenu = z.looseObject({ slug: z.string().trim().min(1), logo: file.optional() });
/** "sales-link config (slug)", multipart. */
export const linkVendasConfig = z.looseObject({ slug: z.string().trim().min(1) });
/** "User-business link: id, userId, businessId". */
export const userBusiness = z.looseObject({ id: id.optional(), userId: id, businessId: id });

/** PUT /businesses/{businessId}: what the platform server lets a business change of itself. */
export const businessUpdate = z.object({
  name: name.optional(),
  tradeName: z.string().trim().max(120).nullish(),
  document: z.string().regex(/^\d{14}$/, 'CNPJ com 14 dígitos, só números').nullish(),
  timeZone: z.string().max(60).optional(),
  config: z
    .object({
      serviceFee: z.object({ enabled: z.boolean(), rate: z.int().min(0).max(3000) }).optional(),
      /** the discount a cashier gives alone, in hundredths of a percent of the comanda (domain/discountLimit.ts) */
      discountLimit: z.int(pc.badLimit).min(0, pc.badLimit).max(10_000, pc.badLimit).nullish(),
      authorizationRoles: z
        .object({ cancelOrder: authorizers, removeOrderProduct: authorizers, discount: authorizers, cashEntry: authorizers })
        .strict()
        .optional(),
    })
    .loose()
    .optional(),
});

/**
 * POST /businesses: a new business and its config; the creator is linked to it as its owner. `partnerId` is
 * honoured in admin context only (a partner's new businesses are its own; a business user's have none).
 */
export const businessCreate = z.object({
  id: z.uuid().optional(),
  name,
  tradeName: z.string().trim().max(120).nullish(),
  document: z.string().regex(/^\d{14}$/, 'CNPJ com 14 dígitos, só números').nullish(),
  timeZone: z.string().max(60).optional(),
  partnerId: z.uuid().nullish(),
  config: businessUpdate.shape.config,
});
