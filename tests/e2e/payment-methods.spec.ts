// Configurações → Formas de pagamento: the manager adds "Vale-alimentação", turns it off and lets it give change,
// says when it may be used (lunch hours on Mondays at the Salão, for one person), then takes Monday away again;
// adds, renames and removes card brands of the credit card. Each change is read back from the server. A form
// without a name says so in Portuguese and sends nothing; a cashier is turned away. Real server and host, Chromium;
// screenshots at 1366×768 and 768×1024 in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { demoId } from '../../src-server/demo/seed.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openTerminal } from './support/counter.js';
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

interface Method {
  id: string;
  name: string;
  type: string;
  allowsChange: boolean;
  available: boolean;
}
interface Availability {
  ownerId: string;
  weekdays: number[];
  originIds: string[];
  userIds: string[];
  startTime: string | null;
  endTime: string | null;
}

async function serverMethods(): Promise<Method[]> {
  const { data } = await serverGql<{ paymentMethods: Method[] }>(stack.serverUrl, 'query($b: ID!){ paymentMethods(businessId: $b){ id name type allowsChange available } }');
  return data.paymentMethods;
}
async function serverAvailabilities(ownerId: string): Promise<Availability[]> {
  const { data } = await serverGql<{ availabilities: Availability[] }>(
    stack.serverUrl,
    'query($b: ID!){ availabilities(businessId: $b){ ownerId weekdays originIds userIds startTime endTime } }',
  );
  return data.availabilities.filter((a) => a.ownerId === ownerId);
}
async function serverBrands(paymentMethodId: string): Promise<string[]> {
  const { data } = await serverGql<{ creditCardBanners: { name: string; paymentMethodId: string }[] }>(stack.serverUrl, 'query($b: ID!){ creditCardBanners(businessId: $b){ name paymentMethodId } }');
  return data.creditCardBanners
    .filter((b) => b.paymentMethodId === paymentMethodId)
    .map((b) => b.name)
    .sort();
}
const voucher = async () => (await serverMethods()).find((m) => m.name === 'Vale-alimentação');

test('the manager adds a payment method, turns it off and lets it give change', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('open-delivery-methods')).toBeVisible();
  await shotBothSizes(page, 'settings-payment-delivery-entries');
  await page.getByTestId('open-payment-methods').click();
  const list = page.getByTestId('payment-methods-list');
  await expect(list).toContainText('Dinheiro');
  await expect(list).toContainText('Cartão de crédito');

  await page.getByTestId('payment-method-new-name').fill('Vale-alimentação');
  await page.getByTestId('payment-method-new-type').selectOption({ label: 'Voucher' });
  await page.getByTestId('payment-method-new-add').click();
  await expect(page.getByTestId('payment-method-new-name')).toHaveValue('');
  await expectSynced(page);
  await page.getByTestId('payment-method-Vale-alimentação').click();
  const detail = page.getByTestId('payment-method-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Vale-alimentação');
  expect(await voucher()).toMatchObject({ type: 'voucher', available: true, allowsChange: false });

  await page.getByTestId('payment-method-toggle').click();
  await expectSynced(page);
  await expect(page.getByTestId('payment-method-Vale-alimentação')).toContainText('Desativada');
  await page.getByTestId('payment-method-change').getByRole('radio', { name: 'Sim' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('payment-method-change').getByRole('radio', { name: 'Sim' })).toHaveAttribute('aria-checked', 'true');
  expect(await voucher()).toMatchObject({ available: false, allowsChange: true });
});

test('lunch hours on Mondays at the Salão for one person, then Monday taken away', async () => {
  const id = (await voucher())!.id;
  await page.getByTestId('availability-new-hours-start').fill('11:00');
  await page.getByTestId('availability-new-hours-end').fill('15:00');
  await page.getByTestId('availability-new-hours-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0')).toContainText('das 11:00 às 15:00');

  await page.getByTestId('availability-0-weekday-1').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0-weekday-1')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('availability-0-origin-Salão').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0-origin-Salão')).toHaveAttribute('aria-checked', 'true');
  const person = page.locator('[data-testid^="availability-0-user-"]').first();
  await person.click();
  await expectSynced(page);
  await expect(person).toHaveAttribute('aria-checked', 'true');
  let [a] = await serverAvailabilities(id);
  expect(a).toMatchObject({ weekdays: [1], originIds: [demoId('origin:salao')], startTime: '11:00', endTime: '15:00' });
  expect(a!.userIds).toHaveLength(1);
  await shotBothSizes(page, 'payment-methods-availability');

  await page.getByTestId('availability-0-weekday-1').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0-weekday-1')).toHaveAttribute('aria-checked', 'false');
  [a] = await serverAvailabilities(id);
  expect(a).toMatchObject({ weekdays: [], originIds: [demoId('origin:salao')] });
});

test('card brands of the credit card: one added, one renamed, one removed', async () => {
  const credit = demoId('pm:credito');
  await page.getByTestId('payment-method-Cartão de crédito').click();
  await page.getByTestId('card-brand-new-name').fill('Diners');
  await page.getByTestId('card-brand-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('card-brand-Diners')).toBeVisible();
  await page.getByTestId('card-brand-Elo-name').fill('Elo Mais');
  await page.getByTestId('card-brand-Elo-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('card-brand-Elo Mais')).toBeVisible();
  await page.getByTestId('card-brand-Hipercard-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('card-brand-Hipercard')).toHaveCount(0);
  expect(await serverBrands(credit)).toEqual(['American Express', 'Diners', 'Elo Mais', 'Mastercard', 'Visa']);
  await shotBothSizes(page, 'payment-methods-brands');
});

test('a brand or a method without a name is refused on the spot in Portuguese, and nothing is sent', async () => {
  const before = (await serverMethods()).length;
  await page.getByTestId('card-brand-new-name').fill('   ');
  await page.getByTestId('card-brand-add').click();
  await expect(page.getByTestId('card-brand-new-error')).toHaveText('Informe o nome: nada foi enviado.');
  await page.getByTestId('payment-method-new-add').click();
  await expect(page.getByTestId('payment-method-new-error')).toHaveText('Informe o nome: nada foi enviado.');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  expect((await serverMethods()).length).toBe(before);
  expect(await serverBrands(demoId('pm:credito'))).toHaveLength(5);
});

test('a cashier is not offered Formas de pagamento, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-payment-methods')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/pagamentos'));
  await expect(page.getByTestId('payment-methods-not-yours')).toContainText('configuradas pelo gerente');
});
