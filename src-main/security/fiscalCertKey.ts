// POS_FISCAL_CERT_KEY for the server a counter PC runs itself: the server keeps the business's A1 sealed under it
// (src-server/fiscal/certificateVault.ts) and never writes it, so whoever starts the server provides it. Made once
// at random (32 bytes) and kept like the session token: sealed by the terminal's secret store (safeStorage = DPAPI
// on Windows, else the 0600 key file kept apart), in the terminal folder, never beside the server's database that
// holds what it seals. The demo (`npm start`) keeps it in a 0600 file of its own. An explicit POS_FISCAL_CERT_KEY in
// the environment wins (a cloud or PostgreSQL server given its key by a secret manager): then nothing is written.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeKeyFile, type SecretBox } from './secretBox.js';

const HEX_KEY = /^[0-9a-f]{64}$/i;

function writeOnce(file: string, data: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Whole and synced before the server gets it: a torn file would lock every kept certificate away.
  writeKeyFile(file, data);
}

/**
 * The key kept in `file`, read with `open`; made and written with `seal` when there is none or it no longer opens
 * (the secret store changed: the server then answers that it has no certificate, and the manager installs it again).
 */
function keptKey(file: string, open: (stored: Buffer) => string, seal: (key: string) => Buffer): string {
  if (existsSync(file)) {
    try {
      const key = open(readFileSync(file)).trim();
      if (HEX_KEY.test(key)) return key;
    } catch {
      // Not openable by this store: a new key below.
    }
  }
  const key = randomBytes(32).toString('hex');
  writeOnce(file, seal(key));
  return key;
}

/** The shell's local server: the key sealed by the terminal's secret store in `file`. */
export function sealedFiscalCertKey(box: SecretBox, file: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.POS_FISCAL_CERT_KEY) return env.POS_FISCAL_CERT_KEY;
  return keptKey(
    file,
    (stored) => box.open(stored),
    (key) => box.seal(key),
  );
}

/** The demo's server (`npm start`): the key in a file only this user reads (0600), under the demo's data. */
export function fileFiscalCertKey(file: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.POS_FISCAL_CERT_KEY) return env.POS_FISCAL_CERT_KEY;
  return keptKey(
    file,
    (stored) => stored.toString('utf8'),
    (key) => Buffer.from(key, 'utf8'),
  );
}

/** Where the shell keeps it: the terminal folder (the server's database, which it opens, lives elsewhere). */
export const fiscalCertKeyFile = (terminalDir: string) => path.join(terminalDir, 'local-server', 'fiscal-cert-key.sealed');
