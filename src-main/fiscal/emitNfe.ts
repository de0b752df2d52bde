// Build → sign → schema check: one NF-e (model 55) ready for the server to transmit (nfeGenerate), and its events
// (cancellation 110111, CC-e 110110) signed the same way. The terminal holds the A1 certificate, so it signs; the
// official schema wants the Signature inside <NFe>, so the signed note is what is checked, before anything leaves.
import { buildCancelEvent, type BuiltEvent } from '../../src-shared/fiscal/events.js';
import { buildCorrectionEvent, buildNfe, type CorrectionInput, type NfeBuildInput } from '../../src-shared/fiscal/nfeXml.js';
import type { BuiltNfce } from '../../src-shared/fiscal/nfceXml.js';
import { nfeMessages } from '../../src-shared/i18n/nfe.js';
import type { A1Certificate } from './certificate.js';
import { nodeHasher } from './hasher.js';
import { schemaProblem } from './schemas.js';
import { signCanonical } from './signer.js';

export interface SignedNfe {
  built: BuiltNfce;
  /** The complete signed <NFe> (infNFe, Signature). */
  xml: string;
}

export async function emitNfe(input: Omit<NfeBuildInput, 'hasher'>, cert: A1Certificate): Promise<SignedNfe> {
  const built = buildNfe({ ...input, hasher: nodeHasher });
  const xml = signCanonical(built.xml, 'infNFe', cert);
  const problem = await schemaProblem('nfe_v4.00.xsd', xml);
  if (problem) throw new Error(nfeMessages.server.schema(problem));
  return { built, xml };
}

/** 110111, the same event as the NFC-e's; the 24 h window of an NF-e is checked where the protocol's time is known. */
export function signNfeCancelEvent(input: Parameters<typeof buildCancelEvent>[0], cert: A1Certificate): BuiltEvent {
  const ev = buildCancelEvent(input);
  return { ...ev, xml: signCanonical(ev.xml, 'infEvento', cert) };
}

export function signCorrectionEvent(input: CorrectionInput, cert: A1Certificate): BuiltEvent {
  const ev = buildCorrectionEvent(input);
  return { ...ev, xml: signCanonical(ev.xml, 'infEvento', cert) };
}
