// The SEFAZ simulator's own oracle: check digit of the access key and the QR code (v2) hash, written again here
// from the manuals (MOC 7.0 §5.4 for the key, NT 2015.002 for the QR code) and never imported from the code it
// checks (src-shared/fiscal), so a bug there is caught by the simulator instead of being agreed with.
import { createHash } from 'node:crypto';

/** Mod-11 check digit, weights 2..9 from the right; each character counts as its ASCII code minus 48 (CNPJ alfanumérico). */
export function oracleCheckDigit(first43: string): number {
  let total = 0;
  for (let i = 0; i < first43.length; i++) {
    const weight = 2 + ((first43.length - 1 - i) % 8);
    total += (first43.charCodeAt(i) - 48) * weight;
  }
  const rest = total % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether a 44-character key's last digit is the check digit of the 43 before it. */
export function oracleKeyDigitOk(key: string): boolean {
  return key.length === 44 && /^[0-9A-Z]{43}[0-9]$/.test(key) && String(oracleCheckDigit(key.slice(0, 43))) === key.slice(43);
}

export interface OracleQrInput {
  key: string;
  tpAmb: string;
  /** tpEmis of the document: 9 is the offline form */
  tpEmis: string;
  /** dhEmi, vNF and DigestValue exactly as written in the XML */
  dhEmi: string;
  vNF: string;
  digestValue: string;
  cscId: string;
  csc: string;
}

/** The `p` parameter the QR code must carry: the fields joined by | and the upper-case SHA-1 of them plus the CSC. */
export function oracleQrParams(q: OracleQrInput): string {
  const cscId = q.cscId.replace(/^0+(?=\d)/, '');
  const fields =
    q.tpEmis === '9'
      ? [q.key, '2', q.tpAmb, /^\d{4}-\d{2}-(\d{2})T/.exec(q.dhEmi)?.[1] ?? '', q.vNF, Buffer.from(q.digestValue, 'latin1').toString('hex'), cscId]
      : [q.key, '2', q.tpAmb, cscId];
  const base = fields.join('|');
  return `${base}|${createHash('sha1').update(base + q.csc, 'utf8').digest('hex').toUpperCase()}`;
}

/**
 * The condition of use a CC-e (event 110110) must carry word for word (the NF-e manual's CCe_v1.00.xsd fixes it).
 * Written here on its own, not imported from our builder, so a typo there is a rejection here.
 */
export const ORACLE_CCE_CONDITION =
  'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.';
