// Asked to print a paper again, a person sees it on screen first (issue 16, item 19): the pre-bill and the
// payment receipt print at once the first time; the second time their preview shows, Enter prints it and
// Esc prints nothing.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openCounter, openRegister, openTable, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Caixa', 'Cozinha', 'Bar']));
  await openRegister(page);
});

test.afterAll(() => closeCounter(page, printers, stack));

const count = (text: string, piece: string) => text.split(piece).length - 1;

test('the pre-bill and the receipt show their preview before they print again', async () => {
  const caixa = printers.Caixa!;
  await openTable(page, 'Mesa 2', 2);
  await fireCodes(page, ['300']);

  // The pre-bill: printed at once, then previewed; Esc prints nothing.
  await page.keyboard.press('F9');
  await caixa.waitForText(['Mesa 2', 'Batata frita', '27,39']);
  await page.waitForTimeout(1000);
  const preBills = count(caixa.text(), 'Batata frita');
  await page.keyboard.press('F9');
  const preview = page.getByTestId('print-preview-dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('figure')).toContainText('Batata frita');
  await expect(preview.getByRole('figure')).toContainText('27,39');
  await shotBothSizes(page, 'reprint-prebill-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(count(caixa.text(), 'Batata frita')).toBe(preBills);

  // The receipt: paid by PIX, printed once, then previewed and printed again with Enter.
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'PIX' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 0,00');
  await page.keyboard.press('F9');
  await caixa.waitForText(['COMPROVANTE DE PAGAMENTO', 'PIX']);
  // Every copy the printer is set up for has come out.
  await page.waitForTimeout(1000);
  const once = count(caixa.text(), 'COMPROVANTE DE PAGAMENTO');
  expect(once).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('F9');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('figure')).toContainText('COMPROVANTE DE PAGAMENTO');
  await expect(preview.getByRole('figure')).toContainText('PIX');
  await shotBothSizes(page, 'reprint-receipt-preview');
  expect(count(caixa.text(), 'COMPROVANTE DE PAGAMENTO')).toBe(once);
  await preview.getByRole('button', { name: 'Imprimir' }).click();
  await expect(preview).toHaveCount(0);
  await expect.poll(() => count(caixa.text(), 'COMPROVANTE DE PAGAMENTO')).toBe(2 * once);
});
