// The counter sells the catalogue as it is now (issue 17, Build item 3), in Chromium against the real server:
// a drink whose category is on sale today sells at the sale price on the tile, the pad line, the bill and the
// server's order; a pizza with sizes takes its flavours' prices at the size chosen, half and half by the highest
// half; a product's picture shows on its tile (a tile without one keeps its look). The manager's changes go
// through the server's API, as the menu screens send them, and reach the terminal's mirror by its pulls.
import { test, expect, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { demoId } from '../../src-server/demo/seed.js';
import { localDay } from '../../src-shared/domain/sales.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openCounter, openTable, people, type PaperPrinter } from './support/counter.js';
import { serverRows } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
let token: string;
const printers: Record<string, PaperPrinter> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Bar', 'Forno de pizza']));
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(people.manager) });
  ({ token } = (await login.json()) as { token: string });
});

test.afterAll(() => closeCounter(page, printers, stack));

/** A manager's write over the API (as the menu screens send it); answers its body. */
async function send(method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
  return answer;
}

const id = () => crypto.randomUUID();
const day = (offset: number) => localDay(new Date(Date.now() + offset * 86_400_000), 'America/Sao_Paulo');

type ServerLine = { productId: string; unitPrice: number; totalPrice: number; selections: { productSubproductId: string; price: number }[] };
const serverLines = async (productId: string) => (await serverRows<{ orderProducts: ServerLine[] }>(stack.serverUrl, 'orderProducts { productId unitPrice totalPrice selections }')).orderProducts.filter((l) => l.productId === productId);

async function searchFor(term: string): Promise<void> {
  await page.getByTestId('product-search').fill(term);
}

test('a drink of a category on sale sells at the sale price on the tile, the line, the bill and the server', async () => {
  test.setTimeout(120_000);
  await send('POST', `categories/${demoId('cat:bebidas')}/sales`, { id: id(), name: 'Happy hour', discountType: 'percentage', discount: 2000, startDate: day(-1), endDate: day(1) });
  await openTable(page, 'Mesa 11', 2);
  // Chopp R$ 12,90 − 20 % = R$ 10,32, once the sale reached the mirror.
  await searchFor('Chopp');
  const tile = page.getByTestId('product-tile').filter({ hasText: 'Chopp' });
  await expect(tile.getByTestId('tile-price')).toContainText('R$ 10,32', { timeout: 20_000 });
  await expect(tile.getByTestId('tile-price').locator('s')).toHaveText('R$ 12,90');
  // Another category keeps its price.
  await searchFor('Batata frita');
  await expect(page.getByTestId('product-tile').filter({ hasText: 'Batata frita' }).getByTestId('tile-price')).toHaveText('R$ 24,90');
  await page.getByRole('tab', { name: 'Bebidas' }).click();
  await expect(page.getByTestId('product-tile').filter({ hasText: 'Água mineral' }).getByTestId('tile-price')).toContainText('R$ 3,60');
  await shotBothSizes(page, 'pad-sale-tiles');
  await tile.click();
  await tile.click();
  await expect(page.getByTestId('draft-line')).toHaveCount(1);
  await expect(page.getByTestId('draft-line')).toContainText('R$ 20,64');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toContainText('R$ 20,64');
  await expect(page.getByTestId('pad-totals')).toContainText('R$ 20,64');
  await expect.poll(async () => (await serverLines(demoId('product:chopp'))).map((l) => [l.unitPrice, l.totalPrice]), { timeout: 20_000 }).toContainEqual([1032, 2064]);
});

test('a pizza with sizes takes the flavours at the size chosen, half and half by the highest half', async () => {
  test.setTimeout(120_000);
  const [product, sizes, flavours, p, g, calabresa, frango] = [id(), id(), id(), id(), id(), id(), id()];
  await send('POST', 'products/composites', {
    id: product,
    compositionId: flavours,
    name: 'Pizza da casa',
    categoryId: demoId('cat:pizzas'),
    internalCode: '150',
    priceRule: 'highest',
    maxFlavors: 2,
    flavors: [
      { id: calabresa, subproductId: demoId('sub:calabresa'), price: 9999 },
      { id: frango, subproductId: demoId('sub:frango-catupiry'), price: 9999 },
    ],
  });
  await send('POST', 'compositions', { id: sizes, productId: product, name: 'Tamanho', selectionType: 'select', minQuantity: 1, maxQuantity: 1, position: 0 });
  await send('PUT', `compositions/${flavours}`, { position: 1 });
  await send('POST', `compositions/${sizes}/subproducts`, { id: p, subproductId: demoId('sub:napolitana'), price: 0 });
  await send('POST', `compositions/${sizes}/subproducts`, { id: g, subproductId: demoId('sub:portuguesa'), price: 0, position: 1 });
  for (const [option, size, price] of [
    [calabresa, p, 3000],
    [calabresa, g, 5000],
    [frango, p, 4500],
    [frango, g, 7000],
  ] as const) {
    await send('POST', `compositions/${flavours}/subproducts/${option}/prices`, { id: id(), sizeId: size, price });
  }

  await openTable(page, 'Mesa 12', 2);
  await searchFor('Pizza da casa');
  await page.getByTestId('product-tile').filter({ hasText: 'Pizza da casa' }).click({ timeout: 20_000 });
  const dialog = page.getByTestId('composite-dialog');
  // The sizes are subproducts named for this test (Napolitana = P, Portuguesa = G).
  const size = dialog.getByRole('group', { name: 'Tamanho' });
  const flavour = dialog.getByRole('group', { name: 'Sabores' });
  await expect(size).toBeVisible();
  // The size and flavour rows reach the mirror by its pulls; the flavour buttons show the size's prices.
  await expect(async () => {
    await size.getByRole('radio', { name: /Portuguesa/ }).click();
    await expect(flavour.getByRole('checkbox', { name: /Calabresa/ })).toContainText('R$ 50,00', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await flavour.getByRole('checkbox', { name: /Calabresa/ }).click();
  await flavour.getByRole('checkbox', { name: /Frango/ }).click();
  await expect(dialog.getByTestId('composite-price')).toContainText('R$ 70,00');
  await shotBothSizes(page, 'pad-pizza-sizes');
  await size.getByRole('radio', { name: /Napolitana/ }).click();
  await expect(flavour.getByRole('checkbox', { name: /Frango/ })).toContainText('R$ 45,00');
  await expect(dialog.getByTestId('composite-price')).toContainText('R$ 45,00');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByTestId('draft-line')).toContainText('R$ 45,00');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('pad-line')).toContainText('R$ 45,00');
  await expect.poll(async () => (await serverLines(product)).map((l) => l.unitPrice), { timeout: 20_000 }).toEqual([4500]);
  expect((await serverLines(product))[0]!.selections.map((s) => s.price)).toEqual([0, 3000, 4500]);
});

/** A PNG of a warm gradient (a photo's stand-in), made here so the test carries no binary file. */
function gradientPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([230, 120 + Math.round((x / width) * 100), 40 + Math.round((y / height) * 60)], at + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Uint8Array.from(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]));
}

test("a product's picture shows on its tile; a tile without one keeps its look", async () => {
  test.setTimeout(120_000);
  const form = new FormData();
  form.append('mainImages', new Blob([gradientPng(160, 120)], { type: 'image/png' }), 'suco.png');
  const up = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}/products/${demoId('product:suco-laranja')}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': id() },
    body: form,
  });
  expect(up.status).toBe(201);

  await openTable(page, 'Mesa 14', 2);
  // The tiles read the pictures when the pad's catalog is read: the pad is opened after the upload.
  await page.getByRole('tab', { name: 'Bebidas' }).click();
  const suco = page.getByTestId('product-tile').filter({ hasText: 'Suco de laranja' });
  const image = suco.getByTestId('tile-image');
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  await expect(image).toHaveAttribute('alt', 'Foto de Suco de laranja 500 ml');
  await expect(page.getByTestId('product-tile').filter({ hasText: 'Água mineral' }).getByTestId('tile-image')).toHaveCount(0);
  await shotBothSizes(page, 'pad-tiles-images');
});
