// Wires the print service to the bridge: commands in, `printer.status` events out. Everything runs in the main
// process with no network dependency, so a kitchen ticket prints the moment an order is fired, online or not.
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import { diskMessages, isDiskFull } from '../../src-shared/i18n/disk.js';
import { printingMessages } from '../../src-shared/i18n/printing.js';
import { layout } from '../../src-shared/printing/layout.js';
import type { ReceiptDocument } from '../../src-shared/printing/document.js';
import { buildTemplate, type TemplateName } from '../../src-shared/printing/templates/index.js';
import type { MainConfig } from '../config.js';
import { checkPrinterConnection, DevicePathError } from './devicePaths.js';
import { PrinterStore } from './printerStore.js';
import { PrintService } from './service.js';

export interface PrintingHandle {
  service: PrintService;
  stop(): Promise<void>;
}

function documentOf(req: { template: string; data?: unknown } | { document: ReceiptDocument }): ReceiptDocument {
  if ('document' in req) return req.document;
  try {
    return buildTemplate(req.template as TemplateName, req.data);
  } catch (err) {
    if (err instanceof Error && err.name === 'ZodError') throw new BridgeError({ code: 'invalid_request', message: printingMessages.errors.invalidData });
    throw err;
  }
}

export function registerPrinting(router: CommandRouter, config: Pick<MainConfig, 'terminalDir'> & Partial<Pick<MainConfig, 'terminalName'>>): PrintingHandle {
  const store = new PrinterStore(config.terminalDir);
  const service = new PrintService({ terminalDir: config.terminalDir, printers: [], onStatus: (s) => router.emit('printer.status', s) });
  // Start in the background: queued jobs from before a restart begin printing as soon as the printers load.
  const ready = store
    .load()
    .then(async (printers) => {
      await Promise.all(printers.map((p) => service.addPrinter(p)));
    })
    .catch((err: unknown) => console.error('printing: could not load printers', err));

  const known = async (printerId: string): Promise<void> => {
    await ready;
    if (!service.printers().some((p) => p.id === printerId)) throw new BridgeError({ code: 'not_found', message: printingMessages.errors.printerNotFound(printerId) });
  };

  router.handle('printing.printers', async () => {
    await ready;
    return { printers: service.printers(), statuses: service.states() };
  });
  router.handle('printing.printers.save', async ({ printer }) => {
    await ready;
    // A device path is written to as it is: only a printer device the OS has now may be saved.
    await checkPrinterConnection(printer.connection).catch((err: unknown) => {
      if (err instanceof DevicePathError) throw new BridgeError({ code: 'invalid_request', message: err.message });
      throw err;
    });
    const others = (await store.load()).filter((p) => p.id !== printer.id);
    await store.save([...others, printer]).catch((err: unknown) => {
      throw isDiskFull(err) ? new BridgeError({ code: 'disk_full', message: diskMessages.settingsFull }) : err;
    });
    await service.addPrinter(printer);
    return { ok: true as const };
  });
  router.handle('printing.printers.remove', async ({ printerId }) => {
    await ready;
    await store.save((await store.load()).filter((p) => p.id !== printerId));
    await service.removePrinter(printerId);
    return { ok: true as const };
  });
  router.handle('printing.print', async (req) => {
    await known(req.printerId);
    const label = req.label ?? ('template' in req ? req.template : 'documento');
    return service.printDocument(req.printerId, documentOf(req as Parameters<typeof documentOf>[0]), label, req.jobId);
  });
  router.handle('printing.kitchenTicket', async (order) => {
    await ready;
    const all = service.printers();
    const kitchens = all.filter((p) => p.roles.includes('kitchen'));
    // A terminal with one printer and no roles set prints everything on it.
    const targets = kitchens.length ? kitchens : all.length === 1 ? all : [];
    if (!targets.length) throw new BridgeError({ code: 'no_printer', message: printingMessages.errors.noKitchenPrinter });
    const document = buildTemplate('kitchenTicket', {
      stationName: targets.length === 1 ? (targets[0]?.name ?? '') : '',
      heading: order.title,
      waiter: order.waiter,
      firedAt: new Date().toISOString(),
      items: order.lines.map((l) => ({
        quantity: l.quantity,
        unit: l.weighed ? ('kg' as const) : undefined,
        name: l.name,
        compositions: l.selections.map((s) => ({ name: s.fraction ? `${s.fraction} ${s.name}` : s.name, quantity: s.quantity })),
        notes: l.observation ?? undefined,
      })),
    });
    const jobs = [];
    for (const p of targets) {
      // One job per order and printer: the same fire sent twice prints once.
      const queued = await service.printDocument(p.id, document, `${order.title} - ${p.name}`, `kitchen-${order.orderId}-${p.id}`);
      jobs.push({ ...queued, printerId: p.id });
    }
    return { jobs };
  });
  router.handle('printing.cashVoucher', async (v) => {
    await ready;
    const all = service.printers();
    const cashiers = all.filter((p) => p.roles.includes('cashier'));
    const target = cashiers[0] ?? (all.length === 1 ? all[0] : undefined);
    if (!target) throw new BridgeError({ code: 'no_printer', message: printingMessages.errors.noCashierPrinter });
    const document = buildTemplate('cashMovement', {
      kind: v.type,
      businessName: config.terminalName ?? '',
      terminal: config.terminalName ?? '',
      operator: v.operator ?? '',
      at: new Date().toISOString(),
      amount: v.amount,
      reason: v.description ?? undefined,
    });
    if (!v.openDrawer) document.blocks = document.blocks.filter((b) => b.kind !== 'drawer');
    const queued = await service.printDocument(target.id, document, v.type === 'supply' ? 'suprimento' : 'sangria', `cash-${v.entryId}`);
    return { ...queued, printerId: target.id };
  });
  router.handle('printing.drawer.open', async ({ printerId, pin, jobId }) => {
    await known(printerId);
    return service.openDrawer(printerId, pin, jobId);
  });
  router.handle('printing.status', async ({ printerId }) => {
    await known(printerId);
    return service.refreshStatus(printerId);
  });
  router.handle('printing.preview', async (req) => {
    await ready;
    const printer = req.printerId ? service.printers().find((p) => p.id === req.printerId) : undefined;
    const model = req.model ?? printer?.model ?? 'ESC_POS';
    const size = req.size ?? printer?.size ?? 'large';
    return layout(documentOf(req as Parameters<typeof documentOf>[0]), model, size);
  });

  return {
    service,
    async stop() {
      await ready;
      await service.stop();
    },
  };
}
