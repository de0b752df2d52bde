// `npm start`: the platform server on port 3333 with demo data, then the POS: in Electron's window where
// its runtime is installed, otherwise the headless host serving the renderer to a browser.
// The server is watched, not bound to the POS: when it dies the POS keeps selling offline (as the installed app
// does) and the server is started again, after a pause that grows while it keeps failing (issue 16).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileFiscalCertKey } from '../src-main/security/fiscalCertKey.js';
import { DEMO_BUSINESS_ID } from '../src-server/demo/ids.js';
import { waitForLine } from './lib/processes.js';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const children: ChildProcess[] = [];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the renderer only when its sources are newer than the last build. */
async function ensureRenderer(): Promise<void> {
  const index = path.join(root, 'dist/renderer/index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(root, 'src-renderer')), newestMtime(path.join(root, 'src-shared')));
  if (built > sources) return;
  console.log('[start] compilando a interface…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

/** The Electron runtime, if installed. Never `require('electron')`: that starts a download when it is missing. */
function electronBinary(): string | null {
  if (process.env.POS_SHELL === 'headless') return null; // asked for the browser host (tests, a tablet's host)
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = path.join(dir, 'path.txt');
    if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, 'electron');
    if (!existsSync(pathFile)) return null; // installed without its runtime (allowScripts: electron false)
    const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function runTs(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.pipe(process.stdout);
  children.push(child);
  return child;
}

let stopping = false;
async function stopAll(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[start] encerrando…');
    // The host first (it talks to the server), then the server, which closes the database cleanly.
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

const env = {
  POS_SERVER_PORT: process.env.POS_SERVER_PORT ?? '3333',
  POS_BUSINESS_ID: process.env.POS_BUSINESS_ID ?? DEMO_BUSINESS_ID,
  // The key the server seals the business's A1 under: made once, in a 0600 file under the demo's data folder (beside
  // the database folder, not in it); one given in the environment wins.
  POS_FISCAL_CERT_KEY: fileFiscalCertKey(path.join(root, 'data', 'fiscal-cert-key')),
  // The delivery marketplaces (Configurações → Marketplaces): the demo's own simulator, unless a URL is given.
  POS_INTEGRATORS_URL: process.env.POS_INTEGRATORS_URL ?? `http://127.0.0.1:${process.env.POS_INTEGRATORS_SIM_PORT ?? '3398'}`,
};

/** Pause before starting the server again: 1 s, 2 s, 4 s… up to 30 s; back to 1 s once it stayed up a minute. */
function restartDelay(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

let serverFailures = 0;

/** Starts the server and watches it: an exit that nobody asked for starts it again. */
function superviseServer(): ChildProcess {
  const server = runTs('src-server/main.ts', env);
  const upSince = Date.now();
  console.log(`[start] servidor iniciado (pid ${server.pid})`);
  server.once('exit', (code, signal) => {
    const at = children.indexOf(server);
    if (at >= 0) children.splice(at, 1);
    if (stopping) return;
    serverFailures = Date.now() - upSince > 60_000 ? 1 : serverFailures + 1;
    const delay = restartDelay(serverFailures);
    console.log(`[start] o servidor parou (${signal ?? code}); o PDV segue offline; reiniciando em ${delay / 1000} s`);
    setTimeout(() => {
      if (!stopping) superviseServer();
    }, delay);
  });
  return server;
}

try {
  if (!process.env.POS_INTEGRATORS_URL) runTs('src-server/integrators/simulatorMain.ts', {});
  const server = superviseServer();
  const [, rendererReady] = await Promise.all([
    waitForLine(server, /plataforma pronta em (\S+)/, 60_000),
    ensureRenderer().then(() => true),
  ]);
  void rendererReady;

  const electron = electronBinary();
  if (electron) {
    const { execFileSync } = await import('node:child_process');
    execFileSync(process.execPath, ['scripts/build-main.mjs'], { cwd: root, stdio: 'inherit' });
    // POS_SERVER_URL: the shell uses the server started above instead of forking its own (localServer.ts).
    const app = spawn(electron, ['.'], { cwd: root, env: { POS_SERVER_URL: `http://127.0.0.1:${env.POS_SERVER_PORT}`, ...process.env, ...env }, stdio: 'inherit' });
    children.push(app);
    app.once('exit', () => void stopAll());
    console.log(`[start] POS aberto na janela do Electron (${Math.round(performance.now() - started)} ms)`);
  } else {
    const host = runTs('src-main/host/main.ts', env);
    const [, url] = await waitForLine(host, /ponte pronta em (\S+)/, 60_000);
    console.log(`\n  POS pronto: abra ${url} no navegador (${Math.round(performance.now() - started)} ms)`);
    console.log('  (o runtime do Electron não está instalado nesta máquina; Ctrl+C encerra tudo)\n');
  }
  // The POS itself (the host or Electron) ending ends `npm start`; the server is watched apart (superviseServer).
  for (const child of children) if (child !== server) child.once('exit', (code) => !stopping && void stopAll(code ?? 1));
} catch (err) {
  console.error('[start] falhou:', err instanceof Error ? err.message : err);
  await stopAll(1);
}
