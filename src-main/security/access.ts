// Main-side role guard for the bridge: commands that change the terminal's setup (printers, the NFC-e
// certificate and CSC, which tablets may connect) run only for a manager of the business in use, whatever the
// screen shows or hides. The session's roles come from the server at login (session.ts).
// Every command is classified here: a Record over all command names, so a new command does not typecheck until
// someone says who may run it.
import type { CommandName } from '../../src-shared/bridge/contract.js';
import type { SessionView } from '../../src-shared/bridge/areas/session.js';
import type { BridgeErrorData } from '../../src-shared/bridge/protocol.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';

/**
 * 'manager': a manager of the business in use. 'counter': whoever is at the trusted page (the server checks the
 * person's role on every write they queue; login, status and printing of what the server accepted need no role).
 */
export type CommandAccess = 'manager' | 'counter';

export const COMMAND_ACCESS: Record<CommandName, CommandAccess> = {
  'app.info': 'counter',
  'terminal.info': 'counter',
  'connectivity.get': 'counter',
  'connectivity.check': 'counter',
  'sync.enqueue': 'counter',
  'sync.status': 'counter',
  'sync.list': 'counter',
  'sync.retry': 'counter',
  // Asks for a manager's e-mail and password itself (session.verifyManager).
  'sync.discard': 'counter',
  'sync.replayNow': 'counter',
  'session.login': 'counter',
  'session.get': 'counter',
  'session.logout': 'counter',
  'session.selectBusiness': 'counter',
  // Checks a manager's e-mail and password itself and answers a grant for one action and row (session.authorize).
  'session.authorize': 'counter',
  // The same with a manager's pass code, and the managers it can name (session.authorizeByPassCode).
  'session.authorizePassCode': 'counter',
  'session.managers': 'counter',
  'printing.printers': 'counter',
  'printing.printers.save': 'manager',
  'printing.printers.remove': 'manager',
  'printing.print': 'counter',
  'printing.kitchenTicket': 'counter',
  'printing.cashVoucher': 'counter',
  'printing.drawer.open': 'counter',
  'printing.status': 'counter',
  'printing.preview': 'counter',
  'fiscal.status': 'counter',
  'fiscal.configure': 'manager',
  'fiscal.installCertificate': 'manager',
  'fiscal.installSefazCa': 'manager',
  'fiscal.emit': 'counter',
  'fiscal.emitContingency': 'counter',
  'fiscal.reprint': 'counter',
  'fiscal.danfe': 'counter',
  'fiscal.list': 'counter',
  'fiscal.transmitPending': 'counter',
  // Cancelling a sale's NFC-e is a manager's decision, like the NF-e's (nfe.cancel).
  'fiscal.cancel': 'manager',
  'fiscal.exportXml': 'counter',
  // Voiding numbers is the manager's decision; the check only voids what was provably skipped.
  'fiscal.voidNumbers': 'manager',
  'fiscal.checkNumbering': 'counter',
  'fiscal.voidings': 'counter',
  // The NF-e (model 55) is the back office's: issued, cancelled and corrected by a manager only.
  'nfe.issue': 'manager',
  'nfe.cancel': 'manager',
  'nfe.correct': 'manager',
  'locations.postalCode': 'counter',
  'terminal.pairing.approve': 'manager',
  'terminal.pairing.list': 'manager',
  'terminal.pairing.remove': 'manager',
};

const MANAGER_ROLES = new Set(['business_manager', 'business_admin']);

export function isManager(view: SessionView): boolean {
  if (!view.loggedIn || view.expired || !view.user) return false;
  const business = view.user.businesses.find((b) => b.id === view.businessId);
  return !!business && business.roles.some((r) => MANAGER_ROLES.has(r));
}

/** The router's guard: null lets the command through, else the refusal the screen shows. */
export function accessGuard(session: () => Promise<SessionView>) {
  return async (name: CommandName): Promise<BridgeErrorData | null> => {
    // An unclassified name (none typechecks, but a guard fails closed) is a manager's.
    if ((COMMAND_ACCESS[name] ?? 'manager') === 'counter') return null;
    if (isManager(await session())) return null;
    return { code: 'forbidden', message: bridgeSecurityMessages.managerOnly };
  };
}
