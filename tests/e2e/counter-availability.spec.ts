// The rodízio outside its hours (issue 16, item 16): the counter refuses to add it with a message saying when
// it is sold, on the business's clock, and takes it within them. The hours are set around the real time
// through the product's availability, so the test does not depend on when it runs.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import { localClock } from '../../src-shared/domain/availability.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, openTable, people, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Forno de pizza']));
});

test.afterAll(() => closeCounter(page, printers, stack));

const clock = (minutes: number) => localClock(new Date(Date.now() + minutes * 60_000), 'America/Sao_Paulo').time;

async function rodizioHours(startTime: string, endTime: string): Promise<void> {
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(people.manager) });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/products/${demoId('product:rodizio')}/availabilities/${demoId('avail:rodizio')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ weekdays: [], originIds: [], startTime, endTime }),
  });
  expect(res.status).toBe(200);
}

test('the rodízio is refused outside its hours with a message saying when, and added within them', async () => {
  const from = clock(120);
  const to = clock(180);
  await rodizioHours(from, to);
  await openTable(page, 'Mesa 10', 2);
  const search = page.getByTestId('product-search');
  const message = `Rodízio de pizza (por pessoa) não está disponível agora: disponível todos os dias das ${from} às ${to}`;
  // The change reaches the terminal's mirror with its next pull; until then the demo's own hours may still let
  // the rodízio in (from 18:00 in São Paulo), so a line added meanwhile is taken off before the next try.
  await expect(async () => {
    const added = page.getByTestId('draft-line');
    if ((await added.count()) > 0) await added.first().getByRole('button', { name: /Remover item/ }).click();
    await search.fill('600');
    await search.press('Enter');
    await expect(page.getByText(message).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  await shotBothSizes(page, 'pad-rodizio-refused');

  await rodizioHours(clock(-5), clock(40));
  await expect(async () => {
    await search.fill('600');
    await search.press('Enter');
    await expect(page.getByTestId('draft-line')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('draft-line')).toContainText('Rodízio');
});
