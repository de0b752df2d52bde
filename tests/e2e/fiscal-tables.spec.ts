// Configurações → Fiscal → Tabelas: the manager registers an NCM and a CEST of that NCM, finds them by search, fixes a
// description, gives the Coca-Cola its fiscal data (NCM from the table, CSOSN of the Simples Nacional and the origin as
// choices) and sees it leave the "sem NCM" list, then removes the CEST. An NCM of 7 digits is refused on the spot and
// nothing is sent. A cashier is not offered the screen. Real server and host, Chromium; screenshots in
// test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

const ncmRows = () => page.getByTestId('fiscal-ncm-table').getByTestId('fiscal-ncm-row');
const cestRows = () => page.getByTestId('fiscal-cest-table').getByTestId('fiscal-cest-row');
const product = (name: string) => page.getByTestId('fiscal-product-row').filter({ hasText: name });

test('the manager registers an NCM and a CEST, finds them and fixes a description', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-fiscal').click();
  await expect(page.getByTestId('fiscal-screen')).toBeVisible();
  await expect(page.getByTestId('fiscal-ncm-table')).toContainText('Nenhum NCM cadastrado');

  // Seven digits: the form says so and nothing goes out.
  await page.getByTestId('fiscal-ncm-add').click();
  await page.getByTestId('fiscal-ncm-code').fill('2202100');
  await page.getByTestId('fiscal-ncm-description').fill('Refrigerantes');
  await page.getByTestId('fiscal-ncm-form').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'NCM deve ter 8 dígitos' })).toBeVisible();
  await expect(page.getByTestId('fiscal-ncm-form')).toBeVisible();
  await page.getByTestId('fiscal-ncm-code').fill('22021000');
  await page.getByTestId('fiscal-ncm-form').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('fiscal-ncm-form')).toHaveCount(0);

  await page.getByTestId('fiscal-ncm-add').click();
  await page.getByTestId('fiscal-ncm-code').fill('20041000');
  await page.getByTestId('fiscal-ncm-description').fill('Batatas congeladas');
  await page.getByTestId('fiscal-ncm-form').getByRole('button', { name: 'Salvar' }).click();

  await page.getByTestId('fiscal-cest-add').click();
  await page.getByTestId('fiscal-cest-code').fill('0300700');
  await page.getByTestId('fiscal-cest-description').fill('Refrigerante em lata');
  await page.getByTestId('fiscal-cest-ncm').fill('22021000');
  await page.getByTestId('fiscal-cest-form').getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect(ncmRows()).toHaveCount(2);
  await expect(cestRows()).toHaveCount(1);
  await expect(cestRows().first()).toContainText('NCM 22021000');

  await page.getByTestId('fiscal-ncm-search').fill('batat');
  await expect(ncmRows()).toHaveCount(1);
  await ncmRows().first().getByTestId('fiscal-ncm-edit').click();
  await expect(page.getByTestId('fiscal-ncm-code')).toHaveValue('20041000');
  await page.getByTestId('fiscal-ncm-description').fill('Batatas preparadas congeladas');
  await page.getByTestId('fiscal-ncm-form').getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect(ncmRows().first()).toContainText('Batatas preparadas congeladas');
  await page.getByTestId('fiscal-ncm-search').fill('');
  await expect(ncmRows()).toHaveCount(2);
});

test('the Coca-Cola gets its fiscal data from the tables and leaves the list of products without NCM', async () => {
  await page.getByTestId('fiscal-products-missing').check();
  await expect(product('Coca-Cola lata')).toContainText('Sem NCM');
  await shotBothSizes(page, 'fiscal-tables');
  await product('Coca-Cola lata').getByTestId('fiscal-product-edit').click();
  const form = page.getByTestId('fiscal-product-form');
  await page.getByTestId('fiscal-product-ncm').selectOption('22021000');
  await page.getByTestId('fiscal-product-cest').selectOption('0300700');
  await page.getByTestId('fiscal-product-cfop').fill('5405');
  await page.getByTestId('fiscal-product-crt').selectOption('1');
  // The Simples Nacional's codes are CSOSN; the Regime Normal's, CST.
  await expect(page.getByTestId('fiscal-product-cst').locator('option', { hasText: 'CSOSN 500' })).toHaveCount(1);
  await expect(page.getByTestId('fiscal-product-cst').locator('option', { hasText: 'CST ' })).toHaveCount(0);
  await page.getByTestId('fiscal-product-cst').selectOption('500');
  await page.getByTestId('fiscal-product-origin').selectOption('0');
  await page.screenshot({ path: 'test-results/screens/fiscal-product-form-1366x768.png' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toHaveCount(0);
  await expectSynced(page);
  await expect(product('Coca-Cola lata')).toHaveCount(0);
  await page.getByTestId('fiscal-products-missing').uncheck();
  await expect(product('Coca-Cola lata')).toContainText('NCM 22021000 · CFOP 5405 · CSOSN 500');
  await expect(product('Coca-Cola lata')).not.toContainText('Sem NCM');
});

test('the manager removes the CEST', async () => {
  await cestRows().first().getByTestId('fiscal-cest-remove').click();
  await page.getByTestId('fiscal-cest-remove-confirm').getByRole('button', { name: 'Excluir' }).click();
  await expectSynced(page);
  await expect(cestRows()).toHaveCount(0);
  await expect(page.getByTestId('fiscal-cest-table')).toContainText('Nenhum CEST cadastrado');
});

test('a cashier is not offered the screen and is told why at its address', async () => {
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-fiscal')).toHaveCount(0);
  await page.evaluate(() => (location.hash = '#/configuracoes/fiscal'));
  await expect(page.getByTestId('fiscal-not-yours')).toContainText('A área fiscal é do gerente e do contador');
});
