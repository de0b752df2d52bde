// What Configurações → Fiscal reads from the server (001 §7.9): the NCM and CEST tables, the CSTs of each tax regime,
// the fiscal origins, the products' fiscal configurations and the purchase NF-e. Back-office records, not in the
// mirror: read with the back office's server read.
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { serverApi } from '../../services/serverApi.js';

export interface NcmView {
  id: string;
  code: string;
  description: string;
}
export interface CestView extends NcmView {
  ncmCode: string | null;
}
export interface CstView {
  crt: number;
  kind: 'CST' | 'CSOSN';
  code: string;
  description: string;
}
export interface OriginView {
  code: number;
  description: string;
}
export interface ProductFiscalView {
  id: string;
  productId: string;
  ncm: string;
  cest: string | null;
  cfop: string;
  cst: string | null;
  csosn: string | null;
  origin: number;
}
export interface FiscalTables {
  ncms: NcmView[];
  cests: CestView[];
  csts: CstView[];
  origins: OriginView[];
  configs: ProductFiscalView[];
}

export async function loadTables(): Promise<FiscalTables> {
  const api = serverApi().fiscal;
  const [ncms, cests, csts, origins, configs] = await Promise.all([
    api.gqlNcms({}, 'id code description') as Promise<NcmView[]>,
    api.gqlCests({}, 'id code description ncmCode') as Promise<CestView[]>,
    api.gqlCstsByCrt({}, 'crt kind code description') as Promise<CstView[]>,
    api.gqlFiscalOrigins({}, 'code description') as Promise<OriginView[]>,
    api.gqlProductFiscalConfigs({}, 'id productId ncm cest cfop cst csosn origin') as Promise<ProductFiscalView[]>,
  ]);
  return { ncms, cests, csts, origins, configs };
}

export interface NoteItemView {
  n: number;
  code: string;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
  productId: string | null;
  /** the controlled insumo it enters into stock, when it names one */
  insumo?: { id: string; name: string } | null;
}
export interface InstallmentView {
  number: string;
  dueDate: string;
  amount: number;
}
export interface PurchaseNoteView {
  id: string;
  key: string;
  number: number;
  series: number;
  issuedAt: string;
  issuerName: string;
  issuerDocument: string;
  total: number;
  status: string;
  financialProcessed: boolean;
  items: NoteItemView[];
  installments: InstallmentView[];
}

/** The purchase notes imported (direction entrada), newest first as the server gives them. */
export async function loadPurchaseNotes(): Promise<PurchaseNoteView[]> {
  return (await serverApi().fiscal.gqlNfe({ direction: 'entrada' }, 'id key number series issuedAt issuerName issuerDocument total status financialProcessed items installments')) as PurchaseNoteView[];
}

export interface PafIdentification {
  program: { name: string; verProc: string | null };
  business: { cnpj: string; name: string };
}

export function loadPafIdentification(): Promise<PafIdentification> {
  return serverApi().fiscal.nfcePafIdentification() as Promise<PafIdentification>;
}

export type FiscalFileKey = 'xml' | 'pdf' | 'nfces' | 'resumes' | 'sped' | 'sintegra' | 'pafRegisters' | 'pafData';
export const FISCAL_FILES: readonly FiscalFileKey[] = ['xml', 'pdf', 'nfces', 'resumes', 'sped', 'sintegra', 'pafRegisters', 'pafData'];

/** Sintegra is answered as text (calls.json does not say it is binary): kept in its ISO-8859-1 bytes. */
function latin1File(text: string, fileName: string): BinaryAnswer {
  const data = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) data[i] = text.charCodeAt(i) & 0xff;
  return { data, contentType: 'text/plain; charset=iso-8859-1', fileName };
}

/** One of the accountant's files of a month, as the server makes it. */
export async function fiscalFile(key: FiscalFileKey, month: string, identification: string): Promise<BinaryAnswer> {
  const api = serverApi().fiscal;
  const dateFilters = { month };
  switch (key) {
    case 'xml':
      return api.nfceExportXml({ body: { dateFilters } });
    case 'pdf':
      return api.nfceExportPdf({ body: { dateFilters } });
    case 'nfces':
      return api.nfceReportsNfces({ query: { 'dateFilters[month]': month } });
    case 'resumes':
      return api.nfceReportsResumes({ query: { 'dateFilters[month]': month } });
    case 'sped':
      return api.nfceExportSpedIcmsIpi({ body: { dateFilters } });
    case 'sintegra':
      return latin1File(String(await api.sintegraGenerate({ body: { dateFilters } })), `sintegra-${month}.txt`);
    case 'pafRegisters':
      return api.nfceGeneratePafRegistersFile({ body: { dateFilters } });
    case 'pafData':
      return api.nfceGeneratePafDataByIdentificationFile({ body: { dateFilters, identification } });
  }
}

export function purchaseNotePdf(id: string): Promise<BinaryAnswer> {
  return serverApi().fiscal.nfeDownload({ params: { id } });
}

/** One note's XML (nfeProc when authorised) by its access key. */
export function nfceXml(key: string): Promise<BinaryAnswer> {
  return serverApi().fiscal.nfceDownload({ query: { key } });
}

export interface NfceLineView {
  status: string;
  ncm: string;
  cfop: string;
  cst: string;
  total: number;
}
export interface NcmSummary {
  ncm: string;
  cfop: string;
  cst: string;
  lines: number;
  total: number;
}

/** The authorised NFC-e lines of a month summed by NCM, CFOP and CST: what the accountant checks before the SPED. */
export async function loadMonthByNcm(month: string): Promise<NcmSummary[]> {
  const lines = (await serverApi().fiscal.gqlNfceEntries({ dateFilters: { month } }, 'status ncm cfop cst total')) as NfceLineView[];
  const sums = new Map<string, NcmSummary>();
  for (const l of lines) {
    if (l.status !== 'autorizada') continue;
    const key = `${l.ncm}|${l.cfop}|${l.cst}`;
    const s = sums.get(key) ?? { ncm: l.ncm, cfop: l.cfop, cst: l.cst, lines: 0, total: 0 };
    s.lines++;
    s.total += l.total;
    sums.set(key, s);
  }
  return [...sums.values()].sort((a, b) => b.total - a.total);
}
