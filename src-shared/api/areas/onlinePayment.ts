// Online payment onboarding and cards (002 §7 Online payment).
// One entry per call of calls.json (area "Online payment"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';

export const onlinePaymentCalls = {
  onlinePaymentBusinessOwnerCreate: rest('POST', 'online-payment/business-owner', { scope: 'business' }),
  onlinePaymentBusinessOwnerUpdate: rest('PUT', 'online-payment/business-owner', { scope: 'business' }),
  onlinePaymentDocuments: rest('POST', 'online-payment/documents', { scope: 'business', multipart: true }),
  onlinePaymentBankAccountsCreate: rest('POST', 'online-payment/bank-accounts', { scope: 'business' }),
  onlinePaymentBankAccountsUpdate: rest('PUT', 'online-payment/bank-accounts/{id}', { scope: 'business' }),
  onlinePaymentBankAccountsDefineMain: rest('PUT', 'online-payment/bank-accounts/{id}/define-main', { scope: 'business' }),
  onlinePaymentBankAccountsDelete: rest('DELETE', 'online-payment/bank-accounts/{id}', { scope: 'business' }),
  onlinePaymentCardsCreate: rest('POST', 'online-payment/cards', { scope: 'business' }),
  onlinePaymentCardsDelete: rest('DELETE', 'online-payment/cards/{id}', { scope: 'business' }),
  onlinePaymentToken: rest('POST', 'online-payment/token', { scope: 'business' }),
  onlinePaymentCancelOrder: rest('POST', 'online-payment/cancel-order', { scope: 'business' }),
  onlinePaymentReport: rest('POST', 'online-payment/report', { scope: 'business', binary: true }),
  onlinePaymentSplitRuleSync: rest('POST', 'online-payment/split-rule-sync', { scope: 'business' }),
  onlinePaymentSplitRuleDelete: rest('DELETE', 'online-payment/split-rule/{id}', { scope: 'business' }),
  onlinePaymentDistributionRules: rest('GET', 'online-payment/distribution-rules', { scope: 'business' }),
  linkVendasCardsCreate: rest('POST', '{businessId}/cards', { scope: 'linkVendas' }),
  linkVendasCardsDelete: rest('DELETE', '{businessId}/cards/{id}', { scope: 'linkVendas' }),
  linkVendasDistributionRules: rest('GET', '{businessId}/distribution-rules', { scope: 'linkVendas' }),
} as const;

export const createOnlinePaymentApi = (runner: CallRunner) => bindArea(runner, onlinePaymentCalls);
