// Configurações → Pessoas (issue 13 item 16): a person invited by a new e-mail and one by an e-mail that already has
// an account are invitations alike: both rows offer "Reenviar convite" and "Cancelar convite"; a resend says so;
// cancelling the new e-mail's person takes them off the list. Real server and host, Chromium.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa']));
});

test.afterAll(() => closeCounter(page, printers, stack));

const row = (email: string) => page.getByTestId('person').filter({ hasText: email });

async function invite(name: string, email: string, role: string): Promise<void> {
  await page.keyboard.press('F2');
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha inicial').fill('inicial123');
  await dialog.getByRole('radio', { name: role }).click();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test('both invited people show Reenviar and Cancelar; a resend says so; cancelling the new e-mail removes them', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-people').click();
  await expect(row('caixa@cantina.com.br')).toBeVisible();

  await invite('Bia Nova', 'bia.nova@cantina.com.br', 'Caixa');
  await invite('Zé Convidado', 'ze@lanchonetedoze.com.br', 'Garçom');
  for (const email of ['bia.nova@cantina.com.br', 'ze@lanchonetedoze.com.br']) {
    await expect(row(email).getByTestId('person-status')).toHaveText('convidado');
    await expect(row(email).getByRole('button', { name: 'Reenviar convite' })).toBeVisible();
    await expect(row(email).getByRole('button', { name: 'Cancelar convite' })).toBeVisible();
  }
  // Someone who signs in is not invited: no invitation buttons on the cashier's row.
  await expect(row('caixa@cantina.com.br').getByRole('button', { name: 'Reenviar convite' })).toHaveCount(0);
  await shotBothSizes(page, 'people-invites');

  await row('bia.nova@cantina.com.br').getByRole('button', { name: 'Reenviar convite' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Convite reenviado' })).toBeVisible();

  await row('bia.nova@cantina.com.br').getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(page.getByTestId('cancel-invitation')).toContainText('Bia Nova');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Convite cancelado' })).toBeVisible();
  await expect(row('bia.nova@cantina.com.br')).toHaveCount(0);
  await expect(row('ze@lanchonetedoze.com.br')).toHaveCount(1);
  // Read again from the server: Bia is gone for good, Zé still waits.
  await page.reload();
  await expect(page.getByTestId('people-screen')).toBeVisible();
  await expect(row('caixa@cantina.com.br')).toBeVisible();
  await expect(row('bia.nova@cantina.com.br')).toHaveCount(0);
  await expect(row('ze@lanchonetedoze.com.br').getByTestId('person-status')).toHaveText('convidado');
});
