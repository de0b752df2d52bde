// Issue 16 item 9: a table whose bill is unpaid is not released. F9 on Mesa 12 with R$ 27,39 owed says why and
// offers no confirmation, offline too (the screen decides with the server's rule); the table stays occupied.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openTable, openTerminal, shot } from './support/counter.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'waiter'));
});

test.afterAll(() => closeCounter(page, {}, stack));

test('F9 on a table with an unpaid bill says what is owed and does not release it, offline too', async () => {
  test.setTimeout(120_000);
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  // A portion of fries: R$ 24,90 + 10 % = R$ 27,39.
  await openTable(page, 'Mesa 12', 2);
  await fireCodes(page, ['300']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tables-screen')).toBeVisible();

  await page.getByTestId('table-Mesa 12').click();
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: 'Liberar mesa' });
  await expect(dialog.getByTestId('release-refused')).toHaveText(
    'Mesa 12 ainda tem R$ 27,39 a receber: receba a conta ou transfira o atendimento antes de liberar a mesa',
  );
  await expect(dialog.getByRole('button', { name: /Confirmar/ })).toHaveCount(0);
  await shot(page, 'tables-release-refused-1366');
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'tables-release-refused-768');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.keyboard.press('Enter'); // nothing to confirm
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mesa 12, Ocupada/ })).toBeVisible();
});
