// Which client-made ids a write touches, so calls on the same comanda replay in order and a refused one
// holds back the ones that build on it, while calls on other comandas go on. Reference data (products,
// payment methods, users) and the register session are left out: two comandas selling one product, or
// paid in one register session, are independent (closing the register is a barrier instead).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Body fields that name a transactional entity (created at the counter), spelt as the spec spells them. */
const LINK_FIELDS = new Set([
  'id',
  'orderPadId',
  'orderId',
  'orderProductId',
  'serviceId',
  'targetServiceId',
  'tableId',
  'tableIds',
  'paymentId',
  'transactionAccountId',
  'orderPads',
  // A customer and their address are often made at the counter, offline, just before the delivery order that
  // names them: the order must wait for them (the server refuses an order for an address it does not have).
  'entityId',
  'entityAddressId',
]);

export function deriveEntityIds(path: string, body: unknown, explicit: string[], businessId: string): string[] {
  const ids = new Set<string>(explicit);
  for (const segment of path.split(/[/?&=]/)) {
    if (UUID.test(segment) && segment !== businessId) ids.add(segment.toLowerCase());
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (!LINK_FIELDS.has(key)) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string' && UUID.test(v)) ids.add(v.toLowerCase());
        else if (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string') {
          const id = (v as { id: string }).id;
          if (UUID.test(id)) ids.add(id.toLowerCase());
        }
      }
    }
  }
  ids.delete(businessId);
  return [...ids];
}
