// Transports that need no printer to exercise: the OS raw path (a file here) and the spooler's script.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeviceTransport } from '../../../src-main/printing/transports/device.js';
import { SpoolerTransport, spoolerScript } from '../../../src-main/printing/transports/spooler.js';
import { DurableQueue } from '../../../src-main/printing/queue.js';
import { startPtyPair } from '../../hardware/support/virtualPrinters.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pos-transports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('transports without hardware', () => {
  it('the raw device path receives the bytes unchanged, job after job', async () => {
    // A pseudo-terminal: the raw path must be a printer device (tests/security/host-files-device.test.ts).
    const pty = await startPtyPair();
    try {
      const t = new DeviceTransport(pty.devicePath);
      await t.write(Uint8Array.from([0x1b, 0x40, 0x41]));
      await t.write(Uint8Array.from([0x0a]));
      expect((await pty.waitForBytes(4, 5000)).toString('hex')).toBe('1b40410a');
    } finally {
      await pty.close();
    }
  });

  it('an unreachable device path is a retryable failure with the OS reason', async () => {
    await expect(new DeviceTransport(path.join(dir, 'missing', 'lp9')).write(Uint8Array.from([1]))).rejects.toMatchObject({ unreachable: true });
  });

  it('the spooler script sends RAW to the named printer, quoting names with apostrophes', () => {
    const script = spoolerScript("Caixa d'água", 'C:\\tmp\\job.bin', 'Balcao PDV');
    expect(script).toContain('pDataType = "RAW"');
    expect(script).toContain("[PosRawPrinter]::Send('Caixa d''água', 'C:\\tmp\\job.bin', 'Balcao PDV')");
  });

  it('the spooler says in Portuguese that it only exists on Windows', async () => {
    await expect(new SpoolerTransport('EPSON', 'linux').write(Uint8Array.from([1]))).rejects.toThrow('O spooler do Windows só existe no Windows');
  });
});

describe('durable queue files', () => {
  it('jobs survive a reload in order; done jobs and retried ids do not come back', async () => {
    const qdir = path.join(dir, 'q');
    const q1 = new DurableQueue(qdir);
    await q1.enqueue({ id: 'a', label: 'A', bytes: Uint8Array.from([1]) });
    await q1.enqueue({ id: 'b', label: 'B', bytes: Uint8Array.from([2]) });
    await q1.enqueue({ id: 'c', label: 'C', bytes: Uint8Array.from([3]) });
    await q1.markDone('a');
    const q2 = new DurableQueue(qdir);
    await q2.load();
    expect(q2.list().map((j) => j.id)).toEqual(['b', 'c']);
    expect((await q2.peek())?.bytes).toEqual(Uint8Array.from([2]));
    expect((await q2.enqueue({ id: 'a', label: 'A', bytes: Uint8Array.from([1]) })).added).toBe(false);
    const d = await q2.enqueue({ id: 'd', label: 'D', bytes: Uint8Array.from([4]) });
    expect(d.added).toBe(true);
    expect(q2.list().map((j) => j.id)).toEqual(['b', 'c', 'd']);
  });

  it('a damaged job file is set aside and the tickets behind it still print', async () => {
    const qdir = path.join(dir, 'q2');
    const q1 = new DurableQueue(qdir);
    await q1.enqueue({ id: 'x', label: 'X', bytes: Uint8Array.from([1]) });
    await q1.enqueue({ id: 'y', label: 'Y', bytes: Uint8Array.from([2]) });
    const first = readdirSync(path.join(qdir, 'jobs')).sort()[0] ?? '';
    writeFileSync(path.join(qdir, 'jobs', first), '{"id": "x", trunc');
    const q2 = new DurableQueue(qdir);
    expect((await q2.peek())?.id).toBe('y');
    expect(readdirSync(path.join(qdir, 'jobs')).some((f) => f.endsWith('.bad'))).toBe(true);
  });
});
