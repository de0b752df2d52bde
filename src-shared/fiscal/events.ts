// NF-e/NFC-e events (NFeRecepcaoEvento4, envEvento 1.00): cancel (110111) and cancel by substitution (110112),
// nfce-contingency.md §6. Each builder returns the unsigned <evento>; signing appends <Signature> after infEvento.
import { parseAccessKey } from './accessKey.js';
import { isoInZone } from './format.js';
import { justification } from './nfceXml.js';
import { group, NFE_NS, tag } from './xmlText.js';

export const EVENT_CANCEL = '110111';
export const EVENT_CANCEL_SUBSTITUTION = '110112';

interface EventBase {
  /** Access key of the NFC-e being cancelled. */
  key: string;
  tpAmb: '1' | '2';
  /** Protocol (nProt, 15 digits) of that NFC-e's authorization. */
  nProt: string;
  reason: string;
  at: Date;
  timeZone: string;
  /** nSeqEvento, 1-20. */
  seq?: number;
}

export interface BuiltEvent {
  id: string;
  tpEvento: string;
  key: string;
  xml: string;
}

function eventXml(tpEvento: string, base: EventBase, detEvento: string): BuiltEvent {
  const seq = base.seq ?? 1;
  const parts = parseAccessKey(base.key);
  const id = `ID${tpEvento}${base.key}${String(seq).padStart(2, '0')}`;
  const emitter = parts.cnpjCpf;
  const inf =
    tag('cOrgao', parts.cUF) +
    tag('tpAmb', base.tpAmb) +
    tag('CNPJ', emitter) +
    tag('chNFe', base.key) +
    tag('dhEvento', isoInZone(base.at, base.timeZone)) +
    tag('tpEvento', tpEvento) +
    tag('nSeqEvento', seq) +
    tag('verEvento', '1.00') +
    group('detEvento', detEvento, ' versao="1.00"');
  return { id, tpEvento, key: base.key, xml: `<evento xmlns="${NFE_NS}" versao="1.00">${group('infEvento', inf, ` Id="${id}"`)}</evento>` };
}

/** 110111 Cancelamento: only for an authorized NFC-e, within the UF's window (usually 30 min). */
export function buildCancelEvent(input: EventBase): BuiltEvent {
  if (!/^[0-9]{15}$/.test(input.nProt)) throw new Error('nProt must have 15 digits');
  return eventXml(EVENT_CANCEL, input, tag('descEvento', 'Cancelamento') + tag('nProt', input.nProt) + tag('xJust', justification(input.reason)));
}

/**
 * 110112 Cancelamento por substituição: cancels an NFC-e found authorized after the same sale was already covered
 * by a contingency NFC-e (`substituteKey`); up to 168 h.
 */
export function buildSubstitutionCancelEvent(input: EventBase & { substituteKey: string; verAplic: string }): BuiltEvent {
  if (!/^[0-9]{15}$/.test(input.nProt)) throw new Error('nProt must have 15 digits');
  const uf = parseAccessKey(input.key).cUF;
  const det =
    tag('descEvento', 'Cancelamento por substituicao') +
    tag('cOrgaoAutor', uf) +
    tag('tpAutor', 1) +
    tag('verAplic', input.verAplic.slice(0, 20)) +
    tag('nProt', input.nProt) +
    tag('xJust', justification(input.reason)) +
    tag('chNFeRef', input.substituteKey);
  return eventXml(EVENT_CANCEL_SUBSTITUTION, input, det);
}

/** The lot SEFAZ receives: signed <evento> elements (1-20). */
export function envEvento(idLote: string, signedEvents: string[]): string {
  return `<envEvento xmlns="${NFE_NS}" versao="1.00">${tag('idLote', idLote)}${signedEvents.join('')}</envEvento>`;
}
