// Configurações → Cobrança: the platform's admin (platform role admin) opens the invoices, picks the demo Cantina's
// invoice and its duplicate, generates its boleto (the linha digitável shows), e-mails it, registers the payment (the
// duplicate is paid, its history says each step), adds a payment plan, is told why a month without contract plan
// cannot be billed, downloads the duplicates' file; a restaurant's manager is not offered the screen and is told whose.
// Real server and host, Chromium; screenshots at 1366×768 (and the tablet's size) in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_PLATFORM_ADMIN } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

/** The platform's admin at the terminal's login (she is no restaurant's person: not in the counter's list of people). */
async function loginAsPlatformAdmin(): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, ''));
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await expect(form.or(page.getByTestId('session-user'))).toBeVisible({ timeout: 20_000 });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Sair' }).click();
  await form.getByLabel('E-mail').fill(DEMO_PLATFORM_ADMIN.email);
  await form.getByLabel('Senha').fill(DEMO_PLATFORM_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('session-user')).toBeVisible();
}

test('a restaurant manager is not offered Cobrança, and is told whose it is', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-financial')).toBeVisible();
  await expect(page.getByTestId('open-billing')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/cobranca'));
  await expect(page.getByTestId('billing-not-yours')).toContainText('Só um administrador da plataforma');
});

test('the platform admin opens Cobrança: the Cantina’s invoice and its open duplicate', async () => {
  await loginAsPlatformAdmin();
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-billing').click();
  await expect(page.getByTestId('billing-screen')).toBeVisible();
  const invoice = page.getByTestId('billing-invoices').getByRole('button', { name: /Cantina Bella Napoli/ });
  await expect(invoice).toContainText('R$ 149,90');
  await invoice.click();
  await page.getByTestId('billing-duplicate-1').click();
  await expect(page.getByTestId('billing-duplicate-1')).toContainText('Em aberto');
  await expect(page.getByTestId('billing-occurrences')).toContainText('Duplicata criada: R$ 149,90');
});

test('generates the boleto: the linha digitável shows; e-mails it', async () => {
  await page.getByTestId('billing-generate').click();
  const line = page.getByTestId('billing-digitable-line');
  await expect(line).toHaveText(/^00090\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{4}0000014990$/);
  await expect(page.getByTestId('billing-occurrences')).toContainText('Boleto gerado (nosso número');
  await shotBothSizes(page, 'billing-boleto');

  await page.getByTestId('billing-email').click();
  // no owner e-mail at the Cantina: the server asks for one, and the dialog stays
  await page.getByTestId('billing-email-dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Informe o e-mail para onde mandar o boleto')).toBeVisible();
  await page.getByTestId('billing-email-to').fill('financeiro@cantina.com.br');
  await page.getByTestId('billing-email-dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('billing-email-dialog')).toHaveCount(0);
  await expect(page.getByTestId('billing-occurrences')).toContainText('Boleto enviado por e-mail para financeiro@cantina.com.br');
});

test('registers the payment: the duplicate is paid and the invoice too', async () => {
  await page.getByTestId('billing-entry-amount').click();
  await page.keyboard.type('14990');
  await page.getByTestId('billing-entry-add').click();
  await expect(page.getByTestId('billing-duplicate-1')).toContainText('Paga');
  await expect(page.getByTestId('billing-entries')).toContainText('Pagamento');
  await expect(page.getByTestId('billing-occurrences')).toContainText('Duplicata quitada');
  await expect(page.getByTestId('billing-invoices').getByRole('button', { name: /Cantina Bella Napoli/ })).toContainText('Paga');
  await shotBothSizes(page, 'billing-paid');
});

test('adds a payment plan in 3 installments; a plan without name is refused on the spot', async () => {
  await page.getByTestId('billing-plans').click();
  const dialog = page.getByTestId('billing-plans-dialog');
  await expect(dialog).toContainText('À vista no boleto');
  await page.getByTestId('billing-plan-installments').fill('3');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe o nome do plano de pagamento')).toBeVisible();
  await page.getByTestId('billing-plan-name').fill('Trimestral em 3 vezes');
  await page.getByTestId('billing-plan-method').selectOption({ label: 'Pix' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toContainText('Trimestral em 3 vezes');
  await expect(page.getByTestId('billing-plan-name')).toHaveValue('');
  await shotBothSizes(page, 'billing-plans');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('billing a month of a business without contract plan is refused in Portuguese, and opens nothing', async () => {
  await page.getByTestId('billing-invoice-business').selectOption({ label: 'Lanchonete do Zé' });
  await page.getByTestId('billing-invoice-bill').click();
  await expect(page.getByText(/O estabelecimento não tem plano de contrato em \d{2}\/\d{4}: não há o que faturar/)).toBeVisible();
  await expect(page.getByTestId('billing-invoices').getByRole('button', { name: /Lanchonete do Zé/ })).toHaveCount(0);
  await shotBothSizes(page, 'billing-invoices');
});

test('the duplicates’ file downloads as PDF', async () => {
  const download = page.waitForEvent('download');
  await page.getByTestId('billing-report-duplicates').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/duplicatas.*\.pdf$/);
});
