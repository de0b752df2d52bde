import { z } from 'zod';
import { command } from '../define.js';

export const AppInfo = z.object({
  productName: z.string(),
  version: z.string(),
  /** 'electron' in the desktop shell, 'headless' when the host serves a browser. */
  shell: z.enum(['electron', 'headless']),
  platform: z.string(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const TerminalInfo = z.object({
  terminalId: z.string(),
  name: z.string(),
  serverUrl: z.string(),
  businessId: z.string().nullable(),
});
export type TerminalInfo = z.infer<typeof TerminalInfo>;

export const Connectivity = z.object({
  online: z.boolean(),
  serverUrl: z.string(),
  /** ISO time of the last health check. */
  checkedAt: z.string(),
  /** Round trip of the last successful check, in ms. */
  latencyMs: z.number().nullable(),
  /** Why the last check failed, in Portuguese; null while online. */
  reason: z.string().nullable(),
});
export type Connectivity = z.infer<typeof Connectivity>;

const Empty = z.object({}).strict();

export const appCommands = {
  'app.info': command(Empty, AppInfo),
  'terminal.info': command(Empty, TerminalInfo),
  'connectivity.get': command(Empty, Connectivity),
  /** Checks the server now instead of waiting for the next poll. */
  'connectivity.check': command(Empty, Connectivity),
};

export const appEvents = {
  'connectivity.changed': Connectivity,
};
