// The bridge over its WebSocket transport, against the real headless host and the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '../../src-shared/bridge/protocol.js';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import { startStack, type Stack } from '../support/stack.js';
import { openBridgeSocket } from '../support/bridgeAuth.js';

class Peer {
  private nextId = 1;
  readonly events: { name: string; payload: unknown }[] = [];
  private readonly waiting = new Map<number, (frame: ServerFrame) => void>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'res') this.waiting.get(frame.id)?.(frame);
      else this.events.push({ name: frame.name, payload: frame.payload });
    });
  }
  static async connect(hostUrl: string): Promise<Peer> {
    const ws = await openBridgeSocket(hostUrl);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Peer(ws);
  }
  call(name: string, payload: unknown) {
    const frame: ClientFrame = { t: 'cmd', id: this.nextId++, name, payload };
    return new Promise<Extract<ServerFrame, { t: 'res' }>['result']>((resolve) => {
      this.waiting.set(frame.id, (f) => resolve((f as Extract<ServerFrame, { t: 'res' }>).result));
      this.ws.send(JSON.stringify(frame));
    });
  }
  async waitForEvent(name: string, predicate: (payload: unknown) => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.find((e) => e.name === name && predicate(e.payload));
      if (found) return found.payload;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${name} event`);
  }
  close() {
    this.ws.close();
  }
}

let stack: Stack;
let peer: Peer;

beforeAll(async () => {
  stack = await startStack();
  peer = await Peer.connect(stack.hostUrl);
});
afterAll(async () => {
  peer?.close();
  await stack?.close();
});

describe('bridge over WebSocket', () => {
  it('answers app and terminal info', async () => {
    const app = await peer.call('app.info', {});
    expect(app).toMatchObject({ ok: true, value: { productName: 'Balcão PDV', shell: 'headless' } });
    const terminal = await peer.call('terminal.info', {});
    expect(terminal).toMatchObject({ ok: true, value: { terminalId: 'caixa-01', serverUrl: stack.serverUrl, businessId: DEMO_BUSINESS_ID } });
  });

  it('refuses an unknown command and an invalid request with a Portuguese message', async () => {
    expect(await peer.call('drawer.explode', {})).toEqual({
      ok: false,
      error: { code: 'unknown_command', message: 'Comando desconhecido: drawer.explode' },
    });
    const invalid = await peer.call('app.info', { extra: 1 });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'Dados inválidos na solicitação' } });
  });

  it('reports connectivity from the health endpoint and emits an event when it changes', async () => {
    const online = await peer.call('connectivity.check', {});
    expect(online).toMatchObject({ ok: true, value: { online: true, reason: null } });

    await stack.stopServer();
    const offline = await peer.waitForEvent('connectivity.changed', (p) => (p as { online: boolean }).online === false);
    expect(offline).toMatchObject({ online: false, reason: 'Servidor inacessível', serverUrl: stack.serverUrl });

    await stack.startServer();
    const back = await peer.waitForEvent('connectivity.changed', (p) => (p as { online: boolean }).online === true);
    expect(back).toMatchObject({ online: true, reason: null });
    expect((back as { latencyMs: number }).latencyMs).toBeGreaterThanOrEqual(0);
  });
});
