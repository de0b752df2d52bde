// The buffet by the kilo (issue 16, item 7): the scale shows grams and a person types "350"; that is 350 g
// (0,350 kg, R$ 26,22 at R$ 74,90/kg), not 350 kg. The dialog says it reads grams and shows the kilograms and
// price as they are typed; a weight past 100 kg is refused as a typing slip.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'waiter', printers, ['Caixa', 'Cozinha', 'Bar']));
});

test.afterAll(() => closeCounter(page, printers, stack));

test('"350" typed for the buffet by the kilo is 350 g, shown with its kilograms and price', async () => {
  await openTable(page, 'Mesa 6', 1);
  const search = page.getByTestId('product-search');
  await search.fill('700');
  await search.press('Enter');
  const dialog = page.getByTestId('weight-dialog');
  const field = dialog.getByLabel('Peso em gramas (g)');
  await expect(field).toBeFocused();

  // A slip: 350000 g is refused.
  await field.fill('350000');
  await expect(dialog.getByTestId('weight-refused')).toContainText('Peso acima do máximo (100,000 kg)');
  await expect(dialog.getByRole('button', { name: /Adicionar/ })).toBeDisabled();

  await field.fill('350');
  await expect(dialog.getByTestId('weight-reading')).toHaveText('350 g = 0,350 kg × R$ 74,90/kg = R$ 26,22');
  await shotBothSizes(page, 'pad-weight-grams');
  await page.keyboard.press('Enter');
  const draft = page.getByTestId('draft-line');
  await expect(draft).toHaveCount(1);
  await expect(draft).toContainText('0,350 kg');
  await expect(draft).toContainText('R$ 26,22');
  await expect(draft).not.toContainText('26.215');
});
