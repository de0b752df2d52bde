// The platform's billing writes (cobrança): payment plans, duplicates (duplicatas) with their entries and boletos.
// Made by a platform admin at the Cobrança screen, which waits for the server's answer. They are root-scoped
// (/billing/..., no business in the path) like the contract plans (routes/rootWrites.ts), so they are not in the
// outbox's table of writes (writes/index.ts, which prefixes every path with the business): the screen sends them
// with the typed client, the server validates with the same schemas.
import { billingCalls as calls } from '../api/areas/billing.js';
import * as s from '../api/schemas/billing.js';
import { formatBRL } from '../domain/money.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'cobrança da plataforma: a tela espera a resposta do servidor e o balcão não a lê do espelho';

export const paymentPlanCreate = declareWrite('billingPaymentPlanCreate', calls.billingPaymentPlanCreate, {
  schema: s.paymentPlanCreate,
  label: ({ body }) => `Plano de pagamento ${body.name}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});

export const paymentPlanUpdateWithoutId = declareWrite('billingPaymentPlanUpdateWithoutId', calls.billingPaymentPlanUpdateWithoutId, {
  schema: s.paymentPlanUpdateWithoutId,
  label: () => 'Plano de pagamento alterado',
  entityIds: ({ body }) => [body.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const paymentPlanUpdate = declareWrite('billingPaymentPlanUpdate', calls.billingPaymentPlanUpdate, {
  schema: s.paymentPlanUpdate,
  label: () => 'Plano de pagamento alterado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const paymentPlanDelete = declareWrite('billingPaymentPlanDelete', calls.billingPaymentPlanDelete, {
  schema: s.noBody,
  label: () => 'Plano de pagamento removido',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesCreate = declareWrite('billingDuplicatesCreate', calls.billingDuplicatesCreate, {
  schema: s.duplicateCreate,
  label: ({ body }) => `Duplicata${body.amount === undefined ? '' : ` de ${formatBRL(body.amount)}`}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesUpdate = declareWrite('billingDuplicatesUpdate', calls.billingDuplicatesUpdate, {
  schema: s.duplicateUpdate,
  label: () => 'Duplicata alterada',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesDelete = declareWrite('billingDuplicatesDelete', calls.billingDuplicatesDelete, {
  schema: s.noBody,
  label: () => 'Duplicata excluída',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesGenerateTransaction = declareWrite('billingDuplicatesGenerateTransaction', calls.billingDuplicatesGenerateTransaction, {
  schema: s.noBody,
  label: () => 'Boleto gerado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesCancelBoleto = declareWrite('billingDuplicatesCancelBoleto', calls.billingDuplicatesCancelBoleto, {
  schema: s.noBody,
  label: () => 'Boleto cancelado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicatesSendBoletoByEmail = declareWrite('billingDuplicatesSendBoletoByEmail', calls.billingDuplicatesSendBoletoByEmail, {
  schema: s.sendBoletoByEmail,
  label: ({ body }) => `Boleto enviado${body.email ? ` para ${body.email}` : ''}`,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicateEntriesCreate = declareWrite('billingDuplicateEntriesCreate', calls.billingDuplicateEntriesCreate, {
  schema: s.duplicateEntryCreate,
  label: ({ body }) => `Lançamento de ${formatBRL(body.amount)} na duplicata`,
  entityIds: ({ params, body }) => [params.duplicateId, ...(body.id ? [body.id] : [])],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicateEntriesUpdate = declareWrite('billingDuplicateEntriesUpdate', calls.billingDuplicateEntriesUpdate, {
  schema: s.duplicateEntryUpdate,
  label: () => 'Lançamento da duplicata alterado',
  entityIds: ({ params }) => [params.duplicateId, params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const duplicateEntriesDelete = declareWrite('billingDuplicateEntriesDelete', calls.billingDuplicateEntriesDelete, {
  schema: s.noBody,
  label: () => 'Lançamento da duplicata removido',
  entityIds: ({ params }) => [params.duplicateId, params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
