// The postal-code lookup (002 §7 Locations): "A public postal-code service is called with GET and a 2000 ms
// timeout; the result fields are listed in point 3" — cep, street, complement, neighborhood, city, state,
// ibge, gia, ddd, siafi. 002 §5: "a missing code is rejected with 'CEP is required'; a response flagged as an
// error means 'CEP not found'."
import { apiMessages } from '../../i18n/api.js';
import { ClientRuleError } from '../core/errors.js';
import type { Api } from '../registry.js';

export const POSTAL_CODE_TIMEOUT_MS = 2000;

export interface PostalCodeResult {
  cep: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

type Raw = Record<string, unknown>;

const text = (raw: Raw, ...keys: string[]): string => {
  for (const k of keys) {
    const v = raw[k];
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(v);
  }
  return '';
};

/** Reads the service's answer: the spec's field names, or the Portuguese ones public CEP services use. */
export function toPostalCodeResult(raw: Raw): PostalCodeResult {
  return {
    cep: text(raw, 'cep'),
    street: text(raw, 'street', 'logradouro'),
    complement: text(raw, 'complement', 'complemento'),
    neighborhood: text(raw, 'neighborhood', 'bairro'),
    city: text(raw, 'city', 'localidade'),
    state: text(raw, 'state', 'uf'),
    ibge: text(raw, 'ibge'),
    gia: text(raw, 'gia'),
    ddd: text(raw, 'ddd'),
    siafi: text(raw, 'siafi'),
  };
}

function flaggedAsError(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return true;
  const r = raw as Raw;
  return r.erro === true || r.erro === 'true' || r.error === true || r.error === 'true';
}

export async function lookupPostalCode(api: Api, cep: string | null | undefined): Promise<PostalCodeResult> {
  const digits = (cep ?? '').replace(/\D/g, '');
  if (digits === '') throw new ClientRuleError(apiMessages.cepRequired);
  const raw = await api.locations.postalCodeLookup({ params: { cep: digits } });
  if (flaggedAsError(raw)) throw new ClientRuleError(apiMessages.cepNotFound, 404);
  return toPostalCodeResult(raw as Raw);
}
