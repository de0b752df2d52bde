// The server's side of a voiding (inutilização) of NFC-e (65) or NF-e (55) numbers: reads the signed inutNFe a
// terminal sent, and records the range once SEFAZ voided it (102), or said it already was (563: the answer of an
// earlier request was lost).
import { isValidCnpj } from '../../src-shared/fiscal/documents.js';
import { first, parseXml, textOf } from '../../src-shared/fiscal/soap.js';
import { FISCAL_MODELS, rangeVoided as voidedCode, type FiscalModel, type VoidingAnswer } from '../../src-shared/fiscal/voiding.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { txSeq } from '../db/cursor.js';
import { nfceVoidings } from '../db/schema.js';

export interface VoidingRequest {
  cnpj: string;
  model: FiscalModel;
  year: string;
  series: number;
  firstNumber: number;
  lastNumber: number;
  justification: string;
}

/** The range a signed <inutNFe> asks to void; null when it is not one (or carries no signature). */
export function readVoidingRequest(xml: string): VoidingRequest | null {
  const doc = parseXml(xml);
  const inf = first(doc, 'infInut');
  const model = FISCAL_MODELS.find((m) => m === textOf(inf ?? doc, 'mod'));
  if (!inf || !first(doc, 'Signature') || !model) return null;
  const [cnpj, year, series, from, to] = [textOf(inf, 'CNPJ') ?? '', textOf(inf, 'ano') ?? '', Number(textOf(inf, 'serie')), Number(textOf(inf, 'nNFIni')), Number(textOf(inf, 'nNFFin'))];
  if (!isValidCnpj(cnpj) || !/^[0-9]{2}$/.test(year) || !Number.isInteger(series) || !Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return null;
  return { cnpj, model, year, series, firstNumber: from, lastNumber: to, justification: textOf(inf, 'xJust') ?? '' };
}

/** Whether SEFAZ's answer means the range is voided. */
export const rangeVoided = (answer: VoidingAnswer) => voidedCode(answer.cStat);

/** Keeps the voided range (once: a repeat of the same request finds it there). */
export async function recordVoiding(write: Database['write'], row: { id: string; businessId: string; xml: string; request: VoidingRequest; answer: VoidingAnswer }): Promise<void> {
  const { request, answer } = row;
  await write(async (tx) => {
    await tx
      .insert(nfceVoidings)
      .values({
        id: row.id,
        businessId: row.businessId,
        ...request,
        cStat: answer.cStat,
        reason: answer.xMotivo,
        protocol: answer.nProt,
        xml: row.xml,
        answerXml: answer.retInutNFe,
        changeSeq: txSeq(),
      })
      .onConflictDoNothing();
    return { result: undefined, last: null };
  });
}

/** The month's voided ranges (recorded in that month, the business's time zone), oldest first. */
export async function voidingsOfMonth(db: Db, businessId: string, month: string, timeZone: string) {
  return db
    .select()
    .from(nfceVoidings)
    .where(and(eq(nfceVoidings.businessId, businessId), isNull(nfceVoidings.deletedAt), sql`to_char(${nfceVoidings.createdAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`))
    .orderBy(asc(nfceVoidings.createdAt));
}

/** What the accountant keeps of a voiding: ProcInutNFe (the schema spells its root with a capital P), the signed request with SEFAZ's answer. */
export function procInutXml(row: { xml: string; answerXml: string | null }): string {
  const strip = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const ret = row.answerXml ? strip(row.answerXml) : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ProcInutNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${strip(row.xml)}${ret}</ProcInutNFe>`;
}
