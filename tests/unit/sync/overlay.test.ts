// Optimistic changes on the mirror (Dexie over fake-indexeddb): what the counter shows offline is priced by
// the shared domain rules, marked pending, and undone exactly when the change does not go through.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPadTotals } from '../../../src-shared/domain/index.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import type { MirrorLike } from '../../integration/sync/rendererTypes.js';

interface Change {
  callId: string;
  businessId: string;
  order: number;
  kind: string;
  label: string;
  method: string;
  path: string;
  body: unknown;
  createdAt: string;
}
type Rebase = (db: MirrorLike, businessId: string, wanted: Change[] | null) => Promise<number>;

const B = 'b1';
// Ids as the server takes them (UUIDs): the mirror pictures a write only when its schema accepts the body.
const [FRIES, CHOPP, CASH] = [newId(), newId(), newId()];
let db: MirrorLike;
let rebase: Rebase;
let order = 0;
const change = (kind: string, path: string, body: unknown, method = 'POST'): Change => ({
  callId: `c${++order}`,
  businessId: B,
  order,
  kind,
  label: kind,
  method,
  path: `/businesses/${B}${path}`,
  body,
  createdAt: new Date().toISOString(),
});

beforeAll(async () => {
  const { Mirror } = (await import(/* @vite-ignore */ '../../../src-renderer/db/mirror.js' as string)) as { Mirror: new (n: string) => MirrorLike };
  ({ rebase } = (await import(/* @vite-ignore */ '../../../src-renderer/db/overlay.js' as string)) as { rebase: Rebase });
  db = new Mirror('overlay-test');
  // The server's rows: two products and the cash payment method.
  await db.collection('products').bulkPut([
    { id: FRIES, businessId: B, name: 'Batata frita (porção)', price: 2490, type: 'unique' },
    { id: CHOPP, businessId: B, name: 'Chopp Brahma 300 ml', price: 1290, type: 'unique' },
  ]);
  await db.collection('paymentMethods').bulkPut([{ id: CASH, businessId: B, name: 'Dinheiro', type: 'money', allowsChange: true }]);
});

describe('optimistic changes', () => {
  const [PAD, SVC, O1, L1, L2, PAY] = [newId(), newId(), newId(), newId(), newId(), newId()];
  const open = change('orderPads.open', '/order-pads/open/', { id: PAD, serviceId: SVC, occupants: 2 });
  const fire = change('orders.create', '/orders', {
    id: O1,
    orderPadId: PAD,
    products: [
      { id: L1, productId: FRIES, quantity: 2000 },
      { id: L2, productId: CHOPP, quantity: 1000 },
    ],
  });
  const pay = change('orderPadPayments.create', `/order-pads/${PAD}/payments`, { id: PAY, paymentMethodId: CASH, amount: 6897, tendered: 10000 });

  it('prices the lines and the change by the shared rules, marked pending', async () => {
    await rebase(db, B, [open, fire, pay]);
    const lines = (await db.collection('orderProducts').toArray()).sort((a, b) => a.id.localeCompare(b.id));
    expect(lines.map((l) => [l.name, l.totalPrice, l.pending])).toEqual([
      ['Batata frita (porção)', 4980, fire.callId],
      ['Chopp Brahma 300 ml', 1290, fire.callId],
    ]);
    const totals = orderPadTotals({ items: lines.map((l) => l.totalPrice as number), serviceFee: { enabled: true, rate: 1000 } });
    expect(totals.total).toBe(6897);
    expect(await db.collection('payments').get(PAY)).toMatchObject({ amount: 6897, tendered: 10000, change: 3103, pending: pay.callId });
  });

  it('applies a new call on top without redoing the others', async () => {
    const close = change('orderPads.close', `/order-pads/${PAD}/close`, {}, 'PUT');
    expect(await rebase(db, B, [open, fire, pay, close])).toBe(4);
    expect(await db.collection('orderPads').get(PAD)).toMatchObject({ status: 'closed', pending: close.callId });
  });

  it('undoes exactly what a change that did not go through had done', async () => {
    await rebase(db, B, [open]);
    expect(await db.collection('orderProducts').toArray()).toEqual([]);
    expect(await db.collection('payments').get(PAY)).toBeUndefined();
    expect(await db.collection('orderPads').get(PAD)).toMatchObject({ status: 'open' });
    await rebase(db, B, []);
    expect(await db.collection('orderPads').get(PAD)).toBeUndefined();
    // The server's rows are untouched.
    expect(await db.collection('products').get(FRIES)).toMatchObject({ price: 2490 });
  });
});
