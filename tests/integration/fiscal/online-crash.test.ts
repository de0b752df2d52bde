// A SIGKILL of the terminal between sending an online NFC-e and SEFAZ's answer leaves no duplicate and no number
// used twice: a real child process emits against the SEFAZ simulator over HTTP and is killed the moment SEFAZ
// authorized its note (before the answer leaves); the terminal started again looks the note up by its key.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FiscalService } from '../../../src-main/fiscal/service.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'nfce-online-crash-'));
let sim: SefazSimulator;

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
});
afterAll(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

function service(): FiscalService {
  return new FiscalService({ dir, verProc: 'BalcaoPDV 0.1.0', businessId: async () => null, print: async () => undefined });
}

describe('online NFC-e across a crash', () => {
  it('killed between sending and the answer: started again, the note is looked up and recorded once; the sale keeps it; the next sale takes the next number', async () => {
    const setup = service();
    await setup.start();
    await setup.configure({ business: simplesBusiness, serie: 920, online: { url: sim.url, timeoutMs: 3_000 } });
    const cert = makeTestCertificate();
    await setup.installCertificate(cert.pfx, cert.password);

    const sale = { ...variedSales()[2]!, groupPaymentId: newId() };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/integration/fiscal/online-crash-child.ts'), dir, JSON.stringify(sale)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    // SEFAZ authorizes the note; the terminal dies before the answer leaves.
    sim.onAuthorized = () => {
      child.kill('SIGKILL');
      sim.onAuthorized = null;
    };
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, s) => resolve(s)));
    expect(signal).toBe('SIGKILL');
    expect(out).not.toContain('not reached');
    const [key] = [...sim.authorized.keys()];
    expect(key).toBeDefined();

    // Power back: the note is on disk, pending, sent once; it is looked up by its key, not sent again.
    const again = service();
    await again.start();
    expect(again.list()).toEqual([expect.objectContaining({ key, tpEmis: 1, status: 'pendente', nNF: 1 })]);
    expect(await again.checkUnanswered()).toBe(1);
    expect(again.list()[0]).toMatchObject({ key, status: 'autorizada', cStat: 100, nProt: sim.authorized.get(key!)!.nProt });
    expect(sim.received.filter((k) => k === key)).toHaveLength(1);

    // The cashier presses again for the same sale: the same note, reprinted with its protocol; no new number.
    const repeat = await again.emit(sale);
    expect(repeat).toMatchObject({ existing: true, record: { key, nNF: 1 } });
    expect(repeat.danfe[0]!.protocol).toContain(sim.authorized.get(key!)!.nProt);
    const next = await again.emit({ ...variedSales()[3]!, groupPaymentId: newId() });
    expect(next.record).toMatchObject({ tpEmis: 1, status: 'autorizada', nNF: 2 });
    expect(sim.received.filter((k) => k === key)).toHaveLength(1);
  }, 60_000);
});
