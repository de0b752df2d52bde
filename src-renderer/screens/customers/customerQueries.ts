// Reads of the customers screen and of the "na conta" payment: customers found by phone or name, and one
// customer with their phones, addresses and account (fiado) with its entries, all from the mirror (offline too).
import type { AccountEntryRow, EntityAddressRow, EntityPhoneRow, EntityRow, TransactionAccountRow } from '../../db/rows.js';
import { all, byId, where } from '../../queries/mirrorRead.js';

export interface CustomerHit {
  customer: EntityRow;
  phone: string | null;
  /** what the customer owes over their accounts, in centavos */
  owes: number;
}

const digits = (text: string) => text.replace(/\D/g, '');
/** Lower case without accents, so "joao" finds "João". */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Customers whose phone holds the typed digits or whose name holds the typed words; all when nothing is typed. */
export async function searchCustomers(businessId: string | null, term: string, limit = 30): Promise<CustomerHit[]> {
  const [customers, phones, accounts] = await Promise.all([
    where('entities', 'type', 'customer'),
    all('entityPhones', businessId),
    all('entityTransactionAccounts', businessId),
  ]);
  const phonesOf = new Map<string, EntityPhoneRow[]>();
  for (const p of phones) phonesOf.set(p.entityId, [...(phonesOf.get(p.entityId) ?? []), p]);
  const owes = new Map<string, number>();
  for (const a of accounts) owes.set(a.entityId, (owes.get(a.entityId) ?? 0) + Number(a.balance ?? 0));
  const wantedDigits = digits(term);
  const words = plain(term).split(/\s+/).filter(Boolean);
  const hits: CustomerHit[] = [];
  for (const c of customers) {
    if (businessId && c.businessId && c.businessId !== businessId) continue;
    const own = phonesOf.get(c.id) ?? [];
    const byPhone = wantedDigits.length >= 3 && own.some((p) => digits(p.number).includes(wantedDigits));
    const byName = words.length > 0 && words.every((w) => plain(c.name).includes(w));
    if (words.length > 0 && !byPhone && !byName) continue;
    const main = own.find((p) => p.main) ?? own[0];
    hits.push({ customer: c, phone: main?.number ?? null, owes: owes.get(c.id) ?? 0 });
  }
  return hits.sort((a, b) => a.customer.name.localeCompare(b.customer.name, 'pt-BR')).slice(0, limit);
}

export interface CustomerView {
  customer: EntityRow;
  phones: EntityPhoneRow[];
  addresses: EntityAddressRow[];
  /** the account purchases go to (the first open one), or null before the first purchase on account */
  account: TransactionAccountRow | null;
  /** the account's entries, oldest first */
  entries: AccountEntryRow[];
}

export async function loadCustomer(id: string | null): Promise<CustomerView | null> {
  const customer = await byId('entities', id);
  if (!customer) return null;
  const [phones, addresses, accounts] = await Promise.all([
    where('entityPhones', 'entityId', customer.id),
    where('entityAddresses', 'entityId', customer.id),
    where('entityTransactionAccounts', 'entityId', customer.id),
  ]);
  const account = [...accounts].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))[0] ?? null;
  const entries = account ? await where('entityTransactionAccountEntries', 'transactionAccountId', account.id) : [];
  entries.sort((a, b) => (a.occurredAt ?? a.createdAt ?? '').localeCompare(b.occurredAt ?? b.createdAt ?? ''));
  return { customer, phones, addresses, account, entries };
}
