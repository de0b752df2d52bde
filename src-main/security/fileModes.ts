// The terminal's files are for its own OS user only: the outbox holds request bodies in clear, the print queues
// the tickets, printers.json the devices, the session folder the sealed tokens. Everything the main process
// creates is 0600 (files) and 0700 (folders) through the umask; the writers also say so themselves, and the
// folders an earlier version left open are closed at start.
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export function protectTerminalFolder(terminalDir: string): void {
  process.umask(0o077);
  mkdirSync(terminalDir, { recursive: true, mode: DIR_MODE });
  for (const [file, mode] of [[terminalDir, DIR_MODE] as const, ...readdirSync(terminalDir, { withFileTypes: true }).map((e) => [path.join(terminalDir, e.name), e.isDirectory() ? DIR_MODE : FILE_MODE] as const)]) {
    try {
      chmodSync(file, mode);
    } catch (err) {
      // Another user's file (a run as root once): the terminal still starts, and says what it could not close.
      console.warn(`terminal: não foi possível restringir ${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
