// The renderer's bridge transport, for Node: the same frames over the `ws` package, so the renderer's
// sync engine can run in a test against a real host.
import WebSocket from 'ws';
import type { BridgeResult, BridgeTransport, ClientFrame, ServerFrame } from '../../../src-shared/bridge/protocol.js';

export function nodeWsTransport(hostUrl: string): { transport: BridgeTransport; ready: Promise<void>; close(): void } {
  const ws = new WebSocket(`${hostUrl.replace(/^http/, 'ws')}/bridge`);
  let nextId = 1;
  const pending = new Map<number, (r: BridgeResult) => void>();
  const listeners = new Set<(name: string, payload: unknown) => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    if (frame.t === 'res') {
      pending.get(frame.id)?.(frame.result);
      pending.delete(frame.id);
    } else for (const l of listeners) l(frame.name, frame.payload);
  });
  ws.on('error', () => undefined);
  const ready = new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  return {
    ready,
    close: () => ws.close(),
    transport: {
      invoke(name, payload) {
        return new Promise((resolve) => {
          const frame: ClientFrame = { t: 'cmd', id: nextId++, name, payload };
          pending.set(frame.id, resolve);
          ws.send(JSON.stringify(frame));
        });
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
