// Whether this terminal shows the first-run wizard: while the server has no business it opens by itself (nobody
// can log in yet); afterwards only a manager reaches it, or whoever started it here and is still going.
import { useEffect, useState } from 'react';
import { can } from '../../../src-shared/domain/permissions.js';
import { setupStatus } from '../../services/serverApi.js';
import { useCounterSession } from '../../hooks/useCounter.js';
import { useShell } from '../../store/shell.js';
import { useWizard, useWizardRoute, WIZARD_HASH } from './wizardState.js';

export function useFirstRun(loggedIn: boolean): boolean {
  const serverUrl = useShell((s) => s.terminal?.serverUrl ?? null);
  const online = useShell((s) => s.connectivity?.online === true);
  const [needsSetup, setNeedsSetup] = useState(false);
  const route = useWizardRoute();
  const started = useWizard((s) => s.businessId !== null);
  const roles = useCounterSession((s) => s.roles);
  useEffect(() => {
    if (!serverUrl || !online) return;
    let alive = true;
    setupStatus()
      .then((s) => alive && setNeedsSetup(s.needsSetup))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [serverUrl, online, started]);
  useEffect(() => {
    if (needsSetup && !route) location.hash = WIZARD_HASH.slice(1);
  }, [needsSetup, route]);
  return route && (needsSetup || started || (loggedIn && can(roles, 'settings')));
}
