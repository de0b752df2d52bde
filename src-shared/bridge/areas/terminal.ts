// Terminals on the LAN a manager lets in (pairing.ts in main).
import { z } from 'zod';
import { command } from '../define.js';

export const terminalCommands = {
  /** A manager approves the 6-digit code a waiter's tablet shows. */
  'terminal.pairing.approve': command(z.object({ code: z.string().regex(/^\d{6}$/) }).strict(), z.object({ paired: z.literal(true) })),
};

export const terminalEvents = {};
