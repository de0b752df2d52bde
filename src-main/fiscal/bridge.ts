// Bridge handlers of the fiscal area, the transmission trigger (when the server comes back) and the periodic
// deadline check that warns the cashier before the 24 h window closes.
import path from 'node:path';
import type { FiscalStatus } from '../../src-shared/bridge/areas/fiscal.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import type { DanfeData } from '../../src-shared/fiscal/danfe.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import type { MainConfig } from '../config.js';
import { FiscalService, type Emission } from './service.js';

export interface FiscalBridgeOptions {
  router: CommandRouter;
  config: MainConfig;
  version: string;
  /** The logged-in session (token and business) once the sync service has loaded it. */
  session: () => Promise<{ token: string | null; businessId: string | null }>;
  /** How often the deadlines are checked. */
  checkEveryMs?: number;
}

const WARN_WITHIN_MS = 6 * 3600_000;

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
  const service = new FiscalService({
    dir: path.join(config.terminalDir, 'fiscal'),
    serverUrl: config.serverUrl,
    verProc: `BalcaoPDV ${options.version}`.slice(0, 20),
    // Emission never waits on a login: without a session in 1 s the document still goes out, tagged with the
    // terminal's configured business.
    auth: () =>
      Promise.race([
        options.session(),
        new Promise<{ token: null; businessId: string | null }>((resolve) => setTimeout(() => resolve({ token: null, businessId: config.businessId }), 1000).unref()),
      ]),
    onChange: () => void status().then((s) => router.emit('fiscal.changed', s)),
  });
  const started = service.start();

  async function status(): Promise<FiscalStatus> {
    await started;
    const cfg = service.currentConfig();
    const cert = (await service.certificates.installed()) ? await service.certificates.get() : null;
    const report = service.deadlines(WARN_WITHIN_MS);
    const pending = service.list().filter((r) => r.status === 'pendente').length;
    return {
      configured: cfg !== null,
      serie: cfg?.serie ?? null,
      nextNumber: cfg ? await service.numbering.peek(cfg.business.cnpj, cfg.serie, cfg.firstNumber) : null,
      certificate: cert ? { commonName: cert.commonName, cnpj: cert.cnpj, notAfter: cert.notAfter.toISOString() } : null,
      pending,
      warning: report.warning.length,
      overdue: report.overdue.length,
      nextDeadline: report.nextDeadline,
      alert: report.overdue.length
        ? fiscalMessages.deadline.overdue(report.overdue.length)
        : report.warning.length
          ? fiscalMessages.deadline.warning(report.warning.length, WARN_WITHIN_MS / 3600_000)
          : null,
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
  router.handle('fiscal.emitContingency', async (req) => {
    await started;
    const e = await service.emitContingency(req.sale, { reason: req.reason, since: req.since ? new Date(req.since) : undefined });
    void service.transmitPending().catch(() => undefined);
    return emitted(e);
  });
  router.handle('fiscal.reprint', async (req) => emitted(await service.reprint(req.key)));
  router.handle('fiscal.list', async (req) => {
    await started;
    return service.list().filter((r) => !req.month || r.dhEmi.startsWith(req.month));
  });
  router.handle('fiscal.transmitPending', async () => {
    await started;
    return service.transmitPending();
  });
  router.handle('fiscal.cancel', async (req) => service.cancel(req.key, req.justification, req.substituteKey));
  router.handle('fiscal.exportXml', async (req) => {
    await started;
    const { zip, files } = await service.exportZip(req.month);
    return { fileName: `NFCe-${req.month ?? 'todas'}.zip`, zipBase64: Buffer.from(zip).toString('base64'), files };
  });

  // When the server answers again, pending contingency documents go at once.
  router.onEvent((name, payload) => {
    if (name === 'connectivity.changed' && (payload as { online?: boolean }).online) {
      void started.then(() => service.transmitPending()).catch(() => undefined);
    }
  });
  // The deadline check keeps running while the terminal is on; unref'd so it never holds the process.
  const timer = setInterval(() => {
    void status()
      .then((s) => {
        if (s.alert) router.emit('fiscal.changed', s);
      })
      .catch(() => undefined);
  }, options.checkEveryMs ?? 5 * 60_000);
  timer.unref();
  return service;
}
