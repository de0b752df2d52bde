// Cash registers, their audits and entries (002 §7 Cash).
// One entry per call of calls.json (area "Cash"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/cash.js';

export const cashCalls = {
  cashRegistersCreate: rest('POST', 'payments/cash-registers', { scope: 'business', body: s.cashRegisterCreate }),
  gqlCashRegisters: gql('cashRegisters'),
  cashRegistersUpdate: rest('PUT', 'payments/cash-registers/{id}', { scope: 'business', body: s.cashRegisterUpdate }),
  cashRegistersDelete: rest('DELETE', 'payments/cash-registers/{id}', { scope: 'business' }),
  cashRegisterAuditsOpen: rest('POST', 'payments/cash-register-audits/open', { scope: 'business', body: s.cashRegisterAuditOpen }),
  cashRegisterAuditsClose: rest('PUT', 'payments/cash-register-audits/{id}/close', { scope: 'business', body: s.cashRegisterAuditClose }),
  cashRegisterAuditsUpdate: rest('PUT', 'payments/cash-register-audits/{id}', { scope: 'business', body: s.cashRegisterAuditUpdate }),
  cashRegisterAuditsPrintClosedResume: rest('POST', 'payments/cash-register-audits/{id}/print-closed-resume', { scope: 'business' }),
  cashRegisterAuditsClosedResume: rest('GET', 'payments/cash-register-audits/{id}/closed-resume', { scope: 'business' }),
  cashRegisterAuditsCheck: rest('GET', 'payments/cash-register-audits/check-cash-register-audit', { scope: 'business' }),
  cashRegisterEntriesCreate: rest('POST', 'payments/cash-register-audits/{cashRegisterAuditId}/entries', { scope: 'business', body: s.cashRegisterEntryCreate }),
  cashRegisterEntriesDelete: rest('POST', 'payments/cash-register-audits/{cashRegisterAuditId}/entries/{id}', { scope: 'business', body: s.cashRegisterEntryDelete }),
} as const;

export const createCashApi = (runner: CallRunner) => bindArea(runner, cashCalls);
