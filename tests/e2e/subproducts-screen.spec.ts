// Configurações → Adicionais e insumos: the manager adds two insumos with their cost and code, finds one by its code
// through the server's search, writes the ficha técnica of a receita (two lines, one changed, one taken out) and
// has the server store its cost; changes, takes out and adds a burger's add-ons and a pizza flavour's price by
// size (opened with ?produto=); adds, renames and deletes categories of adicionais and of insumos; turns an insumo
// off and deletes another; sends and removes an insumo's photo. Each change is read back from the server. A quantity that is not one is said in
// Portuguese and nothing is sent; a recipe that would contain itself is refused by the server, in Portuguese; a
// cashier is turned away. Real server and host, Chromium; screenshots at 1366×768 and 768×1024.
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

interface Sub {
  id: string;
  name: string;
  kind: string;
  internalCode: string | null;
  controlStock: boolean;
  available: boolean;
  cost: number;
  deletedAt: string | null;
}
interface Line {
  subproductParentId: string;
  subproductId: string;
  quantity: number;
  deletedAt: string | null;
}

async function serverSubs(): Promise<Sub[]> {
  const { data } = await serverGql<{ subproducts: Sub[] }>(stack.serverUrl, 'query($b: ID!){ subproducts(businessId: $b){ id name kind internalCode controlStock available cost deletedAt } }');
  return data.subproducts.filter((x) => !x.deletedAt);
}
const sub = async (name: string) => (await serverSubs()).find((x) => x.name === name);
async function serverLines(recipeId: string): Promise<Line[]> {
  const { data } = await serverGql<{ subproductTrees: Line[] }>(stack.serverUrl, 'query($b: ID!){ subproductTrees(businessId: $b){ subproductParentId subproductId quantity deletedAt } }');
  return data.subproductTrees.filter((l) => l.subproductParentId === recipeId && !l.deletedAt);
}
async function serverCategories(list: 'subproductCategories' | 'feedstockCategories'): Promise<string[]> {
  const { data } = await serverGql<Record<string, { name: string; deletedAt: string | null }[]>>(stack.serverUrl, `query($b: ID!){ ${list}(businessId: $b){ name deletedAt } }`);
  return data[list]!.filter((c) => !c.deletedAt)
    .map((c) => c.name)
    .sort();
}

async function addItem(name: string, kind: 'Insumo' | 'Receita' | 'Adicional'): Promise<void> {
  await page.getByTestId('subproduct-new-name').fill(name);
  await page.getByTestId('subproduct-new-kind').selectOption({ label: kind });
  await page.getByTestId('subproduct-new-add').click();
  await expect(page.getByTestId('subproduct-new-name')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId(`subproduct-${name}`)).toBeVisible();
}

test('the manager adds two insumos with cost and code, and finds one by its code', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-subproducts').click();
  await expect(page.getByTestId('subproducts-screen')).toBeVisible();

  for (const [name, code, cost] of [
    ['Farinha de trigo', 'FAR-01', '500'],
    ['Queijo muçarela', 'QJ-02', '4000'],
  ] as const) {
    await addItem(name, 'Insumo');
    await page.getByTestId(`subproduct-${name}`).click();
    const detail = page.getByTestId('subproduct-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(name);
    await page.getByTestId('subproduct-code').fill(code);
    await page.getByTestId('subproduct-cost').click();
    await page.getByTestId('subproduct-cost').pressSequentially(cost);
    await page.getByTestId('subproduct-save').click();
    await expectSynced(page);
    await expect(page.getByTestId(`subproduct-${name}`)).toContainText(code);
  }
  expect(await sub('Farinha de trigo')).toMatchObject({ kind: 'feedstock', internalCode: 'FAR-01', cost: 500, controlStock: true, available: true });
  expect(await sub('Queijo muçarela')).toMatchObject({ kind: 'feedstock', internalCode: 'QJ-02', cost: 4000 });

  // Insumos are searched by the server (allFeedstock), by name or code.
  await page.getByTestId('subproducts-filter').getByRole('radio', { name: 'Insumo' }).click();
  await page.getByTestId('subproducts-search').fill('FAR-01');
  await expect(page.getByTestId('subproducts-list').getByRole('button')).toHaveCount(1);
  await expect(page.getByTestId('subproduct-Farinha de trigo')).toBeVisible();
  await page.getByTestId('subproducts-search').fill('muçarela');
  await expect(page.getByTestId('subproduct-Queijo muçarela')).toBeVisible();
  await expect(page.getByTestId('subproduct-Farinha de trigo')).toHaveCount(0);
  await shotBothSizes(page, 'subproducts-search');
  await page.getByTestId('subproducts-search').fill('');
  await page.getByTestId('subproducts-filter').getByRole('radio', { name: 'Todos' }).click();
});

test('a receita and its ficha técnica: two lines, one changed, one taken out, the cost stored by the server', async () => {
  await addItem('Massa da casa', 'Receita');
  await page.getByTestId('subproduct-Massa da casa').click();
  const massa = (await sub('Massa da casa'))!;
  const farinha = (await sub('Farinha de trigo'))!;

  // A quantity that is not one is said in Portuguese, and nothing is sent.
  await page.getByTestId('recipe-new-ingredient').selectOption({ label: 'Farinha de trigo (Insumo)' });
  await page.getByTestId('recipe-new-quantity').fill('meio quilo');
  await page.getByTestId('recipe-new-add').click();
  await expect(page.getByTestId('recipe-new-error')).toHaveText('Informe uma quantidade maior que zero, como 0,250.');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
  expect(await serverLines(massa.id)).toHaveLength(0);

  await page.getByTestId('recipe-new-quantity').fill('0,500');
  await page.getByTestId('recipe-new-add').click();
  await expect(page.getByTestId('recipe-new-quantity')).toHaveValue('');
  await expectSynced(page);
  await page.getByTestId('recipe-new-ingredient').selectOption({ label: 'Queijo muçarela (Insumo)' });
  await page.getByTestId('recipe-new-quantity').fill('0,250');
  await page.getByTestId('recipe-new-add').click();
  await expect(page.getByTestId('recipe-new-quantity')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('recipe-line-Queijo muçarela')).toBeVisible();
  // 0,5 kg × R$ 5,00 + 0,25 kg × R$ 40,00
  await expect(page.getByTestId('recipe-cost-now')).toContainText('R$ 12,50');
  await page.getByTestId('recipe-update-cost').click();
  await expectSynced(page);
  await expect(page.getByTestId('recipe-cost-stored')).toContainText('R$ 12,50');
  expect((await sub('Massa da casa'))!.cost).toBe(1250);
  await shotBothSizes(page, 'subproducts-recipe');

  await page.getByTestId('recipe-line-Farinha de trigo-quantity').fill('1');
  await page.getByTestId('recipe-line-Farinha de trigo-save').click();
  await expectSynced(page);
  await page.getByTestId('recipe-line-Queijo muçarela-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('recipe-line-Queijo muçarela')).toHaveCount(0);
  await expect(page.getByTestId('recipe-cost-now')).toContainText('R$ 5,00');
  expect(await serverLines(massa.id)).toEqual([{ subproductParentId: massa.id, subproductId: farinha.id, quantity: 1000, deletedAt: null }]);
  await page.getByTestId('recipe-update-cost').click();
  await expectSynced(page);
  expect((await sub('Massa da casa'))!.cost).toBe(500);
});

test('categories of adicionais and of insumos: added, renamed, deleted', async () => {
  await page.getByTestId('subproducts-tabs').getByRole('radio', { name: 'Categorias' }).click();
  await page.getByTestId('subproduct-categories-new-name').fill('Molhos');
  await page.getByTestId('subproduct-categories-add').click();
  await expect(page.getByTestId('subproduct-categories-new-name')).toHaveValue('');
  await expectSynced(page);
  await page.getByTestId('subproduct-categories-Molhos-name').fill('Molhos da casa');
  await page.getByTestId('subproduct-categories-Molhos-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('subproduct-categories-Molhos da casa')).toBeVisible();
  for (const name of ['Laticínios', 'Secos']) {
    await page.getByTestId('feedstock-categories-new-name').fill(name);
    await page.getByTestId('feedstock-categories-add').click();
    await expect(page.getByTestId('feedstock-categories-new-name')).toHaveValue('');
    await expectSynced(page);
  }
  await page.getByTestId('feedstock-categories-Secos-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('feedstock-categories-Secos')).toHaveCount(0);
  await page.getByTestId('feedstock-categories-add').click();
  await expect(page.getByTestId('feedstock-categories-new-error')).toBeVisible();
  await shotBothSizes(page, 'subproducts-categories');
  expect(await serverCategories('subproductCategories')).toContain('Molhos da casa');
  expect(await serverCategories('subproductCategories')).not.toContain('Molhos');
  expect(await serverCategories('feedstockCategories')).toContain('Laticínios');
  expect(await serverCategories('feedstockCategories')).not.toContain('Secos');
  await page.getByTestId('subproducts-tabs').getByRole('radio', { name: 'Itens' }).click();
});

test('an insumo turned off, another deleted', async () => {
  await page.getByTestId('subproduct-Queijo muçarela').click();
  await page.getByTestId('subproduct-available').getByRole('radio', { name: 'Não' }).click();
  await page.getByTestId('subproduct-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('subproduct-Queijo muçarela')).toContainText('Desativado');
  expect(await sub('Queijo muçarela')).toMatchObject({ available: false });
  await addItem('Fermento', 'Insumo');
  await page.getByTestId('subproduct-Fermento').click();
  await page.getByTestId('subproduct-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('subproduct-Fermento')).toHaveCount(0);
  expect(await sub('Fermento')).toBeUndefined();
});

interface AddOn {
  id: string;
  productId: string;
  compositionId: string;
  subproductId: string;
  price: number;
  maxQuantity: number;
  available: boolean;
  deletedAt: string | null;
}
async function serverAddOns(productId: string): Promise<AddOn[]> {
  const { data } = await serverGql<{ productSubproducts: AddOn[] }>(stack.serverUrl, 'query($b: ID!){ productSubproducts(businessId: $b){ id productId compositionId subproductId price maxQuantity available deletedAt } }');
  return data.productSubproducts.filter((x) => x.productId === productId && !x.deletedAt);
}
async function serverSizePrices(productSubproductId: string): Promise<{ size: string; price: number }[]> {
  const { data } = await serverGql<{ productSubproductPrices: { productSubproductId: string; size: string; price: number; deletedAt: string | null }[] }>(
    stack.serverUrl,
    'query($b: ID!){ productSubproductPrices(businessId: $b){ productSubproductId size price deletedAt } }',
  );
  return data.productSubproductPrices.filter((x) => x.productSubproductId === productSubproductId && !x.deletedAt).map(({ size, price }) => ({ size, price }));
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test("an insumo's photo sent and removed; a file that is not an image is refused in Portuguese", async () => {
  await page.getByTestId('subproduct-Farinha de trigo').click();
  const farinha = (await sub('Farinha de trigo'))!;
  const images = async () => {
    const { data } = await serverGql<{ subproductImages: { subproductId: string; fileName: string; deletedAt: string | null }[] }>(stack.serverUrl, 'query($b: ID!){ subproductImages(businessId: $b){ subproductId fileName deletedAt } }');
    return data.subproductImages.filter((x) => x.subproductId === farinha.id && !x.deletedAt).map((x) => x.fileName);
  };
  await page.getByTestId('subproduct-image-file').setInputFiles({ name: 'farinha.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('subproduct-image-farinha.png')).toBeVisible();
  expect(await images()).toEqual(['farinha.png']);
  await page.getByTestId('subproduct-image-file').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma foto') });
  await expect(page.getByTestId('subproduct-image-error')).toContainText('A foto não foi aceita: Dados inválidos: mainImages (item 1): O arquivo deve ser uma imagem PNG, JPEG ou WebP');
  await shotBothSizes(page, 'subproducts-images');
  await page.getByTestId('subproduct-image-farinha.png-remove').click();
  await expect(page.getByTestId('subproduct-image-farinha.png')).toHaveCount(0);
  expect(await images()).toEqual([]);
});

test("a product's add-ons, opened with ?produto=: one changed, one taken out, one added, a flavour's price by size", async () => {
  await addItem('Cheddar cremoso', 'Adicional');
  const burger = demoId('product:x-burger');
  await page.evaluate(() => (location.hash = '#/configuracoes'));
  await page.evaluate((id) => (location.hash = `#/configuracoes/adicionais?produto=${id}`), burger);
  const group = page.getByTestId('add-ons-group-Adicionais');
  await expect(group.getByTestId('add-on-Bacon')).toBeVisible();
  await page.getByTestId('add-on-Bacon-price').click();
  await page.getByTestId('add-on-Bacon-price').pressSequentially('600');
  await page.getByTestId('add-on-Bacon-max').fill('2');
  await page.getByTestId('add-on-Bacon-save').click();
  await expectSynced(page);
  await page.getByTestId('add-on-Cebola caramelizada-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('add-on-Cebola caramelizada')).toHaveCount(0);

  // Offering nothing is said in Portuguese, and nothing is sent.
  await page.getByTestId('add-ons-group-Adicionais-new-add').click();
  await expect(page.getByTestId('add-ons-group-Adicionais-new-error')).toHaveText('Escolha o item a oferecer.');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');

  await page.getByTestId('add-ons-group-Adicionais-new-item').selectOption({ label: 'Cheddar cremoso' });
  await page.getByTestId('add-ons-group-Adicionais-new-price').click();
  await page.getByTestId('add-ons-group-Adicionais-new-price').pressSequentially('350');
  await page.getByTestId('add-ons-group-Adicionais-new-add').click();
  await expect(page.getByTestId('add-ons-group-Adicionais-new-item')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('add-on-Cheddar cremoso')).toBeVisible();
  await shotBothSizes(page, 'subproducts-product-add-ons');

  const cheddar = (await sub('Cheddar cremoso'))!;
  const rows = await serverAddOns(burger);
  expect(rows.find((r) => r.id === demoId('ps:x-burger:bacon'))).toMatchObject({ price: 600, maxQuantity: 2, available: true });
  expect(rows.find((r) => r.id === demoId('ps:x-burger:cebola-caramelizada'))).toBeUndefined();
  expect(rows.find((r) => r.subproductId === cheddar.id)).toMatchObject({ compositionId: demoId('comp:x-burger:adicionais'), price: 350 });

  await page.getByTestId('add-ons-product').selectOption({ value: demoId('product:pizza-grande') });
  await page.getByTestId('add-on-Calabresa-size-new').fill('Família');
  await page.getByTestId('add-on-Calabresa-size-new-price').click();
  await page.getByTestId('add-on-Calabresa-size-new-price').pressSequentially('7990');
  await page.getByTestId('add-on-Calabresa-size-add').click();
  await expect(page.getByTestId('add-on-Calabresa-size-new')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('add-on-Calabresa-size-Família')).toContainText('R$ 79,90');
  expect(await serverSizePrices(demoId('ps:pizza-grande:calabresa'))).toEqual([{ size: 'Família', price: 7990 }]);
  await page.getByTestId('add-on-Calabresa-size-Família-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('add-on-Calabresa-size-Família')).toHaveCount(0);
  expect(await serverSizePrices(demoId('ps:pizza-grande:calabresa'))).toEqual([]);
  await page.getByTestId('subproducts-tabs').getByRole('radio', { name: 'Itens' }).click();
});

test('a recipe that would contain itself is refused by the server, in Portuguese', async () => {
  await addItem('Recheio', 'Receita');
  await page.getByTestId('subproduct-Recheio').click();
  await page.getByTestId('recipe-new-ingredient').selectOption({ label: 'Massa da casa (Receita)' });
  await page.getByTestId('recipe-new-quantity').fill('1');
  await page.getByTestId('recipe-new-add').click();
  await expect(page.getByTestId('recipe-new-quantity')).toHaveValue('');
  await expectSynced(page);
  await page.getByTestId('subproduct-Massa da casa').click();
  await page.getByTestId('recipe-new-ingredient').selectOption({ label: 'Recheio (Receita)' });
  await page.getByTestId('recipe-new-quantity').fill('0,100');
  await page.getByTestId('recipe-new-add').click();
  await expect(page.getByRole('alert').filter({ hasText: 'A ficha técnica não pode conter a própria receita' }).first()).toBeVisible({ timeout: 30_000 });
  await shotBothSizes(page, 'subproducts-recipe-refused');
  const massa = (await sub('Massa da casa'))!;
  expect((await serverLines(massa.id)).map((l) => l.quantity)).toEqual([1000]);
});

test('a cashier is not offered Adicionais e insumos, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-subproducts')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/adicionais'));
  await expect(page.getByTestId('subproducts-not-yours')).toContainText('Só a gerência');
});
