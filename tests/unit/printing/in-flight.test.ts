// A job caught on its way to the printer: the queue remembers it across a restart, and the ticket that goes out
// again carries the REIMPRESSÃO notice on every model, above the untouched ticket.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeText } from '../../../src-shared/printing/codepages.js';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { doc } from '../../../src-shared/printing/document.js';
import { PAPER_SIZES, PRINTER_MODELS } from '../../../src-shared/printing/models.js';
import { markAsPossibleDuplicate } from '../../../src-shared/printing/possibleDuplicate.js';
import { DurableQueue } from '../../../src-main/printing/queue.js';
import { DeviceTransport } from '../../../src-main/printing/transports/device.js';
import { startPtyPair } from '../../hardware/support/virtualPrinters.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pos-in-flight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a job on its way to the printer', () => {
  it('is still known as possibly printed after a restart, until it is recorded done; a drawer kick keeps its kind', async () => {
    const qdir = path.join(dir, 'q');
    const q1 = new DurableQueue(qdir);
    await q1.enqueue({ id: 'a', label: 'Pedido 1', bytes: Uint8Array.from([1]) });
    await q1.enqueue({ id: 'b', label: 'gaveta', bytes: Uint8Array.from([2]), kind: 'drawer' });
    await q1.enqueue({ id: 'c', label: 'Pedido 3', bytes: Uint8Array.from([3]) });
    expect((await q1.peek())?.interrupted).toBe(false);
    await q1.markSending('a');
    expect((await q1.peek())?.interrupted).toBe(true);

    // The process dies here. The next one sees job a as possibly on paper, the others as untouched.
    const q2 = new DurableQueue(qdir);
    const a = await q2.peek();
    expect(a).toMatchObject({ id: 'a', interrupted: true, kind: 'ticket' });
    await q2.markDone('a');
    const b = await q2.peek();
    expect(b).toMatchObject({ id: 'b', interrupted: false, kind: 'drawer' });
    await q2.markSending('b');
    await q2.markDone('b');

    const q3 = new DurableQueue(qdir);
    expect(await q3.peek()).toMatchObject({ id: 'c', interrupted: false });
    expect(q3.list().map((j) => j.id)).toEqual(['c']);
  });

  it('the record of jobs in flight does not grow without end: it starts over once the queue is empty', async () => {
    const qdir = path.join(dir, 'long');
    const q = new DurableQueue(qdir);
    for (let i = 0; i < 260; i++) {
      const { id } = await q.enqueue({ label: `Pedido ${i}`, bytes: Uint8Array.from([i % 256]) });
      await q.markSending(id);
      await q.markDone(id);
    }
    expect(readFileSync(path.join(qdir, 'sending.log'), 'utf8').split('\n').filter(Boolean).length).toBeLessThan(256);
    // A job still in flight survives the reload as such.
    const { id } = await q.enqueue({ label: 'Pedido final', bytes: Uint8Array.from([1]) });
    await q.markSending(id);
    expect(await new DurableQueue(qdir).peek()).toMatchObject({ id, interrupted: true });
  });

  it('the OS raw path records the job only once the device is open, and before any byte is written', async () => {
    // A pseudo-terminal: the raw path must be a printer device (tests/security/host-files-device.test.ts).
    const pty = await startPtyPair();
    try {
      const seen: string[] = [];
      await new DeviceTransport(pty.devicePath).write(Uint8Array.from([0x41]), async () => {
        await new Promise((r) => setTimeout(r, 50));
        seen.push(`before: ${pty.received().length} bytes`);
      });
      expect(seen).toEqual(['before: 0 bytes']);
      expect((await pty.waitForBytes(1, 5000)).toString('hex')).toBe('41');
    } finally {
      await pty.close();
    }

    // An unreachable device never gets as far as recording the job: a restart reprints it unmarked.
    let called = false;
    await expect(
      new DeviceTransport(path.join(dir, 'missing', 'lp1')).write(Uint8Array.from([1]), async () => {
        called = true;
      }),
    ).rejects.toMatchObject({ unreachable: true });
    expect(called).toBe(false);
  });

  it('the reprint notice prints above the ticket on every model and paper size, and the ticket bytes are untouched', () => {
    const ticket = { blocks: [doc.text('PEDIDO 1234', { bold: true }), doc.text('2 Feijoada completa'), doc.cut()] };
    for (const model of PRINTER_MODELS) {
      for (const size of PAPER_SIZES) {
        const original = renderDocument(ticket, { model, size });
        const marked = markAsPossibleDuplicate(original, { model, size });
        expect(Buffer.from(marked.subarray(marked.length - original.length)).equals(Buffer.from(original)), `${model} ${size}`).toBe(true);
        const text = decodeText(marked, 'cp850');
        expect(text.indexOf('REIMPRESSÃO'), `${model} ${size}`).toBeGreaterThanOrEqual(0);
        expect(text.indexOf('REIMPRESSÃO')).toBeLessThan(text.indexOf('PEDIDO 1234'));
        // The hint may wrap on narrow paper; its words all arrive, in order.
        expect(text.replace(/[^\p{L}.]+/gu, ' ')).toContain('Verifique antes de preparar.');
      }
    }
  });
});
