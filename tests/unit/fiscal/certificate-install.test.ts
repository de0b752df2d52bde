// Installing the A1 on the terminal: a certificate the business cannot sign with (expired, another company's CNPJ)
// is refused with the Portuguese reason before anything is written, so the certificate already installed stays the
// one the terminal signs with, after a restart too. Real FiscalService on a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FiscalService } from '../../../src-main/fiscal/service.js';
import { fiscalMessages } from '../../../src-shared/i18n/fiscal.js';
import { makeTestCertificate, simplesBusiness } from './fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-cert-install-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const service = () => new FiscalService({ dir, verProc: 'BalcaoPDV 0.1.0', businessId: async () => null, print: async () => {} });

describe('installing the A1 on the terminal', () => {
  it('refuses an expired or another CNPJ’s certificate and keeps the one installed, after a restart too', async () => {
    const good = makeTestCertificate({ notAfter: new Date('2030-01-01T00:00:00Z') });
    const first = service();
    await first.start();
    await first.configure({ business: simplesBusiness, serie: 892 });
    const installed = await first.installCertificate(good.pfx, good.password);
    expect(installed.notAfter.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    const expired = makeTestCertificate({ notAfter: new Date(Date.now() - 24 * 3600_000) });
    await expect(first.installCertificate(expired.pfx, expired.password)).rejects.toThrow(/Certificado digital vencido em/);
    const other = makeTestCertificate({ cnpj: '11444777000161' });
    await expect(first.installCertificate(other.pfx, other.password)).rejects.toThrow(fiscalMessages.errors.certificateCnpj);

    // What the terminal reads from its folder when it starts again: still the good one.
    const restarted = service();
    await restarted.start();
    expect((await restarted.certificates.get()).notAfter.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
