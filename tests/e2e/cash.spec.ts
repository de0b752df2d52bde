// The manager's register: open it with change, bleed R$ 200,00 (the voucher prints and the drawer opens),
// close it with a blind count and see the difference; the closed resume prints. Then the same with the
// server stopped, synced when it is back.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, shot, type PaperPrinter, expectSynced } from './support/counter.js';

let stack: Stack;
let page: Page;
let caixa: PaperPrinter;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const printers: Record<string, PaperPrinter> = {};
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa']));
  caixa = printers.Caixa!;
});

test.afterAll(() => closeCounter(page, caixa ? { Caixa: caixa } : {}, stack));

const drawerKick = (bytes: Buffer) => bytes.includes(Buffer.from([0x1b, 0x70]));

async function openRegister(amount: string, shown: string): Promise<void> {
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible();
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially(amount);
  await expect(page.getByTestId('dialog-amount')).toHaveValue(shown);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toContainText('aberto');
  await expect(page.getByTestId('cash-opening')).toHaveText(shown);
}

async function movement(key: 'F3' | 'F4', amount: string, reason: string): Promise<void> {
  await page.keyboard.press(key);
  const dialog = page.getByTestId('amount-dialog');
  await dialog.getByTestId('dialog-amount').pressSequentially(amount);
  await dialog.getByLabel('Motivo').fill(reason);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

async function closeWithCount(counted: string, expected: string, difference: string): Promise<void> {
  await page.keyboard.press('F9');
  const dialog = page.getByTestId('close-dialog');
  // Blind count: nothing expected is shown before counting.
  await expect(dialog.getByTestId('expected-Dinheiro')).toHaveCount(0);
  await dialog.getByTestId('count-Dinheiro').pressSequentially(counted);
  await shot(page, 'cash-close-blind');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('expected-Dinheiro')).toHaveText(expected);
  await expect(dialog.getByTestId('close-difference')).toHaveText(`Diferença: ${difference}`);
  await shot(page, 'cash-close-difference');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');
  await expect(page.getByTestId('closed-lines')).toContainText(difference);
}

test('the manager opens the register, bleeds R$ 200,00, closes it with a count and sees the difference', async () => {
  await openRegister('50000', 'R$ 500,00');
  await shot(page, 'cash-open');

  const before = caixa.tcp.jobs.length;
  await movement('F4', '20000', 'Depósito no banco');
  await expect(page.getByTestId('cash-movements')).toContainText('Sangria');
  await expect(page.getByTestId('cash-movements')).toContainText('-R$ 200,00');
  await expect(page.getByTestId('cash-bleedings')).toHaveText('-R$ 200,00');
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 300,00');
  await caixa.waitForText(['SANGRIA DE CAIXA', '200,00', 'Depósito no banco']);
  await caixa.tcp.waitForJobs(before + 2, 10_000);
  expect(caixa.tcp.jobs.slice(before).some(drawerKick), 'the drawer opened').toBe(true);
  await shot(page, 'cash-bleeding');

  // R$ 290,00 counted where R$ 300,00 were expected: R$ 10,00 missing.
  await closeWithCount('29000', 'R$ 300,00', '-R$ 10,00');
  await caixa.waitForText(['FECHAMENTO DE CAIXA', '300,00', '290,00']);
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await shot(page, 'cash-closed');
});

test('with the server stopped the register opens, takes a supply and closes, and syncs when it is back', async () => {
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await openRegister('10000', 'R$ 100,00');
  await movement('F3', '5000', 'Troco extra');
  await expect(page.getByTestId('cash-supplies')).toHaveText('R$ 50,00');
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 150,00');
  await caixa.waitForText(['SUPRIMENTO DE CAIXA', 'Troco extra']);
  // R$ 160,00 counted where R$ 150,00 were expected: R$ 10,00 left over.
  await closeWithCount('16000', 'R$ 150,00', 'R$ 10,00');
  await expect(page.getByTestId('pending-changes')).not.toHaveText('Nenhuma alteração pendente');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page);
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');
  await expect(page.getByTestId('closed-lines')).toContainText('R$ 10,00');
});
