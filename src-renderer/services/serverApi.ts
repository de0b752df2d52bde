// The typed client on the server this terminal talks to, as the logged-in person: for the setup screens, which
// wait for the server's answer (a refused field is shown at once) instead of queueing in the outbox.
import { ApiClient, createApi, type Api } from '../../src-shared/api/index.js';
import { createSetupApi, type FirstRunAnswer, type SetupStatus } from '../../src-shared/api/ours/setup.js';
import type { FirstRun } from '../../src-shared/api/schemas/businessProfile.js';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import { useShell } from '../store/shell.js';

function serverUrl(): string {
  const url = useShell.getState().terminal?.serverUrl;
  if (!url) throw new Error(syncMessages.unexpected);
  return url;
}

export function serverApi(): Api {
  const { session } = useShell.getState();
  return createApi({
    session: { context: 'business', project: 'pdv', environment: 'local', ...(session?.businessId ? { businessId: session.businessId } : {}) },
    baseUrls: { local: { main: serverUrl() } },
    ...(session?.token ? { token: session.token } : {}),
  });
}

/** Calls of our own server before anyone logs in (the first run): no session, no token. */
export function setupApi() {
  return createSetupApi(new ApiClient({ session: { context: 'business', project: 'pdv', environment: 'local' }, baseUrls: { local: { main: serverUrl() } } }));
}

/** Whether the server has no business yet (the wizard then opens by itself). */
export async function setupStatus(): Promise<SetupStatus> {
  return setupApi().setupStatus();
}

/** The first business and its manager, on an empty database (src-server/routes/businessProfile.ts). */
export async function firstRun(body: FirstRun): Promise<FirstRunAnswer> {
  return setupApi().setupFirstRun({ body });
}
