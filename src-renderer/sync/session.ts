// The bridge the session's commands go through (login, logout, the manager's authorisation), set once the
// shell starts. Who is logged in lives in the shell's store (store/shell.ts) only.
import type { BridgeClient } from '../../src-shared/bridge/client.js';

let client: BridgeClient | null = null;

export function provideSessionBridge(bridge: BridgeClient): void {
  client = bridge;
}

export function sessionBridge(): BridgeClient {
  if (!client) throw new Error('bridge not connected');
  return client;
}
