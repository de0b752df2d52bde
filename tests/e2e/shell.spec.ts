import { test, expect } from '@playwright/test';
import { startStack, type Stack } from '../support/stack.js';
import { login } from './support/counter.js';

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
  // The server's reads need a session: the cashier logs in on the login screen first.
  await login(page, 'cashier');
  await expect(page.getByTestId('session-user')).toBeVisible();
  await expect(page.getByTestId('business-name')).toHaveText('Cantina Bella Napoli');
  await expect(page.getByTestId('terminal-name')).toContainText('Caixa 01');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await page.screenshot({ path: 'test-results/screens/shell-online.png' });

  await stack.stopServer();
  try {
    await expect(connectivity).toHaveText('offline');
    await expect(connectivity).toHaveAttribute('title', 'Servidor inacessível');
    // The mirror keeps what the screen needs: the business name and the session stay after a reload with the server away.
    await page.reload();
    await expect(page.getByTestId('business-name')).toHaveText('Cantina Bella Napoli');
    await expect(page.getByTestId('session-user')).toBeVisible();
    await expect(connectivity).toHaveText('offline');
    await page.screenshot({ path: 'test-results/screens/shell-offline.png' });
  } finally {
    // The next tests of this file need the server, whatever happened here.
    await stack.startServer();
  }
  await expect(connectivity).toHaveText('online');
});

test('the places of the shell are reachable by hash route', async ({ page }) => {
  await page.goto(`${stack.hostUrl}/#/caixa`);
  // Still logged in from the first test: the session lives in the terminal, not in the page.
  await expect(page.getByTestId('session-user')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Caixa', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/#\/pedidos$/);
  await expect(page.getByRole('button', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
});

test('without a session the login screen shows, and a wrong password is refused in Portuguese', async ({ page }) => {
  await page.goto(stack.hostUrl);
  await expect(page.getByTestId('session-user')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await expect(form).toBeVisible();
  await form.getByLabel('E-mail').fill('caixa@cantina.com.br');
  await form.getByLabel('Senha').fill('errada');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('E-mail ou senha inválidos');
  await login(page, 'cashier');
});
