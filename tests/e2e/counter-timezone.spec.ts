// Times in the business's time zone (issue 16, item 17): a restaurant in Manaus (UTC−4) reads Manaus's clock
// on the screens and on paper, though the terminal itself runs on São Paulo's (UTC−3).
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, people, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa']));
});

test.afterAll(() => closeCounter(page, printers, stack));

/** The clock in a zone now and a minute ago (the minute may turn while the test runs). */
function clockIn(timeZone: string, options: Intl.DateTimeFormatOptions): string[] {
  const f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
  return [f.format(new Date()), f.format(new Date(Date.now() - 60_000))];
}

test('a business in Manaus sees and prints Manaus time, not São Paulo time', async () => {
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(people.manager),
  });
  const { token } = (await login.json()) as { token: string };
  const put = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ timeZone: 'America/Manaus' }),
  });
  expect(put.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('session-user')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially('10000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toContainText('aberto');
  await page.keyboard.press('F3');
  await page.getByTestId('amount-dialog').getByTestId('dialog-amount').pressSequentially('5000');
  await page.getByTestId('amount-dialog').getByLabel('Motivo').fill('Troco extra');
  await page.keyboard.press('Enter');

  const manaus = clockIn('America/Manaus', { hour: '2-digit', minute: '2-digit' });
  const saoPaulo = clockIn('America/Sao_Paulo', { hour: '2-digit', minute: '2-digit' });
  const movement = page.getByTestId('cash-movements').locator('li').first();
  await expect(movement).toContainText(new RegExp(manaus.join('|')));
  expect(await movement.innerText()).not.toMatch(new RegExp(saoPaulo.join('|')));
  await expect(page.getByTestId('cash-summary')).toContainText(new RegExp(`Aberto em .*(${manaus.join('|')})`));
  await shotBothSizes(page, 'cash-manaus-time');

  // The voucher prints Manaus time too ("24/11/2026 16:05:12").
  const paper = await printers.Caixa!.waitForText(['SUPRIMENTO DE CAIXA', 'Troco extra']);
  const day = clockIn('America/Manaus', { day: '2-digit', month: '2-digit', year: 'numeric' })[0];
  expect(paper).toMatch(new RegExp(`${day} (${manaus.join('|')})`));
  expect(paper).not.toMatch(new RegExp(`${day} (${saoPaulo.join('|')})`));
});
