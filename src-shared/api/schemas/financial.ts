// Request schemas of the financial module (001 §3 Financial, §4, §7.7).
import { z } from 'zod';
import { FINANCIAL_ENTRY_KINDS, FINANCIAL_ENTRY_MODES, FINANCIAL_ENTRY_STATUSES, FINANCIAL_RECURRENCES, FINANCIAL_UPDATE_TYPES } from '../enums.js';
import { DRE_BASE_LINES } from '../../domain/dre.js';
import { id, uuid } from './common.js';

/** "An entry also has accountDestinationId (its presence makes it a transfer), isRecurring, installmentGroupKey, updateType." */
export const financialEntry = z.looseObject({
  id: id.optional(),
  kind: z.enum(FINANCIAL_ENTRY_KINDS).optional(),
  mode: z.enum(FINANCIAL_ENTRY_MODES).optional(),
  recurrence: z.enum(FINANCIAL_RECURRENCES).optional(),
  isRecurring: z.boolean().optional(),
  accountDestinationId: id.nullish(),
  installmentGroupKey: z.string().nullish(),
  updateType: z.enum(FINANCIAL_UPDATE_TYPES).optional(),
});
export const financialTransfer = financialEntry.extend({ accountDestinationId: id });

// ---------------------------------------------------------------- what the server validates (our reading)
// The spec names only the ids and flags above; the rest is ours, in the restaurant's words: an account where money is
// kept, a category an entry is filed under, an entry with its amount in centavos and its due date (YYYY-MM-DD).

const text = (what: string, max: number) => z.string(`Informe ${what}`).trim().min(1, `Informe ${what}`).max(max, `${what[0]!.toUpperCase()}${what.slice(1)} com no máximo ${max} caracteres`);
const note = z.string().trim().max(500, 'Observação com no máximo 500 caracteres').nullish();
/** a calendar date of the business (YYYY-MM-DD) */
export const financialDate = z.iso.date('Data inválida: use AAAA-MM-DD');
const amount = z.int('Informe o valor em centavos').min(1, 'Informe um valor maior que zero').max(100_000_000_000, 'Valor grande demais');
const kind = z.enum(FINANCIAL_ENTRY_KINDS, 'Informe se é receita ou despesa');
const recurrence = z.enum(FINANCIAL_RECURRENCES, 'Periodicidade inválida');
const updateType = z.enum(FINANCIAL_UPDATE_TYPES, 'Informe se altera só este, este e os seguintes ou todos');

/** financial/account: POST and PUT /{id}. */
export const financialAccountSave = z.looseObject({
  id: uuid.optional(),
  name: text('o nome da conta', 80),
  initialBalance: z.int('Informe o saldo inicial em centavos').min(-100_000_000_000, 'Saldo grande demais').max(100_000_000_000, 'Saldo grande demais').default(0),
  note,
});

const dreLine = z.enum(DRE_BASE_LINES as [string, ...string[]], 'Linha do DRE inválida: as linhas de resultado (receita líquida, lucro bruto...) são calculadas');

/** financial/category: POST and PUT /{id}. */
export const financialCategorySave = z.looseObject({
  id: uuid.optional(),
  name: text('o nome da categoria', 80),
  kind,
  dreLine: dreLine.nullish(),
});

/** POST financial/category/link-dre: these categories add to this line of the DRE (null unlinks them). */
export const financialCategoryLinkDre = z.looseObject({
  categoryIds: z.array(uuid, 'Informe as categorias').min(1, 'Escolha ao menos uma categoria').max(500, 'No máximo 500 categorias'),
  dreLine: dreLine.nullable(),
});

/** The fields an entry's create and update share. */
const entryFields = {
  kind,
  description: text('a descrição', 200),
  amount,
  dueDate: financialDate,
  accountId: z.uuid('Escolha a conta'),
  categoryId: z.uuid('Categoria inválida').nullish(),
  entityId: z.uuid('Cliente ou fornecedor inválido').nullish(),
  paid: z.boolean().default(false),
  paidDate: financialDate.nullish(),
  note,
};

/**
 * POST financial/entry: one entry (mode fixed), or an installment plan (mode installment: `amount` is the whole,
 * split into `installments` parts, the first taking the leftover centavos, one each `recurrence`, monthly by default).
 */
export const financialEntryCreate = z
  .looseObject({
    id: uuid.optional(),
    ...entryFields,
    mode: z.enum(FINANCIAL_ENTRY_MODES, 'Informe se é à vista ou parcelado').default('fixed'),
    installments: z.int('Informe o número de parcelas').min(2, 'Um parcelamento tem ao menos 2 parcelas').max(120, 'No máximo 120 parcelas').nullish(),
    recurrence: recurrence.nullish(),
    isRecurring: z.literal(false, 'Um lançamento recorrente é criado pela recorrência').optional(),
  })
  .refine((b) => b.mode !== 'installment' || (b.installments ?? 0) >= 2, { message: 'Informe o número de parcelas (2 ou mais)', path: ['installments'] });

/** POST financial/entry/recurrence: the same entry each `recurrence`, `occurrences` times (12 by default). */
export const financialEntryRecurrenceCreate = z.looseObject({
  id: uuid.optional(),
  ...entryFields,
  isRecurring: z.literal(true, 'Marque o lançamento como recorrente'),
  recurrence: recurrence.default('monthly'),
  occurrences: z.int('Informe quantas vezes se repete').min(2, 'Uma recorrência se repete ao menos 2 vezes').max(120, 'No máximo 120 repetições').default(12),
});

/** PUT financial/entry/{id} and /{id}/recurrence: what changes, and over which entries of its group. */
export const financialEntryUpdate = z.looseObject({
  ...entryFields,
  updateType: updateType.default('this'),
  installmentGroupKey: z.string().nullish(),
});

/** PUT financial/entry/{id}/change-paid: paid or not (the other way round when absent), on which day. */
export const financialEntryChangePaid = z.looseObject({
  paid: z.boolean('Informe se está pago').optional(),
  paidDate: financialDate.nullish(),
});

/** DELETE financial/entry/{id}/recurrence: this and the following entries, or all of the group. */
export const financialEntryDeleteScope = z.looseObject({ updateType: updateType.default('all') });

/** POST financial/entry/transfer and PUT entry/transfer/{id}: money moved from one account to another. */
export const financialTransferSave = z
  .looseObject({
    /** the expense's id (from the origin); the income's is incomeId */
    id: uuid.optional(),
    incomeId: uuid.optional(),
    accountId: z.uuid('Escolha a conta de origem'),
    accountDestinationId: z.uuid('Escolha a conta de destino'),
    amount,
    dueDate: financialDate,
    description: z.string().trim().max(200, 'Descrição com no máximo 200 caracteres').nullish(),
    paid: z.boolean().default(true),
    note,
  })
  .refine((b) => b.accountId !== b.accountDestinationId, { message: 'Escolha contas diferentes para a transferência', path: ['accountDestinationId'] });

/** financialEntriesWithTotals, entries-report, entries-csv: the entries of a period, filtered. */
export const financialEntryFilters = z.looseObject({
  start: financialDate,
  end: financialDate,
  kind: kind.nullish(),
  status: z.enum(FINANCIAL_ENTRY_STATUSES, 'Situação inválida').nullish(),
  accountId: uuid.nullish(),
  categoryId: uuid.nullish(),
});
export type FinancialEntryFilters = z.output<typeof financialEntryFilters>;

/** One entry as the reads answer it; `status` is computed (overdue: pending and due before today). */
export interface FinancialEntryView {
  id: string;
  kind: 'income' | 'expense';
  description: string;
  amount: number;
  dueDate: string;
  paid: boolean;
  paidDate: string | null;
  status: 'pending' | 'paid' | 'overdue';
  accountId: string;
  accountName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  entityId: string | null;
  mode: string;
  recurrence: string | null;
  isRecurring: boolean;
  installmentGroupKey: string | null;
  installment: number | null;
  installments: number | null;
  transferId: string | null;
  note: string | null;
}

/** cashFlow, cash-flow-csv, dreAnalysis, dre-analysis-csv: a period, and for the cash flow one account. */
export const financialPeriod = z.looseObject({
  start: financialDate,
  end: financialDate,
  accountId: uuid.nullish(),
  /** dreAnalysis: by due date (competência, the default) or by the day it was paid (caixa) */
  basis: z.enum(['competence', 'cash'], 'Regime inválido: competence ou cash').default('competence'),
});
export type FinancialPeriod = z.output<typeof financialPeriod>;

/** entries-report: the entries of a period as PDF or Excel. */
export const financialEntriesReport = financialEntryFilters.extend({ format: z.enum(['pdf', 'excel'], 'Formato inválido: pdf ou excel').default('pdf') });
