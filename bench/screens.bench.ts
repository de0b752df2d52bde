// The counter screens with a big catalog (20,000 products):
// 1. filtering the catalog as the cashier types: keystroke → product grid redrawn in Chromium (the real
//    screen, the real React render), p95 over the keystrokes (each the median of 5 rounds), with the
//    filter's own work measured apart in Node;
// 2. opening the order pad: from the route change to the pad's items and the catalog drawn, in Chromium:
//    cold (at once after start), after the map was shown, and the opens after that; with 300 tables,
//    150 of them open with 2,000 items on their pads (the pad opened holds 25), as on a busy night.
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
import { buildCatalogIndex, catalogFilter } from '../src-renderer/queries/catalogSearch.js';
import { chromiumArgs } from '../playwright.config.js';
import { target } from './targets.js';

const PRODUCTS = 20_000;
const TABLES = 300;
const OPEN_TABLES = 150;
const OPEN_ITEMS = 2_000;
const PAD_ITEMS = 25;
/** Cold opens, each after a reload: one alone on two shared cores is mostly the neighbours' noise. */
const COLD = 5;
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
  const serve = staticHandler(out, 'bench'); // no host here: the bridge secret is never checked
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
    const uuid = (kind: string, i: number) => `00000000-0000-7000-${kind}-${String(i).padStart(12, '0')}`;
    const now = new Date().toISOString();
    // 300 tables; the first 150 open, each with a service, a pad and an order; 2,000 items in all, 25 of
    // them on the pad the bench opens (table 1's).
    const tables = Array.from({ length: TABLES }, (_, i) => ({ id: uuid('c000', i), type: 'table', name: `Mesa ${i + 1}`, number: i + 1, token: null, capacity: 4 }));
    const services = Array.from({ length: OPEN_TABLES }, (_, i) => ({ id: uuid('a100', i), status: 'open', occupants: 2, description: null, originId: null, openedAt: now }));
    const serviceTables = services.map((sv, i) => ({ id: uuid('a200', i), serviceId: sv.id, tableId: tables[i]!.id, releasedAt: null }));
    const pads = services.map((sv, i) => ({
      id: uuid('a300', i),
      serviceId: sv.id,
      description: i === 0 ? 'Mesa bench' : null,
      status: 'open',
      occupants: 2,
      serviceFeeEnabled: true,
      serviceFeeRate: 1000,
      discountType: null,
      discountValue: 0,
    }));
    const orders = pads.map((pad, i) => ({ id: uuid('a400', i), number: i + 1, orderPadId: pad.id, serviceId: pad.serviceId, status: 'confirmed', deliveryFee: 0, originType: 'saloon', deliveryMode: 'saloon' }));
    const orderProducts = Array.from({ length: OPEN_ITEMS }, (_, i) => {
      const order = i < PAD_ITEMS ? orders[0]! : orders[1 + ((i - PAD_ITEMS) % (OPEN_TABLES - 1))]!;
      const p = products[(i * 7919) % PRODUCTS]!;
      return { id: uuid('b000', i), orderId: order.id, productId: p.id, name: p.name, quantity: 1000, unitPrice: p.price, totalPrice: p.price, selections: [], observation: null, kitchenStatus: 'preparing' };
    });
    const padId = pads[0]!.id;
    // Fill the app's own mirror (IndexedDB 'pdv-mirror') the way a pull would.
    await page.evaluate(
      async ({ products, categories, rows, now }) => {
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
        for (const [store, list] of Object.entries(rows)) await put(store, list);
        db.close();
      },
      { products, categories, rows: { tables, services, serviceTables, orderPads: pads, orders, orderProducts }, now },
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

    /**
     * Route change → the pad's 25 items and the catalog's first tiles drawn (`open`); `whole`: until the
     * search reaches all 20,000 products (the catalog read to its end).
     */
    const openPadTimes = () =>
      page.evaluate(
        ({ id, items }) =>
          new Promise<{ open: number; whole: number }>((resolve) => {
            const t0 = performance.now();
            let open = 0;
            location.hash = `#/comandas/${id}`;
            const check = () => {
              const lines = document.querySelectorAll('[data-testid="pad-line"]').length;
              const tiles = document.querySelectorAll('[data-testid="product-tile"]').length;
              if (!open && lines === items && tiles > 0) open = performance.now() - t0;
              if (open && document.querySelector('[data-testid="catalog"][data-complete="true"]')) resolve({ open, whole: performance.now() - t0 });
              else requestAnimationFrame(check);
            };
            check();
          }),
        { id: padId, items: PAD_ITEMS },
      );
    const openPad = async () => (await openPadTimes()).open;
    const backToMap = async () => {
      await page.evaluate(() => (location.hash = '#/mesas'));
      await page.getByTestId('tables-screen').waitFor();
    };

    // Cold: the app just started on the map and the pad is opened at once (the catalog read the map
    // started is not over yet). After the map: the cashier looked at the map for a second first.
    const colds: { open: number; whole: number }[] = [];
    for (let i = 0; i < COLD; i++) {
      await page.evaluate(() => (location.hash = '#/mesas'));
      await page.reload();
      await page.getByTestId('tables-screen').waitFor();
      colds.push(await openPadTimes());
    }
    const coldOpens = colds.map((c) => c.open);
    const cold = percentile(coldOpens, 50);
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
      `order pad opens (Chromium, ${PRODUCTS} products, ${TABLES} tables, ${OPEN_ITEMS} open items, ${PAD_ITEMS} on the pad): ` +
        `cold median ${fmt(cold)} of ${COLD} [${coldOpens.map(fmt).join(', ')}], the whole catalog searchable after ${fmt(percentile(colds.map((c) => c.whole), 50))} ` +
        `(IndexedDB read of the products alone ${fmt(rawRead)}), ` +
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

    // The cold open counts too: a cashier may open a pad the moment the app is up (its median of COLD
    // reloads; every one is printed above).
    const filterOk = target('catalog filter p95 (keystroke → grid)', percentile(perKey, 95), 'below', 16, 'ms');
    const openOk = [
      target('order pad open p95', percentile(opens, 95), 'below', 300, 'ms'),
      target('order pad open after the map', afterMap, 'below', 300, 'ms'),
      target('order pad cold open (median)', cold, 'below', 300, 'ms'),
    ].every(Boolean);
    console.log(`filter p95 < 16 ms: ${filterOk ? 'met' : 'MISSED'}; order pad opens < 300 ms (cold included): ${openOk ? 'met' : 'MISSED'}`);
    if (Math.max(...coldOpens) >= 300) console.log(`note: the slowest cold open took ${fmt(Math.max(...coldOpens))}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
