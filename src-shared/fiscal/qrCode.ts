// QR code version 2 of the DANFE NFC-e (NT 2015.002, manual v5+), nfce-contingency.md §3.2.
import type { FiscalHasher } from './hasher.js';

export interface QrOnlineInput {
  key: string;
  tpAmb: '1' | '2';
  /** CSC id as registered at SEFAZ; leading zeros are dropped. */
  cscId: string;
  csc: string;
}

export interface QrOfflineInput extends QrOnlineInput {
  /** dhEmi exactly as written in the XML (its day, local date, becomes DD). */
  dhEmi: string;
  /** vNF exactly as written in the XML. */
  vNF: string;
  /** The base64 DigestValue of the signature over infNFe. */
  digestValue: string;
}

/** idCSC without leading zeros ("000001" → "1", "10" stays "10", "0" stays "0"). */
export function normalizeCscId(id: string): string {
  return String(Number.parseInt(id, 10));
}

/** The base64 DigestValue's ASCII bytes in hex (56 lower-case characters for a SHA-1 digest). */
export function digestValueHex(digestValue: string): string {
  let out = '';
  for (let i = 0; i < digestValue.length; i++) out += digestValue.charCodeAt(i).toString(16).padStart(2, '0');
  return out;
}

/** The `p` parameter of an online (tpEmis 1/3/4) QR code. */
export function qrParamsOnline(input: QrOnlineInput, hasher: FiscalHasher): string {
  const base = `${input.key}|2|${input.tpAmb}|${normalizeCscId(input.cscId)}`;
  return `${base}|${hasher.sha1Hex(base + input.csc).toUpperCase()}`;
}

/** The `p` parameter of an offline (tpEmis 9) QR code. */
export function qrParamsOffline(input: QrOfflineInput, hasher: FiscalHasher): string {
  const dd = input.dhEmi.slice(8, 10);
  const base = `${input.key}|2|${input.tpAmb}|${dd}|${input.vNF}|${digestValueHex(input.digestValue)}|${normalizeCscId(input.cscId)}`;
  return `${base}|${hasher.sha1Hex(base + input.csc).toUpperCase()}`;
}

export function qrUrl(baseUrl: string, params: string): string {
  return `${baseUrl}?p=${params}`;
}

/** Reads the DigestValue of a signed document's (first) Reference. */
export function readDigestValue(signedXml: string): string {
  const m = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signedXml);
  if (!m?.[1]) throw new Error('signed XML has no DigestValue');
  return m[1];
}
