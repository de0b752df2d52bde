// The browser side of the WebSocket bridge: reconnects on its own; calls made while the link is down
// wait for it (a command is a local action, never an internet one: the host is on this machine or LAN).
import type { BridgeResult, BridgeTransport, ClientFrame, ServerFrame } from '../../src-shared/bridge/protocol.js';

export interface WsCredentials {
  /** The per-launch secret from the page the host served. */
  secret: string;
  /** This device's key, for a tablet on the LAN a manager paired. */
  terminalKey?: string;
}

/** Shown over the screens while a tablet waits for a manager to approve its pairing code. */
function showPairing(message: string | null): void {
  let banner = document.getElementById('pos-pairing');
  if (!message) return banner?.remove();
  if (!banner) {
    banner = document.createElement('div');
    banner.id = 'pos-pairing';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'position:fixed;inset:0 0 auto 0;z-index:9999;padding:16px;background:#fef3c7;color:#78350f;font:600 18px system-ui;text-align:center';
    document.body.append(banner);
  }
  banner.textContent = message;
}

export function createWsTransport(url: string, credentials: WsCredentials): BridgeTransport {
  const protocols = [`pos-bridge.${credentials.secret}`, ...(credentials.terminalKey ? [`pos-terminal.${credentials.terminalKey}`] : [])];
  let socket: WebSocket | null = null;
  let nextId = 1;
  let up = false;
  const pending = new Map<number, { frame: ClientFrame; resolve: (r: BridgeResult) => void }>();
  const eventListeners = new Set<(name: string, payload: unknown) => void>();
  const linkListeners = new Set<(up: boolean) => void>();
  let retryMs = 250;
  let pairingPoll: ReturnType<typeof setInterval> | null = null;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    for (const l of linkListeners) l(value);
  };

  const open = () => {
    const ws = new WebSocket(url, protocols);
    socket = ws;
    ws.onopen = () => {
      retryMs = 250;
      setUp(true);
      for (const { frame } of pending.values()) ws.send(JSON.stringify(frame));
    };
    ws.onmessage = (msg) => {
      const frame = JSON.parse(String(msg.data)) as ServerFrame;
      if (frame.t === 'res') {
        const refused = frame.result.ok ? null : frame.result.error;
        const waitingForPairing = refused?.code === 'pairing_required';
        showPairing(waitingForPairing ? refused.message : null);
        // Asks again now and then; once a manager approves, the page starts over with every read answered.
        if (waitingForPairing && !pairingPoll) {
          pairingPoll = setInterval(() => {
            const probe: ClientFrame = { t: 'cmd', id: nextId++, name: 'app.info', payload: {} };
            pending.set(probe.id, { frame: probe, resolve: (r) => r.ok && location.reload() });
            if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(probe));
          }, 3000);
        }
        const waiting = pending.get(frame.id);
        pending.delete(frame.id);
        waiting?.resolve(frame.result);
      } else {
        for (const l of eventListeners) l(frame.name, frame.payload);
      }
    };
    ws.onclose = () => {
      setUp(false);
      socket = null;
      setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, 4000);
    };
  };
  open();

  return {
    invoke(name, payload) {
      return new Promise((resolve) => {
        const frame: ClientFrame = { t: 'cmd', id: nextId++, name, payload };
        pending.set(frame.id, { frame, resolve });
        if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      });
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onLink(listener) {
      linkListeners.add(listener);
      listener(up);
      return () => linkListeners.delete(listener);
    },
  };
}
