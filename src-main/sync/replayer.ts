// Sends the outbox's calls to the server: in order per entity, a few independent ones at a time, each
// with its Idempotency-Key so a retry after a lost answer changes nothing on the server.
// Network failures pause everything with backoff until the health check says the server is back;
// a 5xx backs off that call alone; a 4xx refuses it (kept, with the server's message); a 401 waits for a login.
// Each call goes with the token of the person who made it (see session.ts for why): a person whose token is
// missing or refused holds back only their own calls (and what builds on them), never anyone else's.
import { replayMessages } from '../../src-shared/i18n/replay.js';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import type { Settled } from '../../src-shared/bridge/areas/sync.js';
import { classify, parseBody, refusalMessage } from './answer.js';
import { backoffDelay, type BackoffOptions } from './backoff.js';
import type { Outbox } from './outbox.js';
import type { Entry } from './records.js';
import { callServer, type Answer } from './send.js';

export interface ReplayerOptions {
  outbox: Outbox;
  serverUrl: string;
  /**
   * The token a call made by `userId` goes with, or null when there is none (the call waits). Without a
   * userId (calls recorded before authors were kept): the current session's token.
   */
  token: (userId?: string | null) => string | null;
  /** The name of a call's author, for the reason shown while their calls wait. */
  nameOf?: (userId: string) => string | null;
  concurrency?: number;
  timeoutMs?: number;
  backoff?: BackoffOptions;
  /** Checks the server's health now (after a send failed at the network level); true when it answers. */
  probe?: () => Promise<boolean>;
  /** The server refused the token of `userId`'s calls (null: the current session's). */
  onUnauthorized?: (userId: string | null) => void;
  onSettled?: (settled: Settled) => void;
  onChange?: () => void;
}

export type PauseReason = 'offline' | 'login' | null;

export class Replayer {
  private inFlight = 0;
  private pause: PauseReason = null;
  private offlineFailures = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly concurrency: number;
  private readonly backoff: BackoffOptions;
  private pumping = false;
  private readonly sends = new Set<Promise<void>>();

  constructor(private readonly options: ReplayerOptions) {
    this.concurrency = options.concurrency ?? 8;
    this.backoff = options.backoff ?? { baseMs: 500, maxMs: 30_000 };
  }

  get replaying(): boolean {
    return this.inFlight > 0;
  }

  get pausedReason(): string | null {
    if (this.pause === 'offline') return syncMessages.paused.offline;
    if (this.pause === 'login') return syncMessages.paused.loginNeeded;
    const names: string[] = [];
    for (const userId of this.options.outbox.authors()) {
      if (this.options.token(userId || null)) continue;
      if (!userId) return syncMessages.paused.loginNeeded;
      names.push(this.options.nameOf?.(userId) ?? replayMessages.someone);
    }
    return names.length ? replayMessages.waitingFor(names) : null;
  }

  /** The server is reachable again (health check) or a person logged in: try now. */
  resume(): void {
    this.pause = null;
    this.offlineFailures = 0;
    this.pump();
  }

  /** Tries to send whatever is ready. Cheap to call often. */
  pump(): void {
    if (this.stopped || this.pumping) return;
    this.pumping = true;
    try {
      if (this.pause) return;
      const slots = this.concurrency - this.inFlight;
      if (slots <= 0) return;
      const tokens = new Map<string, boolean>();
      const canSend = (e: Entry) => {
        const key = e.userId ?? '';
        let ok = tokens.get(key);
        if (ok === undefined) tokens.set(key, (ok = this.options.token(e.userId) !== null));
        return ok;
      };
      for (const e of this.options.outbox.ready(slots, 512, canSend)) this.track(this.send(e));
      if (this.inFlight === 0) this.armWake();
    } finally {
      this.pumping = false;
    }
  }

  private track(p: Promise<void>): void {
    this.sends.add(p);
    void p.finally(() => this.sends.delete(p));
  }

  private armWake(at: number | null = this.options.outbox.nextWakeAt()): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (at === null || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.pause === 'offline') this.pause = null; // the backoff expired: probe with a real call
      this.pump();
    }, Math.max(0, at - Date.now()));
    this.timer.unref?.();
  }

  private async send(e: Entry): Promise<void> {
    const { outbox } = this.options;
    outbox.markSending(e);
    this.inFlight++;
    this.options.onChange?.();
    const token = this.options.token(e.userId);
    let outcome: 'next' | 'stop' = 'next';
    try {
      const headers: Record<string, string> = { ...e.headers, 'Idempotency-Key': e.idempotencyKey };
      if (token) headers.Authorization = `Bearer ${token}`;
      const requestBody = encodeBody(e.body);
      if (typeof requestBody === 'string') headers['Content-Type'] = 'application/json';
      let res: Answer;
      try {
        res = await callServer(`${this.options.serverUrl}${e.path}`, e.method, headers, requestBody, this.options.timeoutMs ?? 15_000);
      } catch {
        // Connection refused, reset, or no answer in time: the server may even have committed it, which
        // is why the same Idempotency-Key goes again.
        outbox.markTransient(e, null, 0);
        this.goOffline();
        outcome = 'stop';
        return;
      }
      const body = parseBody(res.text);
      const verdict = classify(res.status);
      if (verdict === 'done') {
        this.offlineFailures = 0;
        await outbox.markDone(e, res.status);
        this.settled(e, 'done', res.status, null, body);
      } else if (verdict === 'refused') {
        const message = refusalMessage(res.status, res.statusText, body);
        await outbox.markRefused(e, res.status, message);
        this.settled(e, 'refused', res.status, message, undefined);
      } else if (verdict === 'unauthorized') {
        const author = e.userId ?? null;
        const name = author ? (this.options.nameOf?.(author) ?? replayMessages.someone) : null;
        outbox.markTransient(e, { status: 401, message: name ? replayMessages.authorExpired(name) : syncMessages.paused.sessionExpired }, 0);
        this.options.onUnauthorized?.(author);
        // The author's calls now wait for their login while the others go on; a call without an author, or
        // a token nobody took back, pauses everything until someone logs in (no loop of refused sends).
        if (!author || this.options.token(author) === token) {
          this.pause = 'login';
          outcome = 'stop';
        }
      } else {
        const message = refusalMessage(res.status, res.statusText, body);
        outbox.markTransient(e, { status: res.status, message }, backoffDelay(e.attempts - 1, this.backoff));
      }
    } finally {
      this.inFlight--;
      this.options.onChange?.();
      if (outcome === 'next') this.pump();
      else if (this.inFlight === 0 && !this.stopped) this.options.onChange?.();
    }
  }

  private goOffline(): void {
    if (this.pause !== 'offline') this.offlineFailures++;
    this.pause = 'offline';
    this.armWake(Date.now() + backoffDelay(this.offlineFailures - 1, this.backoff));
    // The server may be fine and only this answer lost (a dropped connection): if its health check
    // answers, try again soon instead of waiting out the backoff.
    void this.options.probe?.().then((online) => {
      if (online && this.pause === 'offline' && !this.stopped) {
        this.armWake(Date.now() + backoffDelay(Math.min(this.offlineFailures - 1, 3), { baseMs: 100, maxMs: 1_000 }));
      }
    });
  }

  private settled(e: Entry, state: Settled['state'], status: number, message: string | null, answer: unknown): void {
    this.options.onSettled?.({
      callId: e.callId,
      seq: e.seq,
      businessId: e.businessId,
      kind: e.kind,
      label: e.label,
      entityIds: e.entityIds,
      state,
      status,
      message,
      answer,
    });
  }

  /** Stops sending; calls in flight finish (their answers are recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.sends]);
  }
}

type Part = { name: string; value?: string; file?: { fileName: string; contentType: string; base64: string } };

/** JSON, or the typed client's described multipart parts (kept as `{ __multipart: parts }`) as a form. */
function encodeBody(body: unknown): string | FormData | undefined {
  if (body === undefined || body === null) return undefined;
  const parts = (body as { __multipart?: Part[] }).__multipart;
  if (!Array.isArray(parts)) return JSON.stringify(body);
  const form = new FormData();
  for (const p of parts) {
    if (p.file) form.append(p.name, new Blob([Buffer.from(p.file.base64, 'base64')], { type: p.file.contentType }), p.file.fileName);
    else form.append(p.name, p.value ?? '');
  }
  return form;
}
