// Validation against the official NFC-e schemas with libxml2 compiled to WebAssembly (libxml2-wasm): the same
// checks as the system's xmllint, with nothing to install. Test and demo tooling, like the simulator. Each entry
// schema is compiled once and kept: compiling the NF-e schemas costs far more than validating a note, and the
// simulator validates every document it receives (a fresh xmllint run per note took seconds on a busy machine).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlLibError, XsdValidator, type ErrorDetail } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

// The official schemas, copied into the repository with their source (resources/nfce/xsd/SOURCE.md).
export const REFERENCE_XSD_DIR = process.env.POS_NFCE_XSD_DIR ?? path.resolve(import.meta.dirname, '../../resources/nfce/xsd');

/** A document to validate: its name is only used in the report. */
export interface XsdDocument {
  fileName: string;
  contents: string;
}

// An entry schema includes and imports its siblings by file name: libxml2 reads them from the folder.
xmlRegisterFsInputProviders();
const validators = new Map<string, XsdValidator>();

function validatorFor(dir: string, schema: string): XsdValidator {
  const file = path.join(dir, schema);
  let validator = validators.get(file);
  if (!validator) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`schema ${schema} not found in ${dir}`);
    }
    const doc = XmlDocument.fromString(source, { url: file });
    try {
      validator = XsdValidator.fromDoc(doc);
    } finally {
      doc.dispose();
    }
    validators.set(file, validator);
  }
  return validator;
}

/** xmllint's own report lines for one document's problems. */
function lines(fileName: string, kind: string, details: ErrorDetail[], fallback: string): string[] {
  if (details.length === 0) return [`${fileName}: ${kind} : ${fallback.trim()}`];
  return details.map((d) => `${fileName}:${d.line}: ${kind} : ${d.message.trim()}`);
}

/**
 * Validates each document against `schema` (a file name in `dir`, e.g. nfe_v4.00.xsd). `errors` has one line
 * per problem, naming the document; `output` is the whole report, as xmllint writes it ("<file> validates" for
 * each good one).
 */
export async function validateAgainstXsd(schema: string, documents: XsdDocument[], dir = REFERENCE_XSD_DIR): Promise<{ ok: boolean; errors: string; output: string }> {
  const validator = validatorFor(dir, schema);
  const errors: string[] = [];
  const output: string[] = [];
  for (const { fileName, contents } of documents) {
    let doc: XmlDocument;
    try {
      doc = XmlDocument.fromString(contents, { url: fileName });
    } catch (err) {
      const found = err instanceof XmlLibError ? lines(fileName, 'parser error', err.details, err.message) : [`${fileName}: parser error : ${String(err)}`];
      errors.push(...found);
      output.push(...found, `${fileName} fails to validate`);
      continue;
    }
    try {
      validator.validate(doc);
      output.push(`${fileName} validates`);
    } catch (err) {
      if (!(err instanceof XmlLibError)) throw err;
      const found = lines(fileName, 'Schemas validity error', err.details, err.message);
      errors.push(...found);
      output.push(...found, `${fileName} fails to validate`);
    } finally {
      doc.dispose();
    }
  }
  return { ok: errors.length === 0, errors: errors.join('\n'), output: output.join('\n') };
}
