// Configurações → Pagamento online, against the provider's sandbox (src-server/onlinePayment/simulator.ts): the owner
// (a business admin the manager adds) registers the company, sends a document, adds two bank accounts and makes the
// second the main one, sets the split, and the state turns active; a customer of the online store orders and pays
// with a kept card; at the counter, cancelling that order says the payment will be refunded, and the provider
// refunds it. The manager is not offered the screen. Real server and host, Chromium; screenshots at 1366×768 (and
// the tablet's size) in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { startPaymentSimulator, type PaymentSimulator } from '../../src-server/onlinePayment/simulator.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import { newId } from '../../src-shared/ids/uuid.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let sim: PaymentSimulator;
let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

async function http<T>(method: string, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(stack.serverUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': newId(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startPaymentSimulator();
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_ONLINE_PAYMENT_URL: sim.url }));
  await page.setViewportSize({ width: 1366, height: 768 });
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await sim?.close();
});

test('the manager is not offered Pagamento online; the owner he adds is', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-online-payment')).toHaveCount(0);
  const manager = await http<{ token: string }>('POST', '/login/login-pdv', { email: 'gerente@cantina.com.br', password: 'gerente123' });
  const made = await http('POST', `/businesses/${DEMO_BUSINESS_ID}/users`, { id: newId(), name: 'Maria Rossi', email: 'dona@cantina.com.br', password: 'dona12345', type: 'businessOwner', roles: ['business_admin'] }, manager.body.token);
  expect(made.status).toBe(201);
  await page.getByRole('button', { name: 'Sair' }).click();
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await form.getByLabel('E-mail').fill('dona@cantina.com.br');
  await form.getByLabel('Senha').fill('dona12345');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('session-user')).toBeVisible();
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-online-payment').click();
  await expect(page.getByTestId('online-payment-state')).toContainText('Não iniciado');
});

test('the owner onboards: company, a document, two bank accounts (the second made main), the split; active', async () => {
  const fields: Record<string, string> = {
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
  for (const [f, v] of Object.entries(fields)) await page.getByTestId(`online-payment-owner-${f}`).fill(v);
  await page.getByTestId('online-payment-owner-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('online-payment-state')).toContainText('Em análise');

  await page.getByTestId('online-payment-document-type').selectOption('socialContract');
  await page.getByTestId('online-payment-document-file').setInputFiles({ name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 contrato') });
  await expectSynced(page);
  await expect(page.getByTestId('online-payment-documents')).toContainText('contrato-social.pdf');

  for (const [bank, account] of [
    ['001', '556677'],
    ['341', '998877'],
  ] as const) {
    const values: Record<string, string> = { bankCode: bank, agency: '1234', account, accountDigit: '1', holderName: 'Cantina da Nona Ltda', holderDocument: '12345678000195' };
    for (const [f, v] of Object.entries(values)) await page.getByTestId(`online-payment-account-${f}`).fill(v);
    await page.getByTestId('online-payment-account-add').click();
    await expect(page.getByTestId('online-payment-account-bankCode')).toHaveValue('');
    await expectSynced(page);
    await expect(page.getByTestId('online-payment-bank-accounts')).toContainText(`c/c ${account}-1`);
  }
  const accounts = page.getByTestId('online-payment-bank-account');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.filter({ hasText: '001' })).toContainText('Principal');
  await accounts.filter({ hasText: '341' }).getByTestId('online-payment-make-main').click();
  await expectSynced(page);
  await expect(accounts.filter({ hasText: '341' })).toContainText('Principal');
  await expect(accounts.filter({ hasText: '001' })).not.toContainText('Principal');

  await page.getByTestId('online-payment-split-platform').fill('2,5');
  await page.getByTestId('online-payment-split-partner').fill('1');
  await page.getByTestId('online-payment-split-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('online-payment-split-business')).toHaveText('96,5%');
  await expect(page.getByTestId('online-payment-state')).toContainText('Ativo');
  await page.getByTestId('online-payment-state').scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'online-payment-onboarded');
  await page.getByTestId('online-payment-split').scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'online-payment-accounts-split');
});

test('an order of the online store paid online is cancelled at the counter and refunded', async () => {
  const customer = await http<{ token: string }>('POST', '/link-vendas/login', { credentials: { businessId: DEMO_BUSINESS_ID, phone: '11988887777', password: 'senha123', name: 'Ana Souza' } });
  const card = await http<{ id: string; last4: string }>('POST', `/link-vendas/${DEMO_BUSINESS_ID}/cards`, { number: '4111 1111 1111 1111', holderName: 'ANA SOUZA', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123' }, customer.body.token);
  expect(card.body.last4).toBe('1111');
  const order = await http<{ id: string; total: number }>(
    'POST',
    `/link-vendas/${DEMO_BUSINESS_ID}/orders`,
    { deliveryMode: 'balcony', products: [{ productId: demoId('product:batata'), quantity: 1000 }], payment: { method: 'online', cardId: card.body.id } },
    customer.body.token,
  );
  expect(order.status).toBe(201);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Pedidos/ }).click();
  const tile = page.getByTestId('column-Pendentes').getByText('Ana Souza');
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await tile.click();
  await page.getByTestId('order-dialog').getByRole('button', { name: 'Cancelado' }).click();
  const dialog = page.getByTestId('cancel-order-dialog');
  await expect(dialog.getByTestId('cancel-order-refund')).toHaveText('Este pedido foi pago online: o valor será estornado no cartão do cliente.');
  await dialog.getByRole('textbox').first().fill('Cliente desistiu');
  await shotBothSizes(page, 'online-payment-cancel-refund');
  await dialog.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  await expectSynced(page);
  await expect.poll(() => [...sim.charges.values()].find((c) => c.reference === order.body.id)?.status, { timeout: 15_000 }).toBe('refunded');
  await expect(page.getByTestId('column-Pendentes').getByText('Ana Souza')).toHaveCount(0);
});
