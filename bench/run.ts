// `npm run bench [-- name]`: runs every bench/*.bench.ts (or those whose name contains the filter) one
// after another, each in its own process so one's warm caches do not flatter the next.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
if (files.length === 0) {
  console.log(filter ? `no benchmark matches "${filter}"` : 'no benchmarks yet');
  process.exit(0);
}
const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed.push(`${file} (exit ${res.status ?? res.signal})`);
}
// a benchmark exits non-zero when it missed a target (bench/targets.ts) or broke
if (failed.length > 0) console.log(`\nbenchmarks that missed a target or failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
