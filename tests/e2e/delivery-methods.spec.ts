// Configurações → Entrega: the manager adds "Motoboy parceiro" at R$ 12,50, raises the own delivery's fee and
// renames it, says it runs on Friday nights for WhatsApp orders, has the kitchen printer also print its orders
// (from 19:00 to 22:00), and turns the counter pickup off. Each change is read back from the server. The same
// printer added twice is refused by the server and the refusal is shown in Portuguese; a cashier is turned away.
// Real server and host, Chromium; screenshots at 1366×768 and 768×1024 in test-results/screens.
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
  mode: string;
  fee: number;
  available: boolean;
}
interface Availability {
  ownerType: string;
  ownerId: string;
  weekdays: number[];
  originIds: string[];
  startTime: string | null;
  endTime: string | null;
}

async function server() {
  const { data } = await serverGql<{
    deliveryMethods: Method[];
    availabilities: Availability[];
    conditionalDeliveryMethodPrinters: { id: string; deliveryMethodId: string; printerId: string }[];
  }>(
    stack.serverUrl,
    `query($b: ID!){
      deliveryMethods(businessId: $b){ id name mode fee available }
      availabilities(businessId: $b){ ownerType ownerId weekdays originIds startTime endTime }
      conditionalDeliveryMethodPrinters(businessId: $b){ id deliveryMethodId printerId }
    }`,
  );
  return data;
}
const method = async (name: string) => (await server()).deliveryMethods.find((m) => m.name === name);
const OWN = demoId('dm:entrega');

test('the manager adds a delivery method with its fee and changes the own delivery', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-delivery-methods').click();
  const list = page.getByTestId('delivery-methods-list');
  await expect(list).toContainText('Entrega própria');
  await expect(list).toContainText('R$ 7,00');

  await page.getByTestId('delivery-method-new-name').fill('Motoboy parceiro');
  await page.getByTestId('delivery-method-new-mode').selectOption({ label: 'Entrega' });
  await page.getByTestId('delivery-method-new-fee').click();
  await page.keyboard.type('1250');
  await page.getByTestId('delivery-method-new-add').click();
  await expect(page.getByTestId('delivery-method-new-name')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('delivery-method-Motoboy parceiro')).toContainText('R$ 12,50');
  expect(await method('Motoboy parceiro')).toMatchObject({ mode: 'delivery', fee: 1250, available: true });

  await page.getByTestId('delivery-method-Entrega própria').click();
  await page.getByTestId('delivery-method-name').fill('Entrega da casa');
  await page.getByTestId('delivery-method-fee').click();
  await page.keyboard.type('800');
  await page.getByTestId('delivery-method-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('delivery-method-Entrega da casa')).toContainText('R$ 8,00');
  expect((await server()).deliveryMethods.find((m) => m.id === OWN)).toMatchObject({ name: 'Entrega da casa', fee: 800 });
});

test('Friday nights for WhatsApp orders, and the kitchen printer also prints them from 19:00 to 22:00', async () => {
  await page.getByTestId('availability-new-hours-start').fill('18:00');
  await page.getByTestId('availability-new-hours-end').fill('23:00');
  await page.getByTestId('availability-new-hours-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0')).toContainText('das 18:00 às 23:00');
  await page.getByTestId('availability-0-weekday-5').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0-weekday-5')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('availability-0-origin-WhatsApp').click();
  await expectSynced(page);
  await expect(page.getByTestId('availability-0-origin-WhatsApp')).toHaveAttribute('aria-checked', 'true');
  const own = (await server()).availabilities.filter((a) => a.ownerType === 'deliveryMethod' && a.ownerId === OWN);
  expect(own).toEqual([expect.objectContaining({ weekdays: [5], originIds: [demoId('origin:whatsapp')], startTime: '18:00', endTime: '23:00' })]);

  await page.getByTestId('conditional-printer-choose').selectOption({ label: 'Cozinha' });
  await page.getByTestId('conditional-printer-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('conditional-printer-Cozinha')).toBeVisible();
  await page.getByTestId('printer-Cozinha-availability-new-hours-start').fill('19:00');
  await page.getByTestId('printer-Cozinha-availability-new-hours-end').fill('22:00');
  await page.getByTestId('printer-Cozinha-availability-new-hours-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('printer-Cozinha-availability-0')).toContainText('das 19:00 às 22:00');
  const read = await server();
  const printer = read.conditionalDeliveryMethodPrinters.filter((p) => p.deliveryMethodId === OWN);
  expect(printer).toEqual([expect.objectContaining({ printerId: demoId('printer:cozinha') })]);
  expect(read.availabilities.filter((a) => a.ownerType === 'deliveryMethodConditionalPrinter' && a.ownerId === printer[0]!.id)).toEqual([
    expect.objectContaining({ startTime: '19:00', endTime: '22:00' }),
  ]);
  await shotBothSizes(page, 'delivery-methods');
});

test('the counter pickup is turned off', async () => {
  await page.getByTestId('delivery-method-Retirada no balcão').click();
  await page.getByTestId('delivery-method-toggle').click();
  await expectSynced(page);
  await expect(page.getByTestId('delivery-method-Retirada no balcão')).toContainText('Desativada');
  expect(await method('Retirada no balcão')).toMatchObject({ available: false });
});

test('the same printer added twice is refused by the server, in Portuguese', async () => {
  await page.getByTestId('delivery-method-Entrega da casa').click();
  await page.getByTestId('conditional-printer-choose').selectOption({ label: 'Cozinha' });
  await page.getByTestId('conditional-printer-add').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Não foi aceito' })).toContainText('Esta impressora já imprime os pedidos deste método de entrega', { timeout: 30_000 });
  await shotBothSizes(page, 'delivery-methods-refused');
  expect((await server()).conditionalDeliveryMethodPrinters.filter((p) => p.deliveryMethodId === OWN)).toHaveLength(1);
});

test('a cashier is not offered Entrega, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-delivery-methods')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/entrega'));
  await expect(page.getByTestId('delivery-methods-not-yours')).toContainText('configuradas pelo gerente');
});
