// The whole way of a contingency NFC-e on a real terminal (the bundled headless host as a child process) with the
// real server and the SEFAZ simulator: emitted with the server away, its DANFE printed on a TCP virtual printer
// through the print queue, the terminal killed (SIGKILL) between enqueue and replay, and after the restart the
// document reaches SEFAZ exactly once and is authorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText } from '../../../src-shared/printing/codepages.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startTcpPrinter, type TcpPrinter } from '../../hardware/support/virtualPrinters.js';
import { CAIXA, GERENTE } from '../sync/fixtures.js';
import { Peer } from '../sync/peer.js';
import { startSyncStack, type SyncStack } from '../sync/syncStack.js';
import { makeTestCertificate, simplesBusiness, variedSales } from '../../unit/fiscal/fixtures.js';

let sim: SefazSimulator;
let stack: SyncStack;
let printer: TcpPrinter;
let peer: Peer;

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc } });
  printer = await startTcpPrinter();
  stack = await startSyncStack({ terminals: 1, serverEnv: { POS_SEFAZ_NFCE_URL: sim.url } });
  peer = await Peer.connect(stack.terminals[0]!.url);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
  await printer?.close();
  await sim?.close();
});

describe('NFC-e across a kill of the terminal', () => {
  it('prints the DANFE on the cashier printer, survives SIGKILL before replay, and reaches SEFAZ once', async () => {
    const cert = makeTestCertificate();
    // The terminal's setup is a manager's (checked in main); then the cashier works.
    await peer.call('session.login', GERENTE);
    await peer.call('printing.printers.save', {
      printer: { id: 'caixa', name: 'Impressora do caixa', model: 'ESC_POS', size: 'medium', connection: { type: 'tcp', host: '127.0.0.1', port: printer.port }, roles: ['cashier'], statusIntervalMs: 0 },
    });
    await peer.call('fiscal.configure', { business: simplesBusiness, serie: 896 });
    await peer.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
    await peer.call('session.login', CAIXA);

    // The link to the server is down at the moment of the sale.
    await stack.stopServer();
    const emission = await peer.call('fiscal.emitContingency', { sale: variedSales()[3]! });
    const key = emission.record.key;
    expect(emission.record.status).toBe('pendente');

    // Both copies come out of the printer, with the contingency notices and the printer's own QR command.
    const jobs = await printer.waitForJobs(2, 15_000);
    expect(jobs).toHaveLength(2);
    const [consumer, shop] = jobs.map((j) => decodeText(j, 'cp850'));
    for (const text of [consumer!, shop!]) {
      expect(text.split('EMITIDA EM CONTINGÊNCIA')).toHaveLength(3); // below the header and below the identification
      expect(text.split('Pendente de autorização')).toHaveLength(3);
      expect(text).toContain(`NFC-e nº ${emission.record.nNF} Série 896`);
      expect(text).not.toContain('Protocolo de autorização');
    }
    expect(consumer).toContain('Via Consumidor');
    expect(shop).toContain('Via do Estabelecimento');
    const qr = emission.danfe[0]!.qrCode;
    const gsK = jobs[0]!.indexOf(Buffer.from([0x1d, 0x28, 0x6b]));
    expect(gsK).toBeGreaterThan(0);
    expect(jobs[0]!.indexOf(Buffer.from(qr, 'latin1'))).toBeGreaterThan(gsK);

    // The transmission waits in the outbox, in words, and the terminal dies before it can be replayed.
    const listed = await peer.call('sync.list', {});
    expect(listed.entries.map((e) => e.label)).toContain(`Transmitir NFC-e nº ${emission.record.nNF} série 896 à SEFAZ`);
    peer.close();
    await stack.terminals[0]!.kill('SIGKILL');

    await stack.startServer();
    await stack.terminals[0]!.start();
    peer = await Peer.connect(stack.terminals[0]!.url);
    const authorized = await peer.until(async () => (await peer.call('fiscal.list', {})).find((r) => r.key === key && r.status === 'autorizada'), 30_000);
    expect(authorized).toMatchObject({ cStat: 100, outbox: null });
    expect(sim.received.filter((k) => k === key)).toHaveLength(1);
    // The outbox drains: the transmission, and the note's hand-overs to the server (nfceGenerate, one per state).
    await peer.until(async () => ((await peer.call('sync.list', {})).entries.length === 0 ? true : null), 20_000);
    // The restart printed nothing again.
    expect(printer.jobs).toHaveLength(2);
  }, 90_000);
});
