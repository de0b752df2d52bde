// Bridge handlers of the fiscal area, and the joins with the other areas, made through the same router the
// renderer uses: transmissions and cancel events go into the outbox (`sync.enqueue`) and their answers come back
// as `sync.settled` events; the DANFE goes to the printer queue (`printing.print`) of the terminal's fiscal
// printer or its 'cashier' printer. Also the periodic deadline check that warns the cashier before the 24 h
// window closes.
import path from 'node:path';
import type { FiscalStatus } from '../../src-shared/bridge/areas/fiscal.js';
import type { Settled } from '../../src-shared/bridge/areas/sync.js';
import type { CommandResponse } from '../../src-shared/bridge/contract.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import type { DanfeData } from '../../src-shared/fiscal/danfe.js';
import { ruleText, ufOfKey, windowOf } from '../../src-shared/fiscal/deadlines.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { nfceQueueMessages } from '../../src-shared/i18n/nfceQueue.js';
import { voidingMessages } from '../../src-shared/i18n/voiding.js';
import type { ReceiptDocument } from '../../src-shared/printing/document.js';
import type { SyncService } from '../sync/service.js';
import type { MainConfig } from '../config.js';
import { fileSecretBox, secretsDir, type SecretBox } from '../security/secretBox.js';
import { FiscalService, type Emission, type FiscalOutbox } from './service.js';

export interface FiscalBridgeOptions {
  router: CommandRouter;
  config: MainConfig;
  version: string;
  /** The logged-in session (token and business); resolves once the sync service has loaded it. */
  session: () => Promise<{ token: string | null; businessId: string | null }>;
  /** The outbox's own door for main's calls (SyncService.enqueueCall): the contingency routes are ours, not declared writes. */
  enqueueCall: SyncService['enqueueCall'];
  /** One call in the outbox by its id (SyncService.entryOf); without it the outbox is listed through the router. */
  entryOf?: SyncService['entryOf'];
  /** Sends waiting calls now, not after their backoff (SyncService.dueNow); without it they keep their backoff. */
  dueNow?: SyncService['dueNow'];
  /** The terminal's one secret store (seals the A1 certificate); by default its key file. */
  secretBox?: SecretBox;
  /** How often pending notes are tried again while any waits. */
  retryEveryMs?: number;
  /** How often the deadlines are checked. */
  checkEveryMs?: number;
  /** How often the numbering is checked for skipped numbers (daily). */
  numberingEveryMs?: number;
  /** The clock (tests of the 24 h window). */
  now?: () => Date;
}

const WARN_WITHIN_MS = 6 * 3600_000;

/** The window the overdue notes missed, as the guardian says it (their state's; all notes of a terminal share one). */
function windowOfRecords(records: { key: string }[]): string {
  return ruleText(windowOf(ufOfKey(records[0]?.key ?? '')));
}

function copyData(d: DanfeData) {
  return {
    contingency: d.contingency,
    identification: d.identification,
    copyLabel: d.copyLabel,
    accessKey: d.accessKey,
    consultUrl: d.consultUrl,
    qrCode: d.qrCode,
    consumer: d.consumer,
    toPay: d.totals.toPay,
    protocol: d.protocol,
  };
}

export function registerFiscal(options: FiscalBridgeOptions): FiscalService {
  const { router, config } = options;

  const outbox: FiscalOutbox = {
    async enqueue(write) {
      const path = write.path.startsWith('/') ? write.path : `/${write.path}`;
      const { duplicate } = await options.enqueueCall({
        descriptor: { callId: write.callId, method: write.method, path, headers: { 'Idempotency-Key': write.idempotencyKey }, body: write.body },
        businessId: write.businessId,
        entityIds: write.entityIds,
        label: write.label,
        kind: write.kind,
        barrier: false,
        write: null,
      });
      return { duplicate };
    },
    async write(w) {
      const res = await router.dispatch('sync.enqueue', { write: { id: w.id, callId: w.callId, params: {}, body: w.body }, businessId: w.businessId, label: w.label, entityIds: [], kind: w.id, barrier: false });
      if (!res.ok) throw new BridgeError(res.error);
      return { duplicate: (res.value as CommandResponse<'sync.enqueue'>).duplicate };
    },
    async entry(callId, businessId) {
      if (options.entryOf) return options.entryOf(callId, businessId);
      const res = await router.dispatch('sync.list', { businessId });
      if (!res.ok) throw new BridgeError(res.error);
      const found = (res.value as CommandResponse<'sync.list'>).entries.find((e) => e.callId === callId);
      return found ? { error: found.error?.message ?? null } : null;
    },
    async dueNow(callIds) {
      await options.dueNow?.(callIds);
    },
  };

  async function print(document: ReceiptDocument, label: string, jobId: string): Promise<void> {
    const listed = await router.dispatch('printing.printers', {});
    // A terminal without the printing area (a bare test router) keeps the bytes only.
    if (!listed.ok && listed.error.code === 'unknown_command') return;
    if (!listed.ok) throw new BridgeError(listed.error);
    const { printers } = listed.value as CommandResponse<'printing.printers'>;
    const wanted = service.currentConfig()?.printer.printerId;
    const target = wanted
      ? printers.find((p) => p.id === wanted)
      : (printers.find((p) => p.roles.includes('cashier')) ?? (printers.length === 1 ? printers[0] : undefined));
    if (!target) {
      throw new BridgeError(wanted ? { code: 'not_found', message: nfceQueueMessages.fiscalPrinterMissing(wanted) } : { code: 'no_printer', message: nfceQueueMessages.noPrinter });
    }
    const queued = await router.dispatch('printing.print', { printerId: target.id, document, label, jobId });
    if (!queued.ok) throw new BridgeError(queued.error);
  }

  let changedTimer: NodeJS.Timeout | null = null;
  const service = new FiscalService({
    dir: path.join(config.terminalDir, 'fiscal'),
    verProc: `BalcaoPDV ${options.version}`.slice(0, 20),
    // Emission never waits on a login: without a session in 1 s the document is tagged with the terminal's
    // configured business, and queued once someone logs in.
    businessId: () =>
      Promise.race([
        options.session().then((s) => s.businessId ?? config.businessId),
        new Promise<string | null>((resolve) => setTimeout(() => resolve(config.businessId), 1000).unref()),
      ]),
    outbox,
    print,
    secretBox: options.secretBox ?? fileSecretBox(secretsDir(config.terminalDir)),
    onChange: () => {
      // Coalesced, as the sync status is: a thousand contingency notes answered in a minute would otherwise each
      // recount every note (pending, deadlines, numbering gaps) for an event the screen redraws once anyway.
      if (changedTimer) return;
      changedTimer = setTimeout(() => {
        changedTimer = null;
        void status()
          .then((s) => router.emit('fiscal.changed', s))
          .catch(() => undefined);
      }, 50);
      changedTimer.unref?.();
    },
    now: options.now,
  });
  const started = service.start();
  const resume = () => void started.then(() => service.resume()).catch(() => undefined);

  async function status(): Promise<FiscalStatus> {
    await started;
    const cfg = service.currentConfig();
    const cert = (await service.certificates.installed()) ? await service.certificates.get() : null;
    const report = service.deadlines(WARN_WITHIN_MS);
    const pending = service.list().filter((r) => r.status === 'pendente').length;
    const gaps = await service.numberingGaps();
    // Voided on their own when automatic voiding is on (the guardian speaks only if SEFAZ refused one); else the
    // manager is told which numbers to void.
    const automatic = cfg?.voiding.automatic ?? true;
    const refused = service.voidings.list().filter((v) => v.status === 'rejeitada');
    const listed = automatic ? gaps.filter((g) => refused.some((v) => v.serie === g.serie && v.from <= g.to && v.to >= g.from)) : gaps;
    return {
      configured: cfg !== null,
      serie: cfg?.serie ?? null,
      nextNumber: cfg ? await service.numbering.peek(cfg.business.cnpj, cfg.serie, cfg.firstNumber) : null,
      certificate: cert ? { commonName: cert.commonName, cnpj: cert.cnpj, notAfter: cert.notAfter.toISOString() } : null,
      pending,
      warning: report.warning.length,
      overdue: report.overdue.length,
      nextDeadline: report.nextDeadline,
      nextRule: report.nextRule,
      alert: report.overdue.length
        ? fiscalMessages.deadline.overdue(report.overdue.length, windowOfRecords(report.overdue))
        : report.warning.length
          ? fiscalMessages.deadline.warning(report.warning.length, WARN_WITHIN_MS / 3600_000)
          : listed.length
            ? voidingMessages.guardian.gaps(listed.map((g) => voidingMessages.range(g.serie, g.from, g.to, g.model)))
            : null,
      gaps,
      automaticVoiding: automatic,
      sefaz: service.sefazAddress(),
      sefazOut: pending > 0 ? service.sefazOut() : null,
      sefazCa: await service.sefazCa.names(),
    };
  }

  const emitted = (e: Omit<Emission, 'existing'> & { existing?: boolean }) => ({ record: e.record, danfe: e.danfe.map(copyData), existing: e.existing ?? false });

  router.handle('fiscal.status', () => status());
  router.handle('fiscal.configure', async (req) => {
    await started;
    await service.configure(req);
    return status();
  });
  router.handle('fiscal.installCertificate', async (req) => {
    await started;
    await service.installCertificate(Buffer.from(req.pfxBase64, 'base64'), req.password);
    return status();
  });
  router.handle('fiscal.installSefazCa', async (req) => {
    await started;
    await service.installSefazCa(Buffer.from(req.fileBase64, 'base64'));
    return status();
  });
  router.handle('fiscal.emit', async (req) => {
    await started;
    return emitted(await service.emit(req.sale));
  });
  router.handle('fiscal.emitContingency', async (req) => {
    await started;
    return emitted(await service.emitContingency(req.sale, { reason: req.reason, since: req.since ? new Date(req.since) : undefined }));
  });
  router.handle('fiscal.reprint', async (req) => {
    await started;
    return emitted(await service.reprint(req.key));
  });
  router.handle('fiscal.danfe', async (req) => {
    await started;
    return service.danfeOf(req.groupPaymentId);
  });
  router.handle('fiscal.list', async (req) => {
    await started;
    return service.list().filter((r) => !req.month || r.dhEmi.startsWith(req.month));
  });
  router.handle('fiscal.transmitPending', async () => {
    await started;
    return service.transmitPending();
  });
  router.handle('fiscal.cancel', async (req) => {
    await started;
    return service.cancel(req.key, req.justification, req.substituteKey);
  });
  router.handle('fiscal.voidNumbers', async (req) => {
    await started;
    return service.voidNumbers({ model: req.model, serie: req.serie, from: req.from, to: req.to, reason: req.justification });
  });
  router.handle('fiscal.checkNumbering', async () => {
    await started;
    const result = await service.checkNumbering();
    router.emit('fiscal.changed', await status());
    return result;
  });
  router.handle('fiscal.voidings', async () => {
    await started;
    return service.voidings.list();
  });
  router.handle('fiscal.exportXml', async (req) => {
    await started;
    const { zip, files } = await service.exportZip(req.month);
    return { fileName: `NFCe-${req.month ?? 'todas'}.zip`, zipBase64: Buffer.from(zip).toString('base64'), files };
  });

  // Answers of our outbox calls; and whatever is not in the outbox yet goes in once the outbox is loaded, when
  // someone logs in and when the server answers again.
  router.onEvent((name, payload) => {
    if (name === 'sync.settled') {
      const settled = payload as Settled;
      if (settled.kind.startsWith('fiscal.')) void started.then(() => service.settled(settled)).catch(() => undefined);
    } else if (name === 'session.changed' || (name === 'connectivity.changed' && (payload as { online?: boolean }).online)) {
      resume();
    }
  });
  void options.session().then(resume, () => undefined);
  // The deadline check keeps running while the terminal is on; unref'd so it never holds the process.
  const timer = setInterval(() => {
    void status()
      .then((s) => {
        if (s.alert) router.emit('fiscal.changed', s);
      })
      .catch(() => undefined);
  }, options.checkEveryMs ?? 5 * 60_000);
  timer.unref();
  // While notes wait for SEFAZ (contingency ones, online ones sent without an answer), SEFAZ is asked again now
  // and then: unanswered online notes are looked up by key, and the outbox is told to try the queued ones now,
  // so everything goes out when SEFAZ is back with nothing done by the cashier.
  const retry = setInterval(() => {
    if (!service.list().some((r) => r.status === 'pendente')) return;
    void started
      .then(() => service.checkUnanswered())
      .then(() => service.resume())
      // Only when SEFAZ answered again: otherwise the outbox's own backoff decides.
      .then(() => (service.sefazAnswering() && service.list().some((r) => r.status === 'pendente' && r.tpEmis === 9) ? router.dispatch('sync.replayNow', {}) : null))
      .catch(() => undefined);
  }, options.retryEveryMs ?? 15_000);
  retry.unref();
  // The daily numbering check: once the session is known, then every day while the terminal is on.
  const checkNumbering = () =>
    void started
      .then(() => service.checkNumbering())
      .then(() => status())
      .then((s) => router.emit('fiscal.changed', s))
      .catch(() => undefined);
  void options.session().then(checkNumbering, () => undefined);
  const daily = setInterval(checkNumbering, options.numberingEveryMs ?? 24 * 3600_000);
  daily.unref();
  return service;
}
