// The A1 certificate kept on the terminal: the .pfx and its password are stored only encrypted (AES-256-GCM), in
// files readable by this user only, and the private key lives in memory once opened, never on disk in clear.
// The encryption key comes from a SecretProtector: the desktop shell can pass one backed by the operating
// system's key store (Electron safeStorage → Windows DPAPI); the default keeps a random key in a 0600 file.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { openPfx, type A1Certificate } from './certificate.js';
import { writeDurable } from './durable.js';

export interface SecretProtector {
  protect(plain: Uint8Array): Promise<Uint8Array>;
  unprotect(sealed: Uint8Array): Promise<Uint8Array>;
}

/** AES-256-GCM under a per-terminal random key kept in `keyFile` (mode 0600). */
export function fileKeyProtector(keyFile: string): SecretProtector {
  let key: Buffer | null = null;
  const getKey = async (): Promise<Buffer> => {
    if (key) return key;
    try {
      key = await readFile(keyFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      key = randomBytes(32);
      await writeDurable(keyFile, key, 0o600);
    }
    return key;
  };
  return {
    async protect(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await getKey(), iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    async unprotect(sealed) {
      const buf = Buffer.from(sealed);
      const decipher = createDecipheriv('aes-256-gcm', await getKey(), buf.subarray(0, 12));
      decipher.setAuthTag(buf.subarray(12, 28));
      return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]);
    },
  };
}

export class CertificateStore {
  private cert: A1Certificate | null = null;
  private readonly protector: SecretProtector;

  constructor(
    private readonly dir: string,
    protector?: SecretProtector,
  ) {
    this.protector = protector ?? fileKeyProtector(path.join(dir, 'terminal.key'));
  }

  /** Checks the .pfx opens with the password, then stores both sealed. */
  async install(pfx: Uint8Array, password: string): Promise<A1Certificate> {
    const cert = openPfx(pfx, password);
    await writeDurable(path.join(this.dir, 'certificate.pfx.sealed'), await this.protector.protect(pfx));
    await writeDurable(path.join(this.dir, 'certificate.password.sealed'), await this.protector.protect(Buffer.from(password, 'utf8')));
    this.cert = cert;
    return cert;
  }

  /** The opened certificate; throws the cashier's message when none is installed. */
  async get(): Promise<A1Certificate> {
    if (this.cert) return this.cert;
    let pfx: Uint8Array;
    let password: Uint8Array;
    try {
      pfx = await this.protector.unprotect(await readFile(path.join(this.dir, 'certificate.pfx.sealed')));
      password = await this.protector.unprotect(await readFile(path.join(this.dir, 'certificate.password.sealed')));
    } catch {
      throw new BridgeError({ code: 'certificate_missing', message: fiscalMessages.errors.certificateMissing });
    }
    this.cert = openPfx(pfx, Buffer.from(password).toString('utf8'));
    return this.cert;
  }

  async installed(): Promise<boolean> {
    try {
      await this.get();
      return true;
    } catch {
      return false;
    }
  }
}
