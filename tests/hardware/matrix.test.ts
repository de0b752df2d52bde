// Every model × every paper size prints the test page and every template to a TCP printer (port 9100
// semantics, through the durable queue) and to a serial port (a socat pseudo-terminal pair); what arrives is
// exactly what the encoder produced and decodes back to the ticket's text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocument } from '../../src-shared/printing/compile.js';
import { layout } from '../../src-shared/printing/layout.js';
import { PAPER_SIZES, PRINTER_MODELS } from '../../src-shared/printing/models.js';
import { PrinterConfig } from '../../src-shared/printing/printerConfig.js';
import { buildTemplate, TEMPLATE_NAMES } from '../../src-shared/printing/templates/index.js';
import { TEMPLATE_SAMPLES } from '../../src-shared/printing/templates/samples.js';
import { PrintService } from '../../src-main/printing/service.js';
import { SerialTransport } from '../../src-main/printing/transports/serial.js';
import { expectLayoutPrinted } from './support/expectText.js';
import { startPtyPair, startTcpPrinter, type PtyPair, type TcpPrinter } from './support/virtualPrinters.js';

const combos = PRINTER_MODELS.flatMap((model) => PAPER_SIZES.map((size) => ({ model, size })));

describe('11 models × 3 sizes × every template on virtual printers', () => {
  let tcp: TcpPrinter;
  let pty: PtyPair;
  let dir: string;

  beforeAll(async () => {
    tcp = await startTcpPrinter();
    pty = await startPtyPair();
    dir = mkdtempSync(path.join(tmpdir(), 'pos-matrix-'));
  });
  afterAll(async () => {
    await tcp.close();
    await pty.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('TCP 9100: all 264 tickets arrive byte-exact through the queue and read back as text', async () => {
    const printers = combos.map(({ model, size }) =>
      PrinterConfig.parse({ id: `${model}-${size}`, name: `${model} ${size}`, model, size, connection: { type: 'tcp', host: '127.0.0.1', port: tcp.port }, statusIntervalMs: 0 }),
    );
    const service = new PrintService({ terminalDir: dir, printers });
    await service.start();
    const expected = new Map<string, { hex: string; check: (b: Buffer) => void }>();
    for (const p of printers) {
      for (const t of TEMPLATE_NAMES) {
        const document = buildTemplate(t, t === 'testPage' ? { ...(TEMPLATE_SAMPLES.testPage as object), model: p.model, size: p.size } : TEMPLATE_SAMPLES[t]);
        const bytes = renderDocument(document, { model: p.model, size: p.size });
        const l = layout(document, p.model, p.size);
        expected.set(`${p.id}:${t}`, { hex: Buffer.from(bytes).toString('hex'), check: (b) => expectLayoutPrinted(b, l) });
        await service.printDocument(p.id, document, t);
      }
    }
    expect(await service.drained(60_000)).toBe(true);
    await service.stop();
    const jobs = await tcp.waitForJobs(expected.size, 5000);
    expect(jobs).toHaveLength(expected.size);
    const byHex = new Map<string, number>();
    for (const j of jobs) byHex.set(j.toString('hex'), (byHex.get(j.toString('hex')) ?? 0) + 1);
    for (const [key, e] of expected) {
      const n = byHex.get(e.hex) ?? 0;
      expect(n, `${key} did not arrive byte-exact`).toBeGreaterThan(0);
      byHex.set(e.hex, n - 1);
      e.check(Buffer.from(e.hex, 'hex'));
    }
  }, 120_000);

  it('serial (socat pty): all 264 tickets arrive byte-exact and read back as text', async () => {
    const transport = new SerialTransport({ path: pty.devicePath, baudRate: 115200 });
    try {
      for (const { model, size } of combos) {
        for (const t of TEMPLATE_NAMES) {
          const document = buildTemplate(t, t === 'testPage' ? { ...(TEMPLATE_SAMPLES.testPage as object), model, size } : TEMPLATE_SAMPLES[t]);
          const bytes = renderDocument(document, { model, size });
          pty.reset();
          await transport.write(bytes);
          const got = await pty.waitForBytes(bytes.length, 5000);
          expect(got.toString('hex'), `${model} ${size} ${t}`).toBe(Buffer.from(bytes).toString('hex'));
          expectLayoutPrinted(got, layout(document, model, size));
        }
      }
    } finally {
      await transport.close();
    }
  }, 120_000);
});
