// Which SEFAZ the server talks to for a business's document, and with which certificate. POS_SEFAZ_NFCE_URL
// overrides the addresses (the homologation simulator in tests and demos); otherwise the NFC-e services of the
// document's state, environment and model — NFC-e 65 or NF-e 55, each with its own authorizers
// (src-shared/fiscal/webServices.ts) — and then only with the business's A1 kept by the server
// (certificateVault.ts): without it nothing leaves, SEFAZ would refuse it. With a certificate, every call presents
// it (mutual TLS); the simulator over plain HTTP is reached without one.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { SefazCertificateRefused, SefazClient, SefazUnavailable } from '../../src-shared/fiscal/sefazClient.js';
import { fetchTransport, nodeSefazTransport, sefazTrust } from '../../src-shared/fiscal/sefazTransport.js';
import { UF_CODES, type Uf } from '../../src-shared/fiscal/states.js';
import { endpointsAt, sefazEndpoints } from '../../src-shared/fiscal/webServices.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { sefazTlsMessages } from '../../src-shared/i18n/sefazTls.js';
import type { Executor } from '../db/tx.js';
import { HttpError } from '../http/errors.js';
import { certificateOf } from './certificateVault.js';

const UF_BY_CODE = Object.fromEntries(Object.entries(UF_CODES).map(([uf, code]) => [code, uf as Uf]));

/** The document a call is about: its state (cUF, the key's first two digits), environment and model. */
export interface SefazTarget {
  cUF: string;
  tpAmb: string;
  model: '55' | '65';
}

/** One client per business, certificate and address set, so the TLS agent (and its open connections) is reused. */
const clients = new Map<string, SefazClient>();

export async function sefazFor(db: Executor | undefined, businessId: string, target: SefazTarget): Promise<{ client: SefazClient; id: string }> {
  const override = process.env.POS_SEFAZ_NFCE_URL;
  const uf = UF_BY_CODE[target.cUF];
  if (!override && !uf) throw new HttpError(503, fiscalMessages.server.sefazNotConfigured);
  const cert = db ? await certificateOf(db, businessId) : null;
  if (!override && !cert) throw new HttpError(503, sefazTlsMessages.server.noCertificate);
  const environment = target.tpAmb === '1' ? 'production' : 'homologation';
  const endpoints = override ? endpointsAt(override) : sefazEndpoints(target.model, uf!, environment);
  const id = `${businessId}|${cert?.updatedAt ?? '-'}|${endpoints.NFeAutorizacao4}`;
  let client = clients.get(id);
  if (!client) {
    const ca = sefazTrust(process.env, tls, fs);
    const transport = cert || ca ? nodeSefazTransport(http, https, { ...(cert ? { key: cert.key, cert: cert.cert } : {}), ...(ca ? { ca } : {}) }) : fetchTransport;
    client = new SefazClient(endpoints, 15_000, { transport, tpAmb: environment === 'production' ? '1' : '2' });
    clients.set(id, client);
  }
  return { client, id };
}

/** SEFAZ out of reach, or refusing the certificate: 503 with the reason (the outbox tries again later). */
export function sefazFailure(err: unknown): never {
  if (err instanceof SefazCertificateRefused) throw new HttpError(503, err.message);
  if (err instanceof SefazUnavailable) throw new HttpError(503, fiscalMessages.server.sefazUnavailable);
  throw err;
}
