// The vitest config Stryker runs with: only the tests of the module set being mutated (POS_MUTATION_TESTS, a JSON
// list of globs set by mutation/run.ts), so a mutant costs its unit tests and not the whole suite.
import { defineConfig } from 'vitest/config';

const tests = JSON.parse(process.env.POS_MUTATION_TESTS ?? '[]') as string[];
if (tests.length === 0) throw new Error('POS_MUTATION_TESTS is not set: run `npm run mutation`');

export default defineConfig({
  test: {
    root: '.',
    include: tests,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Server sets (run.ts sets POS_MUTATION_ISOLATE=0): the files of one mutant's run share one worker, so the server's
    // modules are imported once per mutant, not once per file. Each run still gets a new worker (static mutants reload).
    isolate: process.env.POS_MUTATION_ISOLATE !== '0',
    maxWorkers: 1,
    reporters: ['default'],
    // As in the main config (vite.config.ts): scrypt at N=2^14 under tests, or every demo seed and login of the
    // server sets costs a second per mutant.
    env: { POS_SCRYPT_LOG_N: '14' },
  },
});
