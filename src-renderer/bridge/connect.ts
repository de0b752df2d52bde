// Picks the transport: Electron's preload bridge when present, else the headless host's WebSocket.
import { BridgeClient } from '../../src-shared/bridge/client.js';
import type { BridgeTransport } from '../../src-shared/bridge/protocol.js';
import { createWsTransport } from './wsTransport.js';

declare global {
  interface Window {
    posBridge?: BridgeTransport;
  }
}

/** The per-launch secret the host wrote into this page (src-main/security/bridgeAuth.ts). */
function bridgeSecret(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="pos-bridge-secret"]')?.content ?? '';
}

/** This device's own key: a waiter's tablet is let in once a manager approves its pairing code. */
function terminalKey(): string {
  const stored = localStorage.getItem('pos.terminalKey');
  if (stored && /^[0-9a-f]{32,64}$/.test(stored)) return stored;
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem('pos.terminalKey', key);
  return key;
}

export function connectBridge(): BridgeClient {
  if (window.posBridge) return new BridgeClient(window.posBridge);
  // ?host=127.0.0.1:5174 lets a Vite dev server page reach a host on another port (the host refuses a foreign
  // origin, so this serves only pages the host itself serves under another name).
  const host = new URLSearchParams(location.search).get('host') ?? location.host;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new BridgeClient(createWsTransport(`${scheme}://${host}/bridge`, { secret: bridgeSecret(), terminalKey: terminalKey() }));
}
