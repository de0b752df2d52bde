// Reads a printer's condition over its transport, where the model and the connection allow it.
import { encode } from '../../src-shared/printing/encode.js';
import type { PrinterConfig } from '../../src-shared/printing/printerConfig.js';
import {
  describeCondition,
  emptyCondition,
  readStatusReply,
  statusFamily,
  statusProbes,
  type PrinterCondition,
} from '../../src-shared/printing/status.js';
import type { Transport } from './transports/index.js';

export interface StatusReading {
  condition: PrinterCondition;
  words: string;
}

/** Unknown (null online) when the transport cannot answer or the printer stays silent. */
export async function readStatus(printer: PrinterConfig, transport: Transport, timeoutMs = 500): Promise<StatusReading> {
  const condition = emptyCondition();
  if (!transport.query) return { condition, words: describeCondition(condition) };
  const family = statusFamily(printer.model, printer.variant);
  for (const probe of statusProbes(printer.model, printer.variant)) {
    const request = encode(printer.model, [{ op: 'status', query: probe.query }], { variant: printer.variant });
    const reply = await transport.query(request, probe.replyLength, timeoutMs);
    if (!reply) break;
    readStatusReply(family, probe.query, reply, condition, printer.drawerPolarity);
  }
  return { condition, words: describeCondition(condition) };
}
