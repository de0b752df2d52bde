// The bridge commands of the printing area, dispatched through the real router to a TCP virtual printer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRouter } from '../../src-shared/bridge/router.js';
import { decodeText } from '../../src-shared/printing/codepages.js';
import { kitchenTicketSample } from '../../src-shared/printing/templates/samples.js';
import { registerPrinting, type PrintingHandle } from '../../src-main/printing/register.js';
import { startTcpPrinter, type TcpPrinter } from './support/virtualPrinters.js';

describe('printing over the bridge', () => {
  let router: CommandRouter;
  let handle: PrintingHandle;
  let printer: TcpPrinter;
  let dir: string;
  const events: { name: string; payload: unknown }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pos-bridge-print-'));
    printer = await startTcpPrinter();
    router = new CommandRouter();
    router.onEvent((name, payload) => events.push({ name, payload }));
    handle = registerPrinting(router, { terminalDir: dir });
  });
  afterAll(async () => {
    await handle.stop();
    await printer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a saved printer prints a fired kitchen ticket once, even when the call is retried with the same jobId', async () => {
    const saved = await router.dispatch('printing.printers.save', {
      printer: { id: 'cozinha', name: 'Cozinha', model: 'DARUMA', size: 'large', connection: { type: 'tcp', host: '127.0.0.1', port: printer.port }, statusIntervalMs: 0 },
    });
    expect(saved.ok).toBe(true);
    const req = { printerId: 'cozinha', template: 'kitchenTicket', data: kitchenTicketSample(3), jobId: '019a0000-0000-7000-8000-000000000001' };
    const first = await router.dispatch('printing.print', req);
    const again = await router.dispatch('printing.print', req);
    expect(first).toMatchObject({ ok: true, value: { added: true } });
    expect(again).toMatchObject({ ok: true, value: { added: false } });
    await printer.waitForJobs(1, 5000);
    await new Promise((r) => setTimeout(r, 200));
    expect(printer.jobs).toHaveLength(1);
    const text = decodeText(printer.jobs[0] ?? Buffer.alloc(0), 'cp850');
    expect(text).toContain('PEDIDO 1234');
    expect(text).toContain('Farofa de açaí');
    // Daruma aligns with ESC j, not ESC a.
    expect(printer.jobs[0]?.includes(Buffer.from([0x1b, 0x6a, 0x01]))).toBe(true);
  });

  it('lists the printer with its status in words and emits printer.status', async () => {
    const res = await router.dispatch('printing.printers', {});
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const value = res.value as { statuses: { printerId: string; words: string; queued: number }[] };
    expect(value.statuses).toEqual([expect.objectContaining({ printerId: 'cozinha', queued: 0 })]);
    expect(events.some((e) => e.name === 'printer.status')).toBe(true);
  });

  it('opens the drawer, previews a template, and rejects bad data in Portuguese', async () => {
    const drawer = await router.dispatch('printing.drawer.open', { printerId: 'cozinha' });
    expect(drawer.ok).toBe(true);
    await printer.waitForJobs(2, 5000);
    expect(printer.jobs[1]?.toString('hex')).toBe('1b70');

    const preview = await router.dispatch('printing.preview', { printerId: 'cozinha', template: 'kitchenTicket', data: kitchenTicketSample(1) });
    expect(preview.ok).toBe(true);
    if (preview.ok) {
      const p = preview.value as { columns: number; lines: { kind: string; segments?: { text: string }[] }[] };
      expect(p.columns).toBe(48);
      expect(p.lines.some((l) => l.segments?.some((s) => s.text === 'PEDIDO 1234'))).toBe(true);
    }

    const bad = await router.dispatch('printing.print', { printerId: 'cozinha', template: 'kitchenTicket', data: { items: 'x' } });
    expect(bad).toMatchObject({ ok: false, error: { message: 'Dados inválidos para o modelo de impressão' } });
    const missing = await router.dispatch('printing.print', { printerId: 'bar', template: 'kitchenTicket', data: kitchenTicketSample(1) });
    expect(missing).toMatchObject({ ok: false, error: { message: 'Impressora não encontrada: bar' } });
  });
});

describe('a fired order over the bridge', () => {
  it('prints on the kitchen printer the moment it is fired, once per order, with no server running', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pos-bridge-fire-'));
    const kitchen = await startTcpPrinter();
    const router = new CommandRouter();
    const handle = registerPrinting(router, { terminalDir: dir });
    try {
      await router.dispatch('printing.printers.save', {
        printer: { id: 'k1', name: 'Cozinha', model: 'ELGIN', size: 'medium', roles: ['kitchen'], connection: { type: 'tcp', host: '127.0.0.1', port: kitchen.port }, statusIntervalMs: 0 },
      });
      const fire = {
        orderId: '019a0000-0000-7000-8000-0000000000aa',
        title: 'Mesa 12',
        lines: [
          { id: 'l1', name: 'Picanha na chapa', quantity: 2, selections: [{ name: 'Farofa', quantity: 1 }], observation: 'mal passada' },
          { id: 'l2', name: 'Buffet por quilo', quantity: 350, weighed: true },
        ],
      };
      const started = Date.now();
      const res = await router.dispatch('printing.kitchenTicket', fire);
      expect(res).toMatchObject({ ok: true, value: { jobs: [{ printerId: 'k1', added: true }] } });
      await kitchen.waitForJobs(1, 5000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await router.dispatch('printing.kitchenTicket', fire)).toMatchObject({ ok: true, value: { jobs: [{ added: false }] } });
      const text = decodeText(kitchen.jobs[0] ?? Buffer.alloc(0), 'cp850');
      expect(text).toContain('MESA 12');
      expect(text).toContain('Picanha na chapa');
      expect(text).toContain('0,350kg');
      expect(text).toContain('OBS: mal passada');
      await new Promise((r) => setTimeout(r, 200));
      expect(kitchen.jobs).toHaveLength(1);
    } finally {
      await handle.stop();
      await kitchen.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a bleeding voucher over the bridge', () => {
  it("prints on the cashier's printer and opens the drawer first, once per cash entry", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pos-bridge-cash-'));
    const cashier = await startTcpPrinter();
    const router = new CommandRouter();
    const handle = registerPrinting(router, { terminalDir: dir, terminalName: 'Caixa 01' });
    try {
      await router.dispatch('printing.printers.save', {
        printer: { id: 'c1', name: 'Caixa', model: 'ESC_BEMA', size: 'large', roles: ['cashier'], connection: { type: 'tcp', host: '127.0.0.1', port: cashier.port }, statusIntervalMs: 0 },
      });
      const voucher = { entryId: 'e-1', type: 'bleeding', amount: 30000, description: 'Depósito no banco', operator: 'Ana' };
      expect(await router.dispatch('printing.cashVoucher', voucher)).toMatchObject({ ok: true, value: { printerId: 'c1', added: true } });
      expect(await router.dispatch('printing.cashVoucher', voucher)).toMatchObject({ ok: true, value: { added: false } });
      await cashier.waitForJobs(1, 5000);
      const job = cashier.jobs[0] ?? Buffer.alloc(0);
      const text = decodeText(job, 'cp850');
      expect(text).toContain('SANGRIA DE CAIXA');
      expect(text).toContain('R$ 300,00');
      expect(text).toContain('Motivo: Depósito no banco');
      // ESC/Bema drawer 1 (ESC v n, 200 ms) comes right after the init sequence, before any text.
      expect(job.indexOf(Buffer.from([0x1b, 0x76, 0xc8]))).toBeLessThan(job.indexOf(Buffer.from('SANGRIA')));
    } finally {
      await handle.stop();
      await cashier.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
