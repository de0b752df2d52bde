// Vitest's and Playwright's global setup: the migrated database template is made once, before any worker starts
// (tests/support/dbTemplate.ts), instead of by the first test server of each worker at the same time.
import { dbTemplate } from './dbTemplate.js';

export default async function setup(): Promise<void> {
  await dbTemplate();
}
