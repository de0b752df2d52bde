// Configurações → Financeiro: the manager registers the bank and the drawer with their opening balances and two
// categories, takes in the day's sales (already paid), buys an oven in 3 installments, marks the first one paid, moves
// money from the drawer to the bank, filters the month's entries, and reads the totals and each account's balance.
// A form missing its description says so and sends nothing. A cashier is not offered the screen. Real server and host,
// Chromium; screenshots at 1366×768 (and the tablet's size) in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { todayIn } from '../../src-shared/domain/financialDates.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const today = todayIn('America/Sao_Paulo');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

async function money(testId: string, digits: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(digits);
}

const total = (key: string) => page.getByTestId(`financial-total-${key}`);
const rows = () => page.locator('tr[data-testid^="financial-entry-"]');
const row = (text: string) => rows().filter({ hasText: text });

test('the manager opens Financeiro, registers two accounts and two categories', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-financial').click();
  await expect(page.getByTestId('financial-screen')).toBeVisible();
  await expect(page.getByTestId('financial-screen')).toContainText('Cadastre uma conta (caixa, banco) antes de lançar');
  await expect(page.getByTestId('financial-new-expense')).toBeDisabled();

  await page.getByTestId('financial-accounts').click();
  for (const [name, initial] of [
    ['Banco do Brasil', '100000'],
    ['Caixa da loja', '20000'],
  ] as const) {
    await page.getByTestId('financial-account-name').fill(name);
    await money('financial-account-initial', initial);
    await page.getByTestId('financial-account-add').click();
    await expect(page.getByTestId('financial-account-name')).toHaveValue('');
  }
  await expectSynced(page);
  await expect(page.getByTestId('financial-accounts-form')).toContainText('Banco do Brasil');
  await expect(page.getByTestId('financial-accounts-form')).toContainText('R$ 1.000,00');
  await page.keyboard.press('Escape');

  await page.getByTestId('financial-categories').click();
  await page.getByTestId('financial-category-name').fill('Equipamentos');
  await page.getByTestId('financial-category-add').click();
  await page.getByTestId('financial-category-name').fill('Vendas');
  await page.getByTestId('financial-category-kind').getByRole('radio', { name: 'Receitas' }).click();
  await page.getByTestId('financial-category-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('financial-categories-form')).toContainText('Equipamentos');
  await expect(page.getByTestId('financial-categories-form')).toContainText('Vendas');
  await page.keyboard.press('Escape');
});

test('the day’s sales, paid; an oven in 3 installments; a form without description is refused on the spot', async () => {
  await page.getByTestId('financial-new-income').click();
  const form = page.getByTestId('financial-entry-form');
  await page.getByTestId('financial-form-description').fill('Vendas do dia');
  await money('financial-form-amount', '150000');
  await page.getByTestId('financial-form-account').selectOption({ label: 'Banco do Brasil' });
  await page.getByTestId('financial-form-category').selectOption({ label: 'Vendas' });
  await page.getByTestId('financial-form-paid').check();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expectSynced(page);
  await expect(row('Vendas do dia')).toBeVisible();

  await page.getByTestId('financial-new-expense').click();
  await money('financial-form-amount', '90000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('financial-form-error')).toHaveText('Informe a descrição');
  await page.getByTestId('financial-form-description').fill('Forno');
  await expect(page.getByTestId('financial-form-error')).toHaveCount(0);
  await page.getByTestId('financial-form-due').fill(today);
  await page.getByTestId('financial-form-category').selectOption({ label: 'Equipamentos' });
  await page.getByTestId('financial-form-mode').getByRole('radio', { name: 'Parcelado' }).click();
  await page.getByTestId('financial-form-installments').fill('3');
  await shotBothSizes(page, 'financial-entry-form');
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expectSynced(page);

  await expect(row('Vendas do dia')).toContainText('R$ 1.500,00');
  await expect(row('Vendas do dia').getByTestId('financial-entry-status')).toHaveText('Pago');
  await expect(row('Forno')).toContainText('Parcela 1/3');
  await expect(row('Forno')).toContainText('-R$ 300,00');
  await expect(row('Forno').getByTestId('financial-entry-status')).toHaveText('Pendente');
  await expect(total('income')).toContainText('R$ 1.500,00');
  await expect(total('expense')).toContainText('R$ 300,00');
  await expect(total('balance')).toContainText('R$ 1.200,00');
  await expect(total('pending')).toContainText('-R$ 300,00');
  // The next two installments are next month's and the month after's.
  await page.getByTestId('financial-next').click();
  await expect(row('Forno')).toContainText('Parcela 2/3');
  await page.getByTestId('financial-prev').click();
  await expect(row('Forno')).toContainText('Parcela 1/3');
});

test('the first installment is paid, money goes from the drawer to the bank, and the filters narrow the month', async () => {
  await row('Forno').getByRole('button', { name: 'Pagar' }).click();
  await expectSynced(page);
  await expect(row('Forno').getByTestId('financial-entry-status')).toHaveText('Pago');
  await expect(total('paid')).toContainText('R$ 1.200,00');
  await expect(total('pending')).toContainText('R$ 0,00');

  await page.getByTestId('financial-transfer').click();
  await page.getByTestId('financial-transfer-from').selectOption({ label: 'Caixa da loja' });
  await page.getByTestId('financial-transfer-to').selectOption({ label: 'Banco do Brasil' });
  await money('financial-transfer-amount', '20000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('financial-transfer-form')).toHaveCount(0);
  await expectSynced(page);
  await expect(row('Transferência para Banco do Brasil')).toContainText('-R$ 200,00');
  await expect(row('Transferência de Caixa da loja')).toContainText('R$ 200,00');
  // Money between the business's own accounts is neither earned nor spent: the totals stay.
  await expect(total('income')).toContainText('R$ 1.500,00');
  await expect(total('expense')).toContainText('R$ 300,00');
  // Bank: 1.000 + 1.500 − 300 + 200; drawer: 200 − 200.
  const balances = page.getByTestId('financial-balances');
  await expect(balances.locator('li').filter({ hasText: 'Banco do Brasil' }).getByTestId('financial-balance-now')).toHaveText('R$ 2.400,00');
  await expect(balances.locator('li').filter({ hasText: 'Caixa da loja' }).getByTestId('financial-balance-now')).toHaveText('R$ 0,00');
  await shotBothSizes(page, 'financial-month');

  await page.getByTestId('financial-filter-kind').getByRole('radio', { name: 'Despesas' }).click();
  await page.getByTestId('financial-filter-account').selectOption({ label: 'Banco do Brasil' });
  await expect(rows()).toHaveCount(1);
  await expect(row('Forno')).toBeVisible();
  await expect(row('Vendas do dia')).toHaveCount(0);
  await shotBothSizes(page, 'financial-filtered');
});

test('a cashier is not offered Financeiro, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-financial')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/financeiro'));
  await expect(page.getByTestId('financial-not-yours')).toContainText('O financeiro é do gerente');
});
