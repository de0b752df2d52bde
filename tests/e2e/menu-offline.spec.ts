// Menu edits made while the server is down (issue 17), in Chromium: the manager changes a price, marks a dessert
// sold out and raises the changed price by 10 % with the bulk change; each shows at once from the outbox; when
// the server is back they reach it once. The percentage proves "once": applied twice it would read 18,15, not 16,50.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
import { serverRows } from './support/serverRows.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

const row = (name: string) => page.locator(`[data-testid="menu-row"][data-name="${name}"]`);

test('a price, a sold-out flag and a bulk raise made offline reach the server once when it is back', async () => {
  test.setTimeout(150_000);
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  await page.getByTestId('open-menu').click();
  await expect(row('Pudim de leite')).toContainText('R$ 12,90', { timeout: 30_000 });
  await expectSynced(page);

  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // The pudding from 12,90 to 15,00 in its editor.
  await row('Pudim de leite').getByRole('button', { name: 'Editar: Pudim de leite' }).click();
  const d = page.getByTestId('product-dialog');
  await d.getByTestId('product-price').pressSequentially('1500');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(row('Pudim de leite')).toContainText('R$ 15,00');

  // The petit gâteau sold out with one click.
  await row('Petit gâteau com sorvete').getByRole('button', { name: 'Esgotar: Petit gâteau com sorvete' }).click();
  await expect(row('Petit gâteau com sorvete')).toContainText('Esgotado');

  // The pudding alone, 10 % up: 16,50.
  await page.getByTestId('menu-search').fill('Pudim');
  await expect(page.getByTestId('menu-row')).toHaveCount(1);
  await page.keyboard.press('F6');
  const bulk = page.getByTestId('bulk-dialog');
  await bulk.getByTestId('bulk-amount').pressSequentially('1000');
  await expect(bulk).toContainText('R$ 16,50');
  await page.keyboard.press('Enter');
  await expect(bulk).toHaveCount(0);
  await expect(row('Pudim de leite')).toContainText('R$ 16,50');
  await expect(page.getByTestId('pending-changes')).toHaveText('3 alterações aguardando envio');

  // The server is back: the outbox goes, and the list keeps showing the same.
  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await page.getByTestId('menu-search').fill('');
  await expect(row('Pudim de leite')).toContainText('R$ 16,50');
  await expect(row('Petit gâteau com sorvete')).toContainText('Esgotado');

  type Product = { id: string; deletedAt: string | null; name: string; price: number; available: boolean };
  const rows = await serverRows<{ products: Product[] }>(stack.serverUrl, 'products { id deletedAt name price available }');
  const named = (name: string) => rows.products.filter((p) => p.name === name && !p.deletedAt);
  expect(named('Pudim de leite')).toHaveLength(1);
  expect(named('Pudim de leite')[0]).toMatchObject({ price: 1650, available: true });
  expect(named('Petit gâteau com sorvete')).toHaveLength(1);
  expect(named('Petit gâteau com sorvete')[0]).toMatchObject({ price: 2290, available: false });
});
