// The platform server and the headless host as the test stacks start them: each bundled with esbuild once per
// test run, so a process starts by loading one file instead of tsx compiling and resolving the whole source
// tree again (15–35 s a start on the loaded CI machine, against ~6 s from a bundle).
//
// The global setup (globalSetup.ts) bundles them into data/test-bundles-<pid>/ and names that folder in
// POS_TEST_BUNDLES for the workers; a process started without it (a mutation run) bundles its own. The folder
// sits two levels under the project, like src-server/fiscal/, so paths the server finds from its own file
// (resources/nfce/xsd) resolve the same; the migrations are copied beside the server bundle, where
// db/database.ts looks for them; packages left external resolve from the project's node_modules.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

export interface Bundles {
  dir: string;
  server: string;
  host: string;
}

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  define: { __APP_VERSION__: '"test"' },
  // CommonJS dependencies inside an ESM bundle need a require.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  // xmllint-wasm starts its worker from `__dirname/xmllint-node.js` (beside its own file), which an ESM bundle
  // has not: the terminal's schema check of an NF-e failed with "__dirname is not defined".
  external: ['electron', 'serialport', '@serialport/*', 'usb', 'escpos-usb', '@electric-sql/pglite', 'pg-native', 'xmllint-wasm'],
};

function paths(dir: string): Bundles {
  return { dir, server: path.join(dir, 'main.mjs'), host: path.join(dir, 'host.mjs') };
}

/** Bundles both into a new folder of this process; answers where. */
export async function buildBundles(): Promise<Bundles> {
  const b = paths(path.join(root, 'data', `test-bundles-${process.pid}`));
  rmSync(b.dir, { recursive: true, force: true });
  mkdirSync(b.dir, { recursive: true });
  await Promise.all([
    build({ ...common, entryPoints: [path.join(root, 'src-server/main.ts')], outfile: b.server }),
    build({ ...common, entryPoints: [path.join(root, 'src-main/host/main.ts')], outfile: b.host }),
  ]);
  cpSync(path.join(root, 'src-server/db/migrations'), path.join(b.dir, 'migrations'), { recursive: true });
  return b;
}

let own: Promise<Bundles> | null = null;

/** The run's bundles (made by the global setup), or this process's own. */
export function testBundles(): Promise<Bundles> {
  const shared = process.env.POS_TEST_BUNDLES;
  if (shared && existsSync(paths(shared).server)) return Promise.resolve(paths(shared));
  own ??= buildBundles().then((b) => {
    process.once('exit', () => rmSync(b.dir, { recursive: true, force: true }));
    return b;
  });
  return own;
}
