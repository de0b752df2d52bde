// More of the counter with the server stopped, in Chromium: the waiter moves the chopp of table 15 to the
// table's second comanda, and on the orders board the moved order is marked ready; each shows at once, as it
// will after the sync; the server comes back, the changes go through, and the screens keep showing the same
// (the moved order now with the number the server gave it).
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { DEMO_USERS } from '../../src-server/demo/ids.js';
import { closeCounter, fireCodes, openTable, openTerminal, shot, expectSynced } from './support/counter.js';
import { serverRows } from './support/serverRows.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'cashier'));
});

test.afterAll(() => closeCounter(page, {}, stack));

const lines = () => page.getByTestId('pad-line');
const line = (name: string) => lines().filter({ hasText: name });

async function openPad(n: 1 | 2): Promise<void> {
  await page.getByRole('button', { name: 'Mesas' }).click();
  await page.getByTestId('table-Mesa 15').click();
  await page.getByTestId('service-panel').getByTestId(`pad-tile-${n}`).click();
  await expect(page.getByTestId('pad-title')).toHaveText(n === 1 ? 'Mesa 15' : 'Mesa 15 · Comanda 2');
}

test('a chopp moved to the second comanda and an order marked ready offline show at once and sync when the server is back', async () => {
  test.setTimeout(150_000);
  // Online: table 15 for 2, a portion of fries and a chopp; a second comanda for the table.
  await openTable(page, 'Mesa 15', 2);
  await fireCodes(page, ['300', '404']);
  await expect(lines()).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.getByTestId('table-Mesa 15').click();
  await expect(page.getByTestId('service-panel')).toBeVisible();
  await page.keyboard.press('F2'); // Nova comanda
  await expect(page.getByTestId('pad-title')).toHaveText('Mesa 15 · Comanda 2');
  await page.keyboard.press('Escape');
  await expectSynced(page);

  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // The chopp goes to comanda 2: fries alone on the first (24,90 + 10 % = 27,39), the chopp on the second (12,90 + 1,29).
  await openPad(1);
  await line('Chopp').click();
  await page.getByTestId('line-actions').getByRole('button', { name: 'Transferir itens' }).click();
  await page.getByTestId('transfer-dialog').getByRole('button', { name: 'Mesa 15 · Comanda 2' }).click();
  await page.keyboard.press('Enter');
  await expect(line('Chopp')).toHaveCount(0);
  await expect(lines()).toHaveCount(1);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 27,39');
  await page.keyboard.press('Escape');
  await openPad(2);
  await expect(line('Chopp')).toHaveCount(1);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 14,19');
  await shot(page, 'offline-transfer');
  await page.keyboard.press('Escape');

  // The orders board: the moved chopp is a new order (no number until the server gives one), in preparation;
  // the cashier marks it ready to be served.
  await page.getByRole('button', { name: 'Pedidos' }).click();
  const moved = page.getByTestId('order-card-novo');
  await expect(page.getByTestId('column-Em preparo').getByTestId('order-card-novo')).toBeVisible();
  await moved.click();
  await page.getByTestId('order-dialog').getByRole('button', { name: 'Pronto para consumo' }).click();
  await expect(page.getByTestId('column-Prontos').getByTestId('order-card-novo')).toBeVisible();
  await expect(page.getByTestId('column-Prontos').getByTestId('order-card-novo')).toContainText('Pronto para consumo');
  await expect(page.getByTestId('column-Prontos').getByTestId('order-card-novo')).toContainText('R$ 12,90');
  // Its number is the kitchen ticket's, known offline; a table's order has no customer: the card says where it came from.
  await expect(page.getByTestId('column-Prontos').getByTestId('order-card-novo')).toContainText(/Pedido [0-9A-F]{6} · Pronto para consumo/);
  const code = /Pedido ([0-9A-F]{6})/.exec((await page.getByTestId('column-Prontos').getByTestId('order-card-novo').textContent()) ?? '')?.[1];
  await expect(page.getByTestId('column-Prontos').getByTestId('order-card-novo')).toContainText('Salão');
  await shot(page, 'offline-order-status');
  await expect(page.getByTestId('pending-changes')).toHaveText(/[2-9] alterações aguardando envio/);

  // The server is back: everything goes, and the screens show the same, the order now numbered.
  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await expect(page.getByTestId('order-card-novo')).toHaveCount(0, { timeout: 15_000 });
  const ready = page.getByTestId('column-Prontos').getByRole('button', { name: /Pronto para consumo/ });
  await expect(ready).toHaveCount(1);
  await expect(ready).toContainText(`Pedido ${code}`);
  await expect(ready).toContainText('R$ 12,90');
  await openPad(1);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 27,39');
  await page.keyboard.press('Escape');
  await openPad(2);
  await expect(line('Chopp')).toHaveCount(1);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 14,19');
  await shot(page, 'offline-more-synced');

  // What the server stored: on Mesa 15's first comanda the fries alone, on its second the chopp, in an order of
  // its own, numbered and ready; the move and the status change by the cashier.
  type Row = { id: string; deletedAt: string | null; userId: string | null };
  const rows = await serverRows<{
    orderPads: (Row & { serviceId: string; status: string })[];
    orders: (Row & { orderPadId: string; number: number; status: string; trackingStatus: string | null; kdsStatus: string | null })[];
    orderProducts: (Row & { orderId: string; name: string; quantity: number; totalPrice: number })[];
  }>(
    stack.serverUrl,
    'orderPads { id deletedAt userId serviceId status } orders { id deletedAt userId orderPadId number status trackingStatus kdsStatus } orderProducts { id deletedAt userId orderId name quantity totalPrice }',
  );
  const cashier = DEMO_USERS.cashier.id;
  const live = <R extends Row>(xs: R[]) => xs.filter((x) => !x.deletedAt);
  const orderOf = new Map(live(rows.orders).map((o) => [o.id, o]));
  const padOf = new Map(live(rows.orderPads).map((p) => [p.id, p]));
  const named = (name: string) => live(rows.orderProducts).filter((r) => r.name.startsWith(name) && orderOf.has(r.orderId));
  const [fries, chopp] = [named('Batata frita'), named('Chopp')];
  expect(fries).toHaveLength(1);
  expect(chopp).toHaveLength(1);
  expect(fries[0]).toMatchObject({ quantity: 1000, totalPrice: 2490, userId: cashier });
  expect(chopp[0]).toMatchObject({ quantity: 1000, totalPrice: 1290, userId: cashier });
  const friesOrder = orderOf.get(fries[0]!.orderId)!;
  const choppOrder = orderOf.get(chopp[0]!.orderId)!;
  expect(choppOrder.id).not.toBe(friesOrder.id);
  expect(choppOrder).toMatchObject({ status: 'readyToConsumption', userId: cashier });
  expect(choppOrder.number).toBeGreaterThan(friesOrder.number);
  const [first, second] = [padOf.get(friesOrder.orderPadId)!, padOf.get(choppOrder.orderPadId)!];
  expect(second.id).not.toBe(first.id);
  expect(second.serviceId).toBe(first.serviceId);
});
