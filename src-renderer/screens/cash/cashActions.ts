// The writes of the cash register audit: open with an opening balance, supply and bleeding, close with
// the counted amounts. Each supply or bleeding prints its voucher and opens the drawer.
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { cash } from '../../../src-shared/writes/index.js';
import { mirror } from '../../db/mirror.js';
import { printCashVoucher, printClosedResume } from '../../services/printing.js';
import { write } from '../../services/write.js';

export async function openAudit(register: { id: string; name: string }, openingAmount: number, userId: string | null): Promise<string> {
  const id = newId();
  await write(cash.cashRegisterAuditsOpen, { params: {}, body: { id, cashRegisterId: register.id, userId, openingAmount } }, { registerName: register.name });
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
  await write(
    cash.cashRegisterEntriesCreate,
    { params: { cashRegisterAuditId: auditId }, body: { id, entry: { type, amount, description }, ...(authorizedBy ? { authorizedBy } : {}) } },
    undefined,
  );
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
  // Closing waits for every payment and movement made before it (the write is declared a barrier). The register's
  // id too: opening it again builds on this close, so a refused close holds that back (and only that).
  const registerId = (await mirror.collection('cashRegisterAudits').get(auditId))?.cashRegisterId;
  await write(cash.cashRegisterAuditsClose, { params: { id: auditId }, body: { counted, note } }, { registerName }, typeof registerId === 'string' ? [registerId] : []);
  await printClosedResume({ ...paper, closedAt: new Date().toISOString(), notes: note ?? undefined });
}
