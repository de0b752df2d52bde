// The gorjeta (tip) on a payment, over HTTP on PGlite: stored with the payment, paid on top of the amount (cash
// must cover both, a card charges both), outside the pad's total and balance, counted in the drawer at closing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  [cashier, manager] = await Promise.all([login(server.url, 'cashier'), login(server.url, 'manager')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Totals = { total: number; paid: number; balance: number; tips: number };
type Payment = { id: string; amount: number; tip: number; tendered: number; change: number; orderPadTotals: Totals };
const caipirinhas = [{ productId: demoId('product:caipirinha'), quantity: 2000 }];

describe('gorjeta on a payment', () => {
  it('is stored apart from the amount: it settles nothing, a card charges it, cash covers it before change', async () => {
    const { padId } = await padWithOrder(cashier, 'table:8', caipirinhas);
    const path = cashier.b(`order-pads/${padId}/payments`);
    const card = await cashier.post<Payment>(path, { id: newId(), paymentMethodId: demoId('pm:credito'), creditCardBannerId: demoId('banner:credito:Elo'), amount: 2000, tip: 440 });
    expect(card.status).toBe(201);
    // The card machine charges amount + gorjeta; no change by card.
    expect(card.body).toMatchObject({ amount: 2000, tip: 440, tendered: 2440, change: 0 });
    expect(card.body.orderPadTotals).toMatchObject({ total: 4378, paid: 2000, balance: 2378, tips: 440 });

    // Cash handed over must cover the amount and the gorjeta; the rest is change.
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:dinheiro'), amount: 2378, tip: 500, tendered: 2800 })).body).toEqual({
      message: 'O valor recebido é menor que o valor do pagamento',
    });
    // A card gives no change, so nothing above amount + gorjeta.
    expect((await cashier.post(path, { paymentMethodId: demoId('pm:debito'), amount: 2378, tip: 100, tendered: 2500 })).body).toEqual({ message: 'Esta forma de pagamento não dá troco' });
    const cash = await cashier.post<Payment>(path, { id: newId(), paymentMethodId: demoId('pm:dinheiro'), amount: 2378, tip: 500, tendered: 5000 });
    expect(cash.body).toMatchObject({ amount: 2378, tip: 500, tendered: 5000, change: 2122 });
    expect(cash.body.orderPadTotals).toMatchObject({ total: 4378, paid: 4378, balance: 0, tips: 940 });

    // Read back by GraphQL: the payment's column and the pad's totals.
    const read = await cashier.gql<{ orderPad: { totals: Totals } }>('query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { total paid balance tips } } }', {
      b: DEMO_BUSINESS_ID,
      id: padId,
    });
    expect(read.body.data?.orderPad.totals).toEqual({ total: 4378, paid: 4378, balance: 0, tips: 940 });
    const rows = await cashier.gql<{ payments: { id: string; tip: number }[] }>('query($b: ID!){ payments(businessId: $b){ id tip } }', { b: DEMO_BUSINESS_ID });
    expect(rows.body.data?.payments.filter((p) => p.id === card.body.id || p.id === cash.body.id).map((p) => p.tip).sort()).toEqual([440, 500]);

    // Changing the gorjeta recomputes what the card charged; removing the payment takes its gorjeta out.
    const changed = await cashier.put<Payment>(cashier.b(`order-pads/${padId}/payments/${card.body.id}`), { tip: 200 });
    expect(changed.body).toMatchObject({ amount: 2000, tip: 200, tendered: 2200, change: 0, orderPadTotals: { tips: 700, balance: 0 } });
    const removed = await cashier.del<{ orderPadTotals: Totals }>(cashier.b(`order-pads/${padId}/payments/${card.body.id}`));
    expect(removed.body.orderPadTotals).toMatchObject({ paid: 2378, balance: 2000, tips: 500 });
  });

  it('refuses a negative or fractional gorjeta with 400 naming the field, and writes nothing', async () => {
    const { padId } = await padWithOrder(cashier, 'table:9', caipirinhas);
    const path = cashier.b(`order-pads/${padId}/payments`);
    for (const tip of [-1, 10.5, '300']) {
      const bad = await cashier.post<{ message: string }>(path, { paymentMethodId: demoId('pm:pix'), amount: 1000, tip });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Gorjeta');
    }
    const read = await cashier.gql<{ orderPad: { totals: Totals } }>('query($b: ID!, $id: ID!){ orderPad(businessId: $b, id: $id){ totals { total paid balance tips } } }', {
      b: DEMO_BUSINESS_ID,
      id: padId,
    });
    expect(read.body.data?.orderPad.totals).toMatchObject({ paid: 0, tips: 0 });
  });

  it('counts a cash gorjeta in the drawer at closing', async () => {
    const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: demoId('cash:1'), openingAmount: 10_000 });
    expect(open.status).toBe(201);
    const { padId } = await padWithOrder(cashier, 'table:10', caipirinhas);
    const path = cashier.b(`order-pads/${padId}/payments`);
    await cashier.post(path, { paymentMethodId: demoId('pm:dinheiro'), amount: 2000, tip: 300, tendered: 3000, cashRegisterAuditId: open.body.id });
    await cashier.post(path, { paymentMethodId: demoId('pm:pix'), amount: 2378, tip: 250, cashRegisterAuditId: open.body.id });
    const closed = await manager.put<{ lines: { paymentMethodId: string; expected: number }[] }>(manager.b(`payments/cash-register-audits/${open.body.id}/close`), {
      counted: { [demoId('pm:dinheiro')]: 12_300, [demoId('pm:pix')]: 2628 },
    });
    // Opening 100,00 + 20,00 paid + 3,00 gorjeta in the drawer (the change went back out of the 30,00 handed over).
    expect(closed.body.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentMethodId: demoId('pm:dinheiro'), expected: 12_300 }),
        expect.objectContaining({ paymentMethodId: demoId('pm:pix'), expected: 2628 }),
      ]),
    );
  });
});
