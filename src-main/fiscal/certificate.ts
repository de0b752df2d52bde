// The business's A1 certificate (ICP-Brasil e-CNPJ, a .pfx / PKCS#12 with its password), opened with node-forge.
import forge from 'node-forge';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';

export interface A1Certificate {
  privateKeyPem: string;
  certificatePem: string;
  /** Base64 DER, as X509Certificate in the signature's KeyInfo. */
  certificateBase64: string;
  commonName: string;
  /** CNPJ found in the certificate (ICP-Brasil otherName 2.16.76.1.3.3, or the CN's ":CNPJ" suffix). */
  cnpj: string | null;
  notBefore: Date;
  notAfter: Date;
}

const OID_CNPJ = '2.16.76.1.3.3';

function cnpjFromCertificate(cert: forge.pki.Certificate, commonName: string): string | null {
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  for (const alt of san?.altNames ?? []) {
    // otherName (type 0) values arrive as raw ASN.1; the CNPJ OID's payload is the digits themselves.
    if (alt.type === 0 && typeof alt.value === 'string' && alt.value.includes(OID_CNPJ)) {
      const m = /([0-9A-Z]{12}[0-9]{2})/.exec(alt.value);
      if (m?.[1]) return m[1];
    }
  }
  const m = /:([0-9A-Z]{12}[0-9]{2})$/.exec(commonName);
  return m?.[1] ?? null;
}

/** Opens a .pfx; a wrong password or a broken file becomes the Portuguese message the cashier reads. */
export function openPfx(pfx: Uint8Array, password: string): A1Certificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    throw new BridgeError({ code: 'certificate_password', message: fiscalMessages.errors.certificatePassword });
  }
  const bags = (oid: string | undefined): forge.pkcs12.Bag[] => (oid ? (p12.getBags({ bagType: oid })[oid] ?? []) : []);
  const keyBag = bags(forge.pki.oids.pkcs8ShroudedKeyBag)[0] ?? bags(forge.pki.oids.keyBag)[0];
  const certBags = bags(forge.pki.oids.certBag);
  if (!keyBag?.key || certBags.length === 0) {
    throw new BridgeError({ code: 'certificate_password', message: fiscalMessages.errors.certificatePassword });
  }
  const privateKey = keyBag.key as forge.pki.rsa.PrivateKey;
  // The signing certificate is the one whose public key matches the private key (the .pfx may carry the chain).
  const cert =
    certBags
      .map((b: forge.pkcs12.Bag) => b.cert)
      .find((c): c is forge.pki.Certificate => !!c && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(privateKey.n)) ?? certBags[0]?.cert;
  if (!cert) throw new BridgeError({ code: 'certificate_password', message: fiscalMessages.errors.certificatePassword });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const commonName = String(cert.subject.getField('CN')?.value ?? '');
  return {
    privateKeyPem: forge.pki.privateKeyToPem(privateKey),
    certificatePem: forge.pki.certificateToPem(cert),
    certificateBase64: forge.util.encode64(der),
    commonName,
    cnpj: cnpjFromCertificate(cert, commonName),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

/** Refuses an expired certificate or one of another company (SEFAZ would reject: 213, 280-298). */
export function assertUsable(cert: A1Certificate, businessCnpj: string, now: Date): void {
  if (now > cert.notAfter) {
    throw new BridgeError({ code: 'certificate_expired', message: fiscalMessages.errors.certificateExpired(cert.notAfter.toLocaleDateString('pt-BR')) });
  }
  // SEFAZ compares the CNPJ base (the first 8 positions: the company, any branch).
  if (cert.cnpj && cert.cnpj.slice(0, 8) !== businessCnpj.slice(0, 8)) {
    throw new BridgeError({ code: 'certificate_cnpj', message: fiscalMessages.errors.certificateCnpj });
  }
}
