// Maria pays her account (fiado) in cash at the counter (issue 18): that money is in the drawer. With the register
// closed the counter refuses it, saying to open the register; once open, she pays R$ 27,39 in cash, the register
// lists it as "Recebimento de conta", the drawer holds it, and the close expects it: the count of
// R$ 127,39 (R$ 100,00 of change + her R$ 27,39) is exact. The server holds the payment in that session.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openCounter, openRegister, people, shot, type PaperPrinter } from './support/counter.js';
import { mirrored } from './support/mirror.js';
import { serverRows } from './support/serverRows.js';
import { newId } from '../../src-shared/ids/uuid.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};
const MARIA = 'Maria Aparecida Silva';
const maria = demoId('entity:maria');

test.describe.configure({ mode: 'serial' });

/** Maria took a table's bill of R$ 27,39 on her account yesterday (fiado.spec.ts does it on screen). */
async function mariaOwes(amount: number): Promise<void> {
  const res = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(people.manager),
  });
  const { token } = (await res.json()) as { token: string };
  const post = (path: string, body: unknown) =>
    fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
  const accountId = newId();
  expect((await post(`entities/${maria}/transaction-accounts`, { id: accountId, name: 'Fiado' })).status).toBe(201);
  const entryId = newId();
  expect((await post(`entities/${maria}/transaction-accounts/${accountId}/entries`, { id: entryId, type: 'purchase', amount, description: 'Mesa 5' })).status).toBe(201);
  await expect.poll(() => mirrored(page, 'entityTransactionAccountEntries', entryId), { timeout: 30_000 }).toBe(true);
}

async function openMaria(): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Clientes' }).click();
  await expect(page.getByTestId('customers-screen')).toBeVisible();
  await page.getByTestId('customer-search').fill('98765');
  await expect(page.getByTestId('customer-hits')).toContainText(MARIA);
  await page.getByTestId('customer-search').press('Enter');
  await expect(page.getByTestId('customer-name')).toHaveText(MARIA);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // The manager works the counter here: the close is a manager's.
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa']));
  await expect(page.getByTestId('session-user')).toBeVisible({ timeout: 20_000 });
  await mariaOwes(2739);
});

test.afterAll(() => closeCounter(page, printers, stack));

test('with the register closed, paying the account in cash is refused: open the register first', async () => {
  await openMaria();
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 27,39');
  await page.keyboard.press('F2');
  const dialog = page.getByTestId('receive-dialog');
  await dialog.getByRole('radio', { name: 'Dinheiro' }).click();
  await expect(dialog.getByTestId('receive-needs-register')).toHaveText('Abra o caixa antes de receber a conta em dinheiro');
  await expect(dialog.getByRole('button', { name: /Confirmar/ })).toBeDisabled();
  await shot(page, 'fiado-cash-needs-register');
  // PIX needs no register: the refusal goes away with it.
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  await expect(dialog.getByTestId('receive-needs-register')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 27,39');
});

test('with the register open, Maria pays R$ 27,39 in cash; the register lists it and the close expects it', async () => {
  await openRegister(page, '10000');
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 100,00');

  await openMaria();
  await page.keyboard.press('F2');
  const dialog = page.getByTestId('receive-dialog');
  await expect(dialog.getByTestId('receive-amount')).toHaveText('R$ 27,39');
  await dialog.getByRole('radio', { name: 'Dinheiro' }).click();
  await expect(dialog.getByTestId('receive-needs-register')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-owes')).toHaveText('Deve R$ 0,00');

  // The register: its own movement, with who paid, and the drawer holds it.
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  const receipt = page.getByTestId('cash-account-receipt');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('Recebimento de conta');
  await expect(receipt).toContainText(MARIA);
  await expect(receipt).toContainText('+R$ 27,39');
  await expect(page.getByTestId('cash-account-receipts')).toContainText('R$ 27,39');
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 127,39');
  await shot(page, 'fiado-cash-register');

  // The close: a blind count of R$ 127,39, then the expected amount is shown with no difference.
  await expectSynced(page);
  await page.keyboard.press('F9');
  const close = page.getByTestId('close-dialog');
  await close.getByTestId('count-Dinheiro').pressSequentially('12739');
  await page.keyboard.press('Enter');
  await expect(close.getByTestId('expected-Dinheiro')).toHaveText('R$ 127,39');
  await expect(close.getByTestId('difference-Dinheiro')).toContainText('R$ 0,00');
  await expect(close.getByTestId('close-difference')).toHaveText('Diferença: R$ 0,00');
  await shot(page, 'fiado-cash-close');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');

  // The server holds the payment in that session, and its figures agree with the counter's.
  await expectSynced(page);
  const rows = await serverRows<{
    cashRegisterAudits: { id: string; status: string }[];
    entityTransactionAccountEntries: { type: string; amount: number; cashRegisterAuditId: string | null; paymentMethodId: string | null }[];
  }>(stack.serverUrl, 'cashRegisterAudits { id status } entityTransactionAccountEntries { type amount cashRegisterAuditId paymentMethodId }');
  const audit = rows.cashRegisterAudits.find((a) => a.status === 'closed')!;
  expect(rows.entityTransactionAccountEntries.find((e) => e.type === 'payment')).toEqual({ type: 'payment', amount: 2739, cashRegisterAuditId: audit.id, paymentMethodId: demoId('pm:dinheiro') });
});
