// Vitest's and Playwright's global setup, once per run before any worker starts: the migrated database template
// (dbTemplate.ts) and the server and host bundles the stacks spawn (bundles.ts), named to the workers in
// POS_TEST_BUNDLES and removed when the run ends.
import { rmSync } from 'node:fs';
import { buildBundles, type Bundles } from './bundles.js';
import { dbTemplate } from './dbTemplate.js';

/** Vitest runs this once per project (vite.config.ts has two) in one process: the second waits for the first. */
const run = globalThis as { posTestSetup?: Promise<Bundles> };

export default async function setup(): Promise<() => void> {
  run.posTestSetup ??= Promise.all([dbTemplate(), buildBundles()]).then(([, bundles]) => bundles);
  const bundles = await run.posTestSetup;
  process.env.POS_TEST_BUNDLES = bundles.dir;
  return () => rmSync(bundles.dir, { recursive: true, force: true });
}
