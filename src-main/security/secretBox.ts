// The terminal's one secret store, for everything kept encrypted at rest: the session token and the A1
// certificate (.pfx and password). Electron's safeStorage (the OS keychain: DPAPI on Windows) where the shell
// has it; otherwise (the headless host, or Linux without a keyring) AES-256-GCM with a random key in a file only
// this OS user can read (0600), which protects against other users of the machine but not against this one:
// said so in `description`, which the screens show. The key lives apart from what it seals: in its own folder
// (secretsDir: `<terminalDir>-chaves`, or POS_TERMINAL_KEY_DIR), or it is given in POS_TERMINAL_KEY and never
// written; a copy of the terminal folder alone (a backup, a support zip) opens nothing.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { securityMessages } from '../../src-shared/i18n/security.js';

export interface SecretBox {
  kind: 'safeStorage' | 'file';
  /** What protects the secrets, in the words a person reads. */
  description: string;
  seal(plain: string): Buffer;
  open(sealed: Buffer): string;
}

/**
 * Where a terminal keeps the key file of its secret store: POS_TERMINAL_KEY_DIR, else `<terminalDir>-chaves`
 * beside (not inside) the terminal folder. A key left by an earlier version inside the folder
 * (`<terminalDir>/security/secret.key`) is moved there, so what it sealed still opens.
 */
export function secretsDir(terminalDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.POS_TERMINAL_KEY_DIR ? path.resolve(env.POS_TERMINAL_KEY_DIR) : `${path.resolve(terminalDir)}-chaves`;
  const old = path.join(terminalDir, 'security', 'secret.key');
  if (existsSync(old) && !existsSync(path.join(dir, 'secret.key'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeKeyFile(path.join(dir, 'secret.key'), readFileSync(old));
    rmSync(old);
  }
  return dir;
}

/** Writes a key file whole and synced (0600), in place of the one before. */
export function writeKeyFile(file: string, key: Buffer): void {
  // Written whole and synced before it is used: a torn key file would lock every secret away.
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, key);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/** A key given in POS_TERMINAL_KEY: 32 bytes as 64 hex digits or base64. */
function keyFromEnv(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(securityMessages.badEnvKey);
  return key;
}

export function fileSecretBox(dir: string, keyName = 'secret.key', env: NodeJS.ProcessEnv = process.env): SecretBox {
  let key: Buffer;
  if (env.POS_TERMINAL_KEY) {
    key = keyFromEnv(env.POS_TERMINAL_KEY);
  } else {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    const keyFile = path.join(dir, keyName);
    if (existsSync(keyFile)) {
      key = readFileSync(keyFile);
    } else {
      key = randomBytes(32);
      writeKeyFile(keyFile, key);
    }
    chmodSync(keyFile, 0o600);
  }
  return {
    kind: 'file',
    description: securityMessages.fileBox,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]);
    },
    open(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The part of Electron's safeStorage this needs (typed here so the headless host never loads Electron). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
  /** Linux only: which keyring; 'basic_text' means none (a fixed, published password). */
  getSelectedStorageBackend?(): string;
}

export function safeStorageBox(safeStorage: SafeStorageLike): SecretBox {
  return {
    kind: 'safeStorage',
    description: securityMessages.safeStorage,
    seal: (plain) => safeStorage.encryptString(plain),
    open: (sealed) => safeStorage.decryptString(sealed),
  };
}

/**
 * safeStorage when the OS really protects it; else the key file in `dir`. On Linux without a keyring Electron
 * still says encryption is available but uses a fixed password ('basic_text'), which protects nothing: the key
 * file is used, and what safeStorage sealed before still opens (and is sealed by the key file when next saved).
 */
export function chooseSecretBox(safeStorage: SafeStorageLike | undefined, dir: string): SecretBox {
  if (!safeStorage?.isEncryptionAvailable()) return fileSecretBox(dir);
  if (safeStorage.getSelectedStorageBackend?.() !== 'basic_text') return safeStorageBox(safeStorage);
  const file = fileSecretBox(dir);
  return {
    ...file,
    open(sealed) {
      try {
        return file.open(sealed);
      } catch {
        return safeStorage.decryptString(sealed);
      }
    },
  };
}

/**
 * Under Electron (after `app.whenReady()`, which safeStorage needs): chooseSecretBox; the headless host, the key
 * file in `dir`. Electron is loaded on demand so the headless host never touches it.
 */
export async function platformSecretBox(shell: 'electron' | 'headless', dir: string): Promise<SecretBox> {
  if (shell === 'electron') {
    let safeStorage: SafeStorageLike | undefined;
    try {
      safeStorage = ((await import('electron')) as unknown as { safeStorage?: SafeStorageLike }).safeStorage;
    } catch {
      /* fall back to the key file */
    }
    return chooseSecretBox(safeStorage, dir);
  }
  return fileSecretBox(dir);
}

/** Binary secrets (a .pfx) through the same box: safeStorage seals strings, so the bytes travel as base64. */
export function sealBytes(box: SecretBox, bytes: Uint8Array): Buffer {
  return box.seal(Buffer.from(bytes).toString('base64'));
}

export function openBytes(box: SecretBox, sealed: Uint8Array): Buffer {
  return Buffer.from(box.open(Buffer.from(sealed)), 'base64');
}
