// Calls of our own server that no spec call covers (like ours/accounts.ts): the first run on an empty database (the wizard asks whether
// the server has a business before anyone can log in, then makes the first business and its manager). Declared
// here like the spec's calls, so the screen and the route (src-server/routes/businessProfile.ts) share one path
// and one body schema; kept out of the registry, which holds the 611 calls of calls.json only.
import { answer, bindArea, rest, type CallRunner } from '../core/define.js';
import { firstRun } from '../schemas/businessProfile.js';

export interface SetupStatus {
  /** No business yet: the wizard opens by itself. */
  needsSetup: boolean;
  /** The request comes from the server's own machine (no setup code needed). */
  fromThisMachine: boolean;
}

export interface FirstRunAnswer {
  business: { id: string; name: string };
}

export const setupCalls = {
  setupStatus: rest('GET', 'setup/status', { scope: 'root', public: true, answer: answer<SetupStatus>() }),
  setupFirstRun: rest('POST', 'setup/first-run', { scope: 'root', public: true, body: firstRun, answer: answer<FirstRunAnswer>() }),
} as const;

export const createSetupApi = (runner: CallRunner) => bindArea(runner, setupCalls);
