// Faults against the real server and database: the terminal's main process killed with SIGKILL at random
// points while it queues and while it replays, and a server that commits but never gets its answer out.
// Afterwards the server must hold every write exactly once, with the right content, in order per comanda.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { CAIXA, gql, readCounter, type Counter } from '../integration/sync/fixtures.js';
import { Peer } from '../integration/sync/peer.js';
import { startSyncStack, type SyncStack, type Terminal } from '../integration/sync/syncStack.js';
import { startDropProxy, type DropProxy } from './dropProxy.js';
import { declaredAt, type DeclaredRequest } from '../support/declaredWrite.js';

const B = DEMO_BUSINESS_ID;
const PADS = 20;
const ITEMS_PER_PAD = 48; // + the pad's opening and its first order: 50 writes a pad, 1,000 in all
const KILLS_WHILE_QUEUEING = 10;
const KILLS_WHILE_REPLAYING = 10;

interface Planned {
  request: DeclaredRequest;
  pad: number;
  /** Position within its pad (0 = open). */
  step: number;
}

interface PadPlan {
  padId: string;
  orderId: string;
  tableId: string;
  items: { id: string; productId: string; quantity: number; observation: string }[];
  writes: Planned[];
}

function req(method: 'POST' | 'PUT', p: string, body: unknown, label: string): DeclaredRequest {
  return declaredAt(method, `/businesses/${B}${p}`, body, { businessId: B, label });
}

function plan(counter: Counter): PadPlan[] {
  const pads: PadPlan[] = [];
  for (let p = 0; p < PADS + 1; p++) {
    const padId = newId();
    const orderId = newId();
    const tableId = counter.comandas[p]!.id;
    const items = Array.from({ length: ITEMS_PER_PAD + 1 }, (_, i) => ({
      id: newId(),
      productId: counter.products[i % counter.products.length]!.id,
      quantity: 1000 * (1 + (i % 3)),
      observation: `#${String(i).padStart(3, '0')}`,
    }));
    const writes: Planned[] = [];
    writes.push({ pad: p, step: 0, request: req('POST', '/order-pads/open/', { id: padId, tableId }, `Abrir comanda ${p}`) });
    const [first, ...rest] = items;
    writes.push({
      pad: p,
      step: 1,
      request: req('POST', '/orders', { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: [first] }, `Pedido ${p}`),
    });
    rest.forEach((item, i) => writes.push({ pad: p, step: i + 2, request: req('POST', `/orders/${orderId}/products`, item, `Item ${item.observation} comanda ${p}`) }));
    pads.push({ padId, orderId, tableId, items, writes });
  }
  return pads;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

async function connect(t: Terminal): Promise<Peer> {
  for (;;) {
    try {
      return await Peer.connect(t.url);
    } catch {
      await sleep(50);
    }
  }
}

async function verify(stack: SyncStack, counter: Counter, pads: PadPlan[]): Promise<void> {
  const data = await gql<{
    orderPads: { id: string; status: string }[];
    orders: { id: string; orderPadId: string }[];
    orderProducts: { id: string; orderId: string; productId: string; quantity: number; observation: string | null; changeSeq: number; deletedAt: string | null }[];
  }>(
    stack.serverUrl,
    counter.token,
    `query($b: ID!) { orderPads(businessId: $b) { id status } orders(businessId: $b) { id orderPadId }
      orderProducts(businessId: $b) { id orderId productId quantity observation changeSeq deletedAt } }`,
    { b: B },
  );
  for (const pad of pads) {
    expect(data.orderPads.filter((x) => x.id === pad.padId)).toHaveLength(1);
    expect(data.orders.filter((x) => x.orderPadId === pad.padId).map((o) => o.id)).toEqual([pad.orderId]);
    const lines = data.orderProducts.filter((l) => l.orderId === pad.orderId && !l.deletedAt);
    // Exactly once: no line missing, none doubled, each with what was sent.
    expect(lines).toHaveLength(pad.items.length);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const item of pad.items) {
      expect(byId.get(item.id)).toMatchObject({ productId: item.productId, quantity: item.quantity, observation: item.observation });
    }
    // In order per comanda: the server committed them in the order they were made.
    const committed = [...lines].sort((a, b) => a.changeSeq - b.changeSeq).map((l) => l.observation);
    expect(committed).toEqual(pad.items.map((i) => i.observation));
  }
}

// One server for the file; terminal 1 talks to it directly, terminal 2 through the dropping proxy.
let stack: SyncStack;
let proxy: DropProxy;
let counter: Counter;
let pads: PadPlan[];

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1, healthIntervalMs: 200 });
  proxy = await startDropProxy(stack.serverPort);
  await stack.addTerminal(`http://127.0.0.1:${proxy.port}`);
  counter = await readCounter(stack.serverUrl);
  pads = plan(counter);
  for (const t of stack.terminals) {
    const peer = await Peer.connect(t.url);
    await peer.call('session.login', CAIXA);
    peer.close();
  }
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

describe('outbox under SIGKILL', () => {
  it('1,000 writes with the server down and 20 kills while queueing and replaying reach the server exactly once, in order', async () => {
    const terminal = stack.terminals[0]!;
    const mine = pads.slice(0, PADS);
    const total = mine.reduce((n, p) => n + p.writes.length, 0);
    expect(total).toBe(1000);
    await stack.stopServer();

    // ---- queueing: each comanda's writes one after another (as a person makes them), comandas side by side.
    let peer = await connect(terminal);
    let kills = 0;
    const acked = new Set<string>();
    const next = mine.map(() => 0);
    let killing = false;
    // Kills land at spread-out points of the queueing (each after a random share of the writes), so all of
    // them happen however fast this machine queues.
    const killAt = Array.from({ length: KILLS_WHILE_QUEUEING }, (_, i) => Math.floor(((i + 0.2 + 0.6 * Math.random()) * total) / (KILLS_WHILE_QUEUEING + 1)));
    const killer = (async () => {
      while (kills < KILLS_WHILE_QUEUEING && acked.size < total) {
        while (acked.size < killAt[kills]! && acked.size < total) await sleep(2);
        if (acked.size >= total) break;
        killing = true;
        await terminal.kill('SIGKILL');
        kills++;
        await terminal.start();
        peer = await connect(terminal);
        killing = false;
      }
    })();
    await Promise.all(
      mine.map(async (pad, p) => {
        while (next[p]! < pad.writes.length) {
          const w = pad.writes[next[p]!]!;
          if (killing || peer.isClosed) {
            await sleep(20);
            continue;
          }
          try {
            // Re-sent after a kill with the same callId: answered from the log, never queued twice.
            await peer.call('sync.enqueue', w.request);
            acked.add(w.request.write.callId);
            next[p]!++;
          } catch {
            await sleep(20);
          }
        }
      }),
    );
    await killer;
    expect(kills).toBeGreaterThanOrEqual(KILLS_WHILE_QUEUEING);
    const queued = await peer.call('sync.status', {});
    expect(queued.waiting).toBe(total);

    // ---- replaying: the server is back; kill the terminal at random points until all is sent.
    await stack.startServer();
    let replayKills = 0;
    const seenWaiting: number[] = [];
    for (;;) {
      const status = await peer.call('sync.status', {}).catch(() => null);
      if (status) seenWaiting.push(status.waiting);
      if (status?.waiting === 0 && replayKills >= KILLS_WHILE_REPLAYING) break;
      if (status && status.waiting > 0 && replayKills < KILLS_WHILE_REPLAYING) {
        await sleep(rand(40, 250));
        await terminal.kill('SIGKILL');
        replayKills++;
        await terminal.start();
        peer = await connect(terminal);
        continue;
      }
      if (status?.waiting === 0) break;
      await sleep(100);
    }
    // The kills really landed mid-replay: the queue was partly sent at several of them.
    expect(seenWaiting.some((w) => w > 0 && w < total)).toBe(true);
    expect(kills + replayKills).toBeGreaterThanOrEqual(20);
    const done = await peer.call('sync.list', {});
    expect(done.entries).toEqual([]);
    peer.close();

    await verify(stack, counter, mine);
  }, 240_000);
});

describe('a server that commits and drops the connection before answering', () => {
  it('causes no duplicate: the retry with the same key gets the stored answer', async () => {
    const terminal = stack.terminals[1]!;
    const peer = await connect(terminal);
    const pad = pads[PADS]!;
    const writes = pad.writes.slice(0, 12);
    proxy.dropNext(6);
    for (const w of writes) await peer.call('sync.enqueue', w.request);
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 60_000);
    expect(proxy.dropped).toBe(6);
    const settled = peer.events.filter((e) => e.name === 'sync.settled').map((e) => e.payload as { state: string });
    expect(settled.every((s) => s.state === 'done')).toBe(true);
    peer.close();
    await verify(stack, counter, [{ ...pad, items: pad.items.slice(0, 11), writes }]);
  }, 120_000);
});
