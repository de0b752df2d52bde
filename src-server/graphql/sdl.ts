// GraphQL types generated from the Drizzle tables, so the wire shape never drifts from the database.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { collections } from './collections.js';

function scalar(column: PgColumn): string {
  switch (column.columnType) {
    case 'PgUUID':
      return 'ID';
    case 'PgInteger':
    case 'PgBigInt53':
      return 'Int';
    case 'PgBoolean':
      return 'Boolean';
    case 'PgJsonb':
      return 'JSON';
    case 'PgArray': {
      const base = (column as unknown as { baseColumn: PgColumn }).baseColumn;
      return `[${scalar(base)}!]`;
    }
    default:
      return 'String';
  }
}

export function typeSdl(type: string, columns: Record<string, PgColumn>, extra = ''): string {
  const fields = Object.entries(columns).map(([name, col]) => `  ${name}: ${scalar(col)}${col.notNull ? '!' : ''}`);
  return `type ${type} {\n${fields.join('\n')}${extra ? `\n${extra}` : ''}\n}`;
}

/** Derived fields added to generated types (computed by the server with the shared domain rules). */
const derived: Record<string, string> = {
  Table:
    '  "occupied or released, derived at read time from open services (our addition). A mirror follows it through serviceTables and services with the shared rule tableStatus (src-shared/domain/tables.ts): a table row\'s changeSeq does not move when it is occupied."\n  status: String!\n  "the open service holding the table"\n  serviceId: ID',
  OrderPad: '  "totals by the shared domain rules (our addition)"\n  totals: Totals!',
  Product: '  "its fiscal configuration (productFiscalConfig*) as the NFC-e builder takes it, null without one (our addition)"\n  fiscal: JSON',
  Order: '  "allowed next statuses (the nextStatuses rule)"\n  nextStatuses: [String!]!\n  products: [OrderProduct!]!\n  total: Int!',
};

export function collectionTypesSdl(): string {
  return collections
    .map((c) => typeSdl(c.type, getTableColumns(c.table) as Record<string, PgColumn>, derived[c.type]))
    .join('\n\n');
}
