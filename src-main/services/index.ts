// The main-process services, the same under Electron and under the headless host.
import { CommandRouter } from '../../src-shared/bridge/router.js';
import type { MainConfig } from '../config.js';
import { ConnectivityMonitor } from './connectivity.js';

export interface MainServices {
  router: CommandRouter;
  connectivity: ConnectivityMonitor;
  start(): void;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  config: MainConfig;
  shell: 'electron' | 'headless';
  version: string;
}

export function createMainServices({ config, shell, version }: ServiceOptions): MainServices {
  const router = new CommandRouter();
  const connectivity = new ConnectivityMonitor({
    serverUrl: config.serverUrl,
    intervalMs: config.healthIntervalMs,
    onChange: (state) => router.emit('connectivity.changed', state),
  });

  router.handle('app.info', () => ({
    productName: 'Balcão PDV',
    version,
    shell,
    platform: process.platform,
  }));
  router.handle('terminal.info', () => ({
    terminalId: config.terminalId,
    name: config.terminalName,
    serverUrl: config.serverUrl,
    businessId: config.businessId,
  }));
  router.handle('connectivity.get', () => connectivity.current);
  router.handle('connectivity.check', () => connectivity.check());

  return {
    router,
    connectivity,
    start() {
      connectivity.start();
    },
    async stop() {
      connectivity.stop();
    },
  };
}
