// One secret store for the terminal: the A1 certificate and the session token sealed by the same box, nothing
// readable on disk, the key file only for this user, and the store opens again after a restart.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CertificateStore } from '../../../src-main/fiscal/certificateStore.js';
import { fileSecretBox, safeStorageBox, secretsDir } from '../../../src-main/security/secretBox.js';
import { SessionStore, emptySession } from '../../../src-main/session/store.js';
import { makeTestCertificate, TEST_CNPJ } from './fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'secret-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-chaves`, { recursive: true, force: true }); // the key folder sits beside the terminal folder
});

describe('the terminal secret store', () => {
  it('seals the certificate and the session token with one key file (0600), opening both after a restart', async () => {
    const cert = makeTestCertificate({ password: 'senha-muito-secreta' });
    const box = fileSecretBox(secretsDir(dir));
    expect(box.description).toContain('0600');
    await new CertificateStore(path.join(dir, 'fiscal', 'certificate'), box).install(cert.pfx, cert.password);
    new SessionStore(path.join(dir, 'session'), box).save({ ...emptySession(null), token: 'token-da-sessao-abc123' });

    expect(readdirSync(secretsDir(dir))).toEqual(['secret.key']);
    expect(statSync(path.join(secretsDir(dir), 'secret.key')).mode & 0o777).toBe(0o600);
    const sealedPassword = readFileSync(path.join(dir, 'fiscal', 'certificate', 'certificate.password.sealed'));
    expect(sealedPassword.includes(Buffer.from('senha-muito-secreta'))).toBe(false);
    expect(readFileSync(path.join(dir, 'session', 'session.bin')).includes(Buffer.from('token-da-sessao-abc123'))).toBe(false);

    // A restart: a new box over the same folder opens both.
    const again = fileSecretBox(secretsDir(dir));
    const opened = await new CertificateStore(path.join(dir, 'fiscal', 'certificate'), again).get();
    expect(opened.cnpj).toBe(TEST_CNPJ);
    expect(new SessionStore(path.join(dir, 'session'), again).load(null).token).toBe('token-da-sessao-abc123');
  });

  it('with the OS keychain (safeStorage) the certificate goes through it, and the screen says so', async () => {
    const sealedByOs: string[] = [];
    const keychain = {
      isEncryptionAvailable: () => true,
      encryptString: (plain: string) => {
        sealedByOs.push(plain);
        return Buffer.from(`os:${Buffer.from(plain).toString('hex')}`);
      },
      decryptString: (sealed: Buffer) => Buffer.from(sealed.toString().slice(3), 'hex').toString(),
    };
    const box = safeStorageBox(keychain);
    expect(box.description).toBe('Token de sessão e certificado digital cifrados pelo cofre do sistema operacional (Electron safeStorage)');
    const cert = makeTestCertificate();
    const store = new CertificateStore(path.join(dir, 'os', 'certificate'), box);
    await store.install(cert.pfx, cert.password);
    expect(sealedByOs).toHaveLength(2);
    expect((await new CertificateStore(path.join(dir, 'os', 'certificate'), box).get()).cnpj).toBe(TEST_CNPJ);
  });
});
