// The terminal's NFC-e in offline contingency: configuration, certificate, durable numbering, emission (build,
// sign, QR, DANFE), tracking, transmission to the server's endpoint, deadline warnings, cancel events, zip export.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { generateCnf } from '../../src-shared/fiscal/accessKey.js';
import { danfeCopies, danfeData, type DanfeData } from '../../src-shared/fiscal/danfe.js';
import { danfeCommands } from '../../src-shared/fiscal/danfePrint.js';
import { buildNfce } from '../../src-shared/fiscal/nfceXml.js';
import {
  deadlineReport,
  eventWrite,
  NfceAuthorization,
  statusForCStat,
  transmissionWrite,
  type DeadlineReport,
  type NfceRecord,
  type RestWrite,
} from '../../src-shared/fiscal/tracking.js';
import { FiscalSale, FiscalTerminalConfig } from '../../src-shared/fiscal/types.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { encode } from '../../src-shared/printing/encode.js';
import { columnsFor } from '../../src-shared/printing/models.js';
import { assertUsable } from './certificate.js';
import { CertificateStore, type SecretProtector } from './certificateStore.js';
import { writeDurable } from './durable.js';
import { emitNfce, signCancelEvent, signSubstitutionCancelEvent } from './emit.js';
import { nodeHasher } from './hasher.js';
import { ContingencyNumbering } from './numbering.js';
import { NfceStore } from './store.js';


export interface SendResult {
  status: number;
  body: unknown;
}

export interface FiscalServiceOptions {
  /** The terminal's fiscal folder (config, certificate, numbering, documents). */
  dir: string;
  serverUrl: string;
  verProc: string;
  /** The logged-in session's token and business, for the server's endpoint. */
  auth: () => Promise<{ token: string | null; businessId: string | null }>;
  /** Sends one REST write (the outbox's job once it queues fiscal writes); default: direct HTTP. */
  send?: (write: RestWrite, token: string | null) => Promise<SendResult>;
  /** Prints one DANFE copy (the printing queue); when absent the bytes are only returned. */
  print?: (bytes: Uint8Array, label: string) => Promise<void>;
  protector?: SecretProtector;
  onChange?: (records: NfceRecord[]) => void;
  now?: () => Date;
}

export interface Emission {
  record: NfceRecord;
  danfe: DanfeData[];
  /** Encoded DANFE copies for the configured printer. */
  bytes: Uint8Array[];
  /** true when this sale already had its NFC-e (a repeat returns it instead of taking a new number). */
  existing: boolean;
}

async function httpSend(serverUrl: string, write: RestWrite, token: string | null): Promise<SendResult> {
  const res = await fetch(serverUrl + write.path, {
    method: write.method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': write.idempotencyKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(write.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the message
  }
  return { status: res.status, body };
}

export class FiscalService {
  readonly store: NfceStore;
  readonly numbering: ContingencyNumbering;
  readonly certificates: CertificateStore;
  private config: z.output<typeof FiscalTerminalConfig> | null = null;
  private transmitting: Promise<NfceRecord[]> | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: FiscalServiceOptions) {
    this.store = new NfceStore(path.join(options.dir, 'nfce'));
    this.numbering = new ContingencyNumbering(path.join(options.dir, 'numbering'));
    this.certificates = new CertificateStore(path.join(options.dir, 'certificate'), options.protector);
    this.now = options.now ?? (() => new Date());
  }

  async start(): Promise<void> {
    await this.store.load();
    try {
      this.config = FiscalTerminalConfig.parse(JSON.parse(await readFile(path.join(this.options.dir, 'config.json'), 'utf8')));
    } catch {
      this.config = null;
    }
  }

  async configure(input: FiscalTerminalConfig): Promise<void> {
    const parsed = FiscalTerminalConfig.parse(input);
    await writeDurable(path.join(this.options.dir, 'config.json'), JSON.stringify(parsed));
    this.config = parsed;
  }

  currentConfig(): z.output<typeof FiscalTerminalConfig> | null {
    return this.config;
  }

  private requireConfig(): z.output<typeof FiscalTerminalConfig> {
    if (!this.config) throw new BridgeError({ code: 'fiscal_config_missing', message: fiscalMessages.errors.fiscalConfigMissing });
    return this.config;
  }

  async installCertificate(pfx: Uint8Array, password: string) {
    const cert = await this.certificates.install(pfx, password);
    if (this.config) assertUsable(cert, this.config.business.cnpj, this.now());
    return cert;
  }

  /**
   * Emits the sale's NFC-e in offline contingency. Order matters for the law and for crashes: the number is made
   * durable first, the signed XML and its record next, and only then the DANFE is printed.
   */
  async emitContingency(saleInput: FiscalSale, contingency: { since?: Date; reason?: string } = {}): Promise<Emission> {
    const config = this.requireConfig();
    const sale = FiscalSale.parse(saleInput);
    const existing = this.store.byGroupPayment(sale.groupPaymentId);
    if (existing) return { ...(await this.reprint(existing.key)), existing: true };
    // Check the certificate before taking a number: a number is never given back.
    const cert = await this.certificates.get();
    const now = this.now();
    assertUsable(cert, config.business.cnpj, now);
    // Fail on the sale's own problems (payment short, tax codes) before taking a number too.
    buildNfce({ business: config.business, sale, serie: config.serie, nNF: 1, cNF: '48213957', emittedAt: now, contingency: null, verProc: this.options.verProc, hasher: nodeHasher });

    const { serie, nNF } = await this.numbering.reserve(config.business.cnpj, config.serie, sale.groupPaymentId, config.firstNumber);
    const cNF = generateCnf(nNF, () => randomInt(0, 100_000_000));
    const since = contingency.since ?? now;
    const reason = contingency.reason ?? fiscalMessages.contingencyReason;
    const signed = emitNfce(
      { business: config.business, sale, serie, nNF, cNF, emittedAt: now, contingency: { since, reason }, verProc: this.options.verProc },
      cert,
    );
    const { businessId } = await this.options.auth().catch(() => ({ businessId: null }));
    const record: NfceRecord = {
      id: newId(),
      key: signed.built.key,
      businessId,
      groupPaymentId: sale.groupPaymentId,
      cnpj: config.business.cnpj,
      serie,
      nNF,
      tpEmis: 9,
      tpAmb: signed.built.tpAmb,
      dhEmi: signed.built.dhEmi,
      emittedAt: now.toISOString(),
      vNF: signed.built.totals.vNF,
      status: 'pendente',
      cStat: null,
      reason: null,
      nProt: null,
      authorizedAt: null,
      attempts: 0,
      lastAttemptAt: null,
      lastError: null,
      events: [],
    };
    await this.store.add(record, signed.xml, {
      sale: saleInput,
      contingency: { since: since.toISOString(), reason },
      qrCode: signed.qrCode,
      urlChave: signed.urlChave,
    });
    this.changed();
    const danfe = danfeCopies(signed.built).map((copy) => danfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy }));
    const bytes = await this.printAll(danfe);
    return { record, danfe, bytes, existing: false };
  }

  private async printAll(danfe: DanfeData[]): Promise<Uint8Array[]> {
    const { model, size } = this.requireConfig().printer;
    const columns = columnsFor(model, size, 'A');
    const bytes = danfe.map((d) => encode(model, danfeCommands(d, columns)));
    if (this.options.print) {
      for (const [i, b] of bytes.entries()) await this.options.print(b, danfe[i]?.copyLabel ?? 'DANFE NFC-e');
    }
    return bytes;
  }

  /** The DANFE again from the stored XML (authorized ones print with their protocol and one copy). */
  async reprint(key: string): Promise<Omit<Emission, 'existing'>> {
    const record = this.store.get(key);
    if (!record) throw new BridgeError({ code: 'nfce_not_found', message: fiscalMessages.errors.documentNotFound });
    const config = this.requireConfig();
    const emission = await this.store.emission(key);
    const built = buildNfce({
      business: config.business,
      sale: emission.sale,
      serie: record.serie,
      nNF: record.nNF,
      cNF: key.slice(35, 43),
      emittedAt: new Date(record.emittedAt),
      contingency: emission.contingency ? { since: new Date(emission.contingency.since), reason: emission.contingency.reason } : null,
      verProc: this.options.verProc,
      hasher: nodeHasher,
    });
    const protocol = record.nProt && record.authorizedAt ? { nProt: record.nProt, at: record.authorizedAt } : null;
    const copies = protocol ? (['consumer'] as const) : danfeCopies(built);
    const danfe = copies.map((copy) => danfeData({ built, qrCode: emission.qrCode, urlChave: emission.urlChave, copy, protocol }));
    return { record, danfe, bytes: await this.printAll(danfe) };
  }

  list(): NfceRecord[] {
    return this.store.list();
  }

  deadlines(warnWithinMs?: number): DeadlineReport {
    return deadlineReport(this.store.list(), this.now(), warnWithinMs);
  }

  /** Sends every pending (and every rejected, after correction) contingency document; one run at a time. */
  transmitPending(): Promise<NfceRecord[]> {
    this.transmitting ??= this.runTransmission().finally(() => {
      this.transmitting = null;
    });
    return this.transmitting;
  }

  private async runTransmission(): Promise<NfceRecord[]> {
    const pending = this.store.list().filter((r) => r.status === 'pendente');
    const out: NfceRecord[] = [];
    for (const r of pending) out.push(await this.transmit(r.key));
    return out;
  }

  async transmit(key: string): Promise<NfceRecord> {
    const record = this.store.get(key);
    if (!record) throw new BridgeError({ code: 'nfce_not_found', message: fiscalMessages.errors.documentNotFound });
    const { token, businessId } = await this.options.auth();
    const withBusiness = record.businessId ? record : { ...record, businessId };
    const write = transmissionWrite(withBusiness, await this.store.xml(key));
    const attempt = { ...withBusiness, attempts: record.attempts + 1, lastAttemptAt: this.now().toISOString() };
    let result: SendResult;
    try {
      result = await (this.options.send ?? ((w, t) => httpSend(this.options.serverUrl, w, t)))(write, token);
    } catch (err) {
      const failed = { ...attempt, lastError: fiscalMessages.errors.transmitFailed(err instanceof Error ? err.message : String(err)) };
      await this.store.put(failed);
      this.changed();
      return failed;
    }
    const parsed = NfceAuthorization.safeParse(result.body);
    if (result.status !== 200 || !parsed.success) {
      const message = typeof result.body === 'object' && result.body && 'message' in result.body ? String((result.body as { message: unknown }).message) : `HTTP ${result.status}`;
      const failed = { ...attempt, lastError: fiscalMessages.errors.transmitFailed(message) };
      await this.store.put(failed);
      this.changed();
      return failed;
    }
    const answer = parsed.data;
    const status = statusForCStat(answer.cStat);
    const next: NfceRecord = {
      ...attempt,
      status: status ?? attempt.status,
      cStat: answer.cStat,
      reason: answer.xMotivo,
      nProt: answer.nProt ?? attempt.nProt,
      authorizedAt: status === 'autorizada' ? answer.dhRecbto : attempt.authorizedAt,
      lastError: status === null ? answer.xMotivo : null,
    };
    if (answer.protNFe && status === 'autorizada') await this.store.saveExtra(key, 'prot', answer.protNFe);
    await this.store.put(next);
    this.changed();
    return next;
  }

  /**
   * Cancels an authorized NFC-e: 110111, or 110112 when `substituteKey` names the contingency NFC-e that covered
   * the same sale. Signed here, sent through the server's events endpoint.
   */
  async cancel(key: string, reason: string, substituteKey?: string): Promise<NfceRecord> {
    const record = this.store.get(key);
    if (!record) throw new BridgeError({ code: 'nfce_not_found', message: fiscalMessages.errors.documentNotFound });
    if (record.status !== 'autorizada' || !record.nProt) {
      throw new BridgeError({ code: 'nfce_not_authorized', message: fiscalMessages.errors.cancelNeedsAuthorization });
    }
    const config = this.requireConfig();
    const cert = await this.certificates.get();
    const base = { key, tpAmb: record.tpAmb, nProt: record.nProt, reason, at: this.now(), timeZone: config.business.timeZone };
    const event = substituteKey
      ? signSubstitutionCancelEvent({ ...base, substituteKey, verAplic: this.options.verProc }, cert)
      : signCancelEvent(base, cert);
    await this.store.saveExtra(key, `event-${event.id}`, event.xml);
    const { token, businessId } = await this.options.auth();
    const write = eventWrite(record.businessId ?? businessId ?? '', newId(), key, event.xml);
    const result = await (this.options.send ?? ((w, t) => httpSend(this.options.serverUrl, w, t)))(write, token);
    const body = result.body as { cStat?: number; xMotivo?: string; nProt?: string | null; message?: string };
    if (result.status !== 200 || typeof body.cStat !== 'number') {
      throw new BridgeError({ code: 'nfce_cancel_failed', message: fiscalMessages.errors.transmitFailed(body.message ?? `HTTP ${result.status}`) });
    }
    const registered = body.cStat === 135 || body.cStat === 155;
    const next: NfceRecord = {
      ...record,
      status: registered ? 'cancelada' : record.status,
      reason: body.xMotivo ?? record.reason,
      events: [...record.events, { tpEvento: event.tpEvento, id: event.id, cStat: body.cStat, nProt: body.nProt ?? null, at: this.now().toISOString() }],
    };
    await this.store.put(next);
    this.changed();
    return next;
  }

  exportZip(month?: string) {
    return this.store.exportZip(month);
  }

  private changed(): void {
    this.options.onChange?.(this.store.list());
  }
}
