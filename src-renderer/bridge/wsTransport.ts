// The browser side of the WebSocket bridge: reconnects on its own; calls made while the link is down
// wait for it (a command is a local action, never an internet one: the host is on this machine or LAN).
import type { BridgeResult, BridgeTransport, ClientFrame, ServerFrame } from '../../src-shared/bridge/protocol.js';

export function createWsTransport(url: string): BridgeTransport {
  let socket: WebSocket | null = null;
  let nextId = 1;
  let up = false;
  const pending = new Map<number, { frame: ClientFrame; resolve: (r: BridgeResult) => void }>();
  const eventListeners = new Set<(name: string, payload: unknown) => void>();
  const linkListeners = new Set<(up: boolean) => void>();
  let retryMs = 250;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    for (const l of linkListeners) l(value);
  };

  const open = () => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryMs = 250;
      setUp(true);
      for (const { frame } of pending.values()) ws.send(JSON.stringify(frame));
    };
    ws.onmessage = (msg) => {
      const frame = JSON.parse(String(msg.data)) as ServerFrame;
      if (frame.t === 'res') {
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
