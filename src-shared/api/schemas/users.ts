// Request schemas of users (002 §7 Printers, plans, users and others).
import { z } from 'zod';
import { ROLES, USER_TYPES } from '../enums.js';
import { name, uuid } from './common.js';

/** "POST {scope}/users/validate (password validation)": the caller's own password, or another user's by id or e-mail. */
export const userValidate = z.looseObject({ password: z.string().min(1).max(200), userId: uuid.optional(), email: z.email().optional() });

/** A user of the business as the platform server stores it (strict). */
export const userCreate = z.object({
  id: uuid.optional(),
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
