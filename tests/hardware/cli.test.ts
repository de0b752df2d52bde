// The technician's command line (`npm run pos -- …`) against virtual printers.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText } from '../../src-shared/printing/codepages.js';
import { deliveryTicketSample } from '../../src-shared/printing/templates/samples.js';
import { startPtyPair, startTcpPrinter, type PtyPair, type TcpPrinter } from './support/virtualPrinters.js';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../src-main/cli/pos.ts');

describe('pos CLI', () => {
  let dir: string;
  let tcp: TcpPrinter;
  let pty: PtyPair;
  const pos = (...args: string[]) => run(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, POS_TERMINAL_DIR: dir }, timeout: 20_000 });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pos-cli-'));
    tcp = await startTcpPrinter();
    pty = await startPtyPair();
  });
  afterAll(async () => {
    await tcp.close();
    await pty.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds a printer, lists it, and prints the test page on it', async () => {
    const added = await pos('add', 'caixa', '--name', 'Caixa', '--model', 'BEMATECH', '--size', 'medium', '--tcp', `127.0.0.1:${tcp.port}`);
    expect(added.stdout).toContain('Impressora caixa gravada: BEMATECH medium rede 127.0.0.1');
    const listed = await pos('printers');
    expect(listed.stdout).toContain(`caixa  Caixa  BEMATECH  medium  rede 127.0.0.1:${tcp.port}`);
    const printed = await pos('test-page', 'caixa');
    expect(printed.stdout).toContain('Página de teste enviada para Caixa');
    await tcp.waitForJobs(1, 5000);
    const text = decodeText(tcp.jobs[0] ?? Buffer.alloc(0), 'cp850');
    expect(text).toContain('PÁGINA DE TESTE');
    expect(text).toContain('Açaí, pão de queijo, feijão e maçã à');
    expect(text).toContain('ÁÉÍÓÚ áéíóú ÂÊÔ âêô ÃÕ ãõ Çç À à Üü');
    expect(text).toContain('7891234567895');
    // Bematech: the temporary switch to ESC/POS starts the job.
    expect(tcp.jobs[0]?.subarray(0, 4).toString('hex')).toBe('1df92031');
  });

  it('prints a template from a JSON file over a serial port', async () => {
    const file = path.join(dir, 'entrega.json');
    writeFileSync(file, JSON.stringify(deliveryTicketSample));
    pty.reset();
    const out = await pos('print', '-', 'deliveryTicket', file, '--serial', `${pty.devicePath}@115200`, '--model', 'ZJIANG', '--size', 'small');
    expect(out.stdout).toContain('deliveryTicket enviado');
    const got = await pty.waitForBytes(500, 5000);
    const text = decodeText(got, 'cp850');
    expect(text).toContain('Rua São João, 1.234 - apto 56');
    expect(text).toContain('Levar troco para R$ 100,00');
    expect(got.subarray(0, 4).toString('hex')).toBe('1b401c2e'); // ESC @, then FS . for the Chinese firmware
  });

  it('opens the drawer and tells the status in words', async () => {
    const before = tcp.jobs.length;
    await pos('drawer', 'caixa');
    await tcp.waitForJobs(before + 1, 5000);
    expect(tcp.jobs[before]?.toString('hex')).toBe('1b700032c8');
    tcp.reply = (req) => Buffer.from([req[2] === 4 ? 0x72 : req[2] === 1 ? 0x1a : 0x32]);
    const status = await pos('status', 'caixa');
    expect(status.stdout.trim()).toBe('Caixa: sem papel');
    tcp.reply = null;
  });

  it('refuses an unknown printer and bad data in Portuguese', async () => {
    await expect(pos('test-page', 'bar')).rejects.toMatchObject({ stderr: expect.stringContaining('Impressora não encontrada: bar') });
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{"items": 3}');
    await expect(pos('print', 'caixa', 'kitchenTicket', bad)).rejects.toMatchObject({ stderr: expect.stringContaining('Dados inválidos para o modelo de impressão') });
  });
});
