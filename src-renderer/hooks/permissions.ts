// What the person at the counter may do, from the shared permissions table (src-shared/domain/permissions.ts) the
// server decides with: a screen or action the role lacks is shown disabled with the reason, never offered and
// then refused by the server.
import { can, type ScreenCapability } from '../../src-shared/domain/permissions.js';
import { useCounterSession } from './useCounter.js';

export function useCan(what: ScreenCapability): boolean {
  const roles = useCounterSession((s) => s.roles);
  return can(roles, what);
}
