// The main-process services, the same under Electron and under the headless host.
import { CommandRouter } from '../../src-shared/bridge/router.js';
import type { MainConfig } from '../config.js';
import { ConnectivityMonitor } from './connectivity.js';
import { createSyncService, type SyncService } from '../sync/service.js';
import type { SecretBox } from '../session/secretBox.js';
import { registerPrinting } from '../printing/register.js';
import { registerFiscal } from '../fiscal/bridge.js';
import { registerNfe } from '../fiscal/nfeBridge.js';
import { postalCodeUrlFrom, registerLocations } from '../locations/postalCode.js';
import { protectTerminalFolder } from '../security/fileModes.js';
import { fileSecretBox, secretsDir } from '../security/secretBox.js';
import { accessGuard } from '../security/access.js';
import { PairingStore } from '../security/pairing.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';

export interface MainServices {
  router: CommandRouter;
  connectivity: ConnectivityMonitor;
  sync: SyncService;
  pairing: PairingStore;
  start(): void;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  config: MainConfig;
  shell: 'electron' | 'headless';
  version: string;
  /** The one secret store (session token, A1 certificate); the Electron shell passes its platform box, else the 0600 key file. */
  secretBox?: SecretBox;
}

export function createMainServices({ config, shell, version, secretBox }: ServiceOptions): MainServices {
  // Terminal files readable by this OS user only (outbox bodies, print queues, printers.json, session).
  protectTerminalFolder(config.terminalDir);
  const router = new CommandRouter();
  const box = secretBox ?? fileSecretBox(secretsDir(config.terminalDir));
  const connectivity = new ConnectivityMonitor({
    serverUrl: config.serverUrl,
    intervalMs: config.healthIntervalMs,
    onChange: (state) => {
      router.emit('connectivity.changed', state);
      sync.connectivityChanged(state.online);
    },
  });
  const sync = createSyncService({ router, config, connectivity, shell, secretBox: box });
  const fiscal = registerFiscal({ router, config, version, secretBox: box, enqueueCall: (call) => sync.enqueueCall(call), entryOf: (callId, businessId) => sync.entryOf(callId, businessId), dueNow: (callIds) => sync.dueNow(callIds), session: () => sync.ready.then(({ session }) => ({ token: session.token, businessId: session.businessId })) });
  registerNfe({ router, service: fiscal, version, businessId: () => sync.ready.then(({ session }) => session.businessId) });
  // Setup commands run for a manager only, checked here in main (the screen hiding them is not the check).
  router.setGuard(accessGuard(async () => (await sync.ready).session.view()));
  const pairing = new PairingStore(config.terminalDir);
  router.handle('terminal.pairing.approve', ({ code }) => {
    if (!pairing.approve(code)) throw new BridgeError({ code: 'not_found', message: bridgeSecurityMessages.pairingUnknownCode });
    return { paired: true as const };
  });
  router.handle('terminal.pairing.list', () => ({ tablets: pairing.list() }));
  router.handle('terminal.pairing.remove', ({ id }) => {
    if (!pairing.remove(id)) throw new BridgeError({ code: 'not_found', message: bridgeSecurityMessages.pairingUnknownTablet });
    return { removed: true as const };
  });
  const printing = registerPrinting(router, config);
  registerLocations(router, { url: postalCodeUrlFrom(process.env) });

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
    sync,
    pairing,
    start() {
      connectivity.start();
      void sync.start();
    },
    async stop() {
      connectivity.stop();
      await sync.stop();
      await printing.stop();
    },
  };
}
