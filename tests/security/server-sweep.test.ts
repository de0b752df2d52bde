// Issue 13 "look for the same kind of hole elsewhere": references in bodies to another business's rows, and texts
// and lists no request of ours needs. Each case was accepted before (a foreign waiter's name then showed in this
// business's reports); each is refused now. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, origins, services } from '../../src-server/db/schema.js';
import { eq } from 'drizzle-orm';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, OTHER_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let cashier: Client;
let manager: Client;
const foreignWaiter = newId();
const foreignOrigin = newId();

beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
  manager = await login(server.url, 'manager');
  // Rows of the other restaurant (Lanchonete do Zé) whose ids this business's people could learn or guess.
  await server.database.db.insert(entities).values({ id: foreignWaiter, businessId: OTHER_BUSINESS_ID, type: 'waiter', name: 'Garçom do Zé' });
  await server.database.db.insert(origins).values({ id: foreignOrigin, businessId: OTHER_BUSINESS_ID, name: 'iFood do Zé', type: 'ifood' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Answer = { id?: string; message?: string; service?: { id: string } };

describe('references to another business in bodies', () => {
  it("a service names another business's waiter: 404 on start and on update, nothing kept", async () => {
    const start = await cashier.post<Answer>(cashier.b('services'), { id: newId(), tableIds: [demoId('table:11')], waiterId: foreignWaiter });
    expect([start.status, start.body.message]).toEqual([404, 'Cadastro não encontrado']);
    const mine = await cashier.post<Answer>(cashier.b('services'), { id: newId(), tableIds: [demoId('table:12')] });
    expect(mine.status).toBe(201);
    const id = mine.body.service!.id;
    const update = await cashier.put<Answer>(cashier.b('services'), { id, waiterId: foreignWaiter }, newId());
    expect([update.status, update.body.message]).toEqual([404, 'Cadastro não encontrado']);
    const [row] = await server.database.db.select().from(services).where(eq(services.id, id));
    expect(row?.waiterId).toBeNull();
    // This business's own waiter is taken.
    const own = await cashier.put<Answer>(cashier.b('services'), { id, waiterId: demoId('entity:carlos') }, newId());
    expect(own.status).toBe(200);
  });

  it("an order names another business's origin: 404", async () => {
    const res = await cashier.post<Answer>(cashier.b('orders'), {
      id: newId(),
      originId: foreignOrigin,
      deliveryMode: 'balcony',
      originType: 'balcony',
      products: [{ productId: demoId('product:agua') }],
    });
    expect([res.status, res.body.message]).toEqual([404, 'Origem não encontrada']);
  });

  // (A payment's paymentId is a group key the client makes for the parts of one payment, not a row: spec-fields.test.ts.)
  it('a transaction account hangs from an account that is not this business\'s: 404', async () => {
    const { padId } = await padWithOrder(cashier, 'table:13', [{ productId: demoId('product:agua') }]);
    const account = await cashier.post<Answer>(cashier.b(`order-pads/${padId}/transaction-accounts`), {
      id: newId(),
      entityId: demoId('entity:maria'),
      transactionAccountId: newId(),
    });
    expect([account.status, account.body.message]).toEqual([404, 'Conta não encontrada']);
  });
});

describe('lists of references in bodies', () => {
  it("a product's availability names another business's origin: 404 (the same check as a payment method's)", async () => {
    const base = `products/${demoId('product:rodizio')}/availabilities`;
    const origin = await manager.post<Answer>(manager.b(base), { id: newId(), weekdays: [1], originIds: [foreignOrigin] });
    expect([origin.status, origin.body.message]).toEqual([404, 'Origem não encontrada']);
    const own = await manager.post<Answer>(manager.b(base), { id: newId(), weekdays: [1], originIds: [demoId('origin:balcao')] });
    expect(own.status).toBe(201);
  });

  it("an availability names another business's origin or person: 404; its own are taken", async () => {
    const base = `payments/payment-methods/${demoId('pm:dinheiro')}/availabilities`;
    const origin = await manager.post<Answer>(manager.b(base), { id: newId(), weekdays: [1], originIds: [demoId('origin:balcao'), foreignOrigin] });
    expect([origin.status, origin.body.message]).toEqual([404, 'Origem não encontrada']);
    const person = await manager.post<Answer>(manager.b(base), { id: newId(), weekdays: [1], userIds: [DEMO_USERS.other.id] });
    expect([person.status, person.body.message]).toEqual([404, 'Usuário não encontrado']);
    const own = await manager.post<Answer>(manager.b(base), { id: newId(), weekdays: [1], originIds: [demoId('origin:balcao')], userIds: [DEMO_USERS.cashier.id] });
    expect(own.status).toBe(201);
    const update = await manager.put<Answer>(manager.b(`${base}/${own.body.id}`), { originIds: [foreignOrigin] }, newId());
    expect([update.status, update.body.message]).toEqual([404, 'Origem não encontrada']);
  });

  it("a kitchen's conditional printer names another business's origin: 404", async () => {
    const kitchen = await manager.post<Answer>(manager.b('kitchens'), { id: newId(), name: 'Cozinha fria' });
    expect(kitchen.status).toBe(201);
    const res = await manager.post<Answer>(manager.b(`kitchens/${kitchen.body.id}/conditional-printers`), { id: newId(), printerId: demoId('printer:caixa'), originIds: [foreignOrigin] });
    expect([res.status, res.body.message]).toEqual([404, 'Origem não encontrada']);
  });

  it("an entity stands for another business's person: 404", async () => {
    const res = await cashier.post<Answer>(cashier.b('entities'), { id: newId(), name: 'Zé', type: 'waiter', userId: DEMO_USERS.other.id });
    expect([res.status, res.body.message]).toEqual([404, 'Usuário não encontrado']);
    const waiter = await manager.post<Answer>(manager.b('entities/waiters'), { id: newId(), name: 'Zé', userId: DEMO_USERS.other.id });
    expect([waiter.status, waiter.body.message]).toEqual([404, 'Usuário não encontrado']);
    const own = await manager.post<Answer>(manager.b('entities/waiters'), { id: newId(), name: 'Bruno', userId: DEMO_USERS.cashier.id });
    expect(own.status).toBe(201);
  });
});

describe('people named in bodies', () => {
  it("a cash register is opened in the name of another business's person: 404; in a colleague's name it opens", async () => {
    const open = (userId: string) =>
      cashier.post<Answer>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: demoId('cash:2'), userId, openingAmount: 0 });
    const foreign = await open(DEMO_USERS.other.id);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Usuário não encontrado']);
    const colleague = await open(DEMO_USERS.manager.id);
    expect(colleague.status).toBe(201);
  });
});

describe('texts and lists in bodies', () => {
  it('refuses a text of 100 000 characters and a list of 20 000 items with a 400 in Portuguese', async () => {
    const text = await cashier.post<Answer>(cashier.b('entities'), { id: newId(), name: 'Cliente', note2: 'x'.repeat(100_000) });
    expect([text.status, text.body.message]).toEqual([400, 'Um texto da solicitação passa de 65.536 caracteres']);
    const list = await cashier.post<Answer>(cashier.b('entities'), { id: newId(), name: 'Cliente', tags: Array.from({ length: 20_000 }, () => 0) });
    expect([list.status, list.body.message]).toEqual([400, 'Uma lista da solicitação passa de 10.000 itens']);
  });

  it('a signed NFC-e of many items (its xml over 65 536 characters) still reaches the fiscal route, which bounds it', async () => {
    const xml = `<NFe>${'<det/>'.repeat(20_000)}</NFe>`;
    const res = await cashier.post<Answer>(cashier.b('fiscal/nfce/contingency'), { key: '1'.repeat(44), xml }, newId());
    expect(res.body.message).not.toBe('Um texto da solicitação passa de 65.536 caracteres');
    expect(res.status).not.toBe(500);
  });
});
