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
import { BridgeError, type BridgeResult } from './protocol.js';
import { messages } from '../i18n/pt-BR.js';

export type CommandHandler<N extends CommandName> = (
  request: z.output<(typeof commands)[N]['request']>,
) => Promise<CommandResponse<N>> | CommandResponse<N>;

type AnyHandler = (request: unknown) => unknown;
type EventListener = (name: EventName, payload: unknown) => void;

export class CommandRouter {
  private readonly handlers = new Map<CommandName, AnyHandler>();
  private readonly listeners = new Set<EventListener>();
  private readonly checks = new Map<CommandName, () => unknown>();

  handle<N extends CommandName>(name: N, handler: CommandHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`command ${name} already has a handler`);
    this.handlers.set(name, handler as AnyHandler);
  }

  /** A check run before each named command's handler (who is logged in may do it); it throws a BridgeError to refuse. */
  guard(names: readonly CommandName[], check: () => unknown): void {
    for (const name of names) this.checks.set(name, check);
  }

  async dispatch(name: string, payload: unknown): Promise<BridgeResult> {
    if (!isCommandName(name)) {
      return { ok: false, error: { code: 'unknown_command', message: messages.bridge.unknownCommand(name) } };
    }
    const handler = this.handlers.get(name);
    if (!handler) {
      return { ok: false, error: { code: 'unknown_command', message: messages.bridge.unknownCommand(name) } };
    }
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
      await this.checks.get(name)?.();
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
