// What the counter shows offline is what it shows after the sync, against the real host and server: with the
// server stopped, items move to another pad, an item is divided, an order changes status, a delivery is
// checked and dispatched, a new customer gets a phone and an address; every row these touch is compared,
// field by field as the screens read them, before the sync (the mirror's optimistic rows) and after (the
// server's). While the changes settle, the screens' view is watched: it never changes (no flicker).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient } from '../../../src-shared/bridge/client.js';
import type { SessionView } from '../../../src-shared/bridge/areas/session.js';
import { orderPadTotals } from '../../../src-shared/domain/index.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { Mirror, type MirrorRow } from '../../../src-renderer/db/mirror.js';
import { SyncEngine } from '../../../src-renderer/sync/engine.js';
import { CAIXA, readCounter, type Counter } from './fixtures.js';
import { nodeWsTransport } from './nodeTransport.js';
import { Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';
import { declaredAt } from '../../support/declaredWrite.js';

const B = DEMO_BUSINESS_ID;
let stack: SyncStack;
let peer: Peer;
let counter: Counter;
let engine: SyncEngine;
let db: Mirror;
let session: SessionView;
let online = true;
let link: ReturnType<typeof nodeWsTransport>;

function write(method: 'POST' | 'PUT', p: string, body: unknown, kind: string, entityIds: string[] = []) {
  return declaredAt(method, `/businesses/${B}${p}`, body, { businessId: B, label: kind, entityIds });
}
const until = <T>(probe: () => Promise<T | null | undefined | false>, ms = 30_000) => peer.until(probe, ms, 25);
const synced = () => until(async () => (await peer.call('sync.status', {})).waiting === 0);

/** The fields the screens read, per collection; times compared by presence (the server stamps its own). */
const visible: Record<string, string[]> = {
  orders: ['orderPadId', 'serviceId', 'status', 'originType', 'deliveryMode', 'deliveryManId', 'entityId', 'deliveryFee'],
  orderProducts: ['orderId', 'productId', 'name', 'quantity', 'unitPrice', 'totalPrice', 'observation', 'kitchenStatus'],
  entities: ['type', 'name', 'document', 'email', 'available'],
  entityPhones: ['entityId', 'number', 'main'],
  entityAddresses: ['entityId', 'type', 'cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'reference'],
};
const stamped = ['deliveryCheckedAt', 'dispatchedAt', 'canceledAt', 'deletedAt'];

function shown(table: string, row: MirrorRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const f of visible[table]!) out[f] = row[f] ?? null;
  for (const f of stamped) if (f in row || table === 'orders') out[`${f}?`] = Boolean(row[f]);
  return out;
}

const ids = {
  svc: newId(),
  pad1: newId(),
  pad2: newId(),
  o1: newId(),
  l1: newId(),
  l2: newId(),
  l3: newId(),
  moved: newId(),
  parts: [newId(), newId()],
  dsvc: newId(),
  dpad: newId(),
  dorder: newId(),
  dline: newId(),
  customer: newId(),
  phone: newId(),
  address: newId(),
};
const rows: [string, string][] = [
  ['orders', ids.o1],
  ['orders', ids.moved],
  ['orders', ids.dorder],
  ['orderProducts', ids.l1],
  ['orderProducts', ids.l2],
  ['orderProducts', ids.l3],
  ['orderProducts', ids.parts[0]!],
  ['orderProducts', ids.parts[1]!],
  ['entities', ids.customer],
  ['entityPhones', ids.phone],
  ['entityAddresses', ids.address],
];

async function snapshot(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [table, id] of rows) out[`${table}:${id}`] = shown(table, await db.collection(table as never).get(id));
  return out;
}

/** What the screens show: each pad's lines and total, the delivery's status, the customer's name and street. */
async function screens(): Promise<string> {
  const pad = async (padId: string) => {
    const orders = await db.collection('orders').where('orderPadId').equals(padId).toArray();
    const lines: MirrorRow[] = [];
    for (const o of orders) lines.push(...(await db.collection('orderProducts').where('orderId').equals(o.id).toArray()));
    const live = lines.filter((l) => !l.deletedAt);
    const total = orderPadTotals({ items: live.map((l) => l.totalPrice as number), serviceFee: { enabled: true, rate: 1000 } }).total;
    return `${live.map((l) => `${l.name as string}:${l.quantity as number}`).sort().join(',')}=${total}`;
  };
  const order = await db.collection('orders').get(ids.o1);
  const delivery = await db.collection('orders').get(ids.dorder);
  const customer = await db.collection('entities').get(ids.customer);
  const address = (await db.collection('entityAddresses').where('entityId').equals(ids.customer).toArray())[0];
  return [await pad(ids.pad1), await pad(ids.pad2), order?.status, delivery?.status, delivery?.deliveryManId, customer?.name, address?.street].join(' | ');
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1, healthIntervalMs: 200 });
  peer = await Peer.connect(stack.terminals[0]!.url);
  session = await peer.call('session.login', CAIXA);
  counter = await readCounter(stack.serverUrl);
  link = nodeWsTransport(stack.terminals[0]!.url);
  await link.ready;
  db = new Mirror(`parity-${newId()}`);
  engine = new SyncEngine({ bridge: new BridgeClient(link.transport), mirror: db, serverUrl: () => stack.serverUrl, session: () => session, online: () => online, pollMs: 60_000 });
  engine.start();
  await engine.businessChanged();
}, 120_000);

afterAll(async () => {
  engine?.stop();
  link?.close();
  peer?.close();
  db?.close();
  await stack?.close();
});

describe('offline actions shown as the server will make them', () => {
  it('moves, divides, changes status, dispatches and adds a customer offline; the same after the sync, without flicker', async () => {
    const [p1, p2, p3] = counter.products;
    const man = (await db.collection('entities').where('type').equals('deliveryMan').toArray()).find((e) => e.businessId === B && e.available !== false);
    expect(man).toBeDefined();

    // Online: a service with two pads and an order of three lines on the first; a delivery order on its own pad.
    await peer.call('sync.enqueue', write('POST', '/services', { id: ids.svc, occupants: 2, description: 'Paridade', orderPads: [{ id: ids.pad1 }, { id: ids.pad2 }] }, 'services.start'));
    await peer.call(
      'sync.enqueue',
      write('POST', '/orders', {
        id: ids.o1,
        orderPadId: ids.pad1,
        originType: 'saloon',
        deliveryMode: 'saloon',
        status: 'confirmed',
        products: [
          { id: ids.l1, productId: p1!.id, quantity: 3000 },
          { id: ids.l2, productId: p2!.id, quantity: 1000 },
          { id: ids.l3, productId: p3!.id, quantity: 1000 },
        ],
      }, 'orders.create'),
    );
    await peer.call('sync.enqueue', write('POST', '/services', { id: ids.dsvc, occupants: 1, description: 'Entrega', orderPads: [{ id: ids.dpad }] }, 'services.start'));
    await peer.call(
      'sync.enqueue',
      write('POST', '/orders', {
        id: ids.dorder,
        orderPadId: ids.dpad,
        originType: 'phone',
        deliveryMode: 'delivery',
        status: 'confirmed',
        products: [{ id: ids.dline, productId: p1!.id, quantity: 1000 }],
      }, 'orders.create'),
    );
    await synced();
    await engine.pullNow();
    expect((await db.collection('orders').get(ids.dorder))?.pending).toBeFalsy();

    // Offline: every action the overlay now pictures.
    await stack.stopServer();
    online = false;
    const offline = [
      write('POST', `/orders/${ids.o1}/products/transfer`, { orderProductIds: [ids.l2, ids.l3], targetOrderPadId: ids.pad2, targetOrderId: ids.moved }, 'orderProducts.transfer'),
      write('PUT', '/orders/products/divide', { id: ids.l1, parts: 3, newIds: ids.parts }, 'orderProducts.divide', [ids.l1, ids.o1, ...ids.parts]),
      write('PUT', `/orders/${ids.o1}/change-status`, { status: 'readyToConsumption' }, 'orders.changeStatus'),
      write('PUT', '/orders/check-delivery', { orderIds: [ids.dorder] }, 'orders.checkDelivery', [ids.dorder]),
      write('PUT', '/orders/dispatch-delivery', { orderId: ids.dorder, deliveryManId: man!.id, isDispatchNotification: false }, 'orders.dispatchDelivery', [ids.dorder]),
      write('POST', '/entities', { id: ids.customer, type: 'customer', name: 'Paulo Henrique Costa' }, 'entities.create'),
      write('POST', `/entities/${ids.customer}/phones`, { id: ids.phone, number: '11955554444', main: true }, 'entityPhones.create', [ids.phone, ids.customer]),
      write(
        'POST',
        `/entities/${ids.customer}/addresses`,
        { id: ids.address, type: 'residential', cep: '04538133', street: 'Avenida Brigadeiro Faria Lima', number: '3477', neighborhood: 'Itaim Bibi', city: 'São Paulo', state: 'SP' },
        'entityAddresses.create',
        [ids.address, ids.customer],
      ),
    ];
    for (const w of offline) await peer.call('sync.enqueue', w);
    await engine.refreshPending();
    await until(async () => (await db.pendingChanges.count()) === offline.length);
    const before = await snapshot();
    const view = await screens();
    // The screens show it all now: 3 × p1 in three parts on pad 1, the other two on pad 2, ready, on its way.
    const p1Each = p1!.price;
    expect(view).toContain(`${p1!.name}:1000,${p1!.name}:1000,${p1!.name}:1000=`);
    expect(view).toContain(`| readyToConsumption | delivering | ${man!.id} | Paulo Henrique Costa | Avenida Brigadeiro Faria Lima`);
    expect(before[`orderProducts:${ids.parts[1]}`]).toMatchObject({ orderId: ids.o1, quantity: 1000, totalPrice: p1Each });
    expect(before[`orderProducts:${ids.l2}`]).toMatchObject({ orderId: ids.moved });

    // Back online: watch the screens' view while everything settles.
    const seen = new Set<string>([view]);
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        seen.add(await screens());
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await stack.startServer();
    online = true;
    await synced();
    await engine.pullNow();
    await until(async () => (await db.pendingChanges.count()) === 0 && !(await db.collection('orders').get(ids.moved))?.pending);
    watching = false;
    await watcher;
    seen.add(await screens());

    const after = await snapshot();
    expect(after).toEqual(before);
    expect([...seen]).toEqual([view]);
    // The server numbered the new order on pad 2.
    expect((await db.collection('orders').get(ids.moved))?.number).toBeGreaterThan(0);
  }, 120_000);
});
