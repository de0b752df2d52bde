// The waiter at table 5: opens it with 3 people, builds a half-and-half pizza (priced by the highest half)
// and adds drinks, fires the order, and the pizzeria's and the bar's printers print their tickets.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { closeCounter, fireCodes, openCounter, openTable, people, shot, type PaperPrinter, expectSynced } from './support/counter.js';
import { mirrored } from './support/mirror.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'waiter', printers, ['Forno de pizza', 'Bar', 'Caixa']));
  await shot(page, 'settings');
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

test('a waiter opens table 5 with 3 people, fires a half-and-half pizza and drinks; the kitchen and bar print them', async () => {
  await page.getByRole('button', { name: 'Mesas' }).click();
  const table5 = page.getByTestId('table-Mesa 5');
  await expect(table5).toContainText('Livre');
  await shot(page, 'tables-map');
  await table5.click();

  const open = page.getByTestId('open-service-dialog');
  await expect(open).toBeVisible();
  await open.getByLabel('Pessoas', { exact: true }).fill('3');
  await shot(page, 'tables-open-service');
  await page.keyboard.press('Enter');

  // The order pad of table 5.
  await expect(page.getByTestId('pad-title')).toHaveText('Mesa 5');
  const search = page.getByTestId('product-search');
  await search.fill('pizza grande');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza Grande' }).click();
  const pizza = page.getByTestId('composite-dialog');
  await pizza.getByRole('checkbox', { name: /Calabresa/ }).click();
  await pizza.getByRole('checkbox', { name: /Quatro queijos/ }).click();
  // Half calabresa (R$ 64,90), half quatro queijos (R$ 72,90): the highest half prices the pizza.
  await expect(pizza.getByTestId('composite-price')).toHaveText('R$ 72,90');
  await shot(page, 'order-pad-composite');
  await pizza.getByRole('button', { name: 'Adicionar' }).click();

  await search.fill('coca');
  await page.getByTestId('product-tile').filter({ hasText: 'Coca-Cola lata' }).click();
  await search.fill('coca');
  await page.getByTestId('product-tile').filter({ hasText: 'Coca-Cola lata' }).click();
  // A scanner (or the keyboard) types the internal code and Enter.
  await search.fill('402');
  await search.press('Enter');

  const drafts = page.getByTestId('draft-line');
  await expect(drafts).toHaveCount(3);
  await expect(drafts.nth(1)).toContainText('2×');
  await expect(drafts.nth(2)).toContainText('Suco de laranja');
  await shot(page, 'order-pad-draft');

  await page.keyboard.press('F4');
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  const lines = page.getByTestId('pad-line');
  await expect(lines).toHaveCount(3);
  // 72,90 + 2 × 6,50 + 9,90 = 95,80; service 10 % = 9,58; total 105,38.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 105,38');

  const pizzaTicket = await printers['Forno de pizza']!.waitForText(['Pizza Grande', 'Calabresa', 'Quatro queijos', 'Mesa 5']);
  expect(pizzaTicket).not.toContain('Coca-Cola');
  const barTicket = await printers.Bar!.waitForText(['Coca-Cola lata', 'Suco de laranja', 'Mesa 5']);
  expect(barTicket).not.toContain('Pizza Grande');
  await shot(page, 'order-pad-fired');

  // Back on the map, table 5 is occupied with 3 people and its amount.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-Mesa 5')).toContainText('3 pessoas');
  // The tile shows the pad's total as its panel and the bill do: R$ 95,80 of items plus the 10 % service.
  await expect(page.getByTestId('table-Mesa 5')).toContainText('R$ 105,38');
  await shot(page, 'tables-map-occupied');
});

test('the waiter removes an item with its reason and moves the table 5 service to table 7', async () => {
  await page.getByTestId('table-Mesa 5').click();
  const panel = page.getByTestId('service-panel');
  await expect(panel).toContainText('Mesa 5');
  await panel.getByTestId('pad-tile-1').click();
  await page.getByTestId('pad-line').filter({ hasText: 'Suco de laranja' }).click();
  await page.getByTestId('line-actions').getByRole('button', { name: 'Remover item' }).click();
  const reason = page.getByTestId('reason-dialog');
  await reason.getByLabel('Por que remover este item?').fill('Cliente desistiu');
  // The item was fired: the waiter may not remove it alone, a manager authorises it on the same screen.
  await reason.getByLabel('E-mail do gerente').fill('gerente@cantina.com.br');
  await reason.getByLabel('Senha do gerente').fill('gerente123');
  await shot(page, 'order-pad-remove-reason');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pad-line')).toHaveCount(2);
  // 72,90 + 13,00 = 85,90; with 10 %: 94,49.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 94,49');

  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 5').click();
  await page.keyboard.press('F6'); // Transferir
  await page.getByTestId('pick-tables-dialog').getByRole('button', { name: 'Mesa 7' }).click();
  await shot(page, 'tables-transfer');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-Mesa 5')).toContainText('Livre');
  await expect(page.getByTestId('table-Mesa 7')).toContainText('3 pessoas');
  // R$ 85,90 of items plus the 10 % service: the pad's total, as on its panel and bill.
  await expect(page.getByTestId('table-Mesa 7')).toContainText('R$ 94,49');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});

test('with the server stopped the waiter opens table 6 and fires; the kitchen prints at once and it syncs later', async () => {
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await openTable(page, 'Mesa 6', 2);
  const search = page.getByTestId('product-search');
  await search.fill('100');
  await search.press('Enter');
  const pizza = page.getByTestId('composite-dialog');
  await pizza.getByRole('checkbox', { name: /Margherita/ }).click();
  await pizza.getByRole('checkbox', { name: /Portuguesa/ }).click();
  await expect(pizza.getByTestId('composite-price')).toHaveText('R$ 69,90');
  await page.keyboard.press('Enter');
  await search.fill('chopp');
  await search.press('Enter');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toHaveCount(2);
  await expect(page.getByTestId('pad-line').first()).toContainText('aguardando envio');
  // Offline, the tickets print all the same.
  await printers['Forno de pizza']!.waitForText(['Margherita', 'Portuguesa', 'Mesa 6']);
  await printers.Bar!.waitForText(['Chopp Brahma', 'Mesa 6']);
  await shot(page, 'order-pad-offline');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page);
  await expect(page.getByTestId('pad-line').first()).not.toContainText('aguardando envio');
  // 69,90 + 12,90 = 82,80; with 10 %: 91,08.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 91,08');
});

test('a drink with the pizzeria as its secondary kitchen prints on both the bar and the pizza oven', async () => {
  // The manager, over the API, sends the guaraná's tickets to the pizzeria too; the counter's mirror pulls it.
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(people.manager) });
  const { token } = (await login.json()) as { token: string };
  const secondaryId = newId();
  const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/products/${demoId('product:guarana-lata')}/secondary-kitchens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ id: secondaryId, kitchenId: demoId('kitchen:pizzaria') }),
  });
  expect(res.status, await res.text()).toBeLessThan(300);
  await expect.poll(() => mirrored(page, 'secondaryKitchens', secondaryId), { timeout: 20_000 }).toBe(true);

  await openTable(page, 'Mesa 8', 2);
  await fireCodes(page, ['401']);
  await printers.Bar!.waitForText(['Guaraná Antarctica', 'Mesa 8']);
  await printers['Forno de pizza']!.waitForText(['Guaraná Antarctica', 'Mesa 8']);
});
