// The business's A1 certificate kept by the server, which transmits to SEFAZ itself (contingency notes relayed
// from terminals, events, voidings, NF-e) and so must present it over mutual TLS. Only sealed: the private key
// and certificate (PEM) encrypted with AES-256-GCM under POS_FISCAL_CERT_KEY, a secret of the server's
// environment never stored here nor in the repository (src-server/fiscal/certificateVault.ts). Not mirrored:
// no terminal ever receives it.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const fiscalCertificates = pgTable('fiscal_certificates', {
  businessId: uuid('business_id').primaryKey(),
  /** The CNPJ the certificate was issued for (ICP-Brasil otherName, or the CN's ":CNPJ"). */
  cnpj: text('cnpj').notNull(),
  notAfter: ts('not_after').notNull(),
  /** base64 of iv (12) | tag (16) | AES-256-GCM of the JSON {key, cert}. */
  sealed: text('sealed').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
