// The renderer's IndexedDB mirror (Dexie over fake-indexeddb, a real IndexedDB implementation) kept by the
// renderer's sync engine against the real host and server: a full pull, writes made offline shown at once
// with the shared rules, reconciled by the server's answers, and a refusal rolled back and shown.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient } from '../../../src-shared/bridge/client.js';
import type { SessionView } from '../../../src-shared/bridge/areas/session.js';
import { orderPadTotals } from '../../../src-shared/domain/index.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import type { EngineLike, MirrorLike } from './rendererTypes.js';
import { CAIXA, GERENTE, readCounter, type Counter } from './fixtures.js';
import { Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';
import { nodeWsTransport } from './nodeTransport.js';
import { declaredAt } from '../../support/declaredWrite.js';

const B = DEMO_BUSINESS_ID;
const RENDERER_DB = '../../../src-renderer/db/mirror.js';
const RENDERER_ENGINE = '../../../src-renderer/sync/engine.js';
let stack: SyncStack;
let peer: Peer;
let counter: Counter;
let engine: EngineLike;
let db: MirrorLike;
let session: SessionView;
let online = true;
let link: ReturnType<typeof nodeWsTransport>;

function write(method: 'POST' | 'PUT', p: string, body: unknown, label: string, _kind?: string) {
  return declaredAt(method, `/businesses/${B}${p}`, body, { businessId: B, label });
}

const until = <T>(probe: () => Promise<T | null | undefined | false>, ms = 20_000) => peer.until(probe, ms, 50);

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1, healthIntervalMs: 200 });
  peer = await Peer.connect(stack.terminals[0]!.url);
  session = await peer.call('session.login', CAIXA);
  counter = await readCounter(stack.serverUrl);
  link = nodeWsTransport(stack.terminals[0]!.url);
  await link.ready;
  // The renderer's modules, loaded as the renderer builds them (they belong to the renderer's tsconfig).
  const { Mirror } = (await import(/* @vite-ignore */ RENDERER_DB)) as { Mirror: new (name: string) => MirrorLike };
  const { SyncEngine } = (await import(/* @vite-ignore */ RENDERER_ENGINE)) as { SyncEngine: new (o: unknown) => EngineLike };
  db = new Mirror(`mirror-test-${newId()}`);
  engine = new SyncEngine({ bridge: new BridgeClient(link.transport), mirror: db, serverUrl: () => stack.serverUrl, session: () => session, online: () => online, pollMs: 60_000 });
  engine.start();
}, 120_000);

afterAll(async () => {
  engine?.stop();
  link?.close();
  peer?.close();
  db?.close();
  await stack?.close();
});

async function padLines(padId: string) {
  const orders = await db.collection('orders').where('orderPadId').equals(padId).toArray();
  const lines = [];
  for (const o of orders) lines.push(...(await db.collection('orderProducts').where('orderId').equals(o.id).toArray()));
  return lines.filter((l) => !l.deletedAt);
}

describe('mirror', () => {
  it('takes everything on the first pull, in one go', async () => {
    await engine.businessChanged();
    const cursor = await db.cursors.get(B);
    expect(cursor).toMatchObject({ complete: true });
    expect(cursor!.seq).toBeGreaterThan(0);
    expect(await db.collection('tables').where('businessId').equals(B).count()).toBeGreaterThanOrEqual(counter.comandas.length);
    expect(await db.collection('products').count()).toBeGreaterThan(0);
  });

  it('shows a comanda made offline at once, priced by the shared rules, then the server’s rows once it is back', async () => {
    const [p1, p2] = counter.products;
    const padId = newId();
    const orderId = newId();
    await stack.stopServer();
    online = false;
    await peer.call('sync.enqueue', write('POST', '/order-pads/open/', { id: padId, tableId: counter.comandas[10]!.id }, 'Abrir comanda', 'orderPads.open'));
    await peer.call(
      'sync.enqueue',
      write(
        'POST',
        '/orders',
        { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: [{ id: newId(), productId: p1!.id, quantity: 3000 }, { id: newId(), productId: p2!.id, quantity: 1000 }] },
        'Lançar pedido',
        'orders.create',
      ),
    );
    const pad = await until(() => db.collection('orderPads').get(padId));
    expect(pad.pending).toBeTruthy();
    const lines = await until(async () => {
      const l = await padLines(padId);
      return l.length === 2 ? l : null;
    });
    expect(lines.every((l) => l.pending)).toBe(true);
    const expected = p1!.price * 3 + p2!.price;
    const totals = orderPadTotals({ items: lines.map((l) => l.totalPrice as number), serviceFee: { enabled: true, rate: 1000 } });
    expect(totals.subtotal).toBe(expected);

    await stack.startServer();
    online = true;
    await until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);
    await engine.pullNow();
    const synced = await until(async () => {
      const l = await padLines(padId);
      return l.length === 2 && l.every((x) => !x.pending) ? l : null;
    });
    expect(synced.reduce((a, l) => a + (l.totalPrice as number), 0)).toBe(expected);
    expect((await db.collection('orderPads').get(padId))?.pending).toBeFalsy();
    expect(await db.pendingChanges.count()).toBe(0);
  });

  it('rolls back a change the server refused (another terminal closed the comanda) and keeps the refusal to show', async () => {
    const padId = newId();
    await peer.call('sync.enqueue', write('POST', '/order-pads/open/', { id: padId, tableId: counter.comandas[11]!.id }, 'Abrir comanda 2', 'orderPads.open'));
    await until(async () => (await peer.call('sync.status', {})).waiting === 0);
    // Another terminal closes it on the server.
    const res = await fetch(`${stack.serverUrl}/businesses/${B}/order-pads/${padId}/close`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${counter.token}`, role: 'business', 'Idempotency-Key': newId() },
      body: '{}',
    });
    expect(res.status).toBeLessThan(300);
    const orderId = newId();
    const add = write(
      'POST',
      '/orders',
      { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: [{ id: newId(), productId: counter.products[0]!.id, quantity: 1000 }] },
      'Lançar pedido na comanda 2',
      'orders.create',
    );
    await peer.call('sync.enqueue', add);
    const conflict = await until(() => db.conflicts.get(add.write.callId));
    expect(conflict).toMatchObject({ status: 409, seen: false, label: 'Lançar pedido na comanda 2' });
    expect(conflict.message.length).toBeGreaterThan(0);
    await until(async () => !(await db.collection('orders').get(orderId)));
    await engine.pullNow();
    expect((await db.collection('orderPads').get(padId))?.status).toBe('closed');
    // A manager drops it; it leaves the outbox.
    const out = await peer.call('sync.discard', { callId: add.write.callId, managerEmail: GERENTE.email, managerPassword: GERENTE.password });
    expect(out.status.waiting).toBe(0);
  });

  it('pulls only what changed since the cursor', async () => {
    const before = (await db.cursors.get(B))!.seq;
    await peer.call('sync.enqueue', write('POST', '/order-pads/open/', { id: newId(), tableId: counter.comandas[12]!.id }, 'Abrir comanda 3', 'orderPads.open'));
    await until(async () => (await peer.call('sync.status', {})).waiting === 0);
    const result = await engine.pullNow();
    expect(result).toMatchObject({ full: false });
    expect(result!.seq).toBeGreaterThan(before);
    expect(result!.rows).toBeLessThan(20);
  });

  it('pulls everything again once after an upgrade brings new columns, then only what changed', async () => {
    const { MIRROR_FIELDS_HASH } = await import('../../../src-shared/mirror/fields.js');
    expect((await db.cursors.get(B))!.fields).toBe(MIRROR_FIELDS_HASH);
    // No pull of the engine's own may write the cursor between the change below and the pull that reads it: the
    // engine stops scheduling, and pullNow runs after any pull already under way.
    engine.stop();
    await engine.pullNow();
    // The cursor as a terminal of the previous build left it.
    await db.cursors.update(B, { fields: 'previous-build' });
    const again = await engine.pullNow();
    expect(again).toMatchObject({ full: true });
    expect(again!.rows).toBeGreaterThan(100);
    expect((await db.cursors.get(B))!.fields).toBe(MIRROR_FIELDS_HASH);
    expect(await engine.pullNow()).toMatchObject({ full: false });
  });
});
