// A waiter's tablet on the LAN let in from the counter's Configurações (issue 13): the tablet shows its 6-digit
// code, the manager types it under "Tablets da rede", the tablet reaches the terminal's app; the paired tablet is listed
// and "Remover" sends it back to asking for a code. Real server, host and Chromium (the tablet at the LAN address).
import { networkInterfaces } from 'node:os';
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

let stack: Stack | undefined;
let page: Page | undefined;

test.afterAll(async () => {
  await page?.close();
  await stack?.close();
});

test('a manager lets a LAN tablet in from Configurações, sees it listed and removes it', async ({ browser }) => {
  test.skip(!lanAddress, 'no LAN address on this machine');
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_HOST_BIND: '0.0.0.0' }));
  const tablet = await browser.newPage();
  await tablet.goto(`http://${lanAddress}:${stack.hostPort}/`);
  const banner = tablet.locator('#pos-pairing');
  await banner.waitFor({ timeout: 20_000 });
  const code = /(\d{6})/.exec((await banner.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Configurações' }).click();
  const setup = page.getByTestId('tablets-setup');
  const list = setup.getByTestId('paired-tablets');
  await expect(list).toHaveText('Nenhum tablet pareado com este terminal');
  await setup.getByLabel('Código do tablet').fill(code);
  await setup.getByRole('button', { name: 'Liberar tablet' }).click();
  await expect(page.getByText('Tablet liberado')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('pareado em');
  // Let in, the tablet starts over by itself into the terminal's app (the manager's session is the terminal's).
  await tablet.getByRole('navigation', { name: 'Telas' }).waitFor({ timeout: 20_000 });
  await expect(tablet.locator('#pos-pairing')).toHaveCount(0);
  await setup.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'settings-tablets');

  await list.getByRole('button', { name: /^Remover/ }).click();
  await expect(list).toHaveText('Nenhum tablet pareado com este terminal');
  // Removed, the tablet is asked for a new code on its next connection.
  await tablet.reload();
  await expect(tablet.locator('#pos-pairing')).toBeVisible({ timeout: 20_000 });
  await tablet.close();
});
