// A cashier's discount over the business's limit (issue 18): up to the limit (10 %) the cashier gives it alone; over
// it the payment screen refuses it until a manager picks their name and types their pass code on the same screen
// (the spec's validate-pass-code); a wrong code changes nothing. With the server down the same pass code works
// (checked against the last good one on this terminal), and the server's audit names the manager who authorised it.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, fireCodes, openCounter, openTable, people, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

async function managerToken(): Promise<string> {
  const res = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(people.manager) });
  return ((await res.json()) as { token: string }).token;
}

interface Audit {
  type: string;
  entityId: string;
  userId: string;
  data: { after?: { type: string; value: number } | null; authorizedBy?: string | null; authorizedByName?: string | null; withinLimit?: boolean };
}

async function discountAudits(): Promise<Audit[]> {
  const res = await fetch(`${stack.serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await managerToken()}` },
    body: JSON.stringify({ query: 'query($b: ID!){ auditEvents(businessId: $b){ type entityId userId data } }', variables: { b: DEMO_BUSINESS_ID } }),
  });
  const body = (await res.json()) as { data: { auditEvents: Audit[] } };
  return body.data.auditEvents.filter((e) => e.type === 'applyDiscount');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // The manager sets up the terminal first (and so is known here); then the cashier takes the counter.
  ({ stack, page } = await openCounter(browser, 'cashier', printers, ['Caixa']));
  const token = await managerToken();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business' };
  const limit = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}`, {
    method: 'PUT',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ config: { discountLimit: 1000 } }),
  });
  expect(limit.status).toBe(200);
  const code = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/entities/pass-code`, { method: 'PUT', headers, body: JSON.stringify({ passCode: '4321' }) });
  expect(code.status).toBe(204);
  // The counter reads the business (its limit) again.
  await page.reload();
  await expect(page.getByTestId('session-user')).toBeVisible({ timeout: 20_000 });
});

test.afterAll(() => closeCounter(page, printers, stack));

/** Two cans (R$ 13,00) on a table, and its payment screen. */
async function billOfTwoCans(table: string): Promise<void> {
  await openTable(page, table, 2);
  await fireCodes(page, ['400', '400']);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toHaveText('R$ 14,30');
}

async function askDiscount(percentDigits: string) {
  await page.getByRole('button', { name: /Desconto/ }).click();
  const dialog = page.getByTestId('discount-dialog');
  await dialog.getByRole('radio', { name: 'Em %' }).click();
  await dialog.getByRole('textbox').first().pressSequentially(percentDigits);
  return dialog;
}

test('within the limit the cashier gives it alone; over it, only with the manager’s pass code typed here', async () => {
  await billOfTwoCans('Mesa 6');

  // 5 %: within the business's 10 %.
  let dialog = await askDiscount('500');
  await expect(dialog.getByTestId('discount-limit')).toHaveText('Dentro do limite de desconto do caixa (10,00 %)');
  await expect(dialog.getByTestId('manager-pass')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 0,65/);

  // 20 %: over it, refused until the manager's pass code.
  dialog = await askDiscount('2000');
  await expect(dialog.getByTestId('discount-limit')).toHaveText('Acima do limite de desconto do caixa (10,00 %): precisa de um gerente');
  await expect(dialog.getByTestId('manager-pass')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Senha de liberação', exact: true }).click();
  await expect(dialog.getByTestId('pass-managers').getByRole('radio', { name: 'Rita Gerente' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByLabel('Senha de liberação do gerente').fill('0000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('manager-pass-error')).toHaveText('Senha de liberação incorreta');
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 0,65/);
  await dialog.getByLabel('Senha de liberação do gerente').fill('4321');
  await shotBothSizes(page, 'discount-passcode');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 2,60/);
  await expectSynced(page);

  const audits = await discountAudits();
  const alone = audits.find((e) => e.data.after?.value === 500);
  const authorised = audits.find((e) => e.data.after?.value === 2000);
  expect(alone).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { authorizedBy: null, withinLimit: true } });
  expect(authorised).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { authorizedBy: DEMO_USERS.manager.id, authorizedByName: 'Rita Gerente' } });
});

test('with the server down the pass code still authorises it here, and the audit names the manager once it is back', async () => {
  test.setTimeout(120_000);
  await page.keyboard.press('Escape');
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  await billOfTwoCans('Mesa 7');

  const dialog = await askDiscount('3000');
  await expect(dialog.getByTestId('manager-pass')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Senha de liberação', exact: true }).click();
  await dialog.getByLabel('Senha de liberação do gerente').fill('1111');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('manager-pass-error')).toHaveText('Senha de liberação incorreta');
  await dialog.getByLabel('Senha de liberação do gerente').fill('4321');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bill-discount')).toHaveText(/-R\$ 3,90/);

  await stack.startServer();
  await expectSynced(page);
  const authorised = (await discountAudits()).find((e) => e.data.after?.value === 3000);
  expect(authorised).toMatchObject({ userId: DEMO_USERS.cashier.id, data: { authorizedBy: DEMO_USERS.manager.id, authorizedByName: 'Rita Gerente' } });
});
