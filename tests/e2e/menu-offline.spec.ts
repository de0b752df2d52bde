// Menu edits made while the server is down (issue 17), in Chromium: the manager changes a price, marks a dessert
// sold out and raises the changed price by 10 % with the bulk change; each shows at once from the outbox; when
// the server is back they reach it once. The percentage proves "once": applied twice it would read 18,15, not 16,50.
// A photo chosen in "Novo produto" goes to the outbox with its bytes: offline it survives a reload of the app (what a
// restart is in the browser) and reaches the server once when it is back; a file that is not an image is refused
// by the server and stays on the pending screen with its message.
import { test, expect } from '@playwright/test';
import { expectSynced } from './support/counter.js';
import { menuTerminal } from './support/menu.js';
import { stripedPng } from './support/png.js';
import { serverGql, serverRows } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

const menu = menuTerminal();
const { row } = menu;

test('a price, a sold-out flag and a bulk raise made offline reach the server once when it is back', async () => {
  test.setTimeout(150_000);
  const { page, stack } = menu;
  await menu.openMenu();
  await expect(row('Pudim de leite')).toContainText('R$ 12,90');
  await expectSynced(page);

  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');

  // The pudding from 12,90 to 15,00 in its editor.
  await row('Pudim de leite').getByRole('button', { name: 'Editar: Pudim de leite' }).click();
  const d = page.getByTestId('product-dialog');
  await d.getByTestId('product-price').pressSequentially('1500');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(row('Pudim de leite')).toContainText('R$ 15,00');

  // The petit gâteau sold out with one click.
  await row('Petit gâteau com sorvete').getByRole('button', { name: 'Esgotar: Petit gâteau com sorvete' }).click();
  await expect(row('Petit gâteau com sorvete')).toContainText('Esgotado');

  // The pudding alone, 10 % up: 16,50.
  await page.getByTestId('menu-search').fill('Pudim');
  await expect(page.getByTestId('menu-row')).toHaveCount(1);
  await page.keyboard.press('F6');
  const bulk = page.getByTestId('bulk-dialog');
  await bulk.getByTestId('bulk-amount').pressSequentially('1000');
  await expect(bulk).toContainText('R$ 16,50');
  await page.keyboard.press('Enter');
  await expect(bulk).toHaveCount(0);
  await expect(row('Pudim de leite')).toContainText('R$ 16,50');
  await expect(page.getByTestId('pending-changes')).toHaveText('3 alterações aguardando envio');

  // The server is back: the outbox goes, and the list keeps showing the same.
  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online');
  await expectSynced(page, 45_000);
  await page.getByTestId('menu-search').fill('');
  await expect(row('Pudim de leite')).toContainText('R$ 16,50');
  await expect(row('Petit gâteau com sorvete')).toContainText('Esgotado');

  type Product = { id: string; deletedAt: string | null; name: string; price: number; available: boolean };
  const rows = await serverRows<{ products: Product[] }>(stack.serverUrl, 'products { id deletedAt name price available }');
  const named = (name: string) => rows.products.filter((p) => p.name === name && !p.deletedAt);
  expect(named('Pudim de leite')).toHaveLength(1);
  expect(named('Pudim de leite')[0]).toMatchObject({ price: 1650, available: true });
  expect(named('Petit gâteau com sorvete')).toHaveLength(1);
  expect(named('Petit gâteau com sorvete')[0]).toMatchObject({ price: 2290, available: false });
});

type Image = { id: string; productId: string; url: string };

/** The photos the server holds for a product, and the first one's bytes as the server serves them. */
async function serverImages(name: string): Promise<{ images: Image[]; served: Buffer | null }> {
  const { products } = await serverRows<{ products: { id: string; name: string; deletedAt: string | null }[] }>(menu.stack.serverUrl, 'products { id name deletedAt }');
  const product = products.find((p) => p.name === name && !p.deletedAt);
  if (!product) return { images: [], served: null };
  const { data, fetchAs } = await serverGql<{ productImages: Image[] }>(menu.stack.serverUrl, 'query($b: ID!) { productImages(businessId: $b) { id productId url } }');
  const images = data.productImages.filter((i) => i.productId === product.id);
  return { images, served: images[0] ? await fetchAs(images[0].url) : null };
}

test('a photo chosen in "Novo produto" goes after the product; offline it survives a reload and reaches the server once', async () => {
  test.setTimeout(180_000);
  const { page, stack } = menu;
  const d = menu.dialog();
  const photoOf = (name: string) => row(name).getByTestId('product-thumb');
  const create = async (name: string, code: string, digits: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.keyboard.press('F2');
    await d.getByLabel('Nome').fill(name);
    await d.getByLabel('Código', { exact: true }).fill(code);
    await d.getByTestId('product-price').pressSequentially(digits);
    await d.getByTestId('new-product-image-file').setInputFiles(file);
  };
  const png = (code: string, colour: [number, number, number]) => ({ name: `${code}.png`, mimeType: 'image/png', buffer: stripedPng(160, 120, colour, [250, 250, 250]) });

  // Online: the photo follows the product at once.
  await create('Suco verde', '480', '1100', png('480', [60, 170, 60]));
  await expect(d.getByTestId('new-product-thumb')).toBeVisible();
  await expect(d.getByTestId('new-product-image-when')).toHaveText('A foto é enviada logo depois que o produto for salvo.');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(photoOf('Suco verde')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => photoOf('Suco verde').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);

  // Offline: the editor says the photo is kept here; the product is in the list at once, its photo not yet.
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  const grape = png('481', [120, 40, 120]);
  await create('Suco de uva', '481', '1200', grape);
  await expect(d.getByTestId('new-product-thumb')).toBeVisible();
  await expect(d.getByTestId('new-product-image-when')).toHaveText('Sem conexão com o servidor: a foto fica guardada neste terminal e será enviada quando a conexão voltar.');
  await shotBothSizes(page, 'menu-new-photo-offline');
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  await expect(page.getByText('Suco de uva salvo; a foto será enviada quando a conexão voltar')).toBeVisible();
  await expect(row('Suco de uva')).toContainText('R$ 12,00');
  await expect(photoOf('Suco de uva')).toHaveCount(0);
  await expect(page.getByTestId('pending-changes')).toHaveText('2 alterações aguardando envio');

  // The app closed and opened again (a reload is the browser's restart): nothing in this window survives, the
  // outbox does, with the photo on the pending screen.
  await page.reload();
  await page.goto(page.url().replace(/#.*$/, '') + '#/pendencias');
  await expect(page.getByTestId('pending-screen')).toContainText('Enviar a foto de Suco de uva', { timeout: 30_000 });
  await shotBothSizes(page, 'menu-photo-pending');

  // Back online: the product goes, then its photo, once; the server serves the bytes chosen.
  await stack.startServer();
  await expect(page.getByTestId('connectivity')).toHaveText('online', { timeout: 30_000 });
  await expectSynced(page, 45_000);
  const stored = await serverImages('Suco de uva');
  expect(stored.images).toHaveLength(1);
  expect(stored.served?.equals(grape.buffer)).toBe(true);
  await menu.openMenu();
  await expect(photoOf('Suco de uva')).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => photoOf('Suco de uva').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await shotBothSizes(page, 'menu-new-photo-list');
  expect((await serverImages('Suco de uva')).images).toHaveLength(1);
});

test('a photo the server refuses (not an image) stays on the pending screen with the server\'s message', async () => {
  test.setTimeout(90_000);
  const { page } = menu;
  const d = menu.dialog();
  await page.keyboard.press('F2');
  await d.getByLabel('Nome').fill('Suco de limão');
  await d.getByLabel('Código', { exact: true }).fill('482');
  await d.getByTestId('product-price').pressSequentially('1000');
  await d.getByTestId('new-product-image-file').setInputFiles({ name: 'limao.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma foto') });
  await page.keyboard.press('Enter');
  await expect(d).toHaveCount(0);
  const refusal = page.getByText('limao.png não é uma imagem: envie PNG, JPEG, GIF ou WebP').first();
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ver pendências' }).first().click();
  const refused = page.getByTestId('refused-change');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Enviar a foto de Suco de limão');
  await expect(refused.getByTestId('refused-reason')).toContainText('limao.png não é uma imagem: envie PNG, JPEG, GIF ou WebP');
  await shotBothSizes(page, 'menu-photo-refused');
  // The product itself went: only its photo was refused.
  const { products } = await serverRows<{ products: { name: string; deletedAt: string | null }[] }>(menu.stack.serverUrl, 'products { name deletedAt }');
  expect(products.filter((p) => p.name === 'Suco de limão' && !p.deletedAt)).toHaveLength(1);
  expect((await serverImages('Suco de limão')).images).toHaveLength(0);
});
