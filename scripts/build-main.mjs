// Bundles the Electron main process, the preload and the local platform server with esbuild.
// `node scripts/build-main.mjs server` builds only the server bundle (the local-server test uses it).
import { build } from 'esbuild';
import { copyFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { copyXmllintWorker } from './xmllintWorker.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
  // Native modules and the Electron runtime are loaded at run time, never bundled.
  external: ['electron', 'serialport', '@serialport/*', 'usb', '@electric-sql/pglite', 'pg-native'],
};

// The server the installed app forks (src-main/services/localServer.ts): one ES module with everything in it
// (PGlite included) so it runs from a folder with no node_modules. ESM because PGlite finds pglite.wasm,
// initdb.wasm and pglite.data, and the server its migrations, next to import.meta.url: they are copied beside it.
const serverDir = 'dist/server';
const serverBanner = [
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  "import { createRequire as __posCreateRequire } from 'node:module';",
  'const require = __posCreateRequire(import.meta.url);',
  // Windows has no SIGTERM: the shell asks for a clean stop with the message 'pos:stop' (Electron's parent port,
  // or Node's IPC channel), handled like SIGTERM by main.ts. A server whose Node parent is gone stops too.
  "{ const stopOn = (m) => { if (m === 'pos:stop' || (m && m.data === 'pos:stop')) process.emit('SIGTERM', 'SIGTERM'); };",
  "  if (process.parentPort) process.parentPort.on('message', stopOn);",
  "  if (process.send) { process.on('message', stopOn); process.on('disconnect', () => process.emit('SIGTERM', 'SIGTERM')); } }",
].join('\n');

async function buildServer() {
  await build({
    ...common,
    format: 'esm',
    external: ['pg-native'],
    banner: { js: serverBanner },
    entryPoints: { main: 'src-server/main.ts' },
    outdir: serverDir,
    outExtension: { '.js': '.mjs' },
  });
  const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const file of ['pglite.wasm', 'initdb.wasm', 'pglite.data']) copyFileSync(path.join(pgliteDist, file), path.join(serverDir, file));
  rmSync(path.join(serverDir, 'migrations'), { recursive: true, force: true });
  cpSync('src-server/db/migrations', path.join(serverDir, 'migrations'), { recursive: true });
}

const only = process.argv[2];
if (only === 'server') {
  await buildServer();
  console.log('dist/server: main.mjs, PGlite files, migrations');
} else {
  await Promise.all([
    build({ ...common, format: 'cjs', entryPoints: { 'electron-main': 'src-main/electron/main.ts' }, outdir: 'dist/main', outExtension: { '.js': '.cjs' } }),
    // The preload runs sandboxed: one CommonJS file, only 'electron' external.
    build({ ...common, format: 'cjs', external: ['electron'], entryPoints: { preload: 'src-main/electron/preload.ts' }, outdir: 'dist/main', outExtension: { '.js': '.cjs' } }),
    buildServer(),
  ]);
  // The official NFC-e schemas the terminal validates its signed requests against (src-main/fiscal/schemas.ts).
  rmSync('dist/main/nfce-xsd', { recursive: true, force: true });
  cpSync('resources/nfce/xsd', 'dist/main/nfce-xsd', { recursive: true });
  // ...and the worker that checks them, which xmllint-wasm looks for beside the bundle.
  copyXmllintWorker('dist/main');
  console.log('dist/main: electron-main.cjs, preload.cjs, xmllint worker, NFC-e schemas; dist/server: main.mjs, PGlite files, migrations');
}
