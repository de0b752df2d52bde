// POS_FISCAL_CERT_KEY on the counter PC: the shell makes it once and keeps it sealed by the terminal's secret store
// (as the session token), the demo keeps it in a 0600 file; both hand the same key to the server on every start,
// the server takes it (32 bytes), and one given in the environment wins without anything written.
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileFiscalCertKey, fiscalCertKeyFile, sealedFiscalCertKey } from '../../../src-main/security/fiscalCertKey.js';
import { fileSecretBox, safeStorageBox } from '../../../src-main/security/secretBox.js';
import { vaultKey } from '../../../src-server/fiscal/certificateVault.js';

const dir = mkdtempSync(path.join(tmpdir(), 'fiscal-cert-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const noEnv = {} as NodeJS.ProcessEnv;

describe('the key the local server seals the A1 under', () => {
  it('is made once, kept sealed by the secret store (0600, never in clear), and the same after a restart', () => {
    const file = fiscalCertKeyFile(path.join(dir, 'terminal'));
    const key = sealedFiscalCertKey(fileSecretBox(path.join(dir, 'keys'), 'secret.key', noEnv), file, noEnv);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(vaultKey({ POS_FISCAL_CERT_KEY: key })?.length).toBe(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).includes(Buffer.from(key))).toBe(false);
    // A restart: a new box over the same key folder gives the same key back (the kept certificates still open).
    expect(sealedFiscalCertKey(fileSecretBox(path.join(dir, 'keys'), 'secret.key', noEnv), file, noEnv)).toBe(key);
  });

  it('goes through the OS keychain (safeStorage, DPAPI on Windows) when the shell has it', () => {
    const sealed: string[] = [];
    const os = safeStorageBox({
      isEncryptionAvailable: () => true,
      encryptString: (plain) => (sealed.push(plain), Buffer.from(`os:${Buffer.from(plain).toString('base64')}`)),
      decryptString: (b) => Buffer.from(b.toString().slice(3), 'base64').toString(),
    });
    const file = path.join(dir, 'os', 'fiscal-cert-key.sealed');
    const key = sealedFiscalCertKey(os, file, noEnv);
    expect(sealed).toEqual([key]);
    expect(sealedFiscalCertKey(os, file, noEnv)).toBe(key);
  });

  it('is made again when the secret store can no longer open it (the manager then installs the A1 again)', () => {
    const file = path.join(dir, 'moved', 'fiscal-cert-key.sealed');
    const first = sealedFiscalCertKey(fileSecretBox(path.join(dir, 'keys-a'), 'secret.key', noEnv), file, noEnv);
    const other = sealedFiscalCertKey(fileSecretBox(path.join(dir, 'keys-b'), 'secret.key', noEnv), file, noEnv);
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(first);
  });

  it('the demo keeps it in a 0600 file of its own, the same on every start', () => {
    const file = path.join(dir, 'demo', 'data', 'fiscal-cert-key');
    const key = fileFiscalCertKey(file, noEnv);
    expect(vaultKey({ POS_FISCAL_CERT_KEY: key })?.length).toBe(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(fileFiscalCertKey(file, noEnv)).toBe(key);
  });

  it('an explicit POS_FISCAL_CERT_KEY wins and nothing is written', () => {
    const given = { POS_FISCAL_CERT_KEY: 'ab'.repeat(32) } as NodeJS.ProcessEnv;
    const sealedFile = path.join(dir, 'given', 'sealed');
    const plainFile = path.join(dir, 'given', 'plain');
    expect(sealedFiscalCertKey(fileSecretBox(path.join(dir, 'keys'), 'secret.key', noEnv), sealedFile, given)).toBe('ab'.repeat(32));
    expect(fileFiscalCertKey(plainFile, given)).toBe('ab'.repeat(32));
    expect(existsSync(sealedFile) || existsSync(plainFile)).toBe(false);
  });
});
