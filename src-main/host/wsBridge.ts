// The WebSocket transport of the bridge: the same router the Electron IPC uses, for browsers.
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ClientFrame, ServerFrame } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';

export const BRIDGE_PATH = '/bridge';

export function attachWsBridge(server: Server, router: CommandRouter): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server, path: BRIDGE_PATH, maxPayload: 8 * 1024 * 1024 });
  const send = (ws: WebSocket, frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };

  const unsubscribe = router.onEvent((name, payload) => {
    for (const ws of wss.clients) send(ws, { t: 'evt', name, payload });
  });

  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      let frame: ClientFrame;
      try {
        frame = JSON.parse(String(data)) as ClientFrame;
      } catch {
        return; // not ours: nothing to answer to
      }
      if (frame?.t !== 'cmd' || typeof frame.id !== 'number' || typeof frame.name !== 'string') return;
      void router.dispatch(frame.name, frame.payload).then((result) => send(ws, { t: 'res', id: frame.id, result }));
    });
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
