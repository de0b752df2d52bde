// One order number everywhere (issue 16, item 14): the kitchen ticket's "PEDIDO 350C03" is the number the
// orders board and its dialog show; the card says where the order goes (the table), and the dialog lists
// the pizza's halves and the note as the kitchen read them.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Forno de pizza', 'Bar', 'Caixa']));
});

test.afterAll(() => closeCounter(page, printers, stack));

test('the ticket, the board and the dialog show the same order number, the table, the halves and the note', async () => {
  await openTable(page, 'Mesa 7', 2);
  const search = page.getByTestId('product-search');
  await search.fill('pizza grande');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza Grande' }).click();
  const pizza = page.getByTestId('composite-dialog');
  await pizza.getByRole('checkbox', { name: /Calabresa/ }).click();
  await pizza.getByRole('checkbox', { name: /Quatro queijos/ }).click();
  await pizza.getByLabel('Observação').fill('Sem cebola');
  await pizza.getByRole('button', { name: 'Adicionar' }).click();
  await page.keyboard.press('F4');
  await expect(page.getByTestId('draft-line')).toHaveCount(0);

  const ticket = await printers['Forno de pizza']!.waitForText(['PEDIDO', 'Mesa 7', 'Calabresa']);
  const code = /PEDIDO\s*#?\s*([0-9A-F]{6})/.exec(ticket)?.[1];
  expect(code, `the ticket's order number\n${ticket}`).toBeTruthy();

  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Pedidos' }).click();
  const card = page.getByTestId('column-Em preparo').locator('[data-testid^="order-card-"]').first();
  await expect(card).toContainText(`Pedido ${code}`);
  await expect(card).toContainText('Mesa 7');
  await shotBothSizes(page, 'orders-board');
  await card.click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog).toContainText(`Pedido ${code}`);
  await expect(dialog.getByTestId('order-where')).toHaveText('Mesa 7');
  const line = dialog.getByTestId('order-line').first();
  await expect(line).toContainText('Pizza Grande');
  await expect(line).toContainText('1/2 Calabresa');
  await expect(line).toContainText('1/2 Quatro queijos');
  await expect(line).toContainText('Sem cebola');
  await shotBothSizes(page, 'orders-dialog');
});
