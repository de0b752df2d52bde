// The product editor's rules (issue 17): the manager puts a pizza flavour of the demo menu on sale for today from
// Configurações → Cardápio and the counter sells the pizza with that flavour at the sale price (pad line and
// bill); the manager sets a product's hours away from now and the counter refuses it with the Portuguese message.
// Real server, host and Chromium; every change goes through the outbox as a declared write.
import { test, expect, type Page } from '@playwright/test';
import { localClock } from '../../src-shared/domain/availability.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Forno de pizza']));
});

test.afterAll(() => closeCounter(page, printers, stack));

const clock = (minutes: number) => localClock(new Date(Date.now() + minutes * 60_000), 'America/Sao_Paulo').time;

async function editProduct(name: string) {
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes/cardapio');
  const row = page.locator(`[data-testid="menu-row"][data-name="${name}"]`);
  await row.getByRole('button', { name: `Editar: ${name}` }).click({ timeout: 30_000 });
  return page.getByTestId('product-dialog');
}

test('a flavour put on sale today sells at the sale price on the pad line and the bill', async () => {
  test.setTimeout(120_000);
  const dialog = await editProduct('Pizza Grande (8 fatias)');
  const sales = dialog.getByTestId('item-sales');
  await expect(sales).toContainText('Nenhuma promoção.');
  await sales.getByTestId('sale-item').selectOption({ label: 'Calabresa (R$ 64,90)' });
  await sales.getByTestId('sale-price').pressSequentially('5000');
  await sales.getByTestId('sale-add').click();
  // The sale shows once the server has it (the mirror pulls it): with its price, the item's own one and today.
  const sale = sales.getByTestId('sale-row');
  await expect(sale).toContainText('Calabresa', { timeout: 30_000 });
  await expect(sale).toContainText('R$ 50,00');
  await expect(sale).toContainText('R$ 64,90');
  await expect(sale).toContainText(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }));
  await shotBothSizes(page, 'menu-item-sales');
  await page.keyboard.press('Escape');

  await openTable(page, 'Mesa 7', 2);
  await page.getByTestId('product-search').fill('Pizza Grande');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza Grande' }).click({ timeout: 20_000 });
  const composite = page.getByTestId('composite-dialog');
  const calabresa = composite.getByRole('group', { name: 'Sabores' }).getByRole('checkbox', { name: /Calabresa/ });
  await expect(calabresa).toContainText('R$ 50,00', { timeout: 20_000 });
  await calabresa.click();
  await expect(composite.getByTestId('composite-price')).toContainText('R$ 50,00');
  await composite.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByTestId('draft-line')).toContainText('R$ 50,00');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toContainText('R$ 50,00');
  await expect(page.getByTestId('pad-totals')).toContainText('R$ 50,00');

  // The sale removed, the flavour is back at its own price.
  const again = await editProduct('Pizza Grande (8 fatias)');
  await again.getByTestId('item-sales').getByRole('button', { name: 'Remover: Calabresa' }).click();
  await expect(again.getByTestId('item-sales')).toContainText('Nenhuma promoção.', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await openTable(page, 'Mesa 11', 2);
  await page.getByTestId('product-search').fill('Pizza Grande');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza Grande' }).click({ timeout: 20_000 });
  await expect(page.getByTestId('composite-dialog').getByRole('checkbox', { name: /Calabresa/ })).toContainText('R$ 64,90', { timeout: 20_000 });
  await page.keyboard.press('Escape');
});

test('a product set to hours that exclude now is refused by the counter with the message', async () => {
  test.setTimeout(120_000);
  const [from, to] = [clock(120), clock(180)];
  const dialog = await editProduct('Pudim de leite');
  const hours = dialog.getByTestId('product-availabilities');
  await expect(hours).toContainText('Vendido todos os dias, a qualquer hora.');
  await hours.getByTestId('availability-from').fill(from);
  await hours.getByTestId('availability-to').fill(to);
  await hours.getByTestId('availability-add').click();
  // Pictured at once by the write's optimistic effect (the availabilities are mirrored).
  await expect(hours.getByTestId('availability-row')).toContainText(`Todos os dias, das ${from} às ${to}`);
  await shotBothSizes(page, 'menu-availabilities');
  await page.keyboard.press('Escape');

  await openTable(page, 'Mesa 8', 2);
  const search = page.getByTestId('product-search');
  await search.fill('800');
  await search.press('Enter');
  await expect(page.getByText(`Pudim de leite não está disponível agora: disponível todos os dias das ${from} às ${to}`).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('draft-line')).toHaveCount(0);

  // Removed, the hours no longer hold it back: the counter takes it again.
  const again = await editProduct('Pudim de leite');
  await again.getByTestId('product-availabilities').getByRole('button', { name: 'Remover: Todos os dias' }).click();
  await expect(again.getByTestId('product-availabilities')).toContainText('Vendido todos os dias, a qualquer hora.');
  await page.keyboard.press('Escape');
  await openTable(page, 'Mesa 9', 2);
  await page.getByTestId('product-search').fill('800');
  await page.getByTestId('product-search').press('Enter');
  await expect(page.getByTestId('draft-line')).toContainText('Pudim de leite');
});
