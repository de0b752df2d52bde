// Configurações → Categorias e cozinhas: the manager adds the category "Saladas" under nothing, moves it to the Bar
// kitchen, says it sells only on Mondays from 11:00 to 15:00, gives it a 10 % sale in December and a PNG picture,
// then removes it; adds a catalog "Cardápio iFood" for WhatsApp with two categories and swaps their order; renames
// a kitchen, gives it a conditional KDS and sets a KDS's times, copying them to another display. Every change is
// read back from the server. A sale above 100 % and a late time before the warning are refused on the spot in
// Portuguese and nothing is sent. Real server and host, Chromium; screenshots in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { demoId } from '../../src-server/demo/seed.js';
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

async function rows<T>(name: string, fields: string): Promise<T[]> {
  const { data } = await serverGql<Record<string, (T & { deletedAt: string | null })[]>>(stack.serverUrl, `query($b: ID!){ ${name}(businessId: $b){ ${fields} deletedAt } }`);
  return data[name]!.filter((r) => !r.deletedAt).map(({ deletedAt: _, ...r }) => r as unknown as T);
}
const category = async (name: string) => (await rows<{ id: string; name: string; kitchenId: string | null; available: boolean }>('categories', 'id name kitchenId available')).find((x) => x.name === name);
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a category: created, moved to the Bar, sold on Monday lunch, on sale in December, with a picture', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-categorias').click();
  await expect(page.getByTestId('categories-list')).toContainText('Pizzas');

  await page.getByTestId('category-new-name').fill('Saladas');
  await page.getByTestId('category-new-add').click();
  await expectSynced(page);
  await page.getByTestId('category-Saladas').click();
  await page.getByTestId('category-kitchen').selectOption({ label: 'Bar' });
  await page.getByTestId('category-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('category-Saladas')).toContainText('Bar');
  expect(await category('Saladas')).toMatchObject({ kitchenId: demoId('kitchen:bar'), available: true });

  await page.getByTestId('category-availability-new-hours-start').fill('11:00');
  await page.getByTestId('category-availability-new-hours-end').fill('15:00');
  await page.getByTestId('category-availability-new-hours-save').click();
  await expectSynced(page);
  await page.getByTestId('category-availability-0-weekday-1').click();
  await expectSynced(page);
  await expect(page.getByTestId('category-availability-0-weekday-1')).toHaveAttribute('aria-checked', 'true');
  const id = (await category('Saladas'))!.id;
  const avail = (await rows<{ ownerId: string; weekdays: number[]; startTime: string; endTime: string }>('availabilities', 'ownerId weekdays startTime endTime')).filter((a) => a.ownerId === id);
  expect(avail).toEqual([{ ownerId: id, weekdays: [1], startTime: '11:00', endTime: '15:00' }]);

  // A sale of 150 % is refused before anything is sent; 10 % goes.
  await page.getByTestId('category-sale-name').fill('Natal');
  await page.getByTestId('category-sale-percent').fill('150');
  await page.getByTestId('category-sale-start').fill('2026-12-01');
  await page.getByTestId('category-sale-end').fill('2026-12-24');
  await page.getByTestId('category-sale-add').click();
  await expect(page.getByTestId('category-sale-error')).toContainText('porcentagem até 100%');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await page.getByTestId('category-sale-percent').fill('10');
  await page.getByTestId('category-sale-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('category-sale-Natal')).toContainText('10% de 01/12/2026 a 24/12/2026');
  const sales = async () => (await rows<{ categoryId: string; discountType: string; discount: number; endDate: string }>('categorySales', 'categoryId discountType discount endDate')).filter((x) => x.categoryId === id);
  expect(await sales()).toEqual([{ categoryId: id, discountType: 'percentage', discount: 1000, endDate: '2026-12-24' }]);
  // Changed in place: an end before the start is refused on the spot; 12,5 % to the 31st goes.
  await page.getByTestId('category-sale-Natal-end').fill('2026-11-30');
  await page.getByTestId('category-sale-Natal-save').click();
  await expect(page.getByTestId('category-sale-Natal-error')).toContainText('a final igual ou depois da inicial');
  await page.getByTestId('category-sale-Natal-percent').fill('12,5');
  await page.getByTestId('category-sale-Natal-end').fill('2026-12-31');
  await page.getByTestId('category-sale-Natal-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('category-sale-Natal')).toContainText('12,5% de 01/12/2026 a 31/12/2026');
  expect(await sales()).toEqual([{ categoryId: id, discountType: 'percentage', discount: 1250, endDate: '2026-12-31' }]);

  await page.getByTestId('category-image-file').setInputFiles({ name: 'saladas.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('category-image-saladas.png')).toContainText('Principal');
  const images = async () => (await rows<{ categoryId: string; type: string; fileName: string }>('categoryImages', 'categoryId type fileName')).filter((x) => x.categoryId === id);
  expect(await images()).toEqual([{ categoryId: id, type: 'main', fileName: 'saladas.png' }]);
  // A file that is not a picture: the server's refusal, in Portuguese; the picture stays as it was.
  await page.getByTestId('category-image-saladas.png-replace').setInputFiles({ name: 'cardapio.txt', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
  await expect(page.getByText('O arquivo deve ser uma imagem PNG, JPEG ou WebP')).toBeVisible();
  expect(await images()).toEqual([{ categoryId: id, type: 'main', fileName: 'saladas.png' }]);
  await page.getByTestId('category-image-saladas.png-replace').setInputFiles({ name: 'saladas-verao.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('category-image-saladas-verao.png')).toBeVisible();
  expect(await images()).toEqual([{ categoryId: id, type: 'main', fileName: 'saladas-verao.png' }]);
  await shotBothSizes(page, 'catalogs-category');

  await page.getByTestId('category-toggle').click();
  await expectSynced(page);
  expect(await category('Saladas')).toMatchObject({ available: false });
  await page.getByTestId('category-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('category-Saladas')).toHaveCount(0);
  expect(await category('Saladas')).toBeUndefined();
});

test('a catalog for WhatsApp with two categories, their order swapped', async () => {
  await page.getByTestId('menu-structure-tabs').getByRole('radio', { name: 'Cardápios' }).click();
  await page.getByTestId('catalog-new-name').fill('Cardápio iFood');
  await page.getByTestId('catalog-new-add').click();
  await expectSynced(page);
  await page.getByTestId('catalog-Cardápio iFood').click();
  await page.getByTestId('catalog-origins-WhatsApp').click();
  await expectSynced(page);
  for (const name of ['Pizzas', 'Bebidas']) {
    await page.getByTestId('catalog-category-choose').selectOption({ label: name });
    await page.getByTestId('catalog-category-add').click();
    await expectSynced(page);
    await expect(page.getByTestId(`catalog-category-${name}`)).toBeVisible();
  }
  await page.getByTestId('catalog-category-Bebidas-up').click();
  await expectSynced(page);
  await expect(page.getByTestId('catalog-categories').locator('li').first()).toContainText('Bebidas');
  const catalog = (await rows<{ id: string; name: string; originIds: string[] }>('catalogs', 'id name originIds')).find((x) => x.name === 'Cardápio iFood')!;
  expect(catalog.originIds).toEqual([demoId('origin:whatsapp')]);
  const linked = (await rows<{ catalogId: string; catalogCategoryId: string; position: number }>('catalogCategories', 'catalogId catalogCategoryId position'))
    .filter((x) => x.catalogId === catalog.id)
    .sort((a, b) => a.position - b.position)
    .map((x) => x.catalogCategoryId);
  expect(linked).toEqual([demoId('cat:bebidas'), demoId('cat:pizzas')]);
  await shotBothSizes(page, 'catalogs-catalog');
});

test('kitchens and KDS: a kitchen renamed with a conditional KDS, times set and copied, a bad time refused', async () => {
  await page.getByTestId('menu-structure-tabs').getByRole('radio', { name: 'Cozinhas e KDS' }).click();
  for (const name of ['Chapa', 'Salão']) {
    await page.getByTestId('kds-new-name').fill(name);
    await page.getByTestId('kds-new-add').click();
    await expectSynced(page);
    await expect(page.getByTestId(`kds-${name}`)).toBeVisible();
  }
  await page.getByTestId('kitchen-Bar-name').fill('Bar do salão');
  await page.getByTestId('kitchen-Bar-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('kitchen-Bar do salão')).toBeVisible();
  const kitchen = (await rows<{ id: string; name: string }>('kitchens', 'id name')).find((k) => k.id === demoId('kitchen:bar'));
  expect(kitchen?.name).toBe('Bar do salão');

  // A printer that also prints the Bar's items for phone orders, Fridays only; then a kitchen added and removed.
  await page.getByTestId('kitchen-Bar do salão-printers').locator('summary').click();
  await page.getByTestId('kitchen-Bar do salão-printers-choose').selectOption({ label: 'Caixa' });
  await page.getByTestId('kitchen-Bar do salão-printers-add').click();
  await expectSynced(page);
  await page.getByTestId('kitchen-Bar do salão-printers-Caixa-origins-Delivery por telefone').click();
  await expectSynced(page);
  await page.getByTestId('kitchen-Bar do salão-printers-Caixa-availability-new-hours-save').click();
  await expectSynced(page);
  await page.getByTestId('kitchen-Bar do salão-printers-Caixa-availability-0-weekday-5').click();
  await expectSynced(page);
  const printer = (await rows<{ id: string; kitchenId: string; printerId: string; originIds: string[] }>('kitchenConditionalPrinters', 'id kitchenId printerId originIds')).filter((x) => x.kitchenId === demoId('kitchen:bar'));
  expect(printer.map(({ id: _, ...x }) => x)).toEqual([{ kitchenId: demoId('kitchen:bar'), printerId: demoId('printer:caixa'), originIds: [demoId('origin:telefone')] }]);
  expect((await rows<{ ownerId: string; weekdays: number[] }>('availabilities', 'ownerId weekdays')).filter((a) => a.ownerId === printer[0]!.id)).toEqual([{ ownerId: printer[0]!.id, weekdays: [5] }]);
  await page.getByTestId('kitchen-Bar do salão-printers-Caixa-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('kitchen-Bar do salão-printers-Caixa')).toHaveCount(0);
  expect((await rows<{ kitchenId: string }>('kitchenConditionalPrinters', 'kitchenId')).filter((x) => x.kitchenId === demoId('kitchen:bar'))).toEqual([]);
  await page.getByTestId('kitchen-new-name').fill('Confeitaria');
  await page.getByTestId('kitchen-new-add').click();
  await expectSynced(page);
  await expect(page.getByTestId('kitchen-Confeitaria')).toBeVisible();
  expect((await rows<{ name: string }>('kitchens', 'name')).map((k) => k.name)).toContain('Confeitaria');
  await page.getByTestId('kitchen-Confeitaria-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('kitchen-Confeitaria')).toHaveCount(0);
  expect((await rows<{ name: string }>('kitchens', 'name')).map((k) => k.name)).not.toContain('Confeitaria');

  await page.getByTestId('kitchen-Bar do salão-kds').locator('summary').click();
  await page.getByTestId('kitchen-Bar do salão-kds-choose').selectOption({ label: 'Chapa' });
  await page.getByTestId('kitchen-Bar do salão-kds-add').click();
  await expectSynced(page);
  await page.getByTestId('kitchen-Bar do salão-kds-Chapa-origins-Salão').click();
  await expectSynced(page);
  const kds = await rows<{ id: string; name: string; warningMinutes: number; lateMinutes: number; kitchenIds: string[] }>('kds', 'id name warningMinutes lateMinutes kitchenIds');
  const chapa = kds.find((k) => k.name === 'Chapa')!;
  const conditional = (await rows<{ kitchenId: string; kdsId: string; originIds: string[] }>('kitchenConditionalKds', 'kitchenId kdsId originIds')).filter((x) => x.kitchenId === demoId('kitchen:bar'));
  expect(conditional).toEqual([{ kitchenId: demoId('kitchen:bar'), kdsId: chapa.id, originIds: [demoId('origin:salao')] }]);

  await page.getByTestId('kds-Chapa-warning').fill('30');
  await page.getByTestId('kds-Chapa-late').fill('20');
  await page.getByTestId('kds-Chapa-save').click();
  await expect(page.getByTestId('kds-Chapa-error')).toContainText('maior ou igual ao de alerta');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  await page.getByTestId('kds-Chapa-warning').fill('8');
  await page.getByTestId('kds-Chapa-late').fill('16');
  await page.getByTestId('kds-Chapa-save').click();
  await expectSynced(page);
  await page.getByTestId('kds-Chapa-kitchen-Pizzaria').click();
  await expectSynced(page);
  await page.getByTestId('kds-Chapa-copy-Salão').check();
  await page.getByTestId('kds-Chapa-copy-send').click();
  await expectSynced(page);
  const after = await rows<{ name: string; warningMinutes: number; lateMinutes: number; kitchenIds: string[] }>('kds', 'name warningMinutes lateMinutes kitchenIds');
  expect(after.find((k) => k.name === 'Salão')).toMatchObject({ warningMinutes: 8, lateMinutes: 16, kitchenIds: [demoId('kitchen:pizzaria')] });
  await shotBothSizes(page, 'catalogs-kitchens');

  await page.getByTestId('kds-Salão-remove').click();
  await expectSynced(page);
  expect((await rows<{ name: string }>('kds', 'name')).map((k) => k.name)).not.toContain('Salão');
});
