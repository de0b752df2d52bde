// The writes of a customer's account (fiado) at the counter: a purchase on account (the account is opened by the
// first one) and the payment that settles what is owed. Declared writes through the outbox, so they go offline too
// and the mirror shows the new balance at once.
import { newId } from '../../../src-shared/ids/uuid.js';
import { entities as w } from '../../../src-shared/writes/index.js';
import { write } from '../../services/write.js';
import type { EntityRow, TransactionAccountRow } from '../../db/rows.js';
import { where } from '../../queries/mirrorRead.js';

/** The account a purchase goes to: the customer's first, or a new one opened now. */
async function accountFor(customer: EntityRow): Promise<string> {
  const accounts = await where('entityTransactionAccounts', 'entityId', customer.id);
  const first = [...accounts].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))[0];
  if (first) return first.id;
  const id = newId();
  await write(w.entityTransactionAccountsCreate, { params: { entityId: customer.id }, body: { id, name: 'Fiado', available: true } }, { customer: customer.name });
  return id;
}

/** What the customer took without paying goes onto their account. */
export async function buyOnAccount(customer: EntityRow, amount: number, description: string): Promise<string> {
  const accountId = await accountFor(customer);
  const id = newId();
  await write(
    w.entityTransactionAccountEntriesCreate,
    { params: { entityId: customer.id, accountId }, body: { id, type: 'purchase', amount, settle: false, description, occurredAt: new Date().toISOString() } },
    { customer: customer.name },
  );
  return id;
}

/**
 * The customer pays everything they owe (cash, PIX…): the account is settled, and the money is received in the
 * terminal's open register session (`cashRegisterAuditId`), counted there as a sale's payment is.
 */
export async function settleAccount(customer: EntityRow, account: TransactionAccountRow, paymentMethodId: string, cashRegisterAuditId: string | null): Promise<string> {
  const id = newId();
  const body = { id, type: 'payment' as const, settle: true, paymentMethodId, occurredAt: new Date().toISOString(), ...(cashRegisterAuditId ? { cashRegisterAuditId } : {}) };
  await write(
    w.entityTransactionAccountEntriesCreate,
    { params: { entityId: customer.id, accountId: account.id }, body },
    { customer: customer.name },
  );
  return id;
}
