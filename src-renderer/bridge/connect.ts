// Picks the transport: Electron's preload bridge when present, else the headless host's WebSocket.
import { BridgeClient } from '../../src-shared/bridge/client.js';
import type { BridgeTransport } from '../../src-shared/bridge/protocol.js';
import { createWsTransport } from './wsTransport.js';

declare global {
  interface Window {
    posBridge?: BridgeTransport;
  }
}

export function connectBridge(): BridgeClient {
  if (window.posBridge) return new BridgeClient(window.posBridge);
  // ?host=127.0.0.1:5174 lets a Vite dev server page reach a host on another port.
  const host = new URLSearchParams(location.search).get('host') ?? location.host;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new BridgeClient(createWsTransport(`${scheme}://${host}/bridge`));
}
