// The A1 certificate kept on the terminal: the .pfx and its password are stored only sealed by the terminal's one
// secret store (src-main/security/secretBox.ts: Electron safeStorage, or a 0600 key file), in files readable by
// this user only; the private key lives in memory once opened, never on disk in clear.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { openBytes, sealBytes, type SecretBox } from '../security/secretBox.js';
import { openPfx, type A1Certificate } from './certificate.js';
import { writeDurable } from './durable.js';

export class CertificateStore {
  private cert: A1Certificate | null = null;

  constructor(
    private readonly dir: string,
    private readonly box: SecretBox,
  ) {}

  /** Checks the .pfx opens with the password, then stores both sealed. */
  /** `check` throws to refuse the opened certificate (expired, another CNPJ) before anything is written. */
  async install(pfx: Uint8Array, password: string, check: (cert: A1Certificate) => void = () => {}): Promise<A1Certificate> {
    const cert = openPfx(pfx, password);
    check(cert);
    await writeDurable(path.join(this.dir, 'certificate.pfx.sealed'), sealBytes(this.box, pfx));
    await writeDurable(path.join(this.dir, 'certificate.password.sealed'), this.box.seal(password));
    this.cert = cert;
    return cert;
  }

  /** The opened certificate; throws the cashier's message when none is installed. */
  async get(): Promise<A1Certificate> {
    if (this.cert) return this.cert;
    let pfx: Uint8Array;
    let password: string;
    try {
      pfx = openBytes(this.box, await readFile(path.join(this.dir, 'certificate.pfx.sealed')));
      password = this.box.open(await readFile(path.join(this.dir, 'certificate.password.sealed')));
    } catch {
      throw new BridgeError({ code: 'certificate_missing', message: fiscalMessages.errors.certificateMissing });
    }
    this.cert = openPfx(pfx, password);
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
