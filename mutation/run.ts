// `npm run mutation [-- <set or group>...]`: StrykerJS (vitest runner, TypeScript checker) on the module sets of
// mutation/modules.json, one after another (all of them when none is named; `fiscal` names every `fiscal-*` set),
// each with only its own tests (mutation/vitest.config.ts). Prints the score and the surviving mutants of each set,
// writes an HTML report to reports/mutation/<set>.html, fails when a score falls under mutation/thresholds.json and
// raises the threshold when a run scores higher (the thresholds only go up).
// Incremental: each set keeps its results in mutation/incremental/<set>.json (committed), so a rerun tests only the
// mutants whose code or covering tests changed; POS_MUTATION_FORCE=1 retests everything.
// Static mutants (code run only while a module loads, e.g. constant tables) are skipped unless a set says
// "ignoreStatic": false or POS_MUTATION_STATIC=1: each costs a reload and every test of the set.
// POS_MUTATION_CONCURRENCY sets Stryker's workers (default 1: the machine is shared).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { startSeededPostgres, type SeededPostgres } from './serverDatabase.js';
import { equivalentOf, staleEquivalents, withoutReplacement, type Equivalent, type Survivor } from './equivalents.js';

interface ModuleSet {
  mutate: string[];
  tests: string[];
  tsconfig: string;
  /** absolute slack (ms) before a mutant counts as timed out; default 5000 (unit tests), more for server tests */
  timeoutMS?: number;
  /** false: test static mutants too (see the header) */
  ignoreStatic?: boolean;
  /** its tests start servers: each on a copy of one seeded PostgreSQL (serverDatabase.ts), the files of a run in one
   *  worker (mutation/vitest.config.ts) */
  server?: boolean;
  /** survivors no test can kill, each with its replacement text and why (mutation/equivalents.ts) */
  equivalent: Equivalent[];
}

const root = path.resolve(import.meta.dirname, '..');
const modulesFile = path.join(root, 'mutation/modules.json');
const thresholdsFile = path.join(root, 'mutation/thresholds.json');
const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, ModuleSet | string>;
const names = Object.keys(modules).filter((k) => !k.startsWith('$'));
const asked = process.argv.slice(2);
const chosen = asked.length === 0 ? names : asked.flatMap((a) => names.filter((n) => n === a || n.startsWith(`${a}-`)));
const unknown = asked.filter((a) => !names.some((n) => n === a || n.startsWith(`${a}-`)));
if (unknown.length > 0) {
  console.error(`no module set "${unknown.join('", "')}" in mutation/modules.json (there are: ${names.join(', ')})`);
  process.exit(2);
}
const unmatched = chosen.flatMap((n) => withoutReplacement((modules[n] as ModuleSet).equivalent).map((e) => `${n}: ${e.file}:${e.line} ${e.mutator}`));
if (unmatched.length > 0) {
  console.error(`equivalent mutants listed without their "replacement" text in mutation/modules.json:\n  ${unmatched.join('\n  ')}`);
  process.exit(2);
}
const concurrency = Number(process.env.POS_MUTATION_CONCURRENCY ?? 1);

interface Outcome {
  name: string;
  score: number;
  threshold: number;
}

/** The TypeScript checker recompiles its whole project for every mutant: give it only the mutated files (and what
 *  they import), not all of src-shared or src-main, or it costs ten times the tests. */
function checkerProject(name: string, set: ModuleSet): string {
  const dir = path.join(root, '.stryker-tsconfig');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const pick = (keep: (m: string) => boolean) => set.mutate.filter(keep).map((m) => `../${m.replace(/^!/, '')}`);
  const files = pick((m) => !m.startsWith('!') && !m.includes('*'));
  // ambient declarations (e.g. src-server/db/pg-internals.d.ts) are imported by no file, so they come from the
  // base project's own include patterns, narrowed to .d.ts files
  const base = JSON.parse(readFileSync(path.join(root, set.tsconfig), 'utf8')) as { include?: string[] };
  const ambient = (base.include ?? []).filter((g) => g.endsWith('.ts')).map((g) => `../${g.replace(/\.ts$/, '.d.ts')}`);
  const include = [...pick((m) => !m.startsWith('!') && m.includes('*')), ...ambient];
  const config = {
    extends: `../${set.tsconfig}`,
    compilerOptions: { composite: false, incremental: false, noEmit: true, emitDeclarationOnly: false, declaration: false },
    // an empty list is an error to tsc, so a list is written only when it has something
    ...(files.length > 0 ? { files } : {}),
    include,
    exclude: pick((m) => m.startsWith('!')),
    references: [],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return path.relative(root, file);
}

let postgres = null as Promise<SeededPostgres> | null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (postgres ?? Promise.resolve(null))
      .then((p) => p?.stop())
      .finally(() => process.exit(130));
  });
}

async function runSet(name: string, set: ModuleSet): Promise<Outcome> {
  // read by the Stryker runners this set starts (their vitest workers inherit the environment)
  process.env.POS_MUTATION_TESTS = JSON.stringify(set.tests);
  delete process.env.POS_TEST_PG_TEMPLATE;
  delete process.env.POS_MUTATION_ISOLATE;
  if (set.server) {
    postgres ??= startSeededPostgres();
    process.env.POS_TEST_PG_TEMPLATE = (await postgres).templateUrl;
    process.env.POS_MUTATION_ISOLATE = '0';
  }
  const options: ConstructorParameters<typeof Stryker>[0] = {
    mutate: set.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'mutation/vitest.config.ts', related: false },
    checkers: ['typescript'],
    tsconfigFile: checkerProject(name, set),
    coverageAnalysis: 'perTest',
    concurrency,
    reporters: ['html', 'json', 'clear-text', 'progress'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    ignorePatterns: ['/data', '/reports', '/dist', '/release', '/.test-output', '/test-results', '/playwright-report', '/.tsbuild', '/.stryker-tmp', '/mutation/incremental'],
    timeoutMS: set.timeoutMS ?? 5_000,
    ignoreStatic: process.env.POS_MUTATION_STATIC === '1' ? false : (set.ignoreStatic ?? true),
    // Server sets: with bail (the first failing test cancels the run) 13 of http-idempotency's mutants timed out, and
    // without it none did (7 of them were survivors, not kills); their mutants reach 1 or 2 tests, so it costs little.
    disableBail: set.server === true,
    incremental: true,
    incrementalFile: `mutation/incremental/${name}.json`,
    force: process.env.POS_MUTATION_FORCE === '1',
    // the score is judged below against mutation/thresholds.json
    thresholds: { high: 90, low: 70, break: null },
  };
  const results = await new Stryker(options).runMutationTest();
  const count = (...s: string[]) => results.filter((r) => s.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  const score = valid === 0 ? 100 : Math.floor((detected / valid) * 10_000) / 100;
  const alive = results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage');
  const file = (r: (typeof results)[number]) => path.relative(root, r.fileName).replaceAll('\\', '/');
  const survivor = (r: (typeof results)[number]): Survivor => ({ file: file(r), line: r.location.start.line, mutator: r.mutatorName, replacement: r.replacement ?? '' });
  const known = (r: (typeof alive)[number]) => equivalentOf(set.equivalent, survivor(r));
  console.log(`\n[${name}] score ${score}% (${detected} of ${valid} mutants detected; ${count('CompileError')} did not compile; ${count('Ignored')} static ones skipped)`);
  for (const r of alive) {
    const eq = known(r);
    console.log(`  ${r.status === 'NoCoverage' ? 'no test ran' : 'survived'}: ${file(r)}:${r.location.start.line} ${r.mutatorName} → ${JSON.stringify(r.replacement ?? '')}${eq ? ` (equivalent: ${eq.why})` : ''}`);
  }
  // a timed-out mutant may be listed too (a formatter rebuilt on every call is only slow): not stale
  const listed = results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage' || r.status === 'Timeout').map(survivor);
  for (const e of staleEquivalents(set.equivalent, listed)) {
    console.log(`  stale equivalent (no such mutant left: remove or fix it in mutation/modules.json): ${e.file}:${e.line} ${e.mutator} → ${JSON.stringify(e.replacement)}`);
  }
  const thresholds = JSON.parse(readFileSync(thresholdsFile, 'utf8')) as Record<string, number | string>;
  const threshold = Number(thresholds[name] ?? 0);
  if (score > threshold) {
    thresholds[name] = score;
    writeFileSync(thresholdsFile, `${JSON.stringify(thresholds, null, 2)}\n`);
    console.log(`[${name}] threshold raised from ${threshold}% to ${score}% in mutation/thresholds.json: commit it`);
  }
  return { name, score, threshold };
}

const outcomes: Outcome[] = [];
try {
  for (const name of [...new Set(chosen)]) outcomes.push(await runSet(name, modules[name] as ModuleSet));
} finally {
  await (await postgres)?.stop();
}
const below = outcomes.filter((o) => o.score < o.threshold);
console.log(`\n${outcomes.map((o) => `${o.name}: ${o.score}% (threshold ${o.threshold}%)`).join('\n')}`);
if (below.length > 0) {
  console.log(`under the threshold: ${below.map((o) => `${o.name} ${o.score}% < ${o.threshold}%`).join(', ')}`);
  process.exit(1);
}
