// The buyer's identification on an NFC-e: CPF and CNPJ check digits (the CNPJ alfanumérico of IN RFB 2.229/2024
// included), and the rules of when the NFC-e must identify the buyer (nfce-contingency.md §4.4: vNF ≥ R$ 10.000,00,
// rejection 750; home delivery, rejections 787/788). SEFAZ rejects what fails here, so it is refused before a
// number is taken.
import { fiscalMessages } from '../i18n/fiscal.js';

const e = fiscalMessages.errors;

/** vNF from which the buyer must be identified (R$ 10.000,00; a state may lower it). */
export const IDENTIFIED_BUYER_FROM = 1_000_000;

/** Only the digits (and, for the alphanumeric CNPJ, the capital letters) of a typed document. */
export function documentChars(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** CPF: 11 digits, two mod-11 check digits, not one digit repeated. */
export function isValidCpf(cpf: string): boolean {
  if (!/^[0-9]{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const dv = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cpf[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === Number(cpf[9]) && dv(10) === Number(cpf[10]);
}

/**
 * CNPJ: 12 positions [0-9A-Z] and two check digits. Each character is valued by its ASCII code minus 48 (so the
 * numeric CNPJ keeps its old rule), weights 2..9 from the right, DV = 11 - sum mod 11 (0 when the rest is < 2).
 */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const dv = (len: number) => {
    let sum = 0;
    let weight = 2;
    for (let i = len - 1; i >= 0; i--) {
      sum += (cnpj.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(12) === Number(cnpj[12]) && dv(13) === Number(cnpj[13]);
}

export interface BuyerDocument {
  cpf?: string | undefined;
  cnpj?: string | undefined;
}

/**
 * Why this buyer's document cannot go on the note (Portuguese, for the cashier), or null when it can: bad check
 * digits, or the emitter's own CNPJ (a business does not sell to itself on an NFC-e).
 */
export function buyerDocumentProblem(buyer: BuyerDocument, emitterCnpj: string): string | null {
  if (buyer.cpf !== undefined && !isValidCpf(buyer.cpf)) return e.buyerCpfInvalid;
  if (buyer.cnpj !== undefined) {
    if (!isValidCnpj(buyer.cnpj)) return e.buyerCnpjInvalid;
    if (buyer.cnpj === emitterCnpj) return e.buyerIsEmitter;
  }
  return null;
}

/** Reads a typed CPF or CNPJ ("123.456.789-09", "12.ABC.345/01DE-35") as the sale's consumer document. */
export function parseBuyerDocument(text: string): BuyerDocument | null {
  const chars = documentChars(text);
  if (/^[0-9]{11}$/.test(chars)) return { cpf: chars };
  if (chars.length === 14) return { cnpj: chars };
  return null;
}

/** True when the NFC-e of this sale must identify the buyer (CPF/CNPJ in dest) before it is built. */
export function buyerRequired(vNF: number, delivery: boolean): boolean {
  return delivery || vNF >= IDENTIFIED_BUYER_FROM;
}
