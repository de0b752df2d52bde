// `npm test`: lint, type-check, build, unit and integration tests (vitest), end-to-end tests in Chromium
// (Playwright). Every stage runs even when an earlier one failed; the last line counts them all.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
const lines = [];

function run(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

function check(label, cmd, args) {
  const { ok, seconds } = run(label, cmd, args);
  if (ok) passed++;
  else failed++;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('lint', 'npx', ['eslint', '.']);
check('typecheck', 'npx', ['tsc', '-b']);
check('build', 'npm', ['run', 'build', '--silent']);

{
  const file = `${out}/vitest.json`;
  const { ok, seconds } = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  const p = report?.numPassedTests ?? 0;
  // A file that failed without a failing test (it did not load, or a hook failed) counts as one failure;
  // so does a run that crashed before writing its report.
  const brokenFiles = (report?.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')).length;
  const fromReport = (report?.numFailedTests ?? 0) + brokenFiles;
  const f = report ? fromReport + (!ok && fromReport === 0 ? 1 : 0) : 1;
  passed += p;
  failed += f;
  lines.push(`vitest: ${p} passed, ${f} failed (${seconds} s)`);
}

{
  const file = `${out}/playwright.json`;
  const { ok, seconds } = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson(file)?.stats;
  const p = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const f = (stats?.unexpected ?? 0) + (!stats || (!ok && !stats.unexpected) ? 1 : 0);
  passed += p;
  failed += f;
  lines.push(`e2e: ${p} passed, ${f} failed (${seconds} s)`);
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
