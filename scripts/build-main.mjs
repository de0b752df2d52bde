// Bundles the Electron main process, the preload, the headless host and the server with esbuild.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
  // Native modules and the Electron runtime are loaded at run time, never bundled.
  external: ['electron', 'serialport', '@serialport/*', 'usb', 'escpos-usb', '@electric-sql/pglite', 'pg-native'],
};

await Promise.all([
  build({ ...common, format: 'cjs', entryPoints: { 'electron-main': 'src-main/electron/main.ts' }, outdir: 'dist/main', outExtension: { '.js': '.cjs' } }),
  // The preload runs sandboxed: one CommonJS file, only 'electron' external.
  build({ ...common, format: 'cjs', external: ['electron'], entryPoints: { preload: 'src-main/electron/preload.ts' }, outdir: 'dist/main', outExtension: { '.js': '.cjs' } }),
]);
console.log('dist/main: electron-main.cjs, preload.cjs');
