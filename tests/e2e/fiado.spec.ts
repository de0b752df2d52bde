// A customer buys "na conta" (fiado) and pays the next day (issue 18): the cashier, with the server down, puts
// a table's bill on Maria's account from the payment screen; the customers screen shows what she owes; it reaches
// the server when it is back. The next day (the browser's clock a day ahead) Maria pays it all with PIX at the
// counter: the account is zero, the statement prints, and the server holds the same.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openCounter, openTable, people, shot, type PaperPrinter } from './support/counter.js';
import { mirrored } from './support/mirror.js';
import { serverRows } from './support/serverRows.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};
const MARIA = 'Maria Aparecida Silva';

test.describe.configure({ mode: 'serial' });

/** The manager adds the business's "Fiado" payment method (type pendency), as the settings would, and the
 * counter's mirror holds it before the server goes away. */
async function addFiadoMethod(): Promise<void> {
  const res = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(people.manager),
  });
  const { token } = (await res.json()) as { token: string };
  const id = newId();
  const created = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/payments/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ id, name: 'Fiado', type: 'pendency', position: 9 }),
  });
  expect(created.status).toBe(201);
  await expect.poll(() => mirrored(page, 'paymentMethods', id), { timeout: 30_000 }).toBe(true);
}

async function openCustomers(): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Clientes' }).click();
  await expect(page.getByTestId('customers-screen')).toBeVisible();
}

async function findMaria(term: string): Promise<void> {
  await page.getByTestId('customer-search').fill(term);
  await expect(page.getByTestId('customer-hits')).toContainText(MARIA);
  await page.getByTestId('customer-search').press('Enter');
  await expect(page.getByTestId('customer-name')).toHaveText(MARIA);
}

interface ServerEntry {
  entityId: string;
  type: string;
  amount: number;
  settles: boolean;
  occurredAt: string;
  paymentMethodId: string | null;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Caixa']));
  await addFiadoMethod();
  await page.reload();
  await expect(page.getByTestId('session-user')).toBeVisible({ timeout: 20_000 });
});

test.afterAll(() => closeCounter(page, printers, stack));

test('with the server down, the cashier puts the bill on Maria’s account; the account shows what she owes', async () => {
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // One portion of fries: R$ 24,90 + 10 % = R$ 27,39.
  await openTable(page, 'Mesa 5', 1);
  await page.getByTestId('product-search').fill('300');
  await page.getByTestId('product-search').press('Enter');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 27,39');
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 27,39');

  await page.getByTestId('payment-methods').getByRole('button', { name: 'Fiado' }).click();
  // No customer yet: nothing can be put on account.
  await expect(page.getByRole('button', { name: 'Lançar pagamento' })).toBeDisabled();
  await findOnPayment('98765');
  await expect(page.getByTestId('on-account')).toContainText('R$ 27,39');
  await shotBothSizes(page, 'fiado-payment');
  await page.getByRole('button', { name: 'Lançar pagamento' }).click();
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('payments-list')).toContainText('Fiado');
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tables-screen')).toBeVisible();

  await openCustomers();
  await findMaria('maria');
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 27,39');
  await expect(page.getByTestId('account-entry')).toHaveCount(1);
  await expect(page.getByTestId('account-entry').first()).toContainText('Compra na conta');
  await expect(page.getByTestId('account-entry').first()).toContainText('aguardando envio');
  await expect(page.getByTestId('customer-addresses')).toContainText('Avenida Paulista, 1578');
  await shot(page, 'fiado-account-offline');

  await stack.startServer();
  await expectSynced(page);
  const rows = await serverRows<{ entityTransactionAccounts: { entityId: string; balance: number }[]; entityTransactionAccountEntries: ServerEntry[] }>(
    stack.serverUrl,
    'entityTransactionAccounts { entityId balance } entityTransactionAccountEntries { entityId type amount settles occurredAt paymentMethodId }',
  );
  expect(rows.entityTransactionAccounts).toHaveLength(1);
  expect(rows.entityTransactionAccounts[0]?.balance).toBe(2739);
  expect(rows.entityTransactionAccountEntries.map((e) => [e.type, e.amount])).toEqual([['purchase', 2739]]);
});

async function findOnPayment(term: string): Promise<void> {
  const panel = page.getByTestId('on-account');
  await panel.getByTestId('customer-search').fill(term);
  await expect(panel.getByTestId('customer-hits')).toContainText(MARIA);
  await panel.getByTestId('customer-search').press('Enter');
  await expect(page.getByTestId('on-account-customer')).toHaveText(MARIA);
}

test('the next day Maria pays it all with PIX at the counter: the account is zero and the statement prints', async () => {
  // The next day, on this terminal's clock (the browser's): what the cashier does now is dated tomorrow.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  await page.clock.install({ time: tomorrow });
  await page.reload();
  await login(page, 'cashier');
  await openCustomers();
  await findMaria('98765');
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 27,39');
  await shotBothSizes(page, 'fiado-customer');

  await page.keyboard.press('F2');
  const dialog = page.getByTestId('receive-dialog');
  await expect(dialog.getByTestId('receive-amount')).toHaveText('R$ 27,39');
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  await shot(page, 'fiado-receive');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 0,00');
  await expect(page.getByTestId('account-settled')).toHaveText('Conta quitada');
  const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' }).format(tomorrow);
  await expect(page.getByTestId('account-entry')).toHaveCount(2);
  await expect(page.getByTestId('account-entry').nth(1)).toContainText(`Pagamento (quitação)`);
  await expect(page.getByTestId('account-entry').nth(1)).toContainText(day);
  await shotBothSizes(page, 'fiado-settled');

  await page.keyboard.press('F9');
  const paper = await printers.Caixa!.waitForText(['EXTRATO DA CONTA', MARIA, 'CONTA QUITADA', '27,39']);
  expect(paper).toContain('Pagamento');

  await expectSynced(page);
  const rows = await serverRows<{ entityTransactionAccounts: { balance: number }[]; entityTransactionAccountEntries: ServerEntry[]; paymentMethods: { id: string; name: string }[] }>(
    stack.serverUrl,
    'entityTransactionAccounts { balance } entityTransactionAccountEntries { entityId type amount settles occurredAt paymentMethodId } paymentMethods { id name }',
  );
  expect(rows.entityTransactionAccounts[0]?.balance).toBe(0);
  const payment = rows.entityTransactionAccountEntries.find((e) => e.type === 'payment');
  expect(payment).toMatchObject({ amount: 2739, settles: true });
  expect(rows.paymentMethods.find((m) => m.id === payment?.paymentMethodId)?.name).toBe('PIX');
  expect(new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' }).format(new Date(payment!.occurredAt))).toBe(day);
});
