// Issue 16 item 13: firing with no printer set up must not say "3 itens enviados à cozinha" in green. One notice
// says what was fired and that nothing printed, naming every station and why; and notices cover no control.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, fireCodes, openTable, openTerminal, shot } from './support/counter.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'waiter'));
});

test.afterAll(() => closeCounter(page, {}, stack));

/** Buttons, fields and choices on screen that a notice's box overlaps. */
async function coveredControls(): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll('[data-testid="toast"]')].map((n) => n.getBoundingClientRect());
    const out: string[] = [];
    for (const el of document.querySelectorAll('button, input, select, textarea, a[href], [role="radio"], [role="button"]')) {
      if (el.closest('[data-testid="toast"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      for (const n of notices) {
        if (r.left < n.right && n.left < r.right && r.top < n.bottom && n.top < r.bottom) out.push((el.textContent || el.getAttribute('aria-label') || el.tagName).trim());
      }
    }
    return out;
  });
}

for (const [width, height] of [
  [1366, 768],
  [768, 1024],
] as const) {
  test(`at ${width}×${height}, firing with no printer says nothing printed, per station, and covers no control`, async () => {
    await page.setViewportSize({ width, height });
    await openTable(page, width > 1000 ? 'Mesa 3' : 'Mesa 4', 2);
    // Fries (Cozinha), a chopp and a water (Bar).
    await fireCodes(page, ['300', '404', '403']);
    const notice = page.getByTestId('toast');
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveText(/^3 itens registrados, nada impresso: (Cozinha e Bar|Bar e Cozinha) \(sem impressora neste terminal \(Configurações\)\)/);
    await expect(page.getByText('enviados à cozinha')).toHaveCount(0);
    expect(await coveredControls()).toEqual([]);
    await shot(page, `toast-fired-no-printer-${width}`);
    // It can be closed at once.
    await notice.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(notice).toHaveCount(0);
    await page.keyboard.press('Escape');
  });
}
