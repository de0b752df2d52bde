// Online payment's writes (002 §7 Online payment): the business's onboarding at the provider (owner, documents,
// bank accounts with one main, split rule) and the refund of an order paid online (cancel-order). Each reaches the
// provider, so the screen sends it while the owner waits and reads the state again when the server answers: they
// picture nothing in the mirror. A card's number is never a queued write: cards create and token are sent online
// only (routes/onlinePayment.ts), so no terminal's outbox ever holds one.
import { onlinePaymentCalls as calls } from '../api/areas/onlinePayment.js';
import * as s from '../api/schemas/onlinePayment.js';
import { emptyBody } from '../api/schemas/services.js';
import { onlinePaymentMessages as m } from '../i18n/onlinePayment.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'o pagamento online é lido do servidor (o provedor decide o estado): a tela lê de novo quando o servidor responde';
const bodyId = ({ body }: { body: { id?: string | undefined } }) => (body.id ? [body.id] : []);
const pathId = ({ params }: { params: { id: string } }) => [params.id];
const none = () => [];
const l = m.label;

export const onlinePaymentBusinessOwnerCreate = declareWrite('onlinePaymentBusinessOwnerCreate', calls.onlinePaymentBusinessOwnerCreate, {
  schema: s.onlinePaymentOwnerSave,
  label: () => l.owner,
  entityIds: none,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentBusinessOwnerUpdate = declareWrite('onlinePaymentBusinessOwnerUpdate', calls.onlinePaymentBusinessOwnerUpdate, {
  schema: s.onlinePaymentOwnerSave,
  label: () => l.owner,
  entityIds: none,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentDocuments = declareWrite('onlinePaymentDocuments', calls.onlinePaymentDocuments, {
  schema: s.onlinePaymentDocumentUpload,
  label: ({ body }) => l.document(body.type),
  entityIds: none,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentBankAccountsCreate = declareWrite('onlinePaymentBankAccountsCreate', calls.onlinePaymentBankAccountsCreate, {
  schema: s.onlinePaymentBankAccountSave,
  label: ({ body }) => l.bankAccount(body.bankCode),
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentBankAccountsUpdate = declareWrite('onlinePaymentBankAccountsUpdate', calls.onlinePaymentBankAccountsUpdate, {
  schema: s.onlinePaymentBankAccountSave,
  label: () => l.bankAccountChanged,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentBankAccountsDefineMain = declareWrite('onlinePaymentBankAccountsDefineMain', calls.onlinePaymentBankAccountsDefineMain, {
  schema: emptyBody,
  label: () => l.bankAccountMain,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentBankAccountsDelete = declareWrite('onlinePaymentBankAccountsDelete', calls.onlinePaymentBankAccountsDelete, {
  schema: emptyBody,
  label: () => l.bankAccountDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentCardsDelete = declareWrite('onlinePaymentCardsDelete', calls.onlinePaymentCardsDelete, {
  schema: emptyBody,
  label: () => l.cardDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentCancelOrder = declareWrite('onlinePaymentCancelOrder', calls.onlinePaymentCancelOrder, {
  schema: s.onlinePaymentCancelOrder,
  label: () => l.cancelOrder,
  entityIds: ({ body }) => [body.orderId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentSplitRuleSync = declareWrite('onlinePaymentSplitRuleSync', calls.onlinePaymentSplitRuleSync, {
  schema: s.onlinePaymentSplitRuleSync,
  label: () => l.splitRule,
  entityIds: bodyId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const onlinePaymentSplitRuleDelete = declareWrite('onlinePaymentSplitRuleDelete', calls.onlinePaymentSplitRuleDelete, {
  schema: emptyBody,
  label: () => l.splitRuleDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
