// Request and answer shapes of login (POST /login/login-{project}, GET /login/me-{project}).
import { z } from 'zod';
import type { GuardedAction } from '../../domain/permissions.js';

export const loginBody = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export interface LoginUserBusiness {
  id: string;
  name: string;
  tradeName: string | null;
  roles: string[];
  /** who does each guarded action alone (the business's config), when the business names anyone: the terminal asks a pass of everyone else */
  authorizationRoles?: Partial<Record<GuardedAction, string[]>>;
}

export interface LoginUser {
  id: string;
  name: string;
  email: string;
  /** the platform's roles (admin, franchise): the back office shows the platform's screens (Cobrança) to an admin */
  platformRoles?: string[];
  businesses: LoginUserBusiness[];
}

export interface LoginAnswer {
  token: string;
  /** ISO 8601 with offset */
  expiresAt: string;
  user: LoginUser;
  /** businessId -> the key this person signs a manager's authorisation with (api/schemas/authorization.ts) */
  authorizationKeys?: Record<string, string>;
}
