// The promise of the product, in Chromium: with the server stopped the cashier opens a comanda, adds
// items, takes the payment and closes it; the changes wait in the outbox (the app bar counts them, the
// pending screen lists them); the server comes back and they all go through, and the count returns to 0.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openRegister, openTable, openTerminal, shot, expectSynced } from './support/counter.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'cashier'));
  // The register is opened while online (R$ 100,00 of change), as at the start of a shift.
  await openRegister(page);
  await expectSynced(page);
});

test.afterAll(() => closeCounter(page, {}, stack));

test('a comanda opened, served, paid and closed offline syncs when the server is back', async () => {
  test.setTimeout(120_000);
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // Open comanda 21 and fire a portion of fries and a chopp: 24,90 + 12,90 = 37,80; with 10 %: 41,58.
  await openTable(page, 'Comanda 21', 1);
  await fireCodes(page, ['300', '404']);
  await expect(page.getByTestId('pad-line')).toHaveCount(2);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 41,58');

  // Cash: R$ 50,00 handed over, R$ 8,42 of change.
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 41,58');
  await page.getByRole('button', { name: 'Dinheiro' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 41,58');
  await page.getByTestId('payment-tendered').pressSequentially('5000');
  await expect(page.getByTestId('payment-change')).toHaveText('Troco: R$ 8,42');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tables-screen')).toBeVisible();

  // Pending: counted in the app bar, listed on the pending screen with what each change is.
  // The count settles once the last change (closing) is in the outbox: open, fire, pay, close at least.
  const pendingCount = async () => Number((await page.getByTestId('pending-changes').textContent())?.match(/(\d+) alteraç/)?.[1] ?? 0);
  await expect.poll(pendingCount).toBeGreaterThanOrEqual(4);
  const waiting = await pendingCount();
  await page.getByTestId('open-pending').click();
  await expect(page.getByTestId('pending-screen')).toBeVisible();
  await expect(page.getByTestId('waiting-change')).toHaveCount(waiting);
  await expect(page.getByTestId('pending-screen')).toContainText('Comanda 21');
  await shot(page, 'pending-offline');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await expect(page.getByTestId('pending-screen')).toContainText('Nenhuma alteração aguardando envio');
  await expect(page.getByTestId('refused-change')).toHaveCount(0);
  await shot(page, 'pending-synced');

  // The server's rows are in the mirror now: comanda 21 is free again.
  await page.getByRole('button', { name: 'Mesas' }).click();
  await expect(page.getByTestId('table-Comanda 21')).toContainText('Livre');
});
