// The renderer's typed view of the bridge, over whichever transport is present.
import {
  type CommandName,
  type CommandRequest,
  type CommandResponse,
  type EventName,
  type EventPayload,
  isEventName,
} from './contract.js';
import { BridgeError, type BridgeTransport } from './protocol.js';

export class BridgeClient {
  constructor(private readonly transport: BridgeTransport) {}

  async call<N extends CommandName>(name: N, payload: CommandRequest<N>): Promise<CommandResponse<N>> {
    const result = await this.transport.invoke(name, payload);
    if (!result.ok) throw new BridgeError(result.error);
    return result.value as CommandResponse<N>;
  }

  on<N extends EventName>(name: N, listener: (payload: EventPayload<N>) => void): () => void {
    return this.transport.onEvent((eventName, payload) => {
      if (eventName === name && isEventName(eventName)) listener(payload as EventPayload<N>);
    });
  }

  onLink(listener: (up: boolean) => void): () => void {
    return this.transport.onLink ? this.transport.onLink(listener) : () => undefined;
  }
}
