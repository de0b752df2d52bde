// Configurações → Pessoas (issue 18, issue 13 item 16): the manager invites a person by a new e-mail and one by an
// e-mail that already has an account, and both are listed alike as "convidado"; cancels an invitation; changes a
// person's role; sets their own pass code ("Senha de liberação") and the cashier's discount limit. Then the cashier,
// at the same counter, gives a discount within the new limit alone and one over it only with the new pass code.
// A waiter does not see the screen. Real server and host, Chromium.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, login, openCounter, openTable, type PaperPrinter } from './support/counter.js';
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

async function openPeople(): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-people').click();
  await expect(page.getByTestId('people-screen')).toBeVisible();
  await expect(row('caixa@cantina.com.br')).toBeVisible();
}

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

test('the manager invites by a new and by a registered e-mail: both listed as convidado; cancels one; changes a role', async () => {
  await openPeople();
  await expect(row('caixa@cantina.com.br').getByTestId('person-status')).toHaveText('ativo');
  await expect(row('caixa@cantina.com.br').getByTestId('person-role')).toHaveText('Caixa');

  await invite('Bia Nova', 'bia.nova@cantina.com.br', 'Caixa');
  await invite('Zé Convidado', 'ze@lanchonetedoze.com.br', 'Garçom');
  for (const [email, role] of [
    ['bia.nova@cantina.com.br', 'Caixa'],
    ['ze@lanchonetedoze.com.br', 'Garçom'],
  ] as const) {
    await expect(row(email).getByTestId('person-status')).toHaveText('convidado');
    await expect(row(email).getByTestId('person-role')).toHaveText(role);
    await expect(row(email).getByRole('button', { name: 'Cancelar convite' })).toBeVisible();
  }
  await shotBothSizes(page, 'people');

  await row('ze@lanchonetedoze.com.br').getByRole('button', { name: 'Reenviar convite' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Convite reenviado' })).toBeVisible();
  await row('ze@lanchonetedoze.com.br').getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(page.getByTestId('cancel-invitation')).toContainText('Zé Convidado');
  await page.keyboard.press('Enter');
  await expect(row('ze@lanchonetedoze.com.br')).toHaveCount(0);

  // The waiter becomes a cashier.
  await row('garcom@cantina.com.br').getByRole('button', { name: 'Mudar papel' }).click();
  const dialog = page.getByTestId('role-dialog');
  await dialog.getByRole('radio', { name: 'Caixa' }).click();
  await shotBothSizes(page, 'people-role');
  await page.keyboard.press('Enter');
  await expect(row('garcom@cantina.com.br').getByTestId('person-role')).toHaveText('Caixa');
});

test('the pass code and the discount limit set here are what the cashier’s counter goes by', async () => {
  test.setTimeout(120_000);
  const pass = page.getByTestId('pass-code-card');
  await pass.getByLabel('Senha de liberação').fill('2468');
  await pass.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Senha de liberação salva' })).toBeVisible();
  const limit = page.getByTestId('discount-limit-card');
  await limit.getByLabel('Limite (%)').fill('20');
  await limit.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Limite de desconto salvo' })).toBeVisible();
  await expect(limit.getByLabel('Limite (%)')).toHaveValue('20,00');
  await shotBothSizes(page, 'people-settings');

  // The manager's own counter goes by the new limit at once, without signing in again (it was 10 %).
  await openTable(page, 'Mesa 7', 2);
  await fireCodes(page, ['400']);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toBeVisible();
  await page.getByRole('button', { name: /Desconto/ }).click();
  const own = page.getByTestId('discount-dialog');
  await own.getByRole('radio', { name: 'Em %' }).click();
  await own.getByRole('textbox').first().pressSequentially('1500');
  await expect(own.getByTestId('discount-limit')).toHaveText('Dentro do limite de desconto do caixa (20,00 %)');
  await page.keyboard.press('Escape');
  await expect(own).toHaveCount(0);

  await login(page, 'cashier');
  await openTable(page, 'Mesa 6', 2);
  await fireCodes(page, ['400', '400']);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 14,30');

  const ask = async (digits: string) => {
    await page.getByRole('button', { name: /Desconto/ }).click();
    const d = page.getByTestId('discount-dialog');
    await d.getByRole('radio', { name: 'Em %' }).click();
    await d.getByRole('textbox').first().pressSequentially(digits);
    return d;
  };
  // 15 %: over the old 10 %, within the new 20 %: the cashier gives it alone.
  let d = await ask('1500');
  await expect(d.getByTestId('discount-limit')).toHaveText('Dentro do limite de desconto do caixa (20,00 %)');
  await expect(d.getByTestId('manager-pass')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 1,95/);

  // 30 %: over it, and the pass code the manager just set authorises it.
  d = await ask('3000');
  await expect(d.getByTestId('discount-limit')).toHaveText('Acima do limite de desconto do caixa (20,00 %): precisa de um gerente');
  await d.getByRole('radio', { name: 'Senha de liberação', exact: true }).click();
  await d.getByLabel('Senha de liberação do gerente').fill('2468');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 3,90/);
});

test('a cashier does not see Pessoas', async () => {
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-people')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/pessoas'));
  await expect(page.getByTestId('people-manager-only')).toBeVisible();
  await expect(page.getByTestId('people-list')).toHaveCount(0);
});
