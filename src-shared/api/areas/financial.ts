// Financial module (001 §7.7, reads of §7.9). Entry routing lives in rules/financialEntries.ts.
// One entry per call of calls.json (area "Financial"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/financial.js';

export const financialCalls = {
  financialAccountCreate: rest('POST', 'financial/account', { scope: 'business' }),
  financialAccountUpdate: rest('PUT', 'financial/account/{id}', { scope: 'business' }),
  financialAccountDelete: rest('DELETE', 'financial/account/{id}', { scope: 'business' }),
  financialCategoryCreate: rest('POST', 'financial/category', { scope: 'business' }),
  financialCategoryUpdate: rest('PUT', 'financial/category/{id}', { scope: 'business' }),
  financialCategoryDelete: rest('DELETE', 'financial/category/{id}', { scope: 'business' }),
  financialCategoryLinkDre: rest('POST', 'financial/category/link-dre', { scope: 'business' }),
  financialEntryCreate: rest('POST', 'financial/entry', { scope: 'business', body: s.financialEntry }),
  financialEntryRecurrenceCreate: rest('POST', 'financial/entry/recurrence', { scope: 'business', body: s.financialEntry }),
  financialEntryTransferCreate: rest('POST', 'financial/entry/transfer', { scope: 'business', body: s.financialTransfer }),
  financialEntryUpdate: rest('PUT', 'financial/entry/{id}', { scope: 'business', body: s.financialEntry }),
  financialEntryRecurrenceUpdate: rest('PUT', 'financial/entry/{id}/recurrence', { scope: 'business', body: s.financialEntry }),
  financialEntryChangePaid: rest('PUT', 'financial/entry/{id}/change-paid', { scope: 'business' }),
  financialEntryDelete: rest('DELETE', 'financial/entry/{id}', { scope: 'business' }),
  financialEntryRecurrenceDelete: rest('DELETE', 'financial/entry/{id}/recurrence', { scope: 'business' }),
  financialEntryTransferUpdate: rest('PUT', 'financial/entry/transfer/{id}', { scope: 'business', body: s.financialTransfer }),
  financialEntriesReport: rest('POST', 'financial/entry/entries-report', { scope: 'business', binary: true }),
  financialEntriesCsv: rest('POST', 'financial/entry/entries-csv', { scope: 'business', binary: true }),
  financialCashFlowCsv: rest('POST', 'financial/entry/cash-flow-csv', { scope: 'business', binary: true }),
  financialDreAnalysisCsv: rest('POST', 'financial/dre/dre-analysis-csv', { scope: 'business', binary: true }),
  gqlAccounts: gql('accounts'),
  gqlAccount: gql('account'),
  gqlFinancialCategories: gql('financialCategories'),
  gqlFinancialEntriesWithTotals: gql('financialEntriesWithTotals'),
  gqlFinancialEntry: gql('financialEntry'),
  gqlCashFlow: gql('cashFlow'),
  gqlDres: gql('dres'),
  gqlDreAnalysis: gql('dreAnalysis'),
} as const;

export const createFinancialApi = (runner: CallRunner) => bindArea(runner, financialCalls);
