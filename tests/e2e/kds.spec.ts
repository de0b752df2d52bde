// The kitchen display and the pickup panel (002 §2 KDS): an order fired at a table is put on the kitchen display
// from the orders board; the kitchen names its display once, sees the order with its items, taps "Pronto" (and can
// undo it); the dining room's panel shows the order's code under "Pode retirar". Real server, real Chromium.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, fireCodes, openTable, openTerminal, shot } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';
import { serverGql } from './support/serverRows.js';
import { demoId } from '../../src-server/demo/seed.js';

let stack: Stack;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

test('an order goes to the kitchen display, is made ready there, and shows on the pickup panel', async () => {
  test.setTimeout(120_000);
  await openTable(page, 'Mesa 3', 2);
  await fireCodes(page, ['300', '404']);

  // The orders board puts it on the kitchen display.
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Pedidos' }).click();
  const card = page.locator('[data-testid^="order-card-"]').filter({ hasText: 'Mesa 3' }).first();
  await card.click();
  const dialog = page.getByTestId('order-dialog');
  const code = /Pedido ([0-9A-F]{6})/.exec((await dialog.textContent()) ?? '')?.[1];
  expect(code, 'the order code in the dialog').toBeTruthy();
  await dialog.getByTestId('order-send-kds').click();
  await expect(dialog.getByTestId('order-send-kds')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The kitchen display: named once, then the order with its items.
  await page.getByTestId('open-kds').click();
  await expect(page.getByTestId('kds-screen')).toBeVisible();
  await page.getByTestId('kds-new-name').fill('Chapa');
  await page.getByTestId('kds-create').click();
  await expect(page.getByRole('heading', { name: 'Tela da cozinha: Chapa' })).toBeVisible();
  const order = page.getByTestId('kds-order').filter({ hasText: code! });
  await expect(order).toContainText('Mesa 3');
  await expect(order.locator('li')).toHaveCount(2);
  await shotBothSizes(page, 'kds');

  // Ready; undone by mistake and ready again.
  await order.getByTestId('kds-done').click();
  const ready = page.getByTestId('kds-ready-order').filter({ hasText: code! });
  await expect(ready).toBeVisible();
  await expect(page.getByTestId('kds-order').filter({ hasText: code! })).toHaveCount(0);
  await ready.getByTestId('kds-undo').click();
  await expect(page.getByTestId('kds-order').filter({ hasText: code! })).toBeVisible();
  await page.getByTestId('kds-order').filter({ hasText: code! }).getByTestId('kds-done').click();
  await expect(page.getByTestId('kds-ready-order').filter({ hasText: code! })).toBeVisible();
  await expectSynced(page);

  // The pickup panel reads the server: the code is under "Pode retirar".
  await page.goto(page.url().replace(/#.*$/, '#/painel'));
  await expect(page.getByTestId('pickup-ready')).toContainText(code!, { timeout: 20_000 });
  await expect(page.getByTestId('pickup-preparing')).not.toContainText(code!);
  await shot(page, 'pickup-panel');
});

test('an order sent to the kitchen by mistake is taken off it, and its customer is named from the board', async () => {
  test.setTimeout(120_000);
  await page.goto(page.url().replace(/#.*$/, '#/mesas'));
  await openTable(page, 'Mesa 5', 2);
  await fireCodes(page, ['300']);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Pedidos' }).click();
  const card = page.locator('[data-testid^="order-card-"]').filter({ hasText: 'Mesa 5' }).first();
  await card.click();
  const dialog = page.getByTestId('order-dialog');
  await dialog.getByTestId('order-send-kds').click();
  await card.click();
  // Sent: it can be taken off, and then sent again.
  await dialog.getByTestId('order-revert-kds').click();
  await card.click();
  await expect(dialog.getByTestId('order-send-kds')).toBeVisible();
  await expect(dialog.getByTestId('order-revert-kds')).toHaveCount(0);

  // The customer, found as the cashier types.
  await dialog.getByTestId('order-set-customer').click();
  const pick = page.getByTestId('order-customer-dialog');
  await pick.getByTestId('customer-search').fill('Maria');
  await pick.getByRole('button', { name: /Maria Aparecida/ }).click();
  await expect(card).toContainText('Maria Aparecida Silva');
  await expectSynced(page);
  const { data } = await serverGql<{ counterChanges: { orders: { entityId: string | null; kdsStatus: string }[] } }>(
    stack.serverUrl,
    'query($b: ID!){ counterChanges(businessId: $b, sinceSeq: 0){ orders { entityId kdsStatus } } }',
  );
  expect(data.counterChanges.orders.filter((o) => o.entityId === demoId('entity:maria'))).toEqual([{ entityId: demoId('entity:maria'), kdsStatus: 'none' }]);
});
