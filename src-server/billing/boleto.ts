// A boleto's código de barras and linha digitável, computed here (no bank is called). The FEBRABAN layout, as the
// sources below describe it:
// - código de barras, 44 digits: bank (3), currency 9 (1), general check digit (1), fator de vencimento (4), value in
//   centavos (10), campo livre (25). The general check digit is módulo 11 over the other 43 digits, weights 2 to 9
//   from the right; a result of 0, 10 or 11 becomes 1.
// - linha digitável, 47 digits in five fields: bank + currency + campo livre 1-5 + DV; campo livre 6-15 + DV; campo
//   livre 16-25 + DV; the general check digit; fator + value. Each field's DV is módulo 10 (weights 2, 1 from the
//   right, a product over 9 adds its digits; DV = 10 - sum mod 10, 10 becomes 0).
// - fator de vencimento: days from 07/10/1997 (fator 1000 = 03/07/2000, 9999 = 21/02/2025); after 9999 it starts again
//   at 1000 (22/02/2025), so a factor names a day within a 9000-day window.
// Sources: https://futura.atlassian.net/wiki/spaces/SPT/pages/2888204369 (fields and mask), http://mhemann.com.br/2011/
// 06/a-linha-digitavel-do-boleto-bancario/ (fator table), http://www.banknote.com.br/module.htm (módulo 10 and 11
// worked examples), https://blog.mgitech.com.br/blog/bid/112761/O-que-o-c-digo-de-barras-Febraban (módulo 11 example).
// The campo livre is each bank's own; ours: the 17-digit nosso número and the 8-digit beneficiary code.

/** Our bank code and beneficiary (no bank hired: the layout only; a bank's agreement replaces them). */
export const BOLETO_BANK = '000';
export const BOLETO_BENEFICIARY = '00012345';
const CURRENCY_REAL = '9';
const DAY_MS = 86_400_000;

const digitsOf = (s: string) => {
  if (!/^\d+$/.test(s)) throw new Error(`not digits: ${s}`);
  return [...s].map(Number);
};

/** Módulo 10 check digit (weights 2, 1, 2... from the right; a product over 9 adds its digits). */
export function mod10(number: string): number {
  let sum = 0;
  digitsOf(number)
    .reverse()
    .forEach((d, i) => {
      const p = d * (i % 2 === 0 ? 2 : 1);
      sum += p > 9 ? p - 9 : p;
    });
  return (10 - (sum % 10)) % 10;
}

/** The weighted sum of módulo 11 (weights 2 to 9 from the right, again from 2), and 11 minus its remainder. */
export function mod11(number: string): number {
  let sum = 0;
  digitsOf(number)
    .reverse()
    .forEach((d, i) => {
      sum += d * (2 + (i % 8));
    });
  return 11 - (sum % 11);
}

/** The barcode's general check digit: módulo 11, where 0, 10 and 11 become 1. */
export function barcodeCheckDigit(digits43: string): number {
  const dv = mod11(digits43);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Fator de vencimento of a due day (AAAA-MM-DD): days since 07/10/1997, kept within 1000..9999. */
export function dueFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / DAY_MS);
  if (!Number.isFinite(days) || days < 1000) throw new RangeError(`due date before 03/07/2000: ${dueDate}`);
  return String(((days - 1000) % 9000) + 1000);
}

export interface Boleto {
  barcode: string;
  digitableLine: string;
}

/** The 44-digit barcode and the formatted linha digitável of a value (centavos) due on a day, with a campo livre. */
export function boleto(input: { bank?: string; dueDate: string; amount: number; freeField: string }): Boleto {
  const bank = input.bank ?? BOLETO_BANK;
  if (!/^\d{3}$/.test(bank) || !/^\d{25}$/.test(input.freeField)) throw new Error('bank: 3 digits, campo livre: 25 digits');
  if (!Number.isInteger(input.amount) || input.amount < 0 || input.amount > 9_999_999_999) throw new RangeError(`amount: ${input.amount}`);
  const tail = dueFactor(input.dueDate) + String(input.amount).padStart(10, '0');
  const withoutDv = bank + CURRENCY_REAL + tail + input.freeField;
  const dv = barcodeCheckDigit(withoutDv);
  const barcode = bank + CURRENCY_REAL + dv + tail + input.freeField;
  return { barcode, digitableLine: digitableLineOf(barcode) };
}

/** The linha digitável of a 44-digit barcode: 99999.99999 99999.999999 99999.999999 9 99999999999999. */
export function digitableLineOf(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('barcode: 44 digits');
  const free = barcode.slice(19);
  const f1 = barcode.slice(0, 4) + free.slice(0, 5);
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const withDv = (f: string) => f + String(mod10(f));
  const dotted = (f: string) => `${f.slice(0, 5)}.${f.slice(5)}`;
  return [dotted(withDv(f1)), dotted(withDv(f2)), dotted(withDv(f3)), barcode[4], barcode.slice(5, 19)].join(' ');
}

/** Our campo livre: the nosso número in 17 digits, then the beneficiary code. */
export function freeFieldOf(ourNumber: string): string {
  return ourNumber.padStart(17, '0') + BOLETO_BENEFICIARY;
}
