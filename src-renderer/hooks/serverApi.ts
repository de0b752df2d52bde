// The typed client on the server this terminal talks to, as the logged-in person: for the setup screens, which
// wait for the server's answer (a refused field is shown at once) instead of queueing in the outbox.
import { createApi, type Api } from '../../src-shared/api/index.js';
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

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(body.message ?? syncMessages.unexpected);
  return body;
}

/** Whether the server has no business yet (the wizard then opens by itself). */
export async function setupStatus(): Promise<{ needsSetup: boolean; fromThisMachine: boolean }> {
  return json(await fetch(`${serverUrl()}/setup/status`));
}

/** The first business and its manager, on an empty database (src-server/routes/businessSetup.ts). */
export async function firstRun(body: FirstRun): Promise<{ business: { id: string; name: string } }> {
  return json(await fetch(`${serverUrl()}/setup/first-run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}
