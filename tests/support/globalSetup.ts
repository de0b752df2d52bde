// Vitest's and Playwright's global setup, once per run before any worker starts: the migrated database template
// (dbTemplate.ts) and the server and host bundles the stacks spawn (bundles.ts), named to the workers in
// POS_TEST_BUNDLES and removed when the run ends.
import { rmSync } from 'node:fs';
import { buildBundles } from './bundles.js';
import { dbTemplate } from './dbTemplate.js';

export default async function setup(): Promise<() => void> {
  const [, bundles] = await Promise.all([dbTemplate(), buildBundles()]);
  process.env.POS_TEST_BUNDLES = bundles.dir;
  return () => rmSync(bundles.dir, { recursive: true, force: true });
}
