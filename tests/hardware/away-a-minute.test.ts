// A printer away for a real minute while orders are fired, then back: every ticket once, in order, and the
// first one within a few seconds of its return (the backoff is capped, so a minute of failures does not make
// the cook wait). The print service runs with its shipped retry settings. This file takes a minute of wall
// time but almost no CPU: the two printers (TCP and serial) run concurrently, and vitest runs the file beside
// the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeText } from '../../src-shared/printing/codepages.js';
import { doc } from '../../src-shared/printing/document.js';
import { PrinterConfig, type PrinterConnection } from '../../src-shared/printing/printerConfig.js';
import { PrintService } from '../../src-main/printing/service.js';
import { freePort, startPtyPair, startTcpPrinter, type TcpPrinter } from './support/virtualPrinters.js';

const AWAY_MS = 60_000;
const TICKETS = 12; // one every 5 s while the printer is away
/** Backoff cap (2 s) + a connect attempt + a loaded two-core machine. */
const BACK_WITHIN_MS = 3500;

const root = mkdtempSync(path.join(tmpdir(), 'pos-away-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ticket = (i: number) => ({ blocks: [doc.text(`PEDIDO ${i}`, { bold: true }), doc.text('1 X-Salada sem cebola'), doc.cut()] });
const orderNumbers = (bytes: Buffer): number[] => [...decodeText(bytes, 'cp850').matchAll(/PEDIDO (\d+)/g)].map((m) => Number(m[1]));
const printer = (connection: PrinterConnection): PrinterConfig =>
  PrinterConfig.parse({ id: 'cozinha', name: 'Cozinha', model: 'EPSON', size: 'large', connection, statusIntervalMs: 0 });

/** Fires the tickets spread over the minute away; checks halfway that the screen says the printer is off. */
async function fireWhileAway(service: PrintService, startedAt: number): Promise<string> {
  let wordsHalfway = '';
  for (let i = 1; i <= TICKETS; i++) {
    await sleep(Math.max(0, startedAt + (i - 1) * (AWAY_MS / TICKETS) - Date.now()));
    await service.printDocument('cozinha', ticket(i), `pedido ${i}`, `pedido-${i}`);
    if (i === TICKETS / 2) wordsHalfway = service.state('cozinha').words;
  }
  await sleep(Math.max(0, startedAt + AWAY_MS - Date.now()));
  return wordsHalfway;
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check() && Date.now() < until) await sleep(10);
}

describe.concurrent('a printer away for a whole minute', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('TCP: 12 tickets fired during a minute off the network come out once, in order, the first within seconds of its return', async () => {
    const port = await freePort();
    const service = new PrintService({ terminalDir: path.join(root, 'tcp'), printers: [printer({ type: 'tcp', host: '127.0.0.1', port })] });
    await service.start();
    let tcp: TcpPrinter | undefined;
    try {
      const wordsHalfway = await fireWhileAway(service, Date.now());
      expect(wordsHalfway).toBe('desligada');
      expect(service.state('cozinha').queued).toBe(TICKETS);

      tcp = await startTcpPrinter(port);
      const returnedAt = Date.now();
      const jobs = tcp.jobs;
      await waitUntil(() => jobs.length > 0, 10_000);
      const firstAfterMs = Date.now() - returnedAt;
      console.log(`away-a-minute TCP: first ticket ${firstAfterMs} ms after the printer came back`);
      expect(firstAfterMs).toBeLessThan(BACK_WITHIN_MS);
      expect(await service.drained(5000)).toBe(true);
      await sleep(500); // anything printed twice would show up now
      expect(orderNumbers(Buffer.concat(tcp.jobs))).toEqual(Array.from({ length: TICKETS }, (_, i) => i + 1));
      expect(tcp.jobs).toHaveLength(TICKETS);
      expect(tcp.jobs.some((j) => decodeText(j, 'cp850').includes('REIMPRESSÃO'))).toBe(false);
      expect(service.state('cozinha').words).toBe('pronta');
    } finally {
      await service.stop();
      await tcp?.close();
    }
  }, AWAY_MS + 30_000);

  it('serial: unplugged for a minute after a ticket, 12 more fired meanwhile come out once, in order, the first within seconds of the replug', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pos-away-pty-'));
    let pty = await startPtyPair(dir);
    const service = new PrintService({
      terminalDir: path.join(root, 'serial'),
      printers: [printer({ type: 'serial', path: pty.devicePath, baudRate: 115200 })],
    });
    await service.start();
    try {
      await service.printDocument('cozinha', ticket(0), 'pedido 0', 'pedido-0');
      await waitUntil(() => orderNumbers(pty.received()).length === 1, 5000);
      expect(orderNumbers(pty.received())).toEqual([0]);
      await service.drained(2000);

      await pty.close(); // the cable is pulled: the port's device disappears
      await fireWhileAway(service, Date.now());
      expect(service.state('cozinha').queued).toBe(TICKETS);

      pty = await startPtyPair(dir); // plugged back in, same device path
      const returnedAt = Date.now();
      await waitUntil(() => orderNumbers(pty.received()).length > 0, 10_000);
      const firstAfterMs = Date.now() - returnedAt;
      console.log(`away-a-minute serial: first ticket ${firstAfterMs} ms after the port came back`);
      expect(firstAfterMs).toBeLessThan(BACK_WITHIN_MS);
      expect(await service.drained(5000)).toBe(true);
      await sleep(500);
      const text = decodeText(pty.received(), 'cp850');
      expect(orderNumbers(pty.received())).toEqual(Array.from({ length: TICKETS }, (_, i) => i + 1));
      expect(text).not.toContain('REIMPRESSÃO');
    } finally {
      await service.stop();
      await pty.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, AWAY_MS + 30_000);
});
