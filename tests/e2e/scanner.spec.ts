// A cashier scans two items the moment a comanda opens, while a big restaurant's catalog (20,000 products) is
// still being read into the screen: both go in, in the order scanned, and a code not in the catalog stays in
// the field for the cashier to see.
import { test, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src-server/db/database.js';
import * as t from '../../src-server/db/schema.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { seedDemo } from '../../src-server/demo/seed.js';
import { newId } from '../../src-shared/ids/uuid.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTable, openTerminal, shot } from './support/counter.js';

const PRODUCTS = 20_000;
const code = (j: number) => String(10_000 + j);

let stack: Stack;
let page: Page;
let serverData: string;

/** The demo restaurant with 20,000 more products, each with an internal code (10000, 10001…). */
async function seedBigCatalog(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await seedDemo(db);
    const category = (await db.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.businessId, DEMO_BUSINESS_ID)))[0]?.id ?? null;
    for (let i = 0; i < PRODUCTS; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, PRODUCTS - i) }, (_, k) => ({
        id: newId(),
        businessId: DEMO_BUSINESS_ID,
        type: 'unique',
        name: `Produto ${i + k}`,
        internalCode: code(i + k),
        categoryId: category,
        price: 500 + ((i + k) % 5000),
        unit: 'unity',
      }));
      await db.insert(t.products).values(batch);
    }
  } finally {
    await close();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  serverData = mkdtempSync(path.join(tmpdir(), 'pos-scanner-'));
  await seedBigCatalog(serverData);
  ({ stack, page } = await openTerminal(browser, 'cashier', { POS_DATA_DIR: serverData }));
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  rmSync(serverData, { recursive: true, force: true });
});

test('two codes scanned while the catalog is still loading both go in, in order; an unknown code stays in the field', async () => {
  test.setTimeout(240_000);
  // The first pull brings the 20,000 products. It is written in parts, the tables first, so the map shows after
  // the first part (7.5 s here, where writing the whole pull took IndexedDB 35 s) while the app bar tells how far
  // the rest is. What this test is about comes after.
  await page.getByRole('button', { name: 'Mesas' }).click();
  await expect(page.getByTestId('table-Mesa 7')).toContainText('Livre', { timeout: 150_000 });
  if (await page.getByTestId('mirror-progress').isVisible()) await shot(page, 'mirror-progress');
  // The menu is all in before the comanda opens (the scans below are about reading it, not pulling it).
  await expect(page.getByTestId('mirror-progress')).toHaveCount(0, { timeout: 150_000 });
  await openTable(page, 'Mesa 7', 1);
  await expectSynced(page);

  // The comanda opened anew (a restart of the terminal) on a slow counter PC (Chromium's CPU slowed 6 times): its
  // catalog is read from the start again, and the scans come while it is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.reload();
  const search = page.getByTestId('product-search');
  await expect(search).toBeFocused({ timeout: 30_000 });
  await expect(page.getByTestId('catalog')).toHaveAttribute('data-complete', 'false');
  // A scanner: the digits and Enter, twice, as fast as keys go; then a code that is no product.
  await page.keyboard.type(`${code(19_998)}\n${code(7)}\n`);
  await page.keyboard.type('99999\n');

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const drafts = page.getByTestId('draft-line');
  await expect(drafts).toHaveCount(2);
  await expect(drafts.nth(0)).toContainText('Produto 19998');
  await expect(drafts.nth(1)).toContainText('Produto 7');
  await expect(search).toHaveValue('99999');
  await shot(page, 'order-pad-scanned');
});
