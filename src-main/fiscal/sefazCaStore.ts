// The chain that SEFAZ's own servers are trusted by, installed on the setup screen. SEFAZ presents ICP-Brasil
// certificates, which Node does not carry, and no well-kept npm package ships ICP-Brasil's roots (checked for issue
// 19: none on the registry; Python's certifi-icpbr has no npm peer), so the installer picks the chain published by
// ITI (AC Raiz) here, PEM or DER. Only CA certificates in force are kept; POS_SEFAZ_CA_FILE adds its own besides.
import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { sefazCaMessages } from '../../src-shared/i18n/sefazCa.js';
import { writeDurable } from './durable.js';

/** Each certificate of a PEM bundle, or the one DER certificate. */
function certificatesOf(bytes: Buffer): X509Certificate[] {
  const text = bytes.toString('latin1');
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  try {
    return blocks ? blocks.map((b) => new X509Certificate(b)) : [new X509Certificate(bytes)];
  } catch {
    throw new BridgeError({ code: 'invalid_ca', message: sefazCaMessages.notCertificate });
  }
}

export class SefazCaStore {
  private pems: string[] | null = null;

  constructor(private readonly dir: string) {}

  /** Checks every certificate is a CA in force, then keeps them (PEM) in place of the chain installed before. */
  async install(bytes: Buffer, now: Date): Promise<string[]> {
    const certs = certificatesOf(bytes);
    for (const c of certs) {
      const name = c.subject.split('\n').find((l) => l.startsWith('CN='))?.slice(3) ?? c.subject;
      if (!c.ca) throw new BridgeError({ code: 'invalid_ca', message: sefazCaMessages.notCa(name) });
      if (Date.parse(c.validTo) < now.getTime()) throw new BridgeError({ code: 'invalid_ca', message: sefazCaMessages.expired(name) });
    }
    const pems = certs.map((c) => c.toString());
    await writeDurable(path.join(this.dir, 'sefaz-ca.pem'), pems.join(''));
    this.pems = pems;
    return pems;
  }

  /** The chain installed here (PEM certificates), empty when none. */
  async list(): Promise<string[]> {
    if (this.pems) return this.pems;
    try {
      this.pems = certificatesOf(await readFile(path.join(this.dir, 'sefaz-ca.pem'))).map((c) => c.toString());
    } catch {
      this.pems = [];
    }
    return this.pems;
  }

  /** Who the installed chain names (each certificate's CN), for the setup screen. */
  async names(): Promise<string[]> {
    return (await this.list()).map((p) => {
      const c = new X509Certificate(p);
      return c.subject.split('\n').find((l) => l.startsWith('CN='))?.slice(3) ?? c.subject;
    });
  }
}
