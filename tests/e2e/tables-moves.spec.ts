// The waiter moves services around the map: a big party takes a second table, another table's party joins
// them, and a table they no longer use is released while the service goes on in the others.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { openTable, fireCodes, closeCounter, openCounter, shot, type PaperPrinter } from './support/counter.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'waiter', printers, ['Cozinha', 'Bar', 'Caixa']));
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

/** Opens a free table with people and fires the products typed by code; back on the map. */
async function openAndFire(table: string, people: number, codes: string[]): Promise<void> {
  await openTable(page, table, people);
  await fireCodes(page, codes);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tables-screen')).toBeVisible();
}

test('a party of 4 at table 10 takes table 11 too; both show the same service', async () => {
  // Two chopps: 2 × 12,90 = 25,80.
  await openAndFire('Mesa 10', 4, ['404', '404']);
  await page.getByTestId('table-Mesa 10').click();
  const panel = page.getByTestId('service-panel');
  await expect(panel.getByRole('heading', { name: 'Mesa 10' })).toBeVisible();
  await page.keyboard.press('F4'); // Juntar mesas
  const pick = page.getByTestId('pick-tables-dialog');
  await pick.getByRole('button', { name: 'Mesa 11' }).click();
  await shot(page, 'tables-add-tables');
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('heading', { name: 'Mesa 10 + Mesa 11' })).toBeVisible();
  await expect(page.getByTestId('table-Mesa 11')).toContainText('4 pessoas');
  // R$ 25,80 of items plus the 10 % service: the pad's total, as on its panel and bill.
  await expect(page.getByTestId('table-Mesa 11')).toContainText('R$ 28,38');
  await expect(page.getByTestId('table-Mesa 10')).toContainText('R$ 28,38');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await shot(page, 'tables-service-two-tables');
});

test('the party of table 12 joins them: one service, every table, everyone, every pad', async () => {
  await page.keyboard.press('Escape');
  // Two portions of fries: 2 × 24,90 = 49,80.
  await openAndFire('Mesa 12', 2, ['300', '300']);
  await page.getByTestId('table-Mesa 12').click();
  const panel = page.getByTestId('service-panel');
  await expect(panel.getByRole('heading', { name: 'Mesa 12' })).toBeVisible();
  await page.keyboard.press('F7'); // Unir atendimentos
  const join = page.getByRole('dialog', { name: 'Unir atendimentos' });
  await join.getByRole('button', { name: /Mesa 10/ }).click();
  await shot(page, 'tables-join');
  await page.keyboard.press('Enter');

  // The server keeps table 12 in the joined service: 6 people, 25,80 + 49,80 = 75,60, two pads; the tiles show
  // the total with the 10 % service, as the panel does.
  for (const table of ['Mesa 10', 'Mesa 11', 'Mesa 12']) {
    await expect(page.getByTestId(`table-${table}`)).toContainText('6 pessoas');
    await expect(page.getByTestId(`table-${table}`)).toContainText('R$ 83,16');
  }
  await page.getByTestId('table-Mesa 10').click();
  await expect(panel.getByTestId('pad-tile-2')).toBeVisible();
  await expect(panel.getByTestId('service-total')).toHaveText('R$ 83,16'); // 75,60 + 10 %
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await shot(page, 'tables-joined');
});

test('table 11 is released; the service goes on at tables 10 and 12', async () => {
  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 11').click();
  await page.keyboard.press('F9'); // Liberar mesa
  const release = page.getByRole('dialog', { name: 'Liberar mesa' });
  await expect(release).toContainText('Liberar Mesa 11?');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('table-Mesa 11')).toContainText('Livre');
  // R$ 75,60 of items plus the 10 % service.
  await expect(page.getByTestId('table-Mesa 10')).toContainText('R$ 83,16');
  await expect(page.getByTestId('table-Mesa 12')).toContainText('R$ 83,16');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  // The map's filters: only the occupied ones.
  await page.getByRole('radio', { name: 'Ocupadas' }).click();
  await expect(page.getByTestId('tables-grid').getByRole('button')).toHaveCount(2);
  await shot(page, 'tables-filter-occupied');
  await page.getByRole('radio', { name: 'Todas', exact: true }).click();
});
