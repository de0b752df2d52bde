// Money fields as a cashier and a manager type into them (issue 16, items 4, 5 and 6): a prefilled amount is
// replaced, not appended to; an amount above the maximum is refused before anything prints; a bleeding
// larger than the drawer's cash is refused before the voucher prints or the drawer opens; a blind count is
// fixed once "Conferir" shows the expected amounts, and the close records it as it was checked.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openCounter, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Bar']));
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially('20000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 200,00');
});

test.afterAll(() => closeCounter(page, printers, stack));

test('a bleeding above the cash in the drawer is refused before the voucher prints or the drawer opens', async () => {
  const jobs = printers.Caixa!.tcp.jobs.length;
  await page.keyboard.press('F4');
  const dialog = page.getByTestId('amount-dialog');
  await dialog.getByTestId('dialog-amount').pressSequentially('9999900');
  await expect(dialog.getByTestId('dialog-amount')).toHaveValue('R$ 99.999,00');
  await dialog.getByLabel('Motivo').fill('Depósito');
  await expect(dialog.getByTestId('amount-refused')).toHaveText('Sangria maior que o dinheiro na gaveta (R$ 200,00)');
  await shotBothSizes(page, 'cash-bleeding-refused');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Confirmar/ })).toBeDisabled();

  // A bleeding the drawer can pay is taken.
  await dialog.getByTestId('dialog-amount').click();
  await page.keyboard.type('5000');
  await expect(dialog.getByTestId('dialog-amount')).toHaveValue('R$ 50,00');
  await expect(dialog.getByTestId('amount-refused')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 150,00');
  const paper = await printers.Caixa!.waitForText(['SANGRIA DE CAIXA', '50,00']);
  expect(paper).not.toContain('99.999,00');
  expect(printers.Caixa!.tcp.jobs.length).toBeGreaterThan(jobs);
});

test('a count above the maximum is refused, and typing into a clicked field replaces its amount', async () => {
  await page.keyboard.press('F9');
  const dialog = page.getByTestId('close-dialog');
  const count = dialog.getByTestId('count-Dinheiro');
  await count.click();
  await page.keyboard.type('9999925000');
  await expect(count).toHaveValue('R$ 999.992,50');
  await expect(dialog.getByTestId('count-Dinheiro-over')).toHaveText('Valor acima do máximo permitido (R$ 1.000.000,00)');
  await shotBothSizes(page, 'cash-close-over-max');

  // A click on the field and new digits replace the amount there.
  await dialog.getByText('Contado').first().click();
  await count.click();
  await page.keyboard.type('14000');
  await expect(count).toHaveValue('R$ 140,00');
  await expect(dialog.getByTestId('count-Dinheiro-over')).toHaveCount(0);
});

test('after "Conferir" the blind count cannot change, and the close records it as it was checked', async () => {
  const dialog = page.getByTestId('close-dialog');
  const count = dialog.getByTestId('count-Dinheiro');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('expected-Dinheiro')).toHaveText('R$ 150,00');
  await expect(dialog.getByTestId('close-difference')).toHaveText('Diferença: -R$ 10,00');
  await expect(count).toHaveAttribute('readonly', '');
  await expect(dialog.getByTestId('count-locked')).toBeVisible();
  // Seeing R$ 150,00 expected, the person tries to make the count match.
  await count.click();
  await page.keyboard.type('15000');
  await expect(count).toHaveValue('R$ 140,00');
  await expect(dialog.getByTestId('close-difference')).toHaveText('Diferença: -R$ 10,00');
  await shotBothSizes(page, 'cash-close-checked');
  await dialog.getByRole('button', { name: 'Fechar caixa' }).click();
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');
  await expect(page.getByTestId('closed-lines')).toContainText('R$ 140,00');
  await expect(page.getByTestId('closed-lines')).toContainText('-R$ 10,00');
  const paper = await printers.Caixa!.waitForText(['FECHAMENTO DE CAIXA', '140,00']);
  expect(paper).not.toContain('999.992,50');
  await shotBothSizes(page, 'cash-closed');
});

test('on the payment screen, typing into the clicked prefilled amount replaces it', async () => {
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially('10000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toContainText('aberto');
  await openTable(page, 'Mesa 3', 2);
  await fireCodes(page, ['300']);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 27,39');
  await page.keyboard.press('F3');
  const amount = page.getByTestId('payment-amount');
  await expect(amount).toHaveValue('R$ 27,39');
  await amount.click();
  await page.keyboard.type('2000');
  await expect(amount).toHaveValue('R$ 20,00');
  await shotBothSizes(page, 'payment-amount-replaced');
});

test("the on-screen keypad's first key replaces the prefilled amount, the next ones append", async () => {
  await openTable(page, 'Mesa 4', 2);
  await fireCodes(page, ['300']);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 27,39');
  await page.keyboard.press('F3');
  const amount = page.getByTestId('payment-amount');
  await expect(amount).toHaveValue('R$ 27,39');
  const keypad = page.getByTestId('keypad');
  for (const d of '50000') await keypad.getByRole('button', { name: d, exact: true }).click();
  await expect(amount).toHaveValue('R$ 500,00');
  await shotBothSizes(page, 'payment-keypad-replaced');
  // Left and clicked again, the field's amount is selected: the keypad starts a new one there too.
  await page.getByTestId('bill-total').click();
  await amount.click();
  await keypad.getByRole('button', { name: '00', exact: true }).click();
  await keypad.getByRole('button', { name: '7', exact: true }).click();
  await expect(amount).toHaveValue('R$ 0,07');
});
