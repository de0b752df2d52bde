// The financial area's writes (contas a pagar e a receber, 001 §7.7): accounts, categories, entries (one, an
// installment plan or a recurrence), marking paid, transfers between accounts. The financial screen reads the server
// (entries, totals, balances are the server's sums), so these writes picture nothing in the mirror: the screen reads
// again when the outbox says a write went through.
import { financialCalls as calls } from '../api/areas/financial.js';
import * as s from '../api/schemas/financial.js';
import { emptyBody } from '../api/schemas/services.js';
import { financialMessages as m } from '../i18n/financial.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'o financeiro é lido do servidor (saldos e totais são somas dele): a tela lê de novo quando o servidor responde';
const bodyId = ({ body }: { body: { id?: string | undefined } }) => (body.id ? [body.id] : []);
const pathId = ({ params }: { params: { id: string } }) => [params.id];
const l = m.label;

export const financialAccountCreate = declareWrite('financialAccountCreate', calls.financialAccountCreate, {
  schema: s.financialAccountSave,
  label: ({ body }) => l.account(body.name),
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialAccountUpdate = declareWrite('financialAccountUpdate', calls.financialAccountUpdate, {
  schema: s.financialAccountSave,
  label: ({ body }) => l.accountChanged(body.name),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialAccountDelete = declareWrite('financialAccountDelete', calls.financialAccountDelete, {
  schema: emptyBody,
  label: () => l.accountDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});

export const financialCategoryCreate = declareWrite('financialCategoryCreate', calls.financialCategoryCreate, {
  schema: s.financialCategorySave,
  label: ({ body }) => l.category(body.name),
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialCategoryUpdate = declareWrite('financialCategoryUpdate', calls.financialCategoryUpdate, {
  schema: s.financialCategorySave,
  label: ({ body }) => l.categoryChanged(body.name),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialCategoryDelete = declareWrite('financialCategoryDelete', calls.financialCategoryDelete, {
  schema: emptyBody,
  label: () => l.categoryDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialCategoryLinkDre = declareWrite('financialCategoryLinkDre', calls.financialCategoryLinkDre, {
  schema: s.financialCategoryLinkDre,
  label: ({ body }) => l.linkDre(body.categoryIds.length),
  entityIds: ({ body }) => body.categoryIds,
  effect: null,
  noEffect: NO_EFFECT,
});

export const financialEntryCreate = declareWrite('financialEntryCreate', calls.financialEntryCreate, {
  schema: s.financialEntryCreate,
  label: ({ body }) => l.entry(body.kind, body.description, body.amount),
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryRecurrenceCreate = declareWrite('financialEntryRecurrenceCreate', calls.financialEntryRecurrenceCreate, {
  schema: s.financialEntryRecurrenceCreate,
  label: ({ body }) => l.entry(body.kind, body.description, body.amount),
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryUpdate = declareWrite('financialEntryUpdate', calls.financialEntryUpdate, {
  schema: s.financialEntryUpdate,
  label: ({ body }) => l.entryChanged(body.description),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryRecurrenceUpdate = declareWrite('financialEntryRecurrenceUpdate', calls.financialEntryRecurrenceUpdate, {
  schema: s.financialEntryUpdate,
  label: ({ body }) => l.entryChanged(body.description),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryChangePaid = declareWrite('financialEntryChangePaid', calls.financialEntryChangePaid, {
  schema: s.financialEntryChangePaid,
  label: ({ body }) => l.paid(body.paid),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryDelete = declareWrite('financialEntryDelete', calls.financialEntryDelete, {
  schema: emptyBody,
  label: () => l.entryDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryRecurrenceDelete = declareWrite('financialEntryRecurrenceDelete', calls.financialEntryRecurrenceDelete, {
  schema: s.financialEntryDeleteScope,
  label: () => l.entryDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryTransferCreate = declareWrite('financialEntryTransferCreate', calls.financialEntryTransferCreate, {
  schema: s.financialTransferSave,
  label: ({ body }) => l.transfer(body.amount),
  entityIds: ({ body }) => [body.id, body.incomeId].filter((x): x is string => Boolean(x)),
  effect: null,
  noEffect: NO_EFFECT,
});
export const financialEntryTransferUpdate = declareWrite('financialEntryTransferUpdate', calls.financialEntryTransferUpdate, {
  schema: s.financialTransferSave,
  label: ({ body }) => l.transfer(body.amount),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
