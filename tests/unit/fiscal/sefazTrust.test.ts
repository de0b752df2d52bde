// One trust list for SEFAZ's servers, used by the terminal (src-main/fiscal/sefazConnection.ts) and the server
// (src-server/fiscal/sefazAccess.ts): Node's roots plus the chain in POS_SEFAZ_CA_FILE, or Node's own when unset.
import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { sefazTrust } from '../../../src-shared/fiscal/sefazTransport.js';
import { makeSefazTls } from './fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sefaz-trust-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sefazTrust', () => {
  it('is Node’s own roots (undefined) without POS_SEFAZ_CA_FILE', () => {
    expect(sefazTrust({}, tls, fs)).toBeUndefined();
  });

  it('adds the PEM chain of POS_SEFAZ_CA_FILE to Node’s roots, keeping them', () => {
    const { ca } = makeSefazTls();
    const file = path.join(dir, 'icp-brasil.pem');
    writeFileSync(file, ca.certificatePem);
    const trusted = sefazTrust({ POS_SEFAZ_CA_FILE: file }, tls, fs)!;
    expect(trusted).toHaveLength(tls.rootCertificates.length + 1);
    expect(trusted.at(-1)).toBe(ca.certificatePem);
    expect(trusted.slice(0, -1)).toEqual([...tls.rootCertificates]);
  });
});
