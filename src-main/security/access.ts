// Main-side role guard for the bridge: commands that change the terminal's setup (printers, the NFC-e
// certificate and CSC, which tablets may connect) run only for a manager of the business in use, whatever the
// screen shows or hides. The session's roles come from the server at login (session.ts).
import type { CommandName } from '../../src-shared/bridge/contract.js';
import type { SessionView } from '../../src-shared/bridge/areas/session.js';
import type { BridgeErrorData } from '../../src-shared/bridge/protocol.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';

export const MANAGER_ONLY: ReadonlySet<CommandName> = new Set<CommandName>([
  'printing.printers.save',
  'printing.printers.remove',
  'fiscal.configure',
  'fiscal.installCertificate',
  'terminal.pairing.approve',
]);

const MANAGER_ROLES = new Set(['business_manager', 'business_admin']);

export function isManager(view: SessionView): boolean {
  if (!view.loggedIn || view.expired || !view.user) return false;
  const business = view.user.businesses.find((b) => b.id === view.businessId);
  return !!business && business.roles.some((r) => MANAGER_ROLES.has(r));
}

/** The router's guard: null lets the command through, else the refusal the screen shows. */
export function accessGuard(session: () => Promise<SessionView>) {
  return async (name: CommandName): Promise<BridgeErrorData | null> => {
    if (!MANAGER_ONLY.has(name)) return null;
    if (isManager(await session())) return null;
    return { code: 'forbidden', message: bridgeSecurityMessages.managerOnly };
  };
}
