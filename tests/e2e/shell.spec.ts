import { test, expect } from '@playwright/test';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.close();
});

test('the shell reports online, then offline when the server stops, then online again', async ({ page }) => {
  await page.goto(stack.hostUrl);
  const connectivity = page.getByTestId('connectivity');
  await expect(connectivity).toHaveText('online');
  await expect(page.getByTestId('business-name')).toHaveText('Cantina Bella Napoli');
  await expect(page.getByTestId('terminal-name')).toContainText('Caixa 01');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await page.screenshot({ path: 'test-results/screens/shell-online.png' });

  await stack.stopServer();
  await expect(connectivity).toHaveText('offline');
  await expect(connectivity).toHaveAttribute('title', 'Servidor inacessível');
  // The mirror keeps what the screen needs: the business name stays after a reload with the server away.
  await page.reload();
  await expect(page.getByTestId('business-name')).toHaveText('Cantina Bella Napoli');
  await expect(connectivity).toHaveText('offline');
  await page.screenshot({ path: 'test-results/screens/shell-offline.png' });

  await stack.startServer();
  await expect(connectivity).toHaveText('online');
});

test('the places of the shell are reachable by hash route', async ({ page }) => {
  await page.goto(`${stack.hostUrl}/#/caixa`);
  await expect(page.getByRole('heading', { name: 'Caixa' })).toBeVisible();
  await page.getByRole('button', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/#\/pedidos$/);
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
});
