// Issue 16 item 3: closing the register while tables are open warns, listing them with what they hold.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openRegister, openTable, openTerminal, shot } from './support/counter.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

test('the close dialog lists the tables still open', async () => {
  await openRegister(page);
  await openTable(page, 'Mesa 7', 2);
  await fireCodes(page, ['300']);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Caixa' }).click();
  // F9 belongs to the Caixa screen: pressed only once it shows the open register.
  await expect(page.getByTestId('register-state')).toContainText('aberto');
  await page.keyboard.press('F9');
  const dialog = page.getByTestId('close-dialog');
  await expect(dialog.getByTestId('open-bills')).toContainText('1 mesa ou comanda ainda está aberta');
  await expect(dialog.getByTestId('open-bill')).toHaveText(['Mesa 7 · R$ 27,39']);
  await shot(page, 'cash-close-open-bills-1366');
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'cash-close-open-bills-768');
  await page.setViewportSize({ width: 1366, height: 768 });
});
