// Configurações → Estoque: the manager sees the insumos whose stock is controlled (the demo's add-ons), takes 2,5 kg
// of bacon in at R$ 30,00 the kilo, is told plainly when an exit is more than there is (nothing moves), writes off
// half a kilo, adjusts the eggs to a count, saves a whole inventário, reads the history and downloads the stock
// report. A cashier is not offered the screen. Real server and host, Chromium.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { demoId } from '../../src-server/demo/seed.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const bacon = demoId('sub:bacon');
const egg = demoId('sub:ovo');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

const row = (id: string) => page.getByTestId(`stock-row-${id}`);

async function move(action: 'input' | 'output' | 'adjust', id: string, quantity: string, more?: () => Promise<void>): Promise<void> {
  await page.getByTestId(`stock-${action}-${id}`).click();
  const form = page.getByTestId('stock-form');
  await expect(form).toBeVisible();
  await page.getByTestId('stock-form-quantity').fill(quantity);
  await more?.();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
}

test('the manager opens Estoque and sees the controlled insumos, all at zero', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-stock').click();
  await expect(page.getByTestId('stock-screen')).toBeVisible();
  for (const name of ['Bacon', 'Ovo', 'Queijo extra', 'Cebola caramelizada']) await expect(page.getByTestId('stock-screen')).toContainText(name);
  await expect(row(bacon).getByTestId('stock-quantity')).toHaveText('zerado');
  await expect(page.getByTestId('stock-history')).toContainText('Nenhuma movimentação ainda.');
});

test('an entry with its cost shows the stock and its value; an exit beyond it is refused saying what is short, nothing queued', async () => {
  await move('input', bacon, '2,5', async () => {
    const cost = page.getByTestId('stock-form-cost');
    await cost.click();
    await page.keyboard.type('3000');
    await page.getByTestId('stock-form-note').fill('NF 4521');
  });
  await expectSynced(page);
  await expect(row(bacon).getByTestId('stock-quantity')).toHaveText('2,5');
  // The entry's cost is the bacon's now: 2,5 kg × R$ 30,00 = R$ 75,00 on the shelf.
  await expect(row(bacon)).toContainText('R$ 75,00');
  await expect(page.getByTestId('stock-movement').first()).toContainText('Entrada · Bacon');
  await expect(page.getByTestId('stock-movement').first()).toContainText('+2,5');
  await expect(page.getByTestId('stock-movement').first()).toContainText('NF 4521');

  // More than there is: the form says what is short and keeps what was typed; nothing is queued.
  await page.getByTestId(`stock-output-${bacon}`).click();
  await page.getByTestId('stock-form-quantity').fill('3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stock-form-error')).toHaveText('Estoque insuficiente: Bacon (faltam 0,5)');
  await expect(page.getByTestId('stock-form-quantity')).toHaveValue('3');
  await shotBothSizes(page, 'stock-short');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('stock-form')).toHaveCount(0);
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await expect(row(bacon).getByTestId('stock-quantity')).toHaveText('2,5');
});

test('a loss, an adjustment to a count, and a whole inventário; the history tells each', async () => {
  await move('output', bacon, '0,5', async () => {
    await page.getByTestId('stock-form-writeoff').check();
  });
  await move('adjust', egg, '30');
  await expectSynced(page);
  await expect(row(bacon).getByTestId('stock-quantity')).toHaveText('2');
  await expect(row(egg).getByTestId('stock-quantity')).toHaveText('30');

  await page.getByTestId('stock-count').click();
  await expect(page.getByTestId('stock-count-form')).toBeVisible();
  await page.getByTestId(`stock-count-${egg}`).fill('28');
  await page.getByTestId(`stock-count-${demoId('sub:queijo-extra')}`).fill('1,25');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stock-count-form')).toHaveCount(0);
  await expectSynced(page);
  await expect(row(egg).getByTestId('stock-quantity')).toHaveText('28');
  await expect(row(demoId('sub:queijo-extra')).getByTestId('stock-quantity')).toHaveText('1,25');
  await expect(row(bacon).getByTestId('stock-quantity')).toHaveText('2');

  // The bacon's own history, newest first.
  await row(bacon).click();
  await expect(page.getByTestId('stock-history')).toContainText('Movimentações de Bacon');
  const moves = page.getByTestId('stock-movement');
  await expect(moves).toHaveCount(2);
  await expect(moves.nth(0)).toContainText('Perda · Bacon');
  await expect(moves.nth(0)).toContainText('-0,5');
  await expect(moves.nth(0)).toContainText('Saldo: 2');
  await expect(moves.nth(1)).toContainText('Entrada · Bacon');
  await shotBothSizes(page, 'stock');
});

test('the stock report downloads as a PDF named by the server', async () => {
  const download = page.waitForEvent('download');
  await page.getByTestId('stock-report-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^posicao-estoque-\d{4}-\d\d-\d\d\.pdf$/);
  expect(readFileSync((await file.path()) as string).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('toast').filter({ hasText: 'Relatório salvo: posicao-estoque-' })).toBeVisible();
});

test('a cashier is not offered the stock, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-stock')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/estoque'));
  await expect(page.getByTestId('stock-manager-only')).toContainText('O estoque é do gerente');
});
