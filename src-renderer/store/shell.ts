// Shell state: what the app bar shows, fed by bridge events and the mirror.
import { create } from 'zustand';
import type { BridgeClient } from '../../src-shared/bridge/client.js';
import type { AppInfo, Connectivity, TerminalInfo } from '../../src-shared/bridge/areas/app.js';
import { mirror, type BusinessRow } from '../db/mirror.js';
import { pullBusiness } from '../db/pull.js';

export interface ShellState {
  hostLinked: boolean;
  app: AppInfo | null;
  terminal: TerminalInfo | null;
  connectivity: Connectivity | null;
  business: BusinessRow | null;
  pendingChanges: number;
}

export const useShell = create<ShellState>(() => ({
  hostLinked: false,
  app: null,
  terminal: null,
  connectivity: null,
  business: null,
  pendingChanges: 0,
}));

export function startShell(bridge: BridgeClient): void {
  const set = useShell.setState;

  const refreshBusiness = async () => {
    const terminal = useShell.getState().terminal;
    if (!terminal?.businessId) return;
    // The mirror answers first; the network only refreshes it.
    const cached = await mirror.businesses.get(terminal.businessId);
    if (cached) set({ business: cached });
    if (useShell.getState().connectivity?.online) {
      const fresh = await pullBusiness(mirror, terminal.serverUrl, terminal.businessId).catch(() => null);
      if (fresh) set({ business: fresh });
    }
  };

  bridge.onLink((up) => {
    set({ hostLinked: up });
    if (!up) return;
    void Promise.all([
      bridge.call('app.info', {}),
      bridge.call('terminal.info', {}),
      bridge.call('connectivity.get', {}),
    ]).then(([app, terminal, connectivity]) => {
      set({ app, terminal, connectivity });
      void refreshBusiness();
    });
  });

  bridge.on('connectivity.changed', (connectivity) => {
    set({ connectivity });
    if (connectivity.online) void refreshBusiness();
  });
}
