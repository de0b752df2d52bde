// The session seen from the renderer: the bridge it speaks through, and the screens' view of who is at
// the counter (hooks/useCounter's store) kept in step with the main process's session.
import type { BridgeClient } from '../../src-shared/bridge/client.js';
import { useCounterSession } from '../hooks/useCounter.js';
import { useShell } from '../store/shell.js';

let client: BridgeClient | null = null;

export function provideSessionBridge(bridge: BridgeClient): void {
  client = bridge;
  useShell.subscribe((state, prev) => {
    if (state.session === prev.session) return;
    const s = state.session;
    const business = s?.user?.businesses.find((b) => b.id === s.businessId);
    useCounterSession.setState({
      businessId: s?.loggedIn ? s.businessId : null,
      userId: s?.user?.id ?? null,
      userName: s?.user?.name ?? null,
      roles: business?.roles ?? [],
    });
  });
}

export function sessionBridge(): BridgeClient {
  if (!client) throw new Error('bridge not connected');
  return client;
}
