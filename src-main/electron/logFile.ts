// A log file for the shell: the installed app on Windows has no console, and a technician needs to read why the
// local server did not start. One previous file is kept (.1) when it grows past maxBytes.
import { createWriteStream, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

export function logFile(file: string, prefix: string, maxBytes = 5 * 1024 * 1024): (line: string) => void {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    if (statSync(file).size > maxBytes) renameSync(file, `${file}.1`);
  } catch {
    // no file yet
  }
  const out = createWriteStream(file, { flags: 'a' });
  out.on('error', (err) => console.error(`${prefix} ${file}: ${err.message}`));
  return (line) => {
    console.log(`${prefix} ${line}`);
    out.write(`${new Date().toISOString()} ${line}\n`);
  };
}
