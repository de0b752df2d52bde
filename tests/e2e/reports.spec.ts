// Configurações → Relatórios: after a table is served and paid at the counter, the manager sees the day's sales
// drawn (sold, orders, average ticket, by category, by payment method) as the server sums them, downloads the sold
// values as a PDF, and is told plainly when the server is away. A cashier is not offered the screen.
// Real server and host, Chromium.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openCounter, openRegister, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Cozinha', 'Bar', 'Caixa']));
  await openRegister(page);
});

test.afterAll(() => closeCounter(page, printers, stack));

async function openReports(): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-reports').click();
  await expect(page.getByTestId('reports-screen')).toBeVisible();
}

test("a table served and paid shows in the day's charts: R$ 62,70 sold in 1 order, Porções and Bebidas, PIX", async () => {
  // Two portions of fries and a chopp: 2 × 24,90 + 12,90 = 62,70; with the 10 % fee the bill is 68,97, paid by PIX.
  await openTable(page, 'Mesa 8', 2);
  const search = page.getByTestId('product-search');
  for (const code of ['300', '300', '404']) {
    await search.fill(code);
    await search.press('Enter');
  }
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 68,97');
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'PIX' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 68,97');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 0,00');
  await expectSynced(page);

  await openReports();
  await page.getByTestId('reports-period').getByRole('radio', { name: 'Hoje' }).click();
  await expect(page.getByTestId('reports-sold')).toHaveText('R$ 62,70');
  await expect(page.getByTestId('reports-orders')).toHaveText('1');
  await expect(page.getByTestId('reports-ticket')).toHaveText('R$ 62,70');
  const categories = page.getByTestId('reports-categories').getByTestId('reports-bar-row');
  await expect(categories).toHaveCount(2);
  await expect(categories.nth(0)).toContainText('Porções');
  await expect(categories.nth(0)).toContainText('R$ 49,80');
  await expect(categories.nth(1)).toContainText('Bebidas');
  await expect(categories.nth(1)).toContainText('R$ 12,90');
  await expect(page.getByTestId('reports-methods')).toContainText('PIX');
  await expect(page.getByTestId('reports-methods')).toContainText('R$ 68,97 · 1 uso');
  await expect(page.getByTestId('reports-deliveries')).toContainText('Nada no período');

  // A week: seven columns, today's the only one with sales.
  await page.getByTestId('reports-period').getByRole('radio', { name: '7 dias' }).click();
  await expect(page.locator('[data-testid^="reports-bar-2"]')).toHaveCount(7);
  await expect(page.getByTestId('reports-sold')).toHaveText('R$ 62,70');
  await shotBothSizes(page, 'reports');
});

test('the sold values of the period download as a PDF named by the server', async () => {
  // The menu's files say they are of the menu as it is now, whatever the period.
  const files = page.getByTestId('reports-files');
  await files.scrollIntoViewIfNeeded();
  await expect(files.getByRole('listitem').filter({ hasText: 'CMV dos produtos' })).toContainText('o cardápio de agora');
  await expect(files.getByRole('listitem').filter({ hasText: 'Produtos vendidos' })).not.toContainText('o cardápio de agora');
  await page.screenshot({ path: 'test-results/screens/reports-files-1366x768.png' });
  const download = page.waitForEvent('download');
  await page.getByTestId('report-soldValues-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^valores-vendidos-\d{4}-\d\d-\d\d\.pdf$/);
  const bytes = readFileSync((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('toast').filter({ hasText: 'Arquivo salvo: valores-vendidos-' })).toBeVisible();
});

test('with the server away the screen says the reports need it, and reads again when it is back', async () => {
  await stack.stopServer();
  await page.getByTestId('reports-period').getByRole('radio', { name: '30 dias' }).click();
  await expect(page.getByTestId('reports-offline')).toContainText('Sem conexão com o servidor');
  await stack.startServer();
  await page.getByTestId('reports-offline').getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByTestId('reports-sold')).toHaveText('R$ 62,70');
  await expect(page.locator('[data-testid^="reports-bar-2"]')).toHaveCount(30);
});

test('a cashier is not offered the reports, and is told whose they are', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-reports')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/relatorios'));
  await expect(page.getByTestId('reports-manager-only')).toContainText('Os relatórios são do gerente');
});
