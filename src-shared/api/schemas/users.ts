// Request schemas of users (002 §7 Printers, plans, users and others).
import { z } from 'zod';

/** "POST {scope}/users/validate (password validation)". */
export const userValidate = z.looseObject({ password: z.string().min(1) });
