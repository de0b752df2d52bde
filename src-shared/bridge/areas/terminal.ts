// Terminals on the LAN a manager lets in (pairing.ts in main).
import { z } from 'zod';
import { command } from '../define.js';

export const terminalCommands = {
  /** A manager approves the 6-digit code a waiter's tablet shows. */
  'terminal.pairing.approve': command(z.object({ code: z.string().regex(/^\d{6}$/) }).strict(), z.object({ paired: z.literal(true) })),
  /** The tablets paired with this terminal (an id from their key's hash, when paired). */
  'terminal.pairing.list': command(z.object({}).strict(), z.object({ tablets: z.array(z.object({ id: z.string(), pairedAt: z.string() })) })),
  /** A manager removes a paired tablet: its next connection needs a new code. */
  'terminal.pairing.remove': command(z.object({ id: z.string().regex(/^[0-9a-f]{12}$/) }).strict(), z.object({ removed: z.literal(true) })),
};

export const terminalEvents = {};
