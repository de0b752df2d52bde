// Online payment over HTTP on the real server against the provider's sandbox (src-server/onlinePayment/simulator.ts):
// the owner's onboarding (legal person, a document, bank accounts with exactly one main, the split rule), refusals
// in Portuguese, the store customer's card kept as the provider's token only, the store's order priced by our
// catalogue whatever the client sends, paid online and refunded by cancel-order, a refused card leaving no order,
// pay on delivery, the table token header, and the report of the provider's charges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { onlinePaymentBankAccounts, onlinePaymentCharges, orders, userBusinesses, users } from '../../../src-server/db/schema.js';
import { SIM_DECLINED_CARD, startPaymentSimulator, type PaymentSimulator } from '../../../src-server/onlinePayment/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';
import { sheetText } from './reportText.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';

let sim: PaymentSimulator;
let server: RunningServer;
let owner: Client;
let manager: Client;
let ze: Client;
let cashier: Client;
let ana: Client;
let bruno: Client;
let anaId = '';
const CARD = '4111111111111111';
const op = (path: string) => `/businesses/${DEMO_BUSINESS_ID}/online-payment/${path}`;
const store = (path: string) => `/link-vendas/${DEMO_BUSINESS_ID}/${path}`;
const validCard = (number = CARD) => ({ number, holderName: 'ANA SOUZA', expMonth: 12, expYear: new Date().getFullYear() + 3, cvv: '123' });
const ownerBody = {
  document: '12.345.678/0001-95',
  legalName: 'Cantina da Nona Ltda',
  tradeName: 'Cantina da Nona',
  mcc: '5812',
  email: 'financeiro@cantina.com.br',
  phone: '(11) 3333-4444',
  ownerName: 'Maria Rossi',
  ownerDocument: '123.456.789-09',
  ownerBirthDate: '1975-04-12',
};
const account = (bank: string) => ({ id: newId(), bankCode: bank, agency: '1234', account: '567890', accountDigit: '1', accountType: 'checking', holderName: 'Cantina da Nona Ltda', holderDocument: '12345678000195' });

async function signIn(phone: string, name: string, businessId = DEMO_BUSINESS_ID): Promise<{ c: Client; id: string }> {
  const res = await request<{ token: string; customer: { id: string } }>(server.url, 'POST', '/link-vendas/login', { credentials: { businessId, phone, password: 'senha123', name } });
  expect(res.status).toBe(200);
  return { c: client(server.url, res.body.token), id: res.body.customer.id };
}

async function upload(c: Client, type: string, bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const res = await fetch(server.url + op('documents'), { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': newId() }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  sim = await startPaymentSimulator();
  process.env.POS_ONLINE_PAYMENT_URL = sim.url;
  server = await startTestServer();
  const ownerId = newId();
  await server.database.db.insert(users).values({ id: ownerId, name: 'Maria Rossi', email: 'dona@cantina.com.br', passwordHash: await hashPassword('dona12345'), type: 'businessOwner' });
  await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: ownerId, roles: ['business_admin'] });
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'dona@cantina.com.br', password: 'dona12345' });
  owner = client(server.url, res.body.token);
  [manager, ze, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other'), login(server.url, 'cashier')]);
  const a = await signIn('11988887777', 'Ana Souza');
  ana = a.c;
  anaId = a.id;
  bruno = (await signIn('11977776666', 'Bruno Lima')).c;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sim?.close();
  delete process.env.POS_ONLINE_PAYMENT_URL;
});

describe('onboarding', () => {
  it('another business’s manager is refused every onboarding call of the Cantina', async () => {
    expect((await ze.post(op('business-owner'), ownerBody, newId())).status).toBe(403);
    expect((await ze.get(op('distribution-rules'))).status).toBe(403);
    expect((await ze.post(op('cancel-order'), { orderId: newId() }, newId())).status).toBe(403);
  });

  it('only the owner onboards; bad data is refused in Portuguese', async () => {
    const asManager = await manager.post<{ message: string }>(op('business-owner'), ownerBody, newId());
    expect(asManager.status).toBe(403);
    expect(asManager.body.message).toBe('Só o dono do estabelecimento (ou um administrador) cuida do pagamento online');
    const bad = await owner.post<{ message: string; issues: { path: string; message: string }[] }>(op('business-owner'), { ...ownerBody, document: '123' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'document', message: 'CNPJ com 14 dígitos' });
    const noOwner = await owner.post<{ message: string }>(op('bank-accounts'), account('001'), newId());
    expect(noOwner.status).toBe(404);
    expect(noOwner.body.message).toBe('Cadastre primeiro os dados da empresa para o pagamento online');
    expect(sim.sellers.size).toBe(0);
  });

  it('registers the legal person at the provider: pending until a document and a main account', async () => {
    const res = await owner.post<{ status: string; document: string; providerSellerId: string }>(op('business-owner'), ownerBody, newId());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', document: '12345678000195' });
    expect(sim.sellers.get(res.body.providerSellerId)?.data).toMatchObject({ document: '12345678000195', ownerDocument: '12345678909' });
    const again = await owner.post<{ message: string }>(op('business-owner'), ownerBody, newId());
    expect(again.status).toBe(409);
    const changed = await owner.put<{ tradeName: string }>(op('business-owner'), { ...ownerBody, tradeName: 'Cantina Nona' }, newId());
    expect(changed.status).toBe(200);
    expect(sim.sellers.get(res.body.providerSellerId)?.data.tradeName).toBe('Cantina Nona');
    const doc = await upload(owner, 'socialContract', new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3]), 'contrato.pdf');
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({ type: 'socialContract', fileName: 'contrato.pdf', size: 7, status: 'pending' });
  });

  it('keeps exactly one main bank account', async () => {
    const first = await owner.post<{ id: string; main: boolean }>(op('bank-accounts'), account('001'), newId());
    expect(first.status).toBe(201);
    expect(first.body.main).toBe(true);
    const second = await owner.post<{ id: string; main: boolean }>(op('bank-accounts'), account('341'), newId());
    expect(second.body.main).toBe(false);
    const mains = async () =>
      (await server.database.db.select().from(onlinePaymentBankAccounts).where(and(eq(onlinePaymentBankAccounts.businessId, DEMO_BUSINESS_ID), eq(onlinePaymentBankAccounts.main, true)))).filter((a) => !a.deletedAt).map((a) => a.id);
    expect(await mains()).toEqual([first.body.id]);
    const refused = await owner.del<{ message: string }>(op(`bank-accounts/${first.body.id}`), newId());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A conta principal não pode ser excluída: defina outra como principal antes');
    expect((await owner.put(op(`bank-accounts/${second.body.id}/define-main`), {}, newId())).status).toBe(200);
    expect(await mains()).toEqual([second.body.id]);
    const seller = [...sim.sellers.values()][0];
    expect([...(seller?.bankAccounts.values() ?? [])].filter((a) => a.main)).toHaveLength(1);
    expect((await owner.put(op(`bank-accounts/${first.body.id}`), { ...account('104'), id: undefined }, newId())).status).toBe(200);
    expect((await owner.del(op(`bank-accounts/${first.body.id}`), newId())).status).toBe(200);
    expect(await mains()).toEqual([second.body.id]);
    const state = await owner.get<{ status: string; bankAccounts: { id: string }[] }>(op('distribution-rules'));
    expect(state.body.status).toBe('active');
    expect(state.body.bankAccounts.map((a) => a.id)).toEqual([second.body.id]);
  });

  it('syncs the split rule: the platform and the partner take their shares, the business the rest', async () => {
    const tooMuch = await owner.post(op('split-rule-sync'), { platformBps: 9000, partnerBps: 2000 }, newId());
    expect(tooMuch.status).toBe(400);
    const rule = await owner.post<{ id: string }>(op('split-rule-sync'), { platformBps: 250, partnerBps: 100 }, newId());
    expect(rule.status).toBe(201);
    const state = await owner.get<{ distribution: { recipient: string; bps: number }[] }>(op('distribution-rules'));
    expect(state.body.distribution).toEqual([
      { recipient: 'platform', bps: 250 },
      { recipient: 'partner', bps: 100 },
      { recipient: 'business', bps: 9650 },
    ]);
    const seller = [...sim.sellers.values()][0];
    expect(seller?.split).toEqual({ platformBps: 250, partnerBps: 100 });
    // Removed and set again: the provider's rule follows ours.
    expect((await owner.del(op(`split-rule/${rule.body.id}`), newId())).status).toBe(200);
    expect(seller?.split).toBeNull();
    expect((await owner.del(op(`split-rule/${rule.body.id}`), newId())).status).toBe(404);
    expect((await owner.post(op('split-rule-sync'), { platformBps: 250, partnerBps: 100 }, newId())).status).toBe(201);
    expect(seller?.split).toEqual({ platformBps: 250, partnerBps: 100 });
  });

  it('the business’s own card and the one-off token: the provider’s token only; the cashier may tokenize, not keep', async () => {
    const card = await owner.post<{ id: string; brand: string; last4: string }>(op('cards'), { ...validCard('5555555555554444'), id: newId() }, newId());
    expect(card.status).toBe(201);
    expect(card.body).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(JSON.stringify(card.body)).not.toContain('tok_');
    expect((await owner.get<{ cards: { id: string }[] }>(op('distribution-rules'))).body.cards.map((c) => c.id)).toEqual([card.body.id]);
    expect((await owner.del(op(`cards/${card.body.id}`), newId())).status).toBe(200);
    expect((await owner.get<{ cards: unknown[] }>(op('distribution-rules'))).body.cards).toEqual([]);
    const token = await cashier.post<{ token: string; last4: string }>(op('token'), validCard(), newId());
    expect(token.status).toBe(200);
    expect(token.body.last4).toBe('1111');
    expect(token.body.token).toMatch(/^tok_/);
    expect((await cashier.post(op('cards'), validCard(), newId())).status).toBe(403);
  });
});

let anaCard = '';
let declinedCard = '';
describe('the store customer’s cards', () => {
  it('keeps the provider’s token, brand and last four digits, never the number', async () => {
    const res = await ana.post<Record<string, unknown>>(store('cards'), validCard(), newId());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ brand: 'visa', last4: '1111', holderName: 'ANA SOUZA', entityId: anaId });
    expect(JSON.stringify(res.body)).not.toContain(CARD);
    expect(JSON.stringify(res.body)).not.toContain('tok_');
    anaCard = String(res.body.id);
    declinedCard = String((await ana.post<{ id: string }>(store('cards'), validCard(SIM_DECLINED_CARD), newId())).body.id);
    expect(sim.numbersSeen.has(CARD)).toBe(true);
    // Nothing of ours holds a card number: every online payment table read as text.
    for (const table of ['online_payment_cards', 'online_payment_charges', 'online_payment_owners', 'idempotency_keys']) {
      const rows = await server.database.db.execute(sql.raw(`select t::text as row from ${table} t`));
      const text = JSON.stringify(rows.rows);
      expect(text, table).not.toContain(CARD);
      expect(text, table).not.toContain(SIM_DECLINED_CARD);
    }
  });

  it('refuses a bad number in Portuguese; another customer cannot remove the card', async () => {
    const bad = await ana.post<{ message: string }>(store('cards'), validCard('4111111111111112'), newId());
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Número do cartão inválido: confira os dígitos');
    expect((await bruno.del(store(`cards/${anaCard}`), newId())).status).toBe(404);
    const rules = await ana.get<{ onlinePayment: boolean; cards: { id: string }[] }>(store('distribution-rules'));
    expect(rules.body.onlinePayment).toBe(true);
    expect(rules.body.cards.map((c) => c.id)).toEqual([anaCard, declinedCard]);
    expect((await bruno.get<{ cards: unknown[] }>(store('distribution-rules'))).body.cards).toEqual([]);
    // Another store's path with Ana's token: that store does not exist for her.
    expect((await ana.get(`/link-vendas/${OTHER_BUSINESS_ID}/distribution-rules`)).status).toBe(404);
  });
});

const batata = demoId('product:batata');
let paidOrder = '';
describe('the store’s order', () => {
  it('is priced by our catalogue whatever the client sends, and paid online with the split', async () => {
    const id = newId();
    const res = await ana.post<{ id: string; total: number; paymentState: string; originType: string; products: { unitPrice: number; totalPrice: number }[]; payment: { method: string; charge: { amount: number; status: string } } }>(
      store('orders'),
      { id, deliveryMode: 'balcony', products: [{ productId: batata, quantity: 2000, unitPrice: 1, totalPrice: 2 }], total: 2, payment: { method: 'online', cardId: anaCard } },
      newId(),
    );
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(4980);
    expect(res.body.products[0]).toMatchObject({ unitPrice: 2490, totalPrice: 4980 });
    expect(res.body).toMatchObject({ id, paymentState: 'prepaid', originType: 'linkVendas', payment: { method: 'online', charge: { amount: 4980, status: 'paid' } } });
    const charge = [...sim.charges.values()].find((c) => c.reference === id);
    expect(charge).toMatchObject({ amount: 4980, status: 'paid', split: { platform: 124, partner: 49, business: 4807 } });
    paidOrder = id;
  });

  it('the same request again (its Idempotency-Key) answers the same order and charges once', async () => {
    const key = newId();
    const body = { id: newId(), deliveryMode: 'balcony', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'online', cardId: anaCard } };
    const first = await ana.post<{ id: string; number: number }>(store('orders'), body, key);
    const again = await ana.post<{ id: string; number: number }>(store('orders'), body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect([...sim.charges.values()].filter((c) => c.reference === body.id)).toHaveLength(1);
  });

  it('a refused card leaves no order and no charge, with a clear message', async () => {
    const id = newId();
    const before = sim.charges.size;
    const res = await ana.post<{ message: string }>(store('orders'), { id, deliveryMode: 'balcony', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'online', cardId: declinedCard } }, newId());
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Pagamento recusado pelo banco emissor do cartão. Use outro cartão ou pague na entrega');
    expect(await server.database.db.select().from(orders).where(eq(orders.id, id))).toEqual([]);
    expect(await server.database.db.select().from(onlinePaymentCharges).where(eq(onlinePaymentCharges.orderId, id))).toEqual([]);
    expect(sim.charges.size).toBe(before);
  });

  it('pay on delivery: an order with no charge; another customer’s card is not found', async () => {
    const res = await bruno.post<{ paymentState: string; payment: { method: string } }>(store('orders'), { deliveryMode: 'balcony', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'onDelivery' } }, newId());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ paymentState: 'pending', payment: { method: 'onDelivery' } });
    const theirs = await bruno.post<{ message: string }>(store('orders'), { deliveryMode: 'balcony', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'online', cardId: anaCard } }, newId());
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Cartão não encontrado');
  });

  it('a delivery to the customer’s own address; another customer’s address is refused', async () => {
    const address = await ana.post<{ id: string }>(`/link-vendas/entities/${anaId}/addresses`, { street: 'Rua das Flores', number: '10', neighborhood: 'Centro' }, newId());
    expect(address.status).toBe(201);
    const res = await ana.post<{ deliveryMode: string; entityAddressId: string; total: number }>(
      store('orders'),
      { deliveryMode: 'delivery', entityAddressId: address.body.id, products: [{ productId: batata, quantity: 1000 }], payment: { method: 'online', cardId: anaCard } },
      newId(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ deliveryMode: 'delivery', entityAddressId: address.body.id, total: 2490 });
    const theirs = await bruno.post(store('orders'), { deliveryMode: 'delivery', entityAddressId: address.body.id, products: [{ productId: batata, quantity: 1000 }], payment: { method: 'onDelivery' } }, newId());
    expect(theirs.status).toBe(409);
  });

  it('the table token header makes it the table’s order; a bad token is refused', async () => {
    const tableId = demoId('table:3');
    const token = (await request<{ token: string }>(server.url, 'POST', '/link-vendas/login/generate-table-token', { tableId })).body.token;
    const res = await ana.request<{ deliveryMode: string; originType: string; message: string }>(
      'POST',
      store('orders'),
      { products: [{ productId: batata, quantity: 1000 }], message: 'sem sal', payment: { method: 'onDelivery' } },
      { 'x-table-token': token, 'idempotency-key': newId() },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ deliveryMode: 'saloon', originType: 'linkVendasMesa', message: 'Mesa 3 · sem sal' });
    const bad = await ana.request<{ message: string }>('POST', store('orders'), { products: [{ productId: batata, quantity: 1000 }], payment: { method: 'onDelivery' } }, { 'x-table-token': ana.token, 'idempotency-key': newId() });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('O QR Code da mesa expirou: leia-o de novo');
    const noTable = await ana.post<{ message: string }>(store('orders'), { deliveryMode: 'saloon', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'onDelivery' } }, newId());
    expect(noTable.status).toBe(409);
    expect(noTable.body.message).toBe('Para pedir na mesa, leia o QR Code da mesa');
    const noAddress = await ana.post<{ message: string }>(store('orders'), { deliveryMode: 'delivery', products: [{ productId: batata, quantity: 1000 }], payment: { method: 'onDelivery' } }, newId());
    expect(noAddress.status).toBe(409);
    expect(noAddress.body.message).toBe('Informe o endereço de entrega');
  });
});

describe('cancel-order and the report', () => {
  it('refunds through the provider and cancels the order; once', async () => {
    expect((await manager.post(op('cancel-order'), { orderId: paidOrder, reason: 'cliente desistiu' }, newId())).status).toBe(200);
    const charge = [...sim.charges.values()].find((c) => c.reference === paidOrder);
    expect(charge?.status).toBe('refunded');
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, paidOrder));
    expect(order?.status).toBe('canceled');
    const [ours] = await server.database.db.select().from(onlinePaymentCharges).where(eq(onlinePaymentCharges.orderId, paidOrder));
    expect(ours?.status).toBe('refunded');
    const again = await manager.post<{ message: string }>(op('cancel-order'), { orderId: paidOrder }, newId());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('O pagamento deste pedido já foi estornado');
  });

  it('the report lists the provider’s charges as a PDF, for the owner only', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const excel = await fetch(server.url + op('report'), { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ from: today, to: today, format: 'excel' }) });
    expect(excel.status).toBe(200);
    const sheet = sheetText(new Uint8Array(await excel.arrayBuffer()));
    // The refunded charge is listed as such; the paid one counts in the total with its split.
    expect(sheet).toContain('Estornado');
    expect(sheet).toContain('Pago');
    expect(sheet).toContain('visa final 1111');
    expect(sheet).toContain(orderCode(paidOrder));
    expect(sheet).toContain('Total pago');
    const res = await fetch(server.url + op('report'), { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ from: today, to: today, format: 'pdf' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect((await manager.post(op('report'), { from: today, to: today })).status).toBe(403);
  });
});
