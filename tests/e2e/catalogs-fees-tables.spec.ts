// Configurações → Taxas and → Mesas. Taxas: the manager adds "Embalagem" at R$ 2,00, makes it automatic for the
// Delivery por telefone, says it applies on Fridays, changes it to 5 % and removes it; a fee of 150 % is refused on
// the spot in Portuguese and nothing is sent. Mesas: adds the table "Varanda 1" (number 21, 6 seats), renames it,
// sees its sales-link token, removes it; a table without a name is refused on the spot. Every change is read back
// from the server. Real server and host, Chromium; screenshots in test-results/screens.
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

async function rows<T>(name: string, fields: string): Promise<T[]> {
  const { data } = await serverGql<Record<string, (T & { deletedAt: string | null })[]>>(stack.serverUrl, `query($b: ID!){ ${name}(businessId: $b){ ${fields} deletedAt } }`);
  return data[name]!.filter((r) => !r.deletedAt).map(({ deletedAt: _, ...r }) => r as unknown as T);
}
interface Fee {
  id: string;
  name: string;
  type: string;
  value: number;
  originIds: string[];
  automatic: boolean;
}
const fee = async () => (await rows<Fee>('otherFees', 'id name type value originIds automatic')).find((f) => f.name === 'Embalagem');

test('a fee: R$ 2,00, automatic for phone orders, on Fridays, then 5 %, then removed; 150 % refused', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-taxas').click();
  await expect(page.getByTestId('other-fees-screen')).toBeVisible();
  await page.getByTestId('other-fee-new-name').fill('Embalagem');
  await page.getByTestId('other-fee-new-value').pressSequentially('200');
  await page.getByTestId('other-fee-new-add').click();
  await expectSynced(page);
  await page.getByTestId('other-fee-Embalagem').click();
  await expect(page.getByTestId('other-fee-Embalagem')).toContainText('R$ 2,00');
  await page.getByTestId('other-fee-automatic').getByRole('radio', { name: 'Sim' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('other-fee-Embalagem')).toContainText('Automática');
  await page.getByTestId('other-fee-origins-Delivery por telefone').click();
  await expectSynced(page);
  expect(await fee()).toMatchObject({ type: 'value', value: 200, automatic: true, originIds: [demoId('origin:telefone')] });

  await page.getByTestId('other-fee-availability-new-hours-save').click();
  await expectSynced(page);
  await page.getByTestId('other-fee-availability-0-weekday-5').click();
  await expectSynced(page);
  const id = (await fee())!.id;
  expect((await rows<{ ownerId: string; weekdays: number[] }>('availabilities', 'ownerId weekdays')).filter((a) => a.ownerId === id)).toEqual([{ ownerId: id, weekdays: [5] }]);

  await page.getByTestId('other-fee-type').selectOption({ label: 'Porcentagem (%)' });
  await page.getByTestId('other-fee-percent').fill('150');
  await page.getByTestId('other-fee-save').click();
  await expect(page.getByTestId('other-fee-amount-error')).toHaveText('Uma porcentagem não pode passar de 100%.');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  expect(await fee()).toMatchObject({ type: 'value', value: 200 });
  await page.getByTestId('other-fee-percent').fill('5');
  await page.getByTestId('other-fee-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('other-fee-Embalagem')).toContainText('5%');
  expect(await fee()).toMatchObject({ type: 'percentage', value: 500 });
  await shotBothSizes(page, 'catalogs-fees');

  await page.getByTestId('other-fee-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('other-fee-Embalagem')).toHaveCount(0);
  expect(await fee()).toBeUndefined();
});

test('a table: added, renamed, its token shown, removed; one without a name refused', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-mesas').click();
  await expect(page.getByTestId('table-Mesa 1')).toBeVisible();
  const before = (await rows<{ id: string }>('tables', 'id')).length;
  await page.getByTestId('table-new-number').fill('21');
  await page.getByTestId('table-new-add').click();
  await expect(page.getByTestId('table-new-error')).toHaveText('Informe o nome: nada foi enviado.');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  expect(await rows<{ id: string }>('tables', 'id')).toHaveLength(before);

  await page.getByTestId('table-new-name').fill('Varanda 1');
  await page.getByTestId('table-new-capacity').fill('6');
  await page.getByTestId('table-new-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('table-Varanda 1')).toBeVisible();
  const tables = () => rows<{ id: string; name: string; number: number | null; capacity: number | null; type: string }>('tables', 'id name number capacity type');
  expect((await tables()).find((t) => t.name === 'Varanda 1')).toMatchObject({ number: 21, capacity: 6, type: 'table' });

  await page.getByTestId('table-Varanda 1-name').fill('Varanda A');
  await page.getByTestId('table-Varanda 1-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('table-Varanda A')).toBeVisible();
  const row = (await tables()).find((t) => t.name === 'Varanda A');
  expect(row).toMatchObject({ number: 21, capacity: 6 });

  // The counter's map of tables has it, as the mirror pictures it.
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Mesas/ }).click();
  await expect(page.getByTestId('tables-grid').getByTestId('table-Mesa Varanda A')).toBeVisible();
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-mesas').click();
  await page.getByTestId('table-Varanda A-token').click();
  await expect(page.getByTestId('table-token')).toContainText('Token do QR code de Varanda A');
  await expect(page.getByTestId('table-token-value')).not.toBeEmpty();
  await expect(page.getByTestId('table-token-expiry')).toContainText('Válido até');
  await shotBothSizes(page, 'catalogs-table-token');
  await page.getByTestId('table-token').getByRole('button', { name: 'Fechar' }).click();
  await shotBothSizes(page, 'catalogs-tables');

  await page.getByTestId('table-Varanda A-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('table-Varanda A')).toHaveCount(0);
  expect((await tables()).find((t) => t.id === row!.id)).toBeUndefined();
});

test('a cashier is offered none of the three screens, and is told whose they are', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  for (const r of ['categorias', 'taxas', 'mesas']) await expect(page.getByTestId(`open-${r}`)).toHaveCount(0);
  for (const [route, testId] of [
    ['categorias', 'menu-structure-not-yours'],
    ['taxas', 'other-fees-not-yours'],
    ['mesas', 'tables-setup-not-yours'],
  ] as const) {
    await page.goto(page.url().replace(/#.*$/, `#/configuracoes/${route}`));
    await expect(page.getByTestId(testId)).toContainText('Só o gerente ou o dono do estabelecimento');
  }
});
