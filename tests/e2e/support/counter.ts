// What the counter's end-to-end tests share: virtual network printers (real TCP sockets, port-9100
// semantics) whose paper is decoded as a person would read it, login as the demo's people, the terminal's
// printer setup done through the settings screen, and screenshots of every screen.
import { expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { decodeText } from '../../../src-shared/printing/codepages.js';
import { startTcpPrinter, type TcpPrinter } from '../../hardware/support/virtualPrinters.js';
import { startStack, type Stack } from '../../support/stack.js';

export const people = {
  waiter: { email: 'garcom@cantina.com.br', password: 'garcom123' },
  cashier: { email: 'caixa@cantina.com.br', password: 'caixa123' },
  manager: { email: 'gerente@cantina.com.br', password: 'gerente123' },
} as const;

export interface PaperPrinter {
  name: string;
  tcp: TcpPrinter;
  /** Everything printed so far, decoded from the printer's code page. */
  text(): string;
  /** Waits until the paper shows every piece of text. */
  waitForText(pieces: string[], timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function virtualPrinter(name: string): Promise<PaperPrinter> {
  const tcp = await startTcpPrinter(0);
  const text = () => decodeText(new Uint8Array(Buffer.concat(tcp.jobs)), 'cp850');
  return {
    name,
    tcp,
    text,
    async waitForText(pieces, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const t = text();
        if (pieces.every((p) => t.includes(p))) return t;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${name}: o papel não mostrou ${pieces.filter((p) => !text().includes(p)).join(', ')}\n--- papel ---\n${text()}`);
    },
    close: () => tcp.close(),
  };
}

export async function login(page: Page, who: keyof typeof people): Promise<void> {
  const { email, password } = people[who];
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await expect(form.or(page.getByTestId('session-user'))).toBeVisible({ timeout: 20_000 });
  if (!(await form.isVisible())) {
    // Someone else is at the counter: they leave first.
    await page.getByRole('button', { name: 'Sair' }).click();
  }
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('session-user')).toBeVisible();
}

/** The terminal's printers, set up on the settings screen as a person does it: host and port of each. */
export async function setUpPrinters(page: Page, printers: Record<string, PaperPrinter>, receipt: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const setup = page.getByTestId('printers-setup');
  for (const [name, printer] of Object.entries(printers)) {
    const line = setup.getByTestId(`printer-${name}`);
    await line.getByLabel(`Endereço (IP): ${name}`).fill('127.0.0.1');
    await line.getByLabel(`Porta: ${name}`).fill(String(printer.tcp.port));
    await line.getByRole('button', { name: 'Usar neste terminal' }).click();
    await expect(line.getByText('não configurada neste terminal')).toHaveCount(0);
  }
  await setup.getByTestId('receipt-printer').getByRole('radio', { name: receipt }).click();
  await expect(setup.getByTestId('receipt-printer').getByRole('radio', { name: receipt })).toHaveAttribute('aria-checked', 'true');
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/**
 * A terminal at the counter as the flows need it: the real server and host, virtual TCP printers set up on
 * the settings screen (`printers` is filled in), and a person logged in.
 */
export async function openCounter(
  browser: Browser,
  who: keyof typeof people,
  printers: Record<string, PaperPrinter>,
  printerNames: string[],
): Promise<{ stack: Stack; page: Page }> {
  // Setting up the terminal's printers is a manager's job (main checks the role); then `who` takes the counter.
  const { stack, page } = await openTerminal(browser, 'manager');
  for (const name of printerNames) printers[name] = await virtualPrinter(name);
  await setUpPrinters(page, printers, 'Caixa');
  if (who !== 'manager') {
    await page.goto(page.url().replace(/#.*$/, ''));
    await login(page, who);
  }
  return { stack, page };
}

/** A terminal with no printers set up: the real server (started with `env`) and host, and a person logged in. */
export async function openTerminal(browser: Browser, who: keyof typeof people, env?: NodeJS.ProcessEnv): Promise<{ stack: Stack; page: Page }> {
  const stack = await startStack(env ? { env } : {});
  const page = await browser.newPage();
  await page.goto(stack.hostUrl);
  await login(page, who);
  return { stack, page };
}

export async function closeCounter(page: Page | undefined, printers: Record<string, PaperPrinter>, stack: Stack | undefined): Promise<void> {
  await page?.close();
  for (const p of Object.values(printers)) await p.close();
  await stack?.close();
}

/** Opens a free table or comanda from the map with `people` seated; its pad's screen shows. */
export async function openTable(page: Page, name: string, people: number): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Mesas' }).click();
  await page.getByTestId(`table-${name}`).click();
  await page.getByTestId('open-service-dialog').getByLabel('Pessoas', { exact: true }).fill(String(people));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pad-title')).toHaveText(name);
}

/** Puts products on the open pad by their codes, as a person types or scans them, and fires them (F4). */
export async function fireCodes(page: Page, codes: string[]): Promise<void> {
  const search = page.getByTestId('product-search');
  for (const code of codes) {
    await search.fill(code);
    await search.press('Enter');
  }
  await page.keyboard.press('F4');
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
}

/** Opens the register on the caixa screen, as at the start of a shift; `digits` typed on the keypad (centavos). */
export async function openRegister(page: Page, digits = '10000'): Promise<void> {
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  // The first pull has filled the mirror once the button shows.
  await expect(page.getByRole('button', { name: /Abrir caixa/ })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('F2');
  await page.getByTestId('dialog-amount').pressSequentially(digits);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('register-state')).toContainText('aberto');
}

/**
 * Waits until every change reached the server. When some did not, the failure says which and why, as the
 * pending screen shows them (a refusal's reason, a call still waiting), so a CI log alone tells what happened.
 */
export async function expectSynced(page: Page, timeout = 30_000): Promise<void> {
  try {
    await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente', { timeout });
  } catch (err) {
    await page.goto(`${new URL(page.url()).origin}/#/pendencias`);
    const left = await page
      .locator('[data-testid="refused-change"], [data-testid="waiting-change"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`${(err as Error).message}\nPendências: ${left.map((t) => t.replace(/\s+/g, ' ')).join(' | ') || '(nenhuma listada)'}`, { cause: err });
  }
}
