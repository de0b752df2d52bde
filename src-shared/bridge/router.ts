// Main-side dispatch: validates every request and response against the contract, whatever the transport.
import { z } from 'zod';
import {
  commands,
  events,
  isCommandName,
  type CommandName,
  type CommandRequest,
  type CommandResponse,
  type EventName,
  type EventPayload,
} from './contract.js';
import { BridgeError, type BridgeErrorData, type BridgeResult } from './protocol.js';
import { messages } from '../i18n/pt-BR.js';

export type CommandHandler<N extends CommandName> = (
  request: z.output<(typeof commands)[N]['request']>,
) => Promise<CommandResponse<N>> | CommandResponse<N>;

type AnyHandler = (request: unknown) => unknown;
type EventListener = (name: EventName, payload: unknown) => void;
/** Main's access check before any handler runs (src-main/security/access.ts): null lets the command through. */
export type CommandGuard = (name: CommandName) => Promise<BridgeErrorData | null> | BridgeErrorData | null;

export class CommandRouter {
  private readonly handlers = new Map<CommandName, AnyHandler>();
  private readonly listeners = new Set<EventListener>();
  private guard: CommandGuard | null = null;

  setGuard(guard: CommandGuard): void {
    this.guard = guard;
  }

  handle<N extends CommandName>(name: N, handler: CommandHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`command ${name} already has a handler`);
    this.handlers.set(name, handler as AnyHandler);
  }

  async dispatch(name: string, payload: unknown): Promise<BridgeResult> {
    if (!isCommandName(name)) {
      return { ok: false, error: { code: 'unknown_command', message: messages.bridge.unknownCommand(name) } };
    }
    const handler = this.handlers.get(name);
    if (!handler) {
      return { ok: false, error: { code: 'unknown_command', message: messages.bridge.unknownCommand(name) } };
    }
    const refused = this.guard ? await this.guard(name) : null;
    if (refused) return { ok: false, error: refused };
    const parsed = commands[name].request.safeParse(payload ?? {});
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'invalid_request',
          message: messages.bridge.invalidRequest,
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
      };
    }
    try {
      const value = await handler(parsed.data);
      return { ok: true, value: commands[name].response.parse(value) };
    } catch (err) {
      if (err instanceof BridgeError) {
        return { ok: false, error: { code: err.code, message: err.message, issues: err.issues } };
      }
      return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : messages.unexpected } };
    }
  }

  emit<N extends EventName>(name: N, payload: EventPayload<N>): void {
    const checked = events[name].parse(payload);
    for (const listener of this.listeners) listener(name, checked);
  }

  /** Transports subscribe here to forward events to their renderers. */
  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export type { CommandRequest };
