// A crash between taking a number and printing never reuses the number: real child processes killed by SIGKILL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FiscalService } from '../../../src-main/fiscal/service.js';
import type { ReceiptDocument } from '../../../src-shared/printing/document.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'nfce-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function child(mode: 'emit' | 'reserve', saleIndex = 0) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/integration/fiscal/crash-child.ts'), dir, mode, String(saleIndex)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function service(printed: ReceiptDocument[] = []) {
  return new FiscalService({
    dir,
    verProc: 'BalcaoPDV 0.1.0',
    businessId: async () => null,
    print: async (document) => {
      printed.push(document);
    },
  });
}

describe('contingency numbering across crashes', () => {
  it('never hands out a number again after the process died between taking it and printing', async () => {
    const setup = service();
    await setup.start();
    await setup.configure({ business: simplesBusiness, serie: 890, firstNumber: 41 });
    const cert = makeTestCertificate();
    await setup.installCertificate(cert.pfx, cert.password);

    // 1. Killed right after the number was made durable.
    const a = child('reserve');
    expect(a.signal).toBe('SIGKILL');
    expect(a.stdout).toContain('took 41');

    // 2. Killed by the printer hook: number 42 taken, XML signed and saved, nothing printed.
    const b = child('emit', 1);
    expect(b.signal).toBe('SIGKILL');
    expect(b.stdout).not.toContain('not reached');

    // After the "power comes back": a new sale gets 43, never 41 or 42.
    const printed: ReceiptDocument[] = [];
    const after = service(printed);
    await after.start();
    const third = await after.emitContingency(variedSales()[2]!);
    expect(third.record.nNF).toBe(43);
    expect(third.record.serie).toBe(890);
    expect(printed).toHaveLength(2);

    // The sale whose print was cut off keeps its number: asking again reprints it instead of numbering it anew.
    const again = await after.emitContingency(variedSales()[1]!);
    expect(again.existing).toBe(true);
    expect(again.record.nNF).toBe(42);
    expect(again.danfe[0]!.identification).toMatch(/^NFC-e nº 42 Série 890 /);
    expect(after.list().map((r) => r.nNF)).toEqual([42, 43]);
    expect(await after.numbering.peek(simplesBusiness.cnpj, 890)).toBe(44);
  });
});
