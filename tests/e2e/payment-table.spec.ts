// The cashier settles a whole table at once: table 15 has two pads; the bill adds them up with the service
// fee (removable), four people pay their share each (PIX, PIX, credit card with its brand, cash with
// change), the receipt prints and both pads close, freeing the table. Then the same with the server stopped.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { openTable, fireCodes, openRegister, closeCounter, openCounter, shot, type PaperPrinter, expectSynced } from './support/counter.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Cozinha', 'Bar', 'Caixa']));
  await openRegister(page);
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

/**
 * Table with people and two pads: the first with 2 fries and a chopp (62,70 + 6,27 = 68,97), the second
 * with 2 chopps (25,80 + 2,58 = 28,38): 97,35 for the table. Ends on the table's payment screen.
 */
async function tableWithTwoPads(table: string, people: number): Promise<void> {
  await openTable(page, table, people);
  await fireCodes(page, ['300', '300', '404']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`table-${table}`)).toContainText(`${people} pessoas`);
  await page.getByTestId(`table-${table}`).click();
  await expect(page.getByTestId('service-panel')).toBeVisible();
  await page.keyboard.press('F2'); // Nova comanda
  await expect(page.getByTestId('pad-title')).toHaveText(`${table} · Comanda 2`);
  await fireCodes(page, ['404', '404']);
  await page.keyboard.press('Escape');
  await page.getByTestId(`table-${table}`).click();
  await expect(page.getByTestId('service-total')).toHaveText('R$ 97,35');
  await page.keyboard.press('F8'); // Pagar a mesa
  await expect(page.getByTestId('payment-screen')).toBeVisible();
  await expect(page.getByTestId('bill-pads')).toHaveText('2');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 97,35');
}

async function payWith(method: string, expectBalance: string, brand?: string): Promise<void> {
  await page.getByTestId('payment-methods').getByRole('button', { name: method }).click();
  if (brand) {
    await expect(page.getByTestId('card-machine')).toHaveText('Siga as instruções da maquininha de cartão');
    await page.getByRole('radio', { name: brand }).click();
  }
  // The amount is filled with the next share once the previous payment is on the bill: Enter takes it then.
  await expect(page.getByTestId('payment-amount')).toBeVisible();
  await expect(page.getByTestId('payment-amount')).not.toHaveValue('R$ 0,00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-balance')).toHaveText(expectBalance);
}

test('the whole table pays at once, split by its 4 people, with the service fee', async () => {
  await tableWithTwoPads('Mesa 15', 4);
  // The fee comes off both pads and back on.
  await page.keyboard.press('F7');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 88,50');
  await expect(page.getByTestId('bill-service-fee')).toHaveText('R$ 0,00');
  await page.keyboard.press('F7');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 97,35');

  await page.getByRole('radio', { name: 'Por pessoas' }).click();
  // 97,35 ÷ 4: three pay 24,34 and one 24,33.
  await expect(page.getByTestId('split-share')).toHaveText('4 pessoas: R$ 24,34 cada');
  await shot(page, 'payment-table-split');
  await payWith('PIX', 'R$ 73,01');
  await payWith('PIX', 'R$ 48,67');
  // The third share covers the rest of the first pad and the start of the second.
  await payWith('Cartão de crédito', 'R$ 24,33', 'Visa');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'Dinheiro' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 24,33');
  await page.getByTestId('payment-tendered').pressSequentially('5000');
  await expect(page.getByTestId('payment-change')).toHaveText('Troco: R$ 25,67');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await expect(page.getByTestId('payments-list').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('payments-list')).toContainText('Cartão de crédito · Visa');
  await expect(page.getByTestId('payments-list')).toContainText('Troco: R$ 25,67');
  await shot(page, 'payment-table-settled');

  await page.keyboard.press('F9');
  const receipt = await printers.Caixa!.waitForText(['COMPROVANTE DE PAGAMENTO', 'Mesa 15', '97,35', 'Troco', '25,67']);
  expect(receipt).toContain('Cartão de crédito');

  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tables-screen')).toBeVisible();
  await expect(page.getByTestId('table-Mesa 15')).toContainText('Livre');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  // The register got the cash: 100,00 opening + 24,33.
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByTestId('cash-drawer')).toHaveText('R$ 124,33');
});

test('with the server stopped a whole table is paid in cash and closed; it syncs when the server is back', async () => {
  await tableWithTwoPads('Mesa 16', 2);
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'Dinheiro' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 97,35');
  await page.getByTestId('payment-tendered').pressSequentially('10000');
  await expect(page.getByTestId('payment-change')).toHaveText('Troco: R$ 2,65');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-Mesa 16')).toContainText('Livre');
  await expect(page.getByTestId('pending-changes')).not.toHaveText('Nenhuma alteração pendente');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page);
  await expect(page.getByTestId('table-Mesa 16')).toContainText('Livre');
});
