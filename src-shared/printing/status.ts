// Status requests per dialect and how to read their replies (printer-dialects.md §7), told in words.
import type { StatusQuery } from './commands.js';
import { dialectFor, type ModelVariant, type StatusFamily } from './dialects.js';
import type { PrinterModel } from './models.js';
import { printingMessages } from '../i18n/printing.js';

export interface PrinterCondition {
  /** null when no reply could be read (status unknown). */
  online: boolean | null;
  paperOut: boolean;
  paperNearEnd: boolean;
  coverOpen: boolean;
  /** null when the model (or this polarity setting) cannot tell. */
  drawerOpen: boolean | null;
  error: boolean;
}

/**
 * DLE EOT 1 bit 2 is the drawer connector's pin-3 level, and which level means "open" depends on the drawer
 * (ACBr reads 0 as open; the Epson manuals only name the level). Unless the printer is configured with its
 * polarity we do not claim to know: a normal idle reply (0x12) must not read as "gaveta aberta".
 */
export type DrawerPolarity = 'open-when-low' | 'open-when-high';

export interface StatusProbe {
  query: StatusQuery;
  /** Reply length in bytes. */
  replyLength: number;
}

const bit = (byte: number | undefined, n: number): boolean => byte !== undefined && (byte & (1 << n)) !== 0;

export function statusFamily(model: PrinterModel, variant?: ModelVariant): StatusFamily {
  return dialectFor(model, variant).status;
}

/** Which requests to send, in order, to learn the printer's condition. */
export function statusProbes(model: PrinterModel, variant?: ModelVariant): StatusProbe[] {
  switch (statusFamily(model, variant)) {
    case 'escpos':
      return [
        { query: 'printer', replyLength: 1 },
        { query: 'offline', replyLength: 1 },
        { query: 'paper', replyLength: 1 },
      ];
    case 'escbema':
      return [{ query: 'extended', replyLength: 5 }];
    case 'daruma':
      return [
        { query: 'enq', replyLength: 1 },
        { query: 'gsEnq', replyLength: 1 },
      ];
    case 'vox':
      return [{ query: 'enq', replyLength: 1 }];
  }
}

/** A Bematech's answer to `modeQuery` (GS F9 C 0, MP4200 p.10): 00 ESC/Bema, 01 ESC/POS; null when unreadable. */
export function readCommandSetReply(reply: Uint8Array): 'escbema' | 'escpos' | null {
  const b = reply[0];
  return b === 0x00 || b === 0x30 ? 'escbema' : b === 0x01 || b === 0x31 ? 'escpos' : null;
}

export function emptyCondition(): PrinterCondition {
  return { online: null, paperOut: false, paperNearEnd: false, coverOpen: false, drawerOpen: null, error: false };
}

/** Folds one reply into the condition. */
export function readStatusReply(
  family: StatusFamily,
  query: StatusQuery,
  reply: Uint8Array,
  into: PrinterCondition = emptyCondition(),
  polarity?: DrawerPolarity,
): PrinterCondition {
  const b = reply[0];
  if (b === undefined) return into;
  if (family === 'escpos') {
    switch (query) {
      case 'printer':
        into.online = !bit(b, 3);
        if (polarity) into.drawerOpen = bit(b, 2) === (polarity === 'open-when-high');
        break;
      case 'offline':
        into.coverOpen ||= bit(b, 2);
        into.paperOut ||= bit(b, 5);
        into.error ||= bit(b, 6);
        break;
      case 'error':
        into.error ||= bit(b, 3) || bit(b, 5) || bit(b, 6);
        break;
      case 'paper':
        into.paperNearEnd ||= bit(b, 2) && bit(b, 3);
        into.paperOut ||= bit(b, 5) && bit(b, 6);
        break;
      case 'paperGs':
        into.paperNearEnd ||= bit(b, 0) || bit(b, 1);
        into.paperOut ||= bit(b, 2) || bit(b, 3);
        break;
      case 'drawerGs':
        if (polarity) into.drawerOpen = bit(b, 0) === (polarity === 'open-when-high');
        break;
      default:
        break;
    }
    return into;
  }
  if (family === 'escbema') {
    if (query === 'extended') {
      const b2 = reply[1];
      const b3 = reply[2];
      into.online = !bit(b, 3);
      into.paperNearEnd ||= bit(b2, 1);
      into.paperOut ||= bit(b2, 2) || bit(b2, 5);
      into.drawerOpen = b2 === undefined ? null : !bit(b2, 4);
      into.error ||= bit(b2, 6) || bit(b3, 3) || bit(b3, 5) || bit(b3, 6);
      into.coverOpen ||= b2 !== undefined && !bit(b2, 7);
    } else {
      into.online = bit(b, 0);
      into.paperOut ||= bit(b, 1);
      into.paperNearEnd ||= bit(b, 4);
    }
    return into;
  }
  if (family === 'daruma') {
    if (query === 'gsEnq') {
      into.paperNearEnd ||= bit(b, 0);
      into.paperOut ||= bit(b, 1);
      if (bit(b, 3)) into.online = false;
      into.error ||= bit(b, 6);
      into.drawerOpen = bit(b, 7);
    } else {
      into.error ||= bit(b, 3);
      into.online = bit(b, 4);
      into.paperOut ||= bit(b, 5);
      into.coverOpen ||= bit(b, 7);
    }
    return into;
  }
  // Elgin VOX ENQ (§7.4).
  into.online = bit(b, 0);
  into.paperOut ||= bit(b, 1);
  into.drawerOpen = bit(b, 2);
  into.coverOpen ||= !bit(b, 3);
  into.paperNearEnd ||= bit(b, 4);
  return into;
}

/** The condition in words, most urgent first: "sem papel", "tampa aberta", "gaveta aberta", "desligada". */
export function describeCondition(c: PrinterCondition): string {
  const s = printingMessages.status;
  const words: string[] = [];
  if (c.online === false && !c.paperOut && !c.coverOpen) words.push(s.offline);
  if (c.paperOut) words.push(s.paperOut);
  else if (c.paperNearEnd) words.push(s.paperNearEnd);
  if (c.coverOpen) words.push(s.coverOpen);
  if (c.error && !c.paperOut && !c.coverOpen) words.push(s.error);
  if (c.drawerOpen) words.push(s.drawerOpen);
  if (words.length) return words.join(', ');
  return c.online === null ? s.unknown : s.ready;
}

/** Whether a job sent now would print (near end still prints; a drawer left open does not stop printing). */
export function canPrint(c: PrinterCondition): boolean {
  return c.online !== false && !c.paperOut && !c.coverOpen && !c.error;
}
