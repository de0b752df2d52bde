// The counter fits both screens it runs on (issue 16, item 18): the desktop counter at 1366×768 and the
// waiter's portrait tablet at 768×1024. At each size the map, a table's panel, its pad and the payment
// screen have nothing wider than the window, and the controls a person needs are inside it.
import { test, expect, type Locator, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openCounter, openRegister, openTable, type PaperPrinter } from './support/counter.js';
import { SIZES, shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Caixa', 'Cozinha', 'Bar']));
  await openRegister(page);
});

test.afterAll(() => closeCounter(page, printers, stack));

/** Elements wider than the window or sticking out of its right edge (the page scrolls sideways otherwise). */
async function overflowing(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth}px > ${width}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Inside a box that scrolls sideways on purpose, or clipped by one that hides its overflow: not seen past the edge.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const ox = getComputedStyle(a).overflowX;
        if (ox !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped && (r.right > width + 1 || r.left < -1)) out.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} ${Math.round(r.left)}–${Math.round(r.right)}px: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }
    return out.slice(0, 10);
  });
}

async function inView(p: Page, controls: Locator[]): Promise<void> {
  const size = p.viewportSize()!;
  for (const c of controls) {
    const box = await c.boundingBox();
    expect(box, `${c} is shown`).not.toBeNull();
    expect(box!.x, `${c} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${c} right edge`).toBeLessThanOrEqual(size.width + 1);
    expect(box!.y + box!.height, `${c} bottom edge`).toBeLessThanOrEqual(size.height + 1);
  }
}

async function fitsBothSizes(name: string, controls: () => Locator[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    expect(await overflowing(page), `${name} at ${size.width}×${size.height}`).toEqual([]);
    await inView(page, controls());
  }
  await shotBothSizes(page, `layout-${name}`);
  await page.setViewportSize(SIZES[0]);
}

const places = () => page.getByRole('navigation', { name: 'Telas' });
const appBar = () => [page.getByTestId('connectivity'), page.getByTestId('pending-changes'), places().getByRole('button', { name: 'Caixa' }), places().getByRole('button', { name: 'Configurações' })];

test('the map and a table panel fit at 1366×768 and 768×1024', async () => {
  await openTable(page, 'Mesa 4', 2);
  await fireCodes(page, ['300', '404']);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Mesas' }).click();
  await page.getByTestId('table-Mesa 4').click();
  const panel = page.getByTestId('service-panel');
  await fitsBothSizes('tables-panel', () => [...appBar(), page.getByTestId('table-Mesa 4'), panel.getByTestId('service-total'), panel.getByRole('button').last()]);
});

test('the order pad fits at 1366×768 and 768×1024', async () => {
  await openTable(page, 'Mesa 9', 2);
  await page.getByTestId('product-search').fill('300');
  await page.getByTestId('product-search').press('Enter');
  await fitsBothSizes('order-pad', () => [...appBar(), page.getByTestId('product-search'), page.getByTestId('draft-line').first(), page.getByRole('button', { name: /Enviar/ }).first()]);
});

test('the payment screen fits at 1366×768 and 768×1024', async () => {
  await page.keyboard.press('F4');
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('bill-total')).toBeVisible();
  await page.keyboard.press('F2');
  const keypad = page.getByTestId('keypad');
  await fitsBothSizes('payment', () => [...appBar(), page.getByTestId('bill-total'), page.getByTestId('payment-amount'), page.getByTestId('payment-tip'), page.getByTestId('payment-tendered'), keypad.getByRole('button', { name: '9', exact: true }), keypad.getByRole('button', { name: 'Limpar' })]);
});
