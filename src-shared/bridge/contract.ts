// The bridge contract: every command (renderer → main, request → response) and every event
// (main → renderer). Each area keeps its own file under areas/ and is spread in here.
import type { z } from 'zod';
import { appCommands, appEvents } from './areas/app.js';
import { syncCommands, syncEvents } from './areas/sync.js';
import { sessionCommands, sessionEvents } from './areas/session.js';
import { printingCommands, printingEvents } from './areas/printing.js';
import { fiscalCommands, fiscalEvents } from './areas/fiscal.js';
import { nfeCommands, nfeEvents } from './areas/nfe.js';
import { locationsCommands, locationsEvents } from './areas/locations.js';
import { terminalCommands, terminalEvents } from './areas/terminal.js';

export const commands = {
  ...appCommands,
  ...syncCommands,
  ...sessionCommands,
  ...printingCommands,
  ...fiscalCommands,
  ...nfeCommands,
  ...locationsCommands,
  ...terminalCommands,
};

export const events = {
  ...appEvents,
  ...syncEvents,
  ...sessionEvents,
  ...printingEvents,
  ...fiscalEvents,
  ...nfeEvents,
  ...locationsEvents,
  ...terminalEvents,
};

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandRequest<N extends CommandName> = z.input<Commands[N]['request']>;
export type CommandResponse<N extends CommandName> = z.output<Commands[N]['response']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]>;

export function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(commands, name);
}
export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(events, name);
}
