// Build → sign → QR code → infNFeSupl: one NFC-e ready to print and to keep for transmission.
import { buildNfce, withSupplement, type BuiltNfce, type NfceBuildInput } from '../../src-shared/fiscal/nfceXml.js';
import { decimal2 } from '../../src-shared/fiscal/format.js';
import { qrParamsOffline, qrParamsOnline, qrUrl, readDigestValue } from '../../src-shared/fiscal/qrCode.js';
import { nfceUrls, type Uf } from '../../src-shared/fiscal/states.js';
import { buildCancelEvent, buildSubstitutionCancelEvent, type BuiltEvent } from '../../src-shared/fiscal/events.js';
import { buildVoiding, type BuiltVoiding, type VoidingInput } from '../../src-shared/fiscal/voiding.js';
import type { A1Certificate } from './certificate.js';
import { nodeHasher } from './hasher.js';
import { signCanonical } from './signer.js';

export interface SignedNfce {
  built: BuiltNfce;
  /** The complete signed <NFe> (infNFe, infNFeSupl, Signature): what is printed from and transmitted later. */
  xml: string;
  qrCode: string;
  urlChave: string;
  digestValue: string;
}

export function emitNfce(input: Omit<NfceBuildInput, 'hasher'>, cert: A1Certificate): SignedNfce {
  const built = buildNfce({ ...input, hasher: nodeHasher });
  const signed = signCanonical(built.xml, 'infNFe', cert);
  const digestValue = readDigestValue(signed);
  const b = built.business;
  const urls = nfceUrls(b.address.uf as Uf, b.environment, b.urls);
  const qrInput = { key: built.key, tpAmb: built.tpAmb, cscId: b.csc.id, csc: b.csc.token };
  const params =
    built.tpEmis === 9
      ? qrParamsOffline({ ...qrInput, dhEmi: built.dhEmi, vNF: decimal2(built.totals.vNF), digestValue }, nodeHasher)
      : qrParamsOnline(qrInput, nodeHasher);
  const qrCode = qrUrl(urls.qrCode, params);
  return { built, xml: withSupplement(signed, qrCode, urls.urlChave), qrCode, urlChave: urls.urlChave, digestValue };
}

export function signCancelEvent(input: Parameters<typeof buildCancelEvent>[0], cert: A1Certificate): BuiltEvent {
  const ev = buildCancelEvent(input);
  return { ...ev, xml: signCanonical(ev.xml, 'infEvento', cert) };
}

export function signSubstitutionCancelEvent(input: Parameters<typeof buildSubstitutionCancelEvent>[0], cert: A1Certificate): BuiltEvent {
  const ev = buildSubstitutionCancelEvent(input);
  return { ...ev, xml: signCanonical(ev.xml, 'infEvento', cert) };
}

/** The signed inutNFe (inutilização of a range of numbers). */
export function signVoiding(input: VoidingInput, cert: A1Certificate): BuiltVoiding {
  const v = buildVoiding(input);
  return { ...v, xml: signCanonical(v.xml, 'infInut', cert) };
}
