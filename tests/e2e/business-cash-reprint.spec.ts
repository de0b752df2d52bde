// The cash screen's reprint of a closed register's resume: the manager opens the register with R$ 100,00, closes it
// counting R$ 95,00, and prints the resume again from the server's own resume: the paper shows the expected and
// counted amounts once more, and the server notes the reprint. With no receipt printer the terminal says so in
// Portuguese and notes nothing. Real server, host and a virtual receipt printer; screenshots in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openCounter, type PaperPrinter } from './support/counter.js';
import { serverGql } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

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

async function reprints(): Promise<number> {
  const { data } = await serverGql<{ auditEvents: { type: string; data: { what?: string } | null }[] }>(stack.serverUrl, 'query($b: ID!){ auditEvents(businessId: $b){ type data } }');
  return data.auditEvents.filter((e) => e.type === 'reprintTicket' && e.data?.what === 'closedResume').length;
}

test('a closed register’s resume prints again from the server’s resume, and the reprint is noted', async () => {
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cash-reprint-closed')).toHaveCount(0);
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially('10000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toContainText('aberto');
  await page.keyboard.press('F9');
  await page.getByTestId('close-dialog').getByTestId('count-Dinheiro').pressSequentially('9500');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toHaveText('Caixa fechado');
  await caixa.waitForText(['FECHAMENTO DE CAIXA', '100,00', '95,00']);
  await expectSynced(page);
  const printedBefore = caixa.tcp.jobs.length;
  expect(await reprints()).toBe(0);

  await page.getByTestId('cash-reprint-closed').click();
  await caixa.tcp.waitForJobs(printedBefore + 1, 15_000);
  await expectSynced(page);
  expect(await reprints()).toBe(1);
  const again = new TextDecoder('latin1').decode(Buffer.concat(caixa.tcp.jobs.slice(printedBefore)));
  expect(again).toContain('FECHAMENTO DE CAIXA');
  expect(again).toContain('95,00');
  await shotBothSizes(page, 'business-cash-reprint');
});

test('with no receipt printer chosen the terminal says so and notes no reprint', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('receipt-printer').getByRole('radio', { name: 'Nenhuma' }).click();
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await page.getByTestId('cash-reprint-closed').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Nenhuma impressora de recibos escolhida neste terminal (Configurações)' })).toBeVisible();
  expect(await reprints()).toBe(1);
});
