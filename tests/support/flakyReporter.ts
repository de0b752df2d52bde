// A vitest reporter for `npm test` (scripts/test.mjs): it writes the tests that failed once and passed on their
// retry to the file named by POS_FLAKY_FILE, one a line, so the summary names them instead of hiding them.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const file = process.env.POS_FLAKY_FILE;
    if (!file || !test.diagnostic()?.flaky) return;
    appendFileSync(file, `${path.relative(process.cwd(), test.module.moduleId)} › ${test.fullName}\n`);
  }
}
