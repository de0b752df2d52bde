// The terminal's connection to SEFAZ: Node's http/https with the business's A1 as the TLS client certificate
// (src-shared/fiscal/sefazTransport.ts), one keep-alive agent per opened certificate. SEFAZ's own servers present
// ICP-Brasil certificates, which Node does not trust by itself: POS_SEFAZ_CA_FILE (PEM) adds that chain (the
// simulator's test CA in tests); NODE_EXTRA_CA_CERTS works too.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { nodeSefazTransport, sefazTrust, type SefazTransport } from '../../src-shared/fiscal/sefazTransport.js';
import type { A1Certificate } from './certificate.js';

const transports = new WeakMap<A1Certificate, { chain: string; transport: SefazTransport }>();

/** `installed`: the chain picked on the setup screen (sefazCaStore.ts), trusted besides Node's roots and the file's. */
export function a1Transport(cert: A1Certificate, installed: string[] = []): SefazTransport {
  const chain = installed.join('');
  let kept = transports.get(cert);
  if (!kept || kept.chain !== chain) {
    const fromFile = sefazTrust(process.env, tls, fs);
    const ca = installed.length ? [...(fromFile ?? tls.rootCertificates), ...installed] : fromFile;
    kept = { chain, transport: nodeSefazTransport(http, https, { key: cert.privateKeyPem, cert: cert.certificatePem, ...(ca ? { ca } : {}) }) };
    transports.set(cert, kept);
  }
  return kept.transport;
}
