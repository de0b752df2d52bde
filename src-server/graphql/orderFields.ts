// An order as GraphQL answers it: its lines, total and allowed next statuses, derived when asked for. Its own
// module because the counter's and the business's resolvers both use it (schema.ts imports business.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { DeliveryMode, OrderStatus } from '../../src-shared/api/enums.js';
import { nextStatuses } from '../../src-shared/domain/orderStatus.js';
import type { Row } from '../db/rows.js';
import * as t from '../db/schema.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';

export function orderFields(ctx: GraphqlContext, r: Row): Row {
  let lines: Promise<Row[]> | null = null;
  const products = () =>
    (lines ??= ctx.deps.db
      .select()
      .from(t.orderProducts)
      .where(and(eq(t.orderProducts.orderId, r.id), isNull(t.orderProducts.deletedAt)))
      .then((rows) => rows.map((x) => out(x) as unknown as Row)));
  return {
    ...r,
    nextStatuses: nextStatuses(r.status as OrderStatus, r.deliveryMode as DeliveryMode),
    products,
    total: async () => (await products()).reduce((a, l) => a + (l.totalPrice as number), 0) + (r.deliveryFee as number),
  };
}
