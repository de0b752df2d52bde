// Order pads, the comandas (002 §7 Order pads): lifecycle, payments, transaction accounts.
// One entry per call of calls.json (area "Order pads"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/orderPads.js';

export const orderPadsCalls = {
  orderPadsOpen: rest('POST', 'order-pads/open/', { scope: 'business', body: s.orderPadOpen }),
  orderPadsUpdate: rest('PUT', 'order-pads/{id}', { scope: 'business', body: s.orderPadUpdate }),
  orderPadsClose: rest('PUT', 'order-pads/{id}/close', { scope: 'business', body: s.orderPadClose }),
  orderPadsCancel: rest('PUT', 'order-pads/{id}/cancel', { scope: 'business', body: s.orderPadCancel }),
  orderPadsReopen: rest('PUT', 'order-pads/{id}/reopen', { scope: 'business', body: s.orderPadReopen }),
  orderPadPaymentsCreate: rest('POST', 'order-pads/{orderPadId}/payments', { scope: 'business', body: s.paymentCreate }),
  orderPadPaymentsUpdate: rest('PUT', 'order-pads/{orderPadId}/payments/{id}', { scope: 'business', body: s.paymentUpdate }),
  orderPadPaymentsDelete: rest('DELETE', 'order-pads/{orderPadId}/payments/{id}', { scope: 'business' }),
  orderPadPaymentsPrintResume: rest('POST', 'order-pads/{orderPadId}/payments/{id}/print-resume', { scope: 'business' }),
  orderPadTransactionAccountsCreate: rest('POST', 'order-pads/{orderPadId}/transaction-accounts', { scope: 'business', contexts: ['business'], body: s.transactionAccountCreate }),
  orderPadTransactionAccountsUpdate: rest('PUT', 'order-pads/{orderPadId}/transaction-accounts/{id}', { scope: 'business', contexts: ['business'], body: s.transactionAccountUpdate }),
  orderPadTransactionAccountsRestoreBalance: rest('POST', 'order-pads/{orderPadId}/transaction-accounts/{transactionAccountId}/restore-balance', { scope: 'business', contexts: ['business'] }),
  orderPadTransactionAccountEntriesCreate: rest('POST', 'order-pads/{orderPadId}/transaction-accounts/{transactionAccountId}/entries', { scope: 'business', contexts: ['business'], body: s.transactionAccountEntryCreate }),
  orderPadTransactionAccountEntriesDelete: rest('DELETE', 'order-pads/{orderPadId}/transaction-accounts/{transactionAccountId}/entries/{id}', { scope: 'business', contexts: ['business'] }),
} as const;

export const createOrderPadsApi = (runner: CallRunner) => bindArea(runner, orderPadsCalls);
