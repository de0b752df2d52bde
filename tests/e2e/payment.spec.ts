// The cashier settles a table: the register is open, the bill is split between PIX and cash with change,
// the receipt prints, the bill closes and the table is free again. Then the same with the server stopped,
// and everything reaches the server when it is back.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { openTable, openRegister, closeCounter, openCounter, shot, type PaperPrinter, expectSynced } from './support/counter.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Cozinha', 'Bar', 'Caixa']));
  // The register opens with R$ 100,00 of change.
  await openRegister(page);
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

/** Opens a table with people and fires two portions of fries and a chopp: 2 × 24,90 + 12,90 = 62,70; with 10 %: 68,97. */
async function serveTable(table: string, people: number): Promise<void> {
  await openTable(page, table, people);
  const search = page.getByTestId('product-search');
  for (const code of ['300', '300', '404']) {
    await search.fill(code);
    await search.press('Enter');
  }
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toHaveCount(2);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 68,97');
}

/** PIX R$ 30,00, then cash: R$ 50,00 handed over for the R$ 38,97 left, R$ 11,03 of change. */
async function payPixAndCash(): Promise<void> {
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 68,97');
  await page.getByRole('button', { name: 'PIX' }).click();
  await page.getByTestId('payment-amount').pressSequentially('3000');
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 30,00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 38,97');

  await page.keyboard.press('F2'); // Dinheiro
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 38,97');
  await page.getByTestId('payment-tendered').pressSequentially('5000');
  await expect(page.getByTestId('payment-change')).toHaveText('Troco: R$ 11,03');
  await shot(page, 'payment-cash-change');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await expect(page.getByTestId('payments-list')).toContainText('PIX');
  await expect(page.getByTestId('payments-list')).toContainText('Troco: R$ 11,03');
  await shot(page, 'payment-settled');
}

test('the cashier splits the bill between PIX and cash with change, prints the receipt and closes it', async () => {
  await serveTable('Mesa 8', 2);
  await payPixAndCash();

  await page.keyboard.press('F9');
  const receipt = await printers.Caixa!.waitForText(['COMPROVANTE DE PAGAMENTO', 'PIX', 'Dinheiro', 'Troco', '68,97']);
  expect(receipt).toContain('30,00');

  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tables-screen')).toBeVisible();
  await expect(page.getByTestId('table-Mesa 8')).toContainText('Livre');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});

test('with the server stopped the same sale goes through, and reaches the server when it is back', async () => {
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  await serveTable('Mesa 9', 3);
  await payPixAndCash();
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-Mesa 9')).toContainText('Livre');
  await expect(page.getByTestId('pending-changes')).not.toHaveText('Nenhuma alteração pendente');
  await shot(page, 'tables-map-offline');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page);
  // The server's answer now shows: the table stays free and nothing waits.
  await expect(page.getByTestId('table-Mesa 9')).toContainText('Livre');
});

test('a method clicked is ready for Enter at once: the cursor is in the amount and Enter pays, as the click ends', async () => {
  // A cashier clicks PIX and presses Enter straight away. On a busy counter PC that Enter can come before anything
  // the screen leaves for a moment later (in one run of this suite it pressed the PIX button again instead of
  // paying). Here the click and the Enter come back to back in the page, with only the click's own work in between.
  await serveTable('Mesa 10', 1);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 68,97');
  const focused = await page
    .getByTestId('payment-methods')
    .getByRole('button', { name: 'PIX' })
    .evaluate(async (pix: HTMLButtonElement) => {
      pix.focus(); // where a mouse click leaves the cursor
      pix.click();
      await Promise.resolve(); // React draws a click's changes in a microtask queued before this one
      const target = document.activeElement;
      target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      return target?.getAttribute('data-testid');
    });
  expect(focused).toBe('payment-amount');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-Mesa 10')).toContainText('Livre');
});

test('a gorjeta typed with the payment is charged on top of the bill, shown apart and printed on the receipt', async () => {
  await serveTable('Mesa 11', 2);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 68,97');
  await page.getByRole('button', { name: 'PIX' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 68,97');
  await page.getByTestId('payment-tip').click();
  await page.getByTestId('payment-tip').pressSequentially('700');
  await expect(page.getByTestId('payment-tip')).toHaveValue('R$ 7,00');
  await shot(page, 'payment-tip');
  await page.keyboard.press('Enter');
  // The gorjeta settles nothing: the bill is paid by the amount, the gorjeta shows on its own line.
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await expect(page.getByTestId('bill-paid')).toHaveText('R$ 68,97');
  await expect(page.getByTestId('bill-tips')).toHaveText('R$ 7,00');
  await expect(page.getByTestId('payments-list')).toContainText('Gorjeta: R$ 7,00');

  await page.keyboard.press('F9');
  const receipt = await printers.Caixa!.waitForText(['Gorjeta', '7,00']);
  expect(receipt).toMatch(/Gorjeta +R\$ 7,00/);
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-Mesa 11')).toContainText('Livre');
  await expectSynced(page);
});
