// Configurações → Cardápio → a product's editor and the menu's tools: the manager adds a composition to the
// X-Burger (refused in Portuguese while its minimum passes its maximum), offers one of its add-ons there too, sets
// its weekdays, gives the X-Burger a secondary kitchen (the main one is refused), lets the rodízio's guests order
// the drinks and a dessert at an extra price, copies the X-Burger, changes the copy's type and deletes it; creates
// several products from typed lines (a bad line refused), checks the server's list by type and downloads the
// scale's file. Each change is read back from the server. Real server and host, Chromium; screenshots at 1366×768
// and 768×1024 in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
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

interface Product {
  id: string;
  name: string;
  type: string;
  price: number;
  internalCode: string | null;
  deletedAt: string | null;
}
const products = async () => (await serverGql<{ products: Product[] }>(stack.serverUrl, 'query($b: ID!){ products(businessId: $b, sinceSeq: 0){ id name type price internalCode deletedAt } }')).data.products;
const product = async (name: string) => (await products()).find((p) => p.name === name && !p.deletedAt);
async function rows<T>(field: string, fields: string): Promise<T[]> {
  const { data } = await serverGql<Record<string, (T & { deletedAt: string | null })[]>>(stack.serverUrl, `query($b: ID!){ ${field}(businessId: $b){ ${fields} deletedAt } }`);
  return (data[field] ?? []).filter((r) => !r.deletedAt);
}
const row = (name: string) => page.locator(`[data-testid="menu-row"][data-name="${name}"]`);

async function openMenu(): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  await page.getByTestId('open-menu').click();
  await expect(row('X-Burger')).toBeVisible({ timeout: 30_000 });
}
async function openEditor(name: string): Promise<void> {
  await openMenu();
  await row(name).getByRole('button', { name: `Detalhes: ${name}` }).click();
  await expect(page.getByTestId('product-summary')).toBeVisible({ timeout: 30_000 });
}

test('a composition of the X-Burger: refused while its minimum passes its maximum, then created, an add-on offered in it, its weekdays', async () => {
  test.setTimeout(120_000);
  await openEditor('X-Burger');
  const burger = (await product('X-Burger'))!;
  const comps = page.getByTestId('product-compositions');
  await expect(comps.locator('[data-testid="composition"][data-name="Ponto da carne"]')).toBeVisible();

  await page.getByTestId('composition-new').click();
  const d = page.getByTestId('composition-dialog');
  await d.getByTestId('composition-name').fill('Molhos');
  await d.getByRole('radio', { name: 'Vários', exact: true }).click();
  await d.getByTestId('composition-min').fill('3');
  await expect(d.getByTestId('composition-problem')).toHaveText('O mínimo não pode passar do máximo');
  await expect(d.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await d.getByTestId('composition-max').fill('4');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  const molhos = comps.locator('[data-testid="composition"][data-name="Molhos"]');
  await expect(molhos).toBeVisible({ timeout: 15_000 });
  const created = (await rows<{ id: string; productId: string; name: string; selectionType: string; minQuantity: number; maxQuantity: number }>('productCompositions', 'id productId name selectionType minQuantity maxQuantity')).find(
    (c) => c.name === 'Molhos',
  );
  expect(created).toMatchObject({ productId: burger.id, selectionType: 'check', minQuantity: 3, maxQuantity: 4 });

  // One of the burger's add-ons (in "Adicionais") offered in Molhos too, at its price.
  const choice = molhos.getByTestId('composition-bind-choice');
  const offered = (await choice.locator('option').nth(1).textContent())!.trim();
  await choice.selectOption({ label: offered });
  await molhos.getByTestId('composition-bind').click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-item')).toContainText([offered], { timeout: 15_000 });
  const bound = await serverGql<{ subproductCompositionBinds: { compositionId: string }[] }>(
    stack.serverUrl,
    `query($b: ID!){ subproductCompositionBinds(businessId: $b, compositionId: "${created!.id}"){ compositionId } }`,
  );
  expect(bound.data.subproductCompositionBinds).toHaveLength(1);

  // Molhos shows on Fridays and Saturdays only.
  await molhos.getByRole('button', { name: 'Sex', exact: true }).click();
  await molhos.getByRole('button', { name: 'Sáb', exact: true }).click();
  await molhos.getByTestId('composition-hours-add').click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-hours-row')).toContainText('Sex, Sáb', { timeout: 15_000 });
  const hours = await rows<{ ownerType: string; ownerId: string; weekdays: number[] }>('availabilities', 'ownerType ownerId weekdays');
  expect(hours.filter((h) => h.ownerId === created!.id)).toEqual([{ ownerType: 'composition', ownerId: created!.id, weekdays: [5, 6], deletedAt: null }]);
  await shotBothSizes(page, 'products-editor-compositions');

  // Taken out of Molhos again: only the Adicionais keep it.
  await molhos.getByRole('button', { name: `Tirar desta composição: ${offered}` }).click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-item')).toHaveCount(0, { timeout: 15_000 });

  // A new item made here (a named subproduct) at R$ 2,50, then renamed for every product offering it.
  await molhos.getByTestId('composition-new-item-name').fill('Maionese verde');
  await molhos.getByTestId('composition-new-item-price').pressSequentially('250');
  await molhos.getByTestId('composition-new-item-add').click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-item')).toHaveText([/Maionese verde/], { timeout: 15_000 });
  const sub = (await rows<{ id: string; name: string; kind: string }>('subproducts', 'id name kind')).find((x) => x.name === 'Maionese verde');
  expect(sub).toMatchObject({ kind: 'nominal' });
  const offered2 = await serverGql<{ subproductCompositionBinds: { subproductId: string; price: number }[] }>(
    stack.serverUrl,
    `query($b: ID!){ subproductCompositionBinds(businessId: $b, compositionId: "${created!.id}"){ subproductId price } }`,
  );
  expect(offered2.data.subproductCompositionBinds).toEqual([{ subproductId: sub!.id, price: 250 }]);
  await molhos.getByRole('button', { name: 'Item: Maionese verde' }).click();
  await page.getByTestId('item-name').fill('Maionese de ervas');
  await page.getByTestId('item-dialog').getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-item')).toHaveText([/Maionese de ervas/], { timeout: 15_000 });
  expect((await rows<{ id: string; name: string }>('subproducts', 'id name')).find((x) => x.id === sub!.id)?.name).toBe('Maionese de ervas');

  // The new item is offered in Molhos on Sundays, then on Wednesdays instead, then every day again.
  await molhos.getByRole('button', { name: 'Dias do item nesta composição: Maionese de ervas' }).click();
  const ih = page.getByTestId('item-hours-dialog');
  await ih.getByRole('button', { name: 'Dom', exact: true }).click();
  await ih.getByTestId('item-hours-add').click();
  await expectSynced(page);
  await expect(ih.getByTestId('item-hours-row')).toHaveText([/Dom/], { timeout: 15_000 });
  const item = (await rows<{ id: string; subproductId: string }>('productSubproducts', 'id subproductId')).find((x) => x.subproductId === sub!.id)!;
  const itemDays = async () => (await rows<{ ownerType: string; ownerId: string; weekdays: number[] }>('availabilities', 'ownerType ownerId weekdays')).filter((h) => h.ownerId === item.id);
  expect((await itemDays()).map((h) => [h.ownerType, h.weekdays])).toEqual([['productSubproduct', [0]]]);
  await ih.getByRole('button', { name: 'Qua', exact: true }).click();
  await ih.getByRole('button', { name: 'Trocar pelos dias marcados: Dom' }).click();
  await expectSynced(page);
  await expect(ih.getByTestId('item-hours-row')).toHaveText([/Qua/], { timeout: 15_000 });
  expect((await itemDays()).map((h) => h.weekdays)).toEqual([[3]]);
  await ih.getByRole('button', { name: 'Remover: Qua' }).click();
  await expectSynced(page);
  await expect(ih.getByTestId('item-hours-row')).toHaveCount(0, { timeout: 15_000 });
  expect(await itemDays()).toEqual([]);
  await ih.getByRole('button', { name: 'Fechar' }).click();

  // Fridays and Saturdays become Mondays.
  await molhos.getByRole('button', { name: 'Seg', exact: true }).click();
  await molhos.getByRole('button', { name: 'Trocar pelos dias marcados: Sex, Sáb' }).click();
  await expectSynced(page);
  await expect(molhos.getByTestId('composition-hours-row')).toContainText('Seg', { timeout: 15_000 });
  const after = await rows<{ ownerId: string; weekdays: number[] }>('availabilities', 'ownerId weekdays');
  expect(after.filter((h) => h.ownerId === created!.id).map((h) => h.weekdays)).toEqual([[1]]);
});

test('a secondary kitchen for the X-Burger: its main kitchen refused, the Bar added', async () => {
  const burger = (await product('X-Burger'))!;
  const k = page.getByTestId('secondary-kitchens');
  await k.getByTestId('secondary-kitchen-choice').selectOption({ label: 'Cozinha' });
  await expect(k.getByTestId('secondary-kitchen-problem')).toHaveText('Já é a cozinha principal do produto');
  await expect(k.getByTestId('secondary-kitchen-add')).toBeDisabled();
  await k.getByTestId('secondary-kitchen-choice').selectOption({ label: 'Bar' });
  await k.getByTestId('secondary-kitchen-add').click();
  await expectSynced(page);
  await expect(k.getByTestId('secondary-kitchen')).toHaveText([/Bar/], { timeout: 15_000 });
  const kitchens = await rows<{ productId: string; kitchenId: string }>('secondaryKitchens', 'productId kitchenId');
  expect(kitchens.filter((r) => r.productId === burger.id)).toHaveLength(1);
});

test('the rodízio lets its guests order the drinks and a dessert at an extra price', async () => {
  test.setTimeout(90_000);
  await openEditor('Rodízio de pizza (por pessoa)');
  const rodizio = (await product('Rodízio de pizza (por pessoa)'))!;
  const r = page.getByTestId('all-you-can-eat');
  await r.getByTestId('allowed-category-choice').selectOption({ label: 'Bebidas' });
  await r.getByTestId('allowed-category-add').click();
  await r.getByTestId('allowed-product-choice').selectOption({ label: 'Pudim de leite' });
  await r.getByTestId('allowed-product-extra').pressSequentially('500');
  await r.getByTestId('allowed-product-add').click();
  await expectSynced(page);
  await expect(r.getByTestId('allowed-category')).toHaveText([/Bebidas/], { timeout: 15_000 });
  await expect(r.getByTestId('allowed-product')).toContainText(['Pudim de leite'], { timeout: 15_000 });
  // The same category again is refused before anything is sent.
  await r.getByTestId('allowed-category-choice').selectOption({ label: 'Bebidas' });
  await expect(r.getByTestId('allowed-category-problem')).toHaveText('Esta categoria já está liberada');
  // Bebidas swapped for Sobremesas in place.
  await r.getByRole('combobox', { name: 'Trocar para: Bebidas' }).selectOption({ label: 'Sobremesas' });
  await expectSynced(page);
  await expect(r.getByTestId('allowed-category')).toHaveText([/Sobremesas/], { timeout: 15_000 });
  const cats = await rows<{ productId: string; categoryId: string }>('productAllowedCategories', 'productId categoryId');
  const sobremesas = (await rows<{ id: string; name: string }>('categories', 'id name')).find((c) => c.name === 'Sobremesas')!;
  expect(cats.filter((c) => c.productId === rodizio.id).map((c) => c.categoryId)).toEqual([sobremesas.id]);
  // The rodízios the counter sells today, as the server lists them for today's weekday.
  const today = new Date().getDay();
  const onSale = await serverGql<{ allYouCanEatProductCatalog: { product: { name: string } }[] }>(
    stack.serverUrl,
    `query($b: ID!){ allYouCanEatProductCatalog(businessId: $b, weekday: ${today}){ product { name } } }`,
  );
  const names = onSale.data.allYouCanEatProductCatalog.map((x) => x.product.name);
  await expect(r.getByTestId('ayce-on-sale')).toContainText(names.length ? names[0]! : 'nenhum');
  const allowed = await rows<{ productId: string; price: number }>('productAllowedProducts', 'productId price');
  expect(allowed.filter((a) => a.productId === rodizio.id).map((a) => a.price)).toEqual([500]);
  await expect(r.getByTestId('ayce-preview')).toContainText('Pudim de leite', { timeout: 15_000 });
  await shotBothSizes(page, 'products-editor-rodizio');
});

test('the X-Burger copied with its compositions; the copy becomes a combo, then is deleted', async () => {
  test.setTimeout(90_000);
  await openEditor('X-Burger');
  await page.getByTestId('product-copy').click();
  await page.getByTestId('copy-name').fill('X-Burger duplo');
  await page.getByTestId('copy-dialog').getByRole('button', { name: 'Copiar' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('product-summary')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produto: X-Burger duplo' })).toBeVisible({ timeout: 15_000 });
  const copy = (await product('X-Burger duplo'))!;
  const comps = (await rows<{ productId: string; name: string }>('productCompositions', 'productId name')).filter((c) => c.productId === copy.id).map((c) => c.name);
  expect(comps.sort()).toEqual(['Adicionais', 'Molhos', 'Ponto da carne']);

  // Converting it into an add-on is refused while it has compositions: said before anything is sent.
  await page.getByTestId('product-convert').click();
  await expect(page.getByTestId('convert-dialog').getByRole('alert')).toHaveText('Este produto tem composições ou itens de combo: remova-os antes de transformá-lo em adicional.');
  await page.getByTestId('convert-dialog').getByRole('button', { name: 'Cancelar' }).click();

  await page.getByTestId('product-change-type').click();
  await page.getByTestId('type-dialog').getByRole('radio', { name: 'Combo' }).click();
  await page.getByTestId('type-dialog').getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect.poll(async () => (await product('X-Burger duplo'))?.type, { timeout: 15_000 }).toBe('combo');

  await page.getByTestId('product-delete').click();
  await page.getByTestId('delete-dialog').getByRole('button', { name: 'Excluir' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('menu-screen')).toBeVisible();
  await expect.poll(async () => (await products()).find((p) => p.id === copy.id)?.deletedAt ?? null, { timeout: 15_000 }).not.toBeNull();
});

test('several products from typed lines (a bad line refused), the server list by type, the scale file', async () => {
  test.setTimeout(90_000);
  await openMenu();
  await shotBothSizes(page, 'products-menu-list');
  await page.getByTestId('menu-bulk-create').click();
  const d = page.getByTestId('bulk-create-dialog');
  await d.getByTestId('bulk-create-lines').fill('Suco de uva; 8,50; 410\nSuco de caju; oito; 411\nSuco de manga; 9,00; 200');
  await expect(d.getByTestId('bulk-create-problems').locator('li')).toHaveText(['Linha 2: preço inválido (oito)', 'Linha 3: código 200 já é de outro produto']);
  await expect(d.getByRole('button', { name: 'Criar' })).toBeDisabled();
  await d.getByTestId('bulk-create-lines').fill('Suco de uva; 8,50; 410\nSuco de caju; 8,00; 411\nSuco de manga; 9,00');
  await expect(d.getByTestId('bulk-create-ready')).toHaveText('3 produtos prontos para criar');
  await shotBothSizes(page, 'products-bulk-create');
  await d.getByRole('button', { name: 'Criar' }).click();
  await expectSynced(page);
  await expect(row('Suco de caju')).toBeVisible();
  expect(await product('Suco de uva')).toMatchObject({ type: 'unique', price: 850, internalCode: '410' });
  expect(await product('Suco de manga')).toMatchObject({ price: 900, internalCode: null });

  await page.getByTestId('menu-server').click();
  const s = page.getByTestId('server-list-dialog');
  await s.getByTestId('server-type').selectOption({ label: 'Rodízio' });
  await expect(s.getByTestId('server-product')).toHaveCount(1, { timeout: 15_000 });
  await expect(s.getByTestId('server-count')).toHaveText('1 produto no servidor');
  await shotBothSizes(page, 'products-server-list');
  await s.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByTestId('menu-scale').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('scale-dialog').getByRole('button', { name: 'Baixar arquivo' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.TXT$/i);
  const text = readFileSync((await file.path())!, 'latin1');
  // ITENSMGV: "01", sold by unit (1), the code in 6 digits, the price in 6, "000", the name: the suco just created too.
  expect(file.suggestedFilename()).toBe('ITENSMGV.TXT');
  expect(text).toContain('011000200002890000X-BURGER');
  expect(text).toContain('011000410000850000SUCO DE UVA');
  // Suco de manga has no code: the scale has no item number for it.
  expect(text).not.toContain('SUCO DE MANGA');
});

test('a new rodízio from the menu’s quick editor, its price changed there', async () => {
  test.setTimeout(90_000);
  await openMenu();
  await page.keyboard.press('F2');
  const d = page.getByTestId('product-dialog');
  await d.getByRole('radio', { name: 'Rodízio' }).click();
  await d.getByLabel('Nome').fill('Rodízio de sushi');
  await d.getByTestId('product-price').pressSequentially('8990');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect(row('Rodízio de sushi')).toBeVisible();
  expect(await product('Rodízio de sushi')).toMatchObject({ type: 'allYouCanEat', price: 8990 });

  await row('Rodízio de sushi').getByRole('button', { name: 'Editar: Rodízio de sushi' }).click();
  await d.getByTestId('product-price').fill('94,90');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect.poll(async () => (await product('Rodízio de sushi'))?.price, { timeout: 15_000 }).toBe(9490);

  // Sold on Mondays, then on Tuesdays instead (the same row changed).
  const sushi = (await product('Rodízio de sushi'))!;
  await row('Rodízio de sushi').getByRole('button', { name: 'Editar: Rodízio de sushi' }).click();
  const av = d.getByTestId('product-availabilities');
  await av.getByRole('button', { name: 'Seg', exact: true }).click();
  await d.getByTestId('availability-add').click();
  await expect(av.getByTestId('availability-row')).toHaveCount(1);
  await av.getByRole('button', { name: 'Ter', exact: true }).click();
  await av.getByRole('button', { name: 'Trocar pelos dias marcados: Seg' }).click();
  await expect(av.getByTestId('availability-row')).toContainText('Ter');
  await expectSynced(page);
  const sushiDays = (await rows<{ ownerId: string; weekdays: number[] }>('availabilities', 'ownerId weekdays')).filter((h) => h.ownerId === sushi.id);
  expect(sushiDays.map((h) => h.weekdays)).toEqual([[2]]);
  expect((await product('Rodízio de sushi'))?.type).toBe('allYouCanEat');
});

test('the combo offers the X-Burger "ao ponto" at R$ 1,00 inside the combo, then stops offering it', async () => {
  test.setTimeout(90_000);
  await openEditor('Combo X-Burger + batata + refrigerante');
  const part = page.locator('[data-testid="combo-part"][data-name="X-Burger"]');
  const option = part.locator('[data-testid="combo-option"][data-name="Ao ponto"]');
  const options = async () => rows<{ price: number; productSubproductId: string }>('comboProductCompositionSubproducts', 'price productSubproductId');
  const before = (await options()).length;
  // The box follows the server's answer (it is ticked once the combo offers it).
  await option.getByRole('checkbox', { name: 'No combo: Ao ponto' }).click();
  await expectSynced(page);
  await expect(option.getByRole('checkbox', { name: 'No combo: Ao ponto' })).toBeChecked({ timeout: 15_000 });
  await expect(option.getByRole('button', { name: 'Salvar: Ao ponto' })).toBeVisible({ timeout: 15_000 });
  expect((await options()).length).toBe(before + 1);
  await option.getByTestId('combo-option-price').pressSequentially('100');
  await option.getByRole('button', { name: 'Salvar: Ao ponto' }).click();
  await expectSynced(page);
  await expect.poll(async () => (await options()).map((o) => o.price).sort(), { timeout: 15_000 }).toContain(100);
  await shotBothSizes(page, 'products-editor-combo');
  await option.getByRole('checkbox', { name: 'No combo: Ao ponto' }).click();
  await expectSynced(page);
  await expect(option.getByRole('checkbox', { name: 'No combo: Ao ponto' })).not.toBeChecked({ timeout: 15_000 });
  expect((await options()).length).toBe(before);
});
