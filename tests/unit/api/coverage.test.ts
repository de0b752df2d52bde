// The coverage table in the repo maps every call id of calls.json to its function, and is current.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coveragePath, renderCoverage } from '../../../scripts/api-coverage.js';

describe('COVERAGE.md', () => {
  it('has a function for each of the 611 calls and matches what the script generates', () => {
    const { markdown, missing } = renderCoverage();
    expect(missing).toEqual([]);
    expect(markdown.split('\n').filter((l) => /^\| [a-zA-Z0-9]+ \| `/.test(l))).toHaveLength(611);
    expect(readFileSync(coveragePath, 'utf8')).toBe(markdown);
  });
});
