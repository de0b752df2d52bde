// Optimistic changes: a write still in the outbox is applied to the mirror at once, with the shared
// domain rules, so the screen shows it offline. Each change records what it did (Touch) so it can be undone
// exactly; `rebase` undoes every pending change, applies what the server sent, and re-applies the changes
// still pending, in order: the server's rows always win, and a refused change simply is not re-applied.
import type { Table } from 'dexie';
import { canTransition, orderPadTotals, orderProductTotal, settlePayment, splitAmount, unitPrice } from '../../src-shared/domain/index.js';
import type { CompositePriceRule, DeliveryMode, DiscountType, OrderStatus } from '../../src-shared/api/enums.js';
import { collectionNames, type CollectionName } from './collections.js';
import type { Mirror, MirrorRow, PendingChangeRow, Touch } from './mirror.js';

type Body = Record<string, unknown>;

/** Reads and writes of one optimistic change, recording what it touched. */
export class ChangeScope {
  readonly touched: Touch[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly db: Mirror,
    readonly change: PendingChangeRow,
  ) {}

  get businessId(): string {
    return this.change.businessId;
  }

  table(name: CollectionName): Table<MirrorRow, string> {
    return this.db.collection(name);
  }

  get(name: CollectionName, id: string | null | undefined): Promise<MirrorRow | undefined> {
    return id ? this.table(name).get(id) : Promise.resolve(undefined);
  }

  where(name: CollectionName, field: string, value: string): Promise<MirrorRow[]> {
    return this.table(name).where(field).equals(value).toArray();
  }

  private async remember(name: CollectionName, id: string): Promise<void> {
    const key = `${name}:${id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const before = (await this.table(name).get(id)) ?? null;
    this.touched.push({ table: name, id, before });
  }

  /** Whether the server's rows already hold this client-made id: the change went through, its answer is on the way. */
  async madeByServer(name: CollectionName, id: string | null | undefined): Promise<boolean> {
    const row = id ? await this.table(name).get(id) : undefined;
    return Boolean(row && !row.pending);
  }

  /**
   * Creates a row, marked pending. Nothing when the server's rows already have it: a pull can land between
   * the server's commit and the outbox hearing of it, and picturing the change again on top would show it
   * twice (or hide what the server numbered).
   */
  async put(name: CollectionName, row: Body & { id: string }): Promise<void> {
    if (await this.madeByServer(name, row.id)) return;
    await this.remember(name, row.id);
    const now = this.change.createdAt;
    await this.table(name).put({ createdAt: now, updatedAt: now, deletedAt: null, ...row, businessId: this.businessId, pending: this.change.callId });
  }

  /** Changes some fields of an existing row, marked pending; nothing when the row is not in the mirror. */
  async patch(name: CollectionName, id: string, fields: Body): Promise<MirrorRow | undefined> {
    const row = await this.table(name).get(id);
    if (!row) return undefined;
    await this.remember(name, id);
    const next = { ...row, ...fields, updatedAt: this.change.createdAt, pending: this.change.callId };
    await this.table(name).put(next);
    return next;
  }
}

type Effect = (scope: ScopeApi, body: Body, path: string) => Promise<void>;
type ScopeApi = ChangeScope;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
/** The id that follows `segment/` in the path: `/order-pads/{id}/close` → id. */
const idAfter = (path: string, segment: string): string | null => {
  const m = new RegExp(`/${segment}/([0-9a-f-]{36})`, 'i').exec(path);
  return m?.[1] ?? null;
};

async function linkTable(s: ScopeApi, serviceId: string, tableId: string): Promise<void> {
  await s.put('serviceTables', { id: `pending:${serviceId}:${tableId}`, serviceId, tableId, releasedAt: null });
}

async function releaseLinks(s: ScopeApi, serviceId: string, tableId: string | null): Promise<void> {
  for (const link of await s.where('serviceTables', 'serviceId', serviceId)) {
    if (link.releasedAt || (tableId && link.tableId !== tableId)) continue;
    await s.patch('serviceTables', link.id, { releasedAt: s.change.createdAt });
  }
}

async function openPad(s: ScopeApi, id: string, serviceId: string, occupants: number, description: string | null): Promise<void> {
  await s.put('orderPads', {
    id,
    serviceId,
    description,
    status: 'open',
    occupants,
    serviceFeeEnabled: true,
    serviceFeeRate: 1000,
    discountType: null,
    discountValue: 0,
    closedAt: null,
  });
}

/** Unit price of a line from the mirror's catalog, by the shared pricing rules (composites by their rule). */
async function priceLine(s: ScopeApi, line: Body): Promise<{ name: string; unitPrice: number }> {
  const product = await s.get('products', str(line.productId));
  const selections = Array.isArray(line.selections) ? (line.selections as Body[]) : [];
  const flavors: { price: number; fraction?: number }[] = [];
  const addOns: { price: number; quantity: number }[] = [];
  for (const sel of selections) {
    const ps = await s.get('productSubproducts', str(sel.productSubproductId));
    if (!ps) continue;
    const composition = await s.get('compositions', str(ps.compositionId));
    if (composition?.flavors) flavors.push({ price: num(ps.price), ...(typeof sel.fraction === 'number' ? { fraction: sel.fraction } : {}) });
    else addOns.push({ price: num(ps.price), quantity: num(sel.quantity, 1000) });
  }
  const price = unitPrice({
    basePrice: flavors.length > 0 ? 0 : num(product?.price),
    priceRule: (str(product?.priceRule) as CompositePriceRule | null) ?? 'default',
    flavors,
    addOns,
  });
  return { name: str(product?.name) ?? str(line.name) ?? '', unitPrice: typeof line.unitPrice === 'number' ? line.unitPrice : price };
}

async function padBalance(s: ScopeApi, padId: string): Promise<number> {
  const pad = await s.get('orderPads', padId);
  if (!pad) return 0;
  const orders = (await s.where('orders', 'orderPadId', padId)).filter((o) => !o.deletedAt && o.status !== 'canceled');
  const items: number[] = [];
  for (const o of orders) {
    for (const p of await s.where('orderProducts', 'orderId', o.id)) if (!p.deletedAt) items.push(num(p.totalPrice));
  }
  const payments = (await s.where('payments', 'orderPadId', padId)).filter((p) => !p.deletedAt).map((p) => num(p.amount));
  const discountType = str(pad.discountType) as DiscountType | null;
  return orderPadTotals({
    items,
    discount: discountType ? { type: discountType, value: num(pad.discountValue) } : null,
    serviceFee: { enabled: pad.serviceFeeEnabled !== false, rate: num(pad.serviceFeeRate, 1000) },
    payments,
  }).balance;
}

const effects: Record<string, Effect> = {
  'services.start': async (s, b) => {
    const id = str(b.id);
    if (!id) return;
    await s.put('services', {
      id,
      status: 'open',
      description: str(b.description),
      occupants: num(b.occupants, 1),
      originId: str(b.originId),
      openedAt: s.change.createdAt,
      closedAt: null,
    });
    for (const tableId of Array.isArray(b.tableIds) ? b.tableIds : []) if (typeof tableId === 'string') await linkTable(s, id, tableId);
    for (const pad of Array.isArray(b.orderPads) ? (b.orderPads as Body[]) : []) {
      const padId = str(pad.id);
      if (padId) await openPad(s, padId, id, num(pad.occupants, num(b.occupants, 1)), str(pad.description));
    }
  },
  'services.addTables': async (s, b, path) => {
    const serviceId = idAfter(path, 'services');
    const tableId = str(b.tableId);
    if (serviceId && tableId) await linkTable(s, serviceId, tableId);
  },
  'services.releaseTable': async (s, _b, path) => {
    const serviceId = idAfter(path, 'services');
    if (serviceId) await releaseLinks(s, serviceId, idAfter(path, 'tables'));
  },
  'services.transfer': async (s, b, path) => {
    const serviceId = idAfter(path, 'services');
    if (!serviceId) return;
    await releaseLinks(s, serviceId, null);
    for (const tableId of Array.isArray(b.tableIds) ? b.tableIds : []) if (typeof tableId === 'string') await linkTable(s, serviceId, tableId);
  },
  'services.join': async (s, b, path) => {
    const serviceId = idAfter(path, 'services');
    const target = str(b.targetServiceId);
    if (!serviceId || !target) return;
    for (const pad of await s.where('orderPads', 'serviceId', serviceId)) await s.patch('orderPads', pad.id, { serviceId: target });
    await releaseLinks(s, serviceId, null);
    await s.patch('services', serviceId, { status: 'joined', targetServiceId: target, closedAt: s.change.createdAt });
  },
  'orderPads.open': async (s, b) => {
    const id = str(b.id);
    if (!id) return;
    let serviceId = str(b.serviceId);
    const tableId = str(b.tableId);
    if (!serviceId) {
      // A comanda opened by its card: the server starts a service for it; until it answers, a stand-in.
      serviceId = `pending:${id}`;
      await s.put('services', { id: serviceId, status: 'open', description: null, occupants: num(b.occupants, 1), originId: str(b.originId), openedAt: s.change.createdAt, closedAt: null });
      if (tableId) await linkTable(s, serviceId, tableId);
    }
    await openPad(s, id, serviceId, num(b.occupants, 1), str(b.description));
  },
  'orderPads.update': async (s, b, path) => {
    const id = idAfter(path, 'order-pads');
    if (!id) return;
    const fields: Body = {};
    for (const k of ['description', 'occupants', 'serviceFeeEnabled', 'serviceFeeRate', 'discountType', 'discountValue', 'entityId']) {
      if (k in b) fields[k] = b[k];
    }
    await s.patch('orderPads', id, fields);
  },
  'orderPads.close': async (s, _b, path) => {
    const id = idAfter(path, 'order-pads');
    if (id) await s.patch('orderPads', id, { status: 'closed', closedAt: s.change.createdAt });
  },
  'orderPads.cancel': async (s, b, path) => {
    const id = idAfter(path, 'order-pads');
    if (id) await s.patch('orderPads', id, { status: 'canceled', canceledAt: s.change.createdAt, cancelReason: str(b.reason) });
  },
  'orderPads.reopen': async (s, _b, path) => {
    const id = idAfter(path, 'order-pads');
    if (id) await s.patch('orderPads', id, { status: 'open', closedAt: null, canceledAt: null });
  },
  'orders.create': async (s, b) => {
    const id = str(b.id);
    if (!id) return;
    const padId = str(b.orderPadId);
    const pad = await s.get('orderPads', padId);
    await s.put('orders', {
      id,
      number: 0, // the server numbers orders; shown as "—" until it answers
      orderPadId: padId,
      serviceId: str(b.serviceId) ?? str(pad?.serviceId),
      originId: str(b.originId),
      originType: str(b.originType) ?? 'balcony',
      deliveryMode: str(b.deliveryMode) ?? 'balcony',
      status: str(b.status) ?? 'confirmed', // the server's default (orderCreate)
      entityId: str(b.entityId),
      entityAddressId: str(b.entityAddressId),
      deliveryManId: null,
      deliveryMethodId: str(b.deliveryMethodId),
      deliveryFee: num(b.deliveryFee),
      message: str(b.message),
    });
    for (const line of Array.isArray(b.products) ? (b.products as Body[]) : []) {
      const lineId = str(line.id);
      if (!lineId) continue;
      const { name, unitPrice: price } = await priceLine(s, line);
      const quantity = num(line.quantity, 1000);
      await s.put('orderProducts', {
        id: lineId,
        orderId: id,
        productId: str(line.productId),
        name,
        quantity,
        unitPrice: price,
        totalPrice: orderProductTotal(price, quantity),
        selections: Array.isArray(line.selections) ? line.selections : [],
        observation: str(line.observation),
        kitchenStatus: 'preparing',
      });
    }
  },
  'orderProducts.create': async (s, b, path) => {
    const orderId = idAfter(path, 'orders');
    const id = str(b.id);
    if (!orderId || !id) return;
    const { name, unitPrice: price } = await priceLine(s, b);
    const quantity = num(b.quantity, 1000);
    await s.put('orderProducts', {
      id,
      orderId,
      productId: str(b.productId),
      name,
      quantity,
      unitPrice: price,
      totalPrice: orderProductTotal(price, quantity),
      selections: Array.isArray(b.selections) ? b.selections : [],
      observation: str(b.observation),
      kitchenStatus: 'preparing',
    });
  },
  'orderProducts.update': async (s, b, path) => {
    const id = idAfter(path, 'products');
    const row = await s.get('orderProducts', id);
    if (!id || !row) return;
    const quantity = typeof b.quantity === 'number' ? b.quantity : num(row.quantity);
    const fields: Body = { quantity, totalPrice: orderProductTotal(num(row.unitPrice), quantity) };
    if ('observation' in b) fields.observation = str(b.observation);
    await s.patch('orderProducts', id, fields);
  },
  'orderProducts.remove': async (s, _b, path) => {
    const id = idAfter(path, 'products');
    if (id) await s.patch('orderProducts', id, { deletedAt: s.change.createdAt });
  },
  'orderPadPayments.create': async (s, b, path) => {
    const padId = idAfter(path, 'order-pads') ?? str(b.orderPadId);
    const id = str(b.id);
    if (!padId || !id) return;
    const method = await s.get('paymentMethods', str(b.paymentMethodId));
    const balance = await padBalance(s, padId);
    const amount = num(b.amount);
    const decision = settlePayment(balance, amount, typeof b.tendered === 'number' ? b.tendered : undefined, method?.allowsChange === true);
    // Shown even when the rules would refuse it: the server decides, and a refusal is shown to the person.
    const tendered = decision.ok ? decision.tendered : num(b.tendered, amount);
    await s.put('payments', {
      id,
      orderPadId: padId,
      paymentMethodId: str(b.paymentMethodId),
      creditCardBannerId: str(b.creditCardBannerId),
      amount,
      tendered,
      change: decision.ok ? decision.change : Math.max(tendered - amount, 0),
      cashRegisterAuditId: str(b.cashRegisterAuditId),
      note: str(b.note),
    });
  },
  'orderPadPayments.delete': async (s, _b, path) => {
    const id = idAfter(path, 'payments');
    if (id) await s.patch('payments', id, { deletedAt: s.change.createdAt });
  },
  'cashRegisterAudits.open': async (s, b) => {
    const id = str(b.id);
    if (!id) return;
    await s.put('cashRegisterAudits', {
      id,
      cashRegisterId: str(b.cashRegisterId),
      status: 'open',
      openingAmount: num(b.openingAmount),
      openedAt: s.change.createdAt,
      closedAt: null,
      counted: null,
      note: str(b.note),
    });
  },
  'cashRegisterAudits.close': async (s, b, path) => {
    const id = idAfter(path, 'cash-register-audits');
    if (id) await s.patch('cashRegisterAudits', id, { status: 'closed', closedAt: s.change.createdAt, counted: b.counted ?? null });
  },
  'cashRegisterEntries.create': async (s, b, path) => {
    const auditId = idAfter(path, 'cash-register-audits');
    const id = str(b.id);
    if (!auditId || !id) return;
    await s.put('cashRegisterEntries', { id, cashRegisterAuditId: auditId, type: str(b.type), amount: num(b.amount), description: str(b.description) });
  },
};
// Moving and dividing items, the orders board and new customers: each pictured as the server's route does
// it (src-server/routes/orderProducts.ts, orders.ts, config.ts), with the same shared rules, so the screen
// shows now what it will show after the sync and nothing moves when the server's rows replace these.
const orderEffects: Record<string, Effect> = {
  /** The lines go to a new order on the target pad, made like the one they leave (status, origin, mode). */
  'orderProducts.transfer': async (s, b, path) => {
    const from = await s.get('orders', idAfter(path, 'orders'));
    const targetPadId = str(b.targetOrderPadId);
    if (!from || !targetPadId || from.orderPadId === targetPadId) return;
    if (await s.madeByServer('orders', str(b.targetOrderId))) return; // already moved on the server
    const target = await s.get('orderPads', targetPadId);
    const orderId = str(b.targetOrderId) ?? `pending:${s.change.callId}`;
    await s.put('orders', {
      id: orderId,
      number: 0, // numbered by the server, shown as "—" until then
      orderPadId: targetPadId,
      serviceId: str(target?.serviceId),
      originId: str(from.originId),
      originType: str(from.originType),
      deliveryMode: str(from.deliveryMode),
      status: str(from.status),
      paymentMode: from.paymentMode ?? null,
      entityId: null,
      entityAddressId: null,
      deliveryManId: null,
      deliveryMethodId: null,
      deliveryFee: 0,
      message: null,
    });
    for (const id of Array.isArray(b.orderProductIds) ? b.orderProductIds : []) {
      const line = typeof id === 'string' ? await s.get('orderProducts', id) : undefined;
      if (line && !line.deletedAt && line.orderId === from.id) await s.patch('orderProducts', line.id, { orderId });
    }
  },
  /** Equal parts by the shared split (the first parts take the leftover centavos and grams), as copies of the line. */
  'orderProducts.divide': async (s, b) => {
    const line = await s.get('orderProducts', str(b.id));
    const parts = num(b.parts);
    if (!line || line.deletedAt || !Number.isInteger(parts) || parts < 2 || num(line.quantity) < parts) return;
    const newIds = Array.isArray(b.newIds) ? b.newIds : [];
    if (typeof newIds[0] === 'string' && (await s.madeByServer('orderProducts', newIds[0]))) return; // divided on the server already
    const quantities = splitAmount(num(line.quantity), parts);
    const totals = splitAmount(num(line.totalPrice), parts);
    await s.patch('orderProducts', line.id, { quantity: quantities[0], totalPrice: totals[0] });
    const { id: _id, createdAt: _c, updatedAt: _u, changeSeq: _s, pending: _p, businessId: _b, ...copy } = line;
    for (let i = 1; i < parts; i++) {
      const id = typeof newIds[i - 1] === 'string' ? (newIds[i - 1] as string) : `pending:${s.change.callId}:${i}`;
      await s.put('orderProducts', { ...copy, id, quantity: quantities[i], totalPrice: totals[i] });
    }
  },
  /** Only along the shared transition table: a change the server would refuse is not pictured. */
  'orders.changeStatus': async (s, b, path) => {
    const order = await s.get('orders', idAfter(path, 'orders'));
    const to = str(b.status) as OrderStatus | null;
    if (!order || !to || order.status === 'canceled') return;
    if (!canTransition(order.status as OrderStatus, to, order.deliveryMode as DeliveryMode)) return;
    await s.patch('orders', order.id, to === 'canceled' ? { status: to, canceledAt: s.change.createdAt } : { status: to });
  },
  'orders.checkDelivery': async (s, b) => {
    for (const id of Array.isArray(b.orderIds) ? b.orderIds : []) {
      const order = typeof id === 'string' ? await s.get('orders', id) : undefined;
      if (order?.deliveryMode === 'delivery' && !order.deliveryCheckedAt) await s.patch('orders', order.id, { deliveryCheckedAt: s.change.createdAt });
    }
  },
  /** Dispatching walks the order to "delivering" through the statuses it skipped, with the delivery man. */
  'orders.dispatchDelivery': async (s, b) => {
    const order = await s.get('orders', str(b.orderId));
    if (!order || order.deliveryMode !== 'delivery' || !order.deliveryCheckedAt || order.dispatchedAt) return;
    let status = order.status as OrderStatus;
    for (const step of ['confirmed', 'readyToDelivery', 'delivering'] as const) {
      if (canTransition(status, step, 'delivery')) status = step;
    }
    await s.patch('orders', order.id, {
      status,
      deliveryManId: str(b.deliveryManId),
      dispatchedAt: s.change.createdAt,
      trackingStatus: b.isDispatchNotification === true ? 'delivering' : (order.trackingStatus ?? null),
    });
  },
};

/** A text field as the server's schemas store it: trimmed, and absent as null. */
const text = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);
const nullable = (v: unknown): string | null => text(v) || null;

const customerEffects: Record<string, Effect> = {
  'entities.create': async (s, b) => {
    const id = str(b.id);
    if (!id) return;
    await s.put('entities', {
      id,
      type: str(b.type) ?? 'customer',
      name: text(b.name) ?? '',
      document: nullable(b.document),
      email: nullable(b.email),
      userId: str(b.userId),
      available: b.available !== false,
      note: str(b.note),
    });
  },
  'entityPhones.create': async (s, b, path) => {
    const id = str(b.id);
    const entityId = idAfter(path, 'entities');
    if (!id || !entityId) return;
    await s.put('entityPhones', { id, entityId, number: str(b.number), main: b.main === true });
  },
  'entityAddresses.create': async (s, b, path) => {
    const id = str(b.id);
    const entityId = idAfter(path, 'entities');
    if (!id || !entityId) return;
    await s.put('entityAddresses', {
      id,
      entityId,
      type: str(b.type) ?? 'residential',
      cep: str(b.cep),
      street: text(b.street),
      number: nullable(b.number),
      complement: nullable(b.complement),
      neighborhood: nullable(b.neighborhood),
      city: nullable(b.city),
      state: nullable(b.state),
      reference: nullable(b.reference),
    });
  },
};
Object.assign(effects, orderEffects, customerEffects);

// The names the screens may use for the same actions.
effects['payments.create'] = effects['orderPadPayments.create']!;
effects['payments.delete'] = effects['orderPadPayments.delete']!;
effects['orderProducts.add'] = effects['orderProducts.create']!;

/** Actions without an optimistic effect still wait in the outbox and show on the pending screen. */
export function hasEffect(kind: string): boolean {
  return kind in effects;
}

async function applyOne(db: Mirror, change: PendingChangeRow): Promise<Touch[]> {
  const effect = effects[change.kind];
  if (!effect) return [];
  const scope = new ChangeScope(db, change);
  const body = change.body && typeof change.body === 'object' ? (change.body as Body) : {};
  try {
    await effect(scope, body, change.path);
  } catch (err) {
    // A change the mirror cannot picture still goes to the server; it just shows after the sync.
    console.warn('optimistic change not shown', change.kind, err);
  }
  return scope.touched;
}

/** Undoes every pending change (newest first) so the mirror holds only the server's rows. */
async function unapplyAll(db: Mirror, pending: PendingChangeRow[]): Promise<void> {
  for (let i = pending.length - 1; i >= 0; i--) {
    const change = pending[i]!;
    for (let j = change.touched.length - 1; j >= 0; j--) {
      const t = change.touched[j]!;
      const table = db.collection(t.table);
      if (t.before) await table.put(t.before);
      else await table.delete(t.id);
    }
  }
}

export function rebaseTables(db: Mirror): Table[] {
  return [...collectionNames.map((n) => db.collection(n)), db.pendingChanges, db.cursors];
}

/**
 * One transaction: undo the pending changes, apply `serverChanges` (a pull), then re-apply `wanted`
 * (the outbox's calls still waiting, in order). Returns how many changes are applied on top.
 */
export async function rebase(
  db: Mirror,
  businessId: string,
  wanted: Omit<PendingChangeRow, 'touched'>[] | null,
  serverChanges?: () => Promise<void>,
): Promise<number> {
  return db.transaction('rw', rebaseTables(db), async () => {
    const current = await db.pendingChanges.where('businessId').equals(businessId).sortBy('order');
    // The usual case, a few new calls after the ones already pictured: apply just those on top, instead
    // of undoing and redoing a whole day's offline changes on every click.
    if (!serverChanges && wanted && current.length <= wanted.length && current.every((c, i) => wanted[i]?.callId === c.callId)) {
      const fresh = [...wanted].sort((a, b) => a.order - b.order).slice(current.length);
      const rows: PendingChangeRow[] = [];
      for (const change of fresh) {
        const row: PendingChangeRow = { ...change, touched: [] };
        row.touched = await applyOne(db, row);
        rows.push(row);
      }
      if (rows.length) await db.pendingChanges.bulkPut(rows);
      return current.length + rows.length;
    }
    await unapplyAll(db, current);
    if (serverChanges) await serverChanges();
    const next = wanted ?? current.map(({ touched, ...rest }) => (void touched, rest));
    await db.pendingChanges.where('businessId').equals(businessId).delete();
    const rows: PendingChangeRow[] = [];
    for (const change of [...next].sort((a, b) => a.order - b.order)) {
      const row: PendingChangeRow = { ...change, touched: [] };
      row.touched = await applyOne(db, row);
      rows.push(row);
    }
    await db.pendingChanges.bulkPut(rows);
    return rows.length;
  });
}
