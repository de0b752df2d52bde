import { defineConfig } from '@playwright/test';

// Debian's Chromium, headless; the machine has no internet, so nothing in the background may call out.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  // The migrated database every test server starts from, made once per run (tests/support/dbTemplate.ts).
  globalSetup: './tests/support/globalSetup.ts',
  use: {
    headless: true,
    viewport: { width: 1366, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      // Chromium draws date fields in its UI language, which comes from LANGUAGE (with Debian's chromium-l10n):
      // 27/11/2026 as a Brazilian counter shows it, not 11/27/2026. `locale` above covers only the page's Intl.
      env: { ...process.env, LANGUAGE: 'pt_BR' },
    },
  },
});
