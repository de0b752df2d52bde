import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cspMetaTag } from './src-main/security/csp.js';

/** The server's HTTP suites (tests/integration/server/harness.ts), run without isolation below. */
const serverSuites = 'tests/integration/server/**/*.test.ts';

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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites start real servers on real ports. No maxWorkers here: one set in the config reaches each
    // project below and wins over the command line's --maxWorkers; `npm test` passes --maxWorkers=2 (two cores on CI).
    fileParallelism: true,
    reporters: ['default'],
    // The migrated database every test server starts from, made once per run (tests/support/dbTemplate.ts).
    globalSetup: ['tests/support/globalSetup.ts'],
    // Tests only: scrypt at N=2^14 instead of the product's 2^17 (src-server/auth/passwords.ts), or every login of
    // the suites would take a second.
    env: { POS_SCRYPT_LOG_N: '14' },
    // The server's HTTP suites share their workers (no fresh process per file): each starts its own server on its
    // own in-memory database, and a fresh process per file cost more than the tests (loading the server's modules
    // and compiling PGlite again each time: six files took 362 s isolated, 216 s shared, at load 20). Every other
    // suite keeps a process of its own.
    projects: [
      { extends: true, test: { name: 'server', include: [serverSuites], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.ts'], exclude: [serverSuites] } },
    ],
  },
});
