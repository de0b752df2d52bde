// Wires the outbox, its replayer and the session to the bridge and to the connectivity monitor.
// Registered by services/index.ts; the same under Electron and under the headless host.
import path from 'node:path';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import { diskMessages, isDiskFull } from '../../src-shared/i18n/disk.js';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import type { MainConfig } from '../config.js';
import type { ConnectivityMonitor } from '../services/connectivity.js';
import { platformSecretBox, secretsDir, type SecretBox } from '../security/secretBox.js';
import { Session } from '../session/session.js';
import { Outbox, type ParsedEnqueue } from './outbox.js';
import { toCall } from './declared.js';
import { Replayer } from './replayer.js';

export interface SyncServiceOptions {
  router: CommandRouter;
  config: MainConfig;
  connectivity: ConnectivityMonitor;
  shell: 'electron' | 'headless';
  secretBox?: SecretBox;
  concurrency?: number;
}

export interface SyncService {
  /** Loads the outbox and the session (after Electron is ready: safeStorage needs it), then replays. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once started (for callers outside the bridge). */
  ready: Promise<{ outbox: Outbox; session: Session; replayer: Replayer }>;
  /** Tell it the connectivity changed (the monitor's onChange). */
  connectivityChanged(online: boolean): void;
  /**
   * Queues a call made in the main process itself (the NFC-e contingency hand-over, whose routes are ours, not the
   * spec's, so no declared write names them). Never reachable from the bridge.
   */
  enqueueCall(call: Omit<ParsedEnqueue, 'userId' | 'userName'>): Promise<{ seq: number; callId: string; duplicate: boolean }>;
  /**
   * One call of the business while the outbox holds it (waiting, being sent, or refused and kept), with its last
   * failure; null once it finished. Looked up by its id: the fiscal service asks this for each of a thousand notes
   * every quarter second while it waits, and listing the whole outbox each time made the wait quadratic.
   */
  entryOf(callId: string, businessId: string): Promise<{ error: string | null } | null>;
  /** Sends these waiting calls now, not after their backoff (Outbox.dueNow). */
  dueNow(callIds: string[]): Promise<void>;
}

export function createSyncService(options: SyncServiceOptions): SyncService {
  const { router, config, connectivity } = options;
  let resolveReady!: (v: { outbox: Outbox; session: Session; replayer: Replayer }) => void;
  let rejectReady!: (err: unknown) => void;
  const ready = new Promise<{ outbox: Outbox; session: Session; replayer: Replayer }>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  let started: { outbox: Outbox; session: Session; replayer: Replayer } | null = null;

  // Status events are coalesced: a replay of thousands of calls would otherwise flood the renderer.
  let statusTimer: NodeJS.Timeout | null = null;
  const emitStatus = () => {
    if (statusTimer || !started) return;
    statusTimer = setTimeout(() => {
      statusTimer = null;
      if (started) router.emit('sync.changed', status());
    }, 50);
  };
  const status = () => {
    if (!started) throw new Error('sync not started');
    return started.outbox.status(started.replayer.replaying, started.replayer.pausedReason);
  };

  router.handle('session.get', async () => (await ready).session.view());
  router.handle('session.login', async ({ email, password }) => {
    const { session, replayer } = await ready;
    const view = await session.login(email, password);
    replayer.resume();
    return view;
  });
  router.handle('session.logout', async () => {
    const { session, outbox } = await ready;
    // Her token stays sealed while her queued writes wait, so they still go as her (session.ts).
    return session.logout((userId) => outbox.hasEntriesOf(userId));
  });
  router.handle('session.selectBusiness', async ({ businessId }) => (await ready).session.selectBusiness(businessId));
  router.handle('session.authorize', async ({ email, password, businessId, action, entityId }) =>
    (await ready).session.authorize(email, password, businessId, action, entityId),
  );
  router.handle('session.authorizePassCode', async ({ userId, passCode, businessId, action, entityId }) =>
    (await ready).session.authorizeByPassCode(userId, passCode, businessId, action, entityId),
  );
  router.handle('session.managers', async ({ businessId }) => ({ managers: (await ready).session.managersHere(businessId) }));

  /** Stores a call for replay (after the disk took it) and starts sending; the author is who is logged in here. */
  async function enqueueCall(call: Omit<ParsedEnqueue, 'userId' | 'userName'>) {
    const { outbox, replayer, session } = await ready;
    const parsed: ParsedEnqueue = { ...call, userId: session.userId, userName: session.userName };
    const result = await outbox.enqueue(parsed).catch((err: unknown) => {
      // Not on disk, so not confirmed: the screen says why (log.ts refuses a write the disk did not take whole).
      throw new BridgeError(isDiskFull(err) ? { code: 'disk_full', message: diskMessages.full } : { code: 'disk_error', message: diskMessages.failed(err instanceof Error ? err.message : String(err)) });
    });
    emitStatus();
    replayer.pump();
    return result;
  }
  // The bridge takes declared writes only (the renderer's, validated again by toCall).
  router.handle('sync.enqueue', async (req) => enqueueCall(toCall(req)));
  router.handle('sync.status', async () => {
    await ready;
    return status();
  });
  router.handle('sync.list', async ({ businessId }) => {
    const { outbox } = await ready;
    return { entries: outbox.list(businessId), status: status() };
  });
  router.handle('sync.retry', async ({ callId }) => {
    const { outbox, replayer } = await ready;
    const entry = await outbox.retry(callId);
    if (!entry) throw new BridgeError({ code: 'not_refused', message: outbox.get(callId) ? syncMessages.notRefused : syncMessages.notFound });
    replayer.resume();
    emitStatus();
    return status();
  });
  router.handle('sync.discard', async ({ callId, managerEmail, managerPassword }) => {
    const { outbox, session } = await ready;
    const entry = outbox.get(callId);
    if (!entry) throw new BridgeError({ code: 'not_found', message: syncMessages.notFound });
    if (entry.state !== 'refused') throw new BridgeError({ code: 'not_refused', message: syncMessages.notRefused });
    const manager = await session.verifyManager(managerEmail, managerPassword, entry.businessId);
    const victims = await outbox.discard(callId, manager);
    session.forgetIdle((userId) => outbox.hasEntriesOf(userId));
    for (const v of victims) {
      router.emit('sync.settled', {
        callId: v.callId,
        seq: v.seq,
        businessId: v.businessId,
        kind: v.kind,
        label: v.label,
        entityIds: v.entityIds,
        state: 'discarded',
        status: 0,
        message: null,
      });
    }
    emitStatus();
    return { discarded: victims.map((v) => v.callId), status: status() };
  });
  router.handle('sync.replayNow', async () => {
    const { replayer } = await ready;
    replayer.resume();
    void connectivity.check();
    return status();
  });

  return {
    ready,
    enqueueCall,
    async entryOf(callId, businessId) {
      const e = (await ready).outbox.get(callId);
      return e && e.businessId === businessId ? { error: e.error?.message ?? null } : null;
    },
    async dueNow(callIds) {
      const { outbox, replayer } = await ready;
      outbox.dueNow(callIds);
      replayer.pump();
    },
    async start() {
      try {
        const box = options.secretBox ?? (await platformSecretBox(options.shell, secretsDir(config.terminalDir)));
        const session = new Session({
          serverUrl: config.serverUrl,
          dir: path.join(config.terminalDir, 'session'),
          box,
          defaultBusinessId: config.businessId,
          onChange: (view) => {
            router.emit('session.changed', view);
            emitStatus();
          },
        });
        const outbox = new Outbox({ dir: path.join(config.terminalDir, 'outbox'), terminalId: config.terminalId });
        outbox.load();
        session.forgetIdle((userId) => outbox.hasEntriesOf(userId));
        const replayer = new Replayer({
          outbox,
          serverUrl: config.serverUrl,
          token: (userId) => session.tokenFor(userId),
          nameOf: (userId) => session.nameOf(userId),
          concurrency: options.concurrency,
          probe: async () => (await connectivity.check()).online,
          onUnauthorized: (userId) => session.markExpiredFor(userId),
          onSettled: (settled) => {
            // The last write of someone who left: their kept token is erased.
            if (settled.state === 'done') session.forgetIdle((userId) => outbox.hasEntriesOf(userId));
            router.emit('sync.settled', settled);
          },
          onChange: emitStatus,
        });
        started = { outbox, session, replayer };
        resolveReady(started);
        replayer.pump();
      } catch (err) {
        rejectReady(err);
        throw err;
      }
    },
    async stop() {
      if (statusTimer) clearTimeout(statusTimer);
      if (!started) return;
      await started.replayer.stop();
      await started.outbox.close();
    },
    connectivityChanged(online) {
      if (online && started) started.replayer.resume();
    },
  };
}
