// `npm test`: lint, type-check, build, unit and integration tests (vitest), end-to-end tests in Chromium
// (Playwright). Every stage runs even when an earlier one failed; the last line counts them all.
//
// First it finds the few programs the tests need from the system (Chromium, socat, xmlsec1); on Debian as root it
// installs the missing ones with apt-get, otherwise it names the command and stops. Lint, type-check and build run
// side by side, then vitest beside Playwright (POS_TEST_SERIAL=1 runs them one after another, output live).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const windows = process.platform === 'win32';
const serial = process.env.POS_TEST_SERIAL === '1';
let passed = 0;
let failed = 0;
const lines = [];

// ---- what has to come from the system

function onPath(name) {
  const exts = windows ? ['.exe', '.cmd', ''] : [''];
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && exts.some((ext) => existsSync(path.join(dir, name + ext))));
}

/** Chromium for Playwright: CHROMIUM_PATH, Debian's /usr/bin/chromium, or on Windows Chrome or Edge (both Chromium). */
function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  const candidates = windows
    ? ['ProgramFiles', 'ProgramFiles(x86)', 'LOCALAPPDATA'].flatMap((v) =>
        process.env[v] ? [path.join(process.env[v], 'Google/Chrome/Application/chrome.exe'), path.join(process.env[v], 'Microsoft/Edge/Application/msedge.exe')] : [],
      )
    : ['/usr/bin/chromium'];
  return candidates.find((file) => existsSync(file)) ?? null;
}

const tools = [
  // chromium-l10n: the pt-BR UI strings, so date fields read dd/mm/aaaa (playwright.config.ts sets LANGUAGE).
  { name: 'chromium', apt: 'chromium chromium-l10n', why: 'the e2e tests (Playwright drives it)', found: () => findChromium() !== null },
  { name: 'socat', apt: 'socat', why: "the hardware tests' serial printers (pseudo-terminal pairs)", found: () => onPath('socat') },
  { name: 'xmlsec1', apt: 'xmlsec1', why: 'the independent check of the NFC-e signatures', found: () => onPath('xmlsec1') },
];

/** Test files that need a tool the machine cannot have (Windows) are left out, each with a line saying so. */
const excluded = [];

/** Each failed test by file and name, with its error's first line: CI shows only the tail of the output. */
const failures = [];
/** Each test that failed once and passed on its retry: it counts as passed, and is named. */
const flaky = [];

function finish() {
  console.log('\n=== summary');
  for (const line of lines) console.log(line);
  for (const failure of failures.slice(0, 20)) console.log(`  failed: ${failure}`);
  for (const name of flaky.slice(0, 20)) console.log(`  flaky (passed on its retry): ${name}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

{
  const missing = tools.filter((t) => !t.found());
  if (windows) {
    // socat's pseudo-terminals and /proc do not exist on Windows; xmlsec1 may (MSYS2), Chrome or Edge stand in
    // for Chromium.
    const skip = (tool, files, how) => {
      console.log(`== skipped on Windows: ${files.join(', ')}: they need ${tool.name} for ${tool.why}; ${how}`);
      excluded.push(...files);
      lines.push(`skipped on Windows (${tool.name}): ${files.join(', ')}`);
    };
    console.log("== skipped on Windows: tests/unit/testPorts.test.ts: it reads Linux's ephemeral port range from /proc");
    excluded.push('tests/unit/testPorts.test.ts');
    lines.push('skipped on Windows (no /proc): tests/unit/testPorts.test.ts');
    const tool = (name) => tools.find((t) => t.name === name);
    skip(
      tool('socat'),
      [
        'tests/hardware/away-a-minute.test.ts',
        'tests/hardware/cli.test.ts',
        'tests/hardware/matrix.test.ts',
        'tests/security/host-files-device.test.ts',
        'tests/unit/printing/in-flight.test.ts',
        'tests/unit/printing/transports.test.ts',
      ],
      'a Linux machine or WSL runs them',
    );
    // The full-disk fault test mounts a small tmpfs, and the file-modes test reads POSIX permission bits.
    console.log('== skipped on Windows: tests/faults/host-disk-full.test.ts, tests/security/host-files-modes.test.ts: they need a Linux tmpfs and POSIX file modes; a Linux machine or WSL runs them');
    excluded.push('tests/faults/host-disk-full.test.ts', 'tests/security/host-files-modes.test.ts');
    lines.push('skipped on Windows (tmpfs, POSIX modes): tests/faults/host-disk-full.test.ts, tests/security/host-files-modes.test.ts');
    if (missing.includes(tool('xmlsec1'))) skip(tool('xmlsec1'), ['tests/unit/fiscal/xml-signature.test.ts'], 'put xmlsec1 on PATH to run it (MSYS2: pacman -S mingw-w64-x86_64-xmlsec)');
    if (missing.includes(tool('chromium'))) skip(tool('chromium'), ['tests/e2e'], 'install Chrome or Edge, or set CHROMIUM_PATH');
  } else if (missing.length > 0) {
    const names = missing.map((t) => t.apt);
    const why = missing.map((t) => `${t.name} for ${t.why}`).join(', ');
    const root = process.getuid?.() === 0;
    if (root && onPath('apt-get')) {
      console.log(`== installing ${names.join(' ')} with apt-get (needed by ${why})`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names.flatMap((n) => n.split(' '))], { stdio: ['ignore', 'ignore', 'inherit'], env });
      const still = tools.filter((t) => !t.found()).map((t) => t.apt);
      if (!install || install.status !== 0 || still.length > 0) {
        console.log(`== apt-get could not install ${names.join(' ')}; run: apt-get update && apt-get install -y ${names.join(' ')}`);
        failed++;
        lines.push(`system tools: FAILED (${names.join(' ')} missing)`);
        finish();
      }
    } else {
      console.log(`== missing ${names.join(' ')} (needed by ${why}). Install them, then run npm test again:`);
      console.log(onPath('apt-get') ? `   sudo apt-get install -y ${names.join(' ')}` : `   install ${names.join(', ')} with your system's package manager`);
      failed++;
      lines.push(`system tools: FAILED (${names.join(' ')} missing)`);
      finish();
    }
  }
}
const chromium = findChromium();
const e2eSkipped = excluded.includes('tests/e2e');

// ---- the stages

/** Runs a command; output goes to the terminal, or (side by side) to a log printed when it ends. */
function run(label, cmd, args, { env = {}, log = null } = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}${log ? ` (output in ${log}, shown when it ends)` : ''}`);
  const fd = log ? openSync(log, 'w') : null;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...env }, shell: windows });
    child.on('error', (e) => console.log(`${label}: ${e.message}`));
    child.on('close', (code) => {
      if (fd !== null) {
        closeSync(fd);
        console.log(`\n=== ${label} (output of ${log})\n${readFileSync(log, 'utf8')}`);
      }
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** A line of the summary, kept in the order the stages start even when they end in another. */
function slot() {
  return lines.push('') - 1;
}

async function check(label, cmd, args, log) {
  const line = slot();
  const { ok, seconds } = await run(label, cmd, args, { log });
  if (ok) passed++;
  else failed++;
  lines[line] = `${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`;
}

function firstLine(text) {
  // Colour codes out, one line, short enough to read in a summary.
  const line = stripVTControlCharacters(String(text ?? '')).split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 200);
}

function readLines(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(log) {
  const line = slot();
  const file = `${out}/vitest.json`;
  const skip = excluded.filter((f) => f.endsWith('.ts')).flatMap((f) => ['--exclude', f]);
  const flakyFile = `${out}/vitest-flaky.txt`;
  // One retry: a test that fails and then passes counts as passed, and the summary names it as flaky.
  // Two workers, as CI has two cores (vite.config.ts says why this is not in the config).
  const args = ['vitest', 'run', '--retry=1', '--maxWorkers=2', '--reporter=default', '--reporter=json', '--reporter=./tests/support/flakyReporter.ts', `--outputFile.json=${file}`, ...skip];
  const { ok, seconds } = await run('vitest', 'npx', args, { log, env: { POS_FLAKY_FILE: path.resolve(flakyFile) } });
  for (const name of readLines(flakyFile)) flaky.push(name);
  const report = readJson(file);
  const p = report?.numPassedTests ?? 0;
  // A file that failed without a failing test (it did not load, or a hook failed) counts as one failure;
  // so does a run that crashed before writing its report.
  const brokenFiles = (report?.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')).length;
  const fromReport = (report?.numFailedTests ?? 0) + brokenFiles;
  const f = report ? fromReport + (!ok && fromReport === 0 ? 1 : 0) : 1;
  for (const result of report?.testResults ?? []) {
    const file = path.relative(process.cwd(), result.name);
    const failedTests = result.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (result.status === 'failed' && failedTests.length === 0) failures.push(`${file}: ${firstLine(result.message)}`);
  }
  passed += p;
  failed += f;
  lines[line] = `vitest: ${p} passed, ${f} failed (${seconds} s)`;
}

async function e2e(log) {
  if (e2eSkipped) return;
  const line = slot();
  const file = `${out}/playwright.json`;
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
  const { ok, seconds } = await run('e2e', 'npx', ['playwright', 'test', '--retries=1', '--reporter=list,json'], { env, log });
  const report = readJson(file);
  const stats = report?.stats;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') flaky.push(`${spec.file}:${spec.line} › ${spec.title}`);
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  const p = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const f = (stats?.unexpected ?? 0) + (!stats || (!ok && !stats.unexpected) ? 1 : 0);
  passed += p;
  failed += f;
  lines[line] = `e2e: ${p} passed, ${f} failed (${seconds} s)`;
}

if (serial) {
  await check('lint', 'npx', ['eslint', '.']);
  await check('typecheck', 'npx', ['tsc', '-b']);
  await check('build', 'npm', ['run', 'build', '--silent']);
  await vitest(null);
  await e2e(null);
} else {
  // Lint and type-check only read the sources; the build writes dist/, which they ignore.
  await Promise.all([
    check('lint', 'npx', ['eslint', '.'], `${out}/lint.log`),
    check('typecheck', 'npx', ['tsc', '-b'], `${out}/typecheck.log`),
    check('build', 'npm', ['run', 'build', '--silent'], `${out}/build.log`),
  ]);
  // Each test runner's servers and printers take ports from their own worker's slice (tests/support/stack.ts).
  await Promise.all([vitest(`${out}/vitest.log`), e2e(`${out}/e2e.log`)]);
}

finish();
