// The session on disk: sealed by the SecretBox, written to a temporary file, synced and renamed, so a
// kill leaves the old session or the new one, never half of one.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { SessionUser } from '../../src-shared/bridge/areas/session.js';
import type { SecretBox } from './secretBox.js';
import type { AuthorizationConfig } from '../../src-shared/domain/permissions.js';

export interface ManagerVerifier {
  userId: string;
  name: string;
  salt: string;
  hash: string;
  /** businessId -> roles, as the server last said. */
  roles: Record<string, string[]>;
  /** businessId -> who does each guarded action alone, as the business named them at that login (none: managers). */
  configs?: Record<string, AuthorizationConfig>;
  /** businessId -> the key this manager's grants are signed with (server's login answer), sealed like the rest. */
  keys?: Record<string, string>;
  /** businessId -> a verifier of this manager's pass code, from its last good check with the server here. */
  passCodes?: Record<string, { salt: string; hash: string }>;
}

/** A person's token kept after they leave, only while the outbox still holds writes they made. */
export interface ReplayToken {
  token: string;
  expiresAt: string | null;
  name: string;
  /** The server refused it (expired or revoked): their writes wait for them to log in again. */
  expired: boolean;
}

export interface SessionData {
  token: string | null;
  expiresAt: string | null;
  user: SessionUser | null;
  /** The business in use; kept across logouts (the spec's stored business). */
  businessId: string | null;
  expired: boolean;
  /** Password verifiers of managers who logged in here, so a discard can be confirmed offline. */
  managers: Record<string, ManagerVerifier>;
  /** userId -> token, so each queued write replays as the person who made it (sealed like the rest). */
  replayTokens: Record<string, ReplayToken>;
}

export const emptySession = (businessId: string | null): SessionData => ({
  token: null,
  expiresAt: null,
  user: null,
  businessId,
  expired: false,
  managers: {},
  replayTokens: {},
});

export class SessionStore {
  private readonly file: string;

  constructor(
    dir: string,
    private readonly box: SecretBox,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = path.join(dir, 'session.bin');
  }

  load(fallbackBusinessId: string | null): SessionData {
    if (!existsSync(this.file)) return emptySession(fallbackBusinessId);
    try {
      const data = JSON.parse(this.box.open(readFileSync(this.file))) as SessionData;
      return { ...emptySession(fallbackBusinessId), ...data };
    } catch {
      // Unreadable (another OS user's key, a changed keychain): start logged out rather than fail to start.
      return emptySession(fallbackBusinessId);
    }
  }

  save(data: SessionData): void {
    const tmp = `${this.file}.tmp`;
    try {
      const fd = openSync(tmp, 'w', 0o600);
      try {
        const bytes = this.box.seal(JSON.stringify(data));
        // A short write (a disk filling up) must not become a torn session: write all of it or fail.
        for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, this.file);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
  }
}
