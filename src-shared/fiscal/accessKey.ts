// The 44-position NF-e/NFC-e access key (chave de acesso): build, parse, validate.
// Layout and check digit: docs/reference/nfce/nfce-contingency.md §1. Each character is valued by its
// ASCII code minus 48, so the alphanumeric CNPJ (PL_010) works with the same rule as digits.

export interface AccessKeyParts {
  /** IBGE code of the emitter's state, 2 digits. */
  cUF: string;
  /** Year (2 digits) and month of dhEmi. */
  aamm: string;
  /** Emitter's CNPJ (14, alphanumeric allowed in the first 12) or CPF left-padded to 14. */
  cnpjCpf: string;
  /** 65 NFC-e, 55 NF-e. */
  mod: string;
  /** Series, 0-999. */
  serie: number;
  /** Number, 1-999999999. */
  nNF: number;
  /** Emission type: 1 normal, 9 offline NFC-e contingency... */
  tpEmis: number;
  /** The emitter's 8-digit random code. */
  cNF: string;
}

export interface ParsedAccessKey extends Omit<AccessKeyParts, 'serie' | 'nNF' | 'tpEmis'> {
  serie: string;
  nNF: string;
  tpEmis: string;
  cDV: string;
}

const KEY_SHAPE = /^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$/;

/** Mod-11 check digit over the 43 characters before it. */
export function checkDigit(body43: string): number {
  if (body43.length !== 43) throw new Error(`access key body must have 43 characters, got ${body43.length}`);
  let sum = 0;
  let weight = 2;
  for (let i = body43.length - 1; i >= 0; i--) {
    sum += (body43.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function buildAccessKey(parts: AccessKeyParts): string {
  const cnpjCpf = parts.cnpjCpf.toUpperCase().padStart(14, '0');
  if (!/^[0-9]{2}$/.test(parts.cUF)) throw new Error('cUF must have 2 digits');
  if (!/^[0-9]{4}$/.test(parts.aamm)) throw new Error('AAMM must have 4 digits');
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpjCpf)) throw new Error('CNPJ/CPF of the emitter is malformed');
  if (!/^[0-9]{2}$/.test(parts.mod)) throw new Error('mod must have 2 digits');
  if (!Number.isInteger(parts.serie) || parts.serie < 0 || parts.serie > 999) throw new Error('serie out of 0-999');
  if (!Number.isInteger(parts.nNF) || parts.nNF < 1 || parts.nNF > 999_999_999) throw new Error('nNF out of 1-999999999');
  if (!Number.isInteger(parts.tpEmis) || parts.tpEmis < 0 || parts.tpEmis > 9) throw new Error('tpEmis must be one digit');
  if (!/^[0-9]{8}$/.test(parts.cNF)) throw new Error('cNF must have 8 digits');
  const body =
    parts.cUF +
    parts.aamm +
    cnpjCpf +
    parts.mod +
    String(parts.serie).padStart(3, '0') +
    String(parts.nNF).padStart(9, '0') +
    String(parts.tpEmis) +
    parts.cNF;
  return body + String(checkDigit(body));
}

export function parseAccessKey(key: string): ParsedAccessKey {
  if (!KEY_SHAPE.test(key)) throw new Error('access key must have 44 positions');
  return {
    cUF: key.slice(0, 2),
    aamm: key.slice(2, 6),
    cnpjCpf: key.slice(6, 20),
    mod: key.slice(20, 22),
    serie: key.slice(22, 25),
    nNF: key.slice(25, 34),
    tpEmis: key.slice(34, 35),
    cNF: key.slice(35, 43),
    cDV: key.slice(43, 44),
  };
}

/** True when the key has the right shape and its check digit verifies. */
export function isValidAccessKey(key: string): boolean {
  return KEY_SHAPE.test(key) && checkDigit(key.slice(0, 43)) === Number(key[43]);
}

/**
 * cNF rules of NT 2019.001: 8 digits, different from nNF, not a trivial sequence.
 * `random` returns an integer in [0, 1e8): the caller passes its platform's secure generator.
 */
export function isAcceptableCnf(cNF: string, nNF: number): boolean {
  if (!/^[0-9]{8}$/.test(cNF)) return false;
  if (Number(cNF) === nNF) return false;
  if (/^(\d)\1{7}$/.test(cNF)) return false;
  const ascending = '0123456789';
  const descending = '9876543210';
  return !ascending.includes(cNF) && !descending.includes(cNF);
}

export function generateCnf(nNF: number, random: () => number): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const cNF = String(Math.floor(random()) % 100_000_000).padStart(8, '0');
    if (isAcceptableCnf(cNF, nNF)) return cNF;
  }
  throw new Error('could not draw an acceptable cNF');
}

/** The key in 11 groups of 4, as the DANFE prints it. */
export function formatAccessKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}
