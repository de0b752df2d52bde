// The terminal's schema check as the installed shell runs it: src-main/fiscal/schemas.ts bundled by esbuild into one
// CommonJS file, as scripts/build-main.mjs bundles electron-main.cjs. xmllint-wasm starts its worker from the
// bundle's own folder, so without its two files beside the bundle every NF-e check throws; with them (what the
// build copies, scripts/xmllintWorker.mjs) the check answers with the validator's reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the build scripts, without types
import { copyXmllintWorker } from '../../../scripts/xmllintWorker.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const xsd = path.join(root, 'resources/nfce/xsd');
const dirs: string[] = [];

type Schemas = { schemaProblem(schema: string, xml: string, dir?: string): Promise<string | null> };

async function bundled(withWorker: boolean): Promise<Schemas> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-main-bundle-'));
  dirs.push(dir);
  await build({ entryPoints: [path.join(root, 'src-main/fiscal/schemas.ts')], bundle: true, platform: 'node', target: 'node20', format: 'cjs', outfile: path.join(dir, 'schemas.cjs'), logLevel: 'silent' });
  if (withWorker) (copyXmllintWorker as (dir: string) => void)(dir);
  return createRequire(import.meta.url)(path.join(dir, 'schemas.cjs')) as Schemas;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the shell's bundle checks NF-e requests against the schemas", () => {
  it('with the worker files beside the bundle, a malformed voiding request gets the validator\'s reason', async () => {
    const schemas = await bundled(true);
    const problem = await schemas.schemaProblem('inutNFe_v4.00.xsd', '<inutNFe versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><infInut/></inutNFe>', xsd);
    expect(problem).toMatch(/infInut/);
  }, 60_000);

  it('without them (the build before this fix) the check cannot start', async () => {
    const schemas = await bundled(false);
    await expect(schemas.schemaProblem('inutNFe_v4.00.xsd', '<inutNFe/>', xsd)).rejects.toThrow(/xmllint-node\.js/);
  }, 60_000);
});
