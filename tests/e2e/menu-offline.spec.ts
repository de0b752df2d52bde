// Menu edits made while the server is down (issue 17), in Chromium: the manager changes a price, marks a dessert
// sold out and raises the changed price by 10 % with the bulk change; each shows at once from the outbox; when
// the server is back they reach it once. The percentage proves "once": applied twice it would read 18,15, not 16,50.
// A photo chosen in "Novo produto" goes right after the product; offline, the editor says it goes when the
// connection is back, and it does.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
import { stripedPng } from './support/png.js';
import { serverRows } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

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

test('a photo chosen in "Novo produto" is sent after the product; offline it waits for the connection, as the editor says', async () => {
  test.setTimeout(150_000);
  const d = page.getByTestId('product-dialog');
  const photoOf = (name: string) => row(name).getByTestId('product-thumb');
  const create = async (name: string, code: string, digits: string, colour: [number, number, number]) => {
    await page.keyboard.press('F2');
    await d.getByLabel('Nome').fill(name);
    await d.getByLabel('Código', { exact: true }).fill(code);
    await d.getByTestId('product-price').pressSequentially(digits);
    await d.getByTestId('new-product-image-file').setInputFiles({ name: `${code}.png`, mimeType: 'image/png', buffer: stripedPng(160, 120, colour, [250, 250, 250]) });
    await expect(d.getByTestId('new-product-thumb')).toBeVisible();
  };

  // Online: the photo follows the product at once.
  await create('Suco verde', '480', '1100', [60, 170, 60]);
  await expect(d.getByTestId('new-product-image-when')).toHaveText('A foto é enviada logo depois que o produto for salvo.');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(photoOf('Suco verde')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => photoOf('Suco verde').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);

  // Offline: the editor says when it goes; the product is in the list at once, its photo not yet.
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await create('Suco de uva', '481', '1200', [120, 40, 120]);
  await expect(d.getByTestId('new-product-image-when')).toHaveText(
    'Sem conexão com o servidor: a foto será enviada quando a conexão voltar (mantenha o PDV aberto até lá).',
  );
  await shotBothSizes(page, 'menu-new-photo-offline');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(page.getByText('Suco de uva salvo; a foto será enviada quando a conexão voltar')).toBeVisible();
  await expect(row('Suco de uva')).toContainText('R$ 12,00');
  await expect(photoOf('Suco de uva')).toHaveCount(0);

  // Back online: the product goes, then its photo.
  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await expect(photoOf('Suco de uva')).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => photoOf('Suco de uva').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await shotBothSizes(page, 'menu-new-photo-list');
});
