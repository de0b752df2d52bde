// Issue 13 item 3: a printer's device path must be a printer device. A path to an ordinary file was appended
// to with every print job (a Windows Startup folder would have run it at the next login).
// The real printing commands on the real router; a socat pseudo-terminal stands in for a serial printer.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRouter } from '../../src-shared/bridge/router.js';
import { doc } from '../../src-shared/printing/document.js';
import { isPrinterDeviceName } from '../../src-main/printing/devicePaths.js';
import { registerPrinting, type PrintingHandle } from '../../src-main/printing/register.js';
import { startPtyPair, type PtyPair } from '../hardware/support/virtualPrinters.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pos-host-files-device-'));
const victim = path.join(dir, 'startup.cmd');
const ORIGINAL = 'echo original\r\n';
const handles: PrintingHandle[] = [];
let pty: PtyPair;

function printer(id: string, connection: unknown) {
  return { id, name: `Impressora ${id}`, model: 'ESC_POS', connection, statusIntervalMs: 0 };
}

async function host(terminalDir: string) {
  const router = new CommandRouter();
  handles.push(registerPrinting(router, { terminalDir }));
  return router;
}

beforeAll(async () => {
  writeFileSync(victim, ORIGINAL);
  pty = await startPtyPair();
});
afterAll(async () => {
  for (const h of handles) await h.stop();
  await pty?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('printer device paths (issue 13 item 3)', () => {
  it('a regular file is refused in Portuguese, not saved and not written', async () => {
    const terminalDir = path.join(dir, 't1');
    const router = await host(terminalDir);
    for (const connection of [
      { type: 'device', path: victim },
      { type: 'serial', path: victim, baudRate: 9600 },
      { type: 'device', path: path.join(dir, 'new-file.bat') },
      { type: 'device', path: '/dev/null' },
    ]) {
      const res = await router.dispatch('printing.printers.save', { printer: printer('p1', connection) });
      expect(res, JSON.stringify(connection)).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(!res.ok && res.error.message).toMatch(/não é uma porta de impressora|não existe neste computador/);
    }
    // A symlink to the file is judged by what it points at.
    const link = path.join(dir, 'lp0');
    symlinkSync(victim, link);
    const viaLink = await router.dispatch('printing.printers.save', { printer: printer('p1', { type: 'device', path: link }) });
    expect(viaLink).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringContaining('não é uma porta de impressora') } });

    expect(await router.dispatch('printing.printers', {})).toMatchObject({ ok: true, value: { printers: [] } });
    expect(existsSync(path.join(terminalDir, 'printers.json')) ? readFileSync(path.join(terminalDir, 'printers.json'), 'utf8') : '').not.toContain(victim);
    expect(existsSync(path.join(dir, 'new-file.bat'))).toBe(false);
    expect(readFileSync(victim, 'utf8')).toBe(ORIGINAL);
  });

  it('a printers.json edited by hand to point at a file still never writes it', async () => {
    const terminalDir = path.join(dir, 't2');
    mkdirSync(terminalDir, { recursive: true });
    writeFileSync(path.join(terminalDir, 'printers.json'), JSON.stringify([printer('bad', { type: 'device', path: victim })]));
    const router = await host(terminalDir);
    const queued = await router.dispatch('printing.print', { printerId: 'bad', document: { blocks: [doc.text('rm -rf /'), doc.cut()] } });
    expect(queued.ok).toBe(true);
    // The worker tries at once; give it time to (not) write.
    let status = '';
    for (let i = 0; i < 40 && !status.includes('lastError":"'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = JSON.stringify(await router.dispatch('printing.printers', {}));
    }
    expect(status).toContain('não é uma porta de impressora');
    expect(readFileSync(victim, 'utf8')).toBe(ORIGINAL);
  });

  it('a pseudo-terminal (a serial printer) is accepted and receives the job', async () => {
    const router = await host(path.join(dir, 't3'));
    expect(await router.dispatch('printing.printers.save', { printer: printer('pty', { type: 'device', path: pty.devicePath }) })).toEqual({ ok: true, value: { ok: true } });
    const res = await router.dispatch('printing.print', { printerId: 'pty', document: { blocks: [doc.text('PEDIDO 42'), doc.cut()] } });
    expect(res.ok).toBe(true);
    const got = await pty.waitForBytes(10, 5000);
    expect(got.toString('latin1')).toContain('PEDIDO 42');
  });

  it('names: only printer and serial devices on Linux; COM, LPT, USB ports and shared printers on Windows', () => {
    for (const ok of ['/dev/ttyS0', '/dev/ttyUSB1', '/dev/ttyACM0', '/dev/usb/lp0', '/dev/lp0', '/dev/pts/3']) expect(isPrinterDeviceName(ok, 'linux'), ok).toBe(true);
    for (const bad of ['/dev/null', '/dev/sda', '/dev/mem', '/etc/passwd', '/dev/usb/../../etc/passwd', '/tmp/lp0']) expect(isPrinterDeviceName(bad, 'linux'), bad).toBe(false);
    for (const ok of ['COM1', 'com12', 'LPT1', 'USB001', '\\\\.\\COM10', '\\\\caixa\\EPSON TM-T20']) expect(isPrinterDeviceName(ok, 'win32'), ok).toBe(true);
    for (const bad of [
      'C:\\Users\\caixa\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\x.bat',
      '\\\\.\\PhysicalDrive0',
      '\\\\servidor\\c$\\Windows\\x.bat',
      'COM1:\\x',
      'NUL',
    ])
      expect(isPrinterDeviceName(bad, 'win32'), bad).toBe(false);
    for (const ok of ['/dev/cu.usbserial-1410', '/dev/tty.usbmodem1']) expect(isPrinterDeviceName(ok, 'darwin'), ok).toBe(true);
    for (const bad of ['/dev/disk0', '/Users/caixa/.zshrc', '/dev/cu./../../etc/x']) expect(isPrinterDeviceName(bad, 'darwin'), bad).toBe(false);
  });
});
