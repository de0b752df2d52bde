// Money is integer centavos; quantities are integer thousandths of a unit (grams for weighed items).
// Every rounding of the domain happens here, half away from zero, so server and terminal agree to the centavo.

/** a × b ÷ c rounded half away from zero, in integers (no float drift on centavos). */
export function mulDiv(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('division by zero');
  const num = BigInt(Math.trunc(a)) * BigInt(Math.trunc(b));
  const den = BigInt(Math.trunc(c));
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = n / d;
  const r = n % d;
  const rounded = r * 2n >= d ? q + 1n : q;
  return Number(negative ? -rounded : rounded);
}

/** A rate in basis points (1000 = 10 %) applied to an amount in centavos. */
export function applyRate(amount: number, basisPoints: number): number {
  return mulDiv(amount, basisPoints, 10_000);
}

/** Unit price × quantity in thousandths (1000 = one unit, 350 = 350 g of a per-kilogram price). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return mulDiv(unitPrice, quantity, 1000);
}

/** Splits an amount into n shares that add up exactly; the first shares carry the leftover centavos. */
export function splitAmount(amount: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a positive integer');
  const base = Math.trunc(amount / parts);
  const rest = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < Math.abs(rest) ? Math.sign(rest) : 0));
}

/** Centavos → "1.234,56": the one money formatter (screens, messages, paper and the DANFE all read it). */
export function brlDigits(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  const reais = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** R$ 1.234,56 (and -R$ 1,00) — for screens, messages and paper. */
export function formatBRL(centavos: number): string {
  return centavos < 0 ? `-R$ ${brlDigits(-centavos)}` : `R$ ${brlDigits(centavos)}`;
}

export const UNIT = 1000;
