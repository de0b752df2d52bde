// The menu (issue 17): a manager creates a product on Configurações → Cardápio, changes its price and marks it
// "esgotado"; a cashier at another terminal (its own host, outbox and mirror, the same server) sees the new product
// and price and, within 2 s of the click, can no longer sell it. The bulk price change and the import wizard with
// its report; a cashier reads the menu but changes nothing. Real server, two hosts, Chromium.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { freePort, spawnTs, startStack, type ManagedProcess, type Stack } from '../support/stack.js';
import { login, openTable } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let otherHost: ManagedProcess;
let manager: Page;
let cashier: Page;

/** A second terminal: its own host process (outbox, terminal files) on the same server. */
async function secondTerminal(browser: Browser, port: number): Promise<Page> {
  otherHost = await spawnTs(
    'src-main/host/main.ts',
    {
      POS_HOST_PORT: String(port),
      POS_SERVER_URL: stack.serverUrl,
      POS_TERMINAL_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'pos-terminal-2-')), 'terminal'),
      POS_BUSINESS_ID: DEMO_BUSINESS_ID,
      POS_HEALTH_INTERVAL_MS: '300',
    },
    /ponte pronta em (\S+)/,
  );
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await page.goto(`http://127.0.0.1:${port}`);
  await login(page, 'cashier');
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  // The server serves the second terminal's page too (CORS).
  stack = await startStack({ env: { POS_CORS_ORIGINS: `http://127.0.0.1:${port}` } });
  manager = await browser.newPage();
  await manager.goto(stack.hostUrl);
  await login(manager, 'manager');
  cashier = await secondTerminal(browser, port);
});

test.afterAll(async () => {
  await manager?.close();
  await cashier?.close();
  await otherHost?.stop();
  await stack?.close();
});

const row = (page: Page, name: string) => page.locator(`[data-testid="menu-row"][data-name="${name}"]`);
const tile = (page: Page, name: string) => page.getByTestId('product-tile').filter({ hasText: name });

test('the manager creates a product, the other terminal sells it at its price; a new price and "esgotado" reach it within 2 s', async () => {
  await manager.goto(`${stack.hostUrl}/#/configuracoes`);
  await manager.getByTestId('open-menu').click();
  await expect(manager.getByTestId('menu-screen')).toBeVisible();
  await expect(row(manager, 'X-Burger')).toBeVisible({ timeout: 30_000 });
  await shotBothSizes(manager, 'menu-list');

  // Search and category filter.
  await manager.getByTestId('menu-search').fill('lata');
  await expect(manager.getByTestId('menu-row')).toHaveCount(2);
  await manager.getByTestId('menu-search').fill('');
  await manager.getByTestId('menu-category').selectOption({ label: 'Sobremesas' });
  await expect(manager.getByTestId('menu-row')).toHaveCount(2);
  await manager.getByTestId('menu-category').selectOption({ label: 'Todas' });

  // A new simple product: name, code, barcode, price, category, kitchen.
  await manager.keyboard.press('F2');
  const dialog = manager.getByTestId('product-dialog');
  await dialog.getByLabel('Nome').fill('Pastel de palmito');
  await dialog.getByLabel('Código', { exact: true }).fill('950');
  await dialog.getByLabel('Código de barras').fill('7891234500017');
  await dialog.getByTestId('product-price').pressSequentially('1290');
  await dialog.getByLabel('Categoria').selectOption({ label: 'Porções' });
  await dialog.getByLabel('Cozinha').selectOption({ label: 'Cozinha' });
  await shotBothSizes(manager, 'menu-product-dialog');
  // A code another product has is refused before anything is sent.
  await dialog.getByLabel('Código', { exact: true }).fill('200');
  await expect(dialog.getByRole('alert')).toHaveText('Já existe um produto com o código 200');
  await dialog.getByLabel('Código', { exact: true }).fill('950');
  await manager.keyboard.press('Enter');
  await expect(row(manager, 'Pastel de palmito')).toContainText('R$ 12,90');

  // The cashier's terminal: the product on its order pad at its price.
  await openTable(cashier, 'Mesa 3', 2);
  const search = cashier.getByTestId('product-search');
  await search.fill('palmito');
  await expect(tile(cashier, 'Pastel de palmito')).toContainText('R$ 12,90', { timeout: 15_000 });

  // A new price: the other terminal shows it (time printed, as for "esgotado" below).
  await row(manager, 'Pastel de palmito').getByRole('button', { name: 'Editar: Pastel de palmito' }).click();
  await dialog.getByTestId('product-price').pressSequentially('1450');
  await manager.keyboard.press('Enter');
  const priced = Date.now();
  await expect(tile(cashier, 'Pastel de palmito')).toContainText('R$ 14,50', { timeout: 5_000 });
  console.log('price reached the other terminal (ms)', Date.now() - priced);

  // "Esgotado" with one click: the other terminal neither shows nor sells it. The 2 s target is measured by
  // bench/ on an idle machine; here, beside the rest of CI, the time is printed and 5 s is the limit.
  await row(manager, 'Pastel de palmito').getByRole('button', { name: 'Esgotar: Pastel de palmito' }).click();
  const soldOut = Date.now();
  await expect(tile(cashier, 'Pastel de palmito')).toHaveCount(0, { timeout: 5_000 });
  console.log('sold out reached the other terminal (ms)', Date.now() - soldOut);
  await search.fill('950');
  await search.press('Enter');
  await expect(cashier.getByTestId('draft-line')).toHaveCount(0);
  await expect(row(manager, 'Pastel de palmito')).toContainText('Esgotado');
  await shotBothSizes(manager, 'menu-sold-out');
  await shotBothSizes(cashier, 'menu-cashier-pad-sold-out');

  // Available again: sold again.
  await row(manager, 'Pastel de palmito').getByRole('button', { name: 'Disponibilizar: Pastel de palmito' }).click();
  await expect(async () => {
    await search.fill('950');
    await search.press('Enter');
    await expect(cashier.getByTestId('draft-line')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(cashier.getByTestId('draft-line')).toContainText('Pastel de palmito');
});

test('bulk price change by percentage on the filtered list', async () => {
  await manager.getByTestId('menu-category').selectOption({ label: 'Sobremesas' });
  await expect(manager.getByTestId('menu-row')).toHaveCount(2);
  await manager.keyboard.press('F6');
  const bulk = manager.getByTestId('bulk-dialog');
  await expect(bulk).toContainText('Vale para os 2 produtos');
  await bulk.getByTestId('bulk-amount').pressSequentially('1000');
  await expect(bulk).toContainText('Exemplo: Petit gâteau com sorvete passa de R$ 22,90 para R$ 25,19');
  await shotBothSizes(manager, 'menu-bulk-dialog');
  await manager.keyboard.press('Enter');
  await expect(row(manager, 'Pudim de leite')).toContainText('R$ 14,19');
  await expect(row(manager, 'Petit gâteau com sorvete')).toContainText('R$ 25,19');
  await cashier.getByTestId('product-search').fill('pudim');
  await expect(tile(cashier, 'Pudim de leite')).toContainText('R$ 14,19', { timeout: 5_000 });
  await manager.getByTestId('menu-category').selectOption({ label: 'Todas' });
});

test('the import wizard: a spreadsheet goes in and its report says which rows were refused and why', async () => {
  await manager.keyboard.press('F7');
  const wizard = manager.getByTestId('import-dialog');
  await shotBothSizes(manager, 'menu-import');
  const csv = 'nome;codigo;preco;categoria\nEmpada de frango;960;7,50;Porções\n;961;7,50;\nQuiche;962;abc;\nBolinho de bacalhau;200;9,00;\n';
  await wizard.getByTestId('import-file').setInputFiles({ name: 'cardapio.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await manager.keyboard.press('Enter');
  await expect(wizard.getByTestId('import-report')).toContainText('1 produto importado, 3 linhas recusadas');
  await expect(wizard.getByTestId('import-refused')).toHaveText([/3.*Nome em branco/, /4.*Quiche.*Preço inválido: "abc"/, /5.*Bolinho de bacalhau.*Código 200 já usado/]);
  await shotBothSizes(manager, 'menu-import-report');
  await manager.keyboard.press('Escape');
  await expect(row(manager, 'Empada de frango')).toContainText('R$ 7,50', { timeout: 10_000 });
});

test('a cashier reads the menu but changes nothing', async () => {
  await cashier.goto(cashier.url().replace(/#.*$/, '') + '#/configuracoes/cardapio');
  await expect(cashier.getByTestId('menu-read-only')).toBeVisible();
  await expect(row(cashier, 'X-Burger')).toBeVisible();
  await expect(cashier.getByRole('button', { name: /Esgotar/ })).toHaveCount(0);
  await expect(cashier.getByRole('button', { name: 'Novo produto' })).toHaveCount(0);
  await shotBothSizes(cashier, 'menu-read-only');
});
