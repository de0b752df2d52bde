// The bridge client the counter screens use for writes and printing: the shell's own connection.
import type { BridgeClient } from '../../src-shared/bridge/client.js';
import { connectBridge } from '../bridge/connect.js';
import { sessionBridge } from '../sync/session.js';

let client: BridgeClient | null = null;

export function bridge(): BridgeClient {
  if (client) return client;
  try {
    client = sessionBridge();
  } catch {
    // Before the shell started (a test mounting one screen): a connection of our own.
    client = connectBridge();
  }
  return client;
}
