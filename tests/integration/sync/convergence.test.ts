// Several terminals on one server: two headless hosts, each cut off from the server for a while, both
// adding items to the same comanda; once both are back, the server keeps every item and both terminals'
// mirrors hold the same comanda.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient } from '../../../src-shared/bridge/client.js';
import type { SessionView } from '../../../src-shared/bridge/areas/session.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { startDropProxy, type DropProxy } from '../../faults/dropProxy.js';
import { CAIXA, gql, readCounter, type Counter } from './fixtures.js';
import { nodeWsTransport } from './nodeTransport.js';
import { Peer } from './peer.js';
import type { EngineLike, MirrorLike, RowLike } from './rendererTypes.js';
import { startSyncStack, type SyncStack } from './syncStack.js';
import { declaredAt } from '../../support/declaredWrite.js';

const B = DEMO_BUSINESS_ID;
const RENDERER_DB = '../../../src-renderer/db/mirror.js';
const RENDERER_ENGINE = '../../../src-renderer/sync/engine.js';

interface Side {
  proxy: DropProxy;
  peer: Peer;
  session: SessionView;
  mirror: MirrorLike;
  engine: EngineLike;
  close(): void;
}

let stack: SyncStack;
let counter: Counter;
const sides: Side[] = [];

function write(p: string, body: unknown, label: string, _kind?: string) {
  return declaredAt('POST', `/businesses/${B}${p}`, body, { businessId: B, label });
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 0, healthIntervalMs: 200 });
  counter = await readCounter(stack.serverUrl);
  const { Mirror } = (await import(/* @vite-ignore */ RENDERER_DB)) as { Mirror: new (name: string) => MirrorLike };
  const { SyncEngine } = (await import(/* @vite-ignore */ RENDERER_ENGINE)) as { SyncEngine: new (o: unknown) => EngineLike };
  for (let i = 0; i < 2; i++) {
    const proxy = await startDropProxy(stack.serverPort);
    const terminal = await stack.addTerminal(`http://127.0.0.1:${proxy.port}`);
    const peer = await Peer.connect(terminal.url);
    const session = await peer.call('session.login', CAIXA);
    const link = nodeWsTransport(terminal.url);
    await link.ready;
    const mirror = new Mirror(`convergence-${i}-${newId()}`);
    const side: Side = {
      proxy,
      peer,
      session,
      mirror,
      engine: new SyncEngine({
        bridge: new BridgeClient(link.transport),
        mirror,
        serverUrl: () => `http://127.0.0.1:${proxy.port}`,
        session: () => session,
        online: () => true,
        pollMs: 60_000,
      }),
      close: () => {
        link.close();
        peer.close();
        mirror.close();
      },
    };
    side.engine.start();
    await side.engine.businessChanged();
    sides.push(side);
  }
}, 120_000);

afterAll(async () => {
  for (const s of sides) {
    s.engine.stop();
    s.close();
  }
  await stack?.close();
  for (const s of sides) await s.proxy.close();
});

async function padRows(mirror: MirrorLike, padId: string): Promise<RowLike[]> {
  const orders = await mirror.collection('orders').where('orderPadId').equals(padId).toArray();
  const lines: RowLike[] = [];
  for (const o of orders) lines.push(...(await mirror.collection('orderProducts').where('orderId').equals(o.id).toArray()));
  return [...orders, ...lines]
    .map(({ pending, ...row }) => (void pending, row))
    .sort((a, b) => a.id.localeCompare(b.id));
}

describe('two terminals on one server', () => {
  it('each offline for a while, both adding to one comanda: every item kept, both mirrors the same', async () => {
    const [a, b] = sides as [Side, Side];
    const padId = newId();
    await a.peer.call('sync.enqueue', write('/order-pads/open/', { id: padId, tableId: counter.comandas[30]!.id }, 'Abrir comanda', 'orderPads.open'));
    await a.peer.until(async () => (await a.peer.call('sync.status', {})).waiting === 0);

    // Both lose the server; each keeps selling on the same comanda.
    a.proxy.block(true);
    b.proxy.block(true);
    const made: Record<string, string[]> = { a: [], b: [] };
    for (const [name, side] of [['a', a], ['b', b]] as const) {
      await side.peer.until(async () => (await side.peer.call('connectivity.get', {})).online === false);
      for (let round = 0; round < 3; round++) {
        const orderId = newId();
        const items = [newId(), newId()];
        made[name]!.push(orderId, ...items);
        await side.peer.call(
          'sync.enqueue',
          write(
            '/orders',
            { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: items.map((id, k) => ({ id, productId: counter.products[k]!.id, quantity: 1000 })) },
            `Pedido ${name}${round}`,
            'orders.create',
          ),
        );
      }
    }
    // A comes back first, then B, a while later.
    a.proxy.block(false);
    await a.peer.until(async () => (await a.peer.call('sync.status', {})).waiting === 0, 30_000);
    b.proxy.block(false);
    await b.peer.until(async () => (await b.peer.call('sync.status', {})).waiting === 0, 30_000);

    // The server keeps every order and item of both.
    const data = await gql<{ orders: { id: string; orderPadId: string }[]; orderProducts: { id: string; orderId: string }[] }>(
      stack.serverUrl,
      counter.token,
      `query($b: ID!) { orders(businessId: $b) { id orderPadId } orderProducts(businessId: $b) { id orderId } }`,
      { b: B },
    );
    const serverIds = new Set([...data.orders.filter((o) => o.orderPadId === padId).map((o) => o.id), ...data.orderProducts.map((l) => l.id)]);
    for (const id of [...made.a!, ...made.b!]) expect(serverIds.has(id)).toBe(true);
    expect(data.orders.filter((o) => o.orderPadId === padId)).toHaveLength(6);

    // Both mirrors converge to the same comanda.
    for (const side of sides) await side.engine.pullNow();
    const [rowsA, rowsB] = [await padRows(a.mirror, padId), await padRows(b.mirror, padId)];
    expect(rowsA).toHaveLength(6 + 12);
    expect(rowsB).toEqual(rowsA);
  });
});
