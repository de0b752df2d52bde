// Validation against the official NFC-e schemas with libxml2's xmllint compiled to WebAssembly (xmllint-wasm):
// the same checks as the system's xmllint, with nothing to install. Test and demo tooling, like the simulator.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// The official schemas, copied into the repository with their source (resources/nfce/xsd/SOURCE.md).
export const REFERENCE_XSD_DIR = process.env.POS_NFCE_XSD_DIR ?? path.resolve(import.meta.dirname, '../../resources/nfce/xsd');

const folders = new Map<string, XMLFileInfo[]>();

/** Every schema of the folder, read once: an entry schema includes and imports its siblings by file name. */
function schemasOf(dir: string): XMLFileInfo[] {
  let files = folders.get(dir);
  if (!files) {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => ({ fileName: name, contents: readFileSync(path.join(dir, name), 'utf8') }));
    folders.set(dir, files);
  }
  return files;
}

/**
 * Validates each document against `schema` (a file name in `dir`, e.g. nfe_v4.00.xsd). `errors` has one line
 * per problem, naming the document; `output` is xmllint's whole report ("<file> validates" for each good one).
 */
export async function validateAgainstXsd(
  schema: string,
  documents: XMLFileInfo[],
  dir = REFERENCE_XSD_DIR,
): Promise<{ ok: boolean; errors: string; output: string }> {
  const all = schemasOf(dir);
  const entry = all.find((f) => f.fileName === schema);
  if (!entry) throw new Error(`schema ${schema} not found in ${dir}`);
  const result = await validateXML({
    xml: documents,
    schema: entry,
    preload: all.filter((f) => f !== entry),
    // A lot of 50 NFC-e is a few hundred kilobytes; the schemas themselves need more than the 32 MiB default.
    maxMemoryPages: 4096,
  });
  const errors = result.errors.map((e) => e.rawMessage).join('\n');
  return { ok: result.valid, errors, output: result.rawOutput };
}
