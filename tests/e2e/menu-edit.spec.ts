// Changing what is already on the menu (issue 17), in Chromium against the real server: an existing pizza gains
// and loses sizes and flavours (a flavour already sold leaves its order as it was), edited with the keyboard where
// Enter in the price grid saves every edit; an existing combo changes its products and quantities with the shares
// recomputed. Each is checked on the screens and in the rows the server stored.
import { test, expect } from '@playwright/test';
import { expectSynced, openTable } from './support/counter.js';
import { menuTerminal } from './support/menu.js';
import { serverRows } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

const menu = menuTerminal();
const { row, dialog, openMenu, edit } = menu;

type Live = { id: string; deletedAt: string | null };

test('an existing pizza gains and loses sizes and flavours; Enter in the grid saves every edit; a sold flavour leaves its order intact', async () => {
  const { page, stack } = menu;
  test.setTimeout(150_000);
  await openMenu();
  const d = dialog();

  // A pizza with two sizes and two flavours, made from the Cardápio.
  await page.keyboard.press('F2');
  await d.getByRole('radio', { name: 'Pizza (sabores)' }).click();
  await d.getByLabel('Nome').fill('Pizza do chef');
  await d.getByLabel('Código', { exact: true }).fill('170');
  await d.getByLabel('Categoria').selectOption({ label: 'Pizzas' });
  for (const size of ['Média', 'Gigante']) {
    await d.getByTestId('size-name').fill(size);
    await d.getByTestId('size-name').press('Enter');
  }
  for (const flavour of ['Mussarela do chef', 'Atum do chef']) {
    await d.getByTestId('flavour-name').fill(flavour);
    await d.getByTestId('flavour-name').press('Enter');
  }
  for (const [label, digits] of [
    ['Preço de Mussarela do chef (Média)', '4000'],
    ['Preço de Mussarela do chef (Gigante)', '6000'],
    ['Preço de Atum do chef (Média)', '4500'],
    ['Preço de Atum do chef (Gigante)', '6500'],
  ] as const) {
    await d.getByLabel(label).pressSequentially(digits);
  }
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  // Sold before the change: a Média, all Atum.
  await openTable(page, 'Mesa 12', 2);
  await page.getByTestId('product-search').fill('Pizza do chef');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza do chef' }).click({ timeout: 20_000 });
  const pizza = page.getByTestId('composite-dialog');
  await pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio', { name: /Média/ }).click();
  await pizza.getByRole('group', { name: 'Sabores' }).getByRole('checkbox', { name: /Atum do chef/ }).click();
  await expect(pizza.getByTestId('composite-price')).toContainText('R$ 45,00');
  await pizza.getByRole('button', { name: 'Adicionar' }).click();
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toHaveCount(1);
  await expectSynced(page);

  // The change: Gigante goes, Grande comes; Atum goes, Brócolis comes; prices typed with the keyboard, and the
  // last one, still in its cell, goes with Enter (which saves the dialog with every edit of the grid).
  await openMenu();
  await edit('Pizza do chef');
  await expect(d.getByTestId('size-chip')).toHaveText([/Média/, /Gigante/]);
  await expect(d.getByLabel('Preço de Atum do chef (Gigante)')).toHaveValue('R$ 65,00');
  await d.getByRole('button', { name: 'Remover: Gigante' }).click();
  await d.getByTestId('size-name').fill('Grande');
  await d.getByTestId('size-name').press('Enter');
  await d.getByRole('button', { name: 'Remover: Atum do chef' }).click();
  await d.getByTestId('flavour-name').fill('Brócolis do chef');
  await d.getByTestId('flavour-name').press('Enter');
  await expect(d.getByTestId('flavour-row')).toHaveCount(2);
  await expect(d.getByRole('alert')).toHaveText('Informe o preço de Mussarela do chef no tamanho Grande');
  await d.getByLabel('Preço de Mussarela do chef (Grande)').pressSequentially('5500');
  await d.getByLabel('Preço de Brócolis do chef (Média)').pressSequentially('4300');
  await d.getByLabel('Preço de Brócolis do chef (Grande)').pressSequentially('5800');
  await expect(d.getByLabel('Preço de Brócolis do chef (Média)')).toHaveValue('R$ 43,00');
  await expect(d.getByLabel('Preço de Brócolis do chef (Grande)')).toHaveValue('R$ 58,00');
  await d.getByLabel('Preço de Mussarela do chef (Média)').pressSequentially('4200');
  await shotBothSizes(page, 'menu-edit-pizza');
  await d.getByLabel('Preço de Mussarela do chef (Média)').press('Enter');
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  // The editor, opened again, reads what was saved.
  await edit('Pizza do chef');
  await expect(d.getByTestId('size-chip')).toHaveText([/Média/, /Grande/]);
  await expect(d.getByTestId('flavour-row')).toHaveText([/Mussarela do chef/, /Brócolis do chef/]);
  for (const [label, value] of [
    ['Preço de Mussarela do chef (Média)', 'R$ 42,00'],
    ['Preço de Mussarela do chef (Grande)', 'R$ 55,00'],
    ['Preço de Brócolis do chef (Média)', 'R$ 43,00'],
    ['Preço de Brócolis do chef (Grande)', 'R$ 58,00'],
  ] as const) {
    await expect(d.getByLabel(label)).toHaveValue(value);
  }
  await page.keyboard.press('Escape');

  // What the server stored: the live options and prices are the new ones; the removed ones are marked deleted,
  // not erased; the order sold before still says Atum at R$ 45,00.
  const rows = await serverRows<{
    products: (Live & { name: string })[];
    subproducts: (Live & { name: string })[];
    productSubproducts: (Live & { productId: string; subproductId: string; price: number })[];
    compositionPrices: (Live & { productSubproductId: string; sizeId: string | null; price: number })[];
    orderProducts: (Live & { productId: string; name: string; unitPrice: number; selections: unknown })[];
  }>(
    stack.serverUrl,
    'products { id deletedAt name } subproducts { id deletedAt name } productSubproducts { id deletedAt productId subproductId price } compositionPrices { id deletedAt productSubproductId sizeId price } orderProducts { id deletedAt productId name unitPrice selections }',
  );
  const product = rows.products.find((p) => p.name === 'Pizza do chef')!;
  const subName = new Map(rows.subproducts.map((s) => [s.id, s.name]));
  const options = rows.productSubproducts.filter((o) => o.productId === product.id);
  const optionName = new Map(options.map((o) => [o.id, subName.get(o.subproductId)]));
  const live = options.filter((o) => !o.deletedAt).map((o) => subName.get(o.subproductId));
  expect(live.sort((a, b) => a!.localeCompare(b!, 'pt-BR'))).toEqual(['Brócolis do chef', 'Grande', 'Média', 'Mussarela do chef']);
  expect(options.filter((o) => o.deletedAt).map((o) => subName.get(o.subproductId)).sort()).toEqual(['Atum do chef', 'Gigante']);
  const liveIds = new Set(options.filter((o) => !o.deletedAt).map((o) => o.id));
  const grid = rows.compositionPrices
    .filter((p) => !p.deletedAt && liveIds.has(p.productSubproductId) && p.sizeId && liveIds.has(p.sizeId))
    .map((p) => `${optionName.get(p.productSubproductId)}/${optionName.get(p.sizeId!)}=${p.price}`)
    .sort();
  expect(grid).toEqual(['Brócolis do chef/Grande=5800', 'Brócolis do chef/Média=4300', 'Mussarela do chef/Grande=5500', 'Mussarela do chef/Média=4200']);
  const sold = rows.orderProducts.filter((o) => o.productId === product.id);
  expect(sold).toHaveLength(1);
  expect(sold[0]).toMatchObject({ deletedAt: null, unitPrice: 4500 });
  expect(JSON.stringify(sold[0]!.selections)).toContain('Atum do chef');

  // The counter: the table's pad is as it was; a new pizza offers the new sizes and flavours only.
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Mesas' }).click();
  await page.getByTestId('table-Mesa 12').click();
  await page.getByTestId('service-panel').getByTestId('pad-tile-1').click();
  await expect(page.getByTestId('pad-line')).toHaveCount(1);
  await expect(page.getByTestId('pad-line')).toContainText('R$ 45,00');
  await page.getByTestId('product-search').fill('Pizza do chef');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza do chef' }).click();
  await expect(pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio')).toHaveText([/Média/, /Grande/]);
  await pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio', { name: /Grande/ }).click();
  await expect(pizza.getByRole('group', { name: 'Sabores' }).getByRole('checkbox')).toHaveText([/Mussarela do chef.*R\$ 55,00/, /Brócolis do chef.*R\$ 58,00/]);
  await page.keyboard.press('Escape');
});

test('an existing combo changes its products and quantities; the shares follow', async () => {
  const { page, stack } = menu;
  test.setTimeout(90_000);
  await openMenu();
  const d = dialog();
  const combo = 'Combo X-Burger + batata + refrigerante';
  await edit(combo);
  const parts = d.getByTestId('combo-part');
  await expect(parts).toHaveText([/1× Batata frita/, /1× X-Burger/, /1× Coca-Cola lata/]);
  // Fries out, a second can, a water in; R$ 39,90 split by 28,90 + 2 × 6,50 + 4,50 = 46,40, the leftover
  // centavos to the first parts: 24,86, 11,18 and 3,86.
  await d.getByRole('button', { name: 'Remover: Batata frita (porção)' }).click();
  await d.getByRole('button', { name: 'Um a mais: Coca-Cola lata 350 ml' }).click();
  await d.getByTestId('combo-pick').selectOption({ label: 'Água mineral 500 ml (R$ 4,50)' });
  await d.getByTestId('combo-add').click();
  await expect(parts).toHaveText([/1× X-Burger.*R\$ 24,86/, /2× Coca-Cola lata.*R\$ 11,18/, /1× Água mineral.*R\$ 3,86/]);
  await shotBothSizes(page, 'menu-edit-combo');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  await edit(combo);
  await expect(parts).toHaveText([/1× X-Burger.*R\$ 24,86/, /2× Coca-Cola lata.*R\$ 11,18/, /1× Água mineral.*R\$ 3,86/]);
  await page.keyboard.press('Escape');

  const rows = await serverRows<{ products: (Live & { name: string })[]; comboProducts: (Live & { comboId: string; productId: string; quantity: number; price: number })[] }>(
    stack.serverUrl,
    'products { id deletedAt name } comboProducts { id deletedAt comboId productId quantity price }',
  );
  const name = new Map(rows.products.map((p) => [p.id, p.name]));
  const comboId = rows.products.find((p) => p.name === combo)!.id;
  const held = rows.comboProducts
    .filter((x) => x.comboId === comboId && !x.deletedAt)
    .map((x) => `${x.quantity / 1000}× ${name.get(x.productId)} ${x.price}`)
    .sort();
  expect(held).toEqual(['1× X-Burger 2486', '1× Água mineral 500 ml 386', '2× Coca-Cola lata 350 ml 1118']);
  expect(rows.comboProducts.filter((x) => x.comboId === comboId && x.deletedAt).map((x) => name.get(x.productId))).toEqual(['Batata frita (porção)']);
});

test('"Promoção do produto" puts every priced item of the pizza on sale at once; the list shows it on sale', async () => {
  const { page, stack } = menu;
  test.setTimeout(90_000);
  await openMenu();
  const d = dialog();
  await edit('Pizza do chef');
  const sale = d.getByTestId('product-sale');
  // Its flavours are priced per size, so the sale is by price only (a percentage of one size's price would sell a
  // larger size at the smaller one's discount): R$ 38,00 on each flavour; the sizes, priced zero, get none.
  await expect(sale.getByTestId('product-sale-price-only')).toBeVisible();
  await expect(sale.getByRole('radio', { name: 'Desconto (%)' })).toHaveCount(0);
  await sale.getByTestId('product-sale-value').pressSequentially('3800');
  await expect(sale.getByTestId('product-sale-value')).toHaveValue('R$ 38,00');
  await sale.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'menu-edit-sale');
  await sale.getByRole('button', { name: 'Pôr 2 itens em promoção' }).click();
  await expectSynced(page);
  await expect(d.getByTestId('sale-row')).toHaveText([/Mussarela do chef R\$ 38,00/, /Brócolis do chef R\$ 38,00/], { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(row('Pizza do chef')).toContainText('Em promoção');
  await expect(row('Pizza Grande (8 fatias)')).not.toContainText('Em promoção');
  await shotBothSizes(page, 'menu-edit-list');

  const rows = await serverRows<{
    products: (Live & { name: string })[];
    productSubproductSalePrices: (Live & { productId: string; productSubproductId: string; price: number; startsAt: string; endsAt: string; weekdays: number[] })[];
  }>(stack.serverUrl, 'products { id deletedAt name } productSubproductSalePrices { id deletedAt productId productSubproductId price startsAt endsAt weekdays }');
  const productId = rows.products.find((p) => p.name === 'Pizza do chef')!.id;
  const sales = rows.productSubproductSalePrices.filter((s) => s.productId === productId && !s.deletedAt);
  expect(sales.map((s) => s.price)).toEqual([3800, 3800]);
  expect(new Set(sales.map((s) => `${s.startsAt}/${s.endsAt}/${s.weekdays.join()}`)).size).toBe(1);
  expect(new Set(sales.map((s) => s.productSubproductId)).size).toBe(2);

  // The counter sells a Média Mussarela at the sale's price.
  await openTable(page, 'Mesa 13', 1);
  await page.getByTestId('product-search').fill('Pizza do chef');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza do chef' }).click({ timeout: 20_000 });
  const pizza = page.getByTestId('composite-dialog');
  await pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio', { name: /Média/ }).click();
  await pizza.getByRole('group', { name: 'Sabores' }).getByRole('checkbox', { name: /Mussarela do chef/ }).click();
  await expect(pizza.getByTestId('composite-price')).toContainText('R$ 38,00');
  await page.keyboard.press('Escape');
});

test('a pizza without sizes gets its first size (each flavour keeps its price there) and loses it again', async () => {
  const { page } = menu;
  test.setTimeout(120_000);
  const name = 'Pizza Broto (4 fatias)';
  const d = dialog();
  const sizes = () => page.getByTestId('composite-dialog').getByRole('group', { name: 'Tamanho' });
  const sell = async () => {
    await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Mesas' }).click();
    await page.getByTestId('table-Mesa 12').click();
    await page.getByTestId('service-panel').getByTestId('pad-tile-1').click();
    await page.getByTestId('product-search').fill('Pizza Broto');
    await page.getByTestId('product-tile').filter({ hasText: name }).click({ timeout: 20_000 });
  };
  await openMenu();
  await edit(name);
  await expect(d.getByTestId('size-chip')).toHaveCount(0);
  const first = d.getByTestId('flavour-row').first();
  const flavour = (await first.getAttribute('data-name'))!;
  const single = await d.getByLabel(`Preço de ${flavour}`, { exact: true }).inputValue();
  await d.getByTestId('size-name').fill('Família');
  await d.getByTestId('size-name').press('Enter');
  await expect(d.getByLabel(`Preço de ${flavour} (Família)`)).toHaveValue(single);
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  await sell();
  await expect(sizes().getByRole('radio')).toHaveText([/Família/]);
  await sizes().getByRole('radio', { name: /Família/ }).click();
  await expect(page.getByTestId('composite-dialog').getByRole('group', { name: 'Sabores' }).getByRole('checkbox', { name: new RegExp(flavour) })).toContainText(single);
  await page.keyboard.press('Escape');

  await openMenu();
  await edit(name);
  await expect(d.getByTestId('size-chip')).toHaveText([/Família/]);
  await d.getByRole('button', { name: 'Remover: Família' }).click();
  await expect(d.getByLabel(`Preço de ${flavour}`, { exact: true })).toHaveValue(single);
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  await sell();
  await expect(page.getByTestId('composite-dialog').getByRole('group', { name: 'Sabores' })).toBeVisible();
  await expect(sizes()).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a size and a flavour renamed in place keep their options: same ids, same prices, the counter shows the new names', async () => {
  test.setTimeout(120_000);
  const { page, stack } = menu;
  type Option = Live & { productId: string; subproductId: string; price: number };
  type Price = Live & { productSubproductId: string; sizeId: string | null; price: number };
  const read = () =>
    serverRows<{ products: (Live & { name: string })[]; subproducts: (Live & { name: string })[]; productSubproducts: Option[]; compositionPrices: Price[] }>(
      stack.serverUrl,
      'products { id deletedAt name } subproducts { id deletedAt name } productSubproducts { id deletedAt productId subproductId price } compositionPrices { id deletedAt productSubproductId sizeId price }',
    );
  const optionsBy = (rows: Awaited<ReturnType<typeof read>>) => {
    const productId = rows.products.find((p) => p.name === 'Pizza do chef' && !p.deletedAt)!.id;
    const subName = new Map(rows.subproducts.map((s) => [s.id, s.name]));
    return new Map(rows.productSubproducts.filter((o) => o.productId === productId && !o.deletedAt).map((o) => [subName.get(o.subproductId)!, o]));
  };
  const before = optionsBy(await read());
  const grande = before.get('Grande')!;
  const broccoli = before.get('Brócolis do chef')!;
  const livePrices = (rows: Awaited<ReturnType<typeof read>>) => rows.compositionPrices.filter((p) => !p.deletedAt).map((p) => `${p.id}:${p.productSubproductId}/${p.sizeId}=${p.price}`).sort();
  const pricesBefore = livePrices(await read());

  await openMenu();
  await edit('Pizza do chef');
  const d = dialog();
  // The size with the keyboard: the pencil, the new name, Enter (which keeps the name and does not save yet).
  await d.getByRole('button', { name: 'Renomear: Grande' }).click();
  await d.getByTestId('size-rename').fill('Grande (8 fatias)');
  await d.getByTestId('size-rename').press('Enter');
  await expect(d).toBeVisible();
  await expect(d.getByTestId('size-chip')).toHaveText([/Média/, /Grande \(8 fatias\)/]);
  // A name another flavour has is refused where it is typed; Esc leaves the name as it was.
  await d.getByRole('button', { name: 'Renomear: Brócolis do chef' }).click();
  await d.getByTestId('flavour-rename').fill('Mussarela do chef');
  await expect(d.getByRole('alert')).toHaveText('O sabor Mussarela do chef já está na lista');
  await d.getByTestId('flavour-rename').press('Escape');
  await expect(d).toBeVisible();
  await expect(d.getByTestId('flavour-row')).toHaveText([/Mussarela do chef/, /Brócolis do chef/]);
  await d.getByRole('button', { name: 'Renomear: Brócolis do chef' }).click();
  await d.getByTestId('flavour-rename').fill('Brócolis com alho');
  await d.getByTestId('flavour-rename').press('Enter');
  await expect(d.getByLabel('Preço de Brócolis com alho (Grande (8 fatias))')).toHaveValue('R$ 58,00');
  await d.getByRole('button', { name: 'Renomear: Média' }).click();
  await shotBothSizes(page, 'menu-edit-rename');
  await d.getByTestId('size-rename').press('Escape');
  await d.getByRole('button', { name: 'Salvar' }).click();
  await expect(d).toHaveCount(0);
  await expectSynced(page);

  // The server: the same options (ids), now named so; no option removed or added; every price row as it was.
  const rows = await read();
  const after = optionsBy(rows);
  expect([...after.keys()].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(['Brócolis com alho', 'Grande (8 fatias)', 'Média', 'Mussarela do chef']);
  expect(after.get('Grande (8 fatias)')!.id).toBe(grande.id);
  expect(after.get('Brócolis com alho')!.id).toBe(broccoli.id);
  expect(after.get('Brócolis com alho')!.price).toBe(broccoli.price);
  expect(livePrices(rows)).toEqual(pricesBefore);
  // The old subproducts are still there (another pizza may use "Grande").
  expect(rows.subproducts.some((s) => s.name === 'Grande' && !s.deletedAt)).toBe(true);

  // The editor and the counter read the new names.
  await edit('Pizza do chef');
  await expect(d.getByTestId('size-chip')).toHaveText([/Média/, /Grande \(8 fatias\)/]);
  await expect(d.getByTestId('flavour-row')).toHaveText([/Mussarela do chef/, /Brócolis com alho/]);
  await page.keyboard.press('Escape');
  await openTable(page, 'Mesa 14', 1);
  await page.getByTestId('product-search').fill('Pizza do chef');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza do chef' }).click({ timeout: 20_000 });
  const pizza = page.getByTestId('composite-dialog');
  await expect(pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio')).toHaveText([/Média/, /Grande \(8 fatias\)/]);
  await pizza.getByRole('group', { name: 'Tamanho' }).getByRole('radio', { name: /Grande \(8 fatias\)/ }).click();
  // (Their prices there are the sale's, put on them by the test before.)
  await expect(pizza.getByRole('group', { name: 'Sabores' }).getByRole('checkbox')).toHaveText([/Mussarela do chef/, /Brócolis com alho/]);
  await page.keyboard.press('Escape');
});
