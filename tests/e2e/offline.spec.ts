// The promise of the product, in Chromium: with the server stopped the cashier opens a comanda, adds
// items, takes the payment and closes it; the changes wait in the outbox (the app bar counts them, the
// pending screen lists them); the server comes back and they all go through, and the count returns to 0.
// Then the server's own rows say what was stored (items, payment, change, who did it), and each kitchen
// ticket reached its printer exactly once.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import { decodeText } from '../../src-shared/printing/codepages.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openCounter, openRegister, openTable, shot, expectSynced, type PaperPrinter } from './support/counter.js';
import { serverRows } from './support/serverRows.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

/** How many print jobs (one per ticket) on each kitchen printer carry all of `pieces`. */
function ticketsWith(pieces: string[]): { printer: string; count: number }[] {
  return Object.values(printers)
    .filter((p) => p.name !== 'Caixa')
    .map((p) => ({
    printer: p.name,
      count: p.tcp.jobs.filter((job) => {
        const text = decodeText(new Uint8Array(job), 'cp850');
        return pieces.every((piece) => text.includes(piece));
      }).length,
    }));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Cozinha', 'Bar', 'Caixa']));
  // The register is opened while online (R$ 100,00 of change), as at the start of a shift.
  await openRegister(page);
  await expectSynced(page);
});

test.afterAll(() => closeCounter(page, printers, stack));

test('a comanda opened, served, paid and closed offline syncs when the server is back', async () => {
  test.setTimeout(120_000);
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // Open comanda 21 and fire a portion of fries and a chopp: 24,90 + 12,90 = 37,80; with 10 %: 41,58.
  await openTable(page, 'Comanda 21', 1);
  await fireCodes(page, ['300', '404']);
  await expect(page.getByTestId('pad-line')).toHaveCount(2);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 41,58');

  // Cash: R$ 50,00 handed over, R$ 8,42 of change.
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 41,58');
  await page.getByRole('button', { name: 'Dinheiro' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveValue('R$ 41,58');
  await page.getByTestId('payment-tendered').pressSequentially('5000');
  await expect(page.getByTestId('payment-change')).toHaveText('Troco: R$ 8,42');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tables-screen')).toBeVisible();

  // Pending: counted in the app bar, listed on the pending screen with what each change is.
  // The count settles once the last change (closing) is in the outbox: open, fire, pay, close at least.
  const pendingCount = async () => Number((await page.getByTestId('pending-changes').textContent())?.match(/(\d+) alteraç/)?.[1] ?? 0);
  await expect.poll(pendingCount).toBeGreaterThanOrEqual(4);
  const waiting = await pendingCount();
  await page.getByTestId('open-pending').click();
  await expect(page.getByTestId('pending-screen')).toBeVisible();
  await expect(page.getByTestId('waiting-change')).toHaveCount(waiting);
  await expect(page.getByTestId('pending-screen')).toContainText('Comanda 21');
  await shot(page, 'pending-offline');

  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await expect(page.getByTestId('pending-screen')).toContainText('Nenhuma alteração aguardando envio');
  await expect(page.getByTestId('refused-change')).toHaveCount(0);
  await shot(page, 'pending-synced');

  // The server's rows are in the mirror now: comanda 21 is free again.
  await page.getByRole('button', { name: 'Mesas' }).click();
  await expect(page.getByTestId('table-Comanda 21')).toContainText('Livre');

  // What the server stored: one live cash payment of 41,58 with 50,00 handed over and 8,42 of change, made by
  // the cashier; its comanda closed; the two items fired on it, each once, by the cashier.
  const cashier = DEMO_USERS.cashier.id;
  type Row = { id: string; deletedAt: string | null; userId: string | null };
  const rows = await serverRows<{
    payments: (Row & { orderPadId: string; paymentMethodId: string; amount: number; tendered: number | null; change: number | null })[];
    orderPads: (Row & { status: string })[];
    orders: (Row & { orderPadId: string })[];
    orderProducts: (Row & { orderId: string; name: string; quantity: number; totalPrice: number })[];
  }>(
    stack.serverUrl,
    'payments { id deletedAt userId orderPadId paymentMethodId amount tendered change } orderPads { id deletedAt userId status } ' +
      'orders { id deletedAt userId orderPadId } orderProducts { id deletedAt userId orderId name quantity totalPrice }',
  );
  const paid = rows.payments.filter((r) => !r.deletedAt && r.amount === 4158);
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ paymentMethodId: demoId('pm:dinheiro'), amount: 4158, tendered: 5000, change: 842, userId: cashier });
  const pad = rows.orderPads.find((r) => r.id === paid[0]!.orderPadId);
  expect(pad).toMatchObject({ status: 'closed', userId: cashier, deletedAt: null });
  const orderIds = new Set(rows.orders.filter((o) => o.orderPadId === pad!.id && !o.deletedAt).map((o) => o.id));
  const items = rows.orderProducts.filter((r) => orderIds.has(r.orderId) && !r.deletedAt);
  expect(items.map((r) => ({ name: r.name, quantity: r.quantity, totalPrice: r.totalPrice, userId: r.userId })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: 'Batata frita (porção)', quantity: 1000, totalPrice: 2490, userId: cashier },
    { name: 'Chopp Brahma 300 ml', quantity: 1000, totalPrice: 1290, userId: cashier },
  ]);

  // Each kitchen ticket arrived exactly once, replay included: printed offline, not again when the server came back.
  await expect.poll(() => ticketsWith(['Comanda 21', 'Batata frita']).reduce((n, t) => n + t.count, 0)).toBeGreaterThan(0);
  await expect.poll(() => ticketsWith(['Comanda 21', 'Chopp Brahma']).reduce((n, t) => n + t.count, 0)).toBeGreaterThan(0);
  await page.waitForTimeout(2000);
  for (const item of ['Batata frita', 'Chopp Brahma']) {
    const tickets = ticketsWith(['Comanda 21', item]);
    expect(tickets.reduce((n, t) => n + t.count, 0), `${item}: ${JSON.stringify(tickets)}`).toBe(1);
  }
});
