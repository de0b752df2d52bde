// xmllint-wasm (the terminal's schema check, src-main/fiscal/schemas.ts) runs libxml2 in a worker thread started
// from `__dirname/xmllint-node.js`, which reads `xmllint.wasm` beside it. Bundled, `__dirname` is the bundle's
// folder, so both files must sit there: scripts/build-main.mjs copies them beside electron-main.cjs (Electron
// starts workers from inside app.asar), and the bundle test does the same.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const XMLLINT_WORKER_FILES = ['xmllint-node.js', 'xmllint.wasm'];

/** Copies xmllint-wasm's worker and its WebAssembly into `dir`. */
export function copyXmllintWorker(dir) {
  const from = path.dirname(createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js'));
  for (const file of XMLLINT_WORKER_FILES) copyFileSync(path.join(from, file), path.join(dir, file));
}
