// A customer's account (fiado) paid in cash at the counter is money in the drawer (issue 18), on the real server
// (PGlite over HTTP): refused with no register open, received in the open session otherwise, and counted in its
// expected cash exactly like a sale's cash: the bleeding limit, the close's difference and the closed resume,
// where it is listed as "Recebimento de conta". PIX is received like a sale's PIX: in the PIX line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const maria = demoId('entity:maria');
const CASH = demoId('pm:dinheiro');
const PIX = demoId('pm:pix');

interface Entry {
  id: string;
  amount: number;
  settles: boolean;
  cashRegisterAuditId: string | null;
  transactionAccount: { balance: number };
}
interface Line {
  paymentMethodId: string;
  expected: number;
  counted: number;
  difference: number;
}

/** A customer's account with one purchase on it. */
async function owing(entityId: string, amount: number): Promise<string> {
  const accountId = newId();
  expect((await cashier.post(cashier.b(`entities/${entityId}/transaction-accounts`), { id: accountId, name: 'Fiado' })).status).toBe(201);
  const bought = await cashier.post(cashier.b(`entities/${entityId}/transaction-accounts/${accountId}/entries`), { id: newId(), type: 'purchase', amount, description: 'Mesa 5' });
  expect(bought.status).toBe(201);
  return accountId;
}

const pay = (entityId: string, accountId: string, body: Record<string, unknown>) =>
  cashier.post<Entry>(cashier.b(`entities/${entityId}/transaction-accounts/${accountId}/entries`), { id: newId(), type: 'payment', settle: true, ...body });

async function entriesOf(accountId: string): Promise<{ type: string; amount: number; cashRegisterAuditId: string | null }[]> {
  const res = await cashier.gql<{ entityTransactionAccountEntries: { transactionAccountId: string; type: string; amount: number; cashRegisterAuditId: string | null }[] }>(
    'query($b: ID!){ entityTransactionAccountEntries(businessId: $b){ transactionAccountId type amount cashRegisterAuditId } }',
    { b: B },
  );
  return res.body.data!.entityTransactionAccountEntries.filter((e) => e.transactionAccountId === accountId).map(({ type, amount, cashRegisterAuditId }) => ({ type, amount, cashRegisterAuditId }));
}

describe('an account paid in cash is money in the drawer', () => {
  it('is refused in cash with no register open, nothing written; PIX needs no register', async () => {
    // Maria owes R$ 27,39 (one portion of fries + 10 %).
    const accountId = await owing(maria, 2739);
    const refused = await pay(maria, accountId, { paymentMethodId: CASH });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Abra o caixa antes de receber a conta em dinheiro' });
    expect(await entriesOf(accountId)).toEqual([{ type: 'purchase', amount: 2739, cashRegisterAuditId: null }]);

    // A register session named but not of this business (or not there) is not found.
    expect((await pay(maria, accountId, { paymentMethodId: CASH, cashRegisterAuditId: newId() })).status).toBe(404);

    // PIX is not in the drawer: received without a register, as a sale's PIX is.
    const joao = newId();
    expect((await manager.post(manager.b('entities'), { id: joao, type: 'customer', name: 'João Pix' })).status).toBe(201);
    const joaoAccount = await owing(joao, 1000);
    const pix = await pay(joao, joaoAccount, { paymentMethodId: PIX });
    expect(pix.status).toBe(201);
    expect(pix.body).toMatchObject({ amount: 1000, settles: true, cashRegisterAuditId: null, transactionAccount: { balance: 0 } });
  });

  it('counts in the open register: the bleeding limit, the close and the closed resume', async () => {
    // Maria's account from the first test still owes R$ 27,39.
    const accounts = await cashier.gql<{ entityTransactionAccounts: { id: string; entityId: string; balance: number }[] }>(
      'query($b: ID!){ entityTransactionAccounts(businessId: $b){ id entityId balance } }',
      { b: B },
    );
    const mariaAccount = accounts.body.data!.entityTransactionAccounts.find((a) => a.entityId === maria && a.balance === 2739)!.id;

    const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: demoId('cash:1'), openingAmount: 10_000 });
    expect(open.status).toBe(201);
    const auditId = open.body.id;

    // A sale paid R$ 20,00 in cash, and R$ 15,00 bled to the safe.
    const { padId } = await padWithOrder(cashier, 'table:15', [{ productId: demoId('product:batata'), quantity: 1000 }]);
    expect((await cashier.post(cashier.b(`order-pads/${padId}/payments`), { cashRegisterAuditId: auditId, paymentMethodId: CASH, amount: 2000, tendered: 2000 })).status).toBe(201);
    expect((await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries`), { id: newId(), entry: { type: 'bleeding', amount: 1500, description: 'Cofre' } })).status).toBe(201);

    // Maria pays her account in cash at the counter, the terminal naming its open session.
    const paid = await pay(maria, mariaAccount, { paymentMethodId: CASH, cashRegisterAuditId: auditId });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: 2739, settles: true, cashRegisterAuditId: auditId, transactionAccount: { balance: 0 } });

    // Without a session named, an account paid in PIX goes to the only one open (as a sale's payment does).
    const ana = newId();
    expect((await manager.post(manager.b('entities'), { id: ana, type: 'customer', name: 'Ana Conta' })).status).toBe(201);
    const anaAccount = await owing(ana, 5000);
    expect((await pay(ana, anaAccount, { paymentMethodId: PIX })).body).toMatchObject({ amount: 5000, cashRegisterAuditId: auditId });

    // Expected cash, by hand: opening 100,00 + sale 20,00 − bleeding 15,00 + Maria's account 27,39 = R$ 132,39.
    // So a bleeding of R$ 132,40 is one centavo above the drawer and refused; R$ 132,39 would be allowed.
    const over = await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries`), { id: newId(), entry: { type: 'bleeding', amount: 13_240 } });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: expect.stringContaining('132,39') });

    // The close: R$ 132,39 counted in cash and R$ 50,00 in PIX are exact; one centavo short in cash shows −0,01.
    const closed = await manager.put<{ cashInDrawer: number; accountReceipts: number; lines: Line[]; accountPayments: { customer: string; amount: number; paymentMethodId: string }[] }>(
      manager.b(`payments/cash-register-audits/${auditId}/close`),
      { counted: { [CASH]: 13_238, [PIX]: 5000 } },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.cashInDrawer).toBe(13_239);
    expect(closed.body.lines).toEqual([
      { paymentMethodId: CASH, expected: 13_239, counted: 13_238, difference: -1 },
      { paymentMethodId: PIX, expected: 5000, counted: 5000, difference: 0 },
    ].sort((a, b) => a.paymentMethodId.localeCompare(b.paymentMethodId)));
    // Listed as their own movements, "Recebimento de conta", with who paid: R$ 27,39 + R$ 50,00 = R$ 77,39.
    expect(closed.body.accountReceipts).toBe(7739);
    expect(closed.body.accountPayments.map(({ customer, amount, paymentMethodId }) => ({ customer, amount, paymentMethodId }))).toEqual([
      { customer: 'Maria Aparecida Silva', amount: 2739, paymentMethodId: CASH },
      { customer: 'Ana Conta', amount: 5000, paymentMethodId: PIX },
    ]);
    const resume = await cashier.get<{ lines: Line[]; accountReceipts: number }>(cashier.b(`payments/cash-register-audits/${auditId}/closed-resume`));
    expect(resume.body).toMatchObject({ lines: closed.body.lines, accountReceipts: 7739 });

    // Maria's payment is in the closed count: it may no longer be deleted (the account would owe again while the
    // closed register kept the money).
    const removed = await manager.del(manager.b(`entities/${maria}/transaction-accounts/${mariaAccount}/entries/${paid.body.id}`));
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ message: 'O caixa já está fechado' });
    expect((await manager.get(manager.b(`payments/cash-register-audits/${auditId}/closed-resume`))).body).toMatchObject({ accountReceipts: 7739 });

    // The session is closed: naming it refuses, and with no other open, cash is refused again.
    const carla = newId();
    expect((await manager.post(manager.b('entities'), { id: carla, type: 'customer', name: 'Carla Depois' })).status).toBe(201);
    const carlaAccount = await owing(carla, 800);
    expect((await pay(carla, carlaAccount, { paymentMethodId: CASH, cashRegisterAuditId: auditId })).body).toEqual({ message: 'O caixa já está fechado' });
    expect((await pay(carla, carlaAccount, { paymentMethodId: CASH })).status).toBe(409);
    expect(await entriesOf(carlaAccount)).toEqual([{ type: 'purchase', amount: 800, cashRegisterAuditId: null }]);
  });
});
