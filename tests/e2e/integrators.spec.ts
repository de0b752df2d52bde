// Configurações → Marketplaces against the marketplace simulator: the manager connects iFood with the user code typed
// at its portal, imports its catalogue (4 of 5 items matched to the Cantina's products), pulls a new order (once: a
// second pull makes none), connects Entregas10 with its integration key, dispatches the iFood order with it and
// cancels the shipping; with iFood down a pull waits in the outbox and makes the order once it is back; Delivery Much gets its average times. Real server, host and Chromium; the simulator runs in
// this process and the server reaches it through POS_INTEGRATORS_URL. Screenshots at 1366×768 in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startIntegratorsSimulator, type IntegratorsSimulator } from '../../src-server/integrators/simulator.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openTerminal } from './support/counter.js';

let sim: IntegratorsSimulator;
let stack: Stack;
let page: Page;
const DIR = process.env.POS_SHOTS_DIR ?? 'test-results/screens';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startIntegratorsSimulator();
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_INTEGRATORS_URL: sim.url }));
  mkdirSync(DIR, { recursive: true });
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await sim?.close();
});

const shot = (name: string) => page.screenshot({ path: `${DIR}/${name}-1366x768.png` });
const card = (p: string) => page.getByTestId(`marketplace-${p}`);

test('the manager connects iFood with the user code of its portal', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-marketplaces').click();
  await expect(page.getByTestId('marketplaces-screen')).toBeVisible();
  await expect(card('ifood')).toContainText('Não conectado');
  await expect(page.getByTestId('marketplaces-screen')).toContainText('Nenhum pedido recebido ainda.');
  await shot('marketplaces-empty');

  await page.getByTestId('marketplace-ifood-connect').click();
  const dialog = page.getByTestId('marketplace-connect-dialog');
  await expect(page.getByTestId('marketplace-secret')).toBeDisabled();
  await page.getByTestId('marketplace-ask-user-code').click();
  const userCode = (await page.getByTestId('marketplace-user-code').textContent({ timeout: 30_000 }))!.trim();
  expect(userCode).toMatch(/^[0-9A-F]{8}$/);
  await page.getByTestId('marketplace-merchant-id').fill('cantina-sp');
  await page.getByTestId('marketplace-secret').fill(sim.authorizationCode('ifood', userCode)!);
  await shot('marketplaces-ifood-user-code');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(card('ifood')).toContainText('Conectado');
  await expect(card('ifood')).toContainText('Cardápio ainda não importado');
});

test('imports the iFood catalogue: 4 items matched to products, 1 without', async () => {
  await page.getByTestId('marketplace-ifood-import').click();
  await expect(page.getByTestId('marketplace-ifood-notice')).toHaveText('5 itens importados: 4 ligados a produtos, 1 sem produto', { timeout: 30_000 });
  await expect(page.getByTestId('marketplace-ifood-catalog')).toHaveText('Cardápio: 5 itens, 4 ligados a produtos');
  await page.getByTestId('marketplace-ifood-view-catalog').click();
  const batata = page.getByTestId('marketplace-catalog-item-MKT-BATATA');
  await expect(batata.locator('td').nth(2)).toContainText('27,90');
  await expect(batata.locator('td').nth(3)).toHaveText('Batata frita (porção)');
  await expect(page.getByTestId('marketplace-catalog-item-MKT-ACAI')).toContainText('Sem produto correspondente');
  await shot('marketplaces-ifood-catalog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('marketplace-catalog-dialog')).toHaveCount(0);
});

test('pulls a new iFood order once; a second pull makes none', async () => {
  const order = sim.addOrder('ifood', 'cantina-sp', {
    items: [
      { code: 'MKT-BATATA', name: 'Batata frita (porção)', quantity: 1, unitPrice: 2790 },
      { code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 2, unitPrice: 790 },
    ],
    customer: { name: 'Ana Souza', phone: '11988887777' },
  });
  await page.getByTestId('marketplace-ifood-pull').click();
  await expect(page.getByTestId('marketplace-ifood-notice')).toHaveText('1 pedido novo', { timeout: 30_000 });
  const line = page.getByTestId(`marketplace-order-${order.id}`);
  await expect(line).toContainText('iFood');
  await expect(line).toContainText('Ana Souza');
  await page.getByTestId('marketplace-ifood-pull').click();
  await expect(page.getByTestId('marketplace-ifood-notice')).toHaveText('Nenhum pedido novo', { timeout: 30_000 });
  await expect(page.locator('[data-testid^="marketplace-order-"][data-testid$="IFOOD-1001"]')).toHaveCount(1);
  await expect(card('ifood')).toContainText('1 pedido recebido');
  await shot('marketplaces-ifood-order');
});

test('iFood down: the pull waits in the outbox, nothing is lost; back up, the order arrives', async () => {
  const order = sim.addOrder('ifood', 'cantina-sp', { items: [{ code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', quantity: 1, unitPrice: 790 }] });
  sim.fail('ifood', 503, 'Serviço indisponível');
  await page.getByTestId('marketplace-ifood-pull').click();
  await expect(page.getByTestId('marketplace-ifood-busy')).toContainText('Buscando pedidos…');
  await expect(page.getByTestId('pending-changes')).not.toHaveText('Nenhuma alteração pendente', { timeout: 15_000 });
  await shot('marketplaces-ifood-down');
  await expect(page.getByTestId(`marketplace-order-${order.id}`)).toHaveCount(0);
  sim.heal('ifood');
  await expect(page.getByTestId('marketplace-ifood-notice')).toHaveText('1 pedido novo', { timeout: 60_000 });
  await expect(page.getByTestId(`marketplace-order-${order.id}`)).toBeVisible();
});

test('connects Entregas10 and dispatches the iFood order with it, then cancels the shipping', async () => {
  await page.getByTestId('marketplace-entregas10-connect').click();
  const dialog = page.getByTestId('marketplace-connect-dialog');
  await page.getByTestId('marketplace-merchant-id').fill('e10-cantina');
  await page.getByTestId('marketplace-secret').fill('chave-e10');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(card('entregas10')).toContainText('Conectado');

  const line = page.getByTestId('marketplace-order-IFOOD-1001');
  await line.getByTestId('marketplace-order-IFOOD-1001-dispatch-entregas10').click();
  await expect(page.getByTestId('marketplace-order-IFOOD-1001-shipment')).toHaveText('Entregas10: entrega pedida', { timeout: 30_000 });
  expect(sim.log.some((l) => l.provider === 'entregas10' && l.call === 'shipment')).toBe(true);
  await shot('marketplaces-dispatched');
  await page.getByTestId('marketplace-order-IFOOD-1001-cancel-shipping').click();
  await expect(page.getByTestId('marketplace-order-IFOOD-1001-shipment')).toHaveText('Entregas10: entrega cancelada', { timeout: 30_000 });
  await expect(line.getByTestId('marketplace-order-IFOOD-1001-dispatch-entregas10')).toBeVisible();
});

test('Delivery Much: connected with its key, gets the average times', async () => {
  await page.getByTestId('marketplace-deliveryMuch-connect').click();
  const dialog = page.getByTestId('marketplace-connect-dialog');
  await page.getByTestId('marketplace-merchant-id').fill('dm-cantina');
  await page.getByTestId('marketplace-secret').fill('chave-dm');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('marketplace-deliveryMuch-times').click();
  await page.getByTestId('marketplace-pickup-time').fill('15');
  await page.getByTestId('marketplace-delivery-time').fill('45');
  await shot('marketplaces-average-times');
  await page.getByTestId('marketplace-times-dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(card('deliveryMuch')).toContainText('Tempos médios: 15 / 45 min', { timeout: 30_000 });
  expect(sim.log).toContainEqual({ provider: 'deliveryMuch', call: 'average-times', body: { pickUpTime: 15, deliveryTime: 45 } });
  await shot('marketplaces-all');
});
