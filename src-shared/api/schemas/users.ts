// Request schemas of users (002 §7 Printers, plans, users and others).
import { z } from 'zod';
import { platformMessages } from '../../i18n/platform.js';
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
/** The code the server mailed to a new e-mail address: sent back by the account's owner, it makes the change. */
const emailConfirmation = z.string().trim().min(16).max(200);

/** `email` on one's own account asks for the change (the new address confirms); `emailConfirmation` confirms it. */
export const userUpdate = z.object({
  name: name.optional(),
  email: z.email().max(200).optional(),
  emailConfirmation: emailConfirmation.optional(),
  password: z.string().min(6).max(200).optional(),
  type: z.enum(USER_TYPES).optional(),
  roles: z.array(z.enum(ROLES)).min(1).max(11).optional(),
});

/** A business role of a link (platform roles admin and franchise are not given through a business). */
const businessRole = z.enum(ROLES).refine((r) => r.startsWith('business_'), platformMessages.businessRoleOnly);
/** "User: id, businesses (list with id)" (002 §3): the businesses a user works in, with the roles in each. */
export const userBusinessRoles = z.object({ id: uuid, roles: z.array(businessRole).min(1).max(11) });
/** Platform roles an admin may give (admin context only). */
export const PLATFORM_ROLES = ['admin', 'franchise'] as const;

/** POST /admin/users and /partner/{partnerId}/users: a user with the businesses it is linked to. */
export const scopedUserCreate = z.object({
  id: uuid.optional(),
  name,
  email: z.email().max(200),
  password: z.string().min(6).max(200),
  type: z.enum(USER_TYPES).default('employee'),
  businesses: z.array(userBusinessRoles).max(100).default([]),
  platformRoles: z.array(z.enum(PLATFORM_ROLES)).max(2).optional(),
});
/** PUT .../users/{id}: `businesses`, when given, is the whole list of the user's links within the caller's reach. */
export const scopedUserUpdate = z.object({
  name: name.optional(),
  email: z.email().max(200).optional(),
  emailConfirmation: emailConfirmation.optional(),
  password: z.string().min(6).max(200).optional(),
  type: z.enum(USER_TYPES).optional(),
  businesses: z.array(userBusinessRoles).max(100).optional(),
  platformRoles: z.array(z.enum(PLATFORM_ROLES)).max(2).optional(),
});
