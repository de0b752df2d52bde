// The terminal checks the fiscal requests it signs against the official schemas (resources/nfce/xsd, copied
// beside the bundle by scripts/build-main.mjs) before anything leaves: a request SEFAZ would refuse for its form
// is stopped here with the validator's reason. libxml2's xmllint in WebAssembly, nothing to install.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** POS_NFCE_XSD_DIR (set by the Electron shell to the bundled copy), else the repository's folder. */
export function xsdDir(): string {
  return process.env.POS_NFCE_XSD_DIR ?? path.resolve('resources/nfce/xsd');
}

let cache: { dir: string; files: XMLFileInfo[] } | null = null;

function schemas(dir: string): XMLFileInfo[] {
  if (cache?.dir !== dir) {
    const files = readdirSync(dir)
      .filter((n) => n.endsWith('.xsd'))
      .map((n) => ({ fileName: n, contents: readFileSync(path.join(dir, n), 'utf8') }));
    cache = { dir, files };
  }
  return cache.files;
}

/** null when `xml` is valid against `schema` (a file name, e.g. inutNFe_v4.00.xsd); else the first problem. */
export async function schemaProblem(schema: string, xml: string, dir = xsdDir()): Promise<string | null> {
  const all = schemas(dir);
  const entry = all.find((f) => f.fileName === schema);
  if (!entry) return `schema ${schema} ausente em ${dir}`;
  const result = await validateXML({ xml: [{ fileName: 'pedido.xml', contents: xml }], schema: entry, preload: all.filter((f) => f !== entry), maxMemoryPages: 4096 });
  return result.valid ? null : (result.errors[0]?.rawMessage ?? 'inválido');
}
