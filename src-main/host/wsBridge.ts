// The WebSocket transport of the bridge: the same router the Electron IPC uses, for browsers.
// Only the page this host served may connect (bridgeAuth.ts); a tablet on the LAN also needs a manager's pairing.
// A bad frame or a client that misbehaves closes that one connection, never the host.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ClientFrame, ServerFrame } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';
import { checkUpgrade, SECRET_PROTOCOL } from '../security/bridgeAuth.js';
import type { PairingStore } from '../security/pairing.js';

export const BRIDGE_PATH = '/bridge';

export interface BridgeAccess {
  secret: string;
  /** The Host header values this host answers to now (bridgeAuth.ownHosts). */
  hosts: () => Set<string>;
  pairing: PairingStore;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function pathOf(req: IncomingMessage): string | null {
  try {
    return new URL(req.url ?? '/', 'http://host').pathname;
  } catch {
    return null;
  }
}

export function attachWsBridge(server: Server, router: CommandRouter, access: BridgeAccess): { close(): Promise<void> } {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 8 * 1024 * 1024,
    // The secret's own protocol is the one echoed back (a browser needs one of its offers in the answer).
    handleProtocols: (protocols) => [...protocols].find((p) => p.startsWith(SECRET_PROTOCOL)) ?? false,
  });
  /** Connections allowed to command the terminal and hear its events (an unpaired tablet is not). */
  const trusted = new WeakSet<WebSocket>();
  const send = (ws: WebSocket, frame: ServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };

  const unsubscribe = router.onEvent((name, payload) => {
    for (const ws of wss.clients) if (trusted.has(ws)) send(ws, { t: 'evt', name, payload });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(req) !== BRIDGE_PATH) return refuse(socket, 404, 'Not Found');
    const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const verdict = checkUpgrade(
      { host: req.headers.host, origin: req.headers.origin, protocols, remoteAddress: req.socket.remoteAddress },
      access.secret,
      access.hosts(),
    );
    if (!verdict.ok) return refuse(socket, verdict.status, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A tablet not yet paired gets its code in every answer, and nothing else.
      const key = verdict.remote ? verdict.terminalKey : null;
      const pairingCode = key && !access.pairing.isPaired(key) ? access.pairing.codeFor(key) : null;
      if (!pairingCode) trusted.add(ws);
      onConnection(ws, pairingCode, key);
    });
  });

  const onConnection = (ws: WebSocket, pairingCode: string | null, key: string | null) => {
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      let frame: ClientFrame;
      try {
        frame = JSON.parse(isBinary ? Buffer.from(data as Buffer).toString('utf8') : String(data)) as ClientFrame;
      } catch {
        return; // not ours: nothing to answer to
      }
      if (frame?.t !== 'cmd' || typeof frame.id !== 'number' || typeof frame.name !== 'string') return;
      // Approved meanwhile (by a manager in the app or the CLI): this connection is trusted from now on.
      if (pairingCode && key && access.pairing.isPaired(key)) {
        pairingCode = null;
        trusted.add(ws);
      }
      if (pairingCode) {
        send(ws, { t: 'res', id: frame.id, result: { ok: false, error: { code: 'pairing_required', message: bridgeSecurityMessages.pairingRequired(pairingCode) } } });
        return;
      }
      void router
        .dispatch(frame.name, frame.payload)
        .then((result) => send(ws, { t: 'res', id: frame.id, result }))
        .catch(() => ws.terminate());
    });
  };

  return {
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
