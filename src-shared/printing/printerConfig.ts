// A printer as this terminal knows it: model, paper, and how to reach it.
import { z } from 'zod';
import { CODE_PAGES, PAPER_SIZES, PRINTER_MODELS } from './models.js';

export const PrinterConnection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tcp'), host: z.string().min(1), port: z.number().int().min(1).max(65535).default(9100) }),
  z.object({ type: z.literal('serial'), path: z.string().min(1), baudRate: z.number().int().positive().default(9600) }),
  z.object({ type: z.literal('usb'), vendorId: z.number().int(), productId: z.number().int() }),
  /** The OS raw path (/dev/usb/lp0, LPT1, \\\\server\\share). */
  z.object({ type: z.literal('device'), path: z.string().min(1) }),
  /** Windows spooler, raw mode, by the installed printer's name. */
  z.object({ type: z.literal('spooler'), printerName: z.string().min(1) }),
]);
export type PrinterConnection = z.infer<typeof PrinterConnection>;

export const PrinterConfig = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  model: z.enum(PRINTER_MODELS),
  size: z.enum(PAPER_SIZES).default('large'),
  /** Elgin VOX family (Bematech-like) instead of i9. */
  variant: z.enum(['vox']).optional(),
  codePage: z.enum(CODE_PAGES).default('cp850'),
  connection: PrinterConnection,
  /** Which drawer-sensor level means open, when known for this drawer. */
  drawerPolarity: z.enum(['open-when-low', 'open-when-high']).optional(),
  /** What this printer is for: fired orders go to 'kitchen' / 'bar' printers, receipts to 'cashier'. */
  roles: z.array(z.enum(['kitchen', 'bar', 'cashier', 'delivery'])).default([]),
  /** Ask the printer for its status every so often (ms); 0 turns polling off. */
  statusIntervalMs: z.number().int().min(0).default(5000),
});
export type PrinterConfig = z.output<typeof PrinterConfig>;
export type PrinterConfigInput = z.input<typeof PrinterConfig>;

export function describeConnection(c: PrinterConnection): string {
  switch (c.type) {
    case 'tcp':
      return `rede ${c.host}:${c.port}`;
    case 'serial':
      return `serial ${c.path} ${c.baudRate}`;
    case 'usb':
      return `USB ${c.vendorId.toString(16).padStart(4, '0')}:${c.productId.toString(16).padStart(4, '0')}`;
    case 'device':
      return `dispositivo ${c.path}`;
    case 'spooler':
      return `spooler do Windows "${c.printerName}"`;
  }
}
