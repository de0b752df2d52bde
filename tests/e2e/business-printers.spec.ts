// Configurações → the printers panel: the manager renames the Cozinha printer and removes the Bar one (read back
// from the server), a name too long is refused on the spot in Portuguese and nothing is sent, and the POS templates
// show what the NFC-e and the table's bill carry. Real server and host, Chromium; screenshots in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
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

async function serverPrinters(): Promise<string[]> {
  const { data } = await serverGql<{ printers: { name: string; deletedAt: string | null }[] }>(stack.serverUrl, 'query($b: ID!){ printers(businessId: $b){ name deletedAt } }');
  return data.printers
    .filter((p) => !p.deletedAt)
    .map((p) => p.name)
    .sort();
}

test('the manager renames a printer and removes another', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  const cozinha = page.getByTestId('printer-manage-Cozinha');
  await cozinha.getByTestId('printer-name').fill('Cozinha quente');
  await cozinha.getByTestId('printer-rename').click();
  await expectSynced(page);
  await expect.poll(serverPrinters).toEqual(['Bar', 'Caixa', 'Cozinha quente', 'Forno de pizza']);
  await expect(page.getByTestId('printer-Cozinha quente')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('printer-manage-Bar').getByTestId('printer-remove').click();
  await expectSynced(page);
  await expect.poll(serverPrinters).toEqual(['Caixa', 'Cozinha quente', 'Forno de pizza']);
  await expect(page.getByTestId('printer-Bar')).toHaveCount(0, { timeout: 30_000 });
});

test('a name too long is refused on the spot in Portuguese, and nothing is sent', async () => {
  const caixa = page.getByTestId('printer-manage-Caixa');
  await caixa.getByTestId('printer-name').fill('C'.repeat(121));
  await caixa.getByTestId('printer-rename').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Alteração com dados inválidos (name: Deve ter no máximo 120 caracteres)' })).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  expect(await serverPrinters()).toEqual(['Caixa', 'Cozinha quente', 'Forno de pizza']);
});

test('the POS templates show what each slip carries and the line widths', async () => {
  await page.getByTestId('pos-template-nfce').click();
  const shown = page.getByTestId('pos-template-shown');
  await expect(shown).toContainText('QR Code');
  await expect(shown).toContainText('Caracteres por linha: 58 mm 32 · 76 mm 42 · 80 mm 48');
  await page.getByTestId('pos-template-service-resume').click();
  await expect(shown).toContainText('valor por pessoa');
  await expect(shown).toContainText('taxa de serviço');
  await shotBothSizes(page, 'business-printers');
});
