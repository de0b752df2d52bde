// The menu's product types (issue 17): on Configurações → Cardápio the manager creates a pizza with two sizes and
// three flavours (a price per flavour and size; one changed afterwards in its editor), a combo of two products and
// a drink with its photo (a file that is not an image is refused with the server's message); then a cashier at the same terminal sells a half and half
// of two flavours at the highest half's price, the combo at its price and the drink (its tile shows the photo),
// and each goes to its product's kitchen printer. Real server and host, virtual printers, Chromium.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, login, openCounter, openTable, type PaperPrinter } from './support/counter.js';
import { stripedPng } from './support/png.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Bar', 'Forno de pizza']));
});

test.afterAll(() => closeCounter(page, printers, stack));

const row = (name: string) => page.locator(`[data-testid="menu-row"][data-name="${name}"]`);
const dialog = () => page.getByTestId('product-dialog');

async function openMenu(): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  await page.getByTestId('open-menu').click();
  await expect(row('X-Burger')).toBeVisible({ timeout: 30_000 });
}

test('the manager creates a pizza with sizes and flavours, a combo and a drink with its photo', async () => {
  test.setTimeout(120_000);
  await openMenu();

  // The pizza: two sizes, three flavours, each flavour's price at each size.
  await page.keyboard.press('F2');
  const d = dialog();
  await d.getByRole('radio', { name: 'Pizza (sabores)' }).click();
  await d.getByLabel('Nome').fill('Pizza da casa');
  await d.getByLabel('Código', { exact: true }).fill('160');
  await d.getByLabel('Categoria').selectOption({ label: 'Pizzas' });
  await d.getByLabel('Cozinha').selectOption({ label: 'Pizzaria' });
  // No flavours yet: refused before anything is sent.
  await expect(d.getByRole('alert')).toHaveText('Informe ao menos um sabor: uma pizza (produto composto) sem sabores não pode ser vendida');
  await expect(d.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  for (const size of ['Média', 'Grande']) {
    await d.getByTestId('size-name').fill(size);
    await d.getByTestId('size-name').press('Enter');
  }
  await expect(d.getByTestId('size-chip')).toHaveText([/Média/, /Grande/]);
  for (const flavour of ['Abobrinha', 'Rúcula com tomate seco', 'Palmito']) {
    await d.getByTestId('flavour-name').fill(flavour);
    await d.getByTestId('flavour-name').press('Enter');
  }
  await expect(d.getByTestId('flavour-row')).toHaveCount(3);
  await expect(d.getByRole('alert')).toHaveText('Informe o preço de Abobrinha no tamanho Média');
  const prices: [string, string, string][] = [
    ['Abobrinha', '4000', '5500'],
    ['Rúcula com tomate seco', '4500', '6200'],
    ['Palmito', '4200', '5800'],
  ];
  for (const [flavour, medium, large] of prices) {
    await d.getByLabel(`Preço de ${flavour} (Média)`).pressSequentially(medium);
    await d.getByLabel(`Preço de ${flavour} (Grande)`).pressSequentially(large);
  }
  await expect(d.getByRole('alert')).toHaveCount(0);
  await shotBothSizes(page, 'menu-kinds-pizza');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await expect(row('Pizza da casa')).toContainText('pelos sabores');

  // The combo: a portion and two cans, R$ 29,90.
  await page.keyboard.press('F2');
  await d.getByRole('radio', { name: 'Combo' }).click();
  await d.getByLabel('Nome').fill('Combo petisco');
  await d.getByLabel('Código', { exact: true }).fill('560');
  await d.getByTestId('product-price').pressSequentially('2990');
  await d.getByLabel('Categoria').selectOption({ label: 'Combos' });
  await d.getByLabel('Cozinha').selectOption({ label: 'Cozinha' });
  await expect(d.getByRole('alert')).toHaveText('Informe ao menos um produto do combo');
  const pick = d.getByTestId('combo-pick');
  await pick.selectOption({ label: 'Batata frita (porção) (R$ 24,90)' });
  await d.getByTestId('combo-add').click();
  await pick.selectOption({ label: 'Coca-Cola lata 350 ml (R$ 6,50)' });
  await d.getByLabel('Quantidade').fill('2');
  await d.getByTestId('combo-add').click();
  // 29,90 split by their prices (24,90 and 2 × 6,50 of 37,90), the rounding centavo to the first.
  await expect(d.getByTestId('combo-part')).toHaveText([/1× Batata frita.*R\$ 19,65/, /2× Coca-Cola lata.*R\$ 10,25/]);
  await expect(d.getByRole('alert')).toHaveCount(0);
  await shotBothSizes(page, 'menu-kinds-combo');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await expect(row('Combo petisco')).toContainText('R$ 29,90');

  // The drink, then its photo (the product exists on the server once it has synced).
  await page.keyboard.press('F2');
  await d.getByLabel('Nome').fill('Limonada suíça');
  await d.getByLabel('Código', { exact: true }).fill('470');
  await d.getByTestId('product-price').pressSequentially('1200');
  await d.getByLabel('Categoria').selectOption({ label: 'Bebidas' });
  await d.getByLabel('Cozinha').selectOption({ label: 'Bar' });
  await page.keyboard.press('Enter');
  await expect(row('Limonada suíça')).toContainText('R$ 12,00');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente', { timeout: 30_000 });
  await row('Limonada suíça').getByRole('button', { name: 'Editar: Limonada suíça' }).click();
  const file = d.getByTestId('product-image-file');
  await file.setInputFiles({ name: 'cardapio.txt', mimeType: 'image/png', buffer: Buffer.from('isto não é uma foto') });
  await expect(d.getByTestId('product-image-error')).toHaveText('cardapio.txt não é uma imagem: envie PNG, JPEG, GIF ou WebP');
  await file.setInputFiles({ name: 'limonada.png', mimeType: 'image/png', buffer: stripedPng(160, 120, [250, 230, 90], [120, 200, 80]) });
  await expect(d.getByTestId('product-image-error')).toHaveCount(0);
  const photo = d.getByTestId('product-thumb');
  await expect(photo).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await shotBothSizes(page, 'menu-kinds-image');
  await page.keyboard.press('Escape');
  await expect(row('Limonada suíça').getByTestId('product-thumb')).toHaveAttribute('alt', 'Foto de Limonada suíça');
  await shotBothSizes(page, 'menu-kinds-list');

  // An existing pizza's price at one size, changed in its editor.
  await row('Pizza da casa').getByRole('button', { name: 'Editar: Pizza da casa' }).click();
  const grid = d.getByTestId('composite-editor');
  await expect(grid.getByLabel('Preço de Palmito (Grande)')).toHaveValue('R$ 58,00');
  await grid.getByLabel('Preço de Palmito (Grande)').pressSequentially('6000');
  await shotBothSizes(page, 'menu-kinds-pizza-edit');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await row('Pizza da casa').getByRole('button', { name: 'Editar: Pizza da casa' }).click();
  await expect(grid.getByLabel('Preço de Palmito (Grande)')).toHaveValue('R$ 60,00');
  await page.keyboard.press('Escape');

  // The combo's editor shows what it holds, as the server stored it (its shares in the order they were added).
  await row('Combo petisco').getByRole('button', { name: 'Editar: Combo petisco' }).click();
  await expect(d.getByTestId('combo-editor').getByTestId('combo-part')).toHaveText([/1× Batata frita.*R\$ 19,65/, /2× Coca-Cola lata.*R\$ 10,25/]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente', { timeout: 30_000 });
});

test('a cashier sells a half and half by the highest half, the combo and the drink; each goes to its kitchen', async () => {
  test.setTimeout(120_000);
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await openTable(page, 'Mesa 9', 2);
  const search = page.getByTestId('product-search');
  const tile = (name: string) => page.getByTestId('product-tile').filter({ hasText: name });

  await search.fill('Pizza da casa');
  await tile('Pizza da casa').click({ timeout: 20_000 });
  const pizza = page.getByTestId('composite-dialog');
  const size = pizza.getByRole('group', { name: 'Tamanho' });
  const flavour = pizza.getByRole('group', { name: 'Sabores' });
  await size.getByRole('radio', { name: /Grande/ }).click();
  await expect(flavour.getByRole('checkbox', { name: /Rúcula/ })).toContainText('R$ 62,00');
  // The price the manager changed after creating it.
  await expect(flavour.getByRole('checkbox', { name: /Palmito/ })).toContainText('R$ 60,00');
  await flavour.getByRole('checkbox', { name: /Abobrinha/ }).click();
  await flavour.getByRole('checkbox', { name: /Rúcula/ }).click();
  // Half Abobrinha (55,00) and half Rúcula (62,00): the highest half.
  await expect(pizza.getByTestId('composite-price')).toContainText('R$ 62,00');
  await pizza.getByRole('button', { name: 'Adicionar' }).click();

  await search.fill('Combo petisco');
  await tile('Combo petisco').click();
  await search.fill('Limonada');
  await expect(tile('Limonada suíça').getByTestId('tile-image')).toBeVisible({ timeout: 20_000 });
  await tile('Limonada suíça').click();

  const drafts = page.getByTestId('draft-line');
  await expect(drafts).toHaveCount(3);
  await expect(drafts.nth(0)).toContainText('R$ 62,00');
  for (const part of ['R$ 29,90', '1 Batata frita (porção)', '2 Coca-Cola lata 350 ml']) await expect(drafts.nth(1)).toContainText(part);
  await expect(drafts.nth(2)).toContainText('R$ 12,00');
  await shotBothSizes(page, 'menu-kinds-pad');
  await page.keyboard.press('F4');

  await expect(page.getByTestId('pad-line')).toHaveCount(3);
  // 62,00 + 29,90 + 12,00 = 103,90; service 10,39; total 114,29.
  await expect(page.getByTestId('pad-totals')).toContainText('R$ 103,90');
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 114,29');
  const oven = await printers['Forno de pizza']!.waitForText(['Pizza da casa', 'Mesa 9']);
  expect(oven).not.toContain('Combo petisco');
  await printers.Cozinha!.waitForText(['Combo petisco', 'Mesa 9']);
  const bar = await printers.Bar!.waitForText(['Limonada', 'Mesa 9']);
  expect(bar).not.toContain('Pizza da casa');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente', { timeout: 30_000 });
});
