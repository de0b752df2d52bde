// The fiscal commands through the real bridge router (validation on the main side), offline: the cashier
// configures the terminal, installs the A1 certificate, emits in contingency and sees it pending.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CommandRouter } from '../../../src-shared/bridge/router.js';
import { registerFiscal } from '../../../src-main/fiscal/bridge.js';
import { readMainConfig } from '../../../src-main/config.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-bridge-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-chaves`, { recursive: true, force: true }); // the key folder sits beside the terminal folder
});

describe('fiscal bridge commands', () => {
  it('configures, installs the certificate, emits offline and tracks the document as pending', async () => {
    const router = new CommandRouter();
    const events: unknown[] = [];
    router.onEvent((name, payload) => name === 'fiscal.changed' && events.push(payload));
    const config = readMainConfig({ POS_TERMINAL_DIR: dir, POS_SERVER_URL: 'http://127.0.0.1:9' }, dir);
    registerFiscal({ router, config, version: '0.1.0', session: () => new Promise(() => undefined), enqueueCall: () => new Promise(() => undefined) });

    const before = await router.dispatch('fiscal.status', {});
    expect(before).toMatchObject({ ok: true, value: { configured: false, certificate: null, pending: 0 } });

    const noCert = await router.dispatch('fiscal.configure', { business: simplesBusiness, serie: 895 });
    expect(noCert).toMatchObject({ ok: true, value: { configured: true, serie: 895, nextNumber: 1 } });
    const refused = await router.dispatch('fiscal.emitContingency', { sale: variedSales()[0] });
    expect(refused).toMatchObject({ ok: false, error: { message: 'Certificado digital A1 não instalado neste terminal' } });

    const cert = makeTestCertificate();
    const wrong = await router.dispatch('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: 'errada' });
    expect(wrong).toMatchObject({ ok: false, error: { message: 'Senha do certificado digital incorreta ou arquivo .pfx inválido' } });
    const installed = await router.dispatch('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
    expect(installed).toMatchObject({ ok: true, value: { certificate: { cnpj: simplesBusiness.cnpj } } });

    const invalid = await router.dispatch('fiscal.emitContingency', { sale: { ...variedSales()[0], payments: [] } });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const short = await router.dispatch('fiscal.emitContingency', { sale: { ...variedSales()[1], payments: [{ method: 'money', amount: 100 }] } });
    expect(short).toMatchObject({ ok: false });
    expect(short.ok ? '' : short.error.message).toMatch(/^O pagamento não cobre o total da nota: faltam R\$ [0-9]+,[0-9]{2}$/);

    const res = await router.dispatch('fiscal.emitContingency', { sale: variedSales()[0] });
    expect(res.ok).toBe(true);
    const value = (res as { ok: true; value: { record: { status: string; nNF: number; key: string }; danfe: { copyLabel: string }[] } }).value;
    expect(value.record).toMatchObject({ status: 'pendente', nNF: 1 });
    // Nobody logged in and no business configured: it waits on this terminal and says why.
    expect((value.record as { lastError?: string }).lastError).toBe('Nenhum estabelecimento selecionado neste terminal: a NFC-e fica pendente até alguém entrar');
    expect(value.danfe.map((d) => d.copyLabel)).toEqual(['Via Consumidor', 'Via do Estabelecimento']);

    const status = await router.dispatch('fiscal.status', {});
    expect(status).toMatchObject({ ok: true, value: { pending: 1, nextNumber: 2, overdue: 0, alert: null } });
    // The change event is emitted once the status is recomputed, asynchronously.
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(0));

    const zip = await router.dispatch('fiscal.exportXml', {});
    expect(zip.ok).toBe(true);
    const files = Object.keys(unzipSync(Buffer.from((zip as { ok: true; value: { zipBase64: string } }).value.zipBase64, 'base64')));
    expect(files).toEqual([`${value.record.key}-NFe.xml`]);
  });
});
