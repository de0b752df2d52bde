// A call the screen just enqueued is pictured at once, not behind a pull on the wire: the cashier who fires an order
// and opens the bill (F8) right away sees it there. And the pull that was on the wire, whose outbox list was read
// before the call, does not take it off the screen when it lands.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient } from '../../../src-shared/bridge/client.js';
import type { SessionView } from '../../../src-shared/bridge/areas/session.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { orderPadsOpen } from '../../../src-shared/writes/orderPads.js';
import { startDropProxy, type DropProxy } from '../../faults/dropProxy.js';
import { declared } from '../../support/declaredWrite.js';
import { CAIXA, readCounter, type Counter } from './fixtures.js';
import { nodeWsTransport } from './nodeTransport.js';
import { Peer } from './peer.js';
import type { EngineLike, MirrorLike } from './rendererTypes.js';
import { startSyncStack, type SyncStack } from './syncStack.js';

const B = DEMO_BUSINESS_ID;

let stack: SyncStack;
let counter: Counter;
/** The screen's pulls go through this one (held: a slow link). */
let pulls: DropProxy;
/** The terminal's outbox goes through this one (blocked: the call stays waiting, as on a busy link). */
let replays: DropProxy;
let peer: Peer;
let session: SessionView;
let mirror: MirrorLike;
let engine: EngineLike;
let link: ReturnType<typeof nodeWsTransport>;

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 0, healthIntervalMs: 200 });
  counter = await readCounter(stack.serverUrl);
  pulls = await startDropProxy(stack.serverPort);
  replays = await startDropProxy(stack.serverPort);
  const terminal = await stack.addTerminal(`http://127.0.0.1:${replays.port}`);
  peer = await Peer.connect(terminal.url);
  session = await peer.call('session.login', CAIXA);
  link = nodeWsTransport(terminal.url);
  await link.ready;
  const bridge = new BridgeClient(link.transport);
  const { Mirror } = (await import(/* @vite-ignore */ '../../../src-renderer/db/mirror.js')) as { Mirror: new (name: string) => MirrorLike };
  const { SyncEngine } = (await import(/* @vite-ignore */ '../../../src-renderer/sync/engine.js')) as { SyncEngine: new (o: unknown) => EngineLike };
  mirror = new Mirror(`picture-ahead-${newId()}`);
  const pullUrl = `http://127.0.0.1:${pulls.port}`;
  engine = new SyncEngine({ bridge, mirror, serverUrl: () => pullUrl, session: () => session, online: () => true, pollMs: 60_000 });
  engine.start();
  await engine.businessChanged();
}, 240_000);

afterAll(async () => {
  engine?.stop();
  link?.close();
  peer?.close();
  mirror?.close();
  await stack?.close();
  await pulls?.close();
  await replays?.close();
});

describe('a call just enqueued while a pull is on the wire', () => {
  it('is pictured at once, stays pictured when that pull lands, and leaves the picture when the server has it', async () => {
    replays.block(true);
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);

    // A pull goes out and its answer is held on the wire.
    pulls.hold(true);
    let landed = false;
    const onTheWire = engine.pullNow().then((r) => {
      landed = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(landed).toBe(false);

    // The cashier opens a comanda: the screen's write enqueues it and pictures it.
    const padId = newId();
    const request = declared(orderPadsOpen, {}, { id: padId, tableId: counter.comandas[43]!.id }, { businessId: B, label: 'Abrir comanda 44' });
    const { seq } = await peer.call('sync.enqueue', request);
    const started = Date.now();
    await engine.picture({
      callId: request.write.callId,
      businessId: B,
      order: seq,
      kind: orderPadsOpen.id,
      label: request.label,
      method: orderPadsOpen.call.method,
      path: orderPadsOpen.call.path,
      body: request.write.body,
      write: { id: orderPadsOpen.id, params: {} },
      createdAt: new Date().toISOString(),
    });
    expect(landed, 'pictured while the pull is still on the wire').toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await mirror.collection('orderPads').get(padId))?.pending).toBe(request.write.callId);

    // The held pull lands (its outbox list was read before the call): the comanda stays on screen.
    pulls.hold(false);
    expect(await onTheWire).not.toBeNull();
    const after = await mirror.collection('orderPads').get(padId);
    expect(after?.id).toBe(padId);
    expect(after?.pending).toBe(request.write.callId);

    // The link is back: the server takes it, the pull brings it, nothing is left pictured on top.
    replays.block(false);
    await peer.call('sync.replayNow', {});
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);
    await engine.pullNow();
    expect((await mirror.collection('orderPads').get(padId))?.pending ?? null).toBeNull();
    expect(await mirror.pendingChanges.count()).toBe(0);
  });
});
