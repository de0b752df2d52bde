// The A1 certificates the server keeps to transmit to SEFAZ (see docs/ARCHITECTURE.md, "Who transmits what"):
// installed through the business's fiscal-config (the spec's `certificateFile`), checked (opens with its
// password, issued for this business's CNPJ base, not expired), and stored sealed with AES-256-GCM under
// POS_FISCAL_CERT_KEY — 32 bytes (64 hex digits or base64) from the server's environment or secret manager, never
// written by the server nor kept in the repository. Without the key the server refuses to keep certificates. Only
// the PEM key and certificate are kept (the .pfx password is not needed again).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { sefazTlsMessages } from '../../src-shared/i18n/sefazTls.js';
import type { Executor } from '../db/tx.js';
import { fiscalCertificates } from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';

const t = sefazTlsMessages.server;

export interface ServerCertificate {
  key: string;
  cert: string;
  cnpj: string;
  notAfter: Date;
}

/** POS_FISCAL_CERT_KEY as 32 bytes; null when it is not set. */
export function vaultKey(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const value = env.POS_FISCAL_CERT_KEY;
  if (!value) return null;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new HttpError(503, t.noKey);
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

const certificateField = (message: string) => badRequest(message, [{ path: 'certificateFile', message }]);
const OID_CNPJ = '2.16.76.1.3.3';

/** Opens a .pfx (base64) with its password; 400 on `certificateFile` when it does not open or has no key. */
export function openCertificate(pfxBase64: string, password: string): ServerCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.decode64(pfxBase64)), false, password);
  } catch {
    throw certificateField(t.pfx);
  }
  const bags = (oid: string | undefined) => (oid ? (p12.getBags({ bagType: oid })[oid] ?? []) : []);
  const keyBag = bags(forge.pki.oids.pkcs8ShroudedKeyBag)[0] ?? bags(forge.pki.oids.keyBag)[0];
  const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  // The .pfx may carry the chain: the certificate is the one whose public key matches the private key.
  const cert = bags(forge.pki.oids.certBag)
    .map((b) => b.cert)
    .find((c): c is forge.pki.Certificate => !!c && !!privateKey && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(privateKey.n));
  if (!privateKey || !cert) throw certificateField(t.pfx);
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  const fromSan = san?.altNames?.find((a) => a.type === 0 && typeof a.value === 'string' && a.value.includes(OID_CNPJ))?.value as string | undefined;
  const commonName = String(cert.subject.getField('CN')?.value ?? '');
  const cnpj = (fromSan && /([0-9A-Z]{12}[0-9]{2})/.exec(fromSan)?.[1]) ?? /:([0-9A-Z]{12}[0-9]{2})$/.exec(commonName)?.[1];
  if (!cnpj) throw certificateField(t.otherCnpj);
  return { key: forge.pki.privateKeyToPem(privateKey), cert: forge.pki.certificateToPem(cert), cnpj, notAfter: cert.validity.notAfter };
}

/** Checks and keeps the business's certificate, sealed (replacing the one before). */
export async function installCertificate(db: Executor, businessId: string, input: { pfxBase64: string; password: string; businessCnpj: string | null | undefined; now: Date }): Promise<ServerCertificate> {
  const key = vaultKey();
  if (!key) throw new HttpError(503, t.noKey);
  if (!input.businessCnpj) throw certificateField(t.noBusinessCnpj);
  const opened = openCertificate(input.pfxBase64, input.password);
  // SEFAZ compares the CNPJ base (the company, any branch): 213 otherwise.
  if (opened.cnpj.slice(0, 8) !== input.businessCnpj.slice(0, 8)) throw certificateField(t.otherCnpj);
  if (opened.notAfter < input.now) throw certificateField(t.expired(opened.notAfter.toLocaleDateString('pt-BR')));
  const row = { cnpj: opened.cnpj, notAfter: opened.notAfter.toISOString(), sealed: seal(key, JSON.stringify({ key: opened.key, cert: opened.cert })), updatedAt: input.now.toISOString() };
  await db
    .insert(fiscalCertificates)
    .values({ businessId, ...row })
    .onConflictDoUpdate({ target: fiscalCertificates.businessId, set: row });
  return opened;
}

/**
 * What the server keeps of the business's certificate, as the fiscal screen shows it (never the key); null when
 * none is kept that this server can open (no key, or one sealed under an earlier key: it must be installed again).
 */
export async function certificateOnFile(db: Executor, businessId: string): Promise<{ cnpj: string; notAfter: string; updatedAt: string } | null> {
  const kept = await certificateOf(db, businessId);
  return kept ? out({ cnpj: kept.cnpj, notAfter: kept.notAfter.toISOString(), updatedAt: kept.updatedAt }) : null;
}

/** The business's certificate, opened; null when none is kept (or the server has no key that opens it). */
export async function certificateOf(db: Executor, businessId: string): Promise<(ServerCertificate & { updatedAt: string }) | null> {
  const [row] = await db.select().from(fiscalCertificates).where(eq(fiscalCertificates.businessId, businessId));
  const key = vaultKey();
  if (!row || !key) return null;
  let opened: { key: string; cert: string };
  try {
    opened = JSON.parse(unseal(key, row.sealed)) as { key: string; cert: string };
  } catch {
    // Sealed under another key (the counter PC's key was made again): as if none, so the manager installs it again.
    return null;
  }
  const { key: pem, cert } = opened;
  return { key: pem, cert, cnpj: row.cnpj, notAfter: new Date(row.notAfter), updatedAt: row.updatedAt };
}
