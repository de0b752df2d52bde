// A waiter's tablet on the LAN, in real Chromium against the real host and server (issue 13 §2): the built
// page opened at the host's LAN address shows a 6-digit code and nothing of the terminal; a manager approves
// the code over the bridge; the page starts over by itself and the login screen works.
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from '../../playwright.config.js';
import { Peer } from '../integration/sync/peer.js';
import { startStack, type Stack } from '../support/stack.js';

const root = path.resolve(import.meta.dirname, '../..');
const built = existsSync(path.join(root, 'dist/renderer/index.html'));
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  if (!built || !lanAddress) return;
  stack = await startStack({ env: { POS_HOST_BIND: '0.0.0.0', POS_RENDERER_DIR: path.join(root, 'dist/renderer') } });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe.skipIf(!built || !lanAddress)('a tablet on the LAN', () => {
  it('shows its pairing code until a manager approves it, then the login screen', async () => {
    const page = await browser.newPage();
    await page.goto(`http://${lanAddress}:${stack.hostPort}/`);
    const banner = page.locator('#pos-pairing');
    await banner.waitFor({ timeout: 20_000 });
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('Este aparelho ainda não foi liberado');
    const code = /(\d{6})/.exec(text)![1]!;
    await expect.poll(() => page.getByRole('form', { name: 'Entrar no PDV' }).isVisible()).toBe(false);

    const manager = await Peer.connect(stack.hostUrl);
    await manager.call('session.login', { email: 'gerente@cantina.com.br', password: 'gerente123' });
    await manager.call('terminal.pairing.approve', { code });
    await manager.call('session.logout', {});
    manager.close();

    await page.getByRole('form', { name: 'Entrar no PDV' }).waitFor({ timeout: 20_000 });
    expect(await banner.count()).toBe(0);
    await page.close();
  }, 90_000);
});
