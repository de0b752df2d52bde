// What each role of a business may do. The spec does not say (002 §6 "Which role may do what: not shown");
// this is our reading of the counter's people: managers configure, cancel and move cash; cashiers settle;
// waiters launch; the kitchen display and dispatch have their own narrow rights; accountants only read.
import type { Role } from '../../src-shared/api/enums.js';

export type Permission = 'read' | 'launch' | 'settle' | 'manage' | 'kds' | 'dispatch';

const grants: Record<Role, readonly Permission[]> = {
  admin: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch'],
  franchise: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch'],
  business_admin: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch'],
  business_manager: ['read', 'launch', 'settle', 'manage', 'kds', 'dispatch'],
  business_operator: ['read', 'launch', 'settle', 'kds', 'dispatch'],
  business_employee: ['read', 'launch', 'settle'],
  business_operator_financial: ['read', 'settle'],
  business_operator_launch: ['read', 'launch'],
  business_operator_dispatch: ['read', 'dispatch'],
  business_kds: ['read', 'kds'],
  business_accountant: ['read'],
};

export function allows(roles: readonly string[], permission: Permission): boolean {
  return roles.some((r) => (grants[r as Role] ?? []).includes(permission));
}
