// The counter screens with a big catalog (20,000 products):
// 1. filtering the catalog as the cashier types: keystroke → product grid redrawn in Chromium (the real
//    screen, the real React render), p95 over the keystrokes (each the median of 5 rounds), with the
//    filter's own work measured apart in Node;
// 2. opening the order pad: from the route change to the pad's items and the catalog drawn, in Chromium:
//    cold (at once after start), after the map was shown, and the opens after that.
// The renderer is built into a temporary folder and served without a host, and the mirror (IndexedDB) is
// filled in the page, so the figures are the screen's own, not the network's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { staticHandler } from '../src-main/host/static.js';
import { buildCatalogIndex, catalogFilter } from '../src-renderer/hooks/catalogSearch.js';
import { chromiumArgs } from '../playwright.config.js';

const PRODUCTS = 20_000;
const words = ['Pizza', 'Calabresa', 'Frango', 'Catupiry', 'Marguerita', 'Portuguesa', 'Suco', 'Laranja', 'Refrigerante', 'Cerveja', 'Filé', 'Parmegiana', 'Arroz', 'Feijão', 'Salada', 'Pudim', 'Açaí', 'Água', 'Coxinha', 'Pastel', 'Queijo', 'Carne', 'Bacon', 'Limão', 'Mousse'];
const sizes = ['Pequena', 'Média', 'Grande', 'Lata', '600 ml', '1 L', 'Porção', 'Individual'];

function makeCatalog() {
  const categories = Array.from({ length: 40 }, (_, i) => ({ id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`, name: `Categoria ${i + 1}`, position: i, available: true }));
  const products = Array.from({ length: PRODUCTS }, (_, i) => {
    const a = words[i % words.length];
    const b = words[Math.floor(i / words.length) % words.length];
    const s = sizes[i % sizes.length];
    return {
      id: `00000000-0000-7000-9000-${String(i).padStart(12, '0')}`,
      type: 'unique',
      name: `${a} ${b} ${s} ${i}`,
      internalCode: String(10_000 + i),
      barcode: `789${String(i).padStart(10, '0')}`,
      categoryId: categories[i % categories.length]!.id,
      price: 500 + (i % 90) * 50,
      unit: 'unity',
      fractionalQuantity: false,
      priceRule: null,
      maxFlavors: null,
      available: true,
      position: i,
    };
  });
  return { categories, products };
}

const typed = ['pizza calab', 'frango catupiry grande', '10523', 'suco laranja', 'parmegiana', 'açaí'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const fmt = (n: number) => `${n.toFixed(2)} ms`;

/** The filter's own work per keystroke, outside the browser: what the screen pays before React draws. */
function filterWork(products: ReturnType<typeof makeCatalog>['products']): void {
  const t0 = performance.now();
  const index = buildCatalogIndex(products);
  const built = performance.now() - t0;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const filter = catalogFilter(index);
    for (const term of typed) {
      for (let i = 1; i <= term.length; i++) {
        const t = performance.now();
        filter(term.slice(0, i), null);
        if (round > 0) times.push(performance.now() - t);
      }
      filter('', null);
    }
  }
  console.log(`catalog index of ${products.length} products built in ${fmt(built)}; filter work per keystroke (Node): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}`);
}

async function main() {
  const { categories, products } = makeCatalog();
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`machine: ${availableParallelism()} cores, load average ${load}`);
  filterWork(products);

  const out = mkdtempSync(path.join(tmpdir(), 'bench-renderer-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit', cwd: path.resolve(import.meta.dirname, '..') });
  if (build.status !== 0) throw new Error('vite build failed');
  const serve = staticHandler(out);
  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    // tsx keeps function names with a helper the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    await page.goto(`${url}/#/mesas`);
    await page.getByTestId('tables-screen').waitFor();
    const padId = '00000000-0000-7000-a000-000000000001';
    const serviceId = '00000000-0000-7000-a000-000000000002';
    const orderId = '00000000-0000-7000-a000-000000000003';
    const now = new Date().toISOString();
    // Fill the app's own mirror (IndexedDB 'pdv-mirror') the way a pull would.
    await page.evaluate(
      async ({ products, categories, padId, serviceId, orderId, now }) => {
        const db: IDBDatabase = await new Promise((resolve, reject) => {
          const r = indexedDB.open('pdv-mirror');
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const put = (store: string, rows: object[]) =>
          new Promise<void>((resolve, reject) => {
            const tx = db.transaction(store, 'readwrite');
            for (const row of rows) tx.objectStore(store).put({ businessId: 'bench', createdAt: now, updatedAt: now, deletedAt: null, ...row });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          });
        await put('categories', categories);
        await put('products', products);
        await put('services', [{ id: serviceId, status: 'open', occupants: 2, description: 'Mesa bench', originId: null, openedAt: now }]);
        await put('orderPads', [{ id: padId, serviceId, description: 'Mesa bench', status: 'open', occupants: 2, serviceFeeEnabled: true, serviceFeeRate: 1000, discountType: null, discountValue: 0 }]);
        await put('orders', [{ id: orderId, number: 1, orderPadId: padId, serviceId, status: 'confirmed', deliveryFee: 0, originType: 'saloon', deliveryMode: 'saloon' }]);
        await put(
          'orderProducts',
          products.slice(0, 25).map((p, i) => ({ id: `00000000-0000-7000-b000-${String(i).padStart(12, '0')}`, orderId, productId: p.id, name: p.name, quantity: 1000, unitPrice: p.price, totalPrice: p.price, selections: [], observation: null, kitchenStatus: 'preparing' })),
        );
        db.close();
      },
      { products, categories, padId, serviceId, orderId, now },
    );

    // How long IndexedDB alone takes to hand over the 20,000 products: the floor of a cold pad open.
    const rawRead = await page.evaluate(async () => {
      const db: IDBDatabase = await new Promise((resolve) => {
        const r = indexedDB.open('pdv-mirror');
        r.onsuccess = () => resolve(r.result);
      });
      const t0 = performance.now();
      await new Promise((r) => {
        const q = db.transaction('products').objectStore('products').getAll();
        q.onsuccess = r;
      });
      db.close();
      return performance.now() - t0;
    });

    /** Route change → the pad's 25 items and the catalog's first tiles drawn. */
    const openPad = () =>
      page.evaluate(
        (id) =>
          new Promise<number>((resolve) => {
            const t0 = performance.now();
            location.hash = `#/comandas/${id}`;
            const check = () => {
              const lines = document.querySelectorAll('[data-testid="pad-line"]').length;
              const tiles = document.querySelectorAll('[data-testid="product-tile"]').length;
              if (lines === 25 && tiles > 0) resolve(performance.now() - t0);
              else requestAnimationFrame(check);
            };
            check();
          }),
        padId,
      );
    const backToMap = async () => {
      await page.evaluate(() => (location.hash = '#/mesas'));
      await page.getByTestId('tables-screen').waitFor();
    };

    // Cold: the app just started on the map and the pad is opened at once (the catalog read the map
    // started is not over yet). After the map: the cashier looked at the map for a second first.
    await page.reload();
    await page.getByTestId('tables-screen').waitFor();
    const cold = await openPad();
    await page.evaluate(() => (location.hash = '#/mesas'));
    await page.reload();
    await page.getByTestId('tables-screen').waitFor();
    await page.waitForTimeout(1000);
    const afterMap = await openPad();
    const opens: number[] = [];
    for (let i = 0; i < 12; i++) {
      await backToMap();
      opens.push(await openPad());
    }
    console.log(
      `order pad opens (Chromium, ${PRODUCTS} products, 25 items): cold ${fmt(cold)} (IndexedDB read of the products alone ${fmt(rawRead)}), ` +
        `first after the map ${fmt(afterMap)}, then p50 ${fmt(percentile(opens, 50))}, p95 ${fmt(percentile(opens, 95))}, max ${fmt(Math.max(...opens))}`,
    );

    // Typing in the pad's search: each keystroke → the grid redrawn (React commits before the next task).
    // One warm-up round, then ROUNDS measured; a keystroke's figure is its median over the rounds, so a
    // moment the machine took the core away (two cores shared with builds and tests) does not count as the
    // screen's, while a keystroke that is slow every time still does. The raw p95 is printed beside it.
    const ROUNDS = 5;
    const rounds = await page.evaluate(
      async ({ terms, rounds }) => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="product-search"]');
        if (!input) throw new Error('no search field');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const nextTask = () =>
          new Promise<void>((r) => {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => r();
            ch.port2.postMessage(0);
          });
        const all: number[][] = [];
        for (let round = 0; round <= rounds; round++) {
          const times: number[] = [];
          for (const term of terms) {
            for (let i = 1; i <= term.length; i++) {
              const t0 = performance.now();
              setter.call(input, term.slice(0, i));
              input.dispatchEvent(new Event('input', { bubbles: true }));
              await nextTask();
              times.push(performance.now() - t0);
            }
            setter.call(input, '');
            input.dispatchEvent(new Event('input', { bubbles: true }));
            await nextTask();
          }
          if (round > 0) all.push(times);
        }
        return all;
      },
      { terms: typed, rounds: ROUNDS },
    );
    const raw = rounds.flat();
    const perKey = rounds[0]!.map((_, k) => percentile(rounds.map((r) => r[k]!), 50));
    console.log(
      `catalog filter as the cashier types (Chromium, keystroke → grid redrawn, ${perKey.length} keystrokes × ${ROUNDS} rounds): ` +
        `p50 ${fmt(percentile(perKey, 50))}, p95 ${fmt(percentile(perKey, 95))} (raw over all ${raw.length}: p95 ${fmt(percentile(raw, 95))}, max ${fmt(Math.max(...raw))})`,
    );

    // The cold open counts too: a cashier may open a pad the moment the app is up.
    const filterOk = percentile(perKey, 95) < 16;
    const openOk = percentile(opens, 95) < 300 && afterMap < 300 && cold < 300;
    console.log(`filter p95 < 16 ms: ${filterOk ? 'met' : 'MISSED'}; order pad opens < 300 ms (cold included): ${openOk ? 'met' : 'MISSED'}`);
    if (cold >= 300) console.log(`note: opened right at start, the pad waits for the catalog's first read (${fmt(cold)})`);
    const ok = filterOk && openOk;
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
