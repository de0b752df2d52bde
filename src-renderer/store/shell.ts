// Shell state: what the app bar shows, fed by bridge events and the mirror: the terminal, the server's
// reachability, who is logged in, and how many changes wait in the outbox.
import { create } from 'zustand';
import type { BridgeClient } from '../../src-shared/bridge/client.js';
import type { AppInfo, Connectivity, TerminalInfo } from '../../src-shared/bridge/areas/app.js';
import type { SessionView } from '../../src-shared/bridge/areas/session.js';
import type { SyncStatus } from '../../src-shared/bridge/areas/sync.js';
import { mirror, type BusinessRow } from '../db/mirror.js';
import { pullBusiness } from '../db/pull.js';
import { ONLINE_PULL_MS, SyncEngine } from '../sync/engine.js';
import { provideSessionBridge } from '../sync/session.js';

export interface ShellState {
  hostLinked: boolean;
  app: AppInfo | null;
  terminal: TerminalInfo | null;
  connectivity: Connectivity | null;
  business: BusinessRow | null;
  /** Calls in the outbox not yet accepted by the server (the app bar's "N alterações aguardando envio"). */
  pendingChanges: number;
  /** Of those, refused by the server: the person must look at them. */
  refusedChanges: number;
  session: SessionView | null;
  sync: SyncStatus | null;
}

export const useShell = create<ShellState>(() => ({
  hostLinked: false,
  app: null,
  terminal: null,
  connectivity: null,
  business: null,
  pendingChanges: 0,
  refusedChanges: 0,
  session: null,
  sync: null,
}));

let engine: SyncEngine | null = null;
let businessRefresher: (() => Promise<void>) | null = null;

/** A business's settings (its discount limit, who may do what) change on the server: other terminals read them
 * again this often while online, and the terminal that changed them at once (refreshShellBusiness). */
export const BUSINESS_REFRESH_MS = 30_000;

/** Reads the business again from the server (after this terminal changed its settings). */
export async function refreshShellBusiness(): Promise<void> {
  await businessRefresher?.();
}

/** The mirror's keeper, once the shell started (the login and pending screens ask it to pull). */
export function syncEngine(): SyncEngine | null {
  return engine;
}

/** The business in use: the session's, else the one the terminal was set up for. */
export function shellBusinessId(state: ShellState = useShell.getState()): string | null {
  return state.session?.businessId ?? state.terminal?.businessId ?? null;
}

export function startShell(bridge: BridgeClient): void {
  const set = useShell.setState;
  const get = useShell.getState;
  provideSessionBridge(bridge);

  engine = new SyncEngine({
    bridge,
    serverUrl: () => get().terminal?.serverUrl ?? null,
    session: () => get().session,
    online: () => get().hostLinked && get().connectivity?.online === true,
    pollMs: ONLINE_PULL_MS,
  });
  engine.start();

  const refreshBusiness = async () => {
    const { terminal, session } = get();
    const businessId = shellBusinessId();
    if (!terminal || !businessId) return;
    // The mirror answers first; the network only refreshes it.
    const cached = await mirror.businesses.get(businessId);
    set({ business: cached ?? null });
    if (get().connectivity?.online) {
      const fresh = await pullBusiness(mirror, { serverUrl: terminal.serverUrl, token: session?.token ?? null }, businessId).catch(() => null);
      if (fresh && fresh.id === shellBusinessId()) set({ business: fresh });
    }
  };

  businessRefresher = refreshBusiness;
  setInterval(() => {
    if (get().connectivity?.online && get().session?.loggedIn) void refreshBusiness();
  }, BUSINESS_REFRESH_MS);

  const applyStatus = (sync: SyncStatus) => set({ sync, pendingChanges: sync.waiting, refusedChanges: sync.refused });

  const applySession = (session: SessionView) => {
    const before = get().session;
    set({ session });
    if (before?.businessId !== session.businessId || before?.token !== session.token || before?.loggedIn !== session.loggedIn) {
      void refreshBusiness();
      if (session.loggedIn) void engine?.businessChanged();
    }
  };

  bridge.onLink((up) => {
    set({ hostLinked: up });
    if (!up) return;
    void Promise.all([
      bridge.call('app.info', {}),
      bridge.call('terminal.info', {}),
      bridge.call('connectivity.get', {}),
      bridge.call('session.get', {}),
      bridge.call('sync.status', {}),
    ]).then(([app, terminal, connectivity, session, sync]) => {
      set({ app, terminal, connectivity });
      applyStatus(sync);
      applySession(session);
      void refreshBusiness();
    });
  });

  bridge.on('connectivity.changed', (connectivity) => {
    set({ connectivity });
    if (connectivity.online) {
      void refreshBusiness();
      engine?.schedulePull(0);
    }
  });
  bridge.on('session.changed', applySession);
  bridge.on('sync.changed', applyStatus);
}
