// The terminal's NFC-e: configuration, certificate, durable numbering, emission (build, sign, QR, DANFE),
// tracking, deadline warnings, cancel events, voiding of skipped numbers (inutilização), zip export. Normal emission (tpEmis 1) goes straight to SEFAZ from
// the terminal and waits the configured time; without an answer the sale is emitted in offline contingency
// (tpEmis 9) on its own. Contingency transmission goes through the outbox:
// the document (and each cancel event) is queued as a REST write with a stable Idempotency-Key, so it survives a
// kill and reaches the server once; the SEFAZ answer comes back in the settled call's answer.
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { generateCnf } from '../../src-shared/fiscal/accessKey.js';
import { danfeCopies, danfeData, printingDanfeData, type DanfeCopy, type DanfeData, type DanfeInput } from '../../src-shared/fiscal/danfe.js';
import { cancellable, cancelWindowMs } from '../../src-shared/fiscal/cancelWindows.js';
import { buildNfce } from '../../src-shared/fiscal/nfceXml.js';
import { SefazCertificateRefused, SefazClient, SefazUnavailable } from '../../src-shared/fiscal/sefazClient.js';
import {
  deadlineReport,
  eventWrite,
  NfceAuthorization,
  statusForCStat,
  transmissionWrite,
  type DeadlineReport,
  type NfceRecord,
  type OutboxRef,
  type RestWrite,
} from '../../src-shared/fiscal/tracking.js';
import { FiscalSale, FiscalTerminalConfig } from '../../src-shared/fiscal/types.js';
import {
  numberingGaps,
  rangeVoided,
  unusedNumber,
  VoidingAnswer,
  voidingWrite,
  yearOf,
  type FiscalModel,
  type NumberRange,
  type VoidingRecord,
} from '../../src-shared/fiscal/voiding.js';
import { TP_AMB, UF_CODES, type Uf } from '../../src-shared/fiscal/states.js';
import { nfceEndpoints, sefazAuthorizer, sefazEndpoints } from '../../src-shared/fiscal/webServices.js';
import { voidingMessages } from '../../src-shared/i18n/voiding.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { fiscalActionMessages } from '../../src-shared/i18n/fiscalActions.js';
import { nfceQueueMessages } from '../../src-shared/i18n/nfceQueue.js';
import { renderDocument } from '../../src-shared/printing/compile.js';
import type { ReceiptDocument } from '../../src-shared/printing/document.js';
import { danfeNfce } from '../../src-shared/printing/templates/danfeNfce.js';
import { DanfeNfceData } from '../../src-shared/printing/templates/schemas.js';
import { fileSecretBox, type SecretBox } from '../security/secretBox.js';
import { assertUsable, type A1Certificate } from './certificate.js';
import { CertificateStore } from './certificateStore.js';
import { writeDurable } from './durable.js';
import { emitNfce, signCancelEvent, signSubstitutionCancelEvent, signVoiding } from './emit.js';
import { nodeHasher } from './hasher.js';
import { NfeNumberLog } from './nfeNumbers.js';
import { ContingencyNumbering } from './numbering.js';
import { schemaProblem } from './schemas.js';
import { a1Transport } from './sefazConnection.js';
import { SefazCaStore } from './sefazCaStore.js';
import { NfceStore } from './store.js';
import { VoidingStore } from './voidingStore.js';

/** One fiscal write for the outbox. */
export interface OutboxWrite extends RestWrite {
  callId: string;
  businessId: string;
  label: string;
  kind: 'fiscal.nfceContingency' | 'fiscal.nfceEvent' | 'fiscal.nfceVoiding';
  entityIds: string[];
}

/** The outbox as the fiscal service needs it (src-main/sync, reached through the bridge in production). */
export interface FiscalOutbox {
  /** Appends the write durably; `duplicate` when the callId was already taken (still waiting, or finished). */
  enqueue(write: OutboxWrite): Promise<{ duplicate: boolean }>;
  /** The call while it is in the outbox (waiting, being sent, or refused and kept), with its last failure; else null. */
  entry(callId: string, businessId: string): Promise<{ error: string | null } | null>;
  /** Queues a declared write (src-shared/writes): the note handed over to the server (nfceGenerate). */
  write?(write: { id: string; callId: string; businessId: string; label: string; body: unknown }): Promise<{ duplicate: boolean }>;
  /** These waiting calls go now, not after their backoff. */
  dueNow?(callIds: string[]): Promise<void>;
}

/** A call the outbox finished with (the `sync.settled` event). */
export interface SettledCall {
  callId: string;
  state: 'done' | 'refused' | 'discarded';
  status: number;
  message: string | null;
  answer?: unknown;
}

export interface FiscalServiceOptions {
  /** The terminal's fiscal folder (config, certificate, numbering, documents). */
  dir: string;
  verProc: string;
  /** The business the documents belong to on the platform (the session's, else the terminal's). */
  businessId: () => Promise<string | null>;
  /** Where transmissions and events are queued; without it documents stay pending on this terminal. */
  outbox?: FiscalOutbox;
  /** Queues one DANFE copy on the printer; `jobId` makes a repeated emission print once. */
  print?: (document: ReceiptDocument, label: string, jobId: string) => Promise<void>;
  /** The terminal's secret store (seals the A1 certificate); by default the key file in `dir`/security. */
  secretBox?: SecretBox;
  onChange?: (records: NfceRecord[]) => void;
  now?: () => Date;
}

export interface Emission {
  record: NfceRecord;
  danfe: DanfeData[];
  /** Encoded DANFE copies for the configured printer model and paper. */
  bytes: Uint8Array[];
  /** true when this sale already had its NFC-e (a repeat returns it instead of taking a new number). */
  existing: boolean;
}

type Config = z.output<typeof FiscalTerminalConfig>;

/** config.json as stored: the CSC token sealed (sealedToken, base64), or in clear when an earlier version wrote it. */
type StoredConfig = { business?: { csc?: { id?: string; token?: string; sealedToken?: string } } };

const KIND_DOCUMENT = 'fiscal.nfceContingency';
const KIND_EVENT = 'fiscal.nfceEvent';
const KIND_VOIDING = 'fiscal.nfceVoiding';

export class FiscalService {
  readonly store: NfceStore;
  readonly voidings: VoidingStore;
  readonly numbering: ContingencyNumbering;
  /** The NF-e's (model 55) numbering, apart from the NFC-e's, and what became of each number (nfeBridge.ts). */
  readonly nfeNumbering: ContingencyNumbering;
  readonly nfeNumbers: NfeNumberLog;
  readonly certificates: CertificateStore;
  /** The ICP-Brasil chain SEFAZ's servers are trusted by, picked on the setup screen. */
  readonly sefazCa: SefazCaStore;
  private config: z.output<typeof FiscalTerminalConfig> | null = null;
  /** Seals the certificate and the CSC at rest. */
  private readonly box: SecretBox;
  private readonly now: () => Date;
  /** Record changes (queueing, answers) one at a time, so an answer never races the write that queued it. */
  private lane: Promise<unknown> = Promise.resolve();
  /** Calls of ours the outbox settled in this process, and who waits to hear about them. */
  private readonly heard = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /**
   * What SEFAZ said when the guardian last asked whether it runs (NFeStatusServico4) and it did not: its cStat (108,
   * 109) or null when it did not answer. Null while it runs or was not asked.
   */
  private sefazDown: { cStat: number | null; xMotivo: string } | null = null;
  /** Since when SEFAZ failed to answer an online emission (sales go to contingency until `retryAfterMs`). */
  private offline: { since: Date; reason: string } | null = null;
  /** Online documents whose authorization request is on its way (emit). */
  private readonly sending = new Set<string>();
  /** Online documents whose cancellation by substitution is being sent. */
  private readonly cancelling = new Set<string>();
  /** Cancellations being signed or waiting for SEFAZ, by key. */
  private readonly cancels = new Map<string, Promise<NfceRecord>>();
  /** The notes being handed over to the server, in the order their states were reached. */
  private handing: Promise<void> = Promise.resolve();
  /**
   * Run before each numbering check: what settles numbers whose fate is known elsewhere (nfeBridge.ts: an NF-e's
   * refusal kept in the outbox while its number's record was not written).
   */
  readonly beforeNumberingCheck: (() => Promise<void>)[] = [];

  constructor(private readonly options: FiscalServiceOptions) {
    this.store = new NfceStore(path.join(options.dir, 'nfce'));
    this.voidings = new VoidingStore(path.join(options.dir, 'voidings'));
    this.numbering = new ContingencyNumbering(path.join(options.dir, 'numbering'));
    this.nfeNumbering = new ContingencyNumbering(path.join(options.dir, 'nfe55'));
    this.nfeNumbers = new NfeNumberLog(path.join(options.dir, 'nfe55', 'numbers'));
    this.box = options.secretBox ?? fileSecretBox(path.join(options.dir, 'security'));
    this.certificates = new CertificateStore(path.join(options.dir, 'certificate'), this.box);
    this.sefazCa = new SefazCaStore(path.join(options.dir, 'sefaz-ca'));
    this.now = options.now ?? (() => new Date());
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lane.then(fn, fn);
    this.lane = run.catch(() => undefined);
    return run;
  }

  start(): Promise<void> {
    return this.serial(async () => {
      await this.store.load();
      await this.voidings.load();
      this.trusted = await this.sefazCa.list();
      await this.nfeNumbers.load();
      let stored: StoredConfig;
      try {
        stored = JSON.parse(await readFile(path.join(this.options.dir, 'config.json'), 'utf8')) as StoredConfig;
      } catch {
        this.config = null;
        return;
      }
      try {
        const csc = stored.business?.csc;
        const clear = typeof csc?.token === 'string';
        if (csc?.sealedToken) csc.token = this.box.open(Buffer.from(csc.sealedToken, 'base64'));
        this.config = FiscalTerminalConfig.parse(stored);
        // Written by an earlier version with the CSC in clear: sealed now.
        if (clear) await this.writeConfig(this.config);
      } catch {
        this.config = null;
      }
    });
  }

  async configure(input: FiscalTerminalConfig): Promise<void> {
    const parsed = FiscalTerminalConfig.parse(input);
    await this.writeConfig(parsed);
    this.config = parsed;
  }

  /** config.json with the CSC sealed by the secret store: it signs the QR codes, so it is kept like the certificate. */
  private async writeConfig(config: z.output<typeof FiscalTerminalConfig>): Promise<void> {
    const { token, ...csc } = config.business.csc;
    const stored = { ...config, business: { ...config.business, csc: { ...csc, sealedToken: this.box.seal(token).toString('base64') } } };
    await writeDurable(path.join(this.options.dir, 'config.json'), JSON.stringify(stored));
  }

  currentConfig(): z.output<typeof FiscalTerminalConfig> | null {
    return this.config;
  }

  private requireConfig(): z.output<typeof FiscalTerminalConfig> {
    if (!this.config) throw new BridgeError({ code: 'fiscal_config_missing', message: fiscalMessages.errors.fiscalConfigMissing });
    return this.config;
  }

  async installCertificate(pfx: Uint8Array, password: string) {
    // Checked before it is kept: a refused certificate must not replace the one the terminal signs with.
    const config = this.config;
    return this.certificates.install(pfx, password, (cert) => {
      if (config) assertUsable(cert, config.business.cnpj, this.now());
    });
  }

  /**
   * Emits the sale's NFC-e in offline contingency. Order matters for the law and for crashes: the number is made
   * durable first, the signed XML and its record next, then its transmission is queued, and only then the DANFE
   * is printed.
   */
  async emitContingency(saleInput: FiscalSale, contingency: { since?: Date; reason?: string } = {}): Promise<Emission> {
    const config = this.requireConfig();
    const sale = FiscalSale.parse(saleInput);
    const existing = this.store.byGroupPayment(sale.groupPaymentId);
    // A repeat (the cashier pressed again, or the first answer was lost): the same document, and its DANFE jobs
    // again under their own ids, so only a copy that never reached the printer comes out.
    if (existing) return { ...(await this.render(existing.key, 'emission')), existing: true };
    const { cert, now } = await this.precheck(config, sale);
    return this.contingency(config, saleInput, sale, cert, now, contingency);
  }

  /** The certificate, then the sale's own problems (payment short, tax codes): checked before a number is taken. */
  private async precheck(config: Config, sale: z.output<typeof FiscalSale>) {
    const cert = await this.certificates.get();
    const now = this.now();
    assertUsable(cert, config.business.cnpj, now);
    buildNfce({ business: config.business, sale, serie: config.serie, nNF: 1, cNF: '48213957', emittedAt: now, contingency: null, verProc: this.options.verProc, hasher: nodeHasher });
    return { cert, now };
  }

  /**
   * Emits the sale's NFC-e: online (tpEmis 1) when SEFAZ is configured and answered lately, else in contingency.
   * Online, the number, the signed XML and its record are durable before the request leaves; SEFAZ's protocol is
   * printed on the DANFE. No answer within the time limit (or no link): the document is looked up by its key, and
   * if SEFAZ still does not say it has it, the sale is emitted in contingency with the next number, while the
   * online document waits to be looked up again (authorized → cancelled by substitution; unknown → voided).
   */
  async emit(saleInput: FiscalSale): Promise<Emission> {
    const config = this.requireConfig();
    const online = config.online;
    if (!online) return this.emitContingency(saleInput);
    const sale = FiscalSale.parse(saleInput);
    const found = this.store.byGroupPayment(sale.groupPaymentId);
    // A note SEFAZ rejected is not the sale's document: once the cause is fixed the sale is emitted anew.
    const existing = found?.tpEmis === 1 && found.status === 'rejeitada' ? undefined : found;
    if (existing?.tpEmis === 1 && existing.status === 'pendente') {
      // Sent before and never answered (the terminal stopped in between): the same document again, never a new one.
      const cert = await this.certificates.get();
      return this.sendOnline(config, online, existing, saleInput, cert);
    }
    if (existing) return { ...(await this.render(existing.key, 'emission')), existing: true };
    const { cert, now } = await this.precheck(config, sale);
    if (this.offline && now.getTime() - this.offline.since.getTime() < online.retryAfterMs) {
      return this.contingency(config, saleInput, sale, cert, now, this.offline);
    }
    const { serie, nNF } = await this.numbering.reserve(config.business.cnpj, config.serie, sale.groupPaymentId, config.firstNumber);
    const cNF = generateCnf(nNF, () => randomInt(0, 100_000_000));
    const signed = emitNfce({ business: config.business, sale, serie, nNF, cNF, emittedAt: now, contingency: null, verProc: this.options.verProc }, cert);
    const record = this.newRecord(signed, sale.groupPaymentId, config, serie, nNF, now, await this.options.businessId().catch(() => null));
    await this.store.add(record, signed.xml, { sale: saleInput, contingency: null, qrCode: signed.qrCode, urlChave: signed.urlChave });
    this.changed();
    return this.sendOnline(config, online, record, saleInput, cert);
  }

  /** Where online emission goes (the state's SEFAZ from webServices.ts, or the override); null when it is off. */
  sefazAddress(): { uf: string; authorizer: string; environment: Config['business']['environment']; url: string; override: boolean } | null {
    const config = this.config;
    const uf = config?.business.address.uf as Uf | undefined;
    if (!config?.online || !uf || !(uf in UF_CODES)) return null;
    const environment = config.business.environment;
    const url = nfceEndpoints(uf, environment, config.online.url ?? null).NFeAutorizacao4;
    return { uf, authorizer: sefazAuthorizer('65', uf), environment, url, override: !!config.online.url };
  }

  /** True when this terminal emits online and SEFAZ answered its last call (so waiting notes may go now). */
  sefazAnswering(): boolean {
    return !!this.config?.online && this.offline === null && this.sefazDown === null;
  }

  /**
   * The guardian asks SEFAZ first: before the notes that wait are sent, NFeStatusServico4 of the business's state (or
   * the override). Stopped (108, 109) or no answer: false, and the guardian says so with SEFAZ's code; sending the
   * batch then would only have it refused. A terminal that does not emit online has no SEFAZ of its own to ask (and no
   * business asking the real one from tests): true, the server's relay decides, as does a refusal for the certificate.
   */
  async sefazRunning(): Promise<boolean> {
    const online = this.config?.online;
    const cert = online ? await this.certificates.get().catch(() => null) : null;
    if (!online || !cert) return this.sefazIs(null);
    const cUF = UF_CODES[this.requireConfig().business.address.uf as Uf];
    try {
      const { cStat, xMotivo } = await this.sefaz(online, cert).status(cUF, online.timeoutMs);
      return this.sefazIs(cStat === 108 || cStat === 109 ? { cStat, xMotivo } : null);
    } catch (err) {
      if (err instanceof SefazCertificateRefused) return this.sefazIs(null);
      if (!(err instanceof SefazUnavailable)) throw err;
      return this.sefazIs({ cStat: null, xMotivo: err.message });
    }
  }

  private sefazIs(down: { cStat: number | null; xMotivo: string } | null): boolean {
    const changed = (down === null) !== (this.sefazDown === null) || down?.cStat !== this.sefazDown?.cStat;
    this.sefazDown = down;
    if (changed) this.changed();
    return down === null;
  }

  /** What the guardian says while SEFAZ is out (the last status asked), in Portuguese with its code; else null. */
  sefazOut(): string | null {
    const down = this.sefazDown;
    return down ? fiscalMessages.guardian.sefazOut(down.cStat, down.xMotivo) : null;
  }

  /**
   * The business's state's NFC-e services in its environment (webServices.ts), or the configured URL (the
   * simulator), reached with the A1 as the TLS client certificate.
   */
  private sefaz(online: NonNullable<Config['online']>, cert: A1Certificate): SefazClient {
    const { business } = this.requireConfig();
    const endpoints = nfceEndpoints(business.address.uf as Uf, business.environment, online.url ?? null);
    return new SefazClient(endpoints, online.timeoutMs, { transport: a1Transport(cert, this.trusted), tpAmb: TP_AMB[business.environment] });
  }

  /** The chain installed on the setup screen, as last read (start, install). */
  private trusted: string[] = [];

  /** Installs the ICP-Brasil chain the installer picked (PEM or DER); the next calls to SEFAZ trust it. */
  async installSefazCa(bytes: Buffer): Promise<void> {
    this.trusted = await this.sefazCa.install(bytes, this.now());
  }

  /**
   * An NF-e (model 55) looked up by its key (NFeConsultaProtocolo4) at the NF-e authorizer of the business's state,
   * or at the terminal's override (the simulator), with the A1; null when SEFAZ does not have it (217).
   */
  async consultNfe(key: string): Promise<NfceAuthorization | null> {
    const config = this.requireConfig();
    const cert = await this.certificates.get();
    const { business, online } = config;
    const endpoints = sefazEndpoints('55', business.address.uf as Uf, business.environment, online?.url ?? null);
    return new SefazClient(endpoints, online?.timeoutMs ?? 15_000, { transport: a1Transport(cert, this.trusted), tpAmb: TP_AMB[business.environment] }).consult(key);
  }

  /** Sends one online document and acts on the answer, or on its absence (see `emit`). */
  private async sendOnline(config: Config, online: NonNullable<Config['online']>, record: NfceRecord, saleInput: FiscalSale, cert: A1Certificate): Promise<Emission> {
    this.sending.add(record.key);
    try {
      return await this.sendOnlineOnce(config, online, record, saleInput, cert);
    } finally {
      this.sending.delete(record.key);
    }
  }

  private async sendOnlineOnce(config: Config, online: NonNullable<Config['online']>, record: NfceRecord, saleInput: FiscalSale, cert: A1Certificate): Promise<Emission> {
    const sefaz = this.sefaz(online, cert);
    let answer: NfceAuthorization | null = null;
    let reason: string = fiscalMessages.online.downReason;
    let received = false;
    try {
      answer = await sefaz.authorize(await this.store.xml(record.key), record.key, String(Date.now() % 1_000_000_000), online.timeoutMs);
      // A lot-level refusal (service stopped): nothing was decided about the document.
      if (statusForCStat(answer.cStat) === null) answer = null;
    } catch (err) {
      if (err instanceof SefazCertificateRefused) {
        // Refused at the door for the certificate: nothing was received; the sale goes on in contingency and the
        // cashier reads what to fix about the certificate.
        reason = fiscalMessages.online.certificateReason(err.message);
      } else {
        if (!(err instanceof SefazUnavailable)) throw err;
        received = err.received;
        if (received) reason = fiscalMessages.online.timeoutReason;
      }
    }
    if (!answer && received) {
      // The answer may have been lost after SEFAZ authorized it: look it up by its key before anything else.
      answer = await sefaz.consult(record.key, online.timeoutMs).catch(() => null);
    }
    const now = this.now();
    const current = this.requireRecord(record.key);
    const attempt = { ...current, attempts: current.attempts + 1, lastAttemptAt: now.toISOString() };
    if (answer) {
      this.offline = null;
      this.sefazDown = null;
      const next = this.onlineAnswer(attempt, answer);
      if (next.status === 'autorizada' && answer.protNFe) await this.store.saveExtra(record.key, 'prot', answer.protNFe);
      await this.put(next);
      if (next.status !== 'autorizada') {
        throw new BridgeError({ code: 'nfce_rejected', message: fiscalMessages.online.rejected(answer.cStat, answer.xMotivo) });
      }
      return { ...(await this.render(record.key, 'emission')), existing: false };
    }
    // No answer: contingency from now on, for this sale and the next ones, without the cashier doing anything.
    this.offline = { since: now, reason };
    const sale = FiscalSale.parse(saleInput);
    await this.put({ ...attempt, lastError: reason, status: received ? 'pendente' : 'inutilizar' });
    const emission = await this.contingency(config, saleInput, sale, cert, now, this.offline);
    await this.put({ ...this.requireRecord(record.key), substitutedBy: emission.record.key });
    return emission;
  }

  private onlineAnswer(record: NfceRecord, answer: NfceAuthorization): NfceRecord {
    const status = statusForCStat(answer.cStat) ?? record.status;
    return {
      ...record,
      status,
      cStat: answer.cStat,
      reason: answer.xMotivo,
      nProt: answer.nProt ?? record.nProt,
      authorizedAt: status === 'autorizada' ? answer.dhRecbto : record.authorizedAt,
      lastError: status === 'autorizada' ? null : answer.xMotivo,
    };
  }

  private newRecord(
    signed: ReturnType<typeof emitNfce>,
    groupPaymentId: string,
    config: Config,
    serie: number,
    nNF: number,
    now: Date,
    businessId: string | null,
  ): NfceRecord {
    return {
      id: newId(),
      key: signed.built.key,
      businessId,
      groupPaymentId,
      cnpj: config.business.cnpj,
      serie,
      nNF,
      tpEmis: signed.built.tpEmis as 1 | 9,
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
      outbox: null,
      substitutedBy: null,
    };
  }

  /**
   * Looks up, by key, each online document sent without an answer, now that SEFAZ may answer: authorized (its
   * answer was lost) → protocol recorded, and cancelled by substitution when a contingency NFC-e covered the sale;
   * unknown to SEFAZ and replaced → its number is voided. Returns how many were settled.
   */
  async checkUnanswered(waitMs = 10_000): Promise<number> {
    const online = this.config?.online;
    const cert = online ? await this.certificates.get().catch(() => null) : null;
    if (!online || !cert) return 0;
    const sefaz = this.sefaz(online, cert);
    let settled = 0;
    let toVoid = false;
    // A note being sent right now is this emission's to settle (looking it up too would race its answer).
    for (const r of this.store.list().filter((x) => x.tpEmis === 1 && x.status === 'pendente' && !this.sending.has(x.key))) {
      let answer: NfceAuthorization | null;
      try {
        answer = await sefaz.consult(r.key, online.timeoutMs);
      } catch {
        continue;
      }
      this.offline = null;
      if (!answer || statusForCStat(answer.cStat) === null) {
        // Not at SEFAZ: replaced by a contingency NFC-e, its number is a gap to void; otherwise it is sent again
        // with the next emission of its sale.
        if (r.substitutedBy) await this.put({ ...r, status: 'inutilizar', lastError: fiscalMessages.online.toVoid });
        settled += r.substitutedBy ? 1 : 0;
        toVoid ||= !!r.substitutedBy;
        continue;
      }
      const next = this.onlineAnswer(r, answer);
      if (next.status === 'autorizada' && answer.protNFe) await this.store.saveExtra(r.key, 'prot', answer.protNFe);
      await this.put(next);
      settled += 1;
    }
    await this.cancelSubstituted(waitMs);
    // A number now known never to have reached SEFAZ is voided at once (once: the note leaves 'pendente' here).
    if (toVoid && this.config?.voiding.automatic) await this.checkNumbering().catch(() => undefined);
    return settled;
  }

  /**
   * Online documents authorized after a contingency NFC-e covered their sale: cancelled by substitution (110112)
   * once the contingency one is authorized too (SEFAZ checks the substitute key).
   */
  private async cancelSubstituted(waitMs = 10_000): Promise<void> {
    for (const r of this.store.list()) {
      if (r.tpEmis !== 1 || r.status !== 'autorizada' || !r.substitutedBy || r.events.length > 0 || this.cancelling.has(r.key)) continue;
      if (this.store.get(r.substitutedBy)?.status !== 'autorizada') continue;
      this.cancelling.add(r.key);
      try {
        await this.cancel(r.key, fiscalMessages.online.substitutionReason, r.substitutedBy, waitMs);
      } finally {
        this.cancelling.delete(r.key);
      }
    }
  }

  private async contingency(
    config: Config,
    saleInput: FiscalSale,
    sale: z.output<typeof FiscalSale>,
    cert: A1Certificate,
    now: Date,
    contingency: { since?: Date; reason?: string },
  ): Promise<Emission> {
    const { serie, nNF } = await this.numbering.reserve(config.business.cnpj, config.serie, sale.groupPaymentId, config.firstNumber);
    const cNF = generateCnf(nNF, () => randomInt(0, 100_000_000));
    const since = contingency.since ?? now;
    const reason = contingency.reason ?? fiscalMessages.contingencyReason;
    const signed = emitNfce(
      { business: config.business, sale, serie, nNF, cNF, emittedAt: now, contingency: { since, reason }, verProc: this.options.verProc },
      cert,
    );
    const record = this.newRecord(signed, sale.groupPaymentId, config, serie, nNF, now, await this.options.businessId().catch(() => null));
    await this.store.add(record, signed.xml, {
      sale: saleInput,
      contingency: { since: since.toISOString(), reason },
      qrCode: signed.qrCode,
      urlChave: signed.urlChave,
    });
    this.changed();
    // Queued before printing: once the paper is out the document must already be on its way.
    await this.serial(() => this.queueDocument(record.key));
    const copies = danfeCopies(signed.built);
    const input = { built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave };
    const printed = await this.printCopies(record, copies.map((copy) => ({ ...input, copy })), 'emission');
    return { record: this.store.get(record.key) ?? record, ...printed, existing: false };
  }

  /** Lays out each copy with the printing area's DANFE template, queues it on the printer, returns the bytes. */
  private async printCopies(record: NfceRecord, copies: DanfeInput[], why: 'emission' | 'reprint'): Promise<{ danfe: DanfeData[]; bytes: Uint8Array[] }> {
    const { model, size } = this.requireConfig().printer;
    const reprintId = why === 'reprint' ? newId() : null;
    const danfe: DanfeData[] = [];
    const bytes: Uint8Array[] = [];
    const jobs: { document: ReceiptDocument; label: string; jobId: string }[] = [];
    for (const input of copies) {
      const data = danfeData(input);
      const document = danfeNfce(printingDanfeData(input));
      danfe.push(data);
      bytes.push(renderDocument(document, { model, size }));
      const copyName = data.copyLabel ?? 'DANFE';
      // Emission jobs are keyed by document and copy: a repeat prints only what never printed. Reprints print again.
      jobs.push({ document, label: nfceQueueMessages.danfeJob(record.nNF, copyName), jobId: `nfce-${record.key}-${input.copy}${reprintId ? `-${reprintId}` : ''}` });
    }
    if (this.options.print) for (const j of jobs) await this.options.print(j.document, j.label, j.jobId);
    return { danfe, bytes };
  }

  /** The DANFE again from the stored XML (authorized ones print with their protocol and one copy). */
  async reprint(key: string): Promise<Omit<Emission, 'existing'>> {
    return this.render(key, 'reprint');
  }

  /**
   * The DANFE copies of a sale's NFC-e as a reprint would print them, printing nothing (the counter shows them
   * before it prints again); null when the sale has no document (none yet, or one SEFAZ rejected).
   */
  async danfeOf(groupPaymentId: string): Promise<{ record: NfceRecord; copies: z.output<typeof DanfeNfceData>[] } | null> {
    const found = this.store.byGroupPayment(groupPaymentId);
    if (!found || (found.tpEmis === 1 && found.status === 'rejeitada')) return null;
    const { record, inputs } = await this.copiesOf(found.key);
    return { record, copies: inputs.map((i) => DanfeNfceData.parse(printingDanfeData(i))) };
  }

  private async render(key: string, why: 'emission' | 'reprint'): Promise<Omit<Emission, 'existing'>> {
    const { record, inputs } = await this.copiesOf(key);
    const printed = await this.printCopies(record, inputs, why);
    return { record, ...printed };
  }

  /** The copies of a stored document, made again from its stored sale (authorized ones: one, with the protocol). */
  private async copiesOf(key: string): Promise<{ record: NfceRecord; inputs: DanfeInput[] }> {
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
    const copies: DanfeCopy[] = protocol ? ['consumer'] : danfeCopies(built);
    return { record, inputs: copies.map((copy) => ({ built, qrCode: emission.qrCode, urlChave: emission.urlChave, copy, protocol })) };
  }

  list(): NfceRecord[] {
    return this.store.list();
  }

  deadlines(warnWithinMs?: number): DeadlineReport {
    return deadlineReport(this.store.list(), this.now(), warnWithinMs, this.config?.business.timeZone);
  }

  /**
   * Makes sure every pending document and every unanswered event is in the outbox (after a restart, a login, the
   * link coming back): nothing queued yet is queued, and a call the outbox finished while its answer was lost
   * (the process died in between) is asked again under the same Idempotency-Key.
   */
  async resume(): Promise<void> {
    // Contingency notes that are not in the outbox go only once SEFAZ says it runs (the guardian asks it first).
    const waiting = this.store.list().some((r) => r.status === 'pendente' && r.tpEmis === 9 && !r.outbox);
    const send = !waiting || (await this.sefazRunning());
    for (const r of this.store.list()) {
      if (send && r.status === 'pendente' && r.tpEmis === 9) await this.serial(() => this.queueDocument(r.key));
      for (const ev of r.events) if (ev.cStat === null && ev.outbox) await this.serial(() => this.queueEvent(r.key, ev.id));
    }
    for (const v of this.voidings.list()) if (v.status === 'pendente') await this.serial(() => this.queueVoiding(v.id));
    await this.checkUnanswered().catch(() => undefined);
  }

  /**
   * Queues every pending contingency document and waits up to `waitMs` for the answers; returns those documents
   * as they stand then (still pending when the server or SEFAZ has not answered yet).
   */
  async transmitPending(waitMs = 10_000): Promise<NfceRecord[]> {
    const pending = () => this.store.list().filter((r) => r.status === 'pendente' && r.tpEmis === 9);
    // SEFAZ stopped or silent: the batch waits (the guardian says why) instead of being sent to be refused.
    if (pending().length > 0 && !(await this.sefazRunning())) return pending();
    await this.checkUnanswered(waitMs).catch(() => undefined);
    const keys = pending().map((r) => r.key);
    for (const key of keys) await this.serial(() => this.queueDocument(key));
    const calls = keys.map((k) => this.callOf(this.store.get(k)));
    // Asked to transmit (SEFAZ is back, or the cashier said so): notes that failed while it was away go now, not
    // after a backoff that grew up to 30 s while it was out.
    await this.options.outbox?.dueNow?.(calls.flatMap((c) => (c ? [c.callId] : []))).catch(() => undefined);
    await this.settle(calls, waitMs);
    return keys.map((k) => this.store.get(k)).filter((r): r is NfceRecord => r !== undefined);
  }

  /** Queues one document (if it is not already) and waits up to `waitMs` for its answer. */
  async transmit(key: string, waitMs = 10_000): Promise<NfceRecord> {
    await this.serial(() => this.queueDocument(key));
    await this.settle([this.callOf(this.requireRecord(key))], waitMs);
    return this.requireRecord(key);
  }

  private callOf(record: NfceRecord | undefined): { callId: string; businessId: string | null } | undefined {
    return record?.outbox ? { callId: record.outbox.callId, businessId: record.businessId } : undefined;
  }

  private requireRecord(key: string): NfceRecord {
    const record = this.store.get(key);
    if (!record) throw new BridgeError({ code: 'nfce_not_found', message: fiscalMessages.errors.documentNotFound });
    return record;
  }

  /**
   * Resolves once each call settled, or failed once in the outbox (the server or SEFAZ is away: the outbox keeps
   * trying, nobody should wait for it), or after `waitMs`.
   */
  private settle(calls: ({ callId: string; businessId: string | null } | undefined)[], waitMs: number): Promise<void> {
    const ids = calls.filter((c): c is { callId: string; businessId: string | null } => c !== undefined);
    const failed = new Set<string>();
    const done = () => ids.every((c) => this.heard.has(c.callId) || failed.has(c.callId));
    if (done() || waitMs <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const check = () => {
        if (done()) finish();
      };
      const poll = setInterval(() => {
        const asked: Promise<void>[] = [];
        for (const c of ids) {
          if (this.heard.has(c.callId) || failed.has(c.callId) || !c.businessId) continue;
          const ask = this.options.outbox?.entry(c.callId, c.businessId).then((e) => {
            if (e?.error) failed.add(c.callId);
          });
          if (ask) asked.push(ask.catch(() => undefined));
        }
        // Checked once all answered (not once per answer: a thousand notes would make each tick quadratic).
        void Promise.all(asked).then(check);
      }, 250);
      const finish = () => {
        clearTimeout(timer);
        clearInterval(poll);
        this.listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(finish, waitMs);
      timer.unref?.();
      poll.unref?.();
      this.listeners.add(check);
    });
  }

  /** Inside the lane: puts the document's transmission in the outbox unless it is already there. */
  private async queueDocument(key: string): Promise<void> {
    const record = this.store.get(key);
    // Online documents (tpEmis 1) are sent by the terminal itself, never through the outbox.
    if (!record || record.status !== 'pendente' || record.tpEmis !== 9 || !this.options.outbox) return;
    const businessId = record.businessId ?? (await this.options.businessId().catch(() => null));
    if (!businessId) {
      await this.put({ ...record, lastError: nfceQueueMessages.noBusiness });
      return;
    }
    // The document's first write is keyed by its own id; a new key only after an answer that decided nothing.
    const ref: OutboxRef = record.outbox ?? (record.attempts === 0 ? { callId: record.id, idempotencyKey: record.id } : fresh());
    const current = { ...record, businessId, outbox: ref };
    if (record.outbox !== ref || record.businessId !== businessId) await this.put(current);
    const write = transmissionWrite(businessId, ref.idempotencyKey, key, await this.store.xml(key));
    const label = nfceQueueMessages.transmitLabel(record.nNF, record.serie);
    const queued = await this.enqueue(current, { ...write, callId: ref.callId, businessId, label, kind: KIND_DOCUMENT, entityIds: [record.id] });
    if (queued === 'finished') {
      // Sent and answered while this process was not there to hear it: ask again under the same key.
      const again: OutboxRef = { callId: newId(), idempotencyKey: ref.idempotencyKey };
      const next = { ...current, outbox: again };
      await this.put(next);
      await this.enqueue(next, { ...write, callId: again.callId, businessId, label, kind: KIND_DOCUMENT, entityIds: [record.id] });
    }
  }

  /** Inside the lane: the event's write, unless the outbox has it. */
  private async queueEvent(key: string, eventId: string): Promise<void> {
    const record = this.store.get(key);
    const ev = record?.events.find((e) => e.id === eventId);
    if (!record || !ev?.outbox || ev.cStat !== null || !this.options.outbox) return;
    const businessId = record.businessId ?? (await this.options.businessId().catch(() => null));
    if (!businessId) return;
    const xml = await this.store.extra(key, `event-${eventId}`);
    if (!xml) return;
    const write = eventWrite(businessId, ev.outbox.idempotencyKey, key, xml);
    const label = nfceQueueMessages.cancelLabel(record.nNF, record.serie);
    const queued = await this.enqueue(record, { ...write, callId: ev.outbox.callId, businessId, label, kind: KIND_EVENT, entityIds: [record.id] });
    if (queued === 'finished') {
      const again: OutboxRef = { callId: newId(), idempotencyKey: ev.outbox.idempotencyKey };
      const next = { ...record, events: record.events.map((e) => (e.id === eventId ? { ...e, outbox: again } : e)) };
      await this.put(next);
      await this.enqueue(next, { ...write, callId: again.callId, businessId, label, kind: KIND_EVENT, entityIds: [record.id] });
    }
  }

  /** 'queued' (new or still waiting), 'finished' (the outbox is done with this callId), 'failed' (noted on the record). */
  private async enqueue(record: NfceRecord, write: OutboxWrite): Promise<'queued' | 'finished' | 'failed'> {
    const outbox = this.options.outbox;
    if (!outbox) return 'failed';
    try {
      const { duplicate } = await outbox.enqueue(write);
      if (!duplicate) return 'queued';
      return (await outbox.entry(write.callId, write.businessId)) ? 'queued' : 'finished';
    } catch (err) {
      await this.put({ ...record, lastError: nfceQueueMessages.outboxUnavailable(err instanceof Error ? err.message : String(err)) });
      return 'failed';
    }
  }

  /** The outbox finished a call: if it carried one of our documents or events, record what SEFAZ said. */
  settled(call: SettledCall): Promise<void> {
    return this.serial(async () => {
      const voiding = this.voidings.list().find((v) => v.outbox?.callId === call.callId);
      if (voiding) {
        await this.voidingAnswer(voiding, call);
        this.heard.add(call.callId);
        return;
      }
      for (const record of this.store.list()) {
        if (record.outbox?.callId === call.callId) {
          const next = this.documentAnswer(record, call);
          // Authorized: SEFAZ runs again, whatever its status said before.
          if (next.status === 'autorizada') this.sefazDown = null;
          const prot = NfceAuthorization.safeParse(call.answer);
          if (next.status === 'autorizada' && prot.success && prot.data.protNFe) await this.store.saveExtra(record.key, 'prot', prot.data.protNFe);
          await this.put(next);
          this.heard.add(call.callId);
          return;
        }
        const ev = record.events.find((e) => e.outbox?.callId === call.callId);
        if (ev) {
          const next = this.eventAnswer(record, ev.id, call);
          await this.put(next);
          await this.recordCancellation(next, ev.id);
          this.heard.add(call.callId);
          return;
        }
      }
    }).finally(() => {
      for (const check of [...this.listeners]) check();
      // A contingency NFC-e just authorized may be the substitute of an online one to cancel.
      void this.cancelSubstituted(0).catch(() => undefined);
    });
  }

  private documentAnswer(record: NfceRecord, call: SettledCall): NfceRecord {
    const attempt = { ...record, attempts: record.attempts + 1, lastAttemptAt: this.now().toISOString() };
    if (call.state === 'refused') return { ...attempt, lastError: fiscalMessages.errors.transmitFailed(call.message ?? `HTTP ${call.status}`) };
    if (call.state === 'discarded') return { ...attempt, outbox: null, lastError: nfceQueueMessages.discarded };
    const parsed = NfceAuthorization.safeParse(call.answer);
    if (!parsed.success) return { ...attempt, outbox: null, lastError: fiscalMessages.errors.transmitFailed(nfceQueueMessages.noAnswer(call.status)) };
    const answer = parsed.data;
    const status = statusForCStat(answer.cStat);
    return {
      ...attempt,
      // Answered: nothing waits in the outbox any more. Without a decision (SEFAZ busy) the next run sends it again.
      outbox: null,
      status: status ?? attempt.status,
      cStat: answer.cStat,
      reason: answer.xMotivo,
      nProt: answer.nProt ?? attempt.nProt,
      authorizedAt: status === 'autorizada' ? answer.dhRecbto : attempt.authorizedAt,
      lastError: status === null ? answer.xMotivo : null,
    };
  }

  private eventAnswer(record: NfceRecord, eventId: string, call: SettledCall): NfceRecord {
    if (call.state !== 'done') {
      const message = call.state === 'discarded' ? nfceQueueMessages.discarded : fiscalMessages.errors.transmitFailed(call.message ?? `HTTP ${call.status}`);
      // Refused (past the window) or discarded: nothing waits any more; the cashier may ask again.
      return { ...record, lastError: message, events: record.events.map((e) => (e.id === eventId ? { ...e, outbox: null } : e)) };
    }
    const body = (call.answer ?? {}) as { cStat?: unknown; xMotivo?: unknown; nProt?: unknown };
    const cStat = typeof body.cStat === 'number' ? body.cStat : null;
    const xMotivo = typeof body.xMotivo === 'string' ? body.xMotivo : null;
    const registered = cStat === 135 || cStat === 155;
    return {
      ...record,
      status: registered ? 'cancelada' : record.status,
      reason: registered ? (xMotivo ?? record.reason) : record.reason,
      lastError: registered ? null : fiscalMessages.errors.transmitFailed(xMotivo ?? nfceQueueMessages.noAnswer(call.status)),
      events: record.events.map((e) =>
        e.id === eventId ? { ...e, cStat, nProt: typeof body.nProt === 'string' ? body.nProt : null, outbox: cStat === null ? e.outbox : null } : e,
      ),
    };
  }

  /**
   * Cancels an authorized NFC-e: 110111, or 110112 when `substituteKey` names the contingency NFC-e that covered
   * the same sale. Signed here, queued in the outbox for the server's events endpoint; waits up to `waitMs` for
   * SEFAZ's answer and returns the document as it stands then.
   */
  cancel(key: string, reason: string, substituteKey?: string, waitMs = 10_000): Promise<NfceRecord> {
    // A second click while the first is signing or waiting gets the first one's answer.
    const running = this.cancels.get(key);
    if (running) return running;
    const started = this.cancelOnce(key, reason, substituteKey, waitMs).finally(() => this.cancels.delete(key));
    this.cancels.set(key, started);
    return started;
  }

  private async cancelOnce(key: string, reason: string, substituteKey: string | undefined, waitMs: number): Promise<NfceRecord> {
    const record = this.requireRecord(key);
    // Already cancelled, or its cancellation already on its way (a second click): that one is waited for, no other is signed.
    if (record.status === 'cancelada') return record;
    if (!this.cancelWaiting(record)) {
      if (record.status !== 'autorizada' || !record.nProt) {
        throw new BridgeError({ code: 'nfce_not_authorized', message: fiscalMessages.errors.cancelNeedsAuthorization });
      }
      // The cancellation (110111) leaves only within the note's window (the server checks it again as it sends);
      // a cancellation by substitution has its own rule (the contingency note that covered the sale).
      if (!substituteKey && !cancellable(key, record.authorizedAt, this.now())) {
        throw new BridgeError({ code: 'nfce_cancel_window', message: fiscalActionMessages.errors.nfceCancelWindow(cancelWindowMs(key)) });
      }
      const config = this.requireConfig();
      const cert = await this.certificates.get();
      const base = { key, tpAmb: record.tpAmb, nProt: record.nProt, reason, at: this.now(), timeZone: config.business.timeZone };
      const event = substituteKey
        ? signSubstitutionCancelEvent({ ...base, substituteKey, verAplic: this.options.verProc }, cert)
        : signCancelEvent(base, cert);
      await this.store.saveExtra(key, `event-${event.id}`, event.xml);
      const ref = fresh();
      await this.serial(async () => {
        const current = this.requireRecord(key);
        await this.put({
          ...current,
          events: [...current.events, { tpEvento: event.tpEvento, id: event.id, cStat: null, nProt: null, at: this.now().toISOString(), outbox: ref, reason }],
        });
        await this.queueEvent(key, event.id);
      });
    }
    const current = this.requireRecord(key);
    const callId = this.cancelWaiting(current)?.outbox?.callId;
    await this.settle([callId ? { callId, businessId: current.businessId } : undefined], waitMs);
    return this.requireRecord(key);
  }

  /** The cancel event of the note still waiting for SEFAZ's answer, if one is. */
  private cancelWaiting(record: NfceRecord): NfceRecord['events'][number] | undefined {
    return record.events.find((e) => e.cStat === null && e.outbox !== null);
  }

  /**
   * SEFAZ registered the cancellation: the server's note is marked cancelled with the justification and the event's
   * protocol (the declared write nfceCancel, through the outbox; once per note).
   */
  private async recordCancellation(record: NfceRecord, eventId: string): Promise<void> {
    const outbox = this.options.outbox;
    const ev = record.events.find((e) => e.id === eventId);
    if (!outbox?.write || !record.businessId || !ev?.nProt || record.status !== 'cancelada') return;
    try {
      const body = { groupPaymentId: record.groupPaymentId, key: record.key, justification: ev.reason ?? record.reason ?? '', protocol: ev.nProt };
      await outbox.write({ id: 'nfceCancel', callId: `nfce-cancel:${record.id}`, businessId: record.businessId, label: nfceQueueMessages.cancelRecord(record.nNF), body });
    } catch {
      // The note is cancelled at SEFAZ and handed over as 'cancelada' all the same; only the justification waits.
    }
  }

  /**
   * What the numbering check and the voiding read of one model: its counter, its notes (serie, nNF, status, tpEmis,
   * emittedAt) and the first number of a series. The NFC-e's (65) are its documents; the NF-e's (55) the numbers
   * nfeBridge wrote down. Everything else about voiding is one rule for both.
   */
  private numberingOf(model: FiscalModel, config: Config) {
    const cnpj = config.business.cnpj;
    return model === '65'
      ? { counter: this.numbering, notes: this.store.list().filter((r) => r.cnpj === cnpj), firstNumber: (serie: number) => (serie === config.serie ? config.firstNumber : 1) }
      : { counter: this.nfeNumbering, notes: this.nfeNumbers.list(), firstNumber: () => 1 };
  }

  /**
   * Voids (inutilização) the numbers `from`..`to` of a series of a model (65 NFC-e unless said, 55 NF-e): only
   * numbers already taken whose notes never counted at SEFAZ. The inutNFe is built, signed, checked against the
   * official schema, kept, then queued for the server (which relays it to SEFAZ and records the range); waits up to
   * `waitMs` for SEFAZ's answer.
   */
  async voidNumbers(input: { model?: FiscalModel; serie: number; from: number; to: number; reason: string }, waitMs = 10_000): Promise<VoidingRecord> {
    const config = this.requireConfig();
    const { serie, from, to } = input;
    const model = input.model ?? '65';
    const e = voidingMessages.errors;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) throw new BridgeError({ code: 'invalid_range', message: e.badRange });
    const cnpj = config.business.cnpj;
    const numbering = this.numberingOf(model, config);
    const { next } = await numbering.counter.counter(cnpj, serie, numbering.firstNumber(serie));
    if (to >= next) throw new BridgeError({ code: 'number_not_taken', message: e.notTaken(Math.max(from, next)) });
    const notes = numbering.notes.filter((r) => r.serie === serie && r.nNF >= from && r.nNF <= to);
    const used = notes.find((r) => !unusedNumber(r));
    if (used) throw new BridgeError({ code: 'number_used', message: e.numberUsed(used.nNF) });
    const cert = await this.certificates.get();
    const now = this.now();
    assertUsable(cert, cnpj, now);
    // The year the numbers belong to: their notes' (a number lost in a crash: now).
    const year = notes.length ? yearOf(new Date(notes[0]!.emittedAt), config.business.timeZone) : yearOf(now, config.business.timeZone);
    const tpAmb = config.business.environment === 'production' ? '1' : '2';
    const signed = signVoiding({ tpAmb, model, cUF: UF_CODES[config.business.address.uf as Uf], year, cnpj, serie, from, to, reason: input.reason }, cert);
    const problem = await schemaProblem('inutNFe_v4.00.xsd', signed.xml);
    if (problem) throw new BridgeError({ code: 'schema_invalid', message: e.schema(problem) });
    const id = newId();
    const record: VoidingRecord = {
      id,
      inutId: signed.id,
      model,
      businessId: await this.options.businessId().catch(() => null),
      cnpj,
      serie,
      from,
      to,
      year,
      reason: input.reason,
      at: now.toISOString(),
      status: 'pendente',
      cStat: null,
      xMotivo: null,
      nProt: null,
      lastError: null,
      outbox: { callId: id, idempotencyKey: id },
    };
    await this.voidings.add(record, signed.xml);
    this.changed();
    await this.serial(() => this.queueVoiding(id));
    const current = this.voidings.get(id)!;
    await this.settle([current.outbox ? { callId: current.outbox.callId, businessId: current.businessId } : undefined], waitMs);
    return this.voidings.get(id)!;
  }

  /** Inside the lane: the voiding's write, unless the outbox has it. */
  private async queueVoiding(id: string): Promise<void> {
    const record = this.voidings.get(id);
    if (!record || record.status !== 'pendente' || !record.outbox || !this.options.outbox) return;
    const businessId = record.businessId ?? (await this.options.businessId().catch(() => null));
    if (!businessId) return;
    const current = record.businessId === businessId ? record : { ...record, businessId };
    if (current !== record) await this.voidings.put(current);
    const xml = await this.voidings.xml(id);
    const write = voidingWrite(businessId, current.outbox!, xml);
    const call = (ref: { callId: string }): OutboxWrite => ({
      ...write,
      body: { id, xml },
      callId: ref.callId,
      businessId,
      label: voidingMessages.label(record.serie, record.from, record.to, record.model),
      kind: KIND_VOIDING,
      entityIds: [id],
    });
    try {
      const { duplicate } = await this.options.outbox.enqueue(call(current.outbox!));
      if (!duplicate || (await this.options.outbox.entry(current.outbox!.callId, businessId))) return;
      // Answered while this process was not there to hear it: ask again under the same key.
      const again = { callId: newId(), idempotencyKey: current.outbox!.idempotencyKey };
      await this.voidings.put({ ...current, outbox: again });
      await this.options.outbox.enqueue(call(again));
    } catch (err) {
      await this.voidings.put({ ...current, lastError: nfceQueueMessages.outboxUnavailable(err instanceof Error ? err.message : String(err)) });
    }
  }

  /** SEFAZ's answer to a voiding: the range and its notes are voided, or the rejection is kept to show. */
  private async voidingAnswer(record: VoidingRecord, call: SettledCall): Promise<void> {
    if (call.state !== 'done') {
      const message = call.state === 'discarded' ? nfceQueueMessages.discarded : fiscalMessages.errors.transmitFailed(call.message ?? `HTTP ${call.status}`);
      await this.voidings.put({ ...record, lastError: message, outbox: call.state === 'discarded' ? null : record.outbox });
      return;
    }
    const parsed = VoidingAnswer.safeParse(call.answer);
    if (!parsed.success) {
      await this.voidings.put({ ...record, lastError: nfceQueueMessages.noAnswer(call.status) });
      return;
    }
    const answer = parsed.data;
    const voided = rangeVoided(answer.cStat);
    if (answer.retInutNFe) await this.voidings.saveAnswer(record.id, answer.retInutNFe);
    // The notes first, the request last: a crash in between leaves the request pending, asked again under its key.
    if (voided && record.model === '65') {
      for (const r of this.store.list()) {
        if (r.cnpj === record.cnpj && r.serie === record.serie && r.nNF >= record.from && r.nNF <= record.to && unusedNumber(r)) {
          await this.put({ ...r, status: 'inutilizada', reason: answer.xMotivo, lastError: null });
        }
      }
    }
    await this.voidings.put({
      ...record,
      status: voided ? 'homologada' : 'rejeitada',
      cStat: answer.cStat,
      xMotivo: answer.xMotivo,
      nProt: answer.nProt,
      lastError: voided ? null : voidingMessages.errors.rejected(answer.cStat, answer.xMotivo),
      outbox: null,
    });
  }

  /** The numbers skipped in each series of each model this terminal numbered (the daily check), not voided yet. */
  async numberingGaps(): Promise<NumberRange[]> {
    const config = this.config;
    if (!config) return [];
    const cnpj = config.business.cnpj;
    const gaps: NumberRange[] = [];
    for (const model of ['65', '55'] as const) {
      const { counter, notes, firstNumber } = this.numberingOf(model, config);
      const series = [...new Set([config.serie, ...notes.map((r) => r.serie)])].sort((a, b) => a - b);
      for (const serie of series) {
        const first = firstNumber(serie);
        const taken = await counter.counter(cnpj, serie, first);
        gaps.push(...numberingGaps({ model, serie, firstNumber: first, ...taken }, notes, this.voidings.list(), this.now(), config.business.timeZone));
      }
    }
    return gaps;
  }

  /**
   * The daily numbering check: finds the skipped numbers and, when automatic voiding is on, voids each range
   * (SEFAZ's answers come back through the outbox). Returns what is still to void after it.
   */
  async checkNumbering(waitMs = 0): Promise<{ gaps: NumberRange[]; voidings: VoidingRecord[] }> {
    for (const settle of this.beforeNumberingCheck) await settle().catch(() => undefined);
    const found = await this.numberingGaps();
    const made: VoidingRecord[] = [];
    if (this.config?.voiding.automatic && this.options.outbox) {
      for (const gap of found) {
        // One range that cannot be voided now (certificate, schema) leaves it listed; the others go on.
        const made1 = await this.voidNumbers({ ...gap, reason: voidingMessages.automaticReasonOf(gap.model) }, waitMs).catch(() => null);
        if (made1) made.push(made1);
      }
    }
    return { gaps: await this.numberingGaps(), voidings: made };
  }

  exportZip(month?: string) {
    return this.store.exportZip(month);
  }

  private async put(record: NfceRecord): Promise<void> {
    await this.store.put(record);
    this.changed();
    // Not awaited: emission and its answers never wait on the outbox; the hand-overs queue one after another.
    this.handing = this.handing.then(() => this.handOver(record));
  }

  /**
   * Hands the note, in the state it reached, to the server (which keeps every note for the accountant's files):
   * the declared write nfceGenerate through the outbox. One call per state (its callId names the state), so a state
   * handed twice is queued once. A failure to queue leaves the note as it is here: the next state hands it again.
   */
  private async handOver(record: NfceRecord): Promise<void> {
    const outbox = this.options.outbox;
    if (!outbox?.write || !record.businessId) return;
    try {
      const [xml, protNfe] = await Promise.all([this.store.xml(record.key), this.store.extra(record.key, 'prot')]);
      const body = {
        groupPaymentId: record.groupPaymentId,
        id: record.id,
        key: record.key,
        xml,
        tpEmis: record.tpEmis,
        status: record.status,
        cStat: record.cStat,
        reason: record.reason,
        protocol: record.nProt,
        authorizedAt: record.authorizedAt,
        protNfe,
      };
      const callId = `nfce:${record.id}:${record.status}:${record.nProt ?? ''}`;
      await outbox.write({ id: 'nfceGenerate', callId, businessId: record.businessId, label: nfceQueueMessages.handOver(record.nNF, record.status), body });
    } catch {
      // Kept on this terminal; handed over with its next change.
    }
  }

  private changed(): void {
    this.options.onChange?.(this.store.list());
  }
}

function fresh(): OutboxRef {
  const id = newId();
  return { callId: id, idempotencyKey: id };
}
