// Billing (000 §7 Billing): duplicates and their entries, boletos, payment plans, invoices.
// One entry per call of calls.json (area "Billing"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';

export const billingCalls = {
  billingDuplicatesCreate: rest('POST', 'billing/duplicates', { scope: 'root' }),
  billingDuplicatesUpdate: rest('PUT', 'billing/duplicates/{id}', { scope: 'root' }),
  billingDuplicatesDelete: rest('DELETE', 'billing/duplicates/{id}', { scope: 'root' }),
  billingDuplicatesGenerateTransaction: rest('POST', 'billing/duplicates/{id}/generate-transaction', { scope: 'root' }),
  billingDuplicatesCancelBoleto: rest('POST', 'billing/duplicates/{id}/cancel-boleto', { scope: 'root' }),
  billingDuplicatesSendBoletoByEmail: rest('POST', 'billing/duplicates/{id}/send-boleto-by-email', { scope: 'root' }),
  billingDuplicatesDuplicateReport: rest('POST', 'billing/duplicates/duplicate-report', { scope: 'root', binary: true }),
  billingDuplicatesDuplicateEntriesReport: rest('POST', 'billing/duplicates/duplicate-entries', { scope: 'root', binary: true }),
  billingDuplicateEntriesCreate: rest('POST', 'billing/duplicates/{duplicateId}/entries', { scope: 'root' }),
  billingDuplicateEntriesUpdate: rest('PUT', 'billing/duplicates/{duplicateId}/entries/{id}', { scope: 'root' }),
  billingDuplicateEntriesDelete: rest('DELETE', 'billing/duplicates/{duplicateId}/entries/{id}', { scope: 'root' }),
  billingPaymentPlanCreate: rest('POST', 'billing/payment-plan', { scope: 'root' }),
  billingPaymentPlanUpdateWithoutId: rest('PUT', 'billing/payment-plan', { scope: 'root' }),
  billingPaymentPlanUpdate: rest('PUT', 'billing/payment-plan/{id}', { scope: 'root' }),
  billingPaymentPlanDelete: rest('DELETE', 'billing/payment-plan/{id}', { scope: 'root' }),
  gqlDuplicates: gql('duplicates', { contexts: ['admin'] }),
  gqlDuplicate: gql('duplicate', { contexts: ['admin'] }),
  gqlDuplicatesByPartner: gql('duplicatesByPartner', { contexts: ['partner'] }),
  gqlDuplicatesByInvoice: gql('duplicatesByInvoice', { contexts: ['partner','admin'] }),
  gqlDuplicateOccurrences: gql('duplicateOccurrences', { contexts: ['partner','admin'] }),
  gqlListInvoices: gql('listInvoices', { contexts: ['admin'] }),
  gqlListInvoiceByPartner: gql('listInvoiceByPartner', { contexts: ['partner'] }),
  gqlInvoiceById: gql('invoice', { contexts: ['partner','admin'] }),
  gqlOpenInvoiceByBusiness: gql('openInvoiceByBusiness', { contexts: ['partner','admin'] }),
  gqlPaymentPlansList: gql('paymentPlans', { contexts: ['partner','admin'] }),
  gqlPaymentPlansFind: gql('paymentPlan', { contexts: ['admin'] }),
  gqlDuplicateEntriesList: gql('duplicateEntries', { contexts: ['admin'] }),
  gqlDuplicateEntriesFind: gql('duplicateEntry', { contexts: ['admin'] }),
  gqlInvoiceContractPlanLines: gql('invoiceContractPlanLines', { contexts: ['partner','admin'] }),
} as const;

export const createBillingApi = (runner: CallRunner) => bindArea(runner, billingCalls);
