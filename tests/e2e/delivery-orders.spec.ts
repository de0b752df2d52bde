// The phone rings: the cashier finds Maria by her phone, picks her saved address and the delivery method
// (with its fee), takes the order on a new pad, fires it, takes the card payment (the card machine's
// instruction shows); on the orders board the order moves to ready and is dispatched with a delivery man
// (the pad stays open until the delivery is done); its resume downloads as a PDF, and Maria's screen lists her last
// orders as the server has them. Then a new customer with a new address, with the server stopped, synced when it is back.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, shot, type PaperPrinter, expectSynced } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Cozinha', 'Bar', 'Caixa']));
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

async function orderFriesAndGuarana(): Promise<void> {
  const search = page.getByTestId('product-search');
  for (const code of ['300', '401']) {
    await search.fill(code);
    await search.press('Enter');
  }
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await shot(page, 'delivery-order-pad');
  await page.keyboard.press('F4');
  // A delivery sale goes on to its checkout: 24,90 + 6,00 + delivery R$ 7,00, no service fee.
  await expect(page.getByTestId('payment-screen')).toBeVisible();
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 37,90');
  await expect(page.getByTestId('bill-service-fee')).toHaveText('R$ 0,00');
  await printers.Cozinha!.waitForText(['Batata frita']);
  await printers.Bar!.waitForText(['Guaraná']);
}

test('a delivery by phone: customer, address, delivery fee, card payment, and the orders board dispatches it', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Balcão' }).click();
  await shot(page, 'checkout-origin');
  await page.getByRole('button', { name: /Delivery por telefone/ }).click();
  await page.getByLabel('Telefone do cliente').fill('(11) 98765-4321');
  await expect(page.getByTestId('customer-found')).toHaveText('Cliente: Maria Aparecida Silva');
  await shot(page, 'checkout-customer');
  await page.keyboard.press('Enter');
  await shot(page, 'checkout-address');
  await page.getByRole('button', { name: /Avenida Paulista, 1578/ }).click();
  await expect(page.getByRole('button', { name: /Entrega própria/ })).toContainText('R$ 7,00');
  await shot(page, 'checkout-delivery-method');
  await page.getByRole('button', { name: /Entrega própria/ }).click();

  await expect(page.getByTestId('sale-context')).toContainText('Maria Aparecida Silva');
  await expect(page.getByTestId('sale-context')).toContainText('Avenida Paulista, 1578');
  await orderFriesAndGuarana();

  await page.keyboard.press('F3'); // Cartão de crédito
  await expect(page.getByTestId('card-machine')).toHaveText('Siga as instruções da maquininha de cartão');
  await page.getByRole('radio', { name: 'Visa' }).click();
  await shot(page, 'payment-card');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');

  // The orders board: confirmed → ready to deliver → dispatched with Pedro.
  await page.getByRole('button', { name: 'Pedidos' }).click();
  const card = page.getByTestId('column-Em preparo').getByRole('button', { name: /Maria Aparecida Silva/ });
  await expect(card).toBeVisible();
  await shot(page, 'orders-board');
  await card.click();
  await page.getByTestId('order-dialog').getByRole('button', { name: 'Pronto para entrega' }).click();
  const ready = page.getByTestId('column-Prontos').getByRole('button', { name: /Maria Aparecida Silva/ });
  await expect(ready).toBeVisible();
  await ready.click();
  await page.keyboard.press('F6');
  await shot(page, 'orders-dispatch');
  await page.getByTestId('dispatch-dialog').getByRole('button', { name: 'Pedro Motoboy' }).click();
  await expect(page.getByTestId('column-Em entrega').getByRole('button', { name: /Maria Aparecida Silva/ })).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});

test("the dispatched order's resume downloads as a PDF; Maria's screen lists her last orders and her history", async () => {
  await page.getByTestId('column-Em entrega').getByRole('button', { name: /Maria Aparecida Silva/ }).click();
  // The file is named by the order's code, the one the dialog, the board and the kitchen ticket show.
  const code = /Pedido ([0-9A-F]{6})/.exec((await page.getByTestId('order-dialog').textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  const download = page.waitForEvent('download');
  await page.getByTestId('order-resume').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pedido-${code}.pdf`);
  expect(readFileSync((await file.path()) as string).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('toast').filter({ hasText: 'Arquivo salvo: pedido-' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Clientes' }).click();
  await page.getByTestId('customer-search').fill('Maria');
  await expect(page.getByTestId('customer-hits')).toContainText('Maria Aparecida Silva');
  await page.getByTestId('customer-search').press('Enter');
  const last = page.getByTestId('customer-last-order');
  await expect(last).toHaveCount(1);
  await expect(last).toContainText('Em entrega');
  await expect(last).toContainText('R$ 37,90');
  await expect(last).toContainText('1× Batata frita');
  await expect(last).toContainText('Guaraná');
  await page.getByTestId('customer-history-open').click();
  await expect(page.getByTestId('customer-history-count')).toHaveText('1 pedido, R$ 37,90 sem os cancelados');
  await page.getByTestId('customer-orders').scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'customer-orders');
});

test('with the server stopped a new customer with a new address orders for delivery; it syncs when the server is back', async () => {
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Balcão' }).click();
  await page.getByRole('button', { name: /WhatsApp/ }).click();
  await page.getByLabel('Telefone do cliente').fill('11955554444');
  await page.getByLabel('Nome do cliente').fill('Paulo Henrique Costa');
  await page.keyboard.press('Enter');
  await page.getByLabel('CEP').fill('04538-133');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await page.getByLabel('Rua').fill('Avenida Brigadeiro Faria Lima');
  await page.getByLabel('Número').fill('3477');
  await page.getByLabel('Bairro').fill('Itaim Bibi');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('UF').fill('SP');
  await shot(page, 'checkout-new-address');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: /Entrega própria/ }).click();
  await expect(page.getByTestId('sale-context')).toContainText('Paulo Henrique Costa');
  await orderFriesAndGuarana();
  await expect(page.getByTestId('pending-changes')).not.toHaveText('Nenhuma alteração pendente');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page);
  await page.getByRole('button', { name: 'Pedidos' }).click();
  await expect(page.getByTestId('column-Em preparo').getByRole('button', { name: /Paulo Henrique Costa/ })).toBeVisible();
});
