// The PAF-NFC-e calls (001 §7.8): the program's identification, the registers file and the data of one identified
// consumer (layouts and their source in ../fiscal/paf.ts). Reads: auth, role and tenant checked before anything.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isValidCnpj, isValidCpf } from '../../src-shared/fiscal/documents.js';
import { parseXml, textOf } from '../../src-shared/fiscal/soap.js';
import { pafMessages as m } from '../../src-shared/i18n/paf.js';
import type { PlatformDeps } from '../app.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { businesses, nfces } from '../db/schema.js';
import { profileFromXml } from '../fiscal/fileProfile.js';
import { pafDataByIdentificationFile, pafRegistersFile, type PafBusiness, type PafNote } from '../fiscal/paf.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';

/** The program's name; its version is what the notes say (verProc: the terminal's name and version). */
const PROGRAM = 'Balcão PDV';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.month);
const filters = z.object({ dateFilters: z.object({ month: month.optional() }).optional() });
const byIdentification = filters.extend({
  identification: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .refine((d) => (d.length === 11 ? isValidCpf(d) : d.length === 14 && isValidCnpj(d)), m.identification),
});

async function admit(deps: PlatformDeps, req: FastifyRequest): Promise<string> {
  const { businessId } = req.params as { businessId: string };
  const user = await deps.guard.user(req);
  await deps.guard.business(user, businessId, requestContext(req), 'read');
  return businessId;
}

/** The business as its latest note states it (IE included); its own row before any note. */
async function businessOf(db: Db, businessId: string): Promise<PafBusiness & { tradeName: string | null; timeZone: string; verProc: string | null }> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const row = found(b, 'Estabelecimento não encontrado');
  const [latest] = await db.select({ xml: nfces.xml }).from(nfces).where(eq(nfces.businessId, businessId)).orderBy(desc(nfces.issuedAt)).limit(1);
  const profile = latest ? profileFromXml(latest.xml) : null;
  const verProc = latest ? textOf(parseXml(latest.xml), 'verProc') : null;
  return { cnpj: profile?.cnpj ?? row.document ?? '', ie: profile?.ie ?? '', name: profile?.name ?? row.name, tradeName: row.tradeName ?? null, timeZone: row.timeZone ?? 'America/Sao_Paulo', verProc };
}

async function notesOf(db: Db, businessId: string, tz: string, monthFilter: string | undefined): Promise<PafNote[]> {
  const day = sql<string>`to_char(${nfces.issuedAt} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ note: nfces, day })
    .from(nfces)
    .where(and(eq(nfces.businessId, businessId), isNull(nfces.deletedAt), monthFilter ? sql`to_char(${nfces.issuedAt} at time zone ${tz}, 'YYYY-MM') = ${monthFilter}` : undefined))
    .orderBy(asc(nfces.issuedAt), asc(nfces.series), asc(nfces.number));
  return rows.map(({ note, day: d }) => ({ key: note.key, series: note.series, number: note.number, day: d, status: note.status, total: note.total, consumerDocument: note.consumerDocument, items: note.items }));
}

export function registerPaf(app: FastifyInstance, deps: PlatformDeps): void {
  const base = '/businesses/:businessId/fiscal/nfce';
  const text = 'text/plain; charset=utf-8';

  app.get(`${base}/paf-identification`, async (req) => {
    const businessId = await admit(deps, req);
    const b = await businessOf(deps.db, businessId);
    return {
      profile: 'PAF-NFC-e',
      program: { name: PROGRAM, verProc: b.verProc },
      business: { cnpj: b.cnpj, ie: b.ie, name: b.name, tradeName: b.tradeName },
      files: ['generate-paf-registers-file', 'generate-paf-data-by-identification-file'],
    };
  });

  app.post(`${base}/generate-paf-registers-file`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const body = parse(filters, req.body ?? {});
    const b = await businessOf(deps.db, businessId);
    const file = pafRegistersFile(b, await notesOf(deps.db, businessId, b.timeZone, body.dateFilters?.month));
    return reply.header('content-type', text).header('content-disposition', `attachment; filename="registros-paf-nfce${body.dateFilters?.month ? `-${body.dateFilters.month}` : ''}.txt"`).send(file);
  });

  app.post(`${base}/generate-paf-data-by-identification-file`, async (req, reply) => {
    const businessId = await admit(deps, req);
    const body = parse(byIdentification, req.body ?? {});
    const b = await businessOf(deps.db, businessId);
    const file = pafDataByIdentificationFile(b, body.identification, await notesOf(deps.db, businessId, b.timeZone, body.dateFilters?.month));
    return reply.header('content-type', text).header('content-disposition', `attachment; filename="paf-nfce-${body.identification}.txt"`).send(file);
  });
}
