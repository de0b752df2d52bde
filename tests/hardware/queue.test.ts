// The durable print queue against real TCP virtual printers: restart after SIGKILL, a printer away and
// back, out of paper, retried job ids, the cash drawer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { decodeText } from '../../src-shared/printing/codepages.js';
import { doc } from '../../src-shared/printing/document.js';
import { PrinterConfig } from '../../src-shared/printing/printerConfig.js';
import { kitchenTicketSample } from '../../src-shared/printing/templates/samples.js';
import { PrintService, type PrinterState } from '../../src-main/printing/service.js';
import { runPrintProcess } from './support/printProcess.js';
import { freePort, startTcpPrinter } from './support/virtualPrinters.js';

const root = mkdtempSync(path.join(tmpdir(), 'pos-queue-'));
let n = 0;
const freshDir = (): string => path.join(root, `t${++n}`);
const tcpPrinter = (port: number, extra: Partial<PrinterConfig> = {}): PrinterConfig =>
  PrinterConfig.parse({ id: 'cozinha', name: 'Cozinha', model: 'EPSON', size: 'large', connection: { type: 'tcp', host: '127.0.0.1', port }, statusIntervalMs: 0, ...extra });
const ticket = (i: number) => ({ blocks: [doc.text(`PEDIDO ${i}`), doc.cut()] });
const orderNumbers = (jobs: Buffer[]): number[] => jobs.map((j) => Number(/PEDIDO (\d+)/.exec(decodeText(j, 'cp850'))?.[1]));

const runChild = runPrintProcess;

describe('durable print queue', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('killed with 5 tickets queued, the next process prints each of them once, in order', async () => {
    const dir = freshDir();
    const port = await freePort();
    const first = await runChild(['enqueue', dir, String(port), '5'], 'QUEUED', 20_000);
    await new Promise((r) => setTimeout(r, 300)); // a few failed attempts against the closed port
    first.kill();
    await first.done;
    const printer = await startTcpPrinter(port);
    try {
      const second = await runChild(['drain', dir, String(port)], 'DRAINED', 30_000);
      await second.done;
      await new Promise((r) => setTimeout(r, 100));
      expect(orderNumbers(printer.jobs)).toEqual([1, 2, 3, 4, 5]);
      // Killed while the printer could not be reached: no byte had left, so nothing is marked as a reprint.
      expect(printer.jobs.map((j) => decodeText(j, 'cp850')).filter((t) => t.includes('REIMPRESSÃO'))).toEqual([]);
      // A third start finds nothing left to print.
      const third = await runChild(['drain', dir, String(port)], 'DRAINED', 30_000);
      await third.done;
      expect(printer.jobs).toHaveLength(5);
    } finally {
      await printer.close();
    }
  }, 60_000);

  it('a printer away gets its jobs in order when it is back, and reads "desligada" meanwhile', async () => {
    const port = await freePort();
    const states: PrinterState[] = [];
    const service = new PrintService({ terminalDir: freshDir(), printers: [tcpPrinter(port)], retryMinMs: 100, retryMaxMs: 500, onStatus: (s) => states.push(s) });
    await service.start();
    for (let i = 1; i <= 6; i++) await service.printDocument('cozinha', ticket(i), `pedido ${i}`);
    await new Promise((r) => setTimeout(r, 3000));
    expect(service.state('cozinha').words).toBe('desligada');
    expect(service.state('cozinha').queued).toBe(6);
    const printer = await startTcpPrinter(port);
    try {
      expect(await service.drained(5000)).toBe(true);
      await printer.waitForJobs(6, 2000);
      expect(orderNumbers(printer.jobs)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(states.some((s) => s.words === 'desligada')).toBe(true);
    } finally {
      await service.stop();
      await printer.close();
    }
  }, 30_000);

  it('out of paper: the ticket waits, the status reads "sem papel", and it prints once paper is back', async () => {
    const printer = await startTcpPrinter();
    let paper = false;
    // DLE EOT 1: offline bit while out of paper; DLE EOT 2: bit 5 paper out; DLE EOT 4: bits 5,6 paper end.
    printer.reply = (req) => Buffer.from([req[2] === 1 ? (paper ? 0x12 : 0x1a) : req[2] === 2 ? (paper ? 0x12 : 0x32) : paper ? 0x12 : 0x72]);
    const service = new PrintService({ terminalDir: freshDir(), printers: [tcpPrinter(printer.port, { statusIntervalMs: 150 })], retryMinMs: 100, retryMaxMs: 300 });
    try {
      await service.start();
      expect(service.state('cozinha').words).toBe('sem papel');
      await service.printTemplate('cozinha', 'kitchenTicket', kitchenTicketSample(2));
      await new Promise((r) => setTimeout(r, 800));
      expect(printer.jobs).toHaveLength(0);
      paper = true;
      await printer.waitForJobs(1, 5000);
      expect(printer.jobs).toHaveLength(1);
      expect(decodeText(printer.jobs[0] ?? Buffer.alloc(0), 'cp850')).toContain('PEDIDO 1234');
      await new Promise((r) => setTimeout(r, 300));
      expect(service.state('cozinha').words).toBe('pronta');
    } finally {
      await service.stop();
      await printer.close();
    }
  }, 30_000);

  it('the same job id sent twice (a retried bridge call) prints once; the drawer kick reaches the printer', async () => {
    const printer = await startTcpPrinter();
    const service = new PrintService({ terminalDir: freshDir(), printers: [tcpPrinter(printer.port)] });
    try {
      await service.start();
      const a = await service.printDocument('cozinha', ticket(7), 'pedido 7', 'job-7');
      const b = await service.printDocument('cozinha', ticket(7), 'pedido 7', 'job-7');
      expect(a.added).toBe(true);
      expect(b.added).toBe(false);
      await service.drained(5000);
      await service.printDocument('cozinha', ticket(7), 'pedido 7', 'job-7');
      await service.openDrawer('cozinha');
      await service.drained(5000);
      await printer.waitForJobs(2, 3000);
      expect(orderNumbers(printer.jobs.slice(0, 1))).toEqual([7]);
      expect(printer.jobs).toHaveLength(2);
      expect(printer.jobs[1]?.toString('hex')).toBe('1b700032c8');
    } finally {
      await service.stop();
      await printer.close();
    }
  }, 30_000);

  it('data that does not fit its template is refused in Portuguese, with its fields, and nothing is printed', async () => {
    const printer = await startTcpPrinter();
    const service = new PrintService({ terminalDir: freshDir(), printers: [tcpPrinter(printer.port)] });
    try {
      await service.start();
      for (const data of [null, { ...kitchenTicketSample(3), items: 'duas pizzas' }]) {
        const refused = await service.printTemplate('cozinha', 'kitchenTicket', data).then(
          () => null,
          (err: unknown) => err,
        );
        expect(refused).toBeInstanceOf(BridgeError);
        expect(refused).toMatchObject({ code: 'invalid_request', message: 'Os dados para imprimir "kitchenTicket" estão incompletos ou inválidos: nada foi impresso' });
        expect((refused as BridgeError).issues?.length).toBeGreaterThan(0);
      }
      await service.printTemplate('cozinha', 'kitchenTicket', kitchenTicketSample(4));
      await service.drained(5000);
      await printer.waitForJobs(1, 3000);
      expect(printer.jobs).toHaveLength(1);
      expect(service.state('cozinha').queued).toBe(0);
    } finally {
      await service.stop();
      await printer.close();
    }
  }, 30_000);
});

describe('status over a real connection', () => {
  let service: PrintService;
  const printer = { close: async () => undefined } as { close: () => Promise<void> };
  beforeAll(() => undefined);
  afterAll(async () => {
    await service?.stop();
    await printer.close();
  });

  it('cover open and a silent printer are told in words', async () => {
    const p = await startTcpPrinter();
    printer.close = p.close;
    p.reply = (req) => Buffer.from([req[2] === 2 ? 0x16 : 0x12]);
    service = new PrintService({ terminalDir: freshDir(), printers: [tcpPrinter(p.port)] });
    await service.start();
    expect((await service.refreshStatus('cozinha')).words).toBe('tampa aberta');
    p.reply = null;
    const silent = await service.refreshStatus('cozinha');
    expect(silent.words).toBe('tampa aberta'); // keeps the last known condition when the printer stays silent
  });
});
