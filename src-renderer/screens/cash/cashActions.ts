// The writes of the cash register audit: open with an opening balance, supply and bleeding, close with
// the counted amounts. Each supply or bleeding prints its voucher and opens the drawer.
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { mirror } from '../../db/mirror.js';
import { printCashVoucher, printClosedResume } from '../../hooks/printing.js';
import { write } from '../../hooks/write.js';

const a = m.cash.actions;

export async function openAudit(register: { id: string; name: string }, openingAmount: number, userId: string | null): Promise<string> {
  const id = newId();
  await write({
    method: 'POST',
    path: '/payments/cash-register-audits/open',
    body: { id, cashRegisterId: register.id, userId, openingAmount },
    label: a.open(register.name, openingAmount),
    kind: 'cashRegisterAudits.open',
    entityIds: [id, register.id],
  });
  return id;
}

/**
 * A supply or bleeding. Its id is made before, so that a manager's grant (`authorizedBy`, checked on the screen
 * before this runs) names it; nothing is written, printed or opened by one who may not make it.
 */
export async function addEntry(
  auditId: string,
  type: 'supply' | 'bleeding',
  amount: number,
  description: string | null,
  id: string = newId(),
  authorizedBy: AuthorizedBy | null = null,
): Promise<void> {
  await write({
    method: 'POST',
    path: `/payments/cash-register-audits/${auditId}/entries`,
    // The API nests the movement under `entry`; the mirror's optimistic effect (db/overlay.ts) reads the
    // fields flat for now, so both are sent (the server keeps `entry` and ignores the rest).
    body: { id, entry: { type, amount, description }, type, amount, description, ...(authorizedBy ? { authorizedBy } : {}) },
    label: type === 'supply' ? a.supply(amount) : a.bleeding(amount),
    kind: 'cashRegisterEntries.create',
    entityIds: [id, auditId],
  });
  await printCashVoucher(type, amount, description);
}

export interface ClosingPaper {
  openedAt: string;
  openingBalance: number;
  supplies: number;
  bleedings: number;
  methods: { method: string; expected: number; counted: number }[];
}

export async function closeAudit(auditId: string, registerName: string, counted: Record<string, number>, note: string | null, paper: ClosingPaper): Promise<void> {
  // The register's id too: opening it again builds on this close, so a refused close holds that back (and only that).
  const registerId = (await mirror.collection('cashRegisterAudits').get(auditId))?.cashRegisterId;
  await write({
    method: 'PUT',
    path: `/payments/cash-register-audits/${auditId}/close`,
    body: { counted, note },
    label: a.close(registerName),
    kind: 'cashRegisterAudits.close',
    entityIds: typeof registerId === 'string' ? [auditId, registerId] : [auditId],
    // Closing waits for every payment and movement made before it.
    barrier: true,
  });
  await printClosedResume({ ...paper, closedAt: new Date().toISOString(), notes: note ?? undefined });
}
