// Tables and table tokens (002 §7 Tables).
// One entry per call of calls.json (area "Tables"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/tables.js';
import { tableTokenRequest } from '../schemas/linkVendas.js';

export const tablesCalls = {
  tablesCreate: rest('POST', 'tables', { scope: 'business', body: s.tableCreate }),
  tablesUpdate: rest('PUT', 'tables/{id}', { scope: 'business', body: s.tableUpdate }),
  tablesDelete: rest('DELETE', 'tables/{id}', { scope: 'business' }),
  tablesBulkCreate: rest('POST', 'tables/bulk', { scope: 'business', body: s.tablesBulk }),
  linkVendasGenerateTableToken: rest('POST', 'login/generate-table-token', { scope: 'linkVendas', body: tableTokenRequest }),
} as const;

export const createTablesApi = (runner: CallRunner) => bindArea(runner, tablesCalls);
