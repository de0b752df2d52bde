// The outbox against the real server and database: writes made with the server away are kept, sent once
// it is back, accepted exactly once; a refusal holds back what builds on it and shows the server's words;
// a manager (and only a manager) discards; the session survives a restart, sealed at rest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { declaredAt } from '../../support/declaredWrite.js';
import { CAIXA, GERENTE, gql, readCounter, type Counter } from './fixtures.js';
import { BridgeCallError, Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';

const B = DEMO_BUSINESS_ID;
let stack: SyncStack;
let peer: Peer;
let counter: Counter;

function write(method: 'POST' | 'PUT' | 'DELETE', p: string, body: unknown, label: string, _kind?: string) {
  return declaredAt(method, `/businesses/${B}${p}`, body, { businessId: B, label });
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1 });
  peer = await Peer.connect(stack.terminals[0]!.url);
  counter = await readCounter(stack.serverUrl);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
});

describe('session', () => {
  it('logs in through the server, keeps the token sealed on disk, and survives a kill of the terminal', async () => {
    const before = await peer.call('session.get', {});
    expect(before.loggedIn).toBe(false);
    await expect(peer.call('session.login', { email: CAIXA.email, password: 'errada' })).rejects.toThrow('E-mail ou senha inválidos');
    const view = await peer.call('session.login', CAIXA);
    expect(view).toMatchObject({ loggedIn: true, businessId: B, user: { email: CAIXA.email }, secretStorage: { kind: 'file' } });
    const sealed = readFileSync(path.join(stack.terminals[0]!.dir, 'session', 'session.bin'));
    expect(sealed.includes(Buffer.from(view.token!))).toBe(false);

    await stack.terminals[0]!.kill('SIGKILL');
    await stack.terminals[0]!.start();
    peer = await Peer.connect(stack.terminals[0]!.url);
    const after = await peer.call('session.get', {});
    expect(after).toMatchObject({ loggedIn: true, businessId: B, token: view.token });
  });
});

describe('outbox', () => {
  it('keeps a comanda made with the server away and sends it once, in order, when it is back', async () => {
    const comanda = counter.comandas[0]!;
    const [p1, p2] = counter.products;
    const padId = newId();
    const orderId = newId();
    const items = [newId(), newId()];
    await stack.stopServer();
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);

    const calls = [
      write('POST', '/order-pads/open/', { id: padId, tableId: comanda.id, occupants: 2 }, 'Abrir comanda', 'orderPads.open'),
      write(
        'POST',
        '/orders',
        { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: [{ id: items[0], productId: p1!.id, quantity: 2000 }] },
        'Lançar pedido',
        'orders.create',
      ),
      write('POST', `/orders/${orderId}/products`, { id: items[1], productId: p2!.id, quantity: 1000 }, 'Adicionar item', 'orderProducts.create'),
    ];
    for (const c of calls) expect((await peer.call('sync.enqueue', c)).duplicate).toBe(false);
    // A renderer that re-sends (it never saw the answer) does not queue a second copy.
    expect((await peer.call('sync.enqueue', calls[2]!)).duplicate).toBe(true);
    const waiting = await peer.call('sync.status', {});
    expect(waiting).toMatchObject({ waiting: 3, refused: 0 });
    expect(waiting.pausedReason).toMatch(/Sem conexão/);

    await stack.startServer();
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);

    const data = await gql<{ orderPads: { id: string; status: string }[]; orderProducts: { id: string; orderId: string; quantity: number; totalPrice: number }[] }>(
      stack.serverUrl,
      counter.token,
      `query($b: ID!) { orderPads(businessId: $b) { id status } orderProducts(businessId: $b) { id orderId quantity totalPrice } }`,
      { b: B },
    );
    expect(data.orderPads.filter((p) => p.id === padId)).toHaveLength(1);
    const lines = data.orderProducts.filter((l) => l.orderId === orderId);
    expect(lines.map((l) => l.id).sort()).toEqual([...items].sort());
    expect(lines.find((l) => l.id === items[0])?.totalPrice).toBe(p1!.price * 2);
    const settled = peer.events.filter((e) => e.name === 'sync.settled').map((e) => e.payload as { callId: string; state: string });
    expect(settled.filter((s) => calls.some((c) => c.write.callId === s.callId)).map((s) => s.state)).toEqual(['done', 'done', 'done']);
  });

  it('a refused call keeps the server message, holds back its dependents, lets the rest go on; a manager discards', async () => {
    const ghostPad = newId();
    const refused = write('PUT', `/order-pads/${ghostPad}/close`, {}, 'Fechar comanda fantasma', 'orderPads.close');
    const dependent = write('POST', `/order-pads/${ghostPad}/payments`, { id: newId(), paymentMethodId: counter.money.id, amount: 1000 }, 'Pagar comanda fantasma');
    const otherPad = newId();
    const independent = write('POST', '/order-pads/open/', { id: otherPad, tableId: counter.comandas[1]!.id }, 'Abrir outra comanda');
    await peer.call('sync.enqueue', refused);
    await peer.call('sync.enqueue', dependent);
    await peer.call('sync.enqueue', independent);

    const list = await peer.until(async () => {
      const l = await peer.call('sync.list', {});
      return l.entries.some((e) => e.state === 'refused') && l.entries.length === 2 ? l : null;
    });
    const [r, d] = list.entries;
    expect(r).toMatchObject({ callId: refused.write.callId, state: 'refused', error: { status: 404 } });
    expect(r!.error!.message).toMatch(/não encontrada/i);
    expect(d).toMatchObject({ callId: dependent.write.callId, state: 'blocked', blockedBy: 'Fechar comanda fantasma' });
    expect(list.status).toMatchObject({ waiting: 2, refused: 1, blocked: 1 });

    // A cashier may not discard; a manager may, and the dependent goes with it.
    await expect(peer.call('sync.discard', { callId: refused.write.callId, managerEmail: CAIXA.email, managerPassword: CAIXA.password })).rejects.toThrow(
      'Só um gerente pode descartar alterações',
    );
    const out = await peer.call('sync.discard', { callId: refused.write.callId, managerEmail: GERENTE.email, managerPassword: GERENTE.password });
    expect(out.discarded).toEqual([refused.write.callId, dependent.write.callId]);
    expect(out.status.waiting).toBe(0);
  });

  it('retries a refused call when asked, and it goes through once the cause is gone', async () => {
    const padId = newId();
    const close = write('PUT', `/order-pads/${padId}/close`, {}, 'Fechar comanda cedo');
    await peer.call('sync.enqueue', close);
    await peer.until(async () => (await peer.call('sync.status', {})).refused === 1);
    // The cause: the pad did not exist yet on the server. Open it directly, then retry.
    const res = await fetch(`${stack.serverUrl}/businesses/${B}/order-pads/open/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${counter.token}`, role: 'business', 'Idempotency-Key': newId() },
      body: JSON.stringify({ id: padId, tableId: counter.comandas[2]!.id }),
    });
    expect(res.status).toBeLessThan(300);
    await peer.call('sync.retry', { callId: close.write.callId });
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0);
    const data = await gql<{ orderPads: { id: string; status: string }[] }>(stack.serverUrl, counter.token, `query($b: ID!) { orderPads(businessId: $b) { id status } }`, { b: B });
    expect(data.orderPads.find((p) => p.id === padId)?.status).toBe('closed');
  });

  it('refuses to discard a call that is not refused, in Portuguese', async () => {
    await expect(peer.call('sync.discard', { callId: newId(), managerEmail: GERENTE.email, managerPassword: GERENTE.password })).rejects.toBeInstanceOf(BridgeCallError);
  });
});
