// Bridge handlers of the NF-e (model 55) the manager issues, cancels and corrects from the screens. Main signs
// with the terminal's A1 certificate (emitNfe.ts) and hands the result to the outbox as the declared write
// (nfeGenerate, nfeCancel, nfeCorrectionLetter), then waits for the server's answer (sync.settled) for a while:
// what the server refused comes back as the refusal, in its words. Everything that can be checked here (the fiscal
// data, the certificate, the recipient, the text) is refused before a number is taken or anything is sent.
import { randomInt } from 'node:crypto';
import type { IssuedNfe } from '../../src-shared/bridge/areas/nfe.js';
import type { Settled } from '../../src-shared/bridge/areas/sync.js';
import type { CommandRequest, CommandResponse } from '../../src-shared/bridge/contract.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import { generateCnf } from '../../src-shared/fiscal/accessKey.js';
import { recipientProblem, type NfeRecipient } from '../../src-shared/fiscal/nfeXml.js';
import { statusForCStat } from '../../src-shared/fiscal/tracking.js';
import { fiscalActionMessages } from '../../src-shared/i18n/fiscalActions.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { assertUsable } from './certificate.js';
import { emitNfe, signCorrectionEvent, signNfeCancelEvent } from './emitNfe.js';
import type { FiscalService } from './service.js';

const m = fiscalActionMessages;

export interface NfeBridgeOptions {
  router: CommandRouter;
  /** The NFC-e service: its fiscal configuration and certificate are the business's, shared by both models. */
  service: FiscalService;
  version: string;
  businessId: () => Promise<string | null>;
  /** How long a command waits for the server before answering 'pending' (the outbox keeps the write). */
  waitMs?: number;
  now?: () => Date;
}

type Outcome = CommandResponse<'nfe.issue'>;

/** The server's answer (nfeOut) as the screens list it. */
function issued(answer: unknown): IssuedNfe {
  const a = answer as { id: string; key: string; number: number; series: number; status: string; protocol?: string | null; authorizedAt?: string | null; corrections?: unknown[] };
  return { id: a.id, key: a.key, number: a.number, series: a.series, status: a.status, protocol: a.protocol ?? null, authorizedAt: a.authorizedAt ?? null, corrections: a.corrections?.length ?? 0 };
}

export function registerNfe(options: NfeBridgeOptions): void {
  const { router, service } = options;
  const now = options.now ?? (() => new Date());
  const waiting = new Map<string, (s: Settled) => void>();
  router.onEvent((name, payload) => {
    if (name !== 'sync.settled') return;
    const settled = payload as Settled;
    const waiter = waiting.get(settled.callId);
    if (waiter) waiter(settled);
    else void lateAnswer(settled).catch(() => undefined);
  });

  /**
   * The answer to a note the screen stopped waiting for (it said 'pending'): the server refused it (SEFAZ rejected
   * it) or a person discarded it, so its number never counted and the daily check voids it; or it was kept.
   */
  async function lateAnswer(settled: Settled): Promise<void> {
    if (settled.kind !== 'nfeGenerate') return;
    await service.nfeNumbers.load();
    const record = service.nfeNumbers.byCall(settled.callId);
    if (!record) return;
    const status = settled.state === 'done' ? 'autorizada' : 'rejeitada';
    if (record.status !== status) await service.nfeNumbers.put({ ...record, status });
  }

  // The refusal was heard but its number's record not written (the terminal stopped in between): the outbox keeps
  // the refused call, so the daily check finds it there before it looks for gaps. A call the outbox finished while
  // nothing listened is gone from it: SEFAZ is asked about the note's key (consulta protocolo); authorised (or
  // denied: the number counted either way) it is marked so, unknown to SEFAZ its number never counted and is voided
  // by the same rule as a rejected one. No answer: asked again at the next check.
  service.beforeNumberingCheck.push(async () => {
    await service.nfeNumbers.load();
    const pending = service.nfeNumbers.list().filter((r) => r.status === 'pendente' && r.callId && !waiting.has(r.callId));
    if (pending.length === 0) return;
    const listed = await router.dispatch('sync.list', {});
    if (!listed.ok) return;
    const { entries } = listed.value as CommandResponse<'sync.list'>;
    const refused = new Set(entries.filter((e) => e.state === 'refused' && e.kind === 'nfeGenerate').map((e) => e.callId));
    const inOutbox = new Set(entries.map((e) => e.callId));
    for (const r of pending) {
      if (refused.has(r.callId!)) {
        await service.nfeNumbers.put({ ...r, status: 'rejeitada' });
        continue;
      }
      if (!r.key || inOutbox.has(r.callId!)) continue;
      const found = await service.consultNfe(r.key).catch(() => undefined);
      if (found === undefined) continue;
      const status = found ? statusForCStat(found.cStat) : null;
      await service.nfeNumbers.put({ ...r, status: status === 'autorizada' || status === 'denegada' || status === 'cancelada' ? 'autorizada' : 'rejeitada' });
    }
  });

  /** The business's fiscal data and a usable certificate, or the refusal saying what to fix. */
  async function ready() {
    const config = service.currentConfig();
    if (!config) throw new BridgeError({ code: 'fiscal_config_missing', message: m.errors.configMissing });
    if (!(await service.certificates.installed())) throw new BridgeError({ code: 'certificate_missing', message: m.errors.certificateMissing });
    const cert = await service.certificates.get();
    assertUsable(cert, config.business.cnpj, now());
    const businessId = await options.businessId();
    if (!businessId) throw new BridgeError({ code: 'not_logged_in', message: m.errors.notLoggedIn });
    return { config, cert, businessId };
  }

  /** Queues the declared write and waits for its answer; 'pending' when the server has not answered in time. */
  async function send(
    write: { id: string; params: Record<string, string>; body: unknown },
    businessId: string,
    label: string,
    entityId: string,
    callId: string = newId(),
    onQueued?: () => void,
  ): Promise<Outcome> {
    const settled = new Promise<Settled | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), options.waitMs ?? 20_000);
      timer.unref?.();
      waiting.set(callId, (s) => {
        clearTimeout(timer);
        resolve(s);
      });
    });
    try {
      const queued = await router.dispatch('sync.enqueue', { write: { ...write, callId }, businessId, label, entityIds: [entityId], kind: write.id, barrier: false });
      if (!queued.ok) throw new BridgeError(queued.error);
      onQueued?.();
      const answer = await settled;
      if (!answer) return { state: 'pending', note: null, message: m.pending };
      if (answer.state !== 'done') throw new BridgeError({ code: 'refused', message: m.errors.serverRefused(answer.message ?? `HTTP ${answer.status}`) });
      return { state: 'done', note: issued(answer.answer), message: null };
    } finally {
      waiting.delete(callId);
    }
  }

  router.handle('nfe.issue', async (req: CommandRequest<'nfe.issue'>) => {
    const { config, cert, businessId } = await ready();
    const recipient = req.recipient as NfeRecipient;
    const problem = recipientProblem(recipient, config.business.cnpj);
    if (problem) throw new BridgeError({ code: 'invalid_recipient', message: problem, issues: [{ path: 'recipient', message: problem }] });
    // The series reserved for this terminal: two terminals never hand out the same number of one series.
    const serie = req.serie ?? config.serie;
    const { nNF } = await service.nfeNumbering.reserve(config.business.cnpj, serie, req.sale.groupPaymentId);
    const emittedAt = now();
    // Written down as taken before anything else: the daily numbering check voids it if it never counts at SEFAZ.
    const taken = { serie, nNF, tpEmis: 1 as const, emittedAt: emittedAt.toISOString() };
    await service.nfeNumbers.put({ ...taken, status: 'pendente' });
    const signed = await emitNfe(
      { business: config.business, sale: req.sale, serie, nNF, cNF: generateCnf(nNF, () => randomInt(0, 100_000_000)), emittedAt, verProc: `BalcaoPDV ${options.version}`.slice(0, 20), recipient, modFrete: req.modFrete },
      cert,
    ).catch(async (err: unknown) => {
      await service.nfeNumbers.put({ ...taken, status: 'rejeitada' });
      throw err;
    });
    const id = newId();
    let queued = false;
    // The call is named before it is queued, so an answer that comes after the wait still finds its number.
    const callId = newId();
    const key = signed.built.key;
    await service.nfeNumbers.put({ ...taken, status: 'pendente', callId, key });
    try {
      const outcome = await send({ id: 'nfeGenerate', params: {}, body: { id, groupPaymentId: req.sale.groupPaymentId, xml: signed.xml } }, businessId, m.labels.issue(recipient.name), id, callId, () => (queued = true));
      if (outcome.state === 'done') await service.nfeNumbers.put({ ...taken, status: 'autorizada', callId, key });
      return outcome;
    } catch (err) {
      // The server refused the note (SEFAZ rejected it, or it failed the checks), or it never left: its number never counted.
      if (!queued || (err instanceof BridgeError && err.code === 'refused')) await service.nfeNumbers.put({ ...taken, status: 'rejeitada', callId, key });
      throw err;
    }
  });

  router.handle('nfe.cancel', async (req) => {
    const { config, cert, businessId } = await ready();
    const tpAmb = config.business.environment === 'production' ? '1' : '2';
    const event = signNfeCancelEvent({ key: req.key, tpAmb, nProt: req.protocol, reason: req.justification, at: now(), timeZone: config.business.timeZone }, cert);
    const number = Number(req.key.slice(25, 34));
    return send({ id: 'nfeCancel', params: { id: req.id }, body: { justification: req.justification, xml: event.xml } }, businessId, m.labels.cancel(number), req.id);
  });

  router.handle('nfe.correct', async (req) => {
    const { config, cert, businessId } = await ready();
    const tpAmb = config.business.environment === 'production' ? '1' : '2';
    const event = signCorrectionEvent({ key: req.key, tpAmb, text: req.text, seq: req.seq, at: now(), timeZone: config.business.timeZone }, cert);
    const number = Number(req.key.slice(25, 34));
    return send({ id: 'nfeCorrectionLetter', params: { id: req.id }, body: { description: req.text, xml: event.xml } }, businessId, m.labels.correct(number, req.seq), req.id);
  });
}
