// Each queued write replays as the person who made it, against the real server and database: the cashier
// opens a comanda, fires an order and takes a payment with the server away, then logs out and the waiter logs
// in; when the server is back her writes are audited under her name (and her payment is accepted: the waiter
// may not take payments), his under his. When the server no longer takes her token (a new signing secret),
// only her writes wait, with her name in the reason, until she logs in again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../../src-server/demo/ids.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { CAIXA, GERENTE, gql, login, readCounter, type Counter } from './fixtures.js';
import { Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';
import { declaredAt } from '../../support/declaredWrite.js';

const B = DEMO_BUSINESS_ID;
const GARCOM = { email: DEMO_USERS.waiter.email, password: DEMO_USERS.waiter.password };
let stack: SyncStack;
let peer: Peer;
let counter: Counter;

function write(method: 'POST' | 'PUT', p: string, body: unknown, label: string, _kind?: string) {
  return declaredAt(method, `/businesses/${B}${p}`, body, { businessId: B, label });
}

interface AuditRow {
  type: string;
  entityId: string | null;
  userId: string | null;
}

async function auditOf(entityIds: string[]): Promise<AuditRow[]> {
  const token = await login(stack.serverUrl, GERENTE);
  const data = await gql<{ counterChanges: { auditEvents: AuditRow[] } }>(
    stack.serverUrl,
    token,
    `query($b: ID!) { counterChanges(businessId: $b) { auditEvents { type entityId userId } } }`,
    { b: B },
  );
  return data.counterChanges.auditEvents.filter((e) => e.entityId && entityIds.includes(e.entityId));
}

async function offline(): Promise<void> {
  await stack.stopServer();
  await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1, serverEnv: { POS_AUTH_SECRET: `primeiro-${newId()}` } });
  peer = await Peer.connect(stack.terminals[0]!.url);
  counter = await readCounter(stack.serverUrl);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
});

describe('replay as the author', () => {
  it("the cashier's offline sale, replayed after she left and the waiter logged in, is audited under her name", async () => {
    const cashier = await peer.call('session.login', CAIXA);
    expect(cashier.user?.id).toBe(DEMO_USERS.cashier.id);
    await offline();
    const [padId, orderId, lineId, paymentId] = [newId(), newId(), newId(), newId()];
    const product = counter.products[0]!;
    const calls = [
      write('POST', '/order-pads/open/', { id: padId, tableId: counter.comandas[3]!.id, occupants: 1 }, 'Abrir comanda', 'orderPads.open'),
      write(
        'POST',
        '/orders',
        { id: orderId, orderPadId: padId, originType: 'saloon', deliveryMode: 'saloon', products: [{ id: lineId, productId: product.id, quantity: 1000 }] },
        'Lançar pedido',
        'orders.create',
      ),
      write('POST', `/order-pads/${padId}/payments`, { id: paymentId, paymentMethodId: counter.money.id, amount: Math.min(500, product.price) }, 'Pagamento', 'payments.create'),
    ];
    for (const c of calls) await peer.call('sync.enqueue', c);
    await peer.call('session.logout', {});
    // The pending screen says whose they are, after she has gone too.
    const queued = await peer.call('sync.list', {});
    expect(queued.entries.filter((e) => calls.some((c) => c.write.callId === e.callId)).map((e) => e.author)).toEqual(['Bruno Caixa', 'Bruno Caixa', 'Bruno Caixa']);

    await stack.startServer();
    const waiter = await peer.call('session.login', GARCOM);
    expect(waiter.user?.id).toBe(DEMO_USERS.waiter.id);
    const waiterPad = newId();
    await peer.call('sync.enqueue', write('POST', '/order-pads/open/', { id: waiterPad, tableId: counter.comandas[4]!.id, occupants: 2 }, 'Abrir comanda', 'orderPads.open'));
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);

    const settled = peer.events.filter((e) => e.name === 'sync.settled').map((e) => e.payload as { callId: string; state: string });
    expect(settled.filter((s) => calls.some((c) => c.write.callId === s.callId)).map((s) => s.state)).toEqual(['done', 'done', 'done']);
    const events = await auditOf([padId, orderId, paymentId, waiterPad]);
    const by = (entityId: string) => events.filter((e) => e.entityId === entityId).map((e) => [e.type, e.userId]);
    expect(by(padId)).toEqual([['openOrderPad', DEMO_USERS.cashier.id]]);
    expect(by(orderId)).toEqual([['addOrderProduct', DEMO_USERS.cashier.id]]);
    expect(by(paymentId)).toEqual([['addPayment', DEMO_USERS.cashier.id]]);
    expect(by(waiterPad)).toEqual([['openOrderPad', DEMO_USERS.waiter.id]]);
  });

  it('a token the server no longer takes holds back only her writes, naming her, until she logs in again', async () => {
    await peer.call('session.logout', {});
    await peer.call('session.login', CAIXA);
    await offline();
    const herPad = newId();
    const hers = write('POST', '/order-pads/open/', { id: herPad, tableId: counter.comandas[5]!.id, occupants: 1 }, 'Abrir comanda', 'orderPads.open');
    await peer.call('sync.enqueue', hers);
    await peer.call('session.logout', {});

    // A new signing secret: every token made before is refused with 401.
    await stack.startServer({ POS_AUTH_SECRET: `segundo-${newId()}` });
    const status = await peer.until(async () => {
      const s = await peer.call('sync.status', {});
      return s.pausedReason?.startsWith('Alterações feitas por') ? s : null;
    }, 30_000);
    expect(status.pausedReason).toBe('Alterações feitas por Bruno Caixa aguardam um novo login dessa pessoa neste terminal para serem enviadas');
    const listed = await peer.call('sync.list', {});
    expect(listed.entries.find((e) => e.callId === hers.write.callId)?.error?.message).toBe(
      'A sessão de Bruno Caixa expirou: faça login como Bruno Caixa para enviar esta alteração',
    );

    // The waiter's own write goes on meanwhile, as him.
    await peer.call('session.login', GARCOM);
    const hisPad = newId();
    await peer.call('sync.enqueue', write('POST', '/order-pads/open/', { id: hisPad, tableId: counter.comandas[6]!.id, occupants: 1 }, 'Abrir comanda', 'orderPads.open'));
    await peer.until(async () => (await auditOf([hisPad])).length === 1, 30_000);
    expect(await auditOf([herPad])).toEqual([]);
    expect((await peer.call('sync.status', {})).waiting).toBe(1);

    await peer.call('session.logout', {});
    await peer.call('session.login', CAIXA);
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 30_000);
    expect((await auditOf([herPad, hisPad])).map((e) => [e.entityId, e.userId])).toEqual(
      expect.arrayContaining([
        [herPad, DEMO_USERS.cashier.id],
        [hisPad, DEMO_USERS.waiter.id],
      ]),
    );
    expect((await peer.call('sync.status', {})).pausedReason).toBeNull();
  });
});
