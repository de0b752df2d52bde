import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cspMetaTag } from './src-main/security/csp.js';

export default defineConfig({
  root: 'src-renderer',
  // Relative asset paths: Electron loads index.html from file://.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    // The CSP as a <meta> in the built page (a file:// page gets no headers); not in dev, whose inline preamble it would block.
    { name: 'pos-csp-meta', apply: 'build', transformIndexHtml: (html: string) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMetaTag()}`) },
  ],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'chrome130',
  },
  server: { port: 5173, strictPort: false },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites start real servers on real ports; two cores on CI.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default'],
    // The migrated database every test server starts from, made once per run (tests/support/dbTemplate.ts).
    globalSetup: ['tests/support/globalSetup.ts'],
    // Tests only: scrypt at N=2^14 instead of the product's 2^17 (src-server/auth/passwords.ts), or every login of
    // the suites would take a second.
    env: { POS_SCRYPT_LOG_N: '14' },
  },
});
