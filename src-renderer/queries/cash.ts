// The cash register this terminal works and its open audit, with the running summary.
import { accountReceipts, cashInDrawer, expectedByMethod } from '../../src-shared/domain/cashAudit.js';
import { all, byId, where } from './mirrorRead.js';
import type { AccountEntryRow, CashRegisterAuditRow, CashRegisterEntryRow, CashRegisterRow, PaymentMethodRow, PaymentRow } from '../db/rows.js';

export interface RegisterView {
  registers: CashRegisterRow[];
  register: CashRegisterRow | null;
  audit: CashRegisterAuditRow | null;
  lastClosed: CashRegisterAuditRow | null;
  entries: CashRegisterEntryRow[];
  payments: PaymentRow[];
  /** what customers paid of their accounts in this session ("Recebimento de conta"), with the customer's name */
  accountPayments: (AccountEntryRow & { customer: string })[];
  accountReceipts: number;
  methods: PaymentMethodRow[];
  cashMethodId: string | null;
  expected: Record<string, number>;
  drawer: number;
}

export function isCash(method: Pick<PaymentMethodRow, 'type'>): boolean {
  return method.type === 'money' || method.type === 'cash';
}

export async function loadRegister(businessId: string | null, preferredId: string | null): Promise<RegisterView> {
  const [registers, audits, methods] = await Promise.all([all('cashRegisters', businessId), all('cashRegisterAudits', businessId), all('paymentMethods', businessId)]);
  registers.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const openAudits = audits.filter((a) => a.status === 'open');
  // The terminal's register; else one already open; else the first.
  const register =
    registers.find((r) => r.id === preferredId) ?? registers.find((r) => openAudits.some((a) => a.cashRegisterId === r.id)) ?? registers[0] ?? null;
  const audit = register ? (openAudits.find((a) => a.cashRegisterId === register.id) ?? null) : null;
  const lastClosed = register
    ? (audits.filter((a) => a.cashRegisterId === register.id && a.status === 'closed').sort((a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? ''))[0] ?? null)
    : null;
  const shown = audit ?? lastClosed;
  const entries = shown ? await where('cashRegisterEntries', 'cashRegisterAuditId', shown.id) : [];
  const payments = shown ? await where('payments', 'cashRegisterAuditId', shown.id) : [];
  const received = shown ? (await where('entityTransactionAccountEntries', 'cashRegisterAuditId', shown.id)).filter((e) => e.type === 'payment') : [];
  const accountPayments = await Promise.all(received.map(async (e) => ({ ...e, customer: (await byId('entities', e.entityId))?.name ?? '' })));
  const sortedMethods = methods.filter((m) => m.available !== false).sort((a, b) => a.position - b.position);
  const cashMethodId = sortedMethods.find(isCash)?.id ?? null;
  const input = {
    openingAmount: shown?.openingAmount ?? 0,
    cashMethodId,
    payments,
    entries: entries.map((e) => ({ type: e.type, amount: e.amount })),
    accountPayments: received.flatMap((e) => (e.paymentMethodId ? [{ paymentMethodId: e.paymentMethodId, amount: Number(e.amount) }] : [])),
  };
  return {
    registers,
    register,
    audit,
    lastClosed,
    entries: entries.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')),
    payments,
    accountPayments: accountPayments.sort((a, b) => (a.occurredAt ?? a.createdAt ?? '').localeCompare(b.occurredAt ?? b.createdAt ?? '')),
    accountReceipts: accountReceipts(input),
    methods: sortedMethods,
    cashMethodId,
    expected: expectedByMethod(input),
    drawer: cashInDrawer(input),
  };
}
