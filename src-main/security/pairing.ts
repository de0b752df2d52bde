// Terminals on the LAN (a waiter's tablet) a manager has let in. The tablet keeps a random key; the first time it
// connects the host gives it a 6-digit code that the tablet shows, and a manager approves that code
// (`terminal.pairing.approve` on Configurações, or `npm run pos -- parear <código>`); there too a manager sees the
// paired tablets and removes one. Only a hash of each key is kept, in
// pairing.json, readable by this OS user only (0600). The file is read on each check, so the CLI can approve
// while the host runs.
import { createHash, randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface PairingFile {
  paired: { keyHash: string; pairedAt: string }[];
  pending: { keyHash: string; code: string; at: string }[];
}

/** A code waits this long for a manager; then the tablet gets a new one. */
const PENDING_MS = 15 * 60_000;
const MAX_PENDING = 20;

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export class PairingStore {
  readonly file: string;

  constructor(terminalDir: string) {
    this.file = path.join(terminalDir, 'pairing.json');
  }

  private read(): PairingFile {
    if (!existsSync(this.file)) return { paired: [], pending: [] };
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<PairingFile>;
      return { paired: data.paired ?? [], pending: data.pending ?? [] };
    } catch {
      return { paired: [], pending: [] };
    }
  }

  private write(data: PairingFile): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data, null, 2), { mode: 0o600 });
    renameSync(tmp, this.file);
    chmodSync(this.file, 0o600);
  }

  isPaired(key: string): boolean {
    const h = hash(key);
    return this.read().paired.some((p) => p.keyHash === h);
  }

  /** The code the tablet with `key` shows until a manager approves it. */
  codeFor(key: string, now = Date.now()): string {
    const data = this.read();
    const h = hash(key);
    // Only the newest few wait: a device on the LAN making up keys cannot fill the file or the code space.
    const pending = data.pending.filter((p) => now - Date.parse(p.at) < PENDING_MS).slice(-(MAX_PENDING - 1));
    const mine = pending.find((p) => p.keyHash === h);
    if (mine) return mine.code;
    let code: string;
    do code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    while (pending.some((p) => p.code === code));
    this.write({ ...data, pending: [...pending, { keyHash: h, code, at: new Date(now).toISOString() }] });
    return code;
  }

  /** The paired tablets, each named by the start of its key's hash (the key itself is never kept). */
  list(): { id: string; pairedAt: string }[] {
    return this.read().paired.map((p) => ({ id: p.keyHash.slice(0, 12), pairedAt: p.pairedAt }));
  }

  /** Unpairs a tablet (its next connection asks for a new code); false when none has that id. */
  remove(id: string): boolean {
    const data = this.read();
    const paired = data.paired.filter((p) => !p.keyHash.startsWith(id));
    if (id.length < 12 || paired.length === data.paired.length) return false;
    this.write({ ...data, paired });
    return true;
  }

  /** Approves a pending code; false when no tablet waits with it. */
  approve(code: string, now = Date.now()): boolean {
    const data = this.read();
    const found = data.pending.find((p) => p.code === code && now - Date.parse(p.at) < PENDING_MS);
    if (!found) return false;
    this.write({
      paired: [...data.paired.filter((p) => p.keyHash !== found.keyHash), { keyHash: found.keyHash, pairedAt: new Date(now).toISOString() }],
      pending: data.pending.filter((p) => p !== found),
    });
    return true;
  }
}
