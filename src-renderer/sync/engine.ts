// Keeps the mirror in step with the server and with the outbox: pulls (full the first time, by change
// cursor after) when someone logs in, when the server comes back, when the outbox's calls are accepted,
// and every few seconds while online (other terminals' changes); re-applies the outbox's waiting calls
// on top; records refusals as conflicts the person must see. One operation at a time.
import { create } from 'zustand';
import type { BridgeClient } from '../../src-shared/bridge/client.js';
import type { OutboxEntryView, Settled, SyncStatus } from '../../src-shared/bridge/areas/sync.js';
import type { SessionView } from '../../src-shared/bridge/areas/session.js';
import { mirror as defaultMirror, requestPersistence, type Mirror, type PendingChangeRow } from '../db/mirror.js';
import { pull, type PullResult } from '../db/pull.js';
import { applyOnTop, rebase } from '../db/overlay.js';

export interface MirrorState {
  /** The first full pull of this business is in the mirror. */
  ready: boolean;
  pulling: boolean;
  lastPull: PullResult | null;
  /** Why the last pull failed (shown small; the screens keep reading the mirror). */
  error: string | null;
  persistent: boolean | null;
  /** A big full pull being written, in rows (the app bar shows it); null otherwise. */
  progress: { done: number; total: number } | null;
}

export const useMirrorState = create<MirrorState>(() => ({ ready: false, pulling: false, lastPull: null, error: null, persistent: null, progress: null }));

/**
 * How often the app pulls while online: a manager's menu change (a price, "esgotado") reaches every terminal within
 * 2 s (issue 17, measured by bench/menu-price-terminals.bench.ts); a pull with nothing new is one small read of the
 * change cursors.
 */
export const ONLINE_PULL_MS = 1_000;

export interface EngineOptions {
  bridge: BridgeClient;
  serverUrl: () => string | null;
  session: () => SessionView | null;
  online: () => boolean;
  mirror?: Mirror;
  pollMs?: number;
}

export function toPending(e: OutboxEntryView): Omit<PendingChangeRow, 'touched'> {
  return {
    callId: e.callId,
    businessId: e.businessId,
    order: e.seq,
    kind: e.kind,
    label: e.label,
    method: e.method,
    path: e.path,
    body: e.body,
    write: e.write ?? null,
    createdAt: e.createdAt,
  };
}

export class SyncEngine {
  private chain: Promise<unknown> = Promise.resolve();
  private pullTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private lastWaiting = -1;
  private stopped = false;
  private readonly mirror: Mirror;
  /**
   * Calls the server accepted whose effect no pull has brought yet. They stay pictured until a pull that started
   * after their acceptance lands: dropping them earlier would show the state before them (a closed register
   * open again) until the next pull, and for as long as the server is away if it goes right then.
   */
  private readonly accepted = new Set<string>();
  /**
   * Calls this screen just enqueued, pictured at once (`picture`), until an outbox list read after them holds them:
   * a pull already on the wire re-applies them too, so the order a waiter just fired does not vanish for a pull.
   */
  private readonly fresh = new Map<string, Omit<PendingChangeRow, 'touched'>>();

  constructor(private readonly options: EngineOptions) {
    this.mirror = options.mirror ?? defaultMirror;
  }

  start(): void {
    const { bridge } = this.options;
    void requestPersistence().then((persistent) => useMirrorState.setState({ persistent }));
    bridge.on('sync.settled', (s) => this.onSettled(s));
    bridge.on('sync.changed', (s) => this.onStatus(s));
    this.pollTimer = setInterval(() => {
      if (this.options.online()) this.schedulePull(0);
    }, this.options.pollMs ?? 5_000);
  }

  /** No more pulls of its own: the poll and a scheduled pull end, and none is scheduled again (pullNow still runs). */
  stop(): void {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.pullTimer) clearTimeout(this.pullTimer);
    this.pollTimer = null;
    this.pullTimer = null;
  }

  private businessId(): string | null {
    return this.options.session()?.businessId ?? null;
  }

  private run<T>(op: () => Promise<T>): Promise<T> {
    const next = this.chain.then(op, op);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Calls discarded by a person: they leave the outbox's list as an accepted call does, and must not be kept as
   * accepted when their list is read before their `sync.settled` is heard.
   */
  private readonly discarded = new Set<string>();

  /** The outbox's waiting calls for this business (refused ones are not pictured: they were not accepted). */
  private async wanted(businessId: string): Promise<Omit<PendingChangeRow, 'touched'>[]> {
    return (await this.listed(businessId)).waiting;
  }

  /** The outbox's list: the calls still waiting, and the ids of every call it holds (refused ones too). */
  private async listed(businessId: string): Promise<{ waiting: Omit<PendingChangeRow, 'touched'>[]; held: Set<string> }> {
    const { entries } = await this.options.bridge.call('sync.list', { businessId });
    for (const e of entries) this.fresh.delete(e.callId);
    return { waiting: entries.filter((e) => e.state !== 'refused').map(toPending), held: new Set(entries.map((e) => e.callId)) };
  }

  /** The outbox list read before a pull, with the calls enqueued since, read when the pull's transaction runs. */
  private withFresh(businessId: string, listed: Omit<PendingChangeRow, 'touched'>[]): () => Omit<PendingChangeRow, 'touched'>[] {
    return () => {
      const ids = new Set(listed.map((c) => c.callId));
      return [...listed, ...[...this.fresh.values()].filter((c) => c.businessId === businessId && !ids.has(c.callId))];
    };
  }

  /**
   * Shows a call the screen just enqueued now, not behind a pull on the wire (chained operations wait for it):
   * the cashier who fires an order and presses F8 at once sees it on the bill.
   */
  async picture(change: Omit<PendingChangeRow, 'touched'>): Promise<void> {
    this.fresh.set(change.callId, change);
    await applyOnTop(this.mirror, change);
  }

  /** Re-applies the outbox's calls on the mirror (after an enqueue, a refusal, a discard). */
  refreshPending(): Promise<void> {
    return this.run(async () => {
      const businessId = this.businessId();
      if (!businessId) return;
      const { waiting, held } = await this.listed(businessId);
      // Accepted calls not yet pulled keep their place (their order is the outbox's, before any still waiting). A
      // pictured call the outbox no longer holds, and no one discarded, was accepted even when its `sync.settled` is
      // still on its way (the list can be read between the two): dropping it would show the state before it (a
      // service fee put back on, off again) until the next pull.
      const kept = (await this.mirror.pendingChanges.where('businessId').equals(businessId).toArray())
        .filter((row) => !held.has(row.callId) && !this.discarded.has(row.callId))
        .map(({ touched, ...rest }) => (void touched, rest));
      for (const row of kept) this.accepted.add(row.callId);
      await rebase(this.mirror, businessId, [...kept, ...waiting]);
    });
  }

  schedulePull(delayMs = 150): void {
    if (this.pullTimer || this.stopped) return;
    this.pullTimer = setTimeout(() => {
      this.pullTimer = null;
      void this.pullNow();
    }, delayMs);
  }

  pullNow(): Promise<PullResult | null> {
    return this.run(async () => {
      const businessId = this.businessId();
      const serverUrl = this.options.serverUrl();
      const session = this.options.session();
      if (!businessId || !serverUrl || !session?.token) return null;
      useMirrorState.setState({ pulling: true });
      // Accepted before this pull asks the server: their effect is in what it answers.
      const pulled = [...this.accepted];
      try {
        const progress = (done: number, total: number) => useMirrorState.setState({ progress: done < total ? { done, total } : null });
        const result = await pull(this.mirror, { serverUrl, token: session.token }, businessId, this.withFresh(businessId, await this.wanted(businessId)), progress);
        for (const callId of pulled) {
          this.accepted.delete(callId);
          this.fresh.delete(callId);
        }
        useMirrorState.setState({ pulling: false, ready: true, lastPull: result, error: null, progress: null });
        return result;
      } catch (err) {
        const cursor = await this.mirror.cursors.get(businessId);
        useMirrorState.setState({ pulling: false, ready: Boolean(cursor?.complete), error: err instanceof Error ? err.message : String(err), progress: null });
        return null;
      }
    });
  }

  /** A business was chosen (login, or the screen started again): show what the mirror has at once, then pull. */
  async businessChanged(): Promise<void> {
    const businessId = this.businessId();
    if (!businessId) return;
    const cursor = await this.mirror.cursors.get(businessId);
    useMirrorState.setState({ ready: Boolean(cursor?.complete) });
    // What the mirror still pictures but the outbox no longer holds (not even as refused) was accepted before a
    // restart, and no pull has brought it yet: it stays until one does, as it would have without the restart
    // (else a comanda opened just before it vanishes, for as long as the server is away).
    const { entries } = await this.options.bridge.call('sync.list', { businessId });
    const inOutbox = new Set(entries.map((e) => e.callId));
    for (const row of await this.mirror.pendingChanges.where('businessId').equals(businessId).toArray()) {
      if (!inOutbox.has(row.callId)) this.accepted.add(row.callId);
    }
    await this.refreshPending();
    if (this.options.online()) await this.pullNow();
  }

  private onStatus(status: SyncStatus): void {
    if (status.waiting === this.lastWaiting) return;
    const grew = status.waiting > this.lastWaiting;
    this.lastWaiting = status.waiting;
    // A new call: picture it now. Calls leaving are pictured by the pull their acceptance triggers.
    if (grew) void this.refreshPending();
  }

  private onSettled(settled: Settled): void {
    if (settled.businessId !== this.businessId()) return;
    // Settled: the outbox's list speaks for a refused or discarded call; an accepted one stays pictured until a pull
    // that started after it lands (as `accepted`).
    if (settled.state !== 'done') this.fresh.delete(settled.callId);
    if (settled.state === 'refused') {
      void this.recordConflict(settled).then(() => this.refreshPending());
    } else if (settled.state === 'discarded') {
      this.discarded.add(settled.callId);
      this.accepted.delete(settled.callId);
      void this.mirror.conflicts.delete(settled.callId);
      void this.refreshPending();
    } else {
      this.accepted.add(settled.callId);
      this.schedulePull();
    }
  }

  /** A refusal is shown to the person, never hidden: kept until seen, with the server's words. */
  private async recordConflict(settled: Settled): Promise<void> {
    const pending = await this.mirror.pendingChanges.get(settled.callId);
    await this.mirror.conflicts.put({
      callId: settled.callId,
      businessId: settled.businessId,
      kind: settled.kind,
      label: settled.label || pending?.label || '',
      status: settled.status,
      message: settled.message ?? '',
      at: new Date().toISOString(),
      seen: false,
    });
  }
}
