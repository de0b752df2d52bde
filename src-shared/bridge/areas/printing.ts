// Printing over the bridge: print a template or a document on a printer (through the durable queue in the
// main process), list printers with their status, open the drawer, preview, and `printer.status` in words.
import { z } from 'zod';
import { command } from '../define.js';
import { PAPER_SIZES, PRINTER_MODELS } from '../../printing/models.js';
import { PrinterConfig } from '../../printing/printerConfig.js';
import { TEMPLATE_NAMES } from '../../printing/templates/schemas.js';

const Style = z.object({
  bold: z.boolean().optional(),
  underline: z.boolean().optional(),
  width: z.union([z.literal(1), z.literal(2)]).optional(),
  height: z.union([z.literal(1), z.literal(2)]).optional(),
  font: z.enum(['A', 'B', 'C']).optional(),
});
const AlignSchema = z.enum(['start', 'center', 'end']);

export const BlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), runs: z.array(Style.extend({ text: z.string() })), align: AlignSchema.optional() }),
  z.object({
    kind: z.literal('columns'),
    cells: z.array(z.object({ text: z.string(), align: AlignSchema.optional(), width: z.number().int().positive().optional() })).min(1).max(3),
    style: Style.optional(),
  }),
  z.object({ kind: z.literal('separator'), char: z.string().optional() }),
  z.object({ kind: z.literal('qr'), data: z.string(), moduleSize: z.number().int().optional(), ecc: z.enum(['L', 'M', 'Q', 'H']).optional(), align: AlignSchema.optional() }),
  z.object({ kind: z.literal('barcode'), symbology: z.enum(['EAN13', 'CODE128']), data: z.string(), height: z.number().int().optional(), hri: z.boolean().optional(), align: AlignSchema.optional() }),
  z.object({ kind: z.literal('feed'), lines: z.number().int().min(0).max(255) }),
  z.object({ kind: z.literal('cut'), mode: z.enum(['full', 'partial']) }),
  z.object({ kind: z.literal('drawer'), pin: z.union([z.literal(2), z.literal(5)]).optional() }),
  z.object({ kind: z.literal('beep') }),
]);
export const DocumentSchema = z.object({ blocks: z.array(BlockSchema) });

const Template = z.enum(TEMPLATE_NAMES as [string, ...string[]]);

const Condition = z.object({
  online: z.boolean().nullable(),
  paperOut: z.boolean(),
  paperNearEnd: z.boolean(),
  coverOpen: z.boolean(),
  drawerOpen: z.boolean().nullable(),
  error: z.boolean(),
});

export const PrinterStatus = z.object({
  printerId: z.string(),
  name: z.string(),
  condition: Condition,
  /** "pronta", "sem papel", "tampa aberta", "gaveta aberta", "desligada"… */
  words: z.string(),
  queued: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type PrinterStatus = z.infer<typeof PrinterStatus>;

const SegmentStyle = z.object({ bold: z.boolean(), underline: z.boolean(), width: z.number(), height: z.number(), font: z.enum(['A', 'B', 'C']) });
export const LaidLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), align: AlignSchema, segments: z.array(z.object({ text: z.string(), style: SegmentStyle })) }),
  z.object({ kind: z.literal('qr'), data: z.string(), moduleSize: z.number().optional(), ecc: z.enum(['L', 'M', 'Q', 'H']).optional(), align: AlignSchema }),
  z.object({ kind: z.literal('barcode'), symbology: z.enum(['EAN13', 'CODE128']), data: z.string(), height: z.number().optional(), hri: z.boolean(), align: AlignSchema }),
  z.object({ kind: z.literal('feed'), lines: z.number() }),
  z.object({ kind: z.literal('cut'), mode: z.enum(['full', 'partial']) }),
  z.object({ kind: z.literal('drawer'), pin: z.union([z.literal(2), z.literal(5)]) }),
  z.object({ kind: z.literal('beep') }),
]);
export const PreviewSchema = z.object({
  model: z.enum(PRINTER_MODELS),
  size: z.enum(PAPER_SIZES),
  columns: z.number().int(),
  lines: z.array(LaidLineSchema),
});

const What = z.union([
  z.object({ template: Template, data: z.unknown() }),
  z.object({ document: DocumentSchema }),
]);

const Queued = z.object({ jobId: z.string(), added: z.boolean() });

/** A fired order as the order screens send it: printed on every printer with the 'kitchen' role. */
export const FiredOrder = z.object({
  orderId: z.string(),
  /** The table or order pad as the screen shows it ("Mesa 12", "Comanda 5"). */
  title: z.string(),
  waiter: z.string().optional(),
  lines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Units, or thousandths of a kilogram when weighed. */
      quantity: z.number(),
      weighed: z.boolean().default(false),
      selections: z.array(z.object({ name: z.string(), quantity: z.number(), fraction: z.number().optional() })).default([]),
      observation: z.string().nullable().default(null),
    }),
  ),
});

/** A supply or bleeding as the cash screen sends it: the voucher on the cashier's printer, drawer opened. */
export const CashVoucher = z.object({
  entryId: z.string(),
  type: z.enum(['supply', 'bleeding']),
  /** Centavos. */
  amount: z.number().int(),
  description: z.string().nullable().default(null),
  operator: z.string().optional(),
  openDrawer: z.boolean().default(true),
});

export const printingCommands = {
  'printing.printers': command(z.object({}).strict(), z.object({ printers: z.array(PrinterConfig), statuses: z.array(PrinterStatus) })),
  'printing.printers.save': command(z.object({ printer: PrinterConfig }), z.object({ ok: z.literal(true) })),
  'printing.printers.remove': command(z.object({ printerId: z.string() }), z.object({ ok: z.literal(true) })),
  /** Queues a ticket; `jobId` (a UUIDv7 made where the print was asked) makes a retried call print once. */
  'printing.print': command(z.intersection(z.object({ printerId: z.string(), jobId: z.string().optional(), label: z.string().optional() }), What), Queued),
  'printing.kitchenTicket': command(FiredOrder, z.object({ jobs: z.array(Queued.extend({ printerId: z.string() })) })),
  'printing.cashVoucher': command(CashVoucher, Queued.extend({ printerId: z.string() })),
  'printing.drawer.open': command(z.object({ printerId: z.string(), pin: z.union([z.literal(2), z.literal(5)]).default(2), jobId: z.string().optional() }), Queued),
  'printing.status': command(z.object({ printerId: z.string() }), PrinterStatus),
  /** The same document laid out for the screen; model and size from the printer, or given. */
  'printing.preview': command(
    z.intersection(
      z.object({ printerId: z.string().optional(), model: z.enum(PRINTER_MODELS).optional(), size: z.enum(PAPER_SIZES).optional() }),
      What,
    ),
    PreviewSchema,
  ),
};

export const printingEvents = {
  'printer.status': PrinterStatus,
};
