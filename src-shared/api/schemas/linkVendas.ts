// Request schemas of the public sales-link calls (002 §7 Tables, §6) and of the online store's customer (001 §7.6
// POST /link-vendas/login): the customer signs in to one business with their phone and a password; the first
// time, with their name, which opens their account.
import { z } from 'zod';
import { linkVendasMessages as m } from '../../i18n/linkVendas.js';
import { id } from './common.js';

/** "POST /link-vendas/login/generate-table-token (tableId); returns a table token." */
export const tableTokenRequest = z.looseObject({ tableId: id });

const digits = (s: string) => s.replace(/\D/g, '');

export const linkVendasLogin = z.object({
  credentials: z.object({
    businessId: z.uuid({ error: m.businessId }),
    phone: z.string({ error: m.phone }).transform(digits).pipe(z.string().regex(/^\d{10,11}$/, m.phone)),
    password: z.string({ error: m.password }).min(6, m.password).max(200),
    /** only the first time: opens the customer's account in the store */
    name: z.string().trim().min(1, m.name).max(120).optional(),
  }),
});
