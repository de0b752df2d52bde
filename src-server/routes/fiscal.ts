// The fiscal back office (001 §7.8): NCM and CEST codes, product fiscal configurations, the NFC-e the terminals
// emitted (they hold the certificate and sign; each note reaches the server through the outbox as nfceGenerate),
// the accountant's files (XML zip, PDF, SPED EFD ICMS/IPI, SINTEGRA), NFC-e reports, and the supplier NF-e import.
// Writes go through the write pipeline from their declarations (src-shared/writes/fiscal.ts); files are reads.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { nfceExport } from '../../src-shared/api/schemas/fiscal.js';
import { isApiFile } from '../../src-shared/api/core/json.js';
import { fiscalBackOfficeMessages as m } from '../../src-shared/i18n/fiscalBackOffice.js';
import { fiscal as w } from '../../src-shared/writes/index.js';
import type { PlatformDeps } from '../app.js';
import { requestContext } from '../auth/guard.js';
import type { Permission } from '../auth/permissions.js';
import type { Db } from '../db/database.js';
import { insertRow, updateRow, type Row } from '../db/rows.js';
import { businesses, cests, ncms, nfces, nfes, products, type NoteItem } from '../db/schema.js';
import { profileFromXml, type FilerProfile } from '../fiscal/fileProfile.js';
import { readNote } from '../fiscal/noteXml.js';
import { periodOf } from '../fiscal/period.js';
import { sintegraFile, type PurchaseNote } from '../fiscal/sintegra.js';
import { spedFile, type FiscalNote } from '../fiscal/sped.js';
import { monthXmlZip } from '../fiscal/xmlExport.js';
import { procXml, storeZipEntry } from '../fiscal/zipEntry.js';
import { voidingsOfMonth } from '../fiscal/voidings.js';
import { badRequest, conflict, found } from '../http/errors.js';
import { out } from '../http/serialize.js';
import { parse } from '../http/validate.js';
import type { Executor } from '../db/tx.js';
import { enterNoteStock, insumosOf, revertNoteStock } from './nfeStock.js';
import { enterNotePayables, revertNotePayables } from './nfePayables.js';
import { registerWrite, routeOf } from '../http/writes.js';
import { registerDeclaredCrud } from './crud.js';
import { registerNfeEmission } from './nfeEmission.js';
import { registerPaf } from './paf.js';
import { renderPdf, type ReportTable } from './reportFiles.js';

/** A note as the answers show it: without its XML (downloaded on its own). */
const noteOut = (row: Row) => {
  const { xml: _xml, protNfe: _prot, ...rest } = row as Row & { xml?: unknown; protNfe?: unknown };
  return out(rest);
};

export function registerFiscal(app: FastifyInstance, deps: PlatformDeps): void {
  registerDeclaredCrud(app, deps, { table: ncms, writes: { create: w.ncmCreate, update: w.ncmUpdate, delete: w.ncmDelete }, permission: 'manage', notFound: m.notFound.ncm });
  registerDeclaredCrud(app, deps, { table: cests, writes: { create: w.cestsCreate, update: w.cestsUpdate, delete: w.cestsDelete }, permission: 'manage', notFound: m.notFound.cest });
  registerNfceWrites(app, deps);
  registerNfceFiles(app, deps);
  registerNfeImport(app, deps);
  registerNfeEmission(app, deps);
  registerPaf(app, deps);
}

// ---------------------------------------------------------------- NFC-e handed over by the terminals

/** How far a note has come: a later answer never takes it back (a late repeat of "pendente" after "autorizada"). */
const STAGE: Record<string, number> = { pendente: 0, inutilizar: 1, rejeitada: 1, denegada: 2, autorizada: 2, inutilizada: 2, cancelada: 3 };

function registerNfceWrites(app: FastifyInstance, deps: PlatformDeps): void {
  registerWrite(app, deps, {
    ...routeOf(w.nfceGenerate),
    permission: 'settle',
    // Not keyed by the note's id: the same note comes again with each new status (upserted by its key).
    async run(ctx) {
      const b = ctx.body;
      const [existing] = await ctx.tx.select().from(nfces).where(and(eq(nfces.businessId, ctx.businessId), eq(nfces.key, b.key)));
      // A new status of a note already here with this very XML: read when it arrived (parsing it is most of the cost).
      const same = existing?.xml === b.xml;
      const note = same ? null : readNote(b.xml);
      if (!same && (!note || note.key !== b.key || note.model !== '65' || !note.signed)) {
        throw badRequest(m.fields.xmlNotSigned, [{ path: 'xml', message: m.fields.xmlNotSigned }]);
      }
      const answer = {
        status: b.status,
        cStat: b.cStat ?? null,
        reason: b.reason ?? null,
        protocol: b.protocol ?? null,
        authorizedAt: b.authorizedAt ?? null,
        protNfe: b.protNfe ?? null,
      };
      if (existing) {
        if (existing.groupPaymentId !== b.groupPaymentId) throw conflict(m.refused.otherGroup);
        if ((STAGE[b.status] ?? 0) < (STAGE[existing.status] ?? 0)) return noteOut(existing as unknown as Row);
        const protNfe = answer.protNfe ?? existing.protNfe;
        // The protocol came (or changed): the note's zip entry becomes its nfeProc.
        if (protNfe !== existing.protNfe) await storeZipEntry(ctx.tx, ctx.businessId, existing.id, { xml: existing.xml, protNfe });
        return noteOut(await updateRow(ctx.tx, nfces, existing.id, { ...answer, protNfe, ...ctx.stamp() }));
      }
      if (!note) throw badRequest(m.fields.xmlNotSigned, [{ path: 'xml', message: m.fields.xmlNotSigned }]); // not reached: checked above
      const row = await insertRow(ctx.tx, nfces, {
        id: ctx.idFor(b.id),
        businessId: ctx.businessId,
        key: b.key,
        groupPaymentId: b.groupPaymentId,
        model: note.model,
        series: note.series,
        number: note.number,
        tpEmis: b.tpEmis,
        issuedAt: note.issuedAt,
        total: note.total,
        icmsBase: note.icmsBase,
        icmsValue: note.icmsValue,
        consumerDocument: note.recipient.document,
        items: note.items,
        xml: b.xml,
        ...answer,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      await storeZipEntry(ctx.tx, ctx.businessId, row.id, { xml: b.xml, protNfe: answer.protNfe });
      return { status: 201, body: noteOut(row) };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.nfceCancel),
    permission: 'manage',
    async run(ctx) {
      const b = ctx.body;
      const rows = await ctx.tx
        .select()
        .from(nfces)
        .where(and(eq(nfces.businessId, ctx.businessId), eq(nfces.groupPaymentId, b.groupPaymentId), b.key ? eq(nfces.key, b.key) : undefined, isNull(nfces.deletedAt)))
        .orderBy(desc(nfces.issuedAt));
      const note = found(rows.find((r) => r.status === 'autorizada') ?? rows[0], m.notFound.nfce);
      // The terminal records a cancellation SEFAZ registered: its hand-over of the note as 'cancelada' may have come
      // first (another outbox chain), so the note of that very key takes the justification and protocol still.
      if (note.status === 'cancelada' && b.key === note.key && !note.cancelJustification) {
        return noteOut(await updateRow(ctx.tx, nfces, note.id, { cancelJustification: b.justification, cancelProtocol: b.protocol ?? null, canceledAt: ctx.now, ...ctx.stamp() }));
      }
      if (note.status !== 'autorizada') throw conflict(m.refused.cancelNotAuthorized);
      return noteOut(
        await updateRow(ctx.tx, nfces, note.id, { status: 'cancelada', cancelJustification: b.justification, cancelProtocol: b.protocol ?? null, canceledAt: ctx.now, ...ctx.stamp() }),
      );
    },
  });
}

// ---------------------------------------------------------------- files and reports

/** auth, role header and tenant guard of a read, before anything of the request is looked at */
async function admit(deps: PlatformDeps, req: FastifyRequest, permission: Permission = 'read'): Promise<string> {
  const { businessId } = req.params as { businessId: string };
  const user = await deps.guard.user(req);
  await deps.guard.business(user, businessId, requestContext(req), permission);
  return businessId;
}

/** The month of an export: `dateFilters[month]` in a GET's query, `dateFilters.month` in a POST's body. */
function monthOf(req: FastifyRequest): string {
  const q = req.query as Record<string, string | undefined>;
  const value = req.method === 'GET' ? { dateFilters: { month: q['dateFilters[month]'] ?? q.month } } : req.body;
  return parse(nfceExport, value).dateFilters.month;
}

async function timeZoneOf(db: Db, businessId: string): Promise<string> {
  const [b] = await db.select({ tz: businesses.timeZone }).from(businesses).where(eq(businesses.id, businessId));
  return b?.tz ?? 'America/Sao_Paulo';
}

/** The business's NFC-e of a month (its own time zone), oldest first, with the local day of each. */
async function notesOfMonth(db: Db, businessId: string, month: string | null): Promise<(typeof nfces.$inferSelect & { day: string })[]> {
  const tz = await timeZoneOf(db, businessId);
  const day = sql<string>`to_char(${nfces.issuedAt} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ note: nfces, day })
    .from(nfces)
    .where(and(eq(nfces.businessId, businessId), isNull(nfces.deletedAt), month ? sql`to_char(${nfces.issuedAt} at time zone ${tz}, 'YYYY-MM') = ${month}` : undefined))
    .orderBy(asc(nfces.issuedAt), asc(nfces.series), asc(nfces.number));
  return rows.map((r) => ({ ...r.note, day: r.day }));
}

/** The filer as its latest note states it; the business row (name, CNPJ) before any note. */
async function filerOf(db: Db, businessId: string): Promise<FilerProfile> {
  const [latest] = await db.select({ xml: nfces.xml }).from(nfces).where(eq(nfces.businessId, businessId)).orderBy(desc(nfces.issuedAt)).limit(1);
  const fromNote = latest ? profileFromXml(latest.xml) : null;
  if (fromNote) return fromNote;
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!b?.document) throw badRequest(m.refused.businessDocument);
  const blank = { ie: '', uf: '', cityCode: '', cityName: '', street: '', number: '', complement: '', district: '', cep: '', phone: '' };
  return { ...blank, cnpj: b.document, name: b.name, tradeName: b.tradeName ?? '' };
}

const asFiscalNote = (n: typeof nfces.$inferSelect & { day: string }): FiscalNote => ({
  key: n.key,
  model: n.model,
  series: n.series,
  number: n.number,
  day: n.day,
  status: n.status,
  total: n.total,
  icmsBase: n.icmsBase,
  icmsValue: n.icmsValue,
  items: n.items,
});

/** The XML the accountant keeps: nfeProc (the NFe with SEFAZ's protocol) when authorised, the NFe otherwise. */
function sendFile(reply: FastifyReply, bytes: Uint8Array | string | Readable, type: string, fileName: string) {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${fileName}"`).send(bytes instanceof Uint8Array ? Buffer.from(bytes) : bytes);
}

const word = m.report.columns;
const statusText = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function notesTable(title: string, month: string | null, tz: string, notes: (typeof nfces.$inferSelect)[], fileName: string): ReportTable {
  const authorized = notes.filter((n) => n.status === 'autorizada');
  return {
    title,
    subtitle: month ? [m.report.period(month)] : [],
    columns: [
      { header: word.number, kind: 'count', width: 8 },
      { header: word.series, kind: 'count', width: 6 },
      { header: word.issuedAt, kind: 'datetime', width: 16 },
      { header: word.key, kind: 'text', width: 44 },
      { header: word.status, kind: 'text', width: 12 },
      { header: word.total, kind: 'money', width: 14 },
    ],
    rows: notes.map((n) => [n.number, n.series, n.issuedAt, n.key, statusText(n.status), n.total]),
    totals: ['', '', '', '', word.authorized, authorized.reduce((a, n) => a + n.total, 0)],
    timeZone: tz,
    fileName,
  };
}

function registerNfceFiles(app: FastifyInstance, deps: PlatformDeps): void {
  const base = '/businesses/:businessId/fiscal/nfce';

  app.get(`${base}/download`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const q = parse(z.object({ key: z.string().regex(/^\d{44}$/, m.fields.key).optional(), groupPaymentId: z.string().min(1).optional(), id: z.uuid().optional() }), req.query);
    if (!q.key && !q.groupPaymentId && !q.id) throw badRequest(m.fields.key, [{ path: 'key', message: m.fields.key }]);
    const rows = await deps.db
      .select()
      .from(nfces)
      .where(and(eq(nfces.businessId, businessId), isNull(nfces.deletedAt), q.key ? eq(nfces.key, q.key) : undefined, q.id ? eq(nfces.id, q.id) : undefined, q.groupPaymentId ? eq(nfces.groupPaymentId, q.groupPaymentId) : undefined))
      .orderBy(desc(nfces.issuedAt));
    const note = found(rows.find((r) => r.status === 'autorizada') ?? rows[0], m.notFound.nfce);
    return sendFile(reply, procXml(note), 'application/xml; charset=utf-8', `${note.key}-nfce.xml`);
  });

  app.get(`${base}/export-xml`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = monthOf(req);
    const zip = await monthXmlZip(deps.db, businessId, month, await timeZoneOf(deps.db, businessId));
    return sendFile(reply, zip, 'application/zip', `nfce-${month}.zip`);
  });

  app.get(`${base}/export-pdf`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = monthOf(req);
    const [notes, tz] = await Promise.all([notesOfMonth(deps.db, businessId, month), timeZoneOf(deps.db, businessId)]);
    return sendFile(reply, await renderPdf(notesTable(m.report.exportTitle, month, tz, notes, `nfce-${month}`)), 'application/pdf', `nfce-${month}.pdf`);
  });

  app.post(`${base}/export-sped-icms-ipi`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = monthOf(req);
    const [notes, filer, voided] = await Promise.all([notesOfMonth(deps.db, businessId, month), filerOf(deps.db, businessId), timeZoneOf(deps.db, businessId).then((tz) => voidingsOfMonth(deps.db, businessId, month, tz))]);
    return sendFile(reply, spedFile(filer, periodOf(month), notes.map(asFiscalNote), voided), 'text/plain; charset=iso-8859-1', `sped-efd-icms-ipi-${month}.txt`);
  });

  app.post('/businesses/:businessId/fiscal/sintegra/generate', async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = monthOf(req);
    const tz = await timeZoneOf(deps.db, businessId);
    const [notes, filer, bought] = await Promise.all([
      notesOfMonth(deps.db, businessId, month),
      filerOf(deps.db, businessId),
      deps.db
        .select({ nfe: nfes, day: sql<string>`to_char(${nfes.issuedAt} at time zone ${tz}, 'YYYY-MM-DD')` })
        .from(nfes)
        .where(and(eq(nfes.businessId, businessId), eq(nfes.direction, 'entrada'), eq(nfes.status, 'processed'), isNull(nfes.deletedAt), sql`to_char(${nfes.issuedAt} at time zone ${tz}, 'YYYY-MM') = ${month}`))
        .orderBy(asc(nfes.issuedAt)),
    ]);
    const purchases: PurchaseNote[] = bought.map(({ nfe, day }) => {
      const read = readNote(nfe.xml);
      return { issuerDocument: nfe.issuerDocument, issuerIe: read?.issuer.stateRegistration ?? '', issuerUf: read ? (profileFromXml(nfe.xml)?.uf ?? '') : '', model: '55', series: nfe.series, number: nfe.number, day, items: nfe.items };
    });
    return sendFile(reply, sintegraFile(filer, periodOf(month), notes.map(asFiscalNote), purchases), 'text/plain; charset=iso-8859-1', `sintegra-${month}.txt`);
  });

  /** The reports take the month when given (the same filter as the exports), else every note. */
  const optionalMonth = (req: FastifyRequest) => {
    const q = req.query as Record<string, string | undefined>;
    return q['dateFilters[month]'] || q.month ? monthOf(req) : null;
  };

  app.get(`${base}/reports/nfces`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = optionalMonth(req);
    const [notes, tz] = await Promise.all([notesOfMonth(deps.db, businessId, month), timeZoneOf(deps.db, businessId)]);
    return sendFile(reply, await renderPdf(notesTable(m.report.nfcesTitle, month, tz, notes, 'nfces')), 'application/pdf', 'nfces.pdf');
  });

  app.get(`${base}/reports/resumes`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const month = optionalMonth(req);
    const [notes, tz] = await Promise.all([notesOfMonth(deps.db, businessId, month), timeZoneOf(deps.db, businessId)]);
    const days = new Map<string, { count: number; authorized: number; canceled: number; total: number }>();
    for (const n of notes) {
      const d = days.get(n.day) ?? { count: 0, authorized: 0, canceled: 0, total: 0 };
      d.count++;
      if (n.status === 'autorizada') {
        d.authorized++;
        d.total += n.total;
      }
      if (n.status === 'cancelada') d.canceled++;
      days.set(n.day, d);
    }
    const rows = [...days].map(([day, d]) => [day.split('-').reverse().join('/'), d.count, d.authorized, d.canceled, d.total]);
    const table: ReportTable = {
      title: m.report.resumesTitle,
      subtitle: month ? [m.report.period(month)] : [],
      columns: [
        { header: word.day, kind: 'text', width: 12 },
        { header: word.count, kind: 'count', width: 8 },
        { header: word.authorized, kind: 'count', width: 10 },
        { header: word.canceled, kind: 'count', width: 10 },
        { header: word.total, kind: 'money', width: 14 },
      ],
      rows,
      totals: ['', notes.length, rows.reduce((a, r) => a + Number(r[2]), 0), rows.reduce((a, r) => a + Number(r[3]), 0), rows.reduce((a, r) => a + Number(r[4]), 0)],
      timeZone: tz,
      fileName: 'resumo-nfce',
    };
    return sendFile(reply, await renderPdf(table), 'application/pdf', 'resumo-nfce.pdf');
  });
}

// ---------------------------------------------------------------- supplier NF-e import

/** A file part of a multipart body as the typed client's ApiFile (what the declared schema validates). */
async function multipartBody(contentType: string, raw: Buffer): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const body: Record<string, unknown> = {};
  const parts: { name: string; value: string | File }[] = [];
  form.forEach((value, name) => parts.push({ name, value }));
  for (const { name, value } of parts) {
    body[name] = typeof value === 'string' ? value : { fileName: value.name, contentType: value.type, data: new Uint8Array(await value.arrayBuffer()) };
  }
  return body;
}

/** Matches each item to a product of the business: internal code, then barcode, then the same name. */
async function matchItems(db: Db, businessId: string, items: NoteItem[]): Promise<NoteItem[]> {
  const matched: NoteItem[] = [];
  for (const item of items) {
    const tries: [NonNullable<NoteItem['matchedBy']>, SQL | undefined][] = [
      ['code', item.code ? eq(products.internalCode, item.code) : undefined],
      ['barcode', item.barcode ? eq(products.barcode, item.barcode) : undefined],
      ['name', item.description ? ilike(products.name, item.description.replace(/[%_\\]/g, '\\$&')) : undefined],
    ];
    let hit: { id: string } | undefined;
    let by: NoteItem['matchedBy'] = null;
    for (const [kind, cond] of tries) {
      if (!cond) continue;
      [hit] = await db.select({ id: products.id }).from(products).where(and(eq(products.businessId, businessId), isNull(products.deletedAt), cond)).limit(1);
      if (hit) {
        by = kind;
        break;
      }
    }
    matched.push({ ...item, productId: hit?.id ?? null, matchedBy: by });
  }
  return matched;
}

/** Each item with the controlled insumo it names, if any (shown on the note; processing matches again). */
async function withInsumos(db: Executor, businessId: string, items: NoteItem[]): Promise<NoteItem[]> {
  const insumos = await insumosOf(db, businessId, items);
  return items.map((i) => {
    const insumo = insumos.get(i.n);
    return { ...i, insumo: insumo ? { id: insumo.id, name: insumo.name } : null };
  });
}

function registerNfeImport(app: FastifyInstance, deps: PlatformDeps): void {
  // The XML arrives as a multipart file (000 §5): parsed here, for these routes only.
  void app.register(async (scoped) => {
    scoped.removeContentTypeParser('multipart/form-data'); // the app's own parser (http/multipart.ts) gives way here
    scoped.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 5_000_000 }, (req, raw, done) => {
      multipartBody(String(req.headers['content-type']), raw as Buffer).then(
        (body) => done(null, body),
        () => done(badRequest(m.fields.xmlNotNfe, [{ path: 'file', message: m.fields.xmlNotNfe }]), undefined),
      );
    });
    registerWrite(scoped, deps, {
      ...routeOf(w.nfeImport),
      permission: 'manage',
      async run(ctx) {
        const file = ctx.body.file;
        const text = isApiFile(file) ? Buffer.from(file.data).toString('utf8') : '';
        const note = readNote(text);
        if (!note || note.model !== '55') throw badRequest(m.fields.xmlNotNfe, [{ path: 'file', message: m.fields.xmlNotNfe }]);
        const [b] = await ctx.tx.select({ document: businesses.document }).from(businesses).where(eq(businesses.id, ctx.businessId));
        if (b?.document && note.recipient.document !== b.document) throw badRequest(m.refused.nfeNotOurs, [{ path: 'file', message: m.refused.nfeNotOurs }]);
        const [dup] = await ctx.tx
          .select({ id: nfes.id })
          .from(nfes)
          .where(and(eq(nfes.businessId, ctx.businessId), eq(nfes.direction, 'entrada'), eq(nfes.key, note.key), isNull(nfes.deletedAt)));
        if (dup) throw conflict(m.refused.alreadyImported);
        const row = await insertRow(ctx.tx, nfes, {
          id: ctx.idFor(null),
          businessId: ctx.businessId,
          direction: 'entrada',
          key: note.key,
          series: note.series,
          number: note.number,
          issuedAt: note.issuedAt,
          issuerDocument: note.issuer.document,
          issuerName: note.issuer.name,
          recipientDocument: note.recipient.document,
          recipientName: note.recipient.name,
          total: note.total,
          items: await withInsumos(ctx.tx, ctx.businessId, await matchItems(ctx.tx as unknown as Db, ctx.businessId, note.items)),
          installments: note.installments,
          xml: text,
          status: 'imported',
          createdAt: ctx.now,
          ...ctx.stamp(),
        });
        return { status: 201, body: noteOut(row) };
      },
    });
  });

  const imported = async (tx: Db, businessId: string, id: string) => {
    const [row] = await tx.select().from(nfes).where(and(eq(nfes.businessId, businessId), eq(nfes.id, id), eq(nfes.direction, 'entrada'), isNull(nfes.deletedAt)));
    return found(row, m.notFound.nfe);
  };

  registerWrite(app, deps, {
    ...routeOf(w.nfeProcess),
    permission: 'manage',
    async run(ctx) {
      const nfe = await imported(ctx.tx as unknown as Db, ctx.businessId, ctx.body.id);
      if (nfe.status === 'processed') throw conflict(m.refused.alreadyProcessed);
      // An item is known when it is one of our products or names a controlled insumo (which enters the stock).
      const insumos = await insumosOf(ctx.tx, ctx.businessId, nfe.items);
      const unmatched = nfe.items.filter((i) => !i.productId && !insumos.has(i.n)).map((i) => `${i.n} ${i.description}`);
      if (unmatched.length > 0) throw badRequest(m.refused.unmatched(unmatched.join(', ')), [{ path: 'id', message: m.refused.unmatched(unmatched.join(', ')) }]);
      await enterNoteStock(ctx, nfe.id, nfe.items);
      return noteOut(await updateRow(ctx.tx, nfes, nfe.id, { status: 'processed', processedAt: ctx.now, ...ctx.stamp() }));
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.nfeProcessFinancial),
    permission: 'manage',
    async run(ctx) {
      const nfe = await imported(ctx.tx as unknown as Db, ctx.businessId, ctx.body.id);
      if (nfe.financialProcessed) throw conflict(m.refused.alreadyProcessed);
      await enterNotePayables(ctx, nfe, await timeZoneOf(ctx.tx as unknown as Db, ctx.businessId));
      return noteOut(await updateRow(ctx.tx, nfes, nfe.id, { financialProcessed: true, financialProcessedAt: ctx.now, ...ctx.stamp() }));
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.nfeRevertProcess),
    permission: 'manage',
    async run(ctx) {
      const id = parse(z.object({ id: z.uuid() }), ctx.body).id;
      const nfe = await imported(ctx.tx as unknown as Db, ctx.businessId, id);
      if (nfe.status !== 'processed' && !nfe.financialProcessed) throw conflict(m.refused.notProcessed);
      if (nfe.financialProcessed) await revertNotePayables(ctx, nfe.id);
      if (nfe.status === 'processed') await revertNoteStock(ctx, nfe.id);
      return noteOut(await updateRow(ctx.tx, nfes, nfe.id, { status: 'imported', processedAt: null, financialProcessed: false, financialProcessedAt: null, ...ctx.stamp() }));
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.nfeImportDelete),
    permission: 'manage',
    async run(ctx) {
      const nfe = await imported(ctx.tx as unknown as Db, ctx.businessId, (ctx.params as { id: string }).id);
      if (nfe.status === 'processed' || nfe.financialProcessed) throw conflict(m.refused.alreadyProcessed);
      return noteOut(await updateRow(ctx.tx, nfes, nfe.id, { deletedAt: ctx.now, ...ctx.stamp() }));
    },
  });

  app.get('/businesses/:businessId/fiscal/nfe/:id/download', async (req, reply) => {
    const businessId = await admit(deps, req);
    const { id } = req.params as { id: string };
    const [nfe] = await deps.db.select().from(nfes).where(and(eq(nfes.businessId, businessId), eq(nfes.id, id), isNull(nfes.deletedAt)));
    const note = found(nfe, m.notFound.nfe);
    const tz = await timeZoneOf(deps.db, businessId);
    const table: ReportTable = {
      title: `${m.report.nfeTitle} ${note.number} / ${note.series}`,
      subtitle: [`${note.issuerName} (${note.issuerDocument})`, note.key],
      columns: [
        { header: 'Item', kind: 'count', width: 5 },
        { header: 'Código', kind: 'text', width: 10 },
        { header: 'Descrição', kind: 'text', width: 30 },
        { header: 'NCM', kind: 'text', width: 9 },
        { header: 'CFOP', kind: 'text', width: 6 },
        { header: 'Qtd.', kind: 'text', width: 8 },
        { header: 'Valor', kind: 'money', width: 12 },
      ],
      rows: note.items.map((i) => [i.n, i.code, i.description, i.ncm, i.cfop, (i.quantity / 1000).toLocaleString('pt-BR'), i.total]),
      totals: ['', '', '', '', '', '', note.total],
      timeZone: tz,
      fileName: `nfe-${note.key}`,
    };
    return sendFile(reply, await renderPdf(table), 'application/pdf', `nfe-${note.key}.pdf`);
  });
}
