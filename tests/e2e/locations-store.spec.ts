// The online store (link de vendas) at #/loja/<businessId>: a new customer opens the Cantina's store, sees its menu,
// is told by the server in Portuguese that the phone has no account yet (the first time asks for a name), opens
// the account with her name, orders two portions of fries and a Coke to pick up, and the order is read back from
// the server with the catalogue's total, hers. Real server and host, Chromium; screenshots at 1366×768 and 768×1024.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openTerminal } from './support/counter.js';
import { serverGql } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

interface Order {
  id: string;
  total: number;
  originType: string;
  deliveryMode: string;
  entityId: string | null;
}

test('the store shows the business and its menu; a phone without an account is told to give a name', async () => {
  await page.goto(`${page.url().replace(/#.*$/, '')}#/loja/${DEMO_BUSINESS_ID}`);
  const store = page.getByTestId('store-screen');
  await expect(store).toBeVisible();
  await expect(page.getByTestId('store-product-Batata frita (porção)')).toContainText('R$ 24,90');
  await expect(page.getByTestId('store-product-Coca-Cola lata 350 ml')).toContainText('R$ 6,50');

  await page.getByTestId('store-login-phone').fill('(11) 97777-6666');
  await page.getByTestId('store-login-password').fill('senha123');
  await page.getByTestId('store-login-enter').click();
  await expect(page.getByTestId('store-login-error')).toContainText('É sua primeira vez? Informe também seu nome para criar a conta');
  await shotBothSizes(page, 'locations-store-login-refused');
});

test('the customer opens her account, orders to pick up, and the server has the order at the catalogue’s total', async () => {
  await page.getByTestId('store-login-name').fill('Beatriz Lima');
  await page.getByTestId('store-login-enter').click();
  await expect(page.getByTestId('store-customer')).toHaveText('Olá, Beatriz Lima');

  await page.getByTestId('store-add-Batata frita (porção)').click();
  await page.getByTestId('store-add-Batata frita (porção)').click();
  await page.getByTestId('store-add-Coca-Cola lata 350 ml').click();
  await expect(page.getByTestId('store-line-Batata frita (porção)')).toContainText('2× Batata frita (porção) · R$ 49,80');
  await expect(page.getByTestId('store-total')).toContainText('R$ 56,30');
  await shotBothSizes(page, 'locations-store-cart');

  const before = (await serverGql<{ orders: Order[] }>(stack.serverUrl, 'query($b: ID!){ orders(businessId: $b){ id } }')).data.orders.length;
  await page.getByTestId('store-place').click();
  await expect(page.getByTestId('store-placed')).toContainText('Pedido recebido! Total R$ 56,30');
  await expect(page.getByTestId('store-total')).toContainText('R$ 0,00');

  const { data } = await serverGql<{ orders: Order[] }>(stack.serverUrl, 'query($b: ID!){ orders(businessId: $b){ id total originType deliveryMode entityId } }');
  expect(data.orders).toHaveLength(before + 1);
  const placed = data.orders.filter((o) => o.total === 5630 && o.deliveryMode === 'balcony' && o.entityId);
  expect(placed).toHaveLength(1);
});
