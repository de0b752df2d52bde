// A bridge peer over the host's WebSocket, as the renderer would speak it: typed calls, recorded events,
// and a reconnect for tests that kill the host under it.
import type WebSocket from 'ws';
import { openBridgeSocket } from '../../support/bridgeAuth.js';
import type { CommandName, CommandRequest, CommandResponse } from '../../../src-shared/bridge/contract.js';
import type { BridgeErrorData, ClientFrame, ServerFrame } from '../../../src-shared/bridge/protocol.js';

export class BridgeCallError extends Error {
  constructor(readonly data: BridgeErrorData) {
    super(data.message);
  }
}

export class Peer {
  private nextId = 1;
  readonly events: { name: string; payload: unknown }[] = [];
  private readonly waiting = new Map<number, { resolve: (f: ServerFrame) => void; reject: (e: Error) => void }>();
  private closed = false;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'res') {
        this.waiting.get(frame.id)?.resolve(frame);
        this.waiting.delete(frame.id);
      } else this.events.push({ name: frame.name, payload: frame.payload });
    });
    ws.on('close', () => {
      this.closed = true;
      for (const w of this.waiting.values()) w.reject(new Error('bridge closed'));
      this.waiting.clear();
    });
    ws.on('error', () => undefined);
  }

  static async connect(hostUrl: string): Promise<Peer> {
    const ws = await openBridgeSocket(hostUrl);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Peer(ws);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  async call<N extends CommandName>(name: N, payload: CommandRequest<N>): Promise<CommandResponse<N>> {
    if (this.closed) throw new Error('bridge closed');
    const frame: ClientFrame = { t: 'cmd', id: this.nextId++, name, payload };
    const res = await new Promise<ServerFrame>((resolve, reject) => {
      this.waiting.set(frame.id, { resolve, reject });
      this.ws.send(JSON.stringify(frame));
    });
    const result = (res as Extract<ServerFrame, { t: 'res' }>).result;
    if (!result.ok) throw new BridgeCallError(result.error);
    return result.value as CommandResponse<N>;
  }

  async until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000, stepMs = 100): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, stepMs));
    }
  }

  close(): void {
    this.closed = true;
    this.ws.close();
  }
}
