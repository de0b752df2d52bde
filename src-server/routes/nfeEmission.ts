// The NF-e (model 55) the business issues (001 §7.8 "Invoices: generate, cancel, add a correction letter"). The
// terminal holds the A1 certificate, so it builds, signs and schema-checks the note and its events
// (src-main/fiscal/emitNfe.ts); the server checks them again (model, recipient, official schema, that the event is
// of this note), transmits them to SEFAZ (POS_SEFAZ_NFCE_URL: the homologation simulator in tests and demos) and
// keeps what SEFAZ authorised: the nfeProc (note + protNFe) in nfes (direction 'saida') and each event in
// nfe_events. A SEFAZ refusal keeps nothing. SEFAZ is called outside the write's transaction (registerWrite's
// outside step: the checks, then SEFAZ), so a slow SEFAZ holds no database lock; run() records the answer, kept
// under the Idempotency-Key with the commit, so a repeat never reaches SEFAZ twice (repeats arriving together share
// the one call); a note authorised before (a lost answer) is looked up by its key instead of being sent again.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { isValidCnpj, isValidCpf } from '../../src-shared/fiscal/documents.js';
import { cancellable } from '../../src-shared/fiscal/cancelWindows.js';
import { EVENT_CANCEL } from '../../src-shared/fiscal/events.js';
import { CCE_CONDITION, EVENT_CORRECTION } from '../../src-shared/fiscal/nfeXml.js';
import { first, parseXml, textOf } from '../../src-shared/fiscal/soap.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { nfeMessages } from '../../src-shared/i18n/nfe.js';
import { fiscal as w } from '../../src-shared/writes/index.js';
import type { PlatformDeps } from '../app.js';
import { insertRow, updateRow, type Row } from '../db/rows.js';
import type { Executor } from '../db/tx.js';
import { businesses, nfeEvents, nfes } from '../db/schema.js';
import { readNote } from '../fiscal/noteXml.js';
import { sefazFailure, sefazFor } from '../fiscal/sefazAccess.js';
import type { SefazClient } from '../fiscal/sefazClient.js';
import { validateAgainstXsd } from '../fiscal/xsd.js';
import { badRequest, conflict, found, HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { registerWrite, routeOf } from '../http/writes.js';

const m = nfeMessages;
const REGISTERED = new Set([135, 136, 155]);

const xmlIssue = (message: string) => badRequest(message, [{ path: 'xml', message }]);

/** The business's SEFAZ for an NF-e of `key` (sefazAccess.ts: its A1 presented when the server keeps it). */
async function sefaz(db: Executor, businessId: string, key: string, xml: string): Promise<SefazClient> {
  return (await sefazFor(db, businessId, { cUF: key.slice(0, 2), tpAmb: /<tpAmb>([12])<\/tpAmb>/.exec(xml)?.[1] ?? '2', model: '55' })).client;
}

async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    return sefazFailure(err);
  }
}

/** The issued note as the answers show it: its protocol read from the nfeProc, without the XML (downloaded alone). */
function nfeOut(row: Row, events: { tpEvento: string; seq: number; text: string; protocol: string; registeredAt: string }[] = []) {
  const { xml, ...rest } = row as Row & { xml: string };
  const doc = parseXml(xml);
  return out({
    ...rest,
    protocol: textOf(doc, 'nProt'),
    authorizedAt: textOf(doc, 'dhRecbto'),
    corrections: events.filter((e) => e.tpEvento === EVENT_CORRECTION).map((e) => ({ seq: e.seq, text: e.text, protocol: e.protocol, registeredAt: e.registeredAt })),
  });
}

/** The event's own fields, refused unless it is this note's event of this type. */
function readEvent(xml: string, key: string, tpEvento: string) {
  const doc = parseXml(xml);
  const inf = first(doc, 'infEvento');
  if (!inf || textOf(inf, 'chNFe') !== key || textOf(inf, 'tpEvento') !== tpEvento || !first(doc, 'Signature')) throw xmlIssue(m.server.eventNotOfNote);
  return { seq: Number(textOf(inf, 'nSeqEvento')), nProt: textOf(inf, 'nProt'), xJust: textOf(inf, 'xJust'), xCorrecao: textOf(inf, 'xCorrecao'), xCondUso: textOf(inf, 'xCondUso') };
}

export function registerNfeEmission(app: FastifyInstance, deps: PlatformDeps): void {
  let lot = Date.now() % 1_000_000_000;
  const nextLot = () => String(++lot);

  registerWrite(app, deps, {
    ...routeOf(w.nfeGenerate),
    permission: 'manage',
    createdId: (b) => b.id,
    async outside({ db, businessId, body: b }) {
      const note = readNote(b.xml);
      if (!note || note.model !== '55' || !note.signed) throw xmlIssue(m.server.notNfe);
      const doc = note.recipient.document;
      if (!doc) throw xmlIssue(m.errors.recipientMissing);
      if (doc.length === 11 ? !isValidCpf(doc) : !isValidCnpj(doc)) throw xmlIssue(doc.length === 11 ? m.errors.recipientCpfInvalid : m.errors.recipientCnpjInvalid);
      const [business] = await db.select({ document: businesses.document }).from(businesses).where(eq(businesses.id, businessId));
      if (business?.document && note.issuer.document !== business.document) throw xmlIssue(fiscalMessages.errors.certificateCnpj);
      const schema = await validateAgainstXsd('nfe_v4.00.xsd', [{ fileName: 'NFe.xml', contents: b.xml }]);
      if (!schema.ok) throw xmlIssue(m.server.schema(schema.errors.split('\n')[0]?.replace(/^[^:]*:\d*:?\s*/, '').slice(0, 300) ?? ''));
      if (await alreadyIssued(db, businessId, note.key)) throw conflict(m.server.alreadyIssued);
      const client = await sefaz(db, businessId, note.key, b.xml);
      // A note SEFAZ already has (its answer lost on an earlier try) is looked up, never sent again.
      const answer = (await reach(() => client.consult(note.key))) ?? (await reach(() => client.authorize(b.xml, note.key, nextLot())));
      if ((answer.cStat !== 100 && answer.cStat !== 150) || !answer.protNFe) throw new HttpError(422, m.server.rejected(answer.cStat, answer.xMotivo));
      return { note, protNFe: answer.protNFe };
    },
    async run(ctx) {
      const b = ctx.body;
      const { note, protNFe } = ctx.outside;
      // Another request with the same note committed while SEFAZ answered this one (a repeat replays its answer).
      if (await alreadyIssued(ctx.tx, ctx.businessId, note.key)) throw conflict(m.server.alreadyIssued);
      const nfe = b.xml.replace(/^<\?xml[^>]*\?>\s*/, '');
      const row = await insertRow(ctx.tx, nfes, {
        id: ctx.idFor(b.id),
        businessId: ctx.businessId,
        direction: 'saida',
        key: note.key,
        series: note.series,
        number: note.number,
        issuedAt: note.issuedAt,
        issuerDocument: note.issuer.document,
        issuerName: note.issuer.name,
        recipientDocument: note.recipient.document,
        recipientName: note.recipient.name,
        total: note.total,
        items: note.items,
        installments: note.installments,
        xml: `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${protNFe}</nfeProc>`,
        status: 'authorized',
        groupPaymentId: b.groupPaymentId ?? null,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      return { status: 201, body: nfeOut(row) };
    },
  });

  const issuedNote = async (db: Executor, businessId: string, params: unknown) => {
    const { id } = params as { id: string };
    const [row] = await db.select().from(nfes).where(and(eq(nfes.businessId, businessId), eq(nfes.id, id), eq(nfes.direction, 'saida'), isNull(nfes.deletedAt)));
    const note = found(row, m.server.notFound);
    if (note.status !== 'authorized') throw conflict(m.server.notAuthorized);
    const events = await db.select().from(nfeEvents).where(and(eq(nfeEvents.businessId, businessId), eq(nfeEvents.nfeId, note.id), isNull(nfeEvents.deletedAt))).orderBy(desc(nfeEvents.seq));
    return { note, events };
  };

  /** Sends a signed event of the note to SEFAZ (outside the transaction): its protocol once SEFAZ registered it. */
  const sendEvent = async (db: Executor, businessId: string, key: string, xml: string): Promise<string> => {
    const client = await sefaz(db, businessId, key, xml);
    const answer = await reach(() => client.sendEvent(xml, key, nextLot()));
    if (!REGISTERED.has(answer.cStat) || !answer.nProt) throw new HttpError(422, m.server.rejected(answer.cStat, answer.xMotivo));
    return answer.nProt;
  };

  /** Keeps an event SEFAZ registered (cancellation or CC-e). */
  const keepEvent = (
    ctx: { tx: Executor; businessId: string; now: string; idFor: (id: null) => string; stamp: () => object },
    note: { id: string; key: string },
    event: { tpEvento: string; seq: number; text: string; xml: string; protocol: string },
  ) =>
    insertRow(ctx.tx, nfeEvents, {
      id: ctx.idFor(null),
      businessId: ctx.businessId,
      nfeId: note.id,
      key: note.key,
      ...event,
      registeredAt: ctx.now,
      createdAt: ctx.now,
      ...ctx.stamp(),
    });

  registerWrite(app, deps, {
    ...routeOf(w.nfeCancel),
    permission: 'manage',
    async outside({ db, businessId, params, body }) {
      const { note } = await issuedNote(db, businessId, params);
      const stored = parseXml(note.xml);
      const authorizedAt = textOf(stored, 'dhRecbto');
      // Up to 24 h after the authorisation (cancelWindows.ts), checked as the event is about to leave.
      if (!cancellable(note.key, authorizedAt, new Date())) throw conflict(m.server.cancelWindow);
      const ev = readEvent(body.xml, note.key, EVENT_CANCEL);
      if (ev.nProt !== textOf(stored, 'nProt') || ev.xJust?.trim() !== body.justification.trim()) throw xmlIssue(m.server.eventNotOfNote);
      return { seq: ev.seq, protocol: await sendEvent(db, businessId, note.key, body.xml) };
    },
    async run(ctx) {
      const { note, events } = await issuedNote(ctx.tx, ctx.businessId, ctx.params);
      const event = await keepEvent(ctx, note, { tpEvento: EVENT_CANCEL, seq: ctx.outside.seq, text: ctx.body.justification, xml: ctx.body.xml, protocol: ctx.outside.protocol });
      const row = await updateRow(ctx.tx, nfes, note.id, { status: 'canceled', ...ctx.stamp() });
      return nfeOut(row, [...events, event as unknown as (typeof events)[number]].map((e) => ({ ...e })));
    },
  });

  /** The correction letter's own fields, refused unless it is the note's next one (nSeqEvento: the last plus one). */
  const nextCorrection = (events: { tpEvento: string; seq: number }[], xml: string, key: string) => {
    const ev = readEvent(xml, key, EVENT_CORRECTION);
    const last = events.find((e) => e.tpEvento === EVENT_CORRECTION)?.seq ?? 0;
    // Each letter of a note takes the next nSeqEvento (the last one replaces the ones before).
    if (ev.seq !== last + 1) throw conflict(m.server.correctionSeq(last + 1));
    return ev;
  };

  registerWrite(app, deps, {
    ...routeOf(w.nfeCorrectionLetter),
    permission: 'manage',
    async outside({ db, businessId, params, body }) {
      const { note, events } = await issuedNote(db, businessId, params);
      const ev = nextCorrection(events, body.xml, note.key);
      if (ev.xCorrecao?.trim() !== body.description.trim() || ev.xCondUso !== CCE_CONDITION) throw xmlIssue(m.server.eventNotOfNote);
      return { seq: ev.seq, protocol: await sendEvent(db, businessId, note.key, body.xml) };
    },
    async run(ctx) {
      const { note, events } = await issuedNote(ctx.tx, ctx.businessId, ctx.params);
      // Another letter of this note committed while SEFAZ answered this one.
      nextCorrection(events, ctx.body.xml, note.key);
      const event = await keepEvent(ctx, note, { tpEvento: EVENT_CORRECTION, seq: ctx.outside.seq, text: ctx.body.description, xml: ctx.body.xml, protocol: ctx.outside.protocol });
      const row = await updateRow(ctx.tx, nfes, note.id, { ...ctx.stamp() });
      return { status: 201, body: nfeOut(row, [event as unknown as (typeof events)[number], ...events]) };
    },
  });
}

/** Whether the business already keeps this note as issued. */
async function alreadyIssued(db: Executor, businessId: string, key: string): Promise<boolean> {
  const [issued] = await db
    .select({ id: nfes.id })
    .from(nfes)
    .where(and(eq(nfes.businessId, businessId), eq(nfes.direction, 'saida'), eq(nfes.key, key), isNull(nfes.deletedAt)));
  return Boolean(issued);
}
