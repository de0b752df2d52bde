// The counter's day over HTTP on PGlite: tables, services, comandas, orders and their products, payments,
// delivery, KDS, with the rules a cashier notices (totals, fee, change, 409s) and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
let manager: Client;
let waiter: Client;
beforeAll(async () => {
  server = await startTestServer();
  [cashier, manager, waiter] = await Promise.all([login(server.url, 'cashier'), login(server.url, 'manager'), login(server.url, 'waiter')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Totals = { subtotal: number; discount: number; serviceFee: number; extras: number; total: number; paid: number; balance: number };
const coke = (n = 1) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });

async function tableStatus(id: string): Promise<string | undefined> {
  const res = await cashier.gql<{ tables: { id: string; status: string }[] }>('query($b: ID!){ tables(businessId: $b){ id status } }', { b: DEMO_BUSINESS_ID });
  return res.body.data?.tables.find((t) => t.id === id)?.status;
}

async function audit(entityId: string): Promise<{ type: string; severity: string }[]> {
  const res = await cashier.gql<{ auditEvents: { type: string; severity: string; entityId: string }[] }>('query($b: ID!){ auditEvents(businessId: $b){ type severity entityId } }', {
    b: DEMO_BUSINESS_ID,
  });
  return (res.body.data?.auditEvents ?? []).filter((e) => e.entityId === entityId).map(({ type, severity }) => ({ type, severity }));
}

describe('tables', () => {
  it('creates, updates, bulk-creates and soft-deletes tables of the three kinds', async () => {
    const created = await manager.post<{ id: string; type: string }>(manager.b('tables'), { type: 'reference-point', name: 'Jardim' });
    expect(created.status).toBe(201);
    const updated = await manager.put(manager.b(`tables/${created.body.id}`), { name: 'Jardim de inverno', capacity: 8 });
    expect(updated.body).toMatchObject({ name: 'Jardim de inverno', capacity: 8, type: 'reference-point' });
    const bulk = await manager.post<{ name: string }[]>(manager.b('tables/bulk'), {
      tables: [
        { id: newId(), type: 'order-slip', name: 'Comanda 51', number: 51 },
        { id: newId(), type: 'table', name: 'Mesa 21', number: 21 },
      ],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((t) => t.name)).toEqual(['Comanda 51', 'Mesa 21']);
    // A DELETE sent with content-type json and no body is fine.
    const removed = await manager.request('DELETE', manager.b(`tables/${created.body.id}`), undefined, { 'content-type': 'application/json' });
    expect(removed.body).toMatchObject({ deletedAt: expect.any(String) });
    expect((await manager.put(manager.b(`tables/${created.body.id}`), { name: 'x' })).body).toEqual({ message: 'Mesa não encontrada' });
    const junk = await fetch(server.url + manager.b('tables'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
      body: '{"type": "table", "name": ',
    });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toEqual({ message: 'Corpo da solicitação inválido: envie JSON válido' });
    const bad = await manager.post(manager.b('tables'), { type: 'sofá', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      issues: [
        { path: 'type', message: 'Valor inválido: use table, order-slip, reference-point' },
        { path: 'name', message: 'Não pode ficar em branco' },
      ],
    });
  });
});

describe('services and order pads', () => {
  it('opens a comanda on a table (occupied), refuses the table to another service, closes it when paid (released)', async () => {
    const table = demoId('table:1');
    const { padId, serviceId } = await padWithOrder(cashier, 'table:1', [coke(2)]);
    expect(await tableStatus(table)).toBe('occupied');
    const other = await cashier.post(cashier.b('services'), { tableIds: [table] });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'Mesa 1 já está ocupada' });
    // A second comanda on the same table joins its service.
    const second = await waiter.post<{ serviceId: string }>(waiter.b('order-pads/open/'), { tableId: table, description: 'Amigo' });
    expect(second.body.serviceId).toBe(serviceId);
    await manager.put(manager.b(`order-pads/${(second.body as unknown as { id: string }).id}/cancel`), { reason: 'aberta por engano' });
    await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 1430 });
    const closed = await cashier.put<{ status: string; totals: Totals }>(cashier.b(`order-pads/${padId}/close`));
    expect(closed.body.status).toBe('closed');
    expect(closed.body.totals).toMatchObject({ subtotal: 1300, serviceFee: 130, total: 1430, balance: 0 });
    expect(await tableStatus(table)).toBe('released');
    const again = await cashier.put(cashier.b(`order-pads/${padId}/close`));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A comanda já está fechada' });
    expect(await audit(padId)).toEqual([
      { type: 'openOrderPad', severity: 'info' },
      { type: 'closeOrderPad', severity: 'info' },
    ]);
  });

  it('updates a comanda: discount by value and percentage, fee off; reopens with a warning', async () => {
    const { padId } = await padWithOrder(cashier, 'table:2', [coke(10)]);
    const pct = await manager.put<{ totals: Totals }>(manager.b(`order-pads/${padId}`), { discount: { type: 'percentage', value: 1000 } });
    expect(pct.body.totals).toMatchObject({ subtotal: 6500, discount: 650, serviceFee: 585, total: 6435 });
    const val = await manager.put<{ totals: Totals }>(manager.b(`order-pads/${padId}`), { discount: { type: 'value', value: 500 }, serviceFeeEnabled: false, description: 'Aniversário' });
    expect(val.body).toMatchObject({ description: 'Aniversário', totals: { discount: 500, serviceFee: 0, total: 6000 } });
    await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:dinheiro'), amount: 6000, tendered: 10_000 });
    await cashier.put(cashier.b(`order-pads/${padId}/close`));
    const reopened = await manager.put<{ status: string }>(manager.b(`order-pads/${padId}/reopen`), { reason: 'cliente pediu mais' });
    expect(reopened.body.status).toBe('open');
    expect((await manager.put(manager.b(`order-pads/${padId}/reopen`))).body).toEqual({ message: 'A comanda já está aberta' });
    expect(await audit(padId)).toContainEqual({ type: 'reopenOrderPad', severity: 'warning' });
  });

  it('refuses to cancel a comanda with payments, cancels one without (error severity), and refuses payments on it', async () => {
    const { padId } = await padWithOrder(cashier, 'table:3', [coke()]);
    const pay = await cashier.post<{ id: string }>(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 300 });
    expect((await manager.put(manager.b(`order-pads/${padId}/cancel`), { reason: 'desistiu' })).body).toEqual({
      message: 'A comanda tem pagamentos: estorne-os antes de cancelar',
    });
    await cashier.del(cashier.b(`order-pads/${padId}/payments/${pay.body.id}`));
    const canceled = await manager.put<{ status: string; cancelReason: string }>(manager.b(`order-pads/${padId}/cancel`), { reason: 'desistiu' });
    expect(canceled.body).toMatchObject({ status: 'canceled', cancelReason: 'desistiu' });
    const late = await cashier.post(cashier.b(`order-pads/${padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 100 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'A comanda está cancelada: não aceita esta ação' });
    expect(await audit(padId)).toContainEqual({ type: 'cancelOrderPad', severity: 'error' });
    expect((await manager.put(manager.b(`order-pads/${newId()}/cancel`), { reason: 'xyz' })).body).toEqual({ message: 'Comanda não encontrada' });
  });

  it('joins, transfers, adds and releases tables, prints the resume split by occupants, lists pending tables', async () => {
    const a = await cashier.post<{ service: { id: string } }>(cashier.b('services'), {
      tableIds: [demoId('table:4')],
      occupants: 2,
      orderPads: [{ id: newId() }],
    });
    const b = await cashier.post<{ service: { id: string }; orderPads: { id: string }[] }>(cashier.b('services'), {
      tableIds: [demoId('table:5')],
      occupants: 1,
      orderPads: [{ id: newId() }],
    });
    await cashier.post(cashier.b('orders'), { orderPadId: b.body.orderPads[0]?.id, products: [{ productId: demoId('product:x-salada'), selections: [{ productSubproductId: demoId('ps:x-salada:ao-ponto') }] }] });
    const joined = await cashier.post<{ service: { occupants: number }; tables: { name: string }[]; orderPads: unknown[] }>(cashier.b(`services/${b.body.service.id}/join`), {
      targetServiceId: a.body.service.id,
    });
    expect(joined.body.service.occupants).toBe(3);
    expect(joined.body.tables.map((t) => t.name).sort()).toEqual(['Mesa 4', 'Mesa 5']);
    expect(joined.body.orderPads).toHaveLength(2);
    const sid = a.body.service.id;
    const moved = await cashier.post<{ tables: { name: string }[] }>(cashier.b(`services/${sid}/transfer`), { tableIds: [demoId('table:8')], description: 'Foram para a varanda' });
    expect(moved.body.tables.map((t) => t.name)).toEqual(['Mesa 8']);
    expect(await tableStatus(demoId('table:4'))).toBe('released');
    const added = await cashier.post<{ tables: { name: string }[] }>(cashier.b(`services/${sid}/tables`), { tableId: demoId('table:9') });
    expect(added.body.tables.map((t) => t.name).sort()).toEqual(['Mesa 8', 'Mesa 9']);
    const released = await cashier.post<{ tables: { name: string }[] }>(cashier.b(`services/${sid}/tables/${demoId('table:9')}/release`));
    expect(released.body.tables.map((t) => t.name)).toEqual(['Mesa 8']);
    expect((await cashier.post(cashier.b(`services/${sid}/tables/${demoId('table:9')}/release`))).body).toEqual({ message: 'Esta mesa não está neste atendimento' });
    expect((await cashier.put(cashier.b('services'), { id: sid, occupants: 4 })).body).toMatchObject({ occupants: 4 });

    const resume = await cashier.post<{ totals: Totals; perOccupant: number[]; totalWithOtherValues: number }>(cashier.b(`services/${sid}/print-resume`), {
      otherValues: [{ description: 'Couvert artístico', value: 1000 }],
    });
    expect(resume.body.totals).toMatchObject({ subtotal: 3190, serviceFee: 319, total: 3509 });
    expect(resume.body.perOccupant).toEqual([878, 877, 877, 877]);
    expect(resume.body.totalWithOtherValues).toBe(4509);
    await cashier.post(cashier.b(`services/${sid}/print-resume`), {});
    expect(await audit(sid)).toEqual([
      { type: 'transferService', severity: 'info' },
      { type: 'addTablesToService', severity: 'info' },
      { type: 'reprintTicket', severity: 'warning' },
    ]);
    const pending = await cashier.get<{ services: { service: { id: string } }[] }>(cashier.b('services/pending-tables-resume'));
    expect(pending.body.services.map((s) => s.service.id)).toContain(sid);
    expect((await cashier.post(cashier.b('services/print-pending-tables-resume'))).status).toBe(200);
  });
});

describe('payments', () => {
  it('pays by card with brand (no change), cash with change, refuses overpayment and change by card, updates and deletes', async () => {
    const { padId } = await padWithOrder(cashier, 'table:6', [{ productId: demoId('product:caipirinha'), quantity: 2000 }]);
    const path = cashier.b(`order-pads/${padId}/payments`);
    const card = await cashier.post<{ id: string; orderPadTotals: Totals }>(path, {
      paymentMethodId: demoId('pm:credito'),
      creditCardBannerId: demoId('banner:credito:Elo'),
      amount: 2000,
    });
    expect(card.body.orderPadTotals).toMatchObject({ total: 4378, paid: 2000, balance: 2378 });
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:debito'), amount: 3000 })).body).toEqual({ message: 'Valor maior que o saldo da comanda (R$ 23,78)' });
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:debito'), amount: 2378, tendered: 3000 })).body).toEqual({ message: 'Esta forma de pagamento não dá troco' });
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:credito'), creditCardBannerId: demoId('banner:vr:Alelo'), amount: 10 })).body).toEqual({
      message: 'A bandeira não pertence a esta forma de pagamento',
    });
    const updated = await cashier.put<{ amount: number; orderPadTotals: Totals }>(cashier.b(`order-pads/${padId}/payments/${card.body.id}`), { amount: 1378 });
    expect(updated.body).toMatchObject({ amount: 1378, orderPadTotals: { balance: 3000 } });
    const cash = await cashier.post<{ change: number; tendered: number }>(path, { paymentMethodId: demoId('pm:dinheiro'), amount: 3000, tendered: 5000 });
    expect(cash.body).toMatchObject({ tendered: 5000, change: 2000 });
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:pix'), amount: 1 })).body).toEqual({ message: 'A comanda não tem saldo a pagar' });
    const removed = await cashier.del<{ orderPadTotals: Totals }>(cashier.b(`order-pads/${padId}/payments/${card.body.id}`));
    expect(removed.body.orderPadTotals.balance).toBe(1378);
    const printed = await cashier.post<{ payment: { id: string } }>(cashier.b(`order-pads/${padId}/payments/${card.body.id}/print-resume`));
    expect(printed.status).toBe(404);
    expect(await audit(card.body.id)).toEqual([
      { type: 'addPayment', severity: 'info' },
      { type: 'updatePayment', severity: 'warning' },
      { type: 'updatePayment', severity: 'warning' },
    ]);
  });

  it('keeps a customer account on a comanda (transaction account) with entries and restored balance', async () => {
    const { padId } = await padWithOrder(cashier, 'table:7', [coke()]);
    const acc = await cashier.post<{ id: string }>(cashier.b(`order-pads/${padId}/transaction-accounts`), { entityId: demoId('entity:maria') });
    expect(acc.status).toBe(201);
    const e1 = await cashier.post<{ entry: { id: string }; account: { balance: number } }>(cashier.b(`order-pads/${padId}/transaction-accounts/${acc.body.id}/entries`), {
      amount: 5000,
      description: 'Fiado',
    });
    expect(e1.body.account.balance).toBe(5000);
    await cashier.post(cashier.b(`order-pads/${padId}/transaction-accounts/${acc.body.id}/entries`), { amount: -2000 });
    const del = await cashier.del<{ account: { balance: number } }>(cashier.b(`order-pads/${padId}/transaction-accounts/${acc.body.id}/entries/${e1.body.entry.id}`));
    expect(del.body.account.balance).toBe(-2000);
    expect((await cashier.post<{ balance: number }>(cashier.b(`order-pads/${padId}/transaction-accounts/${acc.body.id}/restore-balance`))).body.balance).toBe(-2000);
    expect((await cashier.put(cashier.b(`order-pads/${padId}/transaction-accounts/${acc.body.id}`), { entityId: demoId('entity:joao') })).body).toMatchObject({ entityId: demoId('entity:joao') });
  });
});

describe('orders and order products', () => {
  it('prices a half-and-half pizza by highest, burger add-ons by quantity and buffet by grams', async () => {
    const { orderId } = await padWithOrder(cashier, 'table:11', [
      {
        productId: demoId('product:pizza-grande'),
        selections: [
          { productSubproductId: demoId('ps:pizza-grande:calabresa') },
          { productSubproductId: demoId('ps:pizza-grande:quatro-queijos') },
          { productSubproductId: demoId('ps:pizza-grande:borda-catupiry') },
        ],
      },
      { productId: demoId('product:x-burger'), quantity: 2000, selections: [{ productSubproductId: demoId('ps:x-burger:bem-passado') }, { productSubproductId: demoId('ps:x-burger:bacon'), quantity: 2000 }] },
      { productId: demoId('product:buffet'), quantity: 456 },
    ]);
    const details = await cashier.gql<{ orderDetails: { total: number; nextStatuses: string[]; products: { name: string; unitPrice: number; totalPrice: number }[] } }>(
      'query($b: ID!, $id: ID!){ orderDetails(businessId: $b, id: $id){ total nextStatuses products { name unitPrice totalPrice } } }',
      { b: DEMO_BUSINESS_ID, id: orderId },
    );
    expect(details.body.data?.orderDetails.products).toEqual([
      { name: 'Pizza Grande (8 fatias)', unitPrice: 8490, totalPrice: 8490 },
      { name: 'X-Burger', unitPrice: 3890, totalPrice: 7780 },
      { name: 'Buffet por quilo', unitPrice: 7490, totalPrice: 3415 },
    ]);
    expect(details.body.data?.orderDetails.total).toBe(19_685);
    expect(details.body.data?.orderDetails.nextStatuses).toEqual(['readyToConsumption', 'consumed', 'canceled']);
  });

  it('refuses what the catalogue forbids: a fraction of a can, three flavours, a burger without doneness', async () => {
    const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { tableId: demoId('slip:1') });
    const order = (products: unknown[]) => cashier.post(cashier.b('orders'), { orderPadId: pad.body.id, products });
    expect((await order([{ productId: demoId('product:coca-lata'), quantity: 1500 }])).body).toEqual({
      message: 'Coca-Cola lata 350 ml não é vendido por peso ou fração: use quantidades inteiras',
    });
    const three = ['calabresa', 'margherita', 'portuguesa'].map((f) => ({ productSubproductId: demoId(`ps:pizza-grande:${f}`) }));
    expect((await order([{ productId: demoId('product:pizza-grande'), selections: three }])).body).toEqual({ message: 'Escolha no máximo 2 em "Sabores (até 2, meio a meio)"' });
    expect((await order([{ productId: demoId('product:x-bacon') }])).body).toEqual({ message: 'Escolha ao menos 1 em "Ponto da carne"' });
    expect((await order([{ productId: demoId('product:x-bacon'), selections: [{ productSubproductId: demoId('ps:x-burger:ao-ponto') }] }])).body).toEqual({
      message: 'Item de composição não pertence a este produto',
    });
    const bad = await order([{ productId: 'nada', quantity: 0 }]);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ issues: [{ path: 'products.0.productId' }, { path: 'products.0.quantity', message: 'Deve ser no mínimo 1' }] });
  });

  it('adds, updates, deletes, divides and transfers order products, with audit events', async () => {
    const { padId, orderId } = await padWithOrder(cashier, 'table:12', [{ productId: demoId('product:batata') }]);
    const line = await waiter.post<{ id: string; totalPrice: number }>(waiter.b(`orders/${orderId}/products`), { id: newId(), productId: demoId('product:chopp'), quantity: 4000 });
    expect(line.body.totalPrice).toBe(5160);
    // Fewer of a fired line is a manager's (permissions-counter.test.ts covers the others).
    const updated = await manager.put<{ quantity: number; totalPrice: number }>(manager.b(`orders/${orderId}/products/${line.body.id}`), { quantity: 3000, observation: 'sem colarinho' });
    expect(updated.body).toMatchObject({ quantity: 3000, totalPrice: 3870 });
    const divided = await waiter.put<{ products: { quantity: number; totalPrice: number }[] }>(waiter.b('orders/products/divide'), { id: line.body.id, parts: 3 });
    expect(divided.body.products.filter((p) => p.totalPrice === 1290)).toHaveLength(3);
    const target = await waiter.post<{ id: string }>(waiter.b('order-pads/open/'), { tableId: demoId('slip:2') });
    const batataId = (divided.body.products as unknown as { id: string; name: string }[]).find((p) => p.name.startsWith('Batata'))?.id;
    const moved = await waiter.post<{ to: { orderPadId: string; total: number }; from: { total: number } }>(waiter.b(`orders/${orderId}/products/transfer`), {
      orderProductIds: [batataId],
      targetOrderPadId: target.body.id,
    });
    expect(moved.body.to).toMatchObject({ orderPadId: target.body.id, total: 2490 });
    expect(moved.body.from.total).toBe(3870);
    // Removing a fired line is a manager's (permissions-counter.test.ts covers the others).
    const removed = await manager.del(manager.b(`orders/${orderId}/products/${line.body.id}`));
    expect(removed.body).toMatchObject({ deletedAt: expect.any(String) });
    const pad = await cashier.gql<{ orderPad: { totals: Totals } }>('query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { subtotal } } }', { b: DEMO_BUSINESS_ID, id: padId });
    expect(pad.body.data?.orderPad.totals.subtotal).toBe(2580);
    expect(await audit(line.body.id)).toEqual([
      { type: 'addOrderProduct', severity: 'info' },
      { type: 'updateOrderProduct', severity: 'info' },
      { type: 'updateOrderProduct', severity: 'info' },
      { type: 'removeOrderProduct', severity: 'warning' },
    ]);
    expect(await audit(batataId as string)).toEqual([{ type: 'transferOrderProduct', severity: 'info' }]);
  });

  it('moves status by the transition table, cancels with an error event, refuses changes to a cancelled order', async () => {
    const { orderId } = await padWithOrder(cashier, 'table:13', [coke()]);
    const ns = await cashier.gql<{ nextStatuses: string[] }>('query($b: ID!, $o: ID!){ nextStatuses(businessId: $b, orderId: $o) }', { b: DEMO_BUSINESS_ID, o: orderId });
    expect(ns.body.data?.nextStatuses).toEqual(['readyToConsumption', 'consumed', 'canceled']);
    expect((await cashier.put(cashier.b(`orders/${orderId}/change-status`), { status: 'delivered' })).body).toEqual({
      message: 'Não é possível passar o pedido de "Confirmado" para "Entregue"',
    });
    const ready = await cashier.put<{ status: string; nextStatuses: string[] }>(cashier.b(`orders/${orderId}/change-status`), { status: 'readyToConsumption' });
    expect(ready.body).toMatchObject({ status: 'readyToConsumption', nextStatuses: ['consumed', 'canceled'] });
    await manager.put(manager.b(`orders/${orderId}/change-status`), { status: 'canceled', reason: 'cliente desistiu' });
    expect(await audit(orderId)).toContainEqual({ type: 'cancelOrder', severity: 'error' });
    expect((await cashier.post(cashier.b(`orders/${orderId}/products`), coke())).body).toEqual({ message: 'O pedido está cancelado' });
  });

  it('creates delivery orders in bulk, checks and dispatches them, changes delivery man, customer and method', async () => {
    const bulk = await cashier.post<{ id: string; deliveryFee: number; total: number }[]>(cashier.b('orders/bulk'), {
      orders: [
        {
          id: newId(),
          deliveryMode: 'delivery',
          originType: 'phone',
          originId: demoId('origin:telefone'),
          entityId: demoId('entity:maria'),
          entityAddressId: demoId('address:maria'),
          deliveryMethodId: demoId('dm:entrega'),
          products: [{ productId: demoId('product:pizza-broto'), selections: [{ productSubproductId: demoId('ps:pizza-broto:napolitana') }] }],
        },
        { id: newId(), deliveryMode: 'balcony', products: [coke(2)] },
      ],
    });
    expect(bulk.status).toBe(201);
    const [delivery, balcony] = bulk.body;
    expect(delivery).toMatchObject({ deliveryFee: 700, total: 4690 });
    expect(balcony?.total).toBe(1300);
    const id = delivery?.id as string;
    const unchecked = await cashier.gql<{ deliveryUncheckedOrders: { id: string }[] }>('query($b: ID!){ deliveryUncheckedOrders(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(unchecked.body.data?.deliveryUncheckedOrders.map((o) => o.id)).toContain(id);
    expect((await cashier.put(cashier.b('orders/dispatch-delivery'), { orderId: id, deliveryManId: demoId('entity:pedro') })).body).toEqual({ message: 'Confira o pedido antes de despachar' });
    expect((await cashier.put(cashier.b('orders/check-delivery'), { orderIds: [balcony?.id] })).body).toEqual({ message: 'O pedido não é de entrega' });
    await cashier.put(cashier.b('orders/check-delivery'), { orderIds: [id] });
    const toDispatch = await cashier.gql<{ deliveryOrdersToDispatch: { id: string }[] }>('query($b: ID!){ deliveryOrdersToDispatch(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(toDispatch.body.data?.deliveryOrdersToDispatch.map((o) => o.id)).toEqual([id]);
    expect((await cashier.put(cashier.b('orders/dispatch-delivery'), { orderId: id, deliveryManId: demoId('entity:maria') })).body).toEqual({ message: 'O cadastro não é de um entregador' });
    const sent = await cashier.put<{ status: string; deliveryManId: string }>(cashier.b('orders/dispatch-delivery'), { orderId: id, deliveryManId: demoId('entity:pedro'), isDispatchNotification: true });
    expect(sent.body).toMatchObject({ status: 'delivering', deliveryManId: demoId('entity:pedro') });
    expect((await cashier.put<{ deliveryManId: string }>(cashier.b(`orders/${id}/delivery-men`), { deliveryManId: demoId('entity:lucas') })).body.deliveryManId).toBe(demoId('entity:lucas'));
    const method = await cashier.put<{ deliveryFee: number }>(cashier.b(`orders/${id}/change-delivery-method`), { deliveryMethodId: demoId('dm:retirada') });
    expect(method.body.deliveryFee).toBe(0);
    expect((await cashier.put<{ entityId: string }>(cashier.b(`orders/${id}/entity`), { entityId: demoId('entity:joao') })).body.entityId).toBe(demoId('entity:joao'));
    const note = await cashier.post<{ trackingStatus: string }>(cashier.b(`orders/${id}/send-status-notification`), { trackingStatus: 'delivered' });
    expect(note.body.trackingStatus).toBe('delivered');
    expect(await audit(id)).toEqual([
      { type: 'addOrderProduct', severity: 'info' },
      { type: 'orderStatusNotification', severity: 'info' },
      { type: 'updateDeliveryMethod', severity: 'info' },
      { type: 'orderStatusNotification', severity: 'info' },
    ]);
  });

  it('notifies the kitchen, prints resumes, sends to the KDS and back, finishes open orders', async () => {
    const { orderId, serviceId } = await padWithOrder(cashier, 'table:14', [{ productId: demoId('product:batata') }, coke()]);
    const notify = await cashier.post<{ message: string; kitchen: { name: string } }>(cashier.b(`orders/${orderId}/kitchens/${demoId('kitchen:cozinha')}/notify`), { message: 'Capricha na batata' });
    expect(notify.body).toMatchObject({ message: 'Capricha na batata', kitchen: { name: 'Cozinha' } });
    const tickets = await cashier.post<{ kitchens: { kitchenId: string; items: { name: string }[] }[] }>(cashier.b(`orders/${orderId}/kitchens/print-resume`));
    expect(tickets.body.kitchens.map((k) => [k.kitchenId, k.items.map((i) => i.name)])).toEqual(
      expect.arrayContaining([
        [demoId('kitchen:cozinha'), ['Batata frita (porção)']],
        [demoId('kitchen:bar'), ['Coca-Cola lata 350 ml']],
      ]),
    );
    expect((await cashier.post(cashier.b(`orders/${orderId}/print-resume`))).status).toBe(200);
    const kds = (action: string, body: unknown = {}) => cashier.put<{ kdsStatus: string; products: { kitchenStatus: string }[] }>(cashier.b(`orders/${orderId}/${action}`), body);
    expect((await kds('revert-send-kds')).body).toEqual({ message: 'O pedido não foi enviado ao KDS' });
    const sent = await kds('send-kds');
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ kdsStatus: 'sent' });
    const kdsOrders = await cashier.gql<{ kdsOrders: { id: string }[] }>('query($b: ID!){ kdsOrders(businessId: $b){ id } }', { b: DEMO_BUSINESS_ID });
    expect(kdsOrders.body.data?.kdsOrders.map((o) => o.id)).toContain(orderId);
    const tracked = async () =>
      (await cashier.gql<{ kdsTracking: { id: string; kdsStatus: string }[] }>('query($b: ID!){ kdsTracking(businessId: $b){ id kdsStatus } }', { b: DEMO_BUSINESS_ID })).body.data?.kdsTracking.filter((o) => o.id === orderId);
    expect(await tracked()).toEqual([{ id: orderId, kdsStatus: 'sent' }]);
    // The display that finishes it is one of this business's (a made-up id is not found).
    expect((await kds('finish-kds-order', { kdsIds: [newId()] })).body).toEqual({ message: 'KDS não encontrado' });
    const display = await manager.post<{ id: string }>(manager.b('kds'), { id: newId(), name: 'Chapa' });
    expect(display.status, JSON.stringify(display.body)).toBe(201);
    const finished = await kds('finish-kds-order', { kdsIds: [display.body.id] });
    expect(finished.body.kdsStatus).toBe('finished');
    expect(finished.body.products.every((p) => p.kitchenStatus === 'done')).toBe(true);
    // Ready on the pickup panel; back to preparing, then off the display and off the panel.
    expect(await tracked()).toEqual([{ id: orderId, kdsStatus: 'finished' }]);
    expect((await kds('revert-finish-kds-order')).body.kdsStatus).toBe('sent');
    expect((await kds('revert-send-kds')).body.kdsStatus).toBe('none');
    expect(await tracked()).toEqual([]);

    const register = await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:2'), openingAmount: 0 });
    const done = await cashier.put<{ finished: { id: string; status: string }[] }>(cashier.b('orders/finish-open-orders'), { cashRegisterAuditId: register.body.id, serviceIds: [serviceId] });
    expect(done.body.finished).toEqual([expect.objectContaining({ id: orderId, status: 'consumed' })]);
  });
});
