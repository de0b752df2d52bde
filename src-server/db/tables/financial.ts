// Financial (contas a pagar e a receber, 001 §3 Financial, §7.7): the business's accounts (caixa, banco), the
// categories its entries are filed under (each may be linked to a line of the DRE), and the entries themselves.
// Money is integer centavos; due and paid dates are calendar dates (YYYY-MM-DD) of the business. An entry of an
// installment plan or a recurrence shares its group's key; the two halves of a transfer share transfer_id.
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored } from '../columns.js';

const day = (name: string) => date(name, { mode: 'string' });

/** A place money is kept: the register's drawer, a bank account, a card machine's account. */
export const financialAccounts = pgTable(
  'financial_accounts',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** centavos held when the account was registered (may be negative: an overdraft) */
    initialBalance: integer('initial_balance').notNull().default(0),
    note: text('note'),
  },
  (t) => [cursorIndex('financial_accounts')(t)],
);

/** What an entry is for (aluguel, fornecedores, vendas no iFood); income or expense; optionally a DRE line. */
export const financialCategories = pgTable(
  'financial_categories',
  {
    ...mirrored(),
    name: text('name').notNull(),
    /** income or expense (000 §3) */
    kind: text('kind').notNull(),
    /** the income-statement line this category adds to (000 §3 line kinds), null while not linked */
    dreLine: text('dre_line'),
  },
  (t) => [cursorIndex('financial_categories')(t)],
);

export const financialEntries = pgTable(
  'financial_entries',
  {
    ...mirrored(),
    /** income or expense */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** centavos, always positive: the kind says which way it goes */
    amount: integer('amount').notNull(),
    dueDate: day('due_date').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidDate: day('paid_date'),
    accountId: uuid('account_id').notNull(),
    categoryId: uuid('category_id'),
    /** who pays or is paid (a supplier, a customer), optional */
    entityId: uuid('entity_id'),
    /** fixed or installment (000 §3) */
    mode: text('mode').notNull().default('fixed'),
    /** the period of a recurring entry, or between installments (000 §3 recurrence values) */
    recurrence: text('recurrence'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** shared by the entries of one installment plan or recurrence (001 §4) */
    installmentGroupKey: text('installment_group_key'),
    /** 1-based place in its group, and how many the group was made with */
    installment: integer('installment'),
    installments: integer('installments'),
    /** shared by the expense and the income of one transfer between accounts */
    transferId: uuid('transfer_id'),
    note: text('note'),
  },
  (t) => [
    cursorIndex('financial_entries')(t),
    index('financial_entries_due_idx').on(t.businessId, t.dueDate),
    index('financial_entries_group_idx').on(t.businessId, t.installmentGroupKey),
    index('financial_entries_transfer_idx').on(t.businessId, t.transferId),
  ],
);
