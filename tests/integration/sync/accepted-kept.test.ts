// A call the server accepted stays on screen until a pull brings it. The link drops right after the answer,
// before the pull that would bring the server's state: the next call made offline must not make the accepted
// one vanish (a closed register showing open again, a comanda disappearing) while the server is away.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeClient } from '../../../src-shared/bridge/client.js';
import type { SessionView } from '../../../src-shared/bridge/areas/session.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { startDropProxy, type DropProxy } from '../../faults/dropProxy.js';
import { CAIXA, readCounter, type Counter } from './fixtures.js';
import { nodeWsTransport } from './nodeTransport.js';
import { Peer } from './peer.js';
import type { EngineLike, MirrorLike } from './rendererTypes.js';
import { startSyncStack, type SyncStack } from './syncStack.js';
import { declared } from '../../support/declaredWrite.js';
import { orderPadsOpen } from '../../../src-shared/writes/orderPads.js';

const B = DEMO_BUSINESS_ID;
const RENDERER_DB = '../../../src-renderer/db/mirror.js';
const RENDERER_ENGINE = '../../../src-renderer/sync/engine.js';

let stack: SyncStack;
let counter: Counter;
let proxy: DropProxy;
let peer: Peer;
let session: SessionView;
let mirror: MirrorLike;
let engine: EngineLike;
let link: ReturnType<typeof nodeWsTransport>;
let bridge: BridgeClient;

function openPad(id: string, tableId: string) {
  return declared(orderPadsOpen, {}, { id, tableId }, { businessId: B, label: 'Abrir comanda' });
}

/**
 * The link comes back just long enough for the server to take the waiting call: it drops the moment the answer is
 * heard, so the engine's pull after it cannot reach the server.
 */
async function acceptThenCut(): Promise<void> {
  let settled = 0;
  const cut = bridge.on('sync.settled', (s) => {
    if (s.state !== 'done') return;
    settled++;
    proxy.block(true);
    cut();
  });
  proxy.block(false);
  await peer.call('sync.replayNow', {});
  await peer.until(async () => settled === 1, 20_000, 20);
  expect((await peer.call('sync.status', {})).waiting).toBe(0);
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 0, healthIntervalMs: 200 });
  counter = await readCounter(stack.serverUrl);
  proxy = await startDropProxy(stack.serverPort);
  const proxyUrl = `http://127.0.0.1:${proxy.port}`;
  const terminal = await stack.addTerminal(proxyUrl);
  peer = await Peer.connect(terminal.url);
  session = await peer.call('session.login', CAIXA);
  link = nodeWsTransport(terminal.url);
  await link.ready;
  bridge = new BridgeClient(link.transport);
  const { Mirror } = (await import(/* @vite-ignore */ RENDERER_DB)) as { Mirror: new (name: string) => MirrorLike };
  const { SyncEngine } = (await import(/* @vite-ignore */ RENDERER_ENGINE)) as { SyncEngine: new (o: unknown) => EngineLike };
  mirror = new Mirror(`accepted-kept-${newId()}`);
  engine = new SyncEngine({ bridge, mirror, serverUrl: () => proxyUrl, session: () => session, online: () => true, pollMs: 60_000 });
  engine.start();
  await engine.businessChanged();
}, 120_000);

afterAll(async () => {
  engine?.stop();
  link?.close();
  peer?.close();
  mirror?.close();
  await stack?.close();
  await proxy?.close();
});

describe('an accepted call whose pull never came', () => {
  it('stays on screen while the next calls are made offline, and the pull settles both', async () => {
    const first = newId();
    const second = newId();
    // The first comanda is opened offline, so it is pictured before the server has it.
    proxy.block(true);
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);
    await peer.call('sync.enqueue', openPad(first, counter.comandas[40]!.id));
    await engine.refreshPending();
    expect((await mirror.collection('orderPads').get(first))?.pending).toBeTruthy();

    // The server takes it, and the link drops before the pull.
    await acceptThenCut();
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);

    // Offline, the cashier opens another comanda: the mirror pictures it on top of what it shows.
    await peer.call('sync.enqueue', openPad(second, counter.comandas[41]!.id));
    await engine.refreshPending();
    expect((await mirror.collection('orderPads').get(second))?.pending).toBeTruthy();
    const kept = await mirror.collection('orderPads').get(first);
    expect(kept?.id).toBe(first);
    expect(kept?.deletedAt ?? null).toBeNull();

    // The link is back: the second call goes, the pull brings both, nothing is left pictured on top.
    proxy.block(false);
    await peer.call('sync.replayNow', {});
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);
    await engine.pullNow();
    expect((await mirror.collection('orderPads').get(first))?.pending ?? null).toBeNull();
    expect((await mirror.collection('orderPads').get(second))?.pending ?? null).toBeNull();
    expect(await mirror.pendingChanges.count()).toBe(0);
  });

  it('stays on screen when the screen starts again before the pull, while the server is away', async () => {
    const third = newId();
    proxy.block(true);
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);
    await peer.call('sync.enqueue', openPad(third, counter.comandas[42]!.id));
    await engine.refreshPending();
    await acceptThenCut();

    // The window is reloaded (or the app restarted) now: a new engine over the same mirror, still offline.
    engine.stop();
    const { SyncEngine } = (await import(/* @vite-ignore */ RENDERER_ENGINE)) as { SyncEngine: new (o: unknown) => EngineLike };
    const proxyUrl = `http://127.0.0.1:${proxy.port}`;
    engine = new SyncEngine({ bridge, mirror, serverUrl: () => proxyUrl, session: () => session, online: () => false, pollMs: 60_000 });
    engine.start();
    await engine.businessChanged();
    const kept = await mirror.collection('orderPads').get(third);
    expect(kept?.id).toBe(third);
    expect(kept?.deletedAt ?? null).toBeNull();

    // The server is back: the pull brings the comanda, and nothing is left pictured on top.
    proxy.block(false);
    await peer.until(async () => (await engine.pullNow()) !== null, 20_000, 200);
    expect((await mirror.collection('orderPads').get(third))?.pending ?? null).toBeNull();
    expect((await mirror.collection('orderPads').get(third))?.id).toBe(third);
    expect(await mirror.pendingChanges.count()).toBe(0);
  });

  it('stays on screen when the outbox list is read before the acceptance is heard', async () => {
    // The renderer hears `sync.settled` over the bridge's socket, after the list that no longer holds the call can
    // already have been read (CI saw a service fee put back on go off again for a moment, and the bill's split
    // share taken from that). Here the settled events are held back to make that order certain.
    const held: (() => void)[] = [];
    const slowBridge = {
      call: bridge.call.bind(bridge),
      on: (name: string, listener: (payload: unknown) => void) =>
        name === 'sync.settled' ? bridge.on('sync.settled', (s) => held.push(() => listener(s))) : bridge.on(name as 'sync.changed', listener),
    };
    const { SyncEngine } = (await import(/* @vite-ignore */ RENDERER_ENGINE)) as { SyncEngine: new (o: unknown) => EngineLike };
    const proxyUrl = `http://127.0.0.1:${proxy.port}`;
    engine.stop();
    engine = new SyncEngine({ bridge: slowBridge, mirror, serverUrl: () => proxyUrl, session: () => session, online: () => true, pollMs: 60_000 });
    engine.start();
    proxy.block(false);
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === true);
    await engine.businessChanged();
    expect(await mirror.pendingChanges.count()).toBe(0);

    const fourth = newId();
    await peer.call('sync.enqueue', openPad(fourth, counter.comandas[43]!.id));
    await engine.refreshPending();
    expect((await mirror.collection('orderPads').get(fourth))?.pending).toBeTruthy();
    // The server takes it; its settled event has not been heard yet.
    await peer.call('sync.replayNow', {});
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 20_000, 20);
    expect(held.length).toBeGreaterThan(0);

    // Something else makes the screen re-read the outbox now: the comanda stays.
    await engine.refreshPending();
    const kept = await mirror.collection('orderPads').get(fourth);
    expect(kept?.id).toBe(fourth);
    expect(kept?.deletedAt ?? null).toBeNull();

    // The acceptance is heard, the pull brings the server's row, nothing is left pictured on top.
    for (const deliver of held.splice(0)) deliver();
    await engine.pullNow();
    expect((await mirror.collection('orderPads').get(fourth))?.pending ?? null).toBeNull();
    expect((await mirror.collection('orderPads').get(fourth))?.id).toBe(fourth);
    expect(await mirror.pendingChanges.count()).toBe(0);
  });
});
