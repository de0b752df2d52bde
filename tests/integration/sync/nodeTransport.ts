// The renderer's bridge transport, for Node: the same frames over the `ws` package, so the renderer's
// sync engine can run in a test against a real host.
import type WebSocket from 'ws';
import { openBridgeSocket } from '../../support/bridgeAuth.js';
import type { BridgeResult, BridgeTransport, ClientFrame, ServerFrame } from '../../../src-shared/bridge/protocol.js';

export function nodeWsTransport(hostUrl: string): { transport: BridgeTransport; ready: Promise<void>; close(): void } {
  // The socket opens once the host's page has given the secret (tests/support/bridgeAuth.ts).
  const socket: Promise<WebSocket> = openBridgeSocket(hostUrl);
  let nextId = 1;
  const pending = new Map<number, (r: BridgeResult) => void>();
  const listeners = new Set<(name: string, payload: unknown) => void>();
  const ready = socket.then(
    (ws) =>
      new Promise<void>((resolve, reject) => {
        ws.on('message', (data) => {
          const frame = JSON.parse(String(data)) as ServerFrame;
          if (frame.t === 'res') {
            pending.get(frame.id)?.(frame.result);
            pending.delete(frame.id);
          } else for (const l of listeners) l(frame.name, frame.payload);
        });
        ws.on('error', () => undefined);
        ws.once('open', () => resolve()).once('error', reject);
      }),
  );
  return {
    ready,
    close: () => void socket.then((ws) => ws.close()),
    transport: {
      invoke(name, payload) {
        return new Promise((resolve) => {
          const frame: ClientFrame = { t: 'cmd', id: nextId++, name, payload };
          pending.set(frame.id, resolve);
          void ready.then(() => socket.then((ws) => ws.send(JSON.stringify(frame))));
        });
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
