// Brute-force limit on password checks (login and users/validate): wrong passwords are counted per account and
// per address; past a few free ones, each further failure locks that key for a delay that doubles (1 s, 2 s, 4 s…
// up to 15 min). While locked, a check is refused with 429 without testing the password, so guessing costs time
// whether the guess is right or not. A right password clears the account's count (not the address's: one valid
// account must not reset a guesser's address). Per process, in memory: a restart forgives, which is fine for a
// limit that only has to make guessing slow.
import { securityMessages } from './messages.js';
import { HttpError } from '../http/errors.js';

/** Failures allowed before delays start: an account's owner mistyping, a restaurant's terminals behind one address. */
export const FREE_FAILURES = { account: 5, address: 30 } as const;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A key with no failure for this long is forgotten. */
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_KEYS = 50_000;

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, securityMessages.tooManyAttempts(retryAfterSeconds));
  }
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

export interface AttemptKeys {
  /** the account tried: an e-mail (lower case) or a user id */
  account: string;
  /** the caller's address */
  address: string;
}

export class Attempts {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 while the account or the address is locked. */
  check(keys: AttemptKeys): void {
    const now = this.now();
    const until = Math.max(this.get(`a:${keys.account}`)?.lockedUntil ?? 0, this.get(`i:${keys.address}`)?.lockedUntil ?? 0);
    if (until > now) throw new TooManyAttempts(Math.ceil((until - now) / 1000));
  }

  failed(keys: AttemptKeys): void {
    this.bump(`a:${keys.account}`, FREE_FAILURES.account);
    this.bump(`i:${keys.address}`, FREE_FAILURES.address);
  }

  succeeded(keys: AttemptKeys): void {
    this.entries.delete(`a:${keys.account}`);
  }

  /** check, then the password test, then count its outcome. */
  async guard(keys: AttemptKeys, test: () => Promise<boolean>): Promise<boolean> {
    this.check(keys);
    const ok = await test();
    if (ok) this.succeeded(keys);
    else this.failed(keys);
    return ok;
  }

  private get(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.lastFailure > FORGET_AFTER_MS && e.lockedUntil < this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private bump(key: string, free: number): void {
    const now = this.now();
    if (this.entries.size >= MAX_KEYS) this.prune(now);
    const e = this.get(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    e.failures += 1;
    e.lastFailure = now;
    if (e.failures > free) e.lockedUntil = now + Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(30, e.failures - free - 1));
    this.entries.set(key, e);
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (now - e.lastFailure > FORGET_AFTER_MS && e.lockedUntil < now) this.entries.delete(k);
    // Still full (a flood of addresses): forget the oldest half rather than grow without bound.
    if (this.entries.size >= MAX_KEYS) [...this.entries.keys()].slice(0, MAX_KEYS / 2).forEach((k) => this.entries.delete(k));
  }
}
