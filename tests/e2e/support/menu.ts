// What the Cardápio specs share: one manager's terminal for the whole file (its tests run in order on it), a product's
// row in the list, the product editor, and the way into the Cardápio from the settings.
import { test, expect, type Locator, type Page } from '@playwright/test';
import type { Stack } from '../../support/stack.js';
import { closeCounter, openTerminal } from './counter.js';

export interface MenuTerminal {
  readonly page: Page;
  readonly stack: Stack;
  /** A product's row in the Cardápio's list, by its name. */
  row(name: string): Locator;
  /** The product editor ("Novo produto" or "Editar"). */
  dialog(): Locator;
  /** Settings → Cardápio, once the list shows its products. */
  openMenu(): Promise<void>;
  /** Opens a listed product's editor. */
  edit(name: string): Promise<void>;
}

/** Registers the spec's set-up and tear-down (call it at the top of the file); the page is there inside tests. */
export function menuTerminal(): MenuTerminal {
  let opened: { stack: Stack; page: Page } | null = null;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    opened = await openTerminal(browser, 'manager');
  });
  test.afterAll(() => closeCounter(opened?.page, {}, opened?.stack));
  const get = () => {
    if (!opened) throw new Error('the menu terminal is opened in beforeAll');
    return opened;
  };
  const t: MenuTerminal = {
    get page() {
      return get().page;
    },
    get stack() {
      return get().stack;
    },
    row: (name) => t.page.locator(`[data-testid="menu-row"][data-name="${name}"]`),
    dialog: () => t.page.getByTestId('product-dialog'),
    async openMenu() {
      await t.page.goto(t.page.url().replace(/#.*$/, '') + '#/configuracoes');
      await t.page.getByTestId('open-menu').click();
      await expect(t.page.getByTestId('menu-row').first()).toBeVisible({ timeout: 30_000 });
    },
    async edit(name) {
      await t.row(name).getByRole('button', { name: `Editar: ${name}` }).click();
      await expect(t.dialog()).toBeVisible();
    },
  };
  return t;
}
