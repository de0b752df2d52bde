// Fiscal module (001 §7.8, reads of §7.9): CEST, NCM, NFC-e, NF-e, Sintegra.
// One entry per call of calls.json (area "Fiscal"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/fiscal.js';

export const fiscalCalls = {
  cestsCreate: rest('POST', 'cests', { scope: 'business', body: s.cestCreate }),
  cestsUpdate: rest('PUT', 'cests/{id}', { scope: 'business', body: s.cestUpdate }),
  cestsDelete: rest('DELETE', 'cests/{id}', { scope: 'business' }),
  ncmCreate: rest('POST', 'ncm', { scope: 'business', body: s.ncmCreate }),
  ncmUpdate: rest('PUT', 'ncm/{id}', { scope: 'business', body: s.ncmUpdate }),
  ncmDelete: rest('DELETE', 'ncm/{id}', { scope: 'business' }),
  nfceGenerate: rest('POST', 'fiscal/nfce/generate', { scope: 'business', body: s.nfceGenerate }),
  nfceDownload: rest('GET', 'fiscal/nfce/download', { scope: 'business', binary: true }),
  nfceCancel: rest('POST', 'fiscal/nfce/cancel', { scope: 'business', body: s.nfceCancel }),
  nfceExportXml: rest('GET', 'fiscal/nfce/export-xml', { scope: 'business', binary: true, body: s.nfceExport }),
  nfceExportPdf: rest('GET', 'fiscal/nfce/export-pdf', { scope: 'business', binary: true, body: s.nfceExport }),
  nfceExportSpedIcmsIpi: rest('POST', 'fiscal/nfce/export-sped-icms-ipi', { scope: 'business', binary: true, body: s.nfceExport }),
  nfceReportsNfces: rest('GET', 'fiscal/nfce/reports/nfces', { scope: 'business', binary: true }),
  nfceReportsResumes: rest('GET', 'fiscal/nfce/reports/resumes', { scope: 'business', binary: true }),
  nfcePafIdentification: rest('GET', 'fiscal/nfce/paf-identification', { scope: 'business' }),
  nfceGeneratePafRegistersFile: rest('POST', 'fiscal/nfce/generate-paf-registers-file', { scope: 'business', binary: true }),
  nfceGeneratePafDataByIdentificationFile: rest('POST', 'fiscal/nfce/generate-paf-data-by-identification-file', { scope: 'business', binary: true }),
  nfeGenerate: rest('POST', 'fiscal/nfe/generate', { scope: 'business', body: s.nfeGenerate }),
  nfeDownload: rest('GET', 'fiscal/nfe/{id}/download', { scope: 'business', binary: true }),
  nfeCancel: rest('POST', 'fiscal/nfe/{id}/cancel', { scope: 'business', body: s.nfeCancel }),
  nfeImport: rest('POST', 'fiscal/nfe/import', { scope: 'business', multipart: true, body: s.nfeImport }),
  nfeProcess: rest('POST', 'fiscal/nfe/process', { scope: 'business', body: s.nfeProcess }),
  nfeProcessFinancial: rest('POST', 'fiscal/nfe/process-financial', { scope: 'business', body: s.nfeProcess }),
  nfeImportDelete: rest('DELETE', 'fiscal/nfe/import/{id}', { scope: 'business' }),
  nfeRevertProcess: rest('POST', 'fiscal/nfe/revert-process', { scope: 'business', body: s.nfeRevertProcess }),
  nfeCorrectionLetter: rest('POST', 'fiscal/nfe/{id}/correction-letter', { scope: 'business', body: s.nfeCorrectionLetter }),
  sintegraGenerate: rest('POST', 'fiscal/sintegra/generate', { scope: 'business' }),
  gqlCests: gql('cests'),
  gqlNcms: gql('ncms'),
  gqlCstsByCrt: gql('cstsByCrt'),
  gqlFiscalOrigins: gql('fiscalOrigins'),
  gqlProductFiscalConfigs: gql('productFiscalConfigs'),
  gqlNfces: gql('nfces'),
  gqlNfceEntries: gql('nfceEntries'),
  gqlNfe: gql('nfe'),
} as const;

export const createFiscalApi = (runner: CallRunner) => bindArea(runner, fiscalCalls);
