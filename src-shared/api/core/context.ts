// Request contexts (000 §6): "admin, franchise (partner), business; the context is sent in a role header.
// Request path prefix depends on context: /admin, /partner/{partnerId}, /businesses/{businessId}."
import type { Environment, Project, RequestContext } from '../enums.js';
import { apiConsole, apiMessages } from '../../i18n/api.js';
import { ClientRuleError } from './errors.js';

/** How calls.json names the contexts a call is allowed in. */
export type CallContext = 'admin' | 'partner' | 'business';

export interface ApiSession {
  context: RequestContext;
  project: Project;
  environment: Environment;
  businessId?: string;
  partnerId?: string;
}

/** The name of the role header and its value per context. */
export const ROLE_HEADER = 'role';

export function callContextOf(context: RequestContext): CallContext {
  return context === 'franchise' ? 'partner' : context;
}

/** The labels of the guard message (000 §5: "ADMIN, BUSINESS, PARTNER, PARTNER OR BUSINESS or PARTNER OR ADMIN"). */
export type ContextLabel = 'ADMIN' | 'BUSINESS' | 'PARTNER' | 'PARTNER OR BUSINESS' | 'PARTNER OR ADMIN';

export function contextLabel(allowed: readonly CallContext[]): ContextLabel {
  const set = new Set(allowed);
  if (set.size === 1) return set.has('admin') ? 'ADMIN' : set.has('business') ? 'BUSINESS' : 'PARTNER';
  if (set.has('partner') && set.has('business')) return 'PARTNER OR BUSINESS';
  return 'PARTNER OR ADMIN';
}

/** Refuses an action used in the wrong context (000 §5–6, 002 §5). */
export function guardContext(session: ApiSession, allowed: readonly CallContext[] | null | undefined): void {
  if (!allowed || allowed.length === 0) return;
  if (!allowed.includes(callContextOf(session.context))) {
    throw new ClientRuleError(apiMessages.changeContext(contextLabel(allowed)), 403);
  }
}

/**
 * "In business context a business id must be set (except in the sales-link project) and in partner context
 * a partner id must be set; otherwise a console message says the id must be informed before any function
 * runs." (000 §5). The console line is kept, and the call is refused so nothing goes to /businesses/undefined.
 */
export function guardIds(session: ApiSession, log: (line: string) => void = (l) => console.error(l)): void {
  if (session.context === 'business' && !session.businessId && session.project !== 'linkVendas') {
    log(apiConsole.businessIdRequired);
    throw new ClientRuleError(apiMessages.businessIdRequired);
  }
  if (session.context === 'franchise' && !session.partnerId) {
    log(apiConsole.partnerIdRequired);
    throw new ClientRuleError(apiMessages.partnerIdRequired);
  }
}

/** The context base path: /admin, /partner/{partnerId} or /businesses/{businessId}. */
export function contextPrefix(session: ApiSession): string {
  switch (session.context) {
    case 'admin':
      return '/admin';
    case 'franchise':
      return `/partner/${encodeURIComponent(session.partnerId ?? '')}`;
    case 'business':
      return `/businesses/${encodeURIComponent(session.businessId ?? '')}`;
  }
}
