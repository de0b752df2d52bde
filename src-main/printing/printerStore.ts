// The printers this terminal prints to, kept in <terminalDir>/printers.json.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PrinterConfig, type PrinterConfigInput } from '../../src-shared/printing/printerConfig.js';

export class PrinterStore {
  readonly file: string;
  constructor(terminalDir: string) {
    this.file = path.join(terminalDir, 'printers.json');
  }

  async load(): Promise<PrinterConfig[]> {
    const text = await readFile(this.file, 'utf8').catch(() => '[]');
    const raw = JSON.parse(text) as unknown;
    return Array.isArray(raw) ? raw.map((p) => PrinterConfig.parse(p)) : [];
  }

  async save(printers: PrinterConfigInput[]): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.tmp`;
    try {
      await writeFile(tmp, JSON.stringify(printers.map((p) => PrinterConfig.parse(p)), null, 2), { mode: 0o600 });
      await rename(tmp, this.file);
    } catch (err) {
      // A full disk: printers.json stays as it was, and the half-written copy must not hold the space.
      await rm(tmp, { force: true });
      throw err;
    }
  }
}
