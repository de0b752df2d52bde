// The NF-e 4.00 (model 55) a restaurant issues for an order whose buyer asks for one (a company lunch, catering):
// the same note as the NFC-e (nfceXml.ts builds both, in the element order of leiauteNFe_v4.00.xsd), with what
// model 55 requires instead: the recipient always identified with its full address and IE indicator, the DANFE in
// portrait (tpImp 1), the freight mode, CFOP 6xxx to another state, and no QR code, CSC or infNFeSupl.
// The CC-e (event 110110) is here too: its layout (descEvento, xCorrecao 15–1000, the fixed xCondUso) is the one of
// the NF-e manual's CCe_v1.00.xsd. That schema is NOT among resources/nfce/xsd (only the cancellation ones are), so
// nothing validates a CC-e against it here: the builder enforces its limits itself.
import { parseAccessKey } from './accessKey.js';
import { isValidCnpj, isValidCpf } from './documents.js';
import { isoInZone, layoutText } from './format.js';
import { buildNfce, enderDest, HOMOLOGATION_XNOME, type BuiltNfce, type Model55, type NfceBuildInput } from './nfceXml.js';
import { FiscalAddress } from './types.js';
import { group, NFE_NS, tag } from './xmlText.js';
import { nfeMessages } from '../i18n/nfe.js';

const e = nfeMessages.errors;

/** Who receives the NF-e. indIEDest: 1 ICMS contributor (IE required), 2 exempt from IE, 9 not a contributor. */
export interface NfeRecipient {
  cpf?: string | undefined;
  cnpj?: string | undefined;
  name: string;
  indIEDest: 1 | 2 | 9;
  ie?: string | undefined;
  email?: string | undefined;
  address: FiscalAddress;
}

export interface NfeBuildInput extends Omit<NfceBuildInput, 'model55' | 'contingency'> {
  recipient: NfeRecipient | null | undefined;
  /** modFrete; 9 (no transport: the buyer takes the food, or it is delivered on the sale's own fee) unless given. */
  modFrete?: Model55['modFrete'];
}

/** Why this recipient cannot receive an NF-e (Portuguese, naming what to fix), or null. */
export function recipientProblem(r: NfeRecipient | null | undefined, emitterCnpj: string): string | null {
  if (!r || (!r.cpf && !r.cnpj)) return e.recipientMissing;
  if (r.cpf !== undefined && !isValidCpf(r.cpf)) return e.recipientCpfInvalid;
  if (r.cnpj !== undefined) {
    if (!isValidCnpj(r.cnpj)) return e.recipientCnpjInvalid;
    if (r.cnpj === emitterCnpj) return e.recipientIsEmitter;
  }
  if (!r.name || layoutText(r.name, 60).length < 2) return e.recipientNameMissing;
  if (!FiscalAddress.safeParse(r.address).success) return e.recipientAddressMissing;
  if (r.indIEDest === 1 && !/^[0-9]{2,14}$/.test(r.ie ?? '')) return e.recipientIeMissing;
  return null;
}

function destGroup(r: NfeRecipient, homologation: boolean): string {
  return group(
    'dest',
    (r.cnpj ? tag('CNPJ', r.cnpj) : tag('CPF', r.cpf)) +
      tag('xNome', homologation ? HOMOLOGATION_XNOME : layoutText(r.name, 60)) +
      enderDest(r.address) +
      tag('indIEDest', r.indIEDest) +
      (r.indIEDest === 1 ? tag('IE', r.ie) : '') +
      tag('email', r.email ? layoutText(r.email, 60) : undefined),
  );
}

/** The unsigned NF-e; throws the Portuguese reason when the recipient cannot be on it (before a number is taken). */
export function buildNfe(input: NfeBuildInput): BuiltNfce {
  const { recipient, modFrete, ...rest } = input;
  const problem = recipientProblem(recipient, input.business.cnpj);
  if (problem || !recipient) throw new Error(problem ?? e.recipientMissing);
  const homologation = input.business.environment === 'homologation';
  const model55: Model55 = {
    dest: destGroup(recipient, homologation),
    idDest: recipient.address.uf === input.business.address.uf ? 1 : 2,
    // A contributor with IE buys as a business; everyone else is the final consumer of the meal.
    indFinal: recipient.indIEDest === 1 ? 0 : 1,
    modFrete: modFrete ?? 9,
  };
  return buildNfce({ ...rest, contingency: null, model55 });
}

// ---------------------------------------------------------------- CC-e

export const EVENT_CORRECTION = '110110';

/** The condition of use every CC-e carries, word for word as the schema fixes it (no accents). */
export const CCE_CONDITION =
  'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.';

/** xCorrecao: 15–1000 characters after the layout's cleaning; the Portuguese reason otherwise. */
export function correctionText(text: string): string {
  const clean = layoutText(text, 1000);
  if (clean.length < 15 || text.trim().length > 1000) throw new Error(e.correctionLength);
  return clean;
}

export interface CorrectionInput {
  key: string;
  tpAmb: '1' | '2';
  text: string;
  /** nSeqEvento: 1 for the first letter of the note, one more for each after it (the last one replaces the others). */
  seq: number;
  at: Date;
  timeZone: string;
}

/** The unsigned <evento> of a CC-e; signing appends <Signature> after infEvento. */
export function buildCorrectionEvent(input: CorrectionInput): { id: string; tpEvento: string; key: string; xml: string } {
  if (!Number.isInteger(input.seq) || input.seq < 1 || input.seq > 20) throw new Error(e.correctionLimit);
  const parts = parseAccessKey(input.key);
  const id = `ID${EVENT_CORRECTION}${input.key}${String(input.seq).padStart(2, '0')}`;
  const det = tag('descEvento', 'Carta de Correcao') + tag('xCorrecao', correctionText(input.text)) + tag('xCondUso', CCE_CONDITION);
  const inf =
    tag('cOrgao', parts.cUF) +
    tag('tpAmb', input.tpAmb) +
    tag('CNPJ', parts.cnpjCpf) +
    tag('chNFe', input.key) +
    tag('dhEvento', isoInZone(input.at, input.timeZone)) +
    tag('tpEvento', EVENT_CORRECTION) +
    tag('nSeqEvento', input.seq) +
    tag('verEvento', '1.00') +
    group('detEvento', det, ' versao="1.00"');
  return { id, tpEvento: EVENT_CORRECTION, key: input.key, xml: `<evento xmlns="${NFE_NS}" versao="1.00">${group('infEvento', inf, ` Id="${id}"`)}</evento>` };
}
