// One terminal's main process in the test process: the real router with the outbox and session (src-main/sync),
// the fiscal area and, when asked, the printing area, composed as src-main/services does, plus a clock for the
// fiscal deadlines. The NF-e (model 55) commands too. Talks to a real server over HTTP.
import { CommandRouter } from '../../../src-shared/bridge/router.js';
import type { CommandName, CommandRequest, CommandResponse } from '../../../src-shared/bridge/contract.js';
import { readMainConfig } from '../../../src-main/config.js';
import { registerFiscal } from '../../../src-main/fiscal/bridge.js';
import { registerNfe } from '../../../src-main/fiscal/nfeBridge.js';
import type { FiscalService } from '../../../src-main/fiscal/service.js';
import { registerPrinting, type PrintingHandle } from '../../../src-main/printing/register.js';
import { fileSecretBox, secretsDir } from '../../../src-main/security/secretBox.js';
import { ConnectivityMonitor } from '../../../src-main/services/connectivity.js';
import { createSyncService } from '../../../src-main/sync/service.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';

export interface TestTerminal {
  router: CommandRouter;
  fiscal: FiscalService;
  printing: PrintingHandle | null;
  call<N extends CommandName>(name: N, payload: CommandRequest<N>): Promise<CommandResponse<N>>;
  stop(): Promise<void>;
}

export function startTerminal(options: { dir: string; serverUrl: string; now?: () => Date; printing?: boolean; /** How long nfe.* wait for the server. */ nfeWaitMs?: number }): TestTerminal {
  const config = readMainConfig(
    { POS_TERMINAL_DIR: options.dir, POS_SERVER_URL: options.serverUrl, POS_BUSINESS_ID: DEMO_BUSINESS_ID, POS_HEALTH_INTERVAL_MS: '300' },
    options.dir,
  );
  const router = new CommandRouter();
  const box = fileSecretBox(secretsDir(config.terminalDir));
  const connectivity = new ConnectivityMonitor({
    serverUrl: config.serverUrl,
    intervalMs: config.healthIntervalMs,
    onChange: (state) => {
      router.emit('connectivity.changed', state);
      sync.connectivityChanged(state.online);
    },
  });
  const sync = createSyncService({ router, config, connectivity, shell: 'headless', secretBox: box });
  const fiscal = registerFiscal({
    router,
    config,
    version: '0.1.0',
    secretBox: box,
    enqueueCall: (call) => sync.enqueueCall(call),
    entryOf: (callId, businessId) => sync.entryOf(callId, businessId),
    dueNow: (callIds) => sync.dueNow(callIds),
    now: options.now,
    session: () => sync.ready.then(({ session }) => ({ token: session.token, businessId: session.businessId })),
  });
  registerNfe({ router, service: fiscal, version: '0.1.0', now: options.now, waitMs: options.nfeWaitMs, businessId: () => sync.ready.then(({ session }) => session.businessId) });
  const printing = options.printing ? registerPrinting(router, config) : null;
  connectivity.start();
  void sync.start();
  return {
    router,
    fiscal,
    printing,
    async call(name, payload) {
      const res = await router.dispatch(name, payload);
      if (!res.ok) throw new Error(res.error.message);
      return res.value as CommandResponse<typeof name>;
    },
    async stop() {
      connectivity.stop();
      await sync.stop();
      await printing?.stop();
    },
  };
}

/** Polls `probe` until it gives a value, for at most `timeoutMs`. */
export async function until<T>(probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
