// The items of an order pad beyond the simple ones: a plate weighed on the scale, a combo, the all-you-can-eat
// charged per person; then a sent item changed with its reason, one divided, items moved to a second pad
// of the same table, and the pre-bill printed on the cashier's printer.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { rodizioAllDay } from './support/availability.js';
import { openTable, closeCounter, openCounter, shot, type PaperPrinter } from './support/counter.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'waiter', printers, ['Cozinha', 'Forno de pizza', 'Caixa']));
  await rodizioAllDay(stack, page);
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

const lines = () => page.getByTestId('pad-line');
const line = (name: string | RegExp) => lines().filter({ hasText: name });

test('a weighed plate, a combo and the all-you-can-eat for each person go to the kitchens', async () => {
  await openTable(page, 'Mesa 14', 2);

  const search = page.getByTestId('product-search');
  await search.fill('700');
  await search.press('Enter');
  const weight = page.getByTestId('weight-dialog');
  await weight.getByLabel('Peso em gramas (g)').fill('0,452');
  await expect(weight).toContainText('0,452 kg');
  await shot(page, 'order-pad-weight');
  await page.keyboard.press('Enter');

  await search.fill('combo');
  await page.getByTestId('product-tile').filter({ hasText: 'Combo X-Burger' }).click();
  await search.fill('600');
  await search.press('Enter');

  const drafts = page.getByTestId('draft-line');
  await expect(drafts).toHaveCount(3);
  await expect(drafts.nth(0)).toContainText('0,452 kg');
  await expect(drafts.nth(0)).toContainText('R$ 33,85'); // 74,90 × 0,452
  // The combo says what it brings.
  for (const part of ['Combo: ', '1 X-Burger', '1 Batata frita (porção)', '1 Coca-Cola lata 350 ml']) await expect(drafts.nth(1)).toContainText(part);
  // Rodízio is per person: 2 people, 2 × 69,90.
  await expect(drafts.nth(2)).toContainText('2×');
  await expect(drafts.nth(2)).toContainText('R$ 139,80');
  await shot(page, 'order-pad-special-items');
  await page.keyboard.press('F4');

  await expect(lines()).toHaveCount(3);
  await expect(line('Buffet por quilo')).toContainText('0,452 kg');
  // 33,85 + 39,90 + 139,80 = 213,55; service 21,36; total 234,91.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 234,91');
  await printers.Cozinha!.waitForText(['Buffet por quilo', 'Combo X-Burger', 'Mesa 14']);
  const pizzeria = await printers['Forno de pizza']!.waitForText(['Rodízio de pizza', 'Mesa 14']);
  expect(pizzeria).not.toContain('Buffet');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});

test('the waiter changes the combo to 2 with a reason and divides the all-you-can-eat in two', async () => {
  await line('Combo').click();
  await page.getByTestId('line-actions').getByRole('button', { name: 'Alterar item' }).click();
  const edit = page.getByTestId('reason-dialog');
  await edit.getByRole('button', { name: 'Mais quantidade' }).click();
  await expect(edit.getByLabel('Quantidade', { exact: true })).toHaveValue('2');
  await edit.getByLabel('Observação').fill('sem cebola');
  await edit.getByLabel('Por que alterar este item?').fill('Mesa pediu mais um');
  await shot(page, 'order-pad-edit-item');
  await page.keyboard.press('Enter');
  await expect(line('Combo')).toContainText('2×');
  await expect(line('Combo')).toContainText('sem cebola');
  await expect(line('Combo')).toContainText('R$ 79,80');

  await line('Rodízio').click();
  await page.getByTestId('line-actions').getByRole('button', { name: 'Dividir item' }).click();
  const divide = page.getByTestId('divide-dialog');
  await expect(divide.getByLabel('Em quantas partes', { exact: true })).toHaveValue('2');
  await page.keyboard.press('Enter');
  await expect(line('Rodízio')).toHaveCount(2);
  await expect(line('Rodízio').nth(0)).toContainText('R$ 69,90');
  await expect(line('Rodízio').nth(1)).toContainText('R$ 69,90');
  // 33,85 + 79,80 + 139,80 = 253,45; service 25,35; total 278,80.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 278,80');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});

test('a second pad for the table; one all-you-can-eat moves there; the pre-bill prints', async () => {
  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 14').click();
  await expect(page.getByTestId('service-panel')).toBeVisible();
  await page.keyboard.press('F2'); // Nova comanda
  await expect(page.getByTestId('pad-title')).toHaveText('Mesa 14 · Comanda 2');
  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 14').click();
  await page.getByTestId('service-panel').getByTestId('pad-tile-1').click();
  await expect(page.getByTestId('pad-title')).toHaveText('Mesa 14');

  await line('Rodízio').first().click();
  await page.getByTestId('line-actions').getByRole('button', { name: 'Transferir itens' }).click();
  const transfer = page.getByTestId('transfer-dialog');
  await transfer.getByRole('button', { name: 'Mesa 14 · Comanda 2' }).click();
  await shot(page, 'order-pad-transfer-items');
  await page.keyboard.press('Enter');
  await expect(line('Rodízio')).toHaveCount(1);
  // 33,85 + 79,80 + 69,90 = 183,55; service 18,36; total 201,91.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 201,91');

  await page.keyboard.press('F9'); // Pré-conta
  const paper = await printers.Caixa!.waitForText(['CONFERÊNCIA DE CONTA', 'NÃO É DOCUMENTO FISCAL', 'Buffet por quilo', 'Combo X-Burger', '201,91']);
  expect(paper).toContain('183,55');

  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 14').click();
  await page.getByTestId('service-panel').getByTestId('pad-tile-2').click();
  await expect(page.getByTestId('pad-title')).toHaveText('Mesa 14 · Comanda 2');
  await expect(line('Rodízio')).toHaveCount(1);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 76,89'); // 69,90 + 6,99
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await shot(page, 'order-pad-second-pad');
});
