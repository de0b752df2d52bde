// Who may do what, one table for the server (which decides) and the renderer (which shows each role only what it
// may do). The spec does not say (002 §6 "Which role may do what: not shown"); this is our reading of the
// counter's people: managers configure, cancel and move cash; cashiers settle; waiters launch; the kitchen display
// and dispatch have their own narrow rights; accountants only read. The financial area (finance) is the managers' and
// the financial operator's.
import type { Role } from '../api/enums.js';

export type Permission = 'read' | 'launch' | 'settle' | 'manage' | 'kds' | 'dispatch' | 'finance';

const grants: Record<Role, readonly Permission[]> = {
  admin: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch', 'finance'],
  franchise: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch', 'finance'],
  business_admin: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch', 'finance'],
  business_manager: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch', 'finance'],
  business_operator: ['read', 'launch', 'settle', 'kds', 'dispatch'],
  business_employee: ['read', 'launch', 'settle'],
  /** the financial operator keeps the contas a pagar e a receber (finance), not the menu or the people */
  business_operator_financial: ['read', 'settle', 'finance'],
  business_operator_launch: ['read', 'launch'],
  business_operator_dispatch: ['read', 'dispatch'],
  business_kds: ['read', 'kds'],
  business_accountant: ['read'],
};

/** Whether any of the roles carries the permission (the route-level check). */
export function allows(roles: readonly string[], permission: Permission): boolean {
  return roles.some((r) => (grants[r as Role] ?? []).includes(permission));
}

/**
 * Actions that undo a sale or move cash: done by the roles the business names for each (its config's
 * `authorizationRoles`), by default managers; anyone else needs a manager's authorisation, and every one is
 * audited with who did it and who authorised it.
 */
export const GUARDED_ACTIONS = ['cancelOrder', 'removeOrderProduct', 'discount', 'cashEntry'] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];

export const DEFAULT_AUTHORIZERS: readonly Role[] = ['admin', 'franchise', 'business_admin', 'business_manager'];

/** The part of a business's config that names who does each guarded action alone. */
export interface AuthorizationConfig {
  authorizationRoles?: Partial<Record<GuardedAction, readonly string[]>>;
}

/** Whether these roles may do the action without anyone's authorisation (and so authorise it for others). */
export function mayDoAlone(roles: readonly string[], action: GuardedAction, config: AuthorizationConfig | null = null): boolean {
  const set = config?.authorizationRoles?.[action];
  const who: readonly string[] = Array.isArray(set) && set.length > 0 ? set : DEFAULT_AUTHORIZERS;
  // Platform admins and partners keep their reach whatever a business names.
  return roles.some((r) => who.includes(r) || r === 'admin' || r === 'franchise');
}

/** What the counter shows each role: screens and actions that need a permission the role lacks are not offered. */
export const SCREEN_PERMISSIONS = {
  payment: 'settle',
  cash: 'settle',
  settings: 'manage',
  fiscalSetup: 'manage',
  printersSetup: 'manage',
  /** cancelling or reopening a comanda, closing the register: the server takes them from managers only */
  managerActions: 'manage',
  /** Financeiro: accounts, categories and entries (the accountant reads them) */
  financial: 'finance',
} as const satisfies Record<string, Permission>;
export type ScreenCapability = keyof typeof SCREEN_PERMISSIONS;

export function can(roles: readonly string[], what: ScreenCapability): boolean {
  return allows(roles, SCREEN_PERMISSIONS[what]);
}
