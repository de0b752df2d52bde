// Services, the table sessions (002 §7 Services).
// One entry per call of calls.json (area "Services"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/services.js';

export const servicesCalls = {
  servicesCreate: rest('POST', 'services', { scope: 'business', body: s.serviceStart }),
  servicesUpdate: rest('PUT', 'services', { scope: 'business', body: s.serviceUpdate }),
  servicesJoin: rest('POST', 'services/{id}/join', { scope: 'business', body: s.serviceJoin }),
  servicesTransfer: rest('POST', 'services/{id}/transfer', { scope: 'business', body: s.serviceTransfer }),
  servicesPrintResume: rest('POST', 'services/{id}/print-resume', { scope: 'business', body: s.servicePrintResume }),
  servicesAddTables: rest('POST', 'services/{id}/tables', { scope: 'business', body: s.serviceAddTables }),
  servicesReleaseTable: rest('POST', 'services/{id}/tables/{tableId}/release', { scope: 'business', body: s.emptyBody }),
  servicesSoldValuesReport: rest('POST', 'services/sold-values', { scope: 'business', binary: true }),
  servicesClosedServiceReport: rest('POST', 'services/closed-service', { scope: 'business', binary: true }),
  servicesFeeValuesReport: rest('POST', 'services/fee-values', { scope: 'business', binary: true }),
  servicesOccurrencesReport: rest('POST', 'services/occurrences', { scope: 'business', binary: true }),
  servicesPendingTablesResume: rest('GET', 'services/pending-tables-resume', { scope: 'business' }),
  servicesPrintPendingTablesResume: rest('POST', 'services/print-pending-tables-resume', { scope: 'business' }),
} as const;

export const createServicesApi = (runner: CallRunner) => bindArea(runner, servicesCalls);
