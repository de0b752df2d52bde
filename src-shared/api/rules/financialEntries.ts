// Financial entries routed as 001 §4 and §7.7 say:
// "financial/entry create: POST financial/entry; POST entry/recurrence if recurring; POST entry/transfer if
// accountDestinationId is present." "Update and delete: PUT entry/{id}; PUT entry/{id}/recurrence; PUT
// entry/{id}/change-paid; DELETE entry/{id} (or /recurrence); PUT entry/transfer/{id}."
// "Scope this, or a missing installment group key, updates a single entry. Otherwise the recurrence is updated."
import type { z } from 'zod';
import type { financialEntry } from '../schemas/financial.js';
import type { Api } from '../registry.js';
import type { RestRequestDescriptor } from '../core/descriptor.js';

export type FinancialEntryInput = z.input<typeof financialEntry>;
type Scope = Pick<FinancialEntryInput, 'updateType' | 'installmentGroupKey'>;

export type FinancialCreateCall = 'financialEntryTransferCreate' | 'financialEntryRecurrenceCreate' | 'financialEntryCreate';
export type FinancialUpdateCall = 'financialEntryTransferUpdate' | 'financialEntryUpdate' | 'financialEntryRecurrenceUpdate';
export type FinancialDeleteCall = 'financialEntryDelete' | 'financialEntryRecurrenceDelete';

export function createCallFor(entry: FinancialEntryInput): FinancialCreateCall {
  if (entry.accountDestinationId) return 'financialEntryTransferCreate';
  if (entry.isRecurring) return 'financialEntryRecurrenceCreate';
  return 'financialEntryCreate';
}

/** "Scope this, or a missing installment group key, updates a single entry. Otherwise the recurrence is updated." */
export function touchesSingleEntry(scope: Scope): boolean {
  return scope.updateType === 'this' || !scope.installmentGroupKey;
}

export function updateCallFor(entry: FinancialEntryInput): FinancialUpdateCall {
  if (entry.accountDestinationId) return 'financialEntryTransferUpdate';
  return touchesSingleEntry(entry) ? 'financialEntryUpdate' : 'financialEntryRecurrenceUpdate';
}

export function deleteCallFor(scope: Scope): FinancialDeleteCall {
  return touchesSingleEntry(scope) ? 'financialEntryDelete' : 'financialEntryRecurrenceDelete';
}

export function buildCreateFinancialEntry(api: Api, entry: FinancialEntryInput): RestRequestDescriptor {
  const { accountDestinationId } = entry;
  if (accountDestinationId) return api.financial.financialEntryTransferCreate.build({ body: { ...entry, accountDestinationId } });
  return api.financial[createCallFor(entry) as Exclude<FinancialCreateCall, 'financialEntryTransferCreate'>].build({ body: entry });
}

export function createFinancialEntry(api: Api, entry: FinancialEntryInput): Promise<unknown> {
  return api.client.send(buildCreateFinancialEntry(api, entry));
}

export function buildUpdateFinancialEntry(api: Api, id: string, entry: FinancialEntryInput): RestRequestDescriptor {
  const { accountDestinationId } = entry;
  if (accountDestinationId) return api.financial.financialEntryTransferUpdate.build({ params: { id }, body: { ...entry, accountDestinationId } });
  return api.financial[updateCallFor(entry) as Exclude<FinancialUpdateCall, 'financialEntryTransferUpdate'>].build({ params: { id }, body: entry });
}

export function updateFinancialEntry(api: Api, id: string, entry: FinancialEntryInput): Promise<unknown> {
  return api.client.send(buildUpdateFinancialEntry(api, id, entry));
}

export function deleteFinancialEntry(api: Api, id: string, scope: Scope): Promise<unknown> {
  const call = deleteCallFor(scope);
  const query = scope.updateType ? { updateType: scope.updateType } : {};
  // The scope goes in the body too: the outbox replays a declared write's params and body (writes/financial.ts).
  if (call === 'financialEntryDelete') return api.financial.financialEntryDelete({ params: { id }, query });
  return api.financial.financialEntryRecurrenceDelete({ params: { id }, query, body: { updateType: scope.updateType ?? 'all' } });
}

/** "The paid flag of a financial entry is toggled through a dedicated call" (001 §4). */
export function changeFinancialEntryPaid(api: Api, id: string, paid: boolean): Promise<unknown> {
  return api.financial.financialEntryChangePaid({ params: { id }, body: { paid } });
}
